"""The solve: a portfolio of searches sharing one budget.

Complete best-first and depth-first search over the pruned graph, and the streamlined searches
of :data:`EARLY_STREAMLINED` and :data:`STREAMLINED`, take turns, a slice of positions each. A
won position found by any decides at once. Depth-first expands every position it meets, so its
ending without a win proves the loss; best-first passes over positions that depth-first has
already expanded (their children are depth-first's to follow). A solve still undecided after
:data:`DEEP_AFTER` positions lets complete best-first and :data:`EARLY_STREAMLINED` go (they
almost never find a win that late) and gives complete depth-first more turns (:data:`ALONE`, or
a game's own in :data:`TURNS_BY_GAME`, and :data:`BESIDE_A_PROVER` where another process runs
depth-first too). The streamlined searches try fewer moves, or restart with fresh random
choices; they find wins the complete ones are slow to reach, and their ending proves nothing.

The depth-first searches (the complete one and the restarts) ask the pair relaxation of
``pairs.py`` about the positions they stay below for long (the start first), and drop the
subtrees it proves lost: this proves some deals lost at once, and moves a search on from lost
regions where wins lie elsewhere.
"""

from __future__ import annotations

import enum
import functools
import time
from collections.abc import Callable

import attrs

from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from . import collector, heap, split
from .best_first import best_first
from .column_context import ColumnContext
from .context import Root, Search, SearchContext
from .depth_first import depth_first
from .expand import MovePolicy
from .piles.context import PileContext
from .restarts import restarting
from .result import Budget, SolveResult, Verdict
from .shared import Partner

__all__ = [
    "ALONE",
    "BESIDE_A_PROVER",
    "FINDING",
    "MOSTLY_PROVING",
    "PROVING",
    "TURNS_BY_GAME",
    "Role",
    "Turns",
    "portfolio",
    "solve",
]

SLICE_NODES = 256
"""Positions each search expands before the next takes its turn."""

DEEP_AFTER = 250_000
"""Positions (about ten seconds on one deck) after which a solve still undecided lets complete
best-first and :data:`EARLY_STREAMLINED` go and gives complete depth-first more turns: most wins
are found by then, and only depth-first's ending proves a loss. Counted in positions, so a solve
stays repeatable."""


@attrs.frozen
class Turns:
    """How many slices of positions each search expands in one round of turns."""

    streamlined: int
    """Each streamlined search's turns."""
    deep_late: int
    """Complete depth-first's turns once the solve has expanded :data:`DEEP_AFTER` positions
    (one before)."""


ALONE = Turns(streamlined=1, deep_late=3)
"""Where this process's depth-first is the solve's only one: once most wins are found, only its
ending can prove the loss."""

PROVING = Turns(streamlined=1, deep_late=9)
"""Three times :data:`ALONE`'s late turns for depth-first: for games whose deals still undecided
after ten seconds are mostly lost, and whose late wins depth-first finds as often as the
streamlined searches."""

MOSTLY_PROVING = Turns(streamlined=1, deep_late=30)
"""Ten times :data:`ALONE`'s late turns for depth-first, nine late positions in ten: for a game
whose late deals depth-first decides nearly all, wins as well as losses."""

FINDING = Turns(streamlined=3, deep_late=1)
"""Three times :data:`ALONE`'s late turns for each restarting search, one for depth-first: for
games whose late deals are all won (none was ever proven lost), mostly by the restarts."""

TURNS_BY_GAME: dict[str, Turns] = {
    "canberra": PROVING,
    "ten-across": MOSTLY_PROVING,
    "tasmanian": PROVING,
    "hawaiian": FINDING,
}
"""Games whose late turns are tuned on their slow deals, where :data:`ALONE` would be theirs.
Each decided within 60 s deals it did not before (with :data:`PROVING`: Canberra 434 and 68,
Tasmanian 135, 434, 954 and 997; with :data:`MOSTLY_PROVING`: Ten Across 4, 729, 254, 87, 99,
323, 799, 356 and 433; with :data:`FINDING`: Hawaiian 894, 663, 992, 684, 301 and 117), and
every deal :data:`ALONE` decided in 10-60 s stayed decided but Ten Across 428, a restart's win
(``docs/solver-log.md``, 2026-12-06 and 07)."""

