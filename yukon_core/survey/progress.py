"""A survey's progress: a bar with the rate and the time left on a terminal, plain lines
otherwise (a log, a pipe, CI)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from typing import TextIO

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
        self.verdicts: Counter[str] = Counter()
        self.live = stream.isatty()

    def text(self) -> str:
        elapsed = max(self.clock() - self.started, 1e-9)
        rate = self.done / elapsed
        left = (self.total - self.done) / rate if rate else float("inf")
        eta = "?" if left == float("inf") else _duration(left)
        counts = ", ".join(f"{v} {self.verdicts[v]}" for v in ("won", "lost", "unknown"))
        return (f"{self.done}/{self.total} deals ({counts}); {rate * 60:.1f} a minute, "
                f"{_duration(elapsed)} so far, {eta} left")  # fmt: skip

    def step(self, verdict: str) -> None:
        self.done += 1
        self.verdicts[verdict] += 1
        now = self.clock()
        if self.live:
            filled = BAR * self.done // max(self.total, 1)
            self.stream.write(f"\r[{'#' * filled}{'.' * (BAR - filled)}] {self.text()}\x1b[K")
            self.stream.flush()
        elif now - self.last_line >= LINE_EVERY or self.done == self.total:
            self.last_line = now
            self.stream.write(self.text() + "\n")
            self.stream.flush()

    def finish(self) -> None:
        if self.live:
            self.stream.write("\n")
        self.stream.flush()


def _duration(seconds: float) -> str:
    seconds = int(seconds)
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"
