"""The solve: a portfolio of searches sharing one budget.

Complete best-first and depth-first search over the pruned graph, and the streamlined searches
of :data:`STREAMLINED`, take turns, a slice of positions each. A won position found by any
decides at once. Depth-first expands every position it meets, so its ending without a win proves
the loss; best-first passes over positions that depth-first has already expanded (their children
are depth-first's to follow). A solve still undecided after :data:`DEEP_AFTER` positions lets
complete best-first go (it almost never finds a win that late) and gives depth-first
:data:`DEEP_TURNS` turns to every other search's one. The streamlined searches try fewer moves,
or restart with fresh random choices; they find wins the complete ones are slow to reach, and
their ending proves nothing.

The depth-first searches (the complete one and the restarts) ask the pair relaxation of
``pairs.py`` about the positions they stay below for long (the start first), and drop the
subtrees it proves lost: this proves some deals lost at once, and moves a search on from lost
regions where wins lie elsewhere.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from .best_first import best_first
from .context import Root, Search, SearchContext
from .depth_first import depth_first
from .expand import MovePolicy
from .restarts import restarting
from .result import Budget, SolveResult, Verdict

__all__ = ["solve"]

SLICE_NODES = 256
"""Positions each search expands before the next takes its turn."""

DEEP_AFTER = 250_000
"""Positions (about ten seconds on one deck) after which a solve still undecided lets complete
best-first go and gives complete depth-first more turns: most wins are found by then, and only
depth-first's ending proves a loss. Counted in positions, so a solve stays repeatable."""

DEEP_TURNS = 3
"""Depth-first's turns to every other search's one after :data:`DEEP_AFTER` positions."""

Streamlined = Callable[[SearchContext, Root, int, MovePolicy], Search]
"""A search started from a root, with a slice size and the moves it may try."""

STREAMLINED: tuple[tuple[Streamlined, MovePolicy], ...] = (
    (best_first, MovePolicy.PROGRESS),
    (restarting, MovePolicy.PROGRESS),
    (restarting, MovePolicy.ALL),
)
"""The streamlined searches that take turns with the two complete ones: each may find a win the
complete searches are slow to reach, and is dropped when it ends without one."""


def solve(rules: RuleTable, position: Position, budget: Budget | None = None) -> SolveResult:
    """Decide whether ``position`` can be won under ``rules``, with every card's face known.

    ``WON`` comes with the moves to play, in the engine's notation; ``LOST`` means every
    position reachable by the moves that may matter was searched or proven lost by a relaxation;
    ``UNKNOWN`` that ``budget`` ran out first. The search reads only the compiled tables of
    ``rules``.
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
    wide = best_first(context, root, SLICE_NODES)
    searches: list[Search] = [wide, deep]
    searches += [search(context, root, SLICE_NODES, policy) for search, policy in STREAMLINED]
    while True:
        if context.nodes >= DEEP_AFTER and wide in searches:
            searches.remove(wide)
            wide.close()
        for search in list(searches):
            turns = DEEP_TURNS if search is deep and context.nodes >= DEEP_AFTER else 1
            for _ in range(turns):
                try:
                    next(search)
                except StopIteration as finished:
                    if finished.value is not None:
                        return _result(context, Verdict.WON, opening + finished.value)
                    if search is deep:
                        return _result(context, Verdict.LOST)
                    searches.remove(search)
                    break
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
