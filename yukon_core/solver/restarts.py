"""Depth-first search with restarts: short randomized runs, each longer than the last.

One depth-first search can spend its whole budget under a poor early choice. This search instead
runs depth-first with the moves of near scores in a random order, and gives up a run after a
node limit that follows the Luby sequence (1, 1, 2, 1, 1, 2, 4, …) times :data:`BASE_NODES`, then
starts again from the root with fresh choices. The random source is seeded, so a solve is
repeatable. Each run drops the subtrees the pair relaxation proves lost, as complete depth-first
does. It finds wins only: its runs do not cover the graph, so its ending proves nothing.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Generator, Iterator

from ..moves import Move
from .context import Root, Search, SearchContext
from .depth_first import JITTER, descend
from .expand import MovePolicy

__all__ = ["luby", "restarting"]

BASE_NODES = 2_000
"""The node limit of the shortest runs."""

SEED = 1
"""The random source's seed: the same solve makes the same choices."""


def luby() -> Iterator[int]:
    """The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …"""
    return map(_luby, itertools.count(1))


def _luby(index: int) -> int:
    """Term ``index`` (from 1): ``2**(k-1)`` if ``index == 2**k - 1``, else the term at the same
    place in the copy of the sequence that follows term ``2**(k-1) - 1``."""
    whole = 1
    while whole < index:
        whole = 2 * whole + 1
    if whole == index:
        return (whole + 1) // 2
    return _luby(index - whole // 2)


def restarting(
    context: SearchContext,
    root: Root,
    slice_nodes: int,
    policy: MovePolicy = MovePolicy.PROGRESS,
    total: int | None = None,
) -> Search:
    """Randomized depth-first runs from ``root`` over the moves ``policy`` keeps, restarted after
    growing node limits; ends without a win when one run covers every position, or once its runs
    have expanded ``total`` positions if that is given."""
    jitter = (random.Random(SEED), JITTER)
    spent = 0
    for length in luby():
        limit = BASE_NODES * length if total is None else min(BASE_NODES * length, total - spent)
        run = descend(context, root, slice_nodes, policy, pairs=True, jitter=jitter, limit=limit)
        found, expanded = yield from _counted(context, run)
        spent += expanded
        if found is not None or expanded < limit or spent == total:
            return found
    return None


def _counted(
    context: SearchContext, search: Search
) -> Generator[None, None, tuple[list[Move] | None, int]]:
    """Run ``search`` to its end, pausing where it pauses; what it returns, and the positions it
    expanded (counted between its pauses, when no other search of the solve runs)."""
    expanded = 0
    while True:
        before = context.nodes
        try:
            next(search)
        except StopIteration as ended:
            return ended.value, expanded + context.nodes - before
        expanded += context.nodes - before
        yield
