"""Click to board: how long the page takes from a click on a card to the board redrawn.

Starts ``yukon serve``, opens Classic deal 1 in Chromium (the system's, or ``--chromium``) and
clicks the Ten of spades ``--taps`` times, each followed by an undo; each time is from the
click event to the first change of the table, measured in the page. The same run measures the
page as it was at ``--before`` (a git revision: the same server serves that revision's page
files), side by side, since a shared machine's figures move from run to run.

    python benchmarks/click_to_board.py --taps 40 --before ab4a5b0
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from web_support import free_port, serving, system_chromium  # noqa: E402

STATIC = "yukon_core/web/static"
_WATCH = """() => {
  window.clickedAt = null;
  window.drawnAt = null;
  document.addEventListener("click", () => { window.clickedAt = performance.now(); },
    { capture: true, once: true });
  const watch = new MutationObserver(() => {
    if (window.drawnAt === null) window.drawnAt = performance.now();
    watch.disconnect();
  });
  watch.observe(document.getElementById("table"), { childList: true, subtree: true });
}"""
_IN_COLUMN = """([card, at]) =>
  document.querySelector(`.pile.column[data-at="${at}"] [data-card="${card}"]`) !== null"""


def page_files(revision: str, into: Path) -> Path:
    """The page's files as they were at ``revision``, written under ``into``."""
    archive = subprocess.run(
        ["git", "archive", revision, STATIC], cwd=ROOT, capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into / STATIC


def click_times(page: Page, address: str, taps: int) -> list[float]:
    page.goto(f"{address}#YU1-C-AAAAAAB")
    page.wait_for_function("() => document.getElementById('code').textContent === 'YU1-C-AAAAAAB'")
    times = []
    for _ in range(taps):
        page.evaluate(_WATCH)
        box = page.locator('#table [data-card="10S"]').bounding_box()
        assert box is not None
        page.mouse.click(box["x"] + 20, box["y"] + 10)
        page.wait_for_function("() => window.drawnAt !== null && window.clickedAt !== null")
        times.append(page.evaluate("() => window.drawnAt - window.clickedAt"))
        page.wait_for_function(_IN_COLUMN, arg=["10S", 1])
        page.keyboard.press("u")
        page.wait_for_function(_IN_COLUMN, arg=["10S", 6])
        page.wait_for_function("() => document.getAnimations().length === 0")  # at rest
    return times


def summary(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[round(0.95 * (len(ordered) - 1))]
    return (f"{name:<22} median {statistics.median(times):7.1f} ms   p95 {p95:7.1f} ms   "
            f"max {max(times):7.1f} ms   ({len(times)} clicks)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--taps", type=int, default=40)
    parser.add_argument("--before", help="a git revision whose page to measure alongside")
    parser.add_argument("--chromium", default=system_chromium() or "chromium")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=args.chromium)
        pages: list[tuple[str, Path | None]] = [("this page", None)]
        if args.before:
            pages.append((f"page at {args.before}", page_files(args.before, Path(scratch))))
        for name, static in pages:
            with serving(free_port(), Path(scratch) / "records.sqlite", static) as address:
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                print(summary(name, click_times(context.new_page(), address, args.taps)))
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
