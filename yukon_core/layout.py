"""The declarative shape of a game: decks, and the piles the deal fills.

Every game has columns (face-down cards under face-up ones, or, in a few games, runs of them
one on another) and foundations. Besides them a layout may declare, as data:

* a :class:`Stock` of the cards the rest of the deal leaves, face down: dealt a row at a time
  onto the columns, or turned a few at a time onto a waste, with a number of passes;
* cells, each holding at most one card (some dealt a card at the start);
* reserve piles, dealt face up, their top card playable, nothing put on them;
* foundations of a kind (:class:`FoundationKind`): built one card at a time, or taking a whole
  suit at once; and base cards dealt onto the foundations before anything else;
* shuffling redeals of the tableau, and the order the columns are dealt in.

The deal itself is in :mod:`yukon_core.deals`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

import attrs

from .cards import CARDS_PER_DECK, MAX_DECKS, Card

__all__ = [
    "YUKON_LAYOUT",
    "ColumnShape",
    "DealOrder",
    "FoundationKind",
    "Layout",
    "LayoutError",
    "Stock",
    "StockKind",
]


class LayoutError(ValueError):
    """A layout declaration that cannot be dealt."""


@attrs.frozen
class ColumnShape:
    """How many cards a column gets face down and face up at the deal, and, where face-down
    cards lie between face-up ones, the runs dealt under those: ``(face_down, face_up)``
    pairs, bottom first."""

    face_down: int
    face_up: int
    under: tuple[tuple[int, int], ...] = attrs.field(
        default=(), converter=lambda runs: tuple(tuple(run) for run in runs)
    )

    @property
    def runs(self) -> tuple[tuple[int, int], ...]:
        """Every run's ``(face_down, face_up)``, bottom first."""
        return (*self.under, (self.face_down, self.face_up))

    @property
    def size(self) -> int:
        return sum(down + up for down, up in self.runs)


def _to_shape(column: Any) -> ColumnShape:
    """A column declared as a shape, a ``(face_down, face_up)`` pair, or a sequence of such
    pairs for the runs of a column, bottom first."""
    if isinstance(column, ColumnShape):
        return column
    runs = tuple(column)
    if runs and isinstance(runs[0], int):
        down, up = runs
        return ColumnShape(down, up)
    *under, (down, up) = runs
    return ColumnShape(down, up, under=under)


def _to_shapes(columns: Iterable[Any]) -> tuple[ColumnShape, ...]:
    return tuple(map(_to_shape, columns))


class StockKind(enum.StrEnum):
    """What dealing from the stock does."""

    ROWS = "rows"
    """Deal one card face up onto each column, left to right, while the stock lasts (under
    it, where the stock says so, rows of face-down cards first)."""
    WASTE = "waste"
    """Turn cards face up onto a waste pile, whose top card may be played."""


@attrs.frozen
class Stock:
    """The cards the rest of the deal leaves, face down, the next one to deal on top.

    ``turn`` is how many cards go to the waste at a time; ``passes`` how many times the stock
    may be gone through (``None``: without limit) — turning the waste back over is a redeal;
    ``waste_start`` how many cards are turned to the waste at the deal. The last two and
    ``turn`` mean something for a waste stock only; ``face_down_rows`` for a stock dealt in
    rows only: how many rows each deal puts face down under its face-up row.
    """

    kind: StockKind = attrs.field(converter=StockKind)
    turn: int = 1
    passes: int | None = 1
    waste_start: int = 0
    face_down_rows: int = 0

    def __attrs_post_init__(self) -> None:
        if self.turn < 1:
            raise LayoutError(f"a stock turns at least one card, not {self.turn}")
        if self.passes is not None and self.passes < 1:
            raise LayoutError(f"a stock is gone through at least once, not {self.passes}")
        if self.kind is StockKind.ROWS and (self.waste_start or self.passes != 1):
            raise LayoutError("a stock dealt in rows has no waste and no second pass")
        if self.face_down_rows < 0 or (self.face_down_rows and self.kind is not StockKind.ROWS):
            raise LayoutError("only a stock dealt in rows deals rows face down, 0 or more")


class FoundationKind(enum.StrEnum):
    """How a foundation is built."""

    SINGLE = "single"
    """One card at a time, by the rule hooks (from the Ace, in suit, by default)."""
    SUIT = "suit"
    """A whole suit at once — King to Ace, the King lowest, on top of a column — and nothing
    ever comes back from it."""


class DealOrder(enum.StrEnum):
    """The order the columns are dealt in (which decides which card lands where)."""

    COLUMNS = "columns"
    """Column by column, left to right: each column's face-down cards, then its face-up ones."""
    ROWS = "rows"
    """Row by row: the face-down rows, then the face-up rows, each left to right over the
    columns that take a card in it."""


def _to_cards(cards: Iterable[Card | int]) -> tuple[Card, ...]:
    return tuple(Card.from_id(card) for card in cards)


