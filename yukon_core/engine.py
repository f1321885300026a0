"""Pure move generation and application over a :class:`RuleTable`.

Nothing here calls a plugin except :func:`is_won`; everything reads the compiled tables.
"""

from __future__ import annotations

from .cards import Card, Suit
from .events import CardFromFoundation, CardsMoved, CardToFoundation, CardTurned, Event, Won
from .moves import FOUNDATION, Move, card_of, resolve_move
from .position import Column, Position
from .refusals import IllegalMoveError, Refusal, RefusalCode
from .rules import RuleTable

__all__ = [
    "all_home",
    "apply",
    "check",
    "foundation_slot",
    "is_stuck",
    "is_won",
    "legal_moves",
    "locate",
]


def legal_moves(rules: RuleTable, position: Position) -> list[Move]:
    """Every legal move: groups onto columns, column tops home, foundation tops back."""
    columns = position.columns
    face_up: dict[int, tuple[int, int]] = {}  # card -> (its column, size of the group it heads)
    for index, column in enumerate(columns):
        up = column.up
        for depth, card in enumerate(up):
            face_up[card] = (index, len(up) - depth)
    may_lift = rules.may_lift
    heads_empty = rules.heads_empty
    moves = []
    for target, column in enumerate(columns):
        if column.up:
            for card in rules.builders[column.up[-1]]:
                place = face_up.get(card)
                if place is not None and place[0] != target and may_lift[place[1]]:
                    moves.append(Move(card, target))
        else:
            moves.extend(
                Move(card, target)
                for card, (_, size) in face_up.items()
                if heads_empty[card] and may_lift[size]
            )
    foundations = position.foundations
    for column in columns:
        if column.up and foundation_slot(rules, foundations, column.up[-1]) is not None:
            moves.append(Move(column.up[-1], FOUNDATION))
    for pile in foundations:
        if pile and rules.returns[pile[-1]]:
            card = pile[-1]
            onto = rules.onto[card]
            for target, column in enumerate(columns):
                if column.up[-1] in onto if column.up else heads_empty[card]:
                    moves.append(Move(card, target))
    return moves


def foundation_slot(
    rules: RuleTable, foundations: tuple[tuple[int, ...], ...], card: int
) -> int | None:
    """The first foundation slot that takes ``card``, or ``None``."""
    for slot, pile in enumerate(foundations):
        if (
            card in rules.foundation_next[pile[-1]]
            if pile
            else slot in rules.starts_foundation[card]
        ):
            return slot
    return None


def locate(position: Position, card: int) -> tuple[int, int] | tuple[None, int] | None:
    """Where ``card`` can be picked up: ``(column, index in its face-up cards)`` or
    ``(None, foundation slot)`` for a foundation's top; ``None`` if it cannot be picked up."""
    for index, column in enumerate(position.columns):
        if card in column.up:
            return index, column.up.index(card)
    for slot, pile in enumerate(position.foundations):
        if pile and pile[-1] == card:
            return None, slot
    return None


def check(rules: RuleTable, position: Position, move: Move | str) -> Refusal | None:
    """``None`` if ``move`` is legal in ``position``, else why not; a move that names no card
    of the game raises :class:`~yukon_core.errors.GameError`."""
    resolved = resolve_move(rules, position, move)
    return _refusal(rules, position, card_of(resolved), resolved.to)


def _refusal(rules: RuleTable, position: Position, card: Card, target: int) -> Refusal | None:
    card_id = card
    if target != FOUNDATION and not 0 <= target < len(position.columns):
        return Refusal(RefusalCode.NO_SUCH_COLUMN, card, column=target + 1)
    place = locate(position, card_id)
    if place is None:
        return Refusal(RefusalCode.NOT_AVAILABLE, card)
    source, index = place
    if target == FOUNDATION:
        return _check_home(rules, position, card_id, source, index)
    if source == target:
        return Refusal(RefusalCode.SAME_COLUMN, card, column=target + 1)
    if source is None:
        if not rules.returns[card_id]:
            return Refusal(RefusalCode.NO_RETURN, card)
    else:
        size = len(position.columns[source].up) - index
        if not rules.may_lift[size]:
            return Refusal(RefusalCode.GROUP_TOO_LARGE, card, limit=rules.group_limit, size=size)
    return _check_onto(rules, position.columns[target], card_id, target)


