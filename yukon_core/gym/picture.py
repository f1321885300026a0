"""The board as an RGB image (``render_mode="rgb_array"``), drawn with numpy alone.

The top row holds the stock, the waste, the foundations, the cells and the reserves (each
pile's top card); the columns fan out below, face-down cards as backs. The picture keeps one
size for a layout: a column too long for the space fans tighter.
"""

from __future__ import annotations

import numpy as np

from ..cards import Card, Colour
from ..position import Position
from ..rules import RuleTable

__all__ = ["Painter"]

CARD_W, CARD_H, GAP = 36, 50, 6
FAN_UP, FAN_DOWN = 16, 6
PIXEL = 2
"""A glyph's pixel, in the picture's pixels."""
TABLE = (24, 96, 48)
FACE = (250, 250, 245)
BACK = (40, 70, 160)
EDGE = (20, 20, 20)
INK = {Colour.RED: (200, 30, 30), Colour.BLACK: (15, 15, 15)}
GLYPHS = {
    "A": (".#.", "#.#", "###", "#.#", "#.#"),
    "2": ("##.", "..#", ".#.", "#..", "###"),
    "3": ("##.", "..#", ".#.", "..#", "##."),
    "4": ("#.#", "#.#", "###", "..#", "..#"),
    "5": ("###", "#..", "##.", "..#", "##."),
    "6": (".##", "#..", "###", "#.#", "###"),
    "7": ("###", "..#", ".#.", ".#.", ".#."),
    "8": ("###", "#.#", "###", "#.#", "###"),
    "9": ("###", "#.#", "###", "..#", "##."),
    "1": (".#.", "##.", ".#.", ".#.", "###"),
    "0": ("###", "#.#", "#.#", "#.#", "###"),
    "J": ("..#", "..#", "..#", "#.#", ".#."),
    "Q": (".#.", "#.#", "#.#", "##.", ".##"),
    "K": ("#.#", "##.", "#..", "##.", "#.#"),
    "S": ("..#..", ".###.", "#####", "..#..", ".###."),
    "H": (".#.#.", "#####", "#####", ".###.", "..#.."),
    "D": ("..#..", ".###.", "#####", ".###.", "..#.."),
    "C": ("..#..", ".###.", "#.#.#", "#####", "..#.."),
}
RANKS = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}


class Painter:
    """Draws positions of ``rules`` on a canvas of one size."""

    def __init__(self, rules: RuleTable) -> None:
        layout = rules.layout
        self.rules = rules
        self.top_piles = (
            (layout.stock is not None) + layout.has_waste + layout.foundations
            + layout.cells + len(layout.reserves)
        )  # fmt: skip
        across = max(len(layout.columns), self.top_piles)
        longest = max(sum(down + up for down, up in shape.runs) for shape in layout.columns)
        self.column_top = GAP + CARD_H + 2 * GAP
        self.width = GAP + across * (CARD_W + GAP)
        self.height = self.column_top + CARD_H + (longest + 12) * FAN_UP + GAP

    def __call__(self, position: Position) -> np.ndarray:
        canvas = np.empty((self.height, self.width, 3), np.uint8)
        canvas[:] = TABLE
        tops: list[int | None] = []
        if self.rules.layout.stock is not None:
            tops.append(-1 if position.stock else None)
        if self.rules.layout.has_waste:
            tops.append(position.waste[-1] if position.waste else None)
        for pile in (*position.foundations, *position.cells, *position.reserves):
            tops.append(pile[-1] if pile else None)
        for index, top in enumerate(tops):
            self._card(canvas, self._x(index), GAP, top)
        room = self.height - GAP - CARD_H - self.column_top
        for index, column in enumerate(position.columns):
            faces: list[tuple[int, bool]] = []
            for down, up in column.runs:
                faces += [(card, False) for card in down] + [(card, True) for card in up]
            if not faces:
                self._card(canvas, self._x(index), self.column_top, None)
                continue
            steps = [FAN_UP if up else FAN_DOWN for _, up in faces[:-1]]
            shrink = min(1.0, room / sum(steps)) if steps else 1.0
            y = float(self.column_top)
            for (card, face_up), step in zip(faces, [*steps, 0], strict=True):
                self._card(canvas, self._x(index), int(y), card if face_up else -1)
                y += step * shrink
        return canvas

    def _x(self, index: int) -> int:
        return GAP + index * (CARD_W + GAP)

    def _card(self, canvas: np.ndarray, x: int, y: int, card: int | None) -> None:
        """A card's face (an id), its back (-1) or an empty place (``None``) at (x, y)."""
        area = canvas[y : y + CARD_H, x : x + CARD_W]
        if card is None:
            area[[0, -1], :] = EDGE
            area[:, [0, -1]] = EDGE
            return
        area[:] = EDGE
        area[1:-1, 1:-1] = BACK if card < 0 else FACE
        if card >= 0:
            shown = Card.from_id(card)
            ink = INK[shown.colour]
            text = RANKS.get(shown.rank, str(shown.rank))
            x = 3
            for glyph in (*text, shown.suit.letter):
                x = _glyph(area, x, 3, glyph, ink) + PIXEL


def _glyph(area: np.ndarray, x: int, y: int, name: str, ink: tuple[int, int, int]) -> int:
    """Draw glyph ``name`` with its top left corner at (x, y); where it ends on the right."""
    rows = GLYPHS[name]
    for row, line in enumerate(rows):
        for col, mark in enumerate(line):
            if mark == "#":
                top, left = y + row * PIXEL, x + col * PIXEL
                area[top : top + PIXEL, left : left + PIXEL] = ink
    return x + len(rows[0]) * PIXEL
