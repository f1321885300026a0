"""Depth-first search: a position's children are generated together and tried best first (the
same order as the best-first search), the whole subtree of one before the next.

Near the start of a deal, one position's subtree can hold millions of positions, all lost. So
the complete search and the restarts ask the pair relaxation about each position they have
stayed :data:`PAIRS_AFTER` positions below, shallowest first; where that proves the
position lost, the rest of its subtree is dropped (every position in it is lost too), and the
search moves on to the next child of the position above."""

from __future__ import annotations

import random

from ..moves import Move
from .board import Columns, Piles
from .context import Root, Search, SearchContext
from .expand import MovePolicy, SolverMove
from .foundations import FoundationView
from .keyset import FEWEST_SLOTS, KeySet
from .shared import Partner

__all__ = ["MOVES_FROM_DEPTH", "PAIRS_AFTER", "depth_first", "descend"]

PAIRS_AFTER = 10_000
"""Positions a search must have spent below one position (counted over the whole solve) before
the pair relaxation may be asked about it: most deals are decided sooner, and cheaper."""

_Waiting = tuple[bytes, Columns, Piles, FoundationView, tuple[Move, ...]]
_Rank = tuple[int, int, int]


class _Frame:
    """The children of one position still to try, best last: ``waiting`` holds them whole
    (the root, children of classes up to flips, and every child of a frame less deep than
    ``descend``'s ``moves_from``), ``untried`` only the moves that make them from the position
    (:meth:`SearchContext.child`), a sixth of the bytes. With them, the moves that led to the
    position from its parent, the position itself, and the solve's position count when the
    search went below it."""

    __slots__ = ("asked", "columns", "entered", "key", "led", "piles", "untried", "view", "waiting")

    def __init__(
        self,
        waiting: list[_Waiting],
        untried: list[SolverMove],
        led: tuple[Move, ...],
        position: Root | None,
        key: bytes,
        entered: int,
    ) -> None:
        self.waiting = waiting
        self.untried = untried
        self.led = led
        self.key = key
        self.columns: Columns = ()
        self.piles: Piles = ()
        self.view: FoundationView | None = None
        if position is not None:
            self.columns, self.piles, self.view = position
        self.entered = entered
        self.asked = position is None

    def next_child(self, context: SearchContext) -> _Waiting | None:
        """The best child still to try, taken off the frame; ``None`` if none is left."""
        if self.waiting:
            return self.waiting.pop()
        if self.untried and self.view is not None:
            made = self.untried.pop()
            _, key, columns, piles, view, led, _ = context.child(
                self.columns, self.piles, self.view, made
            )
            return key, columns, piles, view, led
        return None


MOVES_FROM_DEPTH = 1_000
"""The depth from which frames keep their children as moves (:class:`_Frame`): making a child
again costs a tenth of the search's time, which only a deep path pays back (Classic's stays
some 50 frames deep; Hawaiian's goes hundreds of thousands deep)."""

JITTER = 700
"""The width of the random raise of each move's score, where moves are tried in a random order:
it reorders moves within a rank class (a card turned, a column emptied, …) and between
neighbouring classes."""


def depth_first(
    context: SearchContext, root: Root, slice_nodes: int, policy: MovePolicy = MovePolicy.ALL
) -> Search:
    """Depth-first from ``root`` over the moves ``policy`` keeps. Under ``MovePolicy.ALL`` it
    claims every position it expands and asks the pair relaxation where it stays long, and its
    ending without a win proves the loss. With a partner (a split solve) it shares the positions
    it searches to the end, and may try moves in the random order the partner asks for."""
    complete = policy is MovePolicy.ALL
    partner = context.partner if complete else None
    seed = None if partner is None else partner.reorder_seed
    jitter = None if seed is None else (random.Random(seed), JITTER)
    return descend(
        context, root, slice_nodes, policy, claims=complete, pairs=complete, jitter=jitter,
        partner=partner, classes=complete and context.classes,
    )  # fmt: skip


