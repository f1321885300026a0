"""The page without a server (issue 48, item 4): ``yukon site`` writes a static site whose page
plays every game with the TypeScript engine in the browser. Playwright serves it from a plain
static host with every other address cut off, and plays Classic deal 1 to 625 by mouse. A site
that names a ``yukon serve`` asks it for the solver's hints and "certainly lost" where it is
reachable and lets the site in, and plays on its own where it is not."""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import re
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_solver_game import LINE
from web_support import CLASSIC_1, after, card, drag, serving

from yukon_core.cli import main
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


@contextlib.contextmanager
def static_host(folder: Path) -> Iterator[str]:
    """``folder`` served by a static host that knows nothing of the engine; its address."""
    host = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder))
    )
    threading.Thread(target=host.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{host.server_address[1]}/"
    host.shutdown()


@pytest.fixture(scope="module")
def site(folder: Path) -> Iterator[str]:
    """The site, served by a static host; its address."""
    with static_host(folder) as address:
        yield address


def cut_off(page: playwright.Page, site: str) -> playwright.Page:
    """``page`` with every address but ``site``'s cut off (no server, no network); WebSockets
    are not routed, so a server the site names is still reached."""
    page.context.route(
        "**/*",
        lambda route: route.continue_() if route.request.url.startswith(site) else route.abort(),
    )
    return page


@pytest.fixture
def offline(page: playwright.Page, site: str) -> playwright.Page:
    return cut_off(page, site)


@contextlib.contextmanager
def refused_port() -> Iterator[int]:
    """A port of this host held, while inside, by a socket that does not listen: a connection
    to it is refused, and no other process can take it meanwhile."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        yield int(held.getsockname()[1])


def play_line(page: playwright.Page, line: str) -> None:
    """Play ``line`` by mouse: a card home by a tap, any other move by a drag."""
    for move in line.split():
        moved, target = move.split(">")
        if target == "F":  # a tap sends a card home first
            after(page, lambda m=moved: card(page, m).click(position={"x": 8, "y": 8}))
        else:
            after(page, lambda m=moved, t=int(target): drag(page, m, t))


def test_the_static_site_plays_classic_to_625_with_no_server(
    offline: playwright.Page, site: str
) -> None:
    page = offline
    page.set_viewport_size({"width": 1280, "height": 1600})  # the line grows a column of 19 cards
    page.goto(f"{site}#{CLASSIC_1}")
    expect(page.locator("#code")).to_have_text(CLASSIC_1)
    play_line(page, CLASSIC_1_WIN)
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


def test_a_reachable_server_gives_the_solver_s_hint_and_says_when_a_game_is_lost(
    page: playwright.Page, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1200})
    with (
        static_host(tmp_path) as linked_site,
        serving(0, None, options=("--allow-origin", linked_site.rstrip("/"))) as server,
    ):
        write_site(tmp_path, server=server.replace("http://", "ws://") + "ws")  # the site names it
        page = cut_off(page, linked_site)
        page.goto(f"{linked_site}#{CLASSIC_1}")
        expect(page.locator("#code")).to_have_text(CLASSIC_1)
        page.click("#hint")  # the page alone has no hint here: no card can go home
        expect(page.locator("#message")).to_contain_text("leads to a win")
        expect(card(page, "10S")).to_have_class(re.compile(r"\bhinted\b"))
        play_line(page, f"{LINE} QD>1")
        expect(page.locator("#lost")).to_be_visible()  # the solver's proof, not a stuck game
        page.click("#back")
        expect(page.locator("#lost")).to_be_hidden()
        expect(page.locator('.pile.column[data-at="0"] .card[data-card="QD"]')).to_have_count(0)


def test_where_the_named_server_is_not_running_the_page_plays_on_its_own(
    page: playwright.Page, tmp_path: Path
) -> None:
    with static_host(tmp_path) as linked_site, refused_port() as port:
        write_site(tmp_path, server=f"ws://127.0.0.1:{port}/ws")
        page = cut_off(page, linked_site)
        page.goto(f"{linked_site}#{CLASSIC_1}")
        expect(page.locator("#code")).to_have_text(CLASSIC_1)
        page.click("#hint")
        expect(page.locator("#message")).to_have_text("No move helps here.")
        play_line(page, "10S>2 8S>6 6D>2 6C>1 AH>F")
        page.click("#hint")
        expect(page.locator("#message")).to_contain_text("can go home")


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


def test_a_site_names_its_server_by_a_websocket_address_only(tmp_path: Path, capsys) -> None:
    assert main(["site", str(tmp_path / "site"), "--server", "ws://127.0.0.1:8000/ws"]) == 0
    page = (tmp_path / "site" / "index.html").read_text()
    assert '<html data-engine="local" data-server="ws://127.0.0.1:8000/ws" ' in page
    for bad in ("http://127.0.0.1:8000/ws", "ws://127.0.0.1:port/ws", "ws:///ws", "ws://a/ws#x"):
        assert main(["site", str(tmp_path / "bad"), "--server", bad]) == 2
        assert "address" in capsys.readouterr().err
    assert not (tmp_path / "bad").exists()
