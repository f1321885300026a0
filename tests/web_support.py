"""What the browser tests share: the system's Chromium, a ``yukon serve`` to talk to, and
ways to open a deal, find cards and piles, drag, and wait for the board to change."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "docs" / "demo-game.txt"
CLASSIC_1 = "YU1-C-AAAAAAB"
CORNER = {"x": 30, "y": 12}
"""Where a click on a card lands: its corner shows even when cards cover the rest."""


def system_chromium() -> str | None:
    """The system's Chromium (Debian's ``chromium`` package in CI), or ``None``."""
    found = os.environ.get("YUKON_CHROMIUM") or shutil.which("chromium")
    return found or shutil.which("chromium-browser")


def chromium() -> str:
    """The system's Chromium for a test: none fails the test in CI and skips it elsewhere."""
    found = system_chromium()
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs a Chromium: .ci/run installs Debian's chromium package")
        pytest.skip("no chromium on this machine")
    return found


def served_address(line: str) -> str:
    """The address in the line ``yukon serve`` says first."""
    found = re.search(r"open (http://\S+/) ", line)
    assert found, line
    return found[1]


_SERVE = """import sys; from pathlib import Path; import yukon_core.web.server as server
if sys.argv[1]: server.STATIC = Path(sys.argv[1])
from yukon_core.cli import main; raise SystemExit(main(sys.argv[2:]))"""


@contextlib.contextmanager
def serving(
    port: int, records: Path | None, static: Path | None = None, options: tuple[str, ...] = ()
) -> Iterator[str]:
    """``yukon serve`` on ``port`` (0: any free port, so that no other process can take it
    first) keeping its records in ``records`` (or none), with the page files of ``static``
    (``None``: its own) and more command-line ``options``, while inside; its address, as it
    says it."""
    keep = ["--records", str(records)] if records else ["--no-records"]
    command = [sys.executable, "-c", _SERVE, str(static or ""), "serve", "--port", str(port),
               *keep, *options]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        yield served_address(process.stdout.readline())
    finally:
        process.terminate()
        process.wait(timeout=10)


def open_deal(page: Page, server: str, code: str = CLASSIC_1) -> None:
    from playwright.sync_api import expect

    page.goto(f"{server}#{code}")
    expect(page.locator("#code")).to_have_text(code)


def card(page: Page, text: str) -> Locator:
    return page.locator(f'#table .card[data-card="{text}"]')


def column(page: Page, number: int) -> Locator:
    return page.locator(f'.pile.column[data-at="{number - 1}"]')


def drag(page: Page, text: str, number: int) -> None:
    """Drag a card by the mouse onto column ``number`` (1-based), dropping it on the column's
    last card (or the empty column's place). A few pointer events, as a quick hand makes: each
    one is a round trip to the browser."""
    start = card(page, text).bounding_box()
    cards = column(page, number).locator(".card")
    end = (cards.last if cards.count() else column(page, number)).bounding_box()
    assert start is not None and end is not None
    page.mouse.move(start["x"] + 20, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(start["x"] + 40, start["y"] + 40)
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + 50, steps=2)
    page.mouse.up()


BOARD = """() => [...document.querySelectorAll('#table .pile')].map(pile =>
    `${pile.dataset.kind}${pile.dataset.at}:` + [...pile.querySelectorAll('.card')].map(
        card => card.dataset.card || 'down').join(',')).join(' ')"""
"""The cards on the table, pile by pile (not how they are marked or moving)."""


def board(page: Page) -> str:
    return str(page.evaluate(BOARD))


def after(page: Page, action: object) -> None:
    """Do ``action`` and wait until the cards on the table change."""
    before = board(page)
    assert callable(action)
    action()
    page.wait_for_function(f"before => ({BOARD})() !== before", arg=before)
