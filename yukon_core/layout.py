"""The declarative shape of a deal: decks, columns, foundations."""

from __future__ import annotations

import attrs

from .cards import CARDS_PER_DECK

__all__ = ["YUKON_LAYOUT", "ColumnShape", "Layout", "LayoutError"]


class LayoutError(ValueError):
    """A layout declaration that cannot be dealt."""


@attrs.frozen
class ColumnShape:
    """How many cards a column gets face down and face up at the deal."""

    face_down: int
    face_up: int

    @property
    def size(self) -> int:
        return self.face_down + self.face_up


def _to_shapes(columns: object) -> tuple[ColumnShape, ...]:
    return tuple(c if isinstance(c, ColumnShape) else ColumnShape(*c) for c in columns)  # type: ignore[attr-defined]


@attrs.frozen
class Layout:
    """Decks, columns as ``(face_down, face_up)`` pairs, and the number of foundations.

    Validated on creation: every column has a face-up card, the columns take every card of the
    decks, and there are foundations for them.
    """

    decks: int
    columns: tuple[ColumnShape, ...] = attrs.field(converter=_to_shapes)
    foundations: int

    def __attrs_post_init__(self) -> None:
        if self.decks < 1:
            raise LayoutError(f"a layout needs at least one deck, not {self.decks}")
        if not self.columns:
            raise LayoutError("a layout needs at least one column")
        for number, shape in enumerate(self.columns, 1):
            if shape.face_down < 0 or shape.face_up < 1:
                raise LayoutError(
                    f"column {number} is dealt {shape.face_down} down and {shape.face_up} up: "
                    "it needs at least one face-up card and no negative count"
                )
        if self.card_count != self.dealt:
            raise LayoutError(
                f"the columns take {self.dealt} cards but {self.decks} deck(s) hold "
                f"{self.card_count}"
            )
        if self.foundations < 1:
            raise LayoutError(f"a layout needs at least one foundation, not {self.foundations}")

    @property
    def card_count(self) -> int:
        return self.decks * CARDS_PER_DECK

    @property
    def dealt(self) -> int:
        return sum(shape.size for shape in self.columns)

    @property
    def face_down(self) -> int:
        return sum(shape.face_down for shape in self.columns)

    @property
    def face_up(self) -> int:
        return sum(shape.face_up for shape in self.columns)


YUKON_LAYOUT = Layout(
    decks=1,
    columns=[(0, 1), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (6, 5)],
    foundations=4,
)
"""Seven columns of 1, 6, 7, 8, 9, 10 and 11 cards: 21 face down, 31 face up."""
