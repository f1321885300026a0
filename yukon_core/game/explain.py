"""Why a card has nowhere to go, said in terms of the cards it could go on (source 004).

"♠9 goes on a red 10: ♥10 is under 3 cards in column 2; the other one is still face down."

A face-down card is never named, even where a player could work out which it is: the
explanation counts the face-down cards among those the card could go on and says nothing of
their identity or place, like the engine's refusals.
"""

from __future__ import annotations

import enum

import attrs

from ..cards import Card
from ..engine import check, locate
from ..messages import describe_cards
from ..moves import Move
from ..position import Position
from ..refusals import Refusal, RefusalCode
from ..rules import RuleTable
from .placement import destinations
from .texts import cards_word, text

__all__ = ["BlockKind", "Blocker", "WhyNot", "why_not"]

_CARD_REFUSALS = {
    RefusalCode.NOT_AVAILABLE,
    RefusalCode.UNDER_FACE_DOWN,
    RefusalCode.GROUP_TOO_LARGE,
    RefusalCode.NO_RETURN,
}
"""Refusals about the card itself, whatever the column it is to go to."""


class BlockKind(enum.StrEnum):
    """Why a face-up card the moving card could go on is not a column's top."""

    COVERED = "covered"
    """Face up in another column, with cards on it."""
    SAME_COLUMN = "same_column"
    """In the moving card's own column."""
    ON_FOUNDATION = "on_foundation"
    """Already on a foundation."""
    IN_CELL = "in_cell"
    """In a cell (a card is never put on a cell's card)."""
    BURIED = "buried"
    """Face up under other cards of the waste or a reserve pile."""


@attrs.frozen
class Blocker:
    """Where ``target``, a card the moving card could go on, is instead of a column's top."""

    target: Card
    kind: BlockKind
    column: int | None = None
    """1-based, for a card in a column (or the reserve pile of a buried card; ``None`` for
    the waste)."""
    covering: int = 0
    """How many cards lie on it."""

    def message(self, lang: str = "en", decks: int = 1) -> str:
        """Where the card is, e.g. ``♥10 is under 3 cards in column 2``."""
        target = self.target.symbol_text(decks)
        count = self.covering
        if self.kind is BlockKind.COVERED:
            return text(
                lang, "covered", target=target, count=count, cards=cards_word(count, lang),
                column=self.column,
            )  # fmt: skip
        if self.kind is BlockKind.BURIED:
            pile = (
                text(lang, "the_waste")
                if self.column is None
                else text(lang, "reserve", number=self.column)
            )
            cards = cards_word(count, lang)
            return text(lang, "buried", target=target, count=count, cards=cards, pile=pile)
        return text(lang, self.kind.value, target=target)


@attrs.frozen
class WhyNot:
    """Why ``card`` has nowhere to go.

    Either ``refusal`` says why the card cannot move at all (it is face down, heads too large
    a group, or stays on its foundation), or ``allowed`` are the cards it could go on, with a
    :class:`Blocker` for each one that is face up and ``face_down`` counting the others;
    ``empty_column`` says it could head an empty column but none is empty.
    """

    card: Card
    refusal: Refusal | None = None
    allowed: tuple[Card, ...] = ()
    blockers: tuple[Blocker, ...] = ()
    face_down: int = 0
    empty_column: bool = False
    decks: int = 1

    def message(self, lang: str = "en") -> str:
        """The whole explanation in ``lang`` (``en`` or ``ru``), e.g. ``♠9 goes on a red 10:
        ♥10 is under 3 cards in column 2; the other one is still face down``."""
        if self.refusal is not None:
            return self.refusal.message(lang, self.decks)
        card = self.card.symbol_text(self.decks)
        if self.allowed:
            head = text(lang, "goes_on", card=card, allowed=describe_cards(self.allowed, lang))
            head += text(lang, "or_empty") if self.empty_column else ""
        else:
            head = text(lang, "only_empty" if self.empty_column else "nowhere", card=card)
        parts = [blocker.message(lang, self.decks) for blocker in self.blockers]
        if self.face_down:
            parts.append(self._face_down_part(lang))
        if self.empty_column:
            parts.append(text(lang, "no_empty"))
        return f"{head}: {'; '.join(parts)}" if parts else head

    def _face_down_part(self, lang: str) -> str:
        count = self.face_down
        if count == len(self.allowed):
            key = {1: "hidden_all_one", 2: "hidden_all_two"}.get(count, "hidden_all")
        else:
            key = "hidden_other_one" if count == 1 else "hidden_others"
        return text(lang, key, count=count)


def why_not(rules: RuleTable, position: Position, card: int) -> WhyNot | None:
    """Why ``card`` has nowhere to go, or ``None`` if it has a legal destination."""
    if destinations(rules, position, card):
        return None
    the_card = rules.cards[card]
    refusal = _card_refusal(rules, position, card)
    if refusal is not None:
        return WhyNot(the_card, refusal=refusal, decks=rules.decks)
    place = locate(position, card)
    own_column = place.at if place is not None and place.kind == "column" else None
    blockers, face_down = [], 0
    for target in sorted(rules.onto[card]):
        blocker = _blocker(rules, position, target, own_column)
        if blocker is None:
            face_down += 1
        else:
            blockers.append(blocker)
    return WhyNot(
        the_card,
        allowed=tuple(rules.cards[t] for t in sorted(rules.onto[card])),
        blockers=tuple(blockers),
        face_down=face_down,
        empty_column=rules.heads_empty[card],
        decks=rules.decks,
    )


def _card_refusal(rules: RuleTable, position: Position, card: int) -> Refusal | None:
    place = locate(position, card)
    own = place.at if place is not None and place.kind == "column" else None
    others = [t for t in range(len(position.columns)) if t != own]
    if not others:
        return None
    refusal = check(rules, position, Move(card, others[0]))
    return refusal if refusal is not None and refusal.code in _CARD_REFUSALS else None


def _blocker(
    rules: RuleTable, position: Position, target: int, own_column: int | None
) -> Blocker | None:
    """Where face-up ``target`` lies, or ``None`` if it is face down."""
    card = rules.cards[target]
    for index, column in enumerate(position.columns):
        if target in column.up or any(target in up for _, up in column.under):
            if index == own_column:
                return Blocker(card, BlockKind.SAME_COLUMN, index + 1)
            covering = column.size - 1 - column.cards.index(target)
            return Blocker(card, BlockKind.COVERED, index + 1, covering)
    if any(target in pile for pile in position.foundations):
        return Blocker(card, BlockKind.ON_FOUNDATION)
    if any(target in cell for cell in position.cells):
        return Blocker(card, BlockKind.IN_CELL)
    for number, pile in [(None, position.waste), *enumerate(position.reserves, 1)]:
        if target in pile:
            covering = len(pile) - 1 - pile.index(target)
            return Blocker(card, BlockKind.BURIED, number, covering)
    return None
