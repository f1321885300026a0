"""Automatic moves home, for front ends that offer them: a card goes home by itself once no
card still in play could be built on it, so sending it home can never cost the player a move
(the rule PySolFC and Aisleriot call "safe" auto-drop)."""

from __future__ import annotations

from ..moves import Move
from ..position import Position
from ..rules import RuleTable
from .collect import moves_home

__all__ = ["is_safe_home", "safe_home_moves"]


def is_safe_home(rules: RuleTable, card: int, home: set[int]) -> bool:
    """Whether every card that may be built on ``card`` is already in ``home``."""
    return set(rules.builders[card]) <= home


def safe_home_moves(rules: RuleTable, position: Position) -> tuple[Move, ...]:
    """The safe moves home, one after another, lowest card first, until none is left (empty
    when there is none)."""
    return moves_home(rules, position, lambda card, home: is_safe_home(rules, card, home))[0]
