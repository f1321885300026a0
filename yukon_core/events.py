"""What a move did, in the order a front end would animate it.

A pile is a column's index (an ``int``, 0-based) or, for the other piles, a
:class:`~yukon_core.position.Pile` (``Pile("waste")``, ``Pile("cell", 1)``, …), so the events of
the games of columns and foundations alone hold column numbers only.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .position import Column, Pile

__all__ = [
    "CardFromFoundation",
    "CardToFoundation",
    "CardTurned",
    "CardsMoved",
    "Event",
    "PileRef",
    "Redealt",
    "StockDealt",
    "StockUndealt",
    "SuitFromFoundation",
    "SuitToFoundation",
    "WasteTurnedBack",
    "WasteTurnedOver",
    "Won",
]

PileRef = int | Pile
"""A column (its 0-based index) or another pile."""


class CardsMoved(NamedTuple):
    """``cards`` (bottom first) went from ``source`` to ``target``: between columns, or a
    single card to or from a cell, from the waste or a reserve pile."""

    cards: tuple[Card, ...]
    source: PileRef
    target: PileRef


class CardToFoundation(NamedTuple):
    """``card``, the top of ``column`` (or of another pile), went to foundation ``slot``."""

    card: Card
    column: PileRef
    slot: int


class CardFromFoundation(NamedTuple):
    """``card``, the top of foundation ``slot``, came back onto ``column`` (0-based)."""

    card: Card
    slot: int
    column: PileRef


class CardTurned(NamedTuple):
    """The face-down ``card`` became the top of ``column`` and was turned face up."""

    card: Card
    column: int


class SuitToFoundation(NamedTuple):
    """A whole suit, ``cards`` King first, left the top of ``column`` for foundation ``slot``."""

    cards: tuple[Card, ...]
    column: int
    slot: int


class SuitFromFoundation(NamedTuple):
    """An undo: the whole suit ``cards`` (King first) went back from ``slot`` to ``column``."""

    cards: tuple[Card, ...]
    slot: int
    column: int


class StockDealt(NamedTuple):
    """``cards`` left the stock's top in this order, each turned face up onto the pile at the
    same place of ``targets`` (the columns of a row, or the waste); before them, where the
    stock deals face-down rows, a card went face down onto each column of ``face_down``, in
    order (a card not named: it is face down)."""

    cards: tuple[Card, ...]
    targets: tuple[PileRef, ...]
    face_down: tuple[PileRef, ...] = ()


class StockUndealt(NamedTuple):
    """An undo of :class:`StockDealt`: ``cards`` went back, face down, onto the stock from
    ``sources``, the last of them first, and then the face-down card of each column of
    ``face_down``, the last first."""

    cards: tuple[Card, ...]
    sources: tuple[PileRef, ...]
    face_down: tuple[PileRef, ...] = ()


class WasteTurnedOver(NamedTuple):
    """A redeal: the waste, ``cards`` bottom first, was turned over into the stock."""

    cards: tuple[Card, ...]


class WasteTurnedBack(NamedTuple):
    """An undo of :class:`WasteTurnedOver`: the stock, ``cards``, became the waste again."""

    cards: tuple[Card, ...]


class Redealt(NamedTuple):
    """A redeal: the tableau was gathered, shuffled and dealt again, ``before`` to ``after``
    (each the columns)."""

    before: tuple[Column, ...]
    after: tuple[Column, ...]


class Won(NamedTuple):
    """The position is won."""


Event = (
    CardsMoved
    | CardToFoundation
    | CardFromFoundation
    | CardTurned
    | SuitToFoundation
    | SuitFromFoundation
    | StockDealt
    | StockUndealt
    | WasteTurnedOver
    | WasteTurnedBack
    | Redealt
    | Won
)
