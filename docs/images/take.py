"""Takes the page's screenshots in docs/images/: every seed game, and the widest and longest
family games, at a phone's size and a desktop's, each at its deal 1. It starts its own
``yukon serve`` (keeping no records, ``tests/web_support.py``) and drives the system's Chromium:

    python docs/images/take.py [GAME ...]

With games named, only theirs are taken again (a screenshot is committed once, not again and
again).
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1] / "tests"))
from web_support import free_port, serving, system_chromium  # noqa: E402

GAMES = {
    "classic": "YU1-C-AAAAAAB",
    "relaxed": "YU1-R-AAAAAAB",
    "russian": "YU1-S-AAAAAAB",
    "alaska": "YU1-A-AAAAAAB",
    "double": "YU1-D-AAAAAAB",
    "triple-russian": "YU2-triple-russian-AAAAAAB",
    "hawaiian": "YU2-hawaiian-AAAAAAB",
    "bim-bom": "YU2-bim-bom-AAAAAAB",
    "wave": "YU2-wave-AAAAAAB",
}
SCREENS = {"phone": (390, 844), "desktop": (1280, 800)}


def main(names: list[str]) -> None:
    chosen = {name: code for name, code in GAMES.items() if name in names or not names}
    chromium = system_chromium() or "chromium"
    with serving(free_port(), None) as address, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        for screen, (width, height) in SCREENS.items():
            context = browser.new_context(
                viewport={"width": width, "height": height}, reduced_motion="reduce"
            )
            page = context.new_page()
            for name, code in chosen.items():
                page.goto(f"{address}#{code}")
                page.locator("#code").filter(has_text=code).wait_for()
                page.screenshot(path=HERE / f"{name}-{screen}.png", full_page=True)
            context.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
