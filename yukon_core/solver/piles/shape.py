"""Where each pile of a layout lies in the solver's compact position, and what the position
allows that depends on it (a stock still to deal in rows, redeals left, passes left).

The columns are ``bytes`` as in ``board.py`` (face-down count, then cards bottom first; where
face-down cards lie between face-up ones, the count of the cards under the top run, a face-up
one among them written plus :data:`~..board.BURIED_UP`). The other piles are one tuple of
``bytes``, always in this order, whatever the layout has:

* the foundation slots, bottom first;
* the stock (the next card to deal last) and the waste (its top last);
* the cells' cards, sorted (the cells are alike: which one holds a card never matters);
* each reserve pile, top last;
* one byte: the redeals made (not counted where the passes have no limit: then they matter
  to nothing);
* ``b"\\x01"`` where the last move turned the stock and sent nothing home, so that only the stock
  and the waste's top move next (Rule T, ``conditions.py``: ``talon``), else ``b""``.
"""

from __future__ import annotations

from typing import final

from ...deals import redeal_columns
from ...layout import Layout, StockKind
from ...position import Column, Position, Run
from ..board import BURIED_UP, MAX_MIXED_CARDS, Columns, Piles

__all__ = ["PileShape"]

_BYTE = tuple(bytes((value,)) for value in range(256))


