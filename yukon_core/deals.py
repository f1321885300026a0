"""Deals: a documented generator and shuffle, so a deal number means the same layout everywhere.

The generator is SplitMix64 (Steele, Lea and Flood, 2014) seeded with the deal number. The
deck starts in card-id order (for each copy: spades, hearts, diamonds, clubs, each Ace to King)
and is shuffled by Fisher–Yates from the last position down, drawing ``j`` in ``0..i`` by
rejection sampling so no draw is biased. The shuffled cards are dealt column by column, left to
right; each column gets its face-down cards and then its face-up ones, bottom first.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator

from .cards import Card
from .layout import Layout
from .position import Column, Position

__all__ = ["MAX_DEAL", "deal", "random_deal_number", "shuffled_deck", "splitmix64"]

MAX_DEAL = 26**7 - 1
"""The largest deal number a game code can hold."""

_MASK = (1 << 64) - 1


def splitmix64(seed: int) -> Iterator[int]:
    """An endless stream of 64-bit numbers from ``seed``."""
    state = seed & _MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def _below(stream: Iterator[int], bound: int) -> int:
    """A uniform integer in ``0..bound-1``."""
    limit = (1 << 64) - (1 << 64) % bound
    while (value := next(stream)) >= limit:
        pass
    return value % bound


def shuffled_deck(number: int, card_count: int) -> list[int]:
    """Card ids ``0..card_count-1`` in the order of deal ``number``."""
    if not 0 <= number <= MAX_DEAL:
        raise ValueError(f"deal number must be 0 to {MAX_DEAL}, not {number}")
    cards = list(range(card_count))
    stream = splitmix64(number)
    for i in range(card_count - 1, 0, -1):
        j = _below(stream, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def deal(layout: Layout, number: int) -> Position:
    """The opening position of deal ``number`` in ``layout``."""
    cards = map(Card.from_id, shuffled_deck(number, layout.card_count))
    columns = []
    for shape in layout.columns:
        down = tuple(next(cards) for _ in range(shape.face_down))
        up = tuple(next(cards) for _ in range(shape.face_up))
        columns.append(Column(down, up))
    return Position(tuple(columns), tuple(() for _ in range(layout.foundations)))


def random_deal_number() -> int:
    """A random deal number from 1 to :data:`MAX_DEAL`."""
    return secrets.randbelow(MAX_DEAL) + 1
