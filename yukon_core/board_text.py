"""The position as a text board, as ``yukon deal`` and ``yukon play`` print it: foundations
over columns, suit symbols, red and black; front ends may show it as it is."""

from __future__ import annotations

from .position import Position
from .rules import RuleTable

__all__ = ["board_text"]

_RED = "\x1b[31m"
_RESET = "\x1b[0m"
_WIDTH = 6


def _cell(rules: RuleTable, card: int | None, colour: bool) -> str:
    if card is None:
        return "##".ljust(_WIDTH)
    text = rules.card_symbol(card).ljust(_WIDTH)
    if colour and rules.cards[card].colour.value == "red":
        return f"{_RED}{text}{_RESET}"
    return text


def board_text(rules: RuleTable, position: Position, *, colour: bool = False) -> str:
    """The position as text; ``##`` is a face-down card, ``--`` an empty foundation."""
    piles = [
        _cell(rules, pile[-1], colour) if pile else "--".ljust(_WIDTH)
        for pile in position.foundations
    ]
    lines = ["Foundations: " + "".join(piles).rstrip(), ""]
    header = "".join(str(n).ljust(_WIDTH) for n in range(1, len(position.columns) + 1))
    lines.append(header.rstrip())
    cells = [[None] * len(column.down) + list(column.up) for column in position.columns]
    for row in range(max((len(c) for c in cells), default=0)):
        line = ""
        for column, stack in zip(position.columns, cells, strict=True):
            if row >= len(stack):
                line += " " * _WIDTH
            elif row < len(column.down):
                line += _cell(rules, None, colour)
            else:
                line += _cell(rules, stack[row], colour)
        lines.append(line.rstrip())
    return "\n".join(lines)
