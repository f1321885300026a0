"""What every search of one solve shares: the compiled helpers, stepping from a position to
its children (each closed under the proven-safe moves home), the relaxation's verdicts, the
positions already expanded, and the effort spent."""

from __future__ import annotations

import functools
import resource
import time
from collections.abc import Callable, Generator, Iterator

from ..moves import FOUNDATION, Move
from ..position import Position
from ..rules import RuleTable
from .basis import SafetyBasis, safety_basis
from .board import Board, Columns, Piles, twin_table
from .coarse import Coarse, Spoiled
from .deadlock import Relaxation
from .expand import Expander, MovePolicy, SolverMove
from .flips import Flips, Host
from .foundations import Foundations, FoundationView
from .pairs import never_all_home
from .result import Budget
from .shared import Partner

__all__ = ["Child", "Root", "Search", "SearchContext"]

ENTRY_BYTES = 250
"""A position's cost beyond its key's length: the key's header, its table slot and parent link,
its share of a frontier, and the remembered verdict of the relaxation."""

MEASURE_EVERY = 4096
"""How many stored positions apart the process's resident memory is read again."""


def resident_bytes() -> int | None:
    """The process's resident memory where the system tells it cheaply (Linux), else ``None``."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * resource.getpagesize()
    except (OSError, ValueError, IndexError):
        return None


SPARSE_AFTER = 2_000
SPARSE_RATE = 200
SPARSE_EVERY = 16
"""After ``SPARSE_AFTER`` questions, if fewer than one in ``SPARSE_RATE`` proved a position
lost, the relaxation is asked about one position in ``SPARSE_EVERY`` only (on Alaska it almost
never prunes inside the search, and costs a third of the time)."""

PAIRS_AFTER = 10_000
"""Positions a search must have spent below one position (counted over the whole solve) before
the pair relaxation may be asked about it: most deals are decided sooner, and cheaper."""

PAIRS_EVERY = 8_000
"""Positions expanded in the solve for each question the pair relaxation may be asked (one takes
about as long as 1,300 positions on one deck, so its questions take at most about a seventh of
the time); counted in positions, not seconds, so that a solve stays repeatable."""

PAIRS_MARGIN = 1.0
"""Seconds that must be left in the budget to ask it."""

Root = tuple[Columns, Piles, FoundationView]
"""The position a search starts from, already closed under the safe moves home."""

Search = Generator[None, None, list[Move] | None]
"""A search in progress: it pauses (``yield``) after each slice of positions expanded, and
returns the moves from its root to a won position, or ``None`` once every position reachable has
been expanded without a win."""

Child = tuple[int, bytes, Columns, Piles, FoundationView, tuple[Move, ...]]
"""A position one move away: the move's score, its key, the position, and the moves that led
there (the move, then the safe moves home it allowed)."""


@functools.lru_cache(maxsize=32)
def _basis(rules: RuleTable) -> SafetyBasis:
    return safety_basis(rules)


@functools.lru_cache(maxsize=32)
def _expander(rules: RuleTable) -> Expander:
    return Expander(rules)


@functools.lru_cache(maxsize=32)
def _relaxation(rules: RuleTable) -> Relaxation:
    return Relaxation(rules)


class SearchContext:
    """The helpers of one rule table for one position, and the nodes, memory and time spent."""

    def __init__(
        self,
        rules: RuleTable,
        position: Position,
        budget: Budget,
        partner: Partner | None = None,
    ) -> None:
        basis = _basis(rules)
        table = twin_table(basis, position)
        self.board = Board(rules, table)
        self.foundations = Foundations(rules, basis, table)
        self.expander = _expander(rules)
        self.flips = Flips(rules, all(rep == card for card, rep in enumerate(basis.twin)))
        self.coarse = Coarse(self.flips)
        self.fake: set[bytes] = set()  # coarse classes followed from a member not in hand
        self._builders = rules.builders
        self._lost = _relaxation(rules).lost
        self._verdicts: dict[bytes, bool] = {}
        self._asked = self._pruned = self._skipped = 0
        self._expanded: set[bytes] | None = set()
        self._rules = rules
        self._pairs_verdicts: dict[bytes, bool] = {}
        self.pairs_asked = 0
        self.card_count = len(rules.cards)
        self.budget = budget
        self.partner = partner
        self.started = time.perf_counter()
        self.nodes = 0
        self.states = 0
        self.memory = 0
        self._resident_at_start = resident_bytes()

    def settle(
        self, columns: Columns, piles: Piles, moves: list[Move]
    ) -> tuple[Columns, Piles, FoundationView]:
        """Play proven-safe moves home until none is left, noting them in ``moves``."""
        view = self.foundations.view(piles)
        while view.safe:
            for source, column in enumerate(columns):
                if len(column) > 1 and column[-1] in view.safe:
                    card = column[-1]
                    move = (card, source, len(column) - 1, -1)
                    columns, piles = Expander.play(columns, piles, view, move)
                    moves.append(Move(card, FOUNDATION))
                    view = self.foundations.view(piles)
                    break
            else:
                break
        return columns, piles, view

    def children(
        self,
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        policy: MovePolicy = MovePolicy.ALL,
    ) -> Iterator[Child]:
        """Every position one move kept by ``policy`` away, closed under the safe moves home."""
        scored = self.expander.moves(columns, view, policy)
        return self._step(columns, piles, view, scored, self.board.key, (), True)

    def class_children(
        self, columns: Columns, piles: Piles, view: FoundationView
    ) -> Iterator[Child]:
        """The children of the class of this position up to flips (``flips.py``), keyed by class
        and not closed under the safe moves home, each led by its flips: the safe move home of
        the lowest card that is bare in some position of the class, alone, if there is one
        (Rule H); else its own kept moves and those :meth:`Flips.variants` asks for."""
        flips, expander = self.flips, self.expander
        hosts = flips.hosts(columns)
        home = self._safe_home(columns, piles, view, hosts)
        if home is not None:
            yield home
            return
        own = expander.moves(columns, view)
        yield from self._step(columns, piles, view, own, flips.key, (), False)
        for member, led, column, source in flips.variants(columns, hosts):
            scored = expander.moves_onto(member, view, column, source)
            yield from self._step(member, piles, view, scored, flips.key, led, False)

    def coarse_children(
        self, columns: Columns, piles: Piles, view: FoundationView
    ) -> Iterator[Child]:
        """The children of the coarse class of this position (``coarse.py``), keyed by coarse
        class and not closed under the safe moves home, each led by its flips: the safe move home
        of the lowest card that tops a column in every member, alone, if there is one (Rule H);
        else the moves :meth:`class_children` follows and, where some member makes a move they
        miss (:meth:`_needs`), the moves onto its column of a member that does; such a child goes
        into :attr:`fake` (no line of play may reach it). Raises :class:`Spoiled` where no such
        member is found and not every one was tried."""
        flips, expander, coarse = self.flips, self.expander, self.coarse
        holding, cut = coarse.cuts(columns)
        tops = {column[-1]: i for i, column in enumerate(columns) if len(column) > 1}
        safe = [top for top in tops if top in view.safe and flips.partner[top] not in holding]
        if safe:
            index = tops[min(safe)]
            move = (columns[index][-1], index, len(columns[index]) - 1, -1)
            yield from self._step(columns, piles, view, [(0, move)], coarse.key, (), False)
            return
        hosts = flips.hosts(columns)
        led: tuple[Move, ...] = ()
        batches = [(columns, expander.moves(columns, view), led)]
        bared = set(tops)
        for member, led, column, source in flips.variants(columns, hosts):
            batches.append((member, expander.moves_onto(member, view, column, source), led))
            if source < 0:
                bared.add(member[column][-1])
        for member, scored, led in batches:
            yield from self._step(member, piles, view, scored, coarse.key, led, False)
        for mover, target in self._needs(columns, hosts, bared, batches, cut):
            index = next(i for i, c in enumerate(columns) if c.find(target, c[0] + 1) >= 0)
            cards = columns[index]
            below = cards.index(target if mover < 0 else mover, cards[0] + 1)
            members, every = coarse.members(columns, index, below)
            found = self._member_for(members, mover, target)
            if found is None:
                if every:
                    continue  # every member tried: none makes the move
                raise Spoiled(f"no member found that moves {mover} onto {target}")
            member, at, source = found
            scored = expander.moves_onto(member, view, at, source)
            for child in self._step(member, piles, view, scored, coarse.key, (), False):
                self.fake.add(child[1])
                yield child

    def _needs(
        self,
        columns: Columns,
        hosts: list[Host],
        bared: set[int],
        batches: list[tuple[Columns, list[tuple[int, SolverMove]], tuple[Move, ...]]],
        cut: dict[int, int],
    ) -> list[tuple[int, int]]:
        """What some member of the coarse class may do that the moves followed so far
        (``batches``) may not: ``(-1, t)`` where card ``t`` is bare in none of them (every move
        onto it), ``(y, t)`` where ``y`` may go onto ``t`` lying above it in its column. Left
        out where no member can do it: ``y`` and ``t`` lie in one piece, or ``t`` lies above
        ``y`` in every member (:meth:`~.coarse.Coarse.above`)."""
        above, partner = self.coarse.above, self.flips.partner
        candidates = [(c[-1], i, len(c) - 1) for i, c in enumerate(columns) if len(c) > 1]
        candidates += [(columns[h[0]][h[1]], h[0], h[1]) for h in hosts]
        needs: list[tuple[int, int]] = []
        covered: set[tuple[int, int]] | None = None
        for target, home, top in candidates:
            column = columns[home]
            if target not in bared:
                if above(columns, column[top + 1], partner[target]):
                    continue  # bare in no member: its float holds the other card of its kind
                needs.append((-1, target))  # every move onto it where it is bare
            for mover in self._builders[target]:
                below = column.find(mover, column[0] + 1)
                if below < 0 or below > top:
                    continue  # elsewhere, or above: covered where the target is bare
                if not any(card in cut for card in column[below:top]):
                    continue  # one piece
                if covered is None:
                    covered = {
                        (move[0], member[move[3]][-1])
                        for member, scored, _ in batches
                        for _, move in scored
                        if move[1] >= 0 and move[3] >= 0
                    }
                if (mover, target) not in covered and not above(columns, mover, target):
                    needs.append((mover, target))
        return needs

    @staticmethod
    def _member_for(
        members: Iterator[Columns], mover: int, target: int
    ) -> tuple[Columns, int, int] | None:
        """The first member where ``target`` tops a column and ``mover`` (if not ``-1``) lies face
        up in another, with those two columns (``-1`` for any column the mover may come from)."""
        for member in members:
            at = next((i for i, c in enumerate(member) if len(c) > 1 and c[-1] == target), -1)
            if at < 0:
                continue
            if mover < 0:
                return member, at, -1
            source = next((i for i, c in enumerate(member) if c.find(mover, c[0] + 1) >= 0), -1)
            if source >= 0 and source != at:
                return member, at, source
        return None

    def _safe_home(
        self, columns: Columns, piles: Piles, view: FoundationView, hosts: list[Host]
    ) -> Child | None:
        """The lowest card that is safe to send home and bare in some position of the class
        (whose flippable kinds are ``hosts``), sent home after the flips that bare it; or
        ``None``."""
        safe = view.safe
        best: tuple[int, Columns, tuple[Move, ...], int] | None = None
        for index, column in enumerate(columns):
            if len(column) > 1 and column[-1] in safe and (best is None or column[-1] < best[0]):
                best = (column[-1], columns, (), index)
        for host in hosts:
            card = columns[host[0]][host[1]]
            if card in safe and (best is None or card < best[0]):
                turned = self.flips.turn(columns, hosts, host)
                if turned is not None:
                    best = (card, turned[0], turned[1], turned[2])
        if best is None:
            return None
        card, member, led, index = best
        move = (card, index, len(member[index]) - 1, -1)
        return next(self._step(member, piles, view, [(0, move)], self.flips.key, led, False))

    def _step(
        self,
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        scored: list[tuple[int, SolverMove]],
        key: Callable[[Columns, bytes], bytes],
        led: tuple[Move, ...],
        settled: bool,
    ) -> Iterator[Child]:
        """The positions the ``scored`` moves lead to, keyed by ``key``, each with the moves
        ``led`` (flips) before it; ``settled``, closed under the safe moves home.

        After a move between columns (the piles, and so the safe cards, unchanged) only the
        card it bared may have become safe to send home; a position missed so is still a real
        one, and only less settled."""
        play, settle, safe = Expander.play, self.settle, view.safe
        for score, move in scored:
            card, source, _, target = move
            after, after_piles = play(columns, piles, view, move)
            if not settled:
                same = source >= 0 and target >= 0  # between columns: the piles unchanged
                after_view = view if same else self.foundations.view(after_piles)
                step = (*led, Move(card, FOUNDATION if target < 0 else target))
                yield score, key(after, after_view.key), after, after_piles, after_view, step
                continue
            if (
                source >= 0
                and target >= 0
                and (len(after[source]) == 1 or after[source][-1] not in safe)
            ):
                yield score, key(after, view.key), after, piles, view, (*led, Move(card, target))
                continue
            moved = [*led, Move(card, FOUNDATION if target < 0 else target)]
            after, after_piles, after_view = settle(after, after_piles, moved)
            yield score, key(after, after_view.key), after, after_piles, after_view, tuple(moved)

    def claim(self, key: bytes) -> bool:
        """Take the position to expand; ``False`` if a search of this solve expanded it already
        (its children were then generated by that search, and are that search's to follow).
        Always ``True`` once claims are forgotten."""
        if self._expanded is None:
            return True
        if key in self._expanded:
            return False
        self._expanded.add(key)
        return True

    def forget_claims(self) -> None:
        """No search will pass over claimed positions any more (no complete best-first runs):
        let the set go."""
        self._expanded = None

    def dead(self, key: bytes, columns: Columns, piles: Piles) -> bool:
        """Does the relaxation prove this position lost? Remembered by key, so no two searches ask
        it about one position.

        Where it has proved almost nothing lost so far in this solve, it is asked only about one
        position in ``SPARSE_EVERY``: skipping it prunes less, never wrongly.
        """
        verdict = self._verdicts.get(key)
        if verdict is None:
            if self._asked >= SPARSE_AFTER and self._pruned * SPARSE_RATE < self._asked:
                self._skipped += 1
                if self._skipped % SPARSE_EVERY:
                    return False
            verdict = self._verdicts[key] = self._lost(columns, piles)
            self._asked += 1
            self._pruned += verdict
        return verdict

    def pairs_prove_lost(self, key: bytes, columns: Columns, piles: Piles) -> bool | None:
        """Ask the pair relaxation whether this position is lost; ``None`` if it may not be asked
        now: it has been asked once for each :data:`PAIRS_EVERY` positions expanded, or under
        :data:`PAIRS_MARGIN` seconds are left. With twins it never proves anything. Remembered
        by key; a position it proves lost is dead for every search of the solve."""
        verdict = self._pairs_verdicts.get(key)
        if verdict is not None:
            return verdict
        seconds = self.budget.seconds
        if self.pairs_asked * PAIRS_EVERY > self.nodes or (
            seconds is not None and seconds - (time.perf_counter() - self.started) < PAIRS_MARGIN
        ):
            return None
        self.pairs_asked += 1
        verdict = self._pairs_verdicts[key] = bool(
            never_all_home(self._rules, Board.decode(columns, piles))
        )
        if verdict:
            self._verdicts[key] = True
        return verdict

    def is_won(self, view: FoundationView) -> bool:
        return view.cards_home == self.card_count

    def stored(self, key: bytes) -> int:
        """Count a position put in a transposition table; the bytes it is estimated to take.

        The memory spent is estimated per position and, every :data:`MEASURE_EVERY` positions,
        raised to the growth of the process's resident memory since the solve began where that
        can be read (the estimate alone runs low on two-deck games).
        """
        self.states += 1
        size = len(key) + ENTRY_BYTES
        self.memory += size
        if self.states % MEASURE_EVERY == 0 and self._resident_at_start is not None:
            now = resident_bytes()
            if now is not None:
                self.memory = max(self.memory, now - self._resident_at_start)
        return size

    def released(self, memory: int) -> None:
        """A table whose positions were estimated at ``memory`` bytes has been let go."""
        self.memory -= memory

    def exhausted(self) -> str | None:
        """The limit of the budget that has been reached, if any."""
        budget = self.budget
        if budget.nodes is not None and self.nodes >= budget.nodes:
            return "nodes"
        if budget.seconds is not None and time.perf_counter() - self.started >= budget.seconds:
            return "seconds"
        if budget.memory_mb is not None and self.memory >= budget.memory_mb * 1e6:
            return "memory"
        return None
