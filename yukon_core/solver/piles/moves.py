"""Moves of the piles beyond columns and single-card foundations, and playing any move.

A move is a :data:`~..expand.SolverMove` ``(card, source, index, target)`` as in ``expand.py``
(columns, home, returns), with more sources and targets:

* sources :data:`WASTE`, :data:`CELLS` (a card in a cell) and ``RESERVE - r`` (reserve ``r``);
* targets :data:`CELL` (the first free cell), and the stock's actions :data:`DEAL` and
  :data:`REDEAL` (with no card: ``card`` is ``-1``);
* a whole suit going home is its King's move home from its column (``index`` the King's).

The moves between columns, home and back come from :class:`~..expand.Expander`; this module adds
those of the tops of the waste, cells and reserves, of column tops to a cell, of whole suits
and of the stock. Its targets and actions are the engine's own numbers (``moves.py``).
"""

from __future__ import annotations

from typing import final

from ...layout import FoundationKind
from ...moves import CELL, DEAL, FOUNDATION, REDEAL
from ...rules import RuleTable
from ..board import Columns, Piles
from ..expand import Expander, MovePolicy, SolverMove
from ..foundations import FoundationView
from ..seats import Seats
from .shape import PileShape

__all__ = ["CELL", "CELLS", "DEAL", "REDEAL", "RESERVE", "WASTE", "PileMoves"]

WASTE = -100
CELLS = -101
RESERVE = -102
"""Sources beyond the columns (``>= 0``) and foundation slots (``-1 - slot``)."""

SUIT_LENGTH = 13

_TOP_TO_COLUMN = 500
_CELL_TO_COLUMN = 400
_HOME = 600
_INTO_CELL = 50
_DEAL = 200
_REDEAL = -200

_BYTE = tuple(bytes((value,)) for value in range(256))


