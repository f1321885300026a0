"""Best-first search: the frontier position with the fewest hidden cards first, then the most
cards home, then the best score of the move that led there; among equals the latest first, so
the search goes deep before it goes wide."""

from __future__ import annotations

import heapq

from ..moves import Move
from .board import Columns, Piles
from .context import ENTRY_BYTES, Root, Search, SearchContext
from .expand import MovePolicy
from .foundations import FoundationView

__all__ = ["best_first"]

_Entry = tuple[tuple[int, int, int], int, bytes, Columns, Piles, FoundationView]


def best_first(
    context: SearchContext, root: Root, slice_nodes: int, policy: MovePolicy = MovePolicy.ALL
) -> Search:
    """Best-first from ``root`` over the moves ``policy`` keeps; each table entry links to its
    parent for the winning line.

    Under ``MovePolicy.ALL`` it passes over positions another search has claimed; under a
    streamlined policy it claims none and passes over none (it does not follow every child).
    Its table's memory is given back when it ends or is closed.
    """
    complete = policy is MovePolicy.ALL
    columns, piles, view = root
    key = context.key(columns, piles, view)
    parents: dict[bytes, tuple[bytes, tuple[Move, ...]] | None] = {key: None}
    footprint = _stored(context, key)
    frontier: list[_Entry] = [((0, 0, 0), 0, key, columns, piles, view)]
    pushed = 0
    try:
        while frontier:
            _, _, state, columns, piles, view = heapq.heappop(frontier)
            if complete and not context.claim(state):
                continue
            context.nodes += 1
            if not context.nodes % slice_nodes:
                yield
            if context.dead(state, columns, piles):
                continue
            for score, child, after, after_piles, after_view, led, _ in context.children(
                columns, piles, view, policy
            ):
                if child in parents:
                    continue
                parents[child] = (state, led)
                footprint += _stored(context, child)
                if context.is_won(after_view):
                    return _line(parents, child)
                pushed -= 1
                rank = (context.hidden(after, after_piles), -after_view.cards_home, -score)
                heapq.heappush(frontier, (rank, pushed, child, after, after_piles, after_view))
        return None
    finally:
        context.released(footprint)


def _stored(context: SearchContext, key: bytes) -> int:
    """Count a position put in the table; the bytes it is estimated to take."""
    size = len(key) + ENTRY_BYTES
    context.stored(size)
    return size


def _line(parents: dict[bytes, tuple[bytes, tuple[Move, ...]] | None], state: bytes) -> list[Move]:
    """The moves from the root to ``state``, read back along the parents."""
    steps: list[tuple[Move, ...]] = []
    while (link := parents[state]) is not None:
        state, led = link
        steps.append(led)
    return [move for led in reversed(steps) for move in led]
