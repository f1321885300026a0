"""Game-level events, added to the engine's card-motion events by a game session.

A play, undo, redo, tap or collect returns one list, in the order a front end animates it: the
card motions first (the engine's :mod:`yukon_core.events`, or their inverses for an undo), then
:class:`ScoreChanged`, then :class:`~yukon_core.events.Won` or :class:`NoMoveLeft`.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card
from ..events import (
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    Event,
    Redealt,
    StockDealt,
    StockUndealt,
    SuitFromFoundation,
    SuitToFoundation,
    WasteTurnedBack,
    WasteTurnedOver,
    Won,
)

__all__ = ["CardTurnedDown", "GameEvent", "NoMoveLeft", "ScoreChanged", "inverse"]


class CardTurnedDown(NamedTuple):
    """An undo turned ``card``, the top of ``column``, face down again."""

    card: Card
    column: int


class ScoreChanged(NamedTuple):
    """The score is now ``score``; ``change`` is how much it moved (negative for an undo)."""

    score: int
    change: int


class NoMoveLeft(NamedTuple):
    """The game is not won and no legal move is left: undo, or start anew."""


GameEvent = Event | CardTurnedDown | ScoreChanged | NoMoveLeft
"""Any event a game action returns: the engine's card motions and the game-level events."""


def inverse(event: Event) -> GameEvent | None:
    """The motion that takes ``event`` back, or ``None`` for an event with no motion (Won)."""
    match event:
        case CardsMoved(cards, source, target):
            return CardsMoved(cards, target, source)
        case CardToFoundation(card, column, slot):
            return CardFromFoundation(card, slot, column)
        case CardFromFoundation(card, slot, column):
            return CardToFoundation(card, column, slot)
        case CardTurned(card, column):
            return CardTurnedDown(card, column)
        case SuitToFoundation(cards, column, slot):
            return SuitFromFoundation(cards, slot, column)
        case SuitFromFoundation(cards, slot, column):
            return SuitToFoundation(cards, column, slot)
        case StockDealt(cards, targets, face_down):
            return StockUndealt(cards, targets, face_down)
        case StockUndealt(cards, sources, face_down):
            return StockDealt(cards, sources, face_down)
        case WasteTurnedOver(cards):
            return WasteTurnedBack(cards)
        case WasteTurnedBack(cards):
            return WasteTurnedOver(cards)
        case Redealt(before, after):
            return Redealt(after, before)
        case Won():
            return None
    raise TypeError(f"not an engine event: {event!r}")
