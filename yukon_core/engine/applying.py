"""Playing a move: the next position and what happened, in order."""

from __future__ import annotations

from ..cards import Card, cards_of
from ..events import (
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    Event,
    SuitToFoundation,
    Won,
)
from ..moves import CELL, FOUNDATION, Move, card_of, resolve_move
from ..position import Pile, Position
from ..refusals import IllegalMoveError
from ..rules import RuleTable
from .checking import refusal_at
from .places import Place, foundation_slot, free_cell, locate
from .stock import apply_stock, check_stock

__all__ = ["apply"]


def apply(rules: RuleTable, position: Position, move: Move | str) -> tuple[Position, list[Event]]:
    """The position after ``move`` and what happened, in order.

    Raises :class:`IllegalMoveError` (and changes nothing) if the move is refused.
    """
    resolved = resolve_move(rules, position, move)
    if resolved.card is None:
        refused = check_stock(rules, position, resolved.to)
        if refused is not None:
            raise IllegalMoveError(refused, rules.decks)
        after, events = apply_stock(rules, position, resolved.to)
    else:
        card, target = card_of(resolved), resolved.to
        place = locate(position, card)
        refused = refusal_at(rules, position, card, target, place)
        if refused is not None:
            raise IllegalMoveError(refused, rules.decks)
        assert place is not None, "a card that is nowhere is refused"
        if rules.columns_only:
            after, events = _column_move(rules, position, card, target, place)
        else:
            after, events = _pile_move(rules, position, card, target, place)
        if target == FOUNDATION and rules.won(after):  # only a move home can win
            events.append(Won())
    return after, events


def _column_move(
    rules: RuleTable, position: Position, card: Card, target: int, place: Place
) -> tuple[Position, list[Event]]:
    """A move of a game of columns and foundations alone (the fast path)."""
    cards = rules.cards
    columns = list(position.columns)
    foundations = list(position.foundations)
    events: list[Event] = []
    if place.kind == "foundation":
        foundations[place.at] = foundations[place.at][:-1]
        columns[target] = columns[target].added((card,))
        events.append(CardFromFoundation(card, place.at, target))
        return Position(tuple(columns), tuple(foundations)), events
    source, index = place.at, place.depth
    column = columns[source]
    moved, columns[source] = column.up[index:], column.lifted(index)
    if target == FOUNDATION:
        slot: int = foundation_slot(rules, position.foundations, card)  # type: ignore[assignment]
        foundations[slot] = (*foundations[slot], card)
        events.append(CardToFoundation(card, source, slot))
    else:
        columns[target] = columns[target].added(moved)
        events.append(CardsMoved(tuple(cards[c] for c in moved), source, target))
    if not index and column.down:
        events.append(CardTurned(cards[column.down[-1]], source))
    return Position(tuple(columns), tuple(foundations)), events


def _pile_move(
    rules: RuleTable, position: Position, card: Card, target: int, place: Place
) -> tuple[Position, list[Event]]:
    """A card move of any layout: take the card (with what lies on it in a column) from its
    pile, turning a bared face-down card, and put it on the target."""
    piles = _Piles(position)
    moved = piles.take(place)
    events: list[Event] = []
    if target == FOUNDATION:
        if len(moved) > 1:
            slot = next(i for i, pile in enumerate(position.foundations) if not pile)
            events.append(SuitToFoundation(cards_of(moved), place.at, slot))
        else:
            slot = foundation_slot(rules, position.foundations, card)  # type: ignore[assignment]
            events.append(CardToFoundation(card, place.pile, slot))
        piles.foundations[slot] = piles.foundations[slot] + moved
    elif target == CELL:
        cell: int = free_cell(position)  # type: ignore[assignment]
        piles.cells[cell] = moved
        events.append(CardsMoved(cards_of(moved), place.pile, Pile("cell", cell)))
    else:
        piles.columns[target] = piles.columns[target].added(moved)
        if place.kind == "foundation":
            events.append(CardFromFoundation(card, place.at, target))
        else:
            events.append(CardsMoved(cards_of(moved), place.pile, target))
    if place.kind == "column" and not place.depth and position.columns[place.at].down:
        events.append(CardTurned(Card.from_id(position.columns[place.at].down[-1]), place.at))
    return piles.position(), events


class _Piles:
    """The piles of a position, as lists to change, then a position again."""

    def __init__(self, position: Position) -> None:
        self.base = position
        self.columns = list(position.columns)
        self.foundations = list(position.foundations)
        self.cells = list(position.cells)
        self.reserves = list(position.reserves)
        self.waste = position.waste

    def take(self, place: Place) -> tuple[int, ...]:
        """Lift the card at ``place`` (with the cards on it, in a column) off its pile. Cards
        are moved as slices, never read out one by one: compiled, a card read into a variable
        typed ``int`` would come back a plain ``int``, not the ``Card`` it is."""
        kind, index = place.kind, place.at
        if kind == "column":
            column = self.columns[index]
            self.columns[index] = column.lifted(place.depth)
            return column.up[place.depth :]
        piles = {"foundation": self.foundations, "cell": self.cells, "reserve": self.reserves}
        if kind == "waste":
            moved, self.waste = self.waste[-1:], self.waste[:-1]
            return moved
        pile = piles[kind]
        moved, pile[index] = pile[index][-1:], pile[index][:-1]
        return moved

    def position(self) -> Position:
        return self.base._replace(
            columns=tuple(self.columns),
            foundations=tuple(self.foundations),
            waste=self.waste,
            cells=tuple(self.cells),
            reserves=tuple(self.reserves),
        )
