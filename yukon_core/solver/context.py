"""What every search of one solve shares: stepping from a position to its children (each closed
under the proven-safe moves home), the positions already expanded, and the effort spent.

:class:`SearchContext` keeps the effort and the claims; how positions are stored, keyed and
stepped belongs to a subclass: ``column_context.ColumnContext`` for games of columns and
foundations alone, ``piles.context.PileContext`` for every other layout. The searches read only
the methods declared here.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator

from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from .board import Columns, Piles
from .expand import MovePolicy, SolverMove
from .foundations import FoundationView
from .heap import give_back_freed_memory, resident_bytes
from .keyset import KeySet
from .pairs import never_all_home, size
from .result import Budget
from .shared import Partner

__all__ = [
    "PAIRS_EVERY",
    "PAIRS_MARGIN",
    "PAIRS_SIZE",
    "PAIRS_TRIAL",
    "REMEMBERED_VERDICTS",
    "SQUEEZE_GAP",
    "Child",
    "Root",
    "Search",
    "SearchContext",
    "pairs_interval",
]

ENTRY_BYTES = 250
"""A position's cost in best-first beyond its key's length: the key's header, its table slot and
parent link, and its share of a frontier."""

MEASURE_EVERY = 4096
"""How many stored positions apart the process's resident memory is read again."""

SPARSE_AFTER = 2_000
SPARSE_RATE = 200
SPARSE_EVERY = 16
"""After ``SPARSE_AFTER`` questions, if fewer than one in ``SPARSE_RATE`` proved a position
lost, the relaxation is asked about one position in ``SPARSE_EVERY`` only (on Alaska it almost
never prunes inside the search, and costs a third of the time)."""


SQUEEZE_GAP = 50_000
"""The fewest positions complete depth-first must expand between two squeezes of its bounded
table; squeezing sooner ends the solve on memory (searching again what it let go would take the
whole budget). Counted in positions, so a solve stays repeatable."""

REMEMBERED_VERDICTS = 1 << 20
"""The relaxation's verdicts remembered at most (12 to 24 MB); they are all forgotten when there
are this many, so that memory grows only with the positions searched."""


PAIRS_EVERY = 8_000
"""Positions expanded in the solve for each question the pair relaxation may be asked (one takes
about as long as 1,300 positions on one deck, so its questions take at most about a seventh of
the time); counted in positions, not seconds, so that a solve stays repeatable."""

PAIRS_SIZE = 400_000
"""The size of question (:func:`~.pairs.size`; Classic's are 220,000 to 300,000) that
:data:`PAIRS_EVERY` paces: a solve whose first question is larger waits as many times longer
between questions as it is larger (Raw Prawn's, where any card heads an empty column, about
seven times), so that they keep the same share of the time."""

PAIRS_MARGIN = 1.0
"""Seconds that must be left in the budget to ask it."""

PAIRS_TRIAL = 16
"""Questions asked at the usual rate before a solve that may follow their yield does so."""


def pairs_interval(asked: int, proved: int) -> int:
    """Positions per question where no search that finds wins is steered by the answers (the
    prover of a split solve): after :data:`PAIRS_TRIAL` questions, twice as often where one in
    five or more proved a position lost, half as often under one in ten, a quarter under one in
    twenty. Complete depth-first alone decides Classic 565 (a quarter proving) over 19 % fewer
    positions, and 556, 711 and 774 (one in 22 to one in 268) over as many, 9 to 12 % sooner."""
    if asked < PAIRS_TRIAL:
        return PAIRS_EVERY
    if proved * 5 >= asked:
        return PAIRS_EVERY // 2
    if proved * 10 >= asked:
        return PAIRS_EVERY
    if proved * 20 >= asked:
        return PAIRS_EVERY * 2
    return PAIRS_EVERY * 4


Root = tuple[Columns, Piles, FoundationView]
"""The position a search starts from, already closed under the safe moves home."""

Search = Generator[None, None, list[Move] | None]
"""A search in progress: it pauses (``yield``) after each slice of positions expanded, and
returns the moves from its root to a won position, or ``None`` once every position reachable has
been expanded without a win."""

Child = tuple[int, bytes, Columns, Piles, FoundationView, tuple[Move, ...], SolverMove | None]
"""A position one move away: the move's score, its key, the position, the moves that led
there (the move, then the safe moves home it allowed), and the move in the solver's own form,
from which :meth:`SearchContext.child` makes the position again (``None`` for a child of a class
up to flips, led by flips too)."""