def descend(
    context: SearchContext,
    root: Root,
    slice_nodes: int,
    policy: MovePolicy,
    *,
    claims: bool = False,
    pairs: bool = False,
    jitter: tuple[random.Random, int] | None = None,
    limit: int | None = None,
    partner: Partner | None = None,
    classes: bool = False,
    table_slots: int = FEWEST_SLOTS,
    moves_from: int = MOVES_FROM_DEPTH,
) -> Search:
    """The depth-first search, stopping after ``limit`` positions if given. With ``claims`` it
    claims the positions it expands (see :meth:`SearchContext.claim`); with ``pairs`` it drops
    the subtrees the pair relaxation proves lost; ``jitter`` is a random source and a width:
    each move's score is raised by a random amount below the width, which reorders moves of
    near scores. With a ``partner`` it writes every position it has searched to the end and
    passes over those the partner's search has. With ``classes`` it keeps one position of each
    class up to flips and follows the moves of the whole class (``flips.py``; ``policy`` must
    then be ``ALL``). Frames ``moves_from`` deep or deeper keep their children as moves
    (:class:`_Frame`). The winning line is read off the stack of frames. Its table (a
    :class:`KeySet` of ``table_slots`` slots at first) is given back when it ends or is
    closed. With ``claims``, once it searches
    alone for memory (``context.alone``), a table that is full and that the budget cannot
    afford to double lets about half of the positions it has searched to the end go
    (:func:`_squeeze`)."""
    columns, piles, view = root
    key = context.class_key(columns, view) if classes else context.key(columns, piles, view)
    seen = KeySet(table_slots)
    seen.add(key)
    footprint = seen.nbytes
    context.stored(footprint)
    try:
        expanded = 0
        stack = [_Frame([(key, columns, piles, view, ())], [], (), None, b"", context.nodes)]
        while stack and expanded != limit:
            entry = stack[-1].next_child(context)
            if entry is None:
                finished = stack.pop().key
                if partner is not None and finished:
                    partner.finish(finished)
                continue
            state, columns, piles, view, led = entry
            if partner is not None and partner.finished(state):
                continue
            if claims:
                context.claim(state)
            expanded += 1
            context.nodes += 1
            if not context.nodes % slice_nodes:
                yield
                if pairs and _drop_lost_subtree(context, stack):
                    continue
            if context.dead(state, columns, piles):
                continue
            if claims and context.alone and seen.crowded and not context.affords(2 * seen.nbytes):
                _squeeze(seen, stack, context.squeezes)
                context.squeezed()
            ranked: list[tuple[_Rank, _Waiting]] = []
            made_by: list[tuple[_Rank, SolverMove]] = []
            children = (
                context.class_children(columns, piles, view)
                if classes
                else context.children(columns, piles, view, policy)
            )
            for score, child, after, after_piles, after_view, moves, made in children:
                if not seen.add(child):
                    continue
                context.stored(seen.nbytes - footprint)  # what doubling the table took
                footprint = seen.nbytes
                if context.is_won(after_view):
                    return [m for frame in stack[1:] for m in frame.led] + [*led, *moves]
                if jitter is not None:
                    score += jitter[0].randrange(jitter[1])
                rank = (-context.hidden(after, after_piles), after_view.cards_home, score)
                if made is None or len(stack) < moves_from:
                    ranked.append((rank, (child, after, after_piles, after_view, moves)))
                else:
                    made_by.append((rank, made))
            ranked.sort(key=_rank)
            made_by.sort(key=_rank)
            stack.append(
                _Frame(
                    [entry for _, entry in ranked],
                    [made for _, made in made_by],
                    led,
                    (columns, piles, view),
                    state,
                    context.nodes,
                )
            )
        return None
    finally:
        context.released(footprint)


def _squeeze(seen: KeySet, stack: list[_Frame], squeezes: int) -> None:
    """Let go of what complete depth-first need not keep when memory runs short. It keeps the
    positions of the stack's frames and the children waiting whole in them, and of the others
    about half, chosen by one bit of the key's hash (another bit at each squeeze:
    :meth:`KeySet.thin`). A position let go is only searched again when met again (a child
    waiting as its move may so be searched twice); every position on the path is kept, so the
    search never goes round a cycle."""
    seen.thin(squeezes)
    for frame in stack:
        if frame.key:
            seen.add(frame.key)
        for entry in frame.waiting:
            seen.add(entry[0])


def _drop_lost_subtree(context: SearchContext, stack: list[_Frame]) -> bool:
    """Ask the pair relaxation about the shallowest position not yet asked about that the search
    has spent :data:`PAIRS_AFTER` positions below; if it is lost, drop its frame and every frame
    above it (the position just taken from the top frame included). ``True`` if it dropped."""
    for depth, frame in enumerate(stack):
        if not frame.asked and context.nodes - frame.entered >= PAIRS_AFTER:
            lost = context.pairs_prove_lost(frame.key, frame.columns, frame.piles)
            if lost is None:
                return False
            frame.asked = True
            if lost:
                if context.partner is not None:  # lost is finished, whichever search asked
                    context.partner.finish(frame.key)
                del stack[depth:]
            return lost
    return False


def _rank(entry: tuple[_Rank, object]) -> _Rank:
    return entry[0]
