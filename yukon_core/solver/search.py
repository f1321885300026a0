"""The solve: a portfolio of two complete searches sharing one budget.

Best-first and depth-first search over the same pruned graph take turns, a slice of positions
each. A won position found by either decides at once. Depth-first expands every position it
meets, so its ending without a win proves the loss; best-first passes over positions that
depth-first has already expanded (their children are depth-first's to follow), so a loss costs
little more than depth-first's one pass, and best-first's turns are spent on positions
depth-first has not reached. On Double Yukon the two find wins on largely different deals.
"""

from __future__ import annotations

import time

from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from .best_first import best_first
from .context import Search, SearchContext
from .depth_first import depth_first
from .result import Budget, SolveResult, Verdict

__all__ = ["solve"]

SLICE_NODES = 256
"""Positions each search expands before the other takes its turn."""


def solve(rules: RuleTable, position: Position, budget: Budget | None = None) -> SolveResult:
    """Decide whether ``position`` can be won under ``rules``, with every card's face known.

    ``WON`` comes with the moves to play, in the engine's notation; ``LOST`` means every
    position reachable by the moves that may matter was searched; ``UNKNOWN`` that ``budget``
    ran out first. The search reads only the compiled tables of ``rules``.
    """
    context = SearchContext(rules, position, budget or Budget())
    opening: list[Move] = []
    columns, piles = context.board.encode(position)
    root = context.settle(columns, piles, opening)
    if context.is_won(root[2]):
        return _result(context, Verdict.WON, opening)
    if context.dead(context.board.key(root[0], root[2].key), root[0], root[1]):
        return _result(context, Verdict.LOST)
    deep = depth_first(context, root, SLICE_NODES)
    searches: list[Search] = [best_first(context, root, SLICE_NODES), deep]
    while True:
        for search in list(searches):
            try:
                next(search)
            except StopIteration as finished:
                if finished.value is not None:
                    return _result(context, Verdict.WON, opening + finished.value)
                if search is deep:
                    return _result(context, Verdict.LOST)
                searches.remove(search)
            if reason := context.exhausted():
                return _result(context, Verdict.UNKNOWN, exhausted=reason)


def _result(
    context: SearchContext,
    verdict: Verdict,
    moves: list[Move] | None = None,
    exhausted: str | None = None,
) -> SolveResult:
    return SolveResult(
        verdict,
        tuple(moves or ()),
        context.nodes,
        context.states,
        time.perf_counter() - context.started,
        exhausted,
    )
