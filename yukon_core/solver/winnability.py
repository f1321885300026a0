"""Whether a game can still be won and the way back when it cannot (source 001), remembered.

Each question goes to the solver with a short budget, so a front end may ask after every move.
A winning line, once found, is remembered position by position: while the player follows it,
or comes back to a position on it, nothing needs solving again; a proven loss is remembered too,
and so is a verdict known beforehand (the survey's, for a fresh deal).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import apply
from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from .queries import last_proven
from .result import Budget, Verdict
from .search import solve

__all__ = ["CHECK_BUDGET", "Winnability"]

CHECK_BUDGET = Budget(nodes=3_000, seconds=0.5)
"""What one winnability check may spend: a few tenths of a second at most."""

_REMEMBERED = 20_000


class Winnability:
    """Remembers what the solver said about the positions of one rule table."""

    def __init__(self, rules: RuleTable, budget: Budget | None = None) -> None:
        self.rules = rules
        self.budget = budget or CHECK_BUDGET
        self._lines: dict[Position, tuple[Move, ...]] = {}
        self._lost: set[Position] = set()
        self._won: set[Position] = set()

    def know(self, position: Position, won: bool) -> None:
        """Take a verdict on ``position`` proven elsewhere (the published survey)."""
        (self._won if won else self._lost).add(position)

    def line(self, position: Position) -> tuple[Move, ...] | None:
        """A winning line from ``position`` if one is known or found within the budget."""
        if position in self._lines:
            return self._lines[position]
        if position in self._lost:
            return None
        result = solve(self.rules, position, self.budget)
        if result.verdict is Verdict.LOST:
            self._lost.add(position)
        elif result.verdict is Verdict.WON:
            self._remember(position, result.moves)
            return result.moves
        return None

    def verdict(self, position: Position) -> bool | None:
        """``True``: proven winnable; ``False``: proven lost; ``None``: not decided in budget."""
        if position in self._won or self.line(position) is not None:
            return True
        return False if position in self._lost else None

    def last_winnable(self, positions: Sequence[Position]) -> int | None:
        """The index of the last of ``positions`` (a game's history, oldest first) proven
        winnable, or ``None``. Winnability along a history is a winnable stretch then a lost
        one, so bisection asks the solver about a handful of positions only."""
        return last_proven(len(positions), lambda i: bool(self.verdict(positions[i])))

    def _remember(self, position: Position, moves: tuple[Move, ...]) -> None:
        if len(self._lines) + len(moves) > _REMEMBERED:
            self._lines.clear()
        for index, move in enumerate(moves):
            self._lines[position] = moves[index:]
            position, _ = apply(self.rules, position, move)
