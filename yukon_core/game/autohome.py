"""Automatic moves home, for front ends that offer them: a card goes home by itself once no
card still in play could be built on it, so sending it home can never cost the player a move
(the rule PySolFC and Aisleriot call "safe" auto-drop)."""

from __future__ import annotations

from ..engine import apply, legal_moves
from ..moves import FOUNDATION, Move, card_of
from ..position import Position
from ..rules import RuleTable

__all__ = ["is_safe_home", "safe_home_moves"]


def is_safe_home(rules: RuleTable, card: int, home: set[int]) -> bool:
    """Whether every card that may be built on ``card`` is already in ``home``."""
    return set(rules.builders[card]) <= home


def safe_home_moves(rules: RuleTable, position: Position) -> tuple[Move, ...]:
    """The safe moves home, one after another, lowest card first, until none is left (empty
    when there is none)."""
    moves: list[Move] = []
    while True:
        home = {card for pile in position.foundations for card in pile}
        ready = [
            move
            for move in legal_moves(rules, position)
            if move.to == FOUNDATION and is_safe_home(rules, card_of(move), home)
        ]
        if not ready:
            return tuple(moves)
        move = min(ready, key=lambda m: (rules.cards[card_of(m)].rank, card_of(m)))
        position, _ = apply(rules, position, move)
        moves.append(move)