BESIDE_A_PROVER = Turns(streamlined=3, deep_late=3)
"""The helper of a split solve, whose prover runs depth-first on a core of its own: a position of
depth-first costs several of a streamlined search, so even turns in positions gave the streamlined
searches a small share of the time, and late wins came late. Late, the helper's depth-first takes
as many turns as each of them: each depth-first passes over what the other has searched to the
end, so its turns speed the prover's proof or win (``docs/solver.md``)."""

Streamlined = Callable[[SearchContext, Root, int, MovePolicy], Search]
"""A search started from a root, with a slice size and the moves it may try."""

HOMEWARD_NODES = 50_000
"""Positions the restarts over homeward moves expand before they are dropped: on the Classic
deals they win that the other searches win late or not at all, they win within 40,000."""

STREAMLINED_TABLE = 1 << 17
"""The positions streamlined best-first's table holds at most before it narrows (``best_first``):
some 30 MB on one deck. Unbounded, it held 146 MB of Classic 319's 328 MB at 4 M positions;
bounded, it wins as many of the Classic deals the survey won late (``docs/solver-log.md``)."""

EARLY_STREAMLINED: tuple[tuple[Streamlined, MovePolicy], ...] = (
    (functools.partial(best_first, table=STREAMLINED_TABLE), MovePolicy.PROGRESS),
)
"""The streamlined searches let go with complete best-first once a solve has expanded
:data:`DEEP_AFTER` positions: streamlined best-first, whose bounded table by then has narrowed
its frontier many times. Late, it found one of 26 late wins in eight games, and its turns, given
to the others, bring Canberra's losses and most late wins sooner (``docs/solver-log.md``)."""

STREAMLINED: tuple[tuple[Streamlined, MovePolicy], ...] = (
    (restarting, MovePolicy.PROGRESS),
    (restarting, MovePolicy.ALL),
    (functools.partial(restarting, total=HOMEWARD_NODES), MovePolicy.HOMEWARD),
)
"""The streamlined searches that take turns with the two complete ones to the end of a solve:
each may find a win the complete searches are slow to reach, and is dropped when it ends without
one."""


class Role(enum.Flag):
    """What the searches of one process are for."""

    PROVE = enum.auto()
    """Complete depth-first: its ending proves a loss (it also finds wins)."""
    FIND = enum.auto()
    """Complete best-first and the streamlined searches: they find wins."""


Listener = Callable[[SearchContext], SolveResult | None]
"""Asked between turns; a result it returns ends the solve with that verdict and those moves."""


def solve(
    rules: RuleTable,
    position: Position,
    budget: Budget | None = None,
    stop: Callable[[], bool] | None = None,
) -> SolveResult:
    """Decide whether ``position`` can be won under ``rules``, with every card's face known.

    ``WON`` comes with the moves to play, in the engine's notation; ``LOST`` means every
    position reachable by the moves that may matter was searched or proven lost by a relaxation;
    ``UNKNOWN`` that ``budget`` ran out first. The search reads only the compiled tables of
    ``rules``. With ``budget.workers == 2`` it runs in two processes where it can (``split.py``).
    ``stop``, if given, is asked between turns (every few milliseconds): once it answers true
    the solve ends ``UNKNOWN`` with ``exhausted == "cancelled"`` (a stoppable solve runs in one
    process). The cyclic garbage collector is paused meanwhile (``collector.py``), and where the
    C library is glibc, blocks of a mebibyte or more are mapped one by one from the first solve on,
    so that a table freed leaves the process at once (``heap.py``).
    """
    budget = budget or Budget()
    heap.map_large_blocks()
    with collector.paused():
        if stop is not None:
            return portfolio(rules, position, budget, listen=_stopped_by(stop))
        if budget.workers > 1 and split.can_split():
            return split.solve_split(rules, position, budget)
        return portfolio(rules, position, budget)


