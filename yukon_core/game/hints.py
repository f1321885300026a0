"""Hints: one useful legal move and the reason it is useful.

:func:`heuristic_hint` looks one move ahead. It suggests only moves that make progress, so
playing hint after hint never goes round in a circle; in order of preference:

1. a move that turns a face-down card (from the column with the most face-down cards);
2. a card going home that nothing left in play could be built on;
3. a move that empties a column, when a King-like card (one that may head an empty column)
   lies on face-down cards and could then move there and turn one;
4. any other card going home;
5. a move that uncovers a card that can then go home;
6. failing all those, a move after which the next move can turn a face-down card.

It never suggests taking a card back from a foundation. A game asks its *hint provider*,
any function with the signature of :data:`HintProvider`, so a searching provider (a solver)
can take the heuristic's place.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import attrs

from ..cards import Card
from ..engine import apply, foundation_slot, legal_moves, locate
from ..layout import FoundationKind
from ..moves import CELL, DEAL, FOUNDATION, Move, card_of
from ..position import Position
from ..rules import RuleTable
from ..solver import solver_hint
from .autohome import is_safe_home
from .texts import text

__all__ = ["Hint", "HintProvider", "HintReason", "heuristic_hint", "solver_or_heuristic_hint"]


class HintReason(enum.StrEnum):
    """Why a hinted move is useful; :meth:`Hint.message` puts it in words."""

    TURNS_CARD = "turns_card"
    """It uncovers a face-down card, which turns face up."""
    GOES_HOME = "goes_home"
    """It puts a card on a foundation."""
    EMPTIES_COLUMN = "empties_column"
    """It empties a column for a King-like card lying on face-down cards."""
    FREES_CARD = "frees_card"
    """It uncovers a card that can then go home."""
    OPENS_TURN = "opens_turn"
    """After it, the next move can turn a face-down card."""
    LEADS_TO_WIN = "leads_to_win"
    """For providers that search ahead, such as a solver."""
    PLAYS_CARD = "plays_card"
    """It plays a card of the waste, a cell or a reserve pile into the tableau."""
    DEALS = "deals"
    """Nothing else helps: deal from the stock."""
    REDEALS = "redeals"
    """Nothing else helps: redeal."""


@attrs.frozen
class Hint:
    """A suggested ``move`` and why: ``card`` and ``column`` (1-based) name what the reason
    is about, where it names anything."""

    move: Move
    reason: HintReason
    card: Card | None = None
    column: int | None = None

    def message(self, lang: str = "en", decks: int = 1) -> str:
        """The reason in words, e.g. ``turns a face-down card in column 3``."""
        card = self.card.symbol_text(decks) if self.card else ""
        return text(lang, f"hint_{self.reason.value}", card=card, column=self.column)


HintProvider = Callable[[RuleTable, Position], Hint | None]
"""A function that suggests a move in a position, or ``None`` when it knows no useful one."""


def heuristic_hint(rules: RuleTable, position: Position) -> Hint | None:
    """The most useful move by the preferences in this module's description, or ``None``."""
    home = {card for pile in position.foundations for card in pile}
    waiting_king = _waiting_king(rules, position)
    best: tuple[tuple[int, ...], Hint] | None = None
    moves = legal_moves(rules, position)
    for move in moves:
        ranked = _rank(rules, position, move, home, waiting_king)
        if ranked is not None and (best is None or ranked[0] < best[0]):
            best = ranked
    if best is not None:
        return best[1]
    return _opening_move(rules, position) or _stock_move(moves)


def _rank(
    rules: RuleTable,
    position: Position,
    move: Move,
    home: set[int],
    waiting_king: int | None,
) -> tuple[tuple[int, ...], Hint] | None:
    """The move's preference (lower is better) and its hint, or ``None`` if it is no use."""
    if move.card is None:
        return None  # the stock's actions come last, when nothing else helps
    moved = card_of(move)
    place = locate(position, moved)
    if place is None or place.kind == "foundation":
        return None  # a card back from a foundation
    card = rules.cards[moved]
    order = (place.at, move.to)
    if place.kind == "column" and _turns(position, move) is not None:
        column = position.columns[place.at]
        hint = Hint(move, HintReason.TURNS_CARD, column=place.at + 1)
        return (1, -len(column.down), *order), hint
    if move.to == FOUNDATION:
        safe = is_safe_home(rules, moved, home)
        return (2 if safe else 4, card.rank, *order), Hint(move, HintReason.GOES_HOME, card)
    if move.to == CELL:
        return None
    if place.kind != "column":
        return (6, card.rank, *order), Hint(move, HintReason.PLAYS_CARD, card)
    column_index, depth = place.at, place.depth
    column = position.columns[column_index]
    if depth == 0 and waiting_king is not None:
        king = rules.cards[waiting_king]
        return (3, *order), Hint(move, HintReason.EMPTIES_COLUMN, king, column_index + 1)
    singles = rules.layout.foundation_kind is FoundationKind.SINGLE
    if (
        depth
        and singles
        and foundation_slot(rules, position.foundations, column.up[depth - 1]) is not None
    ):
        freed = rules.cards[column.up[depth - 1]]
        return (5, freed.rank, *order), Hint(move, HintReason.FREES_CARD, freed)
    return None


def _turns(position: Position, move: Move) -> int | None:
    """The column whose face-down card ``move`` turns, if it turns one."""
    if move.card is None:
        return None
    place = locate(position, card_of(move))
    if place is None or place.kind != "column":
        return None
    column = position.columns[place.at]
    bares = place.depth == 0 and column.down
    return place.at if bares else None


def _opening_move(rules: RuleTable, position: Position) -> Hint | None:
    """A move from a column after which a move turns a face-down card (none does now)."""
    for move in legal_moves(rules, position):
        if move.card is None or move.to == CELL:
            continue
        place = locate(position, card_of(move))
        if place is None or place.kind != "column":
            continue
        after, _ = apply(rules, position, move)
        for follow in legal_moves(rules, after):
            column = _turns(after, follow)
            if column is not None:
                return Hint(move, HintReason.OPENS_TURN, column=column + 1)
    return None


def _stock_move(moves: list[Move]) -> Hint | None:
    """Dealing from the stock, or else redealing, when no other move helps."""
    for move in moves:
        if move.card is None:
            reason = HintReason.DEALS if move.to == DEAL else HintReason.REDEALS
            return Hint(move, reason)
    return None


def _waiting_king(rules: RuleTable, position: Position) -> int | None:
    """A card that may head an empty column and lies, with its group, on face-down cards."""
    for column in position.columns:
        if column.down and rules.heads_empty[column.up[0]] and rules.may_lift[len(column.up)]:
            return column.up[0]
    return None


def solver_or_heuristic_hint(rules: RuleTable, position: Position) -> Hint | None:
    """A hint provider: the next move of a winning line when the solver finds one within a short
    budget (half a second at most), else :func:`heuristic_hint`'s suggestion."""
    move = solver_hint(rules, position)
    if move is None:
        return heuristic_hint(rules, position)
    return Hint(move, HintReason.LEADS_TO_WIN)
