"""Moves, their text notation and their integer action ids.

A move names the card that heads the moved group and where it goes: a column (0-based inside
the engine, 1-based in text) or :data:`FOUNDATION`. The card fixes where the move comes from: a
face-up card in a column moves with every card on it; a foundation's top card comes back alone.

Text: ``9S>3`` (nine of spades with the cards on it to column 3), ``AH>F`` (ace of hearts to a
foundation); with two decks the copy is named, ``9S/2>3``. ``-`` may stand for ``>``
(``9S-3``), which needs no quoting in a shell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .bounded import excerpt
from .cards import Card, CardParseError, parse_card

if TYPE_CHECKING:
    from .position import Position
    from .rules import RuleTable

__all__ = [
    "FOUNDATION",
    "Move",
    "MoveParseError",
    "action_count",
    "action_id",
    "move_from_action",
    "move_text",
    "parse_move",
    "read_card",
]

FOUNDATION = -1
"""The destination of a move to a foundation (the first one that takes the card)."""


class Move(NamedTuple):
    """``card`` (an id) heading the moved group goes to column ``to`` or :data:`FOUNDATION`."""

    card: int
    to: int


class MoveParseError(ValueError):
    """A move's text could not be read."""


def move_text(rules: RuleTable, move: Move) -> str:
    """``9S>3``, ``AH>F`` (``9S/2>3`` with two decks)."""
    target = "F" if move.to == FOUNDATION else str(move.to + 1)
    return f"{rules.card_text(move.card)}>{target}"


MAX_MOVE_TEXT = 24
"""The longest text read as a move (``10♦/2>10`` is nine characters)."""
_HOME = frozenset({"F", "f", "Б", "б", "H", "h"})


def parse_move(rules: RuleTable, text: str, position: Position | None = None) -> Move:
    """Read ``9S>3``, ``♠9-3``, ``AH>F``; raise :class:`MoveParseError`.

    With two decks a card without its copy (``9S``) is accepted when ``position`` shows that
    exactly one copy can head a move (face up in a column, or a foundation's top).
    """
    if not isinstance(text, str):
        raise MoveParseError(f"a move is written as text such as 9S>3, not {excerpt(text)}")
    token = text.strip()
    if len(token) > MAX_MOVE_TEXT:
        raise MoveParseError(f"cannot read move {excerpt(text)}: it is too long for a move")
    separator = ">" if ">" in token else "-"
    card_text, found, target = token.rpartition(separator)
    if not found or not card_text or not target:
        raise MoveParseError(
            f"cannot read move {excerpt(text)}: expected CARD>COLUMN or CARD>F, e.g. 9S>3"
        )
    try:
        card = read_card(rules, card_text, position)
    except CardParseError as error:
        raise MoveParseError(f"cannot read move {excerpt(text)}: {error}") from error
    return Move(card, _parse_target(rules, target, text))


def _parse_target(rules: RuleTable, target: str, text: str) -> int:
    token = target.strip()
    if token in _HOME:
        return FOUNDATION
    columns = len(rules.layout.columns)
    if token.isascii() and token.isdigit() and len(token) <= 3 and 1 <= int(token) <= columns:
        return int(token) - 1
    raise MoveParseError(
        f"cannot read move {excerpt(text)}: the target must be a column 1-{columns} or F "
        "(foundation)"
    )


def read_card(rules: RuleTable, text: str, position: Position | None = None) -> int:
    """The id of the card ``text`` names in a game of ``rules``.

    With two or more decks, text without a copy (``9S``) means the one copy that can be picked
    up in ``position`` (face up in a column, or a foundation's top); if both or neither can, the
    copy must be named. Raises :class:`~yukon_core.cards.CardParseError`.
    """
    card = parse_card(text, rules.decks)
    if rules.decks == 1 or "/" in text:
        return card.id
    copies = [Card(card.suit, card.rank, copy) for copy in range(rules.decks)]
    free = [c.id for c in copies if position is not None and c.id in _pickable(position)]
    if len(free) == 1:
        return free[0]
    named = " or ".join(c.text(rules.decks) for c in copies)
    state = "more than one copy" if free else "no copy" if position else "either copy"
    raise CardParseError(text, f"ambiguous with {rules.decks} decks ({state} can be picked up); "
                               f"name the copy, {named}")  # fmt: skip


def _pickable(position: Position) -> set[int]:
    cards = {card for column in position.columns for card in column.up}
    return cards | {pile[-1] for pile in position.foundations if pile}


def action_count(rules: RuleTable) -> int:
    """The size of the move space: every card to every column or a foundation."""
    return len(rules.cards) * (len(rules.layout.columns) + 1)


def action_id(rules: RuleTable, move: Move) -> int:
    """A stable integer for ``move`` in ``range(action_count(rules))``."""
    return move.card * (len(rules.layout.columns) + 1) + move.to + 1


def move_from_action(rules: RuleTable, action: int) -> Move:
    """The move whose :func:`action_id` is ``action``."""
    if not 0 <= action < action_count(rules):
        raise ValueError(f"action id {action} is outside 0-{action_count(rules) - 1}")
    card, target = divmod(action, len(rules.layout.columns) + 1)
    return Move(card, target - 1)
