"""Takes the page's screenshots in docs/images/: every seed game, and the widest and longest
family games, at a phone's size and a desktop's, each at its deal 1. It starts its own
``yukon serve`` (keeping no records) and drives the system's Chromium:

    python docs/images/take.py [path/to/chromium]
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).parent
GAMES = {
    "classic": "YU1-C-AAAAAAB",
    "relaxed": "YU1-R-AAAAAAB",
    "russian": "YU1-S-AAAAAAB",
    "alaska": "YU1-A-AAAAAAB",
    "double": "YU1-D-AAAAAAB",
    "triple-russian": "YU2-triple-russian-AAAAAAB",
    "hawaiian": "YU2-hawaiian-AAAAAAB",
    "bim-bom": "YU2-bim-bom-AAAAAAB",
}
SCREENS = {"phone": (390, 844), "desktop": (1280, 800)}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def main(chromium: str = shutil.which("chromium") or "chromium") -> None:
    port = str(free_port())
    server = subprocess.Popen(
        [sys.executable, "-m", "yukon_core.cli", "serve", "--port", port, "--no-records"],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert server.stdout is not None
        address = server.stdout.readline().split("open ", 1)[1].split()[0]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium)
            for screen, (width, height) in SCREENS.items():
                context = browser.new_context(
                    viewport={"width": width, "height": height}, reduced_motion="reduce"
                )
                page = context.new_page()
                for name, code in GAMES.items():
                    page.goto(f"{address}#{code}")
                    page.locator("#code").filter(has_text=code).wait_for()
                    page.screenshot(path=HERE / f"{name}-{screen}.png", full_page=True)
                context.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main(*sys.argv[1:])
