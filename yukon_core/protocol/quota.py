"""What one client may hold: open games, the steps their histories keep, running solves.

A game's memory grows with its history (about a kilobyte a step), so a :class:`Quota` counts
steps as well as games. Each protocol session has one; a server gives every connection's quota
a parent — the server's own — so that many connections together stay bounded too. Taking more
than either allows raises :class:`~yukon_core.protocol.errors.ProtocolError` (``-32000``, its
``data.type`` naming the limit) and takes nothing.
"""

from __future__ import annotations

import threading

import attrs

from .errors import GAME_ERROR, ProtocolError

__all__ = ["ENGINE_LIMITS", "Limits", "Quota"]


@attrs.frozen
class Limits:
    """The most one holder may hold at once."""

    games: int
    steps: int
    """Steps kept in all its games' histories, undone ones included."""
    solves: int
    """``solve`` requests running at once."""


ENGINE_LIMITS = Limits(games=1_000, steps=5_000_000, solves=8)
"""The limits of ``yukon engine``, whose one client is the process that started it."""

_WHAT = {
    "games": ("TooManyGames", "games may be open at once: close one first"),
    "steps": ("TooManySteps", "steps of play may be held in open games: close a game first"),
    "solves": ("TooManySolves", "solves may run at once: wait for one, or cancel it"),
}


class Quota:
    """The games, steps and solves one holder holds, within ``limits``; ``parent`` (if given)
    is charged the same, so its limits bound all its children together. Thread-safe."""

    def __init__(self, limits: Limits, parent: Quota | None = None, owner: str = "one client"):
        self.limits = limits
        self.parent = parent
        self.owner = owner
        self.held = {"games": 0, "steps": 0, "solves": 0}
        self._lock = threading.Lock()

    def take(self, **amounts: int) -> None:
        """Hold ``amounts`` more (``games=1``, ``steps=…``, ``solves=1``), here and in the
        parent, or raise and hold nothing more."""
        self._change(amounts, check=True)

    def give(self, **amounts: int) -> None:
        """Hold ``amounts`` less (a negative amount: more, unchecked), here and in the
        parent."""
        self._change({name: -amount for name, amount in amounts.items()}, check=False)

    def _change(self, amounts: dict[str, int], check: bool) -> None:
        with self._lock:
            for name, amount in amounts.items():
                limit = getattr(self.limits, name)
                if check and amount > 0 and self.held[name] + amount > limit:
                    kind, what = _WHAT[name]
                    raise ProtocolError(
                        GAME_ERROR, f"at most {limit:,} {what} ({self.owner})",
                        {"type": kind, "limit": limit},
                    )  # fmt: skip
            if self.parent is not None:
                self.parent._change(amounts, check)
            for name, amount in amounts.items():
                self.held[name] += amount
