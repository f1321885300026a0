"""Seats: the one card a card may go on, where it stays (Rules C, F and G).

A card's *seat* is the one card it may go on, where that card takes no other and the card may
not head an empty column (a same-suit game of one deck: its suit's next rank up). Three rules
read seats, each proven in ``docs/solver.md`` and used where ``conditions.py`` finds its
preconditions:

* **Rule C**: a card lying on its seat, both face up, goes into a cell only when two are free
  (its seat must follow it there);
* **Rule F**: a cell's card whose seat tops a column, face up on its own seat, goes back onto
  it at once (at most two cells);
* **Rule G**: a face-up card of a column whose seat tops another column of cards each on its
  seat, from a bottom card that goes on no card (a same-suit game's King), all face up, goes
  onto it at once with the cards on it (no cells).
"""

from __future__ import annotations

from typing import final

from ..rules import RuleTable
from .board import Columns
from .expand import SolverMove, face_up_at

__all__ = ["Seats", "seated_pairs"]


def seated_pairs(rules: RuleTable) -> dict[int, int]:
    """Each card that has a seat, with its seat."""
    pairs = {}
    for card, onto in enumerate(rules.onto):
        if len(onto) == 1 and not rules.heads_empty[card]:
            (seat,) = onto
            if tuple(rules.builders[seat]) == (card,):
                pairs[card] = seat
    return pairs


@final
class Seats:
    """The seats of one rule table, and the moves the rules read off them."""

    def __init__(self, rules: RuleTable) -> None:
        count = len(rules.cards)
        seat = [-1] * count
        builder = [-1] * count
        for card, under in seated_pairs(rules).items():
            seat[card] = under
            builder[under] = card
        self._seat = tuple(seat)
        self._builder = tuple(builder)
        self._goes_on_nothing = tuple(not onto for onto in rules.onto)

    def lies_on_seat(self, column: bytes) -> bool:
        """Does the top of ``column`` lie on its seat, both face up?"""
        return len(column) > column[0] + 2 and self._seat[column[-1]] == column[-2]

    def back_on_seat(self, columns: Columns, cells: bytes) -> tuple[int, int] | None:
        """Rule F: a card of ``cells`` and the column whose top, lying on its own seat, is its
        seat; ``None`` where there is none."""
        for card in cells:
            seat = self._seat[card]
            if seat >= 0:
                for index, column in enumerate(columns):
                    if column[-1] == seat and self.lies_on_seat(column):
                        return card, index
        return None

    def seats_one_of(self, cells: bytes, column: bytes) -> bool:
        """Is the top of ``column`` the seat of a card of ``cells``?"""
        if len(column) > 1:
            for card in cells:
                if self._seat[card] == column[-1]:
                    return True
        return False

    def settled(self, column: bytes) -> bool:
        """Is every card of ``column`` face up, on its seat but the bottom card, which goes on
        no card? (None of them moves but with the whole column.)"""
        if column[0] or len(column) < 2 or not self._goes_on_nothing[column[1]]:
            return False
        seat = self._seat
        return all(seat[column[at]] == column[at - 1] for at in range(2, len(column)))

    def onto_seat(self, columns: Columns) -> SolverMove | None:
        """Rule G: the move of a face-up card, with the cards on it, onto its seat where that
        tops another column, :meth:`settled`; ``None`` where there is none."""
        for target, column in enumerate(columns):
            if (
                len(column) > 1
                and (card := self._builder[column[-1]]) >= 0
                and self.settled(column)
            ):
                for source, other in enumerate(columns):
                    if source != target and (at := face_up_at(other, card)) >= 0:
                        return card, source, at, target
        return None
