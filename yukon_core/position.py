"""An immutable, hashable position: every pile of cards and the counters the rules read.

Its cards are :class:`~yukon_core.cards.Card` objects, which are ints (their ids): the types
below say ``int`` so that the solver's decoded positions, of plain ids, are positions too.

A position of a game of columns and foundations alone is ``Position(columns, foundations)``;
the other fields keep their empty defaults there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, NamedTuple

__all__ = ["Column", "Pile", "PileKind", "Position", "Run"]


Run = tuple[tuple[int, ...], tuple[int, ...]]
"""A run of a column: its face-down cards, then the face-up ones on them, each bottom first."""


class Column(NamedTuple):
    """A column's cards, bottom first: ``under``, then the face-down cards, then the face-up
    ones.

    ``up`` is the top run, the only cards that may move (each with the cards on it); ``down``
    the face-down cards under it. In most games that is the whole column. Where a deal puts
    face-down cards between face-up ones, ``under`` holds what lies below ``down``: runs of
    face-down then face-up cards, bottom first, each but the first with a face-down card and
    each with a face-up one — a card there waits under a face-down card until that one is
    turned. :meth:`of` builds a column in this form from any runs.
    """

    down: tuple[int, ...]
    up: tuple[int, ...]
    under: tuple[Run, ...] = ()

    @classmethod
    def of(cls, runs: Iterable[Run]) -> Column:
        """The column of ``runs`` (bottom first), in the form above: a run with no face-up
        card joins the next one's face-down cards, one with no face-down card joins the face-up
        cards under it, and a face-down card left on top is turned."""
        merged: list[Run] = []
        for down, up in runs:
            if merged and not merged[-1][1]:
                down = merged.pop()[0] + down
            if merged and not down:
                down, up = merged[-1][0], merged.pop()[1] + up
            if down or up:
                merged.append((down, up))
        if merged and not merged[-1][1]:
            down = merged.pop()[0]
            return cls.of([*merged, (down[:-1], down[-1:])])
        if not merged:
            return cls((), ())
        down, up = merged.pop()
        return cls(down, up, tuple(merged))

    @property
    def runs(self) -> tuple[Run, ...]:
        """Every run, bottom first: ``under``'s, then ``(down, up)``."""
        return (*self.under, (self.down, self.up))

    def lifted(self, depth: int) -> Column:
        """The column once its face-up cards from ``depth`` have left, a face-down card left
        on top turned (with the face-up cards under it, if it lay on some)."""
        if depth or not self.down:
            return Column(self.down, self.up[:depth], self.under)
        if not self.under:
            return Column(self.down[:-1], self.down[-1:])
        return Column.of((*self.under, (self.down, ())))

    def added(self, cards: tuple[int, ...]) -> Column:
        """The column with ``cards`` put face up on top."""
        return Column(self.down, self.up + cards, self.under)

    @property
    def top(self) -> int | None:
        """The top card, or ``None`` for an empty column."""
        return self.up[-1] if self.up else None

    @property
    def size(self) -> int:
        return len(self.down) + len(self.up) + sum(len(d) + len(u) for d, u in self.under)

    @property
    def face_down(self) -> int:
        """How many of its cards are face down."""
        return len(self.down) + sum(len(down) for down, _ in self.under)

    @property
    def cards(self) -> tuple[int, ...]:
        """Every card, bottom first."""
        return tuple(card for down, up in self.runs for card in (*down, *up))


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
        return sum(column.face_down for column in self.columns) + len(self.stock)

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
