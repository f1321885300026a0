"""An immutable, hashable position: every pile of cards and the counters the rules read.

Its cards are :class:`~yukon_core.cards.Card` objects, which are ints (their ids): the types
below say ``int`` so that the solver's decoded positions, of plain ids, are positions too.

A position of a game of columns and foundations alone is ``Position(columns, foundations)``;
the other fields keep their empty defaults there.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

__all__ = ["Column", "Pile", "PileKind", "Position"]


class Column(NamedTuple):
    """A column's cards, bottom first: the face-down cards, then the face-up ones."""

    down: tuple[int, ...]
    up: tuple[int, ...]

    @property
    def top(self) -> int | None:
        """The top card, or ``None`` for an empty column."""
        return self.up[-1] if self.up else None

    @property
    def size(self) -> int:
        return len(self.down) + len(self.up)


PileKind = Literal["column", "foundation", "stock", "waste", "cell", "reserve"]
"""The kinds of pile."""


class Pile(NamedTuple):
    """One pile of a position: its kind (``"column"``, ``"foundation"``, ``"stock"``,
    ``"waste"``, ``"cell"`` or ``"reserve"``) and ``at``, its index (from 0) among the piles
    of that kind."""

    kind: PileKind
    at: int = 0

    def __str__(self) -> str:
        if self.kind in ("stock", "waste"):
            return f"the {self.kind}"
        return f"{self.kind} {self.at + 1}"


class Position(NamedTuple):
    """Every pile, each a tuple of cards bottom first, and the counters the rules read.

    * ``columns`` and ``foundations``;
    * ``stock`` (face down, the next card to deal last) and ``waste`` (face up, top last);
    * ``cells``, each holding no card or one; ``reserves``, face up, top last;
    * ``redeals``: how many redeals were made (the waste turned back over, or the tableau
      shuffled and dealt again); ``seed``: the deal number, in a game whose redeals shuffle
      (0 otherwise), so a redeal is the same every time it is made.

    A tuple, so equal positions compare and hash equal. The score, the history and the
    other counters belong to the game session, not here.
    """

    columns: tuple[Column, ...]
    foundations: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...] = ()
    waste: tuple[int, ...] = ()
    cells: tuple[tuple[int, ...], ...] = ()
    reserves: tuple[tuple[int, ...], ...] = ()
    redeals: int = 0
    seed: int = 0

    @property
    def cards_home(self) -> int:
        return sum(map(len, self.foundations))

    @property
    def face_down_count(self) -> int:
        """Face-down cards: those of the columns and the stock."""
        return sum(len(column.down) for column in self.columns) + len(self.stock)

    @property
    def tops(self) -> tuple[tuple[Pile, int], ...]:
        """The single cards that may be picked up outside the columns and foundations: the
        waste's top, each cell's card, each reserve's top, with their piles."""
        found: list[tuple[Pile, int]] = []
        if self.waste:
            found.append((Pile("waste"), self.waste[-1]))
        found += [(Pile("cell", i), cell[-1]) for i, cell in enumerate(self.cells) if cell]
        found += [(Pile("reserve", i), pile[-1]) for i, pile in enumerate(self.reserves) if pile]
        return tuple(found)
