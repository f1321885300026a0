"""Takes the screenshots of docs/images/ from a running ``yukon serve`` (default port 8000):

yukon serve --no-records &  python docs/images/take.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).parent
SHOTS = {
    "classic.png": "YU1-C-AAAAAAB",
    "double.png": "YU1-D-AAAAAAB",
    "bim-bom.png": "YU2-bim-bom-AAAAAAD",
    "panopticon.png": "YU2-panopticon-AAAAAAD",
}


def main(server: str = "http://127.0.0.1:8000/", chromium: str = "/usr/bin/chromium") -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        page = browser.new_page(viewport={"width": 1200, "height": 760})
        for name, code in SHOTS.items():
            page.goto(f"{server}#{code}")
            page.reload()
            page.locator("#code").filter(has_text=code).wait_for()
            page.screenshot(path=HERE / name, full_page=True)
        browser.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