@attrs.frozen
class Layout:
    """Decks, columns as ``(face_down, face_up)`` pairs (or runs of them), the number of
    foundations, and the other piles (see this module's description).

    Validated on creation: every column has a face-up card, the piles take every card of the
    decks (the stock takes what the others leave), and there are foundations for them.
    """

    decks: int
    columns: tuple[ColumnShape, ...] = attrs.field(converter=_to_shapes)
    foundations: int
    foundation_kind: FoundationKind = attrs.field(
        default=FoundationKind.SINGLE, converter=FoundationKind
    )
    foundation_bases: tuple[Card, ...] = attrs.field(default=(), converter=_to_cards)
    """Cards dealt onto the foundations, one a slot from the first, before anything else."""
    cells: int = 0
    cells_dealt: int = 0
    """How many cells, from the first, get a card (face up) at the deal."""
    reserves: tuple[int, ...] = attrs.field(default=(), converter=tuple)
    """How many cards each reserve pile is dealt, face up."""
    stock: Stock | None = None
    redeals: int = 0
    """How many times the player may gather the tableau, shuffle it and deal it again."""
    deal_order: DealOrder = attrs.field(default=DealOrder.COLUMNS, converter=DealOrder)

    def __attrs_post_init__(self) -> None:
        if not 1 <= self.decks <= MAX_DECKS:
            raise LayoutError(f"a layout needs one to {MAX_DECKS} decks, not {self.decks}")
        if not self.columns:
            raise LayoutError("a layout needs at least one column")
        for number, shape in enumerate(self.columns, 1):
            for at, (down, up) in enumerate(shape.runs):
                if down < 0 or up < 1 or (at and not down):
                    raise LayoutError(
                        f"column {number} is dealt a run of {down} down and {up} up: every run "
                        "needs at least one face-up card, every run above the first at least "
                        "one face-down card, and no count may be negative"
                    )
        if self.foundations < 1:
            raise LayoutError(f"a layout needs at least one foundation, not {self.foundations}")
        self._check_extras()
        left = self.card_count - self.dealt
        if left < 0 or (left and self.stock is None):
            raise LayoutError(
                f"the columns take {self.dealt} cards but {self.decks} deck(s) hold "
                f"{self.card_count}" + (" (with no stock for the rest)" if left > 0 else "")
            )
        if self.stock is not None and left <= self.stock.waste_start:
            raise LayoutError(f"the stock is left {left} cards: too few to deal from")

    def _check_extras(self) -> None:
        if not 0 <= self.cells_dealt <= self.cells:
            raise LayoutError(f"{self.cells_dealt} cards cannot be dealt to {self.cells} cells")
        if any(size < 1 for size in self.reserves):
            raise LayoutError("a reserve pile is dealt at least one card")
        if len(self.foundation_bases) > self.foundations:
            raise LayoutError("more base cards than foundations")
        if len(set(self.foundation_bases)) != len(self.foundation_bases) or any(
            card >= self.card_count for card in self.foundation_bases
        ):
            raise LayoutError("the base cards must be different cards of the decks")
        if self.redeals < 0:
            raise LayoutError(f"a layout redeals 0 times or more, not {self.redeals}")

    @property
    def card_count(self) -> int:
        return self.decks * CARDS_PER_DECK

    @property
    def dealt(self) -> int:
        """Cards dealt outside the stock: bases, columns, cells and reserves."""
        columns = sum(shape.size for shape in self.columns)
        return len(self.foundation_bases) + columns + self.cells_dealt + sum(self.reserves)

    @property
    def face_down(self) -> int:
        return sum(down for shape in self.columns for down, _ in shape.runs)

    @property
    def face_up(self) -> int:
        return sum(up for shape in self.columns for _, up in shape.runs)

    @property
    def mixed_faces(self) -> bool:
        """May a column hold face-down cards between face-up ones (runs dealt under others,
        or a stock that deals face-down rows)?"""
        return any(shape.under for shape in self.columns) or bool(
            self.stock and self.stock.face_down_rows
        )

    @property
    def stock_size(self) -> int:
        """Cards in the stock after the deal (the waste's first cards included)."""
        return 0 if self.stock is None else self.card_count - self.dealt

    @property
    def has_waste(self) -> bool:
        return self.stock is not None and self.stock.kind is StockKind.WASTE

    @property
    def columns_only(self) -> bool:
        """Nothing but columns and foundations built a card at a time: the first games'
        shape, whose positions and moves need nothing more."""
        return (
            self.stock is None
            and not self.mixed_faces
            and not self.cells
            and not self.reserves
            and not self.redeals
            and self.foundation_kind is FoundationKind.SINGLE
            and not self.foundation_bases
        )


YUKON_LAYOUT = Layout(
    decks=1,
    columns=[(0, 1), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (6, 5)],
    foundations=4,
)
"""Seven columns of 1, 6, 7, 8, 9, 10 and 11 cards: 21 face down, 31 face up."""
