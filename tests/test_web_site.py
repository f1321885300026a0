"""The page without a server (issue 48, item 4): ``yukon site`` writes a static site whose page
plays every game with the TypeScript engine in the browser. Playwright serves it from a plain
static host with every other address cut off, and plays Classic deal 1 to 625 by mouse."""

from __future__ import annotations

import functools
import http.server
import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from web_support import CLASSIC_1, after, card, drag, free_port

from yukon_core.codes import GameCode
from yukon_core.published import shipped_verdict
from yukon_core.registry import default_registry
from yukon_core.testing.conformance import CLASSIC_1_WIN
from yukon_core.web.site import write_site

playwright = pytest.importorskip("playwright.sync_api")
expect = playwright.expect

pytestmark = pytest.mark.browser


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site ``yukon site`` writes."""
    written = tmp_path_factory.mktemp("site")
    assert "wave" in write_site(written)
    return written


@pytest.fixture(scope="module")
def site(folder: Path) -> Iterator[str]:
    """The site, served by a static host that knows nothing of the engine; its address."""
    host = http.server.ThreadingHTTPServer(
        ("127.0.0.1", free_port()), functools.partial(_Quiet, directory=str(folder))
    )
    threading.Thread(target=host.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{host.server_address[1]}/"
    host.shutdown()


@pytest.fixture
def offline(page: playwright.Page, site: str) -> playwright.Page:
    """The page with every address but the static host's cut off (no server, no network)."""
    page.context.route(
        "**/*",
        lambda route: route.continue_() if route.request.url.startswith(site) else route.abort(),
    )
    return page


def test_the_static_site_plays_classic_to_625_with_no_server(
    offline: playwright.Page, site: str
) -> None:
    page = offline
    page.set_viewport_size({"width": 1280, "height": 1600})  # the line grows a column of 19 cards
    page.goto(f"{site}#{CLASSIC_1}")
    expect(page.locator("#code")).to_have_text(CLASSIC_1)
    for move in CLASSIC_1_WIN.split():
        moved, target = move.split(">")
        if target == "F":  # a tap sends a card home first
            after(page, lambda m=moved: card(page, m).click(position={"x": 8, "y": 8}))
        else:
            after(page, lambda m=moved, t=int(target): drag(page, m, t))
    end_card = page.locator("#end-card")
    expect(end_card).to_be_visible()
    expect(end_card).to_have_attribute("data-score", "625")


def test_every_game_of_the_site_deals_and_wave_shows_its_runs(
    offline: playwright.Page, site: str
) -> None:
    page = offline
    page.goto(f"{site}#YU2-wave-AAAAAAB")
    expect(page.locator("#code")).to_have_text("YU2-wave-AAAAAAB")
    first = page.locator('.pile.column[data-at="0"] .card')
    expect(first).to_have_count(3)
    assert first.nth(1).get_attribute("class").split().count("down") == 1
    names = [option.get_attribute("value") for option in page.locator("#variant option").all()]
    assert set(names) == {variant.name for variant in default_registry().variants}


def test_only_solvable_deals_come_from_the_shipped_verdicts(
    offline: playwright.Page, site: str
) -> None:
    page = offline
    page.goto(f"{site}#{CLASSIC_1}")
    expect(page.locator("#code")).to_have_text(CLASSIC_1)
    page.check("#solvable")
    page.click("#new")
    expect(page.locator("#code")).not_to_have_text(CLASSIC_1)
    number = GameCode.parse(page.locator("#code").inner_text()).number
    assert shipped_verdict(default_registry().rules("classic"), number) is True


def test_the_rules_dialog_shows_the_page_the_site_wrote(
    offline: playwright.Page, site: str
) -> None:
    page = offline
    page.goto(f"{site}#{CLASSIC_1}")
    page.click("#show-rules")
    expect(page.locator("#rules-text h1")).to_have_text("Classic Yukon")


def test_the_site_holds_each_game_as_its_export(tmp_path: Path) -> None:
    games = write_site(tmp_path)
    index = json.loads((tmp_path / "games" / "index.json").read_text())
    assert index == games and len(games) == len(default_registry().variants)
    extras = json.loads((tmp_path / "games" / "classic.site.json").read_text())
    assert (
        re.match(r"^[WL?]+$", extras["verdicts"]["letters"])
        and "<h1>" in extras["rules_html"]["ru"]
    )
    assert 'data-engine="local"' in (tmp_path / "index.html").read_text()
