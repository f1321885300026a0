"""The worlds a hidden position may be: its face-down cards, and the position with them in
another order (what an agent that cannot see them may sample)."""

from __future__ import annotations

import random

from ..position import Column, Position

__all__ = ["hidden_cards", "sampled_world", "with_hidden"]


def hidden_cards(position: Position) -> list[int]:
    """The face-down cards: each column's, run by run from the bottom, then the stock's."""
    cards = [card for column in position.columns for down, _ in column.runs for card in down]
    return cards + list(position.stock)


def with_hidden(position: Position, cards: list[int]) -> Position:
    """``position`` with ``cards`` (as many as it has face down) in its face-down places, in
    the order :func:`hidden_cards` reads them."""
    if len(cards) != position.face_down_count:
        raise ValueError(f"{len(cards)} cards for {position.face_down_count} face-down places")
    placed = iter(cards)
    columns = []
    for column in position.columns:
        runs = [(tuple(next(placed) for _ in down), up) for down, up in column.runs]
        columns.append(Column(runs[-1][0], runs[-1][1], tuple(runs[:-1])))
    stock = tuple(next(placed) for _ in position.stock)
    return position._replace(columns=tuple(columns), stock=stock)


def sampled_world(position: Position, rng: random.Random) -> Position:
    """``position`` with its face-down cards shuffled among their places."""
    cards = hidden_cards(position)
    rng.shuffle(cards)
    return with_hidden(position, cards)