@final
class PileMoves:
    """Generates and plays the moves of one rule table over a :class:`PileShape`."""

    def __init__(self, rules: RuleTable, shape: PileShape, seats: Seats | None) -> None:
        """``seats``: where Rule C is on, the seats it reads (else ``None``)."""
        self.shape = shape
        self._seats = seats
        self._expander = Expander(rules)
        self._builders = tuple(frozenset(b) for b in rules.builders)
        self._onto = rules.onto
        self._lone = rules.may_lift[1]
        self._heads_empty = rules.heads_empty
        self._cells = rules.layout.cells
        self._enters_cell = rules.enters_cell or tuple(False for _ in rules.cards)
        self.suits = rules.layout.foundation_kind is FoundationKind.SUIT
        self._suit = tuple(card.suit for card in rules.cards)
        self._rank = tuple(card.rank for card in rules.cards)

    def moves(
        self,
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        policy: MovePolicy,
        alike: bool,
    ) -> list[tuple[int, SolverMove]]:
        """Every move worth trying under ``policy``, scored (higher is tried first); where the
        columns are ``alike``, one empty column stands for all."""
        shape = self.shape
        free = len(piles[shape.cells]) < self._cells
        if piles[shape.after_stock]:  # Rule T: only the stock and the waste's top move now
            scored: list[tuple[int, SolverMove]] = []
            if waste := piles[shape.waste]:
                self._top_moves(scored, columns, view, WASTE, waste[-1], free, alike)
        else:
            scored = self._expander.moves(columns, view, policy, alike)
            if policy is MovePolicy.HOMEWARD and scored and all(m[3] < 0 for _, m in scored):
                return scored
            self._placing_moves(scored, columns, piles, view, policy, alike, free)
        if shape.may_deal(piles):
            scored.append((_DEAL, (-1, -1, 0, DEAL)))
        if shape.may_redeal(columns, piles):
            scored.append((_REDEAL, (-1, -1, 0, REDEAL)))
        return scored

    def _placing_moves(
        self,
        scored: list[tuple[int, SolverMove]],
        columns: Columns,
        piles: Piles,
        view: FoundationView,
        policy: MovePolicy,
        alike: bool,
        free: bool,
    ) -> None:
        """Add the moves of the other piles' tops, of column tops into a cell and of whole
        suits home."""
        for source, card in self.tops(piles):
            self._top_moves(scored, columns, view, source, card, free and source != CELLS, alike)
        if free:
            seats = (
                self._seats if alike and len(piles[self.shape.cells]) + 1 == self._cells else None
            )
            for index, column in enumerate(columns):
                if len(column) > 1 and self._enters_cell[column[-1]]:
                    if seats is not None and seats.lies_on_seat(column):
                        continue  # Rule C: one cell free, so its seat could not follow it
                    clears = len(column) == column[0] + 2  # a card turned or a column emptied
                    if clears or policy is MovePolicy.ALL:
                        score = _INTO_CELL + (column[0] * 10 + 600 if clears else 0)
                        scored.append((score, (column[-1], index, len(column) - 1, CELL)))
        if self.suits and any(not pile for pile in piles[: self.shape.foundations]):
            scored += [(_HOME + 400, move) for move in self.suits_home(columns)]

    def tops(self, piles: Piles) -> list[tuple[int, int]]:
        """The cards that may be picked up outside the columns and foundations, with their
        sources: the waste's top, every cell's card, every reserve's top."""
        shape = self.shape
        found: list[tuple[int, int]] = []
        waste = piles[shape.waste]
        if waste:
            found.append((WASTE, waste[-1]))
        for card in piles[shape.cells]:
            found.append((CELLS, card))
        for number in range(shape.counter - shape.reserves):
            pile = piles[shape.reserves + number]
            if pile:
                found.append((RESERVE - number, pile[-1]))
        return found

    def _top_moves(
        self,
        scored: list[tuple[int, SolverMove]],
        columns: Columns,
        view: FoundationView,
        source: int,
        card: int,
        to_cell: bool,
        alike: bool,
    ) -> None:
        base = _CELL_TO_COLUMN if source == CELLS else _TOP_TO_COLUMN
        if self._lone:
            onto = self._onto[card]
            empty_seen = False
            for target, column in enumerate(columns):
                if len(column) > 1:
                    if column[-1] in onto:
                        scored.append((base, (card, source, 0, target)))
                elif self._heads_empty[card] and not (alike and empty_seen):
                    empty_seen = True
                    scored.append((base - 300, (card, source, 0, target)))
        if card in view.homes:
            scored.append((base + _HOME, (card, source, 0, FOUNDATION)))
        if to_cell and self._enters_cell[card]:
            scored.append((_INTO_CELL, (card, source, 0, CELL)))

    def suits_home(self, columns: Columns) -> list[SolverMove]:
        """The whole suits, King lowest, on top of a column, each as its King's move home."""
        found = []
        for index, column in enumerate(columns):
            start = len(column) - SUIT_LENGTH
            if start > column[0] and self._rank[column[-1]] == 1 and self.whole_suit(column):
                found.append((column[start], index, start, FOUNDATION))
        return found

    def whole_suit(self, column: bytes) -> bool:
        """Are the top 13 face-up cards of ``column`` one suit from the King up to the Ace?"""
        start = len(column) - SUIT_LENGTH
        if start <= column[0]:
            return False
        suit = self._suit[column[start]]
        for offset in range(SUIT_LENGTH):
            card = column[start + offset]
            if self._suit[card] != suit or self._rank[card] != SUIT_LENGTH - offset:
                return False
        return True

    def play(
        self, columns: Columns, piles: Piles, view: FoundationView, move: SolverMove
    ) -> tuple[Columns, Piles]:
        """The columns and piles after ``move``, with a newly bared card turned."""
        card, source, index, target = move
        if target == DEAL:
            return self._deal(columns, piles)
        if target == REDEAL:
            return self._redeal(columns, piles)
        shape = self.shape
        if source >= 0 and target != CELL and not (self.suits and target == FOUNDATION):
            if not shape.mixed:
                return Expander.play(columns, piles, view, move)
        elif -1 - source in range(shape.foundations):
            return Expander.play(columns, piles, view, move)
        changed = list(columns)
        after = list(piles)
        moved = _BYTE[card]
        if source >= 0:
            moved = columns[source][index:]
            changed[source] = shape.lifted(columns[source], index)
        elif source == WASTE:
            after[shape.waste] = piles[shape.waste][:-1]
        elif source == CELLS:
            cells = piles[shape.cells]
            at = cells.index(card)
            after[shape.cells] = cells[:at] + cells[at + 1 :]
        else:
            number = shape.reserves + RESERVE - source
            after[number] = piles[number][:-1]
        if target >= 0:
            changed[target] = columns[target] + moved
        elif target == CELL:
            after[shape.cells] = bytes(sorted(after[shape.cells] + moved))
        elif self.suits:
            slot = next(s for s in range(shape.foundations) if not piles[s])
            after[slot] = moved
        else:
            slot = view.homes[card]
            after[slot] = piles[slot] + moved
        return tuple(changed), tuple(after)

    def _deal(self, columns: Columns, piles: Piles) -> tuple[Columns, Piles]:
        shape = self.shape
        stock = piles[shape.stock]
        after = list(piles)
        if shape.rows:
            changed, after[shape.stock] = shape.dealt_row(columns, stock)
            return changed, tuple(after)
        count = min(shape.turn, len(stock))
        after[shape.stock] = stock[: len(stock) - count]
        after[shape.waste] = piles[shape.waste] + stock[len(stock) - count :][::-1]
        return columns, tuple(after)

    def _redeal(self, columns: Columns, piles: Piles) -> tuple[Columns, Piles]:
        shape = self.shape
        after = list(piles)
        if shape.redeals:
            after[shape.counter] = _BYTE[piles[shape.counter][0] + 1]
            return shape.redealt(columns, piles), tuple(after)
        if shape.passes is not None:  # without a limit the passes made matter to nothing
            after[shape.counter] = _BYTE[piles[shape.counter][0] + 1]
        after[shape.stock] = piles[shape.waste][::-1]
        after[shape.waste] = b""
        return columns, tuple(after)