def _stopped_by(stop: Callable[[], bool]) -> Listener:
    def listen(_: SearchContext) -> SolveResult | None:
        return SolveResult(Verdict.UNKNOWN, exhausted="cancelled") if stop() else None

    return listen


def portfolio(
    rules: RuleTable,
    position: Position,
    budget: Budget,
    role: Role = Role.PROVE | Role.FIND,
    listen: Listener | None = None,
    partner: Partner | None = None,
) -> SolveResult:
    """The searches of ``role`` taking turns under ``budget``. Without ``Role.PROVE`` only the
    relaxation's verdict on the start proves a loss: once every search has ended without a win,
    the answer is ``UNKNOWN`` with no limit named. With a ``partner``, complete depth-first
    shares the positions it has searched to the end with another process's (``split.py``), and
    the searches take :data:`BESIDE_A_PROVER`'s turns instead of :data:`ALONE`'s (or the
    game's in :data:`TURNS_BY_GAME`). Without ``Role.FIND`` no search is steered by the pair
    relaxation's answers, so it is asked as often as it proves (``context.pairs_interval``)."""
    kind = ColumnContext if rules.columns_only else PileContext
    context: SearchContext = kind(rules, position, budget, partner, Role.FIND not in role)
    turns = TURNS_BY_GAME.get(rules.variant.name, ALONE) if partner is None else BESIDE_A_PROVER
    opening: list[Move] = []
    columns, piles = context.encode(position)
    root = context.settle(columns, piles, opening)
    if context.is_won(root[2]):
        return _result(context, Verdict.WON, opening)
    if context.dead(context.key(*root), root[0], root[1]):
        return _result(context, Verdict.LOST)
    deep = depth_first(context, root, SLICE_NODES) if Role.PROVE in role else None
    wide = best_first(context, root, SLICE_NODES) if Role.FIND in role else None
    if wide is None:
        context.forget_claims()
    searches: list[Search] = [search for search in (wide, deep) if search is not None]
    early: list[Search] = []  # let go with complete best-first at DEEP_AFTER
    if Role.FIND in role:
        early = [start(context, root, SLICE_NODES, policy) for start, policy in EARLY_STREAMLINED]
        searches += early
        searches += [start(context, root, SLICE_NODES, policy) for start, policy in STREAMLINED]
    while searches:
        if listen is not None and (heard := listen(context)) is not None:
            return _result(context, heard.verdict, list(heard.moves), heard.exhausted)
        late = context.nodes >= DEEP_AFTER
        if late and wide is not None:
            for search in (wide, *early):
                if search in searches:
                    searches.remove(search)
                search.close()
            wide = None
            context.forget_claims()
        shed = False
        for search in list(searches):
            if shed:
                break  # the others were let go: a new round of turns
            if search is deep:
                share = turns.deep_late if late else 1
            else:
                share = 1 if search is wide else turns.streamlined
            for _ in range(share):
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
                    if reason == "memory" and _shed(context, searches, deep):
                        shed = True
                        break
                    return _result(context, Verdict.UNKNOWN, exhausted=reason)
    return _result(context, Verdict.UNKNOWN)


def _shed(context: SearchContext, searches: list[Search], deep: Search | None) -> bool:
    """Out of memory: let every search but complete depth-first go, so that it goes on alone
    (its ending still proves a loss: it never passed over a position another search took), its
    table growing from then on only where the budget affords it (``depth_first.py``).
    ``False`` where nothing is left to let go: no complete depth-first, or it is alone
    already."""
    if deep not in searches or context.alone:
        return False
    for search in searches:
        if search is not deep:
            search.close()
    searches[:] = [deep]
    context.shed()
    return True


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
