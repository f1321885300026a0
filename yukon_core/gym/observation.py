"""What the agent sees: every pile as a row of card tokens, a fixed shape per layout.

``piles`` is an ``int16`` array of one row per pile — the columns, the foundations, the cells,
the reserves, the waste and the stock, in that order, those the layout has — and one slot per
card of the game, bottom card first. A slot holds :data:`EMPTY` past the pile's top,
:data:`FACE_DOWN` for a card lying face down, and ``FACE_UP + id`` for a face-up card (``id``
the card's id, ``copy * 52 + suit * 13 + rank - 1``). With open information a face-down card
shows as ``FACE_UP + cards + id`` instead: a network tells the two apart, and the hidden game
never sees which card it is. ``redeals`` counts the redeals made (the waste turned back over,
or the tableau shuffled and dealt again).
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from ..position import Position
from ..rules import RuleTable

__all__ = ["EMPTY", "FACE_DOWN", "FACE_UP", "MAX_REDEALS", "Observer", "pile_names"]

EMPTY = 0
FACE_DOWN = 1
FACE_UP = 2
MAX_REDEALS = 10_000
"""The ceiling of the ``redeals`` count (games without a limit on redeals are counted to it)."""


def pile_names(rules: RuleTable) -> list[str]:
    """The rows of ``piles``, in order: ``column 1``…, ``foundation 1``…, ``cell 1``…,
    ``reserve 1``…, ``waste``, ``stock``."""
    layout = rules.layout
    names = [f"column {i + 1}" for i in range(len(layout.columns))]
    names += [f"foundation {i + 1}" for i in range(layout.foundations)]
    names += [f"cell {i + 1}" for i in range(layout.cells)]
    names += [f"reserve {i + 1}" for i in range(len(layout.reserves))]
    names += ["waste"] * layout.has_waste + ["stock"] * (layout.stock is not None)
    return names


class Observer:
    """Turns a position of ``rules`` into the observation, hiding face-down cards unless
    ``open_information``."""

    def __init__(self, rules: RuleTable, open_information: bool = False) -> None:
        self.rules = rules
        self.open = open_information
        self.cards = len(rules.cards)
        self.rows = len(pile_names(rules))
        highest = FACE_UP + 2 * self.cards - 1
        self.space = spaces.Dict({
            "piles": spaces.Box(EMPTY, highest, (self.rows, self.cards), np.int16),
            "redeals": spaces.Box(0, MAX_REDEALS, (1,), np.int16),
        })  # fmt: skip

    def __call__(self, position: Position) -> dict[str, np.ndarray]:
        piles = np.zeros((self.rows, self.cards), np.int16)
        row = 0
        for column in position.columns:
            tokens: list[int] = []
            for down, up in column.runs:
                tokens += self._hidden(down)
                tokens += [FACE_UP + card for card in up]
            piles[row, : len(tokens)] = tokens
            row += 1
        layout = self.rules.layout
        shown = [*position.foundations, *position.cells, *position.reserves]
        shown += [position.waste] * layout.has_waste
        for pile in shown:
            piles[row, : len(pile)] = [FACE_UP + card for card in pile]
            row += 1
        if layout.stock is not None:
            piles[row, : len(position.stock)] = self._hidden(position.stock)
        redeals = np.array([min(position.redeals, MAX_REDEALS)], np.int16)
        return {"piles": piles, "redeals": redeals}

    def _hidden(self, cards: tuple[int, ...]) -> list[int]:
        if self.open:
            return [FACE_UP + self.cards + card for card in cards]
        return [FACE_DOWN] * len(cards)
