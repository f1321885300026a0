"""Collect-all (source 001): once every card is face up and every column already runs in the
variant's build order, the remaining cards go home in one step."""

from __future__ import annotations

from itertools import pairwise

from ..engine import apply, legal_moves
from ..moves import FOUNDATION, Move, card_of
from ..position import Position
from ..rules import RuleTable

__all__ = ["collect_moves", "columns_in_order"]


def columns_in_order(rules: RuleTable, position: Position) -> bool:
    """No card is face down (the stock's included) and each card in a column may be built on
    the card under it, by the variant's own build relation (alternate colours in Classic, same
    suit in Russian…)."""
    return not position.face_down_count and all(
        lower in rules.onto[upper]
        for column in position.columns
        for lower, upper in pairwise(column.up)
    )


def collect_moves(rules: RuleTable, position: Position) -> tuple[Move, ...] | None:
    """The foundation moves of a collect-all, lowest card first, or ``None`` when collect-all is
    not available: a card is face down, a column is out of order, every card is home, or the
    cards cannot all go home by moves home alone."""
    if rules.at_goal(position) or not columns_in_order(rules, position):
        return None
    moves = []
    while not rules.at_goal(position):
        ready = [m for m in legal_moves(rules, position) if m.to == FOUNDATION]
        if not ready:
            return None
        move = min(ready, key=lambda m: (rules.cards[card_of(m)].rank, card_of(m)))
        position, _ = apply(rules, position, move)
        moves.append(move)
    return tuple(moves)
