"""What a move did, in the order a front end would animate it."""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card

__all__ = ["CardFromFoundation", "CardToFoundation", "CardTurned", "CardsMoved", "Event", "Won"]


class CardsMoved(NamedTuple):
    """``cards`` (bottom first) went from column ``source`` to column ``target`` (0-based)."""

    cards: tuple[Card, ...]
    source: int
    target: int


class CardToFoundation(NamedTuple):
    """``card``, the top of ``column``, went to foundation ``slot`` (both 0-based)."""

    card: Card
    column: int
    slot: int


class CardFromFoundation(NamedTuple):
    """``card``, the top of foundation ``slot``, came back onto ``column`` (both 0-based)."""

    card: Card
    slot: int
    column: int


class CardTurned(NamedTuple):
    """The face-down ``card`` became the top of ``column`` and was turned face up."""

    card: Card
    column: int


class Won(NamedTuple):
    """The position is won."""


Event = CardsMoved | CardToFoundation | CardFromFoundation | CardTurned | Won
