"""Where a card can go: its destinations, and the move a tap on it makes.

Two tap policies, after the sources:

* :attr:`TapPolicy.LONGEST` (source 000): a column's top card goes to a foundation if it can;
  otherwise the card and the cards on it go to the longest column they fit (the leftmost of
  equally long ones), then to an empty column, and only then to a free cell.
* :attr:`TapPolicy.CYCLE` (source 004): the first tap sends the card home if it can go home,
  else to the next fitting column to the right of its own (wrapping round); each further tap
  on the same card moves it on to the next fitting place in the fixed cycle foundation,
  column 1, column 2, …, a cell — so tapping on and on visits every fitting place in turn.
"""

from __future__ import annotations

import enum

from ..engine import check, locate
from ..moves import CELL, FOUNDATION, Move
from ..position import Position
from ..rules import RuleTable

__all__ = ["TapPolicy", "destinations", "tap_move"]


class TapPolicy(enum.StrEnum):
    """Where a tap on a card moves it (see this module's description)."""

    LONGEST = "longest"
    """Home if it can go, else the longest fitting column, then an empty one (source 000)."""
    CYCLE = "cycle"
    """Each further tap on the same card moves it on to the next fitting place (source 004)."""


def destinations(rules: RuleTable, position: Position, card: int) -> list[Move]:
    """Every legal move of the group headed by ``card``: the foundation first, then columns
    left to right, then a free cell."""
    places = [FOUNDATION, *range(len(position.columns))] + ([CELL] if rules.layout.cells else [])
    return [Move(card, to) for to in places if check(rules, position, Move(card, to)) is None]


def tap_move(
    rules: RuleTable, position: Position, card: int, policy: TapPolicy, *, again: bool = False
) -> Move | None:
    """The move a tap on ``card`` makes under ``policy``, or ``None`` if it has nowhere to go.

    ``again`` says the previous action was a tap on the same card (it matters to
    :attr:`TapPolicy.CYCLE` only).
    """
    moves = destinations(rules, position, card)
    home = [m for m in moves if m.to == FOUNDATION]
    if policy is TapPolicy.LONGEST:
        return home[0] if home else _longest(position, moves)
    if home and not again:
        return home[0]
    return _next_in_cycle(position, card, moves)


def _longest(position: Position, moves: list[Move]) -> Move | None:
    columns = position.columns
    built = [m for m in moves if m.to >= 0 and columns[m.to].up]
    if built:
        return max(built, key=lambda m: (columns[m.to].size, -m.to))
    return moves[0] if moves else None


def _next_in_cycle(position: Position, card: int, moves: list[Move]) -> Move | None:
    """The first of ``moves`` after the card's own place in the cycle F, 1, 2, …, n, C."""
    place = locate(position, card)
    here = place.at + 1 if place is not None and place.kind == "column" else 0
    size = len(position.columns) + 2
    order = {move: (_cycle_index(move, size) - here) % size for move in moves}
    return min(moves, key=order.__getitem__, default=None)


def _cycle_index(move: Move, size: int) -> int:
    """The place of a move's target in the cycle F, 1, 2, …, n, C."""
    return {FOUNDATION: 0, CELL: size - 1}.get(move.to, move.to + 1)
