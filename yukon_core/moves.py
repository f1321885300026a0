"""Moves, their text notation and their integer action ids.

A move names the card that heads the moved group and where it goes: a column (0-based inside
the engine, 1-based in text), :data:`FOUNDATION` or :data:`CELL`. The card fixes where the move
comes from: a face-up card in a column moves with every card on it; the top card of the waste,
of a reserve pile or of a foundation, or a cell's card, moves alone. The stock's actions name
no card: :data:`DEAL_MOVE` deals from the stock (a row onto the columns, or cards to the
waste) and :data:`REDEAL_MOVE` redeals (turns the waste back over, or gathers, shuffles and
deals the tableau again).

Text: ``9S>3`` (nine of spades with the cards on it to column 3), ``AH>F`` (ace of hearts to a
foundation), ``5D>C`` (to a free cell), ``deal``, ``redeal``; with two decks the copy is named,
``9S/2>3``. ``-`` may stand for ``>`` (``9S-3``), which needs no quoting in a shell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .bounded import excerpt
from .cards import Card, CardParseError, parse_card
from .errors import GameError

if TYPE_CHECKING:
    from .position import Position
    from .rules import RuleTable

__all__ = [
    "CELL",
    "DEAL",
    "DEAL_MOVE",
    "FOUNDATION",
    "REDEAL",
    "REDEAL_MOVE",
    "CardLike",
    "Move",
    "MoveLike",
    "MoveParseError",
    "action_count",
    "action_id",
    "card_of",
    "move_from_action",
    "move_text",
    "parse_move",
    "read_card",
    "resolve_card",
    "resolve_move",
]

FOUNDATION = -1
"""The destination of a move to a foundation (the first one that takes the card)."""
CELL = -2
"""The destination of a move to a cell (the first free one: the cells are alike)."""
DEAL = -3
"""The stock's deal: a row onto the columns, or cards turned onto the waste."""
REDEAL = -4
"""A redeal: the waste turned back over into the stock, or the tableau gathered, shuffled and
dealt again."""

_STOCK_WORDS = {DEAL: "deal", REDEAL: "redeal"}
_TARGET_TEXT = {FOUNDATION: "F", CELL: "C"}


class Move(NamedTuple):
    """``card`` heading the moved group goes to column ``to`` (0-based), :data:`FOUNDATION` or
    :data:`CELL`; with no card, ``to`` is a stock action, :data:`DEAL` or :data:`REDEAL`.

    The engine's moves hold a :class:`~yukon_core.cards.Card`; a move given to the engine or a
    game may name its card by a card id or by text (``Move("6S", 0)``), read in the position
    it is played in. ``str(move)`` is its text, ``6S>1`` (a card of a second deck names its
    copy, ``6S/2>1``; :func:`move_text` names every copy in a game of several decks).
    """

    card: Card | int | str | None
    to: int

    def __str__(self) -> str:
        if self.card is None:
            return _STOCK_WORDS.get(self.to, "?")
        card = self.card if isinstance(self.card, str) else Card.from_id(self.card)
        shown = card if isinstance(card, str) else card.text(2 if card.copy else 1)
        return f"{shown}>{_target_text(self.to)}"


DEAL_MOVE = Move(None, DEAL)
REDEAL_MOVE = Move(None, REDEAL)

CardLike = Card | int | str
"""A card as a caller names it: a :class:`~yukon_core.cards.Card`, a card id or text (``9S``)."""
MoveLike = Move | str
"""A move as a caller names it: a :class:`Move` or its text (``9S>3``)."""


class MoveParseError(GameError):
    """A move's text could not be read."""


def _target_text(to: int) -> str:
    return _TARGET_TEXT.get(to) or str(to + 1)


def move_text(rules: RuleTable, move: Move) -> str:
    """``9S>3``, ``AH>F``, ``5D>C``, ``deal``, ``redeal`` (``9S/2>3`` with two decks)."""
    if move.card is None:
        return _STOCK_WORDS[move.to]
    return f"{rules.card_text(card_of(move))}>{_target_text(move.to)}"


def card_of(move: Move) -> Card:
    """The card of a move the engine made or read (one naming its card by text is not)."""
    card = move.card
    if isinstance(card, Card):
        return card
    if isinstance(card, int) and not isinstance(card, bool) and card >= 0:
        return Card.from_id(card)
    raise GameError(f"the move {excerpt(move)} names no card read in a position")


def resolve_card(rules: RuleTable, position: Position, card: object) -> Card:
    """The card ``card`` (a Card, a card id or text) names in a game of ``rules`` at
    ``position``; raises :class:`~yukon_core.errors.GameError` (a ``CardParseError`` for text
    that names no card)."""
    if isinstance(card, int) and not isinstance(card, bool):
        if not 0 <= card < len(rules.cards):
            raise GameError(f"card id {card} is outside this game's {len(rules.cards)} cards")
        return rules.cards[card]
    if isinstance(card, str):
        return read_card(rules, card, position)
    raise GameError(f"a card is a Card, a card id or its text such as '9S', not {excerpt(card)}")


