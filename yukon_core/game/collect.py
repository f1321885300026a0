"""Collect-all (source 001): once every card is face up and every column already runs in the
variant's build order, the remaining cards go home in one step."""

from __future__ import annotations

from itertools import pairwise

from ..engine import apply, foundation_slot
from ..moves import FOUNDATION, Move
from ..position import Position
from ..rules import RuleTable

__all__ = ["collect_moves", "columns_in_order"]


def columns_in_order(rules: RuleTable, position: Position) -> bool:
    """No card is face down and each card in a column may be built on the card under it, by
    the variant's own build relation (alternate colours in Classic, same suit in Russian…)."""
    return not position.face_down_count and all(
        lower in rules.onto[upper]
        for column in position.columns
        for lower, upper in pairwise(column.up)
    )


def collect_moves(rules: RuleTable, position: Position) -> tuple[Move, ...] | None:
    """The foundation moves of a collect-all, lowest card first, or ``None`` when collect-all is
    not available: a card is face down, a column is out of order, no card is left in the
    columns, or (under a variant's unusual foundation rules) the cards cannot all go home."""
    if not any(column.up for column in position.columns) or not columns_in_order(rules, position):
        return None
    moves = []
    while any(column.up for column in position.columns):
        ready = [
            column.up[-1]
            for column in position.columns
            if column.up and foundation_slot(rules, position.foundations, column.up[-1]) is not None
        ]
        if not ready:
            return None
        card = min(ready, key=lambda c: (rules.cards[c].rank, c))
        position, _ = apply(rules, position, Move(card, FOUNDATION))
        moves.append(Move(card, FOUNDATION))
    return tuple(moves)
