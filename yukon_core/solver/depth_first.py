"""Depth-first search: a position's children are generated together and tried best first (the
same order as the best-first search), the whole subtree of one before the next."""

from __future__ import annotations

import random

from ..moves import Move
from .board import Columns, Piles
from .context import Root, Search, SearchContext
from .expand import MovePolicy
from .foundations import FoundationView

__all__ = ["depth_first", "descend"]

_Waiting = tuple[bytes, Columns, Piles, FoundationView, tuple[Move, ...]]


def depth_first(
    context: SearchContext, root: Root, slice_nodes: int, policy: MovePolicy = MovePolicy.ALL
) -> Search:
    """Depth-first from ``root`` over the moves ``policy`` keeps. Under ``MovePolicy.ALL`` it
    claims every position it expands, and its ending without a win proves the loss."""
    return descend(context, root, slice_nodes, policy, claims=policy is MovePolicy.ALL)


def descend(
    context: SearchContext,
    root: Root,
    slice_nodes: int,
    policy: MovePolicy,
    *,
    claims: bool = False,
    jitter: tuple[random.Random, int] | None = None,
    limit: int | None = None,
) -> Search:
    """The depth-first search, stopping after ``limit`` positions if given. With ``claims`` it
    claims the positions it expands (see :meth:`SearchContext.claim`); ``jitter`` is a random
    source and a width: each move's score is raised by a random amount below the width, which
    reorders moves of near scores. The winning line is read off the stack of frames."""
    columns, piles, view = root
    key = context.board.key(columns, view.key)
    seen = {key}
    context.stored(key)
    expanded = 0
    # A frame: the children of a position still to try (best last), and the moves that led to
    # the position from its parent.
    stack: list[tuple[list[_Waiting], tuple[Move, ...]]] = [([(key, columns, piles, view, ())], ())]
    while stack and expanded != limit:
        waiting = stack[-1][0]
        if not waiting:
            stack.pop()
            continue
        state, columns, piles, view, led = waiting.pop()
        if claims:
            context.claim(state)
        expanded += 1
        context.nodes += 1
        if not context.nodes % slice_nodes:
            yield
        if context.dead(state, columns, piles):
            continue
        ranked = []
        for score, child, after, after_piles, after_view, moves in context.children(
            columns, piles, view, policy
        ):
            if child in seen:
                continue
            seen.add(child)
            context.stored(child)
            if context.is_won(after_view):
                return [m for _, frame_moves in stack[1:] for m in frame_moves] + [*led, *moves]
            if jitter is not None:
                score += jitter[0].randrange(jitter[1])
            rank = (-sum(c[0] for c in after), after_view.count, score)
            ranked.append((rank, (child, after, after_piles, after_view, moves)))
        ranked.sort(key=_rank)
        stack.append(([entry for _, entry in ranked], led))
    return None


def _rank(entry: tuple) -> object:
    return entry[0]
