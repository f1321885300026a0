"""The page for everyone (issue 46, item 7): axe-core, the accessibility checker, finds no
critical and no serious violation on any installed game, at the start and mid-game, at desktop
and phone sizes, nor in the page's dialogs. axe-core comes from the npm registry
(``package.json``; ``.ci/run`` installs it with ``npm ci``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from web_support import ROOT

from yukon_core.game import new_game
from yukon_core.registry import default_registry

playwright = pytest.importorskip("playwright.sync_api")
expect = playwright.expect

pytestmark = pytest.mark.browser

SCREENS = {"desktop": (1280, 800), "phone": (390, 844)}
_CHECK = """() => axe.run(document, { resultTypes: ["violations"] }).then(found =>
  found.violations.filter(v => v.impact === "serious" || v.impact === "critical").map(v =>
    `${v.impact} ${v.id}: ${v.nodes.length} elements, e.g. ${v.nodes[0].target.join(" ")}`))"""


def axe_source() -> str:
    path = Path(os.environ.get("YUKON_AXE") or ROOT / "node_modules/axe-core/axe.min.js")
    if not path.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"CI needs axe-core at {path}: .ci/run installs it with npm ci")
        pytest.skip("no axe-core here: npm ci installs it (package.json)")
    return path.read_text(encoding="utf-8")


def mid_game_steps(variant: str, count: int = 4) -> list[str]:
    """The first legal moves of the variant's deal 1, written as the page's address writes them."""
    game, steps = new_game(variant, 1), []
    for _ in range(count):
        moves = game.legal_moves()
        if not moves:
            break
        steps.append(game.move_text(moves[0]).replace(">", "-"))
        game.play(moves[0])
    return steps


def violations(page: playwright.Page, axe: str) -> list[str]:
    if page.evaluate("typeof window.axe === 'undefined'"):
        page.add_script_tag(content=axe)
    return list(page.evaluate(_CHECK))


@pytest.mark.parametrize("screen", SCREENS)
def test_no_serious_violation_in_any_game(
    browser: playwright.Browser, server: str, screen: str
) -> None:
    axe = axe_source()
    width, height = SCREENS[screen]
    # The test, not the page, brings axe in: the page's own policy allows only its own scripts.
    context = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True)
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())  # yes, leave the game for the next one
    found = {}
    for variant in default_registry().variants:
        code = str(variant.code(1))
        for moment, address in (
            ("start", code),
            ("mid-game", f"{code}:{','.join(mid_game_steps(variant.name))}"),
        ):
            page.goto(f"{server}#{address}")
            expect(page.locator("#code")).to_have_text(code)
            if moment == "mid-game":
                expect(page.locator("#moves")).not_to_have_text("0")
            found[f"{variant.name} at the {moment}"] = violations(page, axe)
    for dialog in ("records", "settings", "keys", "rules"):
        page.click(f"#show-{dialog}")
        expect(page.locator(f"#{dialog}-dialog")).to_be_visible()
        found[f"the {dialog} dialog"] = violations(page, axe)
        page.keyboard.press("Escape")
    context.close()
    assert {where: said for where, said in found.items() if said} == {}
