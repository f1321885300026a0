"""A survey's progress: a bar with the rate and the time left on a terminal, plain lines
otherwise (a log, a pipe, CI)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from typing import TextIO

from ..game.clock import duration_text
from .store import SurveyRow
from .tasks import WorkerDied

__all__ = ["Progress"]

BAR = 30
LINE_EVERY = 30.0
"""Seconds between plain lines."""


class Progress:
    """Counts the deals done out of ``total`` and shows it on ``stream``."""

    def __init__(self, total: int, stream: TextIO, clock: Callable[[], float] = time.monotonic):
        self.total = total
        self.stream = stream
        self.clock = clock
        self.started = clock()
        self.last_line = self.started
        self.done = 0
        """Deals solved."""
        self.verdicts: Counter[str] = Counter()
        self.deaths: list[WorkerDied] = []
        """Deals that got no verdict: their worker died."""
        self.disagreements: list[tuple[SurveyRow, str]] = []
        """Deals solved to a proven verdict that contradicts the stored one, which stays."""
        self.live = stream.isatty()

    @property
    def handled(self) -> int:
        """Deals solved, and deals that got no verdict."""
        return self.done + len(self.deaths)

    def text(self) -> str:
        elapsed = max(self.clock() - self.started, 1e-9)
        handled = self.handled
        rate = handled / elapsed
        left = (self.total - handled) / rate if rate else float("inf")
        eta = "?" if left == float("inf") else duration_text(left)
        counts = ", ".join(f"{v} {self.verdicts[v]}" for v in ("won", "lost", "unknown"))
        if self.deaths:
            counts += f", no verdict {len(self.deaths)}"
        return (f"{handled}/{self.total} deals ({counts}); {rate * 60:.1f} a minute, "
                f"{duration_text(elapsed)} so far, {eta} left")  # fmt: skip

    def step(self, verdict: str) -> None:
        self.done += 1
        self.verdicts[verdict] += 1
        self._show()

    def died(self, death: WorkerDied) -> None:
        """A deal got no verdict: said at once, on a line of its own."""
        self.deaths.append(death)
        task = death.task
        clear = "\r\x1b[K" if self.live else ""
        self.stream.write(f"{clear}{task.variant} deal {task.deal}: no verdict, its worker died "
                          f"({death.cause}); the next run solves it\n")  # fmt: skip
        self._show()

    def disagreed(self, row: SurveyRow, stored: str) -> None:
        """A deal's new verdict contradicts the stored one: said at once, on a line of its own
        (the stored row stays, and the new one is not kept)."""
        self.disagreements.append((row, stored))
        self.done += 1
        clear = "\r\x1b[K" if self.live else ""
        self.stream.write(f"{clear}{row.variant} deal {row.deal}: {row.proven} now, but the "
                          f"store says {stored}; not stored: one of the two solvers is "
                          f"wrong ({row.solver})\n")  # fmt: skip
        self._show()

    def _show(self) -> None:
        now = self.clock()
        if self.live:
            filled = BAR * self.handled // max(self.total, 1)
            self.stream.write(f"\r[{'#' * filled}{'.' * (BAR - filled)}] {self.text()}\x1b[K")
            self.stream.flush()
        elif now - self.last_line >= LINE_EVERY or self.handled == self.total:
            self.last_line = now
            self.stream.write(self.text() + "\n")
            self.stream.flush()

    def finish(self) -> None:
        if self.live:
            self.stream.write("\n")
        self.stream.flush()
