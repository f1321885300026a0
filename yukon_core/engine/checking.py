"""Whether a move is legal, and if not, why: a :class:`~yukon_core.refusals.Refusal`."""

from __future__ import annotations

from ..cards import Card, Suit
from ..layout import FoundationKind
from ..moves import CELL, FOUNDATION, Move, card_of, resolve_move
from ..position import Column, Position
from ..refusals import Refusal, RefusalCode
from ..rules import RuleTable
from .places import Place, foundation_slot, free_cell, locate, whole_suit
from .stock import check_stock

__all__ = ["check", "refusal", "refusal_at"]


def check(rules: RuleTable, position: Position, move: Move | str) -> Refusal | None:
    """``None`` if ``move`` is legal in ``position``, else why not; a move that names no card
    of the game raises :class:`~yukon_core.errors.GameError`."""
    resolved = resolve_move(rules, position, move)
    if resolved.card is None:
        return check_stock(rules, position, resolved.to)
    return refusal(rules, position, card_of(resolved), resolved.to)


def refusal(rules: RuleTable, position: Position, card: Card, target: int) -> Refusal | None:
    """Why the card move ``card`` to ``target`` is refused, or ``None`` if it is legal."""
    return refusal_at(rules, position, card, target, locate(position, card))


def refusal_at(
    rules: RuleTable, position: Position, card: Card, target: int, place: Place | None
) -> Refusal | None:
    """:func:`refusal`, where ``place`` is where ``card`` lies (:func:`locate`)."""
    if target == CELL:
        return _check_cell(rules, position, card, place)
    if target != FOUNDATION and not 0 <= target < len(position.columns):
        return Refusal(RefusalCode.NO_SUCH_COLUMN, card, column=target + 1)
    if place is None:
        return _not_available(position, card)
    if target == FOUNDATION:
        return _check_home(rules, position, card, place)
    if place.kind == "column" and place.at == target:
        return Refusal(RefusalCode.SAME_COLUMN, card, column=target + 1)
    suits_home = rules.layout.foundation_kind is FoundationKind.SUIT
    if place.kind == "foundation" and (suits_home or not rules.returns[card]):
        return Refusal(RefusalCode.NO_RETURN, card)
    size = len(position.columns[place.at].up) - place.depth if place.kind == "column" else 1
    if not rules.may_lift[size]:
        return Refusal(RefusalCode.GROUP_TOO_LARGE, card, limit=rules.group_limit, size=size)
    return _check_onto(rules, position.columns[target], card, target)


def _not_available(position: Position, card: Card) -> Refusal:
    """Why ``card`` cannot be picked up: it waits under a face-down card, or it is not a
    face-up card of a column nor a pile's top."""
    for column in position.columns:
        if any(card in up for _, up in column.under):
            return Refusal(RefusalCode.UNDER_FACE_DOWN, card)
    return Refusal(RefusalCode.NOT_AVAILABLE, card)


def _check_onto(rules: RuleTable, column: Column, card: Card, target: int) -> Refusal | None:
    cards = rules.cards
    if not column.up:
        if rules.heads_empty[card]:
            return None
        heads = tuple(c for c in cards if rules.heads_empty[c])
        return Refusal(RefusalCode.EMPTY_COLUMN, card, allowed=heads, column=target + 1)
    top = column.up[-1]
    if top in rules.onto[card]:
        return None
    allowed = tuple(cards[c] for c in sorted(rules.onto[card]))
    target_card = cards[top]
    fitting_suits = {c.suit for c in allowed if c.rank == target_card.rank}
    if not fitting_suits:
        code = RefusalCode.WRONG_RANK
    elif _is_whole_colour(fitting_suits):
        code = RefusalCode.WRONG_COLOUR
    else:
        code = RefusalCode.WRONG_SUIT
    return Refusal(code, card, target=target_card, allowed=allowed, column=target + 1)


def _is_whole_colour(suits: set[Suit]) -> bool:
    """Are ``suits`` exactly the suits of one colour (so colour, not suit, is what counts)?"""
    colours = {suit.colour for suit in suits}
    return len(colours) == 1 and suits == {suit for suit in Suit if suit.colour in colours}


def _check_home(rules: RuleTable, position: Position, card: Card, place: Place) -> Refusal | None:
    if place.kind == "foundation":
        return Refusal(RefusalCode.ALREADY_HOME, card)
    if rules.layout.foundation_kind is FoundationKind.SUIT:
        up = position.columns[place.at].up if place.kind == "column" else ()
        if not whole_suit(up[place.depth :]):
            return Refusal(RefusalCode.NOT_WHOLE_SUIT, card)
        free = any(not pile for pile in position.foundations)
        return None if free else Refusal(RefusalCode.NO_FREE_FOUNDATION, card)
    if place.kind == "column" and place.depth != len(position.columns[place.at].up) - 1:
        return Refusal(RefusalCode.NOT_TOP_CARD, card)
    if foundation_slot(rules, position.foundations, card) is not None:
        return None
    if rules.starts_foundation[card]:
        return Refusal(RefusalCode.NO_FREE_FOUNDATION, card)
    follows = tuple(rules.cards[c] for c in sorted(rules.follows[card]))
    return Refusal(RefusalCode.FOUNDATION_REFUSES, card, allowed=follows)


def _check_cell(
    rules: RuleTable, position: Position, card: Card, place: Place | None
) -> Refusal | None:
    if not rules.layout.cells:
        return Refusal(RefusalCode.NO_CELLS, card)
    if place is None:
        return _not_available(position, card)
    if place.kind == "cell":
        return Refusal(RefusalCode.ALREADY_IN_CELL, card)
    if place.kind == "foundation":
        return Refusal(RefusalCode.BACK_TO_COLUMNS_ONLY, card)
    if place.kind == "column" and place.depth != len(position.columns[place.at].up) - 1:
        return Refusal(RefusalCode.ONE_CARD_ONLY, card)
    if not rules.enters_cell[card]:
        return Refusal(RefusalCode.CELL_REFUSES, card)
    return None if free_cell(position) is not None else Refusal(RefusalCode.NO_FREE_CELL, card)
