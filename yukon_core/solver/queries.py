"""The questions a game session asks the solver: a winnable deal, the last winnable position of a
history, a hint.

Winnability along a game's history is monotone: a position from which one legal move leads to a
winnable position is winnable, and every position after a lost one is lost. So the history is a
winnable stretch followed by a lost one, and the boundary is found by bisection.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..deals import MAX_DEAL, deal
from ..moves import Move
from ..position import Position
from ..published import shipped_verdict
from ..rules import RuleTable
from .result import Budget, Verdict
from .search import solve

__all__ = ["first_winnable_deal", "last_proven", "last_winnable", "solver_hint"]

HINT_BUDGET = Budget(nodes=20_000, seconds=0.5)
"""What a hint may spend: half a second at most."""
CHECK_BUDGET = Budget(nodes=50_000, seconds=1.0)
"""What each deal or position a question solves may spend: a second at most."""


def first_winnable_deal(
    rules: RuleTable, number: int, budget: Budget | None = None, tries: int = 200
) -> int:
    """The first deal number from ``number`` on (wrapping after the last) proven winnable.

    Deal numbers are tried in order, so the number found — and the game code made from it —
    reproduces the deal exactly. The survey's published verdicts answer for the deals they
    decided; the others are solved within ``budget`` each (:data:`CHECK_BUDGET` by default).
    Raises ``LookupError`` if none of ``tries`` numbers is proven winnable.
    """
    budget = budget or CHECK_BUDGET
    for step in range(tries):
        candidate = (number + step - 1) % MAX_DEAL + 1
        winnable = shipped_verdict(rules, candidate)
        if winnable is None:
            winnable = solve(rules, deal(rules.layout, candidate), budget).verdict is Verdict.WON
        if winnable:
            return candidate
    raise LookupError(f"no deal from {number} on proven winnable in {tries} tries")


def last_winnable(
    rules: RuleTable, positions: Sequence[Position], budget: Budget | None = None
) -> int | None:
    """The index of the last position of a game's history (oldest first) proven winnable, or
    ``None`` if the first one is not.

    Only the positions bisection needs are solved. A position the solver cannot decide within
    ``budget`` (:data:`CHECK_BUDGET` by default) is taken as not proven winnable, so the answer
    is always a position the player can still win from.
    """
    each = budget or CHECK_BUDGET
    return last_proven(
        len(positions), lambda i: solve(rules, positions[i], each).verdict is Verdict.WON
    )


def last_proven(count: int, proven: Callable[[int], bool]) -> int | None:
    """The largest index below ``count`` for which ``proven`` holds, or ``None``, given that it
    holds on a first stretch of the indices and not after; bisection, about log2(count) asks."""
    low, high = -1, count  # proven(low) holds, proven(high) does not
    while high - low > 1:
        middle = (low + high) // 2
        if proven(middle):
            low = middle
        else:
            high = middle
    return None if low < 0 else low


def solver_hint(rules: RuleTable, position: Position, budget: Budget | None = None) -> Move | None:
    """The first move of a winning line found within ``budget`` (:data:`HINT_BUDGET` by
    default); ``None`` when there is none (the position is lost, already won, or the budget ran
    out — fall back to a heuristic)."""
    result = solve(rules, position, budget or HINT_BUDGET)
    return result.moves[0] if result.verdict is Verdict.WON and result.moves else None
