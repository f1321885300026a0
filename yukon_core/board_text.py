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


def _tops(rules: RuleTable, piles: tuple[tuple[int, ...], ...], colour: bool) -> str:
    return "".join(
        _cell(rules, pile[-1], colour) if pile else "--".ljust(_WIDTH) for pile in piles
    ).rstrip()


def _other_piles(rules: RuleTable, position: Position, colour: bool) -> list[str]:
    """The lines of the stock and waste, the cells and the reserve piles (with their sizes)."""
    layout = rules.layout
    lines = []
    if layout.stock is not None:
        line = f"Stock: {len(position.stock)}"
        if layout.has_waste:
            top = _tops(rules, (position.waste,), colour) if position.waste else "--"
            line += f"  Waste: {top} ({len(position.waste)})"
        if layout.has_waste or layout.redeals:
            line += f"  Redeals: {position.redeals}"
        lines.append(line)
    elif layout.redeals:
        lines.append(f"Redeals: {position.redeals} of {layout.redeals}")
    if layout.cells:
        lines.append("Cells: " + _tops(rules, position.cells, colour))
    for number, pile in enumerate(position.reserves, 1):
        top = _tops(rules, (pile,), colour) if pile else "--"
        lines.append(f"Reserve {number}: {top} ({len(pile)})")
    return lines


def board_text(rules: RuleTable, position: Position, *, colour: bool = False) -> str:
    """The position as text; ``##`` is a face-down card, ``--`` an empty pile; the stock,
    waste, cells and reserves (where the layout has them) come first, with their sizes."""
    lines = _other_piles(rules, position, colour)
    lines += ["Foundations: " + _tops(rules, position.foundations, colour), ""]
    header = "".join(str(n).ljust(_WIDTH) for n in range(1, len(position.columns) + 1))
    lines.append(header.rstrip())
    stacks = [
        [card if face_up else None for down, up in column.runs
         for face_up, cards in ((False, down), (True, up)) for card in cards]
        for column in position.columns
    ]  # fmt: skip
    for row in range(max((len(stack) for stack in stacks), default=0)):
        line = "".join(
            _cell(rules, stack[row], colour) if row < len(stack) else " " * _WIDTH
            for stack in stacks
        )
        lines.append(line.rstrip())
    return "\n".join(lines)
