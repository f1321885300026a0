"""Depth-first search: a position's children are generated together and tried best first (the
same order as the best-first search), the whole subtree of one before the next.

Near the start of a deal, one position's subtree can hold millions of positions, all lost. So
the complete search and the restarts ask the pair relaxation about each position they have
stayed :data:`PAIRS_AFTER` positions below, shallowest first; where that proves the
position lost, the rest of its subtree is dropped (every position in it is lost too), and the
search moves on to the next child of the position above."""

from __future__ import annotations

import random
from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

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
    (:meth:`SearchContext.child`), packed in 8 bytes each (:func:`_packed`). With them, the
    moves that led to the position from its parent, the position itself, its key (where it
    keeps whole children: a frame keeping moves makes it again when asked, :func:`_key_of`),
    and the solve's position count when the search went below it."""

    __slots__ = (
        "asked", "columns", "entered", "key", "led", "left", "piles", "untried", "view", "waiting",
    )  # fmt: skip

    def __init__(
        self,
        waiting: list[_Waiting],
        untried: vec[i64],
        led: tuple[Move, ...],
        position: Root | None,
        key: bytes,
        entered: int,
    ) -> None:
        self.waiting = waiting
        self.untried = untried
        self.left: i64 = len(untried)
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
        if self.left and self.view is not None:
            self.left -= 1
            made = _unpacked(self.untried[self.left])
            _, key, columns, piles, view, led, _ = context.child(
                self.columns, self.piles, self.view, made
            )
            return key, columns, piles, view, led
        return None


_NONE_WAITING: Final[list[_Waiting]] = []
"""The whole children of a frame that keeps moves: none (shared, never added to)."""

_NO_MOVES: Final = vec[i64]()

_FIELD: Final = 15
_BIAS: Final = 1 << (_FIELD - 1)
_LOW: Final = (1 << _FIELD) - 1


def _packed(move: SolverMove) -> i64:
    """A solver move's four numbers, each from -16,384 to 16,383, in one integer."""
    card, source, index, target = move
    packed: i64 = card + _BIAS
    packed = packed << _FIELD | (source + _BIAS)
    packed = packed << _FIELD | (index + _BIAS)
    return packed << _FIELD | (target + _BIAS)


def _unpacked(packed: i64) -> SolverMove:
    return (
        int((packed >> 3 * _FIELD) - _BIAS),
        int((packed >> 2 * _FIELD & _LOW) - _BIAS),
        int((packed >> _FIELD & _LOW) - _BIAS),
        int((packed & _LOW) - _BIAS),
    )


def _key_of(context: SearchContext, frame: _Frame, classes: bool) -> bytes:
    """The key of a frame's position (``b""`` for the root frame, which has none)."""
    if frame.key or frame.view is None:
        return frame.key
    if classes:
        return context.class_key(frame.columns, frame.view)
    return context.key(frame.columns, frame.piles, frame.view)


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
    closed. With ``claims``, a table that is crowded and that the budget cannot afford to
    double first has the other searches let go (``context.table_unaffordable``); once it
    searches alone for memory (``context.alone``), it lets about half of the positions it has
    searched to the end go instead (:func:`_squeeze`)."""
    columns, piles, view = root
    key = context.class_key(columns, view) if classes else context.key(columns, piles, view)
    seen = KeySet(table_slots)
    seen.add(key)
    footprint = seen.nbytes
    context.stored(footprint)
    try:
        expanded = 0
        stack = [_Frame([(key, columns, piles, view, ())], _NO_MOVES, (), None, b"", context.nodes)]
        while stack and expanded != limit:
            entry = stack[-1].next_child(context)
            if entry is None:
                finished = stack.pop()
                if partner is not None and finished.view is not None:
                    partner.finish(_key_of(context, finished, classes))
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
                if pairs and _drop_lost_subtree(context, stack, classes):
                    continue
            if context.dead(state, columns, piles):
                continue
            if claims and seen.crowded and not context.affords(seen.growth_bytes):
                if context.alone:
                    _squeeze(context, seen, stack, classes)
                    context.squeezed()
                else:  # the others go first (``search.py``), before the table doubles
                    context.table_unaffordable = True
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
            deep = len(stack) >= moves_from and not classes
            stack.append(
                _Frame(
                    [entry for _, entry in ranked] if ranked else _NONE_WAITING,
                    vec[i64]([_packed(made) for _, made in made_by]) if made_by else _NO_MOVES,
                    led,
                    (columns, piles, view),
                    b"" if deep else state,
                    context.nodes,
                )
            )
        return None
    finally:
        context.released(footprint)


def _squeeze(context: SearchContext, seen: KeySet, stack: list[_Frame], classes: bool) -> None:
    """Let go of what complete depth-first need not keep when memory runs short. It keeps the
    positions of the stack's frames and the children waiting whole in them, and of the others
    about half, chosen by one bit of the key's hash (another bit at each squeeze:
    :meth:`KeySet.thin`). A position let go is only searched again when met again (a child
    waiting as its move may so be searched twice); every position on the path is kept, so the
    search never goes round a cycle."""
    seen.thin(context.squeezes)
    for frame in stack:
        if frame.view is not None:
            seen.add(_key_of(context, frame, classes))
        for entry in frame.waiting:
            seen.add(entry[0])


def _drop_lost_subtree(context: SearchContext, stack: list[_Frame], classes: bool) -> bool:
    """Ask the pair relaxation about the shallowest position not yet asked about that the search
    has spent :data:`PAIRS_AFTER` positions below; if it is lost, drop its frame and every frame
    above it (the position just taken from the top frame included). ``True`` if it dropped."""
    for depth, frame in enumerate(stack):
        if not frame.asked and context.nodes - frame.entered >= PAIRS_AFTER:
            key = _key_of(context, frame, classes)
            lost = context.pairs_prove_lost(key, frame.columns, frame.piles)
            if lost is None:
                return False
            frame.asked = True
            if lost:
                if context.partner is not None:  # lost is finished, whichever search asked
                    context.partner.finish(key)
                del stack[depth:]
            return lost
    return False


def _rank(entry: tuple[_Rank, object]) -> _Rank:
    return entry[0]
