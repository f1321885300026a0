"""Which card or move a player means, from a :class:`~yukon_core.cards.Card`, a card id or
text (``9S``, ``♠9``; ``9S/2`` with two decks) and a move or its text (``9S>3``)."""

from __future__ import annotations

from ..cards import Card
from ..moves import Move, parse_move, read_card
from ..position import Position
from ..rules import RuleTable
from .errors import GameError

__all__ = ["CardLike", "MoveLike", "card_id", "read_move"]

CardLike = Card | str | int
"""A card as a caller names it: a :class:`Card`, a card id or text such as ``9S``."""
MoveLike = Move | str
"""A move as a caller names it: a :class:`Move` or text such as ``9S>3``."""


def card_id(rules: RuleTable, position: Position, card: CardLike) -> int:
    """The id of ``card`` in this game.

    With two or more decks, text without a copy (``9S``) means the one copy that can be picked
    up (face up in a column, or a foundation's top); if both or neither can, the copy must be
    named (see :func:`~yukon_core.moves.read_card`). Raises
    :class:`~yukon_core.cards.CardParseError` or :class:`GameError`.
    """
    if isinstance(card, int) and not isinstance(card, bool):
        if not 0 <= card < len(rules.cards):
            raise GameError(f"card id {card} is outside this game's {len(rules.cards)} cards")
        return card
    if isinstance(card, Card):
        if card.copy >= rules.decks:
            raise GameError(f"{card} is not in a game of {rules.decks} deck(s)")
        return card.id
    if isinstance(card, str):
        return read_card(rules, card, position)
    raise TypeError(f"a card is a Card, a card id or its text such as '9S', not {card!r}")


def read_move(rules: RuleTable, position: Position, move: MoveLike) -> Move:
    """``move`` itself, or the move its text names (raises ``MoveParseError``)."""
    if isinstance(move, Move):
        return move
    if isinstance(move, str):
        return parse_move(rules, move, position)
    raise TypeError(f"a move is a Move or its text such as '9S>3', not {move!r}")