def resolve_move(rules: RuleTable, position: Position, move: object) -> Move:
    """The move ``move`` (a :class:`Move`, whose card may be named any way, or its text) names
    at ``position``; raises :class:`~yukon_core.errors.GameError`."""
    if isinstance(move, Move):
        card, to = move
        if type(card) is Card and card < len(rules.cards):
            return move
        if isinstance(to, bool) or not isinstance(to, int):
            raise GameError(f"a move's target is a column number or FOUNDATION, not {to!r:.20}")
        if card is None:
            if to not in _STOCK_WORDS:
                raise GameError(f"a move with no card is DEAL or REDEAL, not target {to}")
            return move
        return Move(resolve_card(rules, position, card), to)
    if isinstance(move, str):
        return parse_move(rules, move, position)
    raise GameError(f"a move is a Move or its text such as '9S>3', not {excerpt(move)}")


MAX_MOVE_TEXT = 24
"""The longest text read as a move (``10♦/2>10`` is nine characters)."""
_HOME = frozenset({"F", "f", "Б", "б", "H", "h"})
_CELLS = frozenset({"C", "c", "Я", "я"})
_WORDS = {"deal": DEAL_MOVE, "сдать": DEAL_MOVE, "redeal": REDEAL_MOVE, "пересдать": REDEAL_MOVE}


def parse_move(rules: RuleTable, text: str, position: Position | None = None) -> Move:
    """Read ``9S>3``, ``♠9-3``, ``AH>F``, ``5D>C``, ``deal``, ``redeal``; raise
    :class:`MoveParseError`.

    With two decks a card without its copy (``9S``) is accepted when ``position`` shows that
    exactly one copy can head a move (face up in a column, or a pile's top).
    """
    if not isinstance(text, str):
        raise MoveParseError(f"a move is written as text such as 9S>3, not {excerpt(text)}")
    token = text.strip()
    if len(token) > MAX_MOVE_TEXT:
        raise MoveParseError(f"cannot read move {excerpt(text)}: it is too long for a move")
    if (token.isascii() and token.lower() in _WORDS) or token in _WORDS:
        return _WORDS[token.lower() if token.isascii() else token]
    separator = ">" if ">" in token else "-"
    card_text, found, target = token.rpartition(separator)
    if not found or not card_text or not target:
        raise MoveParseError(
            f"cannot read move {excerpt(text)}: expected CARD>COLUMN, CARD>F, CARD>C, deal or "
            "redeal, e.g. 9S>3"
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
    if token in _CELLS and rules.layout.cells:
        return CELL
    columns = len(rules.layout.columns)
    if token.isascii() and token.isdigit() and len(token) <= 3 and 1 <= int(token) <= columns:
        return int(token) - 1
    places = "F (foundation) or C (a cell)" if rules.layout.cells else "F (foundation)"
    raise MoveParseError(
        f"cannot read move {excerpt(text)}: the target must be a column 1-{columns} or {places}"
    )


def read_card(rules: RuleTable, text: str, position: Position | None = None) -> Card:
    """The card ``text`` names in a game of ``rules``.

    With two or more decks, text without a copy (``9S``) means the one copy that can be picked
    up in ``position`` (face up in a column, or the top of another pile); if both or neither
    can, the copy must be named. Raises :class:`~yukon_core.cards.CardParseError`.
    """
    card = parse_card(text, rules.decks)
    if rules.decks == 1 or "/" in text:
        return rules.cards[card]
    copies = [rules.cards[Card(card.suit, card.rank, copy)] for copy in range(rules.decks)]
    free = [c for c in copies if position is not None and c in _pickable(position)]
    if len(free) == 1:
        return free[0]
    named = " or ".join(c.text(rules.decks) for c in copies)
    state = "more than one copy" if free else "no copy" if position else "either copy"
    raise CardParseError(text, f"ambiguous with {rules.decks} decks ({state} can be picked up); "
                               f"name the copy, {named}")  # fmt: skip


def _pickable(position: Position) -> set[int]:
    cards = {card for column in position.columns for card in column.up}
    cards |= {card for _, card in position.tops}
    return cards | {pile[-1] for pile in position.foundations if pile}


def _targets(rules: RuleTable) -> int:
    """How many places a card may be sent: the foundation, each column, and a cell."""
    return len(rules.layout.columns) + 1 + (1 if rules.layout.cells else 0)


def _stock_actions(rules: RuleTable) -> tuple[int, ...]:
    layout = rules.layout
    if layout.has_waste or layout.redeals:
        return (DEAL, REDEAL) if layout.stock else (REDEAL,)
    return (DEAL,) if layout.stock else ()


def action_count(rules: RuleTable) -> int:
    """The size of the move space: every card to every place, then the stock's actions."""
    return len(rules.cards) * _targets(rules) + len(_stock_actions(rules))


def action_id(rules: RuleTable, move: Move) -> int:
    """A stable integer for ``move`` in ``range(action_count(rules))``: for a card,
    ``card * places + place`` (place 0 the foundation, ``c + 1`` column ``c``, then the cell);
    the stock's actions after every card's."""
    if move.card is None:
        return len(rules.cards) * _targets(rules) + _stock_actions(rules).index(move.to)
    place = len(rules.layout.columns) + 1 if move.to == CELL else move.to + 1
    return card_of(move) * _targets(rules) + place


def move_from_action(rules: RuleTable, action: int) -> Move:
    """The move whose :func:`action_id` is ``action``."""
    if not 0 <= action < action_count(rules):
        raise ValueError(f"action id {action} is outside 0-{action_count(rules) - 1}")
    card, place = divmod(action, _targets(rules))
    if card >= len(rules.cards):
        return Move(None, _stock_actions(rules)[place])
    to = CELL if place == len(rules.layout.columns) + 1 else place - 1
    return Move(rules.cards[card], to)
