"""The game clock: time from the first move to the last card home (source 003 counts from the
deal), with an injectable time source so tests and replays need no real time."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

__all__ = ["GameClock", "TimeSource", "duration_text"]

TimeSource = Callable[[], float]
"""Seconds on any steady scale, such as :func:`time.monotonic` (the default)."""


class GameClock:
    """Seconds of play so far; it runs until :meth:`stop` and goes on after :meth:`start`."""

    def __init__(self, now: TimeSource = time.monotonic, seconds: float = 0.0) -> None:
        if not (math.isfinite(seconds) and seconds >= 0):
            raise ValueError(f"clock seconds must be a finite number from 0, not {seconds!r}")
        self._now = now
        self._banked = float(seconds)
        self._since: float | None = now()

    @property
    def running(self) -> bool:
        """Whether the clock is counting now."""
        return self._since is not None

    @property
    def seconds(self) -> float:
        """Seconds counted so far."""
        if self._since is None:
            return self._banked
        return self._banked + max(0.0, self._now() - self._since)

    def stop(self) -> None:
        """Stop the clock: until the first move, once the last card went home, or while a front
        end pauses the game."""
        self._banked = self.seconds
        self._since = None

    def start(self) -> None:
        """Let a stopped clock run again from where it stopped."""
        if self._since is None:
            self._since = self._now()


def duration_text(seconds: float) -> str:
    """Seconds of play as people read them on a game's clock: ``0:32``, ``12:05``,
    ``1:02:03`` (whole seconds, rounded down)."""
    whole = int(seconds) if math.isfinite(seconds) and seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"
