"""An immutable, hashable position: columns and foundations, nothing else."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Column", "Position"]


class Column(NamedTuple):
    """A column's card ids, bottom first: the face-down cards, then the face-up ones."""

    down: tuple[int, ...]
    up: tuple[int, ...]

    @property
    def top(self) -> int | None:
        """The top card's id, or ``None`` for an empty column."""
        return self.up[-1] if self.up else None

    @property
    def size(self) -> int:
        return len(self.down) + len(self.up)


class Position(NamedTuple):
    """Columns left to right and foundations (each a tuple of card ids, bottom first).

    A tuple, so equal positions compare and hash equal. Counters, score and history belong
    to the game session, not here.
    """

    columns: tuple[Column, ...]
    foundations: tuple[tuple[int, ...], ...]

    @property
    def cards_home(self) -> int:
        return sum(len(pile) for pile in self.foundations)

    @property
    def face_down_count(self) -> int:
        return sum(len(column.down) for column in self.columns)
