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
from .keyset import KeySet

__all__ = ["FINGERPRINTS_PER_ENTRY", "best_first"]

FINGERPRINTS_PER_ENTRY = 32
"""With a table bound, the fingerprints of positions met have this many slots per position the
table may hold (the next power of two): once more than five eighths of them are full, about half
are let go (:meth:`KeySet.thin`), so that the search holds a bounded memory all solve long."""

_Link = tuple[bytes, tuple[Move, ...]] | None
"""A table entry: the position's parent and the moves that led from it, or ``None`` for the
root."""

_Entry = tuple[tuple[int, int, int], int, bytes, Columns, Piles, FoundationView]


def best_first(
    context: SearchContext,
    root: Root,
    slice_nodes: int,
    policy: MovePolicy = MovePolicy.ALL,
    table: int | None = None,
) -> Search:
    """Best-first from ``root`` over the moves ``policy`` keeps; each table entry links to its
    parent for the winning line.

    Under ``MovePolicy.ALL`` it passes over positions another search has claimed; under a
    streamlined policy it claims none and passes over none (it does not follow every child).
    The positions it has met are kept as fingerprints (``keyset.py``), and those with a parent
    link for the winning line in its table. With a ``table`` bound, once its table holds more
    positions than that it narrows: it keeps the best of its frontier and the lines to them,
    half the bound in all, and lets the rest of the frontier go (the fingerprints stay, so
    nothing it expanded lately is expanded again); and it thins its fingerprints once they
    fill :data:`FINGERPRINTS_PER_ENTRY` times the bound's slots, keeping those of its table, so
    that no parent link is ever made again (it could close a cycle). Its memory is given back
    when it ends or is closed.
    """
    complete = policy is MovePolicy.ALL
    columns, piles, view = root
    key = context.key(columns, piles, view)
    seen = KeySet(most_slots=0 if table is None else FINGERPRINTS_PER_ENTRY * table)
    seen.add(key)
    parents: dict[bytes, _Link] = {key: None}
    slots = seen.nbytes
    footprint = len(key) + ENTRY_BYTES + slots
    context.stored(footprint)
    frontier: list[_Entry] = [((0, 0, 0), 0, key, columns, piles, view)]
    pushed = thinned = 0
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
                if not seen.add(child):
                    continue
                parents[child] = (state, led)
                grown = len(child) + ENTRY_BYTES + seen.nbytes - slots
                slots = seen.nbytes
                context.stored(grown)
                footprint += grown
                if context.is_won(after_view):
                    return _line(parents, child)
                pushed -= 1
                rank = (context.hidden(after, after_piles), -after_view.cards_home, -score)
                heapq.heappush(frontier, (rank, pushed, child, after, after_piles, after_view))
            if table is not None and len(parents) > table:
                frontier, parents = _narrowed(frontier, parents, table // 2)
                kept = sum(len(held) + ENTRY_BYTES for held in parents) + slots
                context.released(footprint - kept)
                footprint = kept
            if table is not None and seen.crowded:
                seen.thin(thinned)
                thinned += 1
                for held in parents:
                    seen.add(held)
        return None
    finally:
        context.released(footprint)


def _narrowed(
    frontier: list[_Entry], parents: dict[bytes, _Link], room: int
) -> tuple[list[_Entry], dict[bytes, _Link]]:
    """The best entries of ``frontier`` (sorted, so a heap) while the table entries on the lines
    to them are fewer than ``room``; and those entries."""
    frontier.sort()
    lines: dict[bytes, _Link] = {}
    for taken, entry in enumerate(frontier, 1):
        state = entry[2]
        while state not in lines:
            link = lines[state] = parents[state]
            if link is None:
                break
            state = link[0]
        if len(lines) >= room:
            return frontier[:taken], lines
    return frontier, lines


def _line(parents: dict[bytes, _Link], state: bytes) -> list[Move]:
    """The moves from the root to ``state``, read back along the parents."""
    steps: list[tuple[Move, ...]] = []
    while (link := parents[state]) is not None:
        state, led = link
        steps.append(led)
    return [move for led in reversed(steps) for move in led]
