"""The search context of a game with any of the piles a layout may declare: a stock dealt in
rows or to a waste, cells, reserves, whole-suit foundations, base cards, shuffling redeals.

Each pruning rule is used where ``conditions.py`` finds its preconditions: the safe moves home
and the returns left out (Rules H and R) only in positions with no row of the stock and no
shuffling redeal left to come, and for the waste's top card only where the stock turns one card
at a time or has been gone through for the last time; whole suits go home at once (Rule S) only
for suits that build among themselves; the column order is left out of the key only where no
row and no shuffle is left, and so are the rules of seats (``seats.py``: Rules C, F and G);
after a turn of the stock onto a waste that sent nothing home, only the stock and the waste's
top move (Rule T). The event relaxation (``deadlock.py``) reads
the other piles too, and whole-suit foundations by rules of their own, where no shuffle is
left. Where face-down cards lie between face-up ones, twins are not written as their class (a
column's count of buried cards, which goes through the class table, may grow there). The pair
relaxation and the classes up to flips are for columns alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import final

import attrs

from ...cards import Card
from ...moves import DEAL_MOVE, REDEAL_MOVE, Move
from ...position import Position
from ...rules import RuleTable
from ..basis import safety_basis
from ..board import Board, Columns, Piles, twin_table
from ..conditions import conditions
from ..context import Child, SearchContext
from ..deadlock import Relaxation
from ..expand import MovePolicy, SolverMove
from ..foundations import Foundations, FoundationView
from ..result import Budget
from ..seats import Seats
from ..shared import Partner
from .moves import CELLS, DEAL, REDEAL, WASTE, PileMoves
from .shape import PileShape

__all__ = ["PileContext"]

_NONE: frozenset[int] = frozenset()

_STOCKED = b"\x01"
"""The mark of a position whose last move turned the stock and sent nothing home (Rule T)."""

MASKS_REMEMBERED = 1 << 14
"""Piles whose card masks are remembered; the memo is emptied when it is full."""


@final
class PileContext(SearchContext):
    """The helpers of one rule table of any layout, for one position."""

    def __init__(
        self,
        rules: RuleTable,
        position: Position,
        budget: Budget,
        partner: Partner | None = None,
        follow_pairs_yield: bool = False,
        prune: bool = True,
    ) -> None:
        super().__init__(len(rules.cards), budget, partner, follow_pairs_yield)
        basis = safety_basis(rules)
        checked = conditions(rules)
        self.prune = prune
        """With ``False`` no rule of ``conditions.py`` is used (every legal move is tried, the
        column order kept in the key): the search the tests check the pruned one against."""
        mixed = rules.layout.mixed_faces  # a count of buried cards may grow: no twin classes
        self.table = twin_table(basis, position) if prune and not mixed else bytes(range(256))
        self.shape = PileShape(rules.layout, position.seed)
        seats = Seats(rules)
        self.moves = PileMoves(
            rules, self.shape, seats if prune and checked.seated_cells.on else None
        )
        self._seats_back = seats if prune and checked.seat_back.on else None
        self._onto_seats = seats if prune and checked.onto_seat.on else None
        self.board = Board(rules, self.table)
        self._proven = Foundations(rules, basis, self.table)
        unproven = attrs.evolve(basis, reasons=("not proven in this position",))
        self._unproven = Foundations(rules, unproven, self.table)
        self._whole_suits = prune and checked.suits_home.on
        self._closed = frozenset(checked.closed_suits)
        self._waste_home = prune and checked.waste_home.on
        self._talon_order = prune and checked.talon.on
        self._suit_views: dict[tuple[bytes, ...], FoundationView] = {}
        self._relaxation = Relaxation(rules)
        self._relaxes = prune
        self.pairs_rules = rules if prune and checked.pairs.on else None
        self._bit = tuple(1 << card for card in range(len(rules.cards)))
        self._cellable = sum(
            self._bit[card] for card, enters in enumerate(rules.enters_cell) if enters
        )
        self._any_card_to_a_cell = all(rules.enters_cell) and self.shape.cell_count > 0
        self._masks: dict[bytes, int] = {}
        self._engine = tuple(
            tuple(Move(Card.from_id(card), to) for to in range(-2, len(position.columns)))
            for card in range(len(rules.cards))
        )

    def encode(self, position: Position) -> tuple[Columns, Piles]:
        return self.shape.encode(position)

    def decode(self, columns: Columns, piles: Piles) -> Position:
        return self.shape.decode(columns, piles)

    def view(self, piles: Piles) -> FoundationView:
        """The foundations' view: where cards go home, and which go safely (in a position where
        the proofs hold), or a whole-suit game's piles."""
        shape = self.shape
        slots = piles[: shape.foundations]
        if self.moves.suits:
            found = self._suit_views.get(slots)
            if found is None:
                key = b"\xfe" + b"\xfd".join(sorted(p.translate(self.table) for p in slots))
                home = sum(len(p) for p in slots)
                found = self._suit_views[slots] = FoundationView({}, _NONE, (), key, home)
            return found
        if self.alike(piles):
            return self._proven.view(slots)
        return self._unproven.view(slots)

    def alike(self, piles: Piles) -> bool:
        """Do the column proofs hold here: is the order of the columns of no consequence?"""
        return self.prune and self.shape.columns_alike(piles)

    def key(self, columns: Columns, piles: Piles, view: FoundationView) -> bytes:
        if not self.prune:
            return b"\xff".join((*columns, *piles))
        shape, table = self.shape, self.table
        reserves = sorted(pile.translate(table) for pile in piles[shape.reserves : shape.counter])
        tail = b"\xff".join(
            (
                view.key,
                piles[shape.stock].translate(table),
                piles[shape.waste].translate(table),
                bytes(sorted(piles[shape.cells].translate(table))),
                b"\xfc".join(reserves),
                piles[shape.counter],
                piles[shape.after_stock],
            )
        )
        if self.alike(piles):
            return self.board.key(columns, tail)
        return b"\xff".join([column.translate(table) for column in columns] + [tail])

    def settle(
        self, columns: Columns, piles: Piles, moves: list[Move]
    ) -> tuple[Columns, Piles, FoundationView]:
        view = self.view(piles)
        while True:
            move = self._safe_move(columns, piles, view)
            if move is None:
                return columns, piles, view
            columns, piles = self.moves.play(columns, piles, view, move)
            moves.append(self.engine_move(move))
            view = self.view(piles)

    def _safe_move(self, columns: Columns, piles: Piles, view: FoundationView) -> SolverMove | None:
        """A move proven safe: home (Rule H, or Rule S for a whole suit) or onto a seat (Rules F
        and G, ``seats.py``); or ``None``."""
        safe = view.safe
        if safe:
            for source, column in enumerate(columns):
                if len(column) > 1 and column[-1] in safe:
                    return column[-1], source, len(column) - 1, -1
            for source, card in self.moves.tops(piles):
                if card in safe and (source != WASTE or self._waste_safe(piles)):
                    return card, source, 0, -1
        if self.alike(piles):
            if self._seats_back and (
                back := self._seats_back.back_on_seat(columns, piles[self.shape.cells])
            ):
                return back[0], CELLS, 0, back[1]
            if self._onto_seats and (onto := self._onto_seats.onto_seat(columns)):
                return onto
            if self._whole_suits:
                for move in self.moves.suits_home(columns):
                    if frozenset(columns[move[1]][move[2] :]) in self._closed:
                        return move
        return None

    def _seats_back_onto(self, piles: Piles, *changed: bytes) -> bool:
        """Where Rule F is on, is the top of a column just ``changed`` a cell's card's seat?"""
        seats, cells = self._seats_back, piles[self.shape.cells]
        return seats is not None and any(seats.seats_one_of(cells, column) for column in changed)

    def _waste_safe(self, piles: Piles) -> bool:
        return self._waste_home and (self.shape.turn == 1 or self.shape.waste_final(piles))

    def hidden(self, columns: Columns, piles: Piles) -> int:
        """The face-down cards of the columns, and the cards of the stock, of the waste under
        its top and of the reserves under their tops."""
        shape = self.shape
        count = len(piles[shape.stock]) + max(0, len(piles[shape.waste]) - 1)
        for pile in piles[shape.reserves : shape.counter]:
            count += max(0, len(pile) - 1)
        for column in columns:
            count += column[0]
        return count

    def relaxed_lost(self, columns: Columns, piles: Piles) -> bool:
        if not self._relaxes or self.shape.shuffles_left(piles):
            return False
        foundations, chains, loose = self.relaxation_reads(piles)
        held = self._mask(piles[self.shape.cells])
        full = self.shape.cells_full(piles)
        return self._relaxation.lost(
            columns, foundations, chains, loose, self._cellable, held, full
        )

    def relaxation_reads(self, piles: Piles) -> tuple[Piles, Piles, int]:
        """What the event relaxation reads of the piles besides the columns: the foundations,
        the piles it reads as columns (the reserves; the waste, once no pass is left, if it
        holds cards) and the mask of the loose cards (the stock's, the cells', the waste's
        while a pass is left)."""
        shape = self.shape
        waste = piles[shape.waste]
        chains = piles[shape.reserves : shape.counter]
        loose = self._mask(piles[shape.stock]) | self._mask(piles[shape.cells])
        if shape.passes_left(piles):
            loose |= self._mask(waste)
        elif waste:
            chains += (waste,)
        return piles[: shape.foundations], chains, loose

    def relaxation_cannot_prove(self, piles: Piles) -> bool:
        """It would read the position as it read the one before (:meth:`relaxes_as_before`),
        or a cell is free and any card may enter one: then every card it reads may leave once
        bared, so every card is bared and goes home (or is seated) in its fixed point."""
        return self.relaxes_as_before(piles) or (
            self._any_card_to_a_cell and not self.shape.cells_full(piles)
        )

    def relaxes_as_before(self, piles: Piles) -> bool:
        """After a turn of the stock that sent nothing home (Rule T's mark), the relaxation
        reads the position as it read the one before (:meth:`relaxation_reads`): the columns,
        foundations, cells and reserves are unchanged, and the cards of stock and waste are all
        loose, as they were, unless no pass is left after a turn onto the waste (which is then
        read as a column, grown by a card)."""
        shape = self.shape
        return bool(piles[shape.after_stock]) and (
            shape.passes_left(piles) or not piles[shape.waste]
        )

    def _mask(self, cards: bytes) -> int:
        """The bit mask of ``cards`` (remembered: a pile changes seldom)."""
        found = self._masks.get(cards)
        if found is None:
            if len(self._masks) >= MASKS_REMEMBERED:
                self._masks.clear()
            found = 0
            for card in cards:
                found |= self._bit[card]
            self._masks[cards] = found
        return found

    def engine_move(self, move: SolverMove) -> Move:
        card, _, _, target = move
        if target == DEAL:
            return DEAL_MOVE
        if target == REDEAL:
            return REDEAL_MOVE
        return self._engine[card][target + 2]

    def children(
        self,
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        policy: MovePolicy = MovePolicy.ALL,
    ) -> Iterator[Child]:
        """Every position one move kept by ``policy`` away, closed under the safe moves (after a
        move between columns, where Rule G is off, only the card it bared may have become safe
        to send home, or a cell's card's seat)."""
        scored = self.moves.moves(columns, piles, view, policy, self.alike(piles))
        for score, move in scored:
            yield self._child(columns, piles, view, score, move)

    def child(
        self, columns: Columns, piles: Piles, view: FoundationView, made: SolverMove
    ) -> Child:
        return self._child(columns, piles, view, 0, made)

    def _child(
        self, columns: Columns, piles: Piles, view: FoundationView, score: int, move: SolverMove
    ) -> Child:
        _, source, _, target = move
        after, after_piles = self.moves.play(columns, piles, view, move)
        step = self.engine_move(move)
        if (
            source >= 0
            and target >= 0
            and (len(after[source]) == 1 or after[source][-1] not in view.safe)
            and not self._onto_seats
            and not self._seats_back_onto(piles, after[source], after[target])
        ):
            return score, self.key(after, piles, view), after, piles, view, (step,), move
        turned = self._talon_order and target in (DEAL, REDEAL)  # the columns as they were
        if turned and not self._bares_safe(after_piles, view):  # Rule T's mark, nothing to settle
            after_piles = self._marked(after_piles, True)
            key = self.key(after, after_piles, view)
            return score, key, after, after_piles, view, (step,), move
        moved = [step]
        after, after_piles, after_view = self.settle(after, after_piles, moved)
        if self._talon_order:  # a move not of the stock, or a turn that sent a card home
            after_piles = self._marked(after_piles, False)
        key = self.key(after, after_piles, after_view)
        return score, key, after, after_piles, after_view, tuple(moved), move

    def _bares_safe(self, piles: Piles, view: FoundationView) -> bool:
        """After a turn onto the waste, which nothing else changed, may its top go home safely,
        the one safe move the turn may have made?"""
        waste = piles[self.shape.waste]
        return bool(waste) and waste[-1] in view.safe and self._waste_safe(piles)

    def _marked(self, piles: Piles, stocked: bool) -> Piles:
        """``piles`` with the mark of Rule T set to ``stocked``."""
        at = self.shape.after_stock
        mark = _STOCKED if stocked else b""
        if piles[at] == mark:
            return piles
        return (*piles[:at], mark, *piles[at + 1 :])