class SearchContext:
    """The nodes, memory and time one solve has spent, the positions its searches have claimed,
    and the stepping methods its subclasses give."""

    def __init__(
        self,
        card_count: int,
        budget: Budget,
        partner: Partner | None = None,
        follow_pairs_yield: bool = False,
    ) -> None:
        self._expanded: KeySet | None = KeySet()
        self._known_lost = KeySet()
        self._known_not_lost = KeySet()
        self._asked = self._pruned = self._skipped = 0
        self.classes = False
        """Does complete depth-first keep one position per class up to flips (``flips.py``),
        with :meth:`class_key` and :meth:`class_children`?"""
        self.pairs_asked = 0
        self.pairs_proved = 0
        self.pairs_weight = 1.0
        """How many questions of :data:`PAIRS_SIZE` each question counts as, from the size of
        the first."""
        self.pairs_rules: RuleTable | None = None
        """The rules the pair relaxation reads, where a subclass lets it be asked
        (:meth:`pairs_prove_lost`)."""
        self._pairs_verdicts: dict[bytes, bool] = {}
        self.follow_pairs_yield = follow_pairs_yield
        self.card_count = card_count
        self.budget = budget
        self.partner = partner
        self.started = time.perf_counter()
        self.nodes = 0
        self.states = 0
        self.memory = 0
        self.alone = False
        """Has every search but complete depth-first been let go for memory (:meth:`shed`)?
        Depth-first then grows its table only where the budget affords it, and squeezes it
        otherwise (:meth:`affords`, :meth:`squeezed`)."""
        self.squeezes = 0
        self.squeezed_at = 0
        """The positions expanded when depth-first last squeezed."""
        self.thrashing = False
        """Did depth-first squeeze twice within :data:`SQUEEZE_GAP` positions? (The table the
        budget affords is then too small for the search, which ends on memory.)"""
        self.table_unaffordable = False
        """Did depth-first find, before searching alone, that the budget cannot afford to double
        its table? (The others are then let go first, before the table doubles past it.)"""
        self._resident_at_start = None if budget.memory_mb is None else resident_bytes()
        """The process's resident memory as the solve began, where it is read: only under a
        memory budget (without one, :attr:`memory` is the tables' estimate alone)."""

    def encode(self, position: Position) -> tuple[Columns, Piles]:
        """``position`` in the compact form the searches step through."""
        raise NotImplementedError

    def decode(self, columns: Columns, piles: Piles) -> Position:
        """The position ``columns`` and ``piles`` encode."""
        raise NotImplementedError

    def settle(
        self, columns: Columns, piles: Piles, moves: list[Move]
    ) -> tuple[Columns, Piles, FoundationView]:
        """Play proven-safe moves home until none is left, noting them in ``moves``."""
        raise NotImplementedError

    def key(self, columns: Columns, piles: Piles, view: FoundationView) -> bytes:
        """The canonical key: equal for positions that are both winnable or both not."""
        raise NotImplementedError

    def children(
        self,
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        policy: MovePolicy = MovePolicy.ALL,
    ) -> Iterator[Child]:
        """Every position one move kept by ``policy`` away, closed under the safe moves home."""
        raise NotImplementedError

    def child(
        self, columns: Columns, piles: Piles, view: FoundationView, made: SolverMove
    ) -> Child:
        """The child that the move ``made`` (as :meth:`children` gave it) leads to, made
        again."""
        raise NotImplementedError

    def class_key(self, columns: Columns, view: FoundationView) -> bytes:
        """The key of the class up to flips of a position (where :attr:`classes` holds)."""
        raise NotImplementedError

    def class_children(
        self, columns: Columns, piles: Piles, view: FoundationView
    ) -> Iterator[Child]:
        """The children of a class up to flips (where :attr:`classes` holds)."""
        raise NotImplementedError

    def dead(self, key: bytes, columns: Columns, piles: Piles) -> bool:
        """Does the relaxation prove this position lost? Remembered by key, so no two searches ask
        it about one position.

        Where it has proved almost nothing lost so far in this solve, it is asked only about one
        position in ``SPARSE_EVERY``: skipping it prunes less, never wrongly. It is not asked
        where its piles show it cannot prove the position lost (:meth:`relaxation_cannot_prove`).
        """
        if self.relaxation_cannot_prove(piles):
            return False
        if key in self._known_lost:
            return True
        if key in self._known_not_lost:
            return False
        if self._asked >= SPARSE_AFTER and self._pruned * SPARSE_RATE < self._asked:
            self._skipped += 1
            if self._skipped % SPARSE_EVERY:
                return False
        verdict = self.relaxed_lost(columns, piles)
        self.remember(key, lost=verdict)
        self._asked += 1
        self._pruned += verdict
        return verdict

    def remember(self, key: bytes, *, lost: bool) -> None:
        """Note a relaxation's verdict on a position, for :meth:`dead` to answer (until
        :data:`REMEMBERED_VERDICTS` are noted)."""
        if len(self._known_lost) + len(self._known_not_lost) >= REMEMBERED_VERDICTS:
            self._forget_verdicts()
        (self._known_lost if lost else self._known_not_lost).add(key)

    def relaxed_lost(self, columns: Columns, piles: Piles) -> bool:
        """Does the relaxation of this kind of game prove the position lost? (Here none
        does.)"""
        return False

    def relaxation_cannot_prove(self, piles: Piles) -> bool:
        """Do the piles alone show that the relaxation would not prove this position lost?
        (Here never.)"""
        return False

    def pairs_prove_lost(self, key: bytes, columns: Columns, piles: Piles) -> bool | None:
        """Ask the pair relaxation whether this position is lost; ``None`` if it may not be asked
        now: no :attr:`pairs_rules`, it has been asked once for each :data:`PAIRS_EVERY`
        positions expanded (or as :func:`pairs_interval` says, if the context follows the
        questions' yield) times :attr:`pairs_weight`, or under :data:`PAIRS_MARGIN` seconds
        are left; in a game of two or more decks, once a question has not proved its position
        lost (the first is about the start, where their proofs come). Remembered by key; a
        position it proves lost is dead for every search of the solve."""
        if self.pairs_rules is None:
            return None
        verdict = self._pairs_verdicts.get(key)
        if verdict is not None:
            return verdict
        asked, seconds = self.pairs_asked, self.budget.seconds
        every = pairs_interval(asked, self.pairs_proved) if self.follow_pairs_yield else PAIRS_EVERY
        if asked * every * self.pairs_weight > self.nodes or (
            seconds is not None and seconds - (time.perf_counter() - self.started) < PAIRS_MARGIN
        ):
            return None
        position = self.decode(columns, piles)
        if not asked:
            self.pairs_weight = max(1.0, size(self.pairs_rules, position) / PAIRS_SIZE)
        self.pairs_asked += 1
        verdict = self._pairs_verdicts[key] = bool(never_all_home(self.pairs_rules, position))
        if verdict:
            self.pairs_proved += 1
            self.remember(key, lost=True)
        elif self.pairs_rules.decks > 1:  # with twins, only the start is worth a question
            self.pairs_rules = None
        return verdict

    def hidden(self, columns: Columns, piles: Piles) -> int:
        """How many cards are still out of reach (the searches try the positions with fewer
        first): here the face-down cards of the columns."""
        return sum(column[0] for column in columns)

    def is_won(self, view: FoundationView) -> bool:
        return view.cards_home == self.card_count

    def claim(self, key: bytes) -> bool:
        """Take the position to expand; ``False`` if a search of this solve expanded it already
        (its children were then generated by that search, and are that search's to follow).
        Always ``True`` once claims are forgotten."""
        return self._expanded is None or self._expanded.add(key)

    def forget_claims(self) -> None:
        """No search will pass over claimed positions any more (no complete best-first runs):
        let the set go."""
        self._expanded = None

    def stored(self, size: int) -> None:
        """Count a position put in a transposition table, and the bytes it is estimated to take.

        The memory spent is estimated per position and, every :data:`MEASURE_EVERY` positions,
        raised to the growth of the process's resident memory since the solve began where that
        can be read (the estimate alone runs low on two-deck games).
        """
        self.states += 1
        self.memory += size
        if self.states % MEASURE_EVERY == 0 and self._resident_at_start is not None:
            now = resident_bytes()
            if now is not None:
                self.memory = max(self.memory, now - self._resident_at_start)

    def released(self, memory: int) -> None:
        """A table whose positions were estimated at ``memory`` bytes has been let go."""
        self.memory -= memory

    def shed(self) -> None:
        """Every search but complete depth-first has been let go to free memory: forget the
        claims (only best-first reads them) and the relaxation's remembered verdicts (a cache),
        and measure anew (:meth:`_measure_what_is_held`)."""
        self.forget_claims()
        self._forget_verdicts()
        self.alone = True
        self.table_unaffordable = False
        self._measure_what_is_held()

    def affords(self, more: int) -> bool:
        """Has the memory budget room for ``more`` bytes?"""
        limit = self.budget.memory_mb
        return limit is None or self.memory + more < limit * 1e6

    def squeezed(self) -> None:
        """Complete depth-first, alone, let go of about half of its table, which the budget
        could not afford to double."""
        self.thrashing = bool(self.squeezes) and self.nodes - self.squeezed_at < SQUEEZE_GAP
        self.squeezes += 1
        self.squeezed_at = self.nodes

    def _forget_verdicts(self) -> None:
        self._known_lost = KeySet()
        self._known_not_lost = KeySet()

    def _measure_what_is_held(self) -> None:
        """Give back what was let go (:func:`give_back_freed_memory`) and count the memory as
        the process's growth since the solve began, where that can be read: the estimate of what
        was released is not what it held, and the pages the process keeps are counted too."""
        give_back_freed_memory()
        now = resident_bytes()
        if now is not None and self._resident_at_start is not None:
            self.memory = max(0, now - self._resident_at_start)

    def exhausted(self) -> str | None:
        """The limit of the budget that has been reached, if any."""
        budget = self.budget
        if budget.nodes is not None and self.nodes >= budget.nodes:
            return "nodes"
        if budget.seconds is not None and time.perf_counter() - self.started >= budget.seconds:
            return "seconds"
        if (
            self.thrashing
            or self.table_unaffordable
            or (budget.memory_mb is not None and self.memory >= budget.memory_mb * 1e6)
        ):
            return "memory"
        return None
