"""Where a card lies in a position, which foundation takes it, and whole suits on columns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..cards import cards_of
from ..events import PileRef
from ..position import Pile, Position
from ..rules import RuleTable

__all__ = ["Place", "foundation_slot", "free_cell", "locate", "whole_suit"]

SUIT_LENGTH = 13


class Place(NamedTuple):
    """Where a card that can be picked up lies: the kind of pile (``"column"``,
    ``"foundation"``, ``"waste"``, ``"cell"`` or ``"reserve"``), ``at``, the pile's index (from
    0), and for a column the card's index among its face-up cards (0 elsewhere)."""

    kind: str
    at: int
    depth: int = 0

    @property
    def pile(self) -> PileRef:
        """The pile as the events name it: a column's index, else a :class:`Pile`."""
        return self.at if self.kind == "column" else Pile(self.kind, self.at)  # type: ignore[arg-type]


def locate(position: Position, card: int) -> Place | None:
    """Where ``card`` can be picked up — face up in a column (with the cards on it), or on top
    of a foundation, the waste, a cell or a reserve pile — or ``None``."""
    for index, column in enumerate(position.columns):
        if card in column.up:
            return Place("column", index, column.up.index(card))
    for slot, pile in enumerate(position.foundations):
        if pile and pile[-1] == card:
            return Place("foundation", slot)
    for where, top in position.tops:
        if top == card:
            return Place(where.kind, where.at)
    return None


def foundation_slot(
    rules: RuleTable, foundations: tuple[tuple[int, ...], ...], card: int
) -> int | None:
    """The first foundation slot that takes ``card`` alone, or ``None``; by the tables, so
    where the foundations take whole suits it must not be asked."""
    for slot, pile in enumerate(foundations):
        if (
            card in rules.foundation_next[pile[-1]]
            if pile
            else slot in rules.starts_foundation[card]
        ):
            return slot
    return None


def whole_suit(ids: Sequence[int]) -> bool:
    """Are ``ids`` one whole suit from the King (lowest) up to the Ace?"""
    cards = cards_of(ids)
    return (
        len(cards) == SUIT_LENGTH
        and all(card.suit == cards[0].suit for card in cards)
        and [card.rank for card in cards] == list(range(SUIT_LENGTH, 0, -1))
    )


def free_cell(position: Position) -> int | None:
    """The first empty cell, or ``None``."""
    return next((i for i, cell in enumerate(position.cells) if not cell), None)
