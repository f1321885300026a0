"""The search context of a game of columns and foundations alone: the compiled helpers,
stepping from a position to its children (each closed under the proven-safe moves home), classes
up to flips, and the relaxations' verdicts."""

from __future__ import annotations

import functools
from collections.abc import Iterator

from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from .basis import safety_basis
from .board import Board, Columns, Piles, twin_table
from .conditions import conditions
from .context import Child, SearchContext
from .deadlock import Relaxation
from .expand import Expander, MovePolicy, SolverMove, engine_moves
from .flips import Flips, Host
from .foundations import Foundations, FoundationView
from .result import Budget
from .shared import Partner

__all__ = ["ColumnContext"]


@functools.lru_cache(maxsize=32)
def _expander(rules: RuleTable) -> Expander:
    return Expander(rules)


@functools.lru_cache(maxsize=32)
def _relaxation(rules: RuleTable) -> Relaxation:
    return Relaxation(rules)


class ColumnContext(SearchContext):
    """The helpers of one rule table of columns and foundations alone, for one position."""

    def __init__(
        self,
        rules: RuleTable,
        position: Position,
        budget: Budget,
        partner: Partner | None = None,
        follow_pairs_yield: bool = False,
    ) -> None:
        super().__init__(len(rules.cards), budget, partner, follow_pairs_yield)
        basis = safety_basis(rules)
        table = twin_table(basis, position)
        self.board = Board(rules, table)
        self.foundations = Foundations(rules, basis, table)
        self.expander = _expander(rules)
        self._moves = engine_moves(len(rules.cards), len(position.columns))
        self.flips = Flips(rules, self._moves)
        checked = conditions(rules)
        self.classes = checked.flips.on
        self._lost = _relaxation(rules).lost
        self.pairs_rules = rules if checked.pairs.on else None

    def encode(self, position: Position) -> tuple[Columns, Piles]:
        return Board.encode(position)

    def decode(self, columns: Columns, piles: Piles) -> Position:
        return Board.decode(columns, piles)

    def key(self, columns: Columns, piles: Piles, view: FoundationView) -> bytes:
        return self.board.key(columns, view.key)

    def class_key(self, columns: Columns, view: FoundationView) -> bytes:
        return self.flips.key(columns, view.key)

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
                    moves.append(self._moves[card][0])
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
        return self._step(columns, piles, view, scored, (), True)

    def child(
        self, columns: Columns, piles: Piles, view: FoundationView, made: SolverMove
    ) -> Child:
        return next(self._step(columns, piles, view, [(0, made)], (), True))

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
        yield from self._step(columns, piles, view, own, (), False)
        for member, led, column, source in flips.variants(columns, hosts):
            scored = expander.moves_onto(member, view, column, source)
            yield from self._step(member, piles, view, scored, led, False)

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
        return next(self._step(member, piles, view, [(0, move)], led, False))

    def _step(
        self,
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        scored: list[tuple[int, SolverMove]],
        led: tuple[Move, ...],
        settled: bool,
    ) -> Iterator[Child]:
        """The positions the ``scored`` moves lead to, each with the moves ``led`` (flips)
        before it: ``settled``, closed under the safe moves home and keyed as positions; else
        keyed as classes up to flips (``flips.py``).

        After a move between columns (the piles, and so the safe cards, unchanged) only the
        card it bared may have become safe to send home; a position missed so is still a real
        one, and only less settled."""
        safe, engine = view.safe, self._moves
        for score, move in scored:
            card, source, _, target = move
            after, after_piles = Expander.play(columns, piles, view, move)
            step = engine[card][target + 1]
            if not settled:
                same = source >= 0 and target >= 0  # between columns: the piles unchanged
                after_view = view if same else self.foundations.view(after_piles)
                key = self.flips.key(after, after_view.key)
                yield score, key, after, after_piles, after_view, (*led, step), None
                continue
            if (
                source >= 0
                and target >= 0
                and (len(after[source]) == 1 or after[source][-1] not in safe)
            ):
                key = self.board.key(after, view.key)
                yield score, key, after, piles, view, (*led, step), move
                continue
            moved = [*led, step]
            after, after_piles, after_view = self.settle(after, after_piles, moved)
            key = self.board.key(after, after_view.key)
            yield score, key, after, after_piles, after_view, tuple(moved), move

    def relaxed_lost(self, columns: Columns, piles: Piles) -> bool:
        return self._lost(columns, piles)