def _check_onto(rules: RuleTable, column: Column, card_id: int, target: int) -> Refusal | None:
    cards = rules.cards
    card = cards[card_id]
    if not column.up:
        if rules.heads_empty[card_id]:
            return None
        heads = tuple(c for c in cards if rules.heads_empty[c.id])
        return Refusal(RefusalCode.EMPTY_COLUMN, card, allowed=heads, column=target + 1)
    top = column.up[-1]
    if top in rules.onto[card_id]:
        return None
    allowed = tuple(cards[c] for c in sorted(rules.onto[card_id]))
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


def _check_home(
    rules: RuleTable, position: Position, card_id: int, source: int | None, index: int
) -> Refusal | None:
    card = rules.cards[card_id]
    if source is None:
        return Refusal(RefusalCode.ALREADY_HOME, card)
    if index != len(position.columns[source].up) - 1:
        return Refusal(RefusalCode.NOT_TOP_CARD, card)
    if foundation_slot(rules, position.foundations, card_id) is not None:
        return None
    if rules.starts_foundation[card_id]:
        return Refusal(RefusalCode.NO_FREE_FOUNDATION, card)
    follows = tuple(c for c in rules.cards if card_id in rules.foundation_next[c.id])
    return Refusal(RefusalCode.FOUNDATION_REFUSES, card, allowed=follows)


def apply(rules: RuleTable, position: Position, move: Move | str) -> tuple[Position, list[Event]]:
    """The position after ``move`` and what happened, in order.

    Raises :class:`IllegalMoveError` (and changes nothing) if the move is refused.
    """
    resolved = resolve_move(rules, position, move)
    card_id, target = card_of(resolved), resolved.to
    refusal = _refusal(rules, position, card_id, target)
    if refusal is not None:
        raise IllegalMoveError(refusal, rules.decks)
    cards = rules.cards
    columns = list(position.columns)
    foundations = list(position.foundations)
    source, index = locate(position, card_id)  # type: ignore[misc]
    events: list[Event] = []
    if source is None:
        foundations[index] = foundations[index][:-1]
        columns[target] = Column(columns[target].down, (*columns[target].up, card_id))
        events.append(CardFromFoundation(cards[card_id], index, target))
    else:
        down, up = columns[source]
        moved, columns[source] = up[index:], Column(down, up[:index])
        if target == FOUNDATION:
            slot: int = foundation_slot(rules, position.foundations, card_id)  # type: ignore[assignment]
            foundations[slot] = (*foundations[slot], card_id)
            events.append(CardToFoundation(cards[card_id], source, slot))
        else:
            columns[target] = Column(columns[target].down, columns[target].up + moved)
            events.append(CardsMoved(tuple(cards[c] for c in moved), source, target))
        if not index and down:
            columns[source] = Column(down[:-1], (down[-1],))
            events.append(CardTurned(cards[down[-1]], source))
    after = Position(tuple(columns), tuple(foundations))
    if rules.won(after):
        events.append(Won())
    return after, events


def is_won(rules: RuleTable, position: Position) -> bool:
    """Is ``position`` won (by the variant's ``yukon_is_won``)?"""
    return rules.won(position)


def is_stuck(rules: RuleTable, position: Position) -> bool:
    """No legal move is left and the game is not won."""
    return not legal_moves(rules, position) and not rules.won(position)


def all_home(rules: RuleTable) -> Position | None:
    """Every card on a foundation, each pile built up by the variant's own foundation rules
    (lowest card id first where there is a choice); ``None`` if those rules cannot take them all.
    """
    left = set(range(len(rules.cards)))
    piles = []
    for slot in range(rules.layout.foundations):
        pile: list[int] = []
        while True:
            fits = rules.foundation_next[pile[-1]] if pile else None
            card = next(
                (
                    c
                    for c in sorted(left)
                    if (c in fits if fits is not None else slot in rules.starts_foundation[c])
                ),
                None,
            )
            if card is None:
                break
            pile.append(card)
            left.discard(card)
        piles.append(tuple(pile))
    if left:
        return None
    return Position(tuple(Column((), ()) for _ in rules.layout.columns), tuple(piles))