@final
class PileShape:
    """The indices of one layout's piles in the compact position, and the reading of the
    counters the rules depend on."""

    def __init__(self, layout: Layout, seed: int) -> None:
        self.layout = layout
        self.seed = seed
        self.foundations = layout.foundations
        self.stock = self.foundations
        self.waste = self.stock + 1
        self.cells = self.waste + 1
        self.reserves = self.cells + 1
        self.counter = self.reserves + len(layout.reserves)
        self.after_stock = self.counter + 1
        stock = layout.stock
        self.rows = stock is not None and stock.kind is StockKind.ROWS
        self.turn = stock.turn if stock is not None else 1
        self.passes = stock.passes if stock is not None else 1
        self.redeals = layout.redeals
        self.cell_count = layout.cells
        self.face_down_rows = stock.face_down_rows if stock is not None else 0
        self.mixed = layout.mixed_faces
        if self.mixed and layout.card_count > MAX_MIXED_CARDS:
            raise ValueError(
                f"the solver handles at most {MAX_MIXED_CARDS} cards in a game with face-down "
                f"cards between face-up ones, not {layout.card_count}"
            )

    def encode(self, position: Position) -> tuple[Columns, Piles]:
        columns = tuple(map(self._encode_column, position.columns))
        piles = [bytes(pile) for pile in position.foundations]
        piles += [bytes(position.stock), bytes(position.waste)]
        piles.append(bytes(sorted(card for cell in position.cells for card in cell)))
        piles += [bytes(pile) for pile in position.reserves]
        piles += [bytes((position.redeals,)), b""]
        return columns, tuple(piles)

    def decode(self, columns: Columns, piles: Piles) -> Position:
        cells: list[tuple[int, ...]] = [(card,) for card in piles[self.cells]]
        cells += [() for _ in range(self.cell_count - len(cells))]
        return Position(
            tuple(map(self._decode_column, columns)),
            tuple(tuple(pile) for pile in piles[: self.foundations]),
            tuple(piles[self.stock]),
            tuple(piles[self.waste]),
            tuple(cells),
            tuple(tuple(pile) for pile in piles[self.reserves : self.counter]),
            piles[self.counter][0],
            self.seed,
        )

    def redealt(self, columns: Columns, piles: Piles) -> Columns:
        """The columns after the next shuffling redeal, dealt by the engine's own rule."""
        dealt = redeal_columns(self.layout, self.decode(columns, piles))
        return tuple(map(self._encode_column, dealt))

    def _encode_column(self, column: Column) -> bytes:
        if not column.under:
            return bytes((len(column.down), *column.down, *column.up))
        buried = [
            card for down, up in column.under for card in (*down, *(c | BURIED_UP for c in up))
        ]
        buried += column.down
        return bytes((len(buried), *buried, *column.up))

    def _decode_column(self, column: bytes) -> Column:
        count = column[0]
        if not self.mixed:
            return Column(tuple(column[1 : count + 1]), tuple(column[count + 1 :]))
        runs: list[Run] = []
        down: list[int] = []
        up: list[int] = []
        for card in column[1 : count + 1]:
            if card < BURIED_UP:
                if up:
                    runs.append((tuple(down), tuple(up)))
                    down, up = [], []
                down.append(card)
            else:
                up.append(card - BURIED_UP)
        if up:
            runs.append((tuple(down), tuple(up)))
            down = []
        return Column(tuple(down), tuple(column[count + 1 :]), tuple(runs))

    def lifted(self, column: bytes, index: int) -> bytes:
        """What is left of ``column`` once its cards from ``index`` leave: a face-down card
        bared is turned, with the face-up cards under it joining it on top."""
        down = column[0]
        if index != down + 1 or not down:
            return column[:index]
        if not self.mixed:
            return _BYTE[down - 1] + column[1:index]
        start = down
        while start > 1 and column[start - 1] >= BURIED_UP:
            start -= 1
        return (
            _BYTE[start - 1] + column[1:start] + bytes(c & ~BURIED_UP for c in column[start:index])
        )

    def dealt_row(self, columns: Columns, stock: bytes) -> tuple[Columns, bytes]:
        """The columns after a deal from a stock dealt in rows (its face-down rows first,
        each card of a row on the next column, as far as the stock goes), and the stock left."""
        width = len(columns)
        count = min(len(stock), (self.face_down_rows + 1) * width)
        dealt = stock[len(stock) - count :][::-1]
        hidden = self.face_down_rows * width
        changed = list(columns)
        for index, column in enumerate(columns):
            under, over = dealt[index:hidden:width], dealt[hidden + index : hidden + index + 1]
            if under:
                down = column[0]
                buried = column[1 : down + 1] + bytes(c | BURIED_UP for c in column[down + 1 :])
                column = _BYTE[len(column) - 1 + len(under)] + buried + under
                changed[index] = column + over if over else self.lifted(column, len(column))
            elif over:
                changed[index] = column + over
        return tuple(changed), stock[: len(stock) - count]

    def rows_left(self, piles: Piles) -> bool:
        """Is a stock left to deal in rows onto the columns?"""
        return self.rows and len(piles[self.stock]) > 0

    def shuffles_left(self, piles: Piles) -> bool:
        """Is a shuffling redeal of the tableau left?"""
        return piles[self.counter][0] < self.redeals

    def columns_alike(self, piles: Piles) -> bool:
        """Does the order of the columns not matter any more: no row of the stock and no
        shuffling redeal left to come (``conditions.py``: the rule ``columns``)?"""
        return not self.rows_left(piles) and not self.shuffles_left(piles)

    def cells_full(self, piles: Piles) -> bool:
        """Does every cell hold a card (where the layout has cells)?"""
        return self.cell_count > 0 and len(piles[self.cells]) == self.cell_count

    def passes_left(self, piles: Piles) -> bool:
        """Will the waste be turned back over again (a pass of the stock left, or no limit)?"""
        return self.passes is None or piles[self.counter][0] < self.passes - 1

    def waste_final(self, piles: Piles) -> bool:
        """Is the waste a plain pile now: the stock empty and no pass left?"""
        return not piles[self.stock] and not self.passes_left(piles)

    def may_deal(self, piles: Piles) -> bool:
        return len(piles[self.stock]) > 0

    def may_redeal(self, columns: Columns, piles: Piles) -> bool:
        """May a redeal be made: a shuffle of the tableau with redeals left and cards to
        shuffle, or the waste turned back over once the stock is empty, with a pass left?"""
        made = piles[self.counter][0]
        if self.redeals:
            return made < self.redeals and any(len(column) > 1 for column in columns)
        if self.rows or self.layout.stock is None:
            return False
        if self.passes is not None and made >= self.passes - 1:
            return False
        return not piles[self.stock] and len(piles[self.waste]) > 0
