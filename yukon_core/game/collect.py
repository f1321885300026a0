"""Collect-all (source 001): once every card is face up and every column already runs in the
variant's build order, the remaining cards go home in one step."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from ..engine import apply, legal_moves
from ..moves import FOUNDATION, Move, card_of
from ..position import Position
from ..rules import RuleTable

__all__ = ["collect_moves", "columns_in_order", "moves_home"]


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
    moves, position = moves_home(rules, position)
    return moves if rules.at_goal(position) else None


def moves_home(
    rules: RuleTable, position: Position, may_go: Callable[[int, set[int]], bool] | None = None
) -> tuple[tuple[Move, ...], Position]:
    """Legal moves home one after another, lowest card first, while there is one (of a card
    for which ``may_go(card, cards home)`` holds, if given); the moves and the position after."""
    moves: list[Move] = []
    while True:
        home = {card for pile in position.foundations for card in pile} if may_go else set()
        ready = [
            move
            for move in legal_moves(rules, position)
            if move.to == FOUNDATION and (may_go is None or may_go(card_of(move), home))
        ]
        if not ready:
            return tuple(moves), position
        move = min(ready, key=lambda m: (rules.cards[card_of(m)].rank, card_of(m)))
        position, _ = apply(rules, position, move)
        moves.append(move)
