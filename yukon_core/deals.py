"""Deals: a documented generator and shuffle, so a deal number means the same layout everywhere.

The generator is SplitMix64 (Steele, Lea and Flood, 2014) seeded with the deal number. The
deck starts in card-id order (for each copy: spades, hearts, diamonds, clubs, each Ace to King)
without the layout's foundation base cards, and is shuffled by Fisher–Yates from the last
position down, drawing ``j`` in ``0..i`` by rejection sampling so no draw is biased.

The shuffled cards are dealt in this order: the base cards onto the foundations (they are not
shuffled); the columns — column by column, left to right, each its face-down cards then its
face-up ones, bottom first, run by run where a column has several (or, for
:attr:`~yukon_core.layout.DealOrder.ROWS`, run by run from the bottom, its face-down rows then
its face-up rows, each left to right over the columns that take a card in it); a card to each
cell dealt one; the reserve piles, bottom first; and the rest to the stock, the next shuffled
card on top (dealt first). Then the waste's first cards are turned from it.

A shuffling redeal (:func:`redeal_columns`) gathers the columns' cards, left to right and each
bottom first, shuffles them with a generator seeded by the deal number and the redeal's
ordinal, and deals them in the same pattern as far as they go.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator, Sequence

from .cards import Card
from .layout import ColumnShape, DealOrder, Layout
from .position import Column, Position

__all__ = [
    "MAX_DEAL",
    "deal",
    "random_deal_number",
    "redeal_columns",
    "shuffled",
    "shuffled_deck",
    "splitmix64",
]

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


def shuffled(cards: Sequence[int], seed: int) -> list[int]:
    """``cards`` shuffled by Fisher–Yates with the stream of ``seed``."""
    order = list(cards)
    stream = splitmix64(seed)
    for i in range(len(order) - 1, 0, -1):
        j = _below(stream, i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def shuffled_deck(number: int, card_count: int) -> list[int]:
    """Card ids ``0..card_count-1`` in the order of deal ``number``."""
    if not 0 <= number <= MAX_DEAL:
        raise ValueError(f"deal number must be 0 to {MAX_DEAL}, not {number}")
    return shuffled(range(card_count), number)


Slot = tuple[int, int, int]
"""Where a card is dealt: a column, a run of it, and 0 face down or 1 face up."""


def _column_slots(shapes: Sequence[ColumnShape]) -> list[Slot]:
    """Column by column, each run's face-down cards then its face-up ones, bottom first."""
    return [
        (index, run, face)
        for index, shape in enumerate(shapes)
        for run, counts in enumerate(shape.runs)
        for face in (0, 1)
        for _ in range(counts[face])
    ]


def _row_slots(shapes: Sequence[ColumnShape]) -> list[Slot]:
    """Run by run from the bottom, its face-down rows then its face-up rows, each left to right
    over the columns that take a card in it."""
    slots = []
    for run in range(max(len(shape.runs) for shape in shapes)):
        counts = {i: shape.runs[run] for i, shape in enumerate(shapes) if run < len(shape.runs)}
        for face in (0, 1):
            for row in range(max(count[face] for count in counts.values())):
                slots += [(i, run, face) for i, count in counts.items() if count[face] > row]
    return slots


def _columns(
    shapes: Sequence[ColumnShape], order: DealOrder, cards: Iterator[Card]
) -> list[Column]:
    """Deal ``cards`` into columns of ``shapes`` in ``order``, as far as they go; a column
    left with face-down cards and none face up turns its top card."""
    runs: list[list[tuple[list[Card], list[Card]]]] = [
        [([], []) for _ in shape.runs] for shape in shapes
    ]
    slots = _column_slots(shapes) if order is DealOrder.COLUMNS else _row_slots(shapes)
    for (index, run, face), card in zip(slots, cards, strict=False):
        runs[index][run][face].append(card)
    return [Column.of((tuple(d), tuple(u)) for d, u in column) for column in runs]


def deal(layout: Layout, number: int) -> Position:
    """The opening position of deal ``number`` in ``layout``."""
    bases = set(layout.foundation_bases)
    if bases:
        order = shuffled([c for c in range(layout.card_count) if c not in bases], number)
    else:
        order = shuffled_deck(number, layout.card_count)
    cards = map(Card.from_id, order)
    columns = _columns(layout.columns, layout.deal_order, cards)
    foundations: list[tuple[int, ...]] = [(card,) for card in layout.foundation_bases]
    foundations += [() for _ in range(layout.foundations - len(foundations))]
    cells: list[tuple[int, ...]] = [(next(cards),) for _ in range(layout.cells_dealt)]
    cells += [() for _ in range(layout.cells - len(cells))]
    reserves = tuple(tuple(next(cards) for _ in range(size)) for size in layout.reserves)
    stock = tuple(cards)[::-1]
    waste_start = layout.stock.waste_start if layout.stock else 0
    waste = stock[len(stock) - waste_start :][::-1]
    return Position(
        tuple(columns),
        tuple(foundations),
        stock[: len(stock) - waste_start],
        waste,
        tuple(cells),
        reserves,
        0,
        number if layout.redeals else 0,
    )


def redeal_columns(layout: Layout, position: Position) -> tuple[Column, ...]:
    """The columns after the next shuffling redeal of ``position``: its columns' cards
    gathered, shuffled with the seed ``(deal number × 256 + the redeal's ordinal) xor 0x5EED``,
    and dealt in the layout's pattern as far as they go."""
    gathered = [card for column in position.columns for card in column.cards]
    seed = (position.seed << 8 | (position.redeals + 1)) ^ 0x5EED
    cards = (Card.from_id(gathered[i]) for i in shuffled(range(len(gathered)), seed))
    return tuple(_columns(layout.columns, layout.deal_order, cards))


def random_deal_number() -> int:
    """A random deal number from 1 to :data:`MAX_DEAL`."""
    return secrets.randbelow(MAX_DEAL) + 1
