"""A game as data: its layout, its compiled rule tables, its scoring and its texts, for an engine
in another language (``docs/rules-format.md``, schema ``protocol/schemas/rules.schema.json``).

Everything a :class:`~yukon_core.rules.RuleTable` answers by table exports as it is. Two hooks are
asked during play instead: whether a position is won, and how many points an event scores. The
first exports only where no plugin of the game implements ``yukon_is_won`` (the core's goal, every
card home, is then the whole rule); the second is read per kind of event and card, and the export
checks that the hook answers alike for events that differ only in their piles. A game whose hooks
read more than that is refused with the reason (:class:`ExportError`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cards import Card
from .deals import MAX_DEAL
from .events import (
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    Event,
    Redealt,
    StockDealt,
    SuitToFoundation,
    WasteTurnedOver,
)
from .layout import Layout
from .messages import LANGUAGES, refusal_templates
from .position import Column, Pile
from .registry import Registry, default_registry
from .rules import RuleTable
from .rules_text import rules_text

__all__ = ["FORMAT", "VERSION", "ExportError", "export_rules"]

FORMAT = "yukon-rules"
VERSION = 1

_WASTE = Pile("waste")


class ExportError(ValueError):
    """A game whose rules are not all tables: a hook reads more than a card or an event's kind."""


def export_rules(rules: RuleTable, registry: Registry | None = None) -> dict[str, Any]:
    """``rules`` as a JSON-ready document; raise :class:`ExportError` where a hook cannot be
    written as a table."""
    if rules.position_hooks:
        raise ExportError(
            f"{rules.variant.name} cannot be exported: {', '.join(rules.position_hooks)} "
            "reads the whole position, which no table holds"
        )
    registry = registry or default_registry()
    variant = rules.variant
    cards = rules.cards
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": {
            "name": variant.name,
            "letter": variant.letter,
            "title": dict(variant.title),
            "code": str(variant.code(1)).rsplit("-", 1)[0] + "-",
        },
        "options": {name: value for name, value in rules.options.items() if value is not None},
        "layout": _layout(rules.layout),
        "cards": [rules.card_text(card) for card in cards],
        "tables": {
            "onto": [sorted(targets) for targets in rules.onto],
            "heads_empty": list(rules.heads_empty),
            "starts_foundation": [sorted(slots) for slots in rules.starts_foundation],
            "foundation_next": [sorted(following) for following in rules.foundation_next],
            "may_lift": list(rules.may_lift),
            "returns": list(rules.returns),
            "enters_cell": list(rules.enters_cell),
        },
        "scoring": _scoring(rules),
        "deals": {"generator": "splitmix64", "shuffle": "fisher-yates", "max_deal": MAX_DEAL},
        "texts": {
            "rules": {lang: rules_text(rules, lang, registry) for lang in LANGUAGES},
            "refusals": {lang: refusal_templates(lang) for lang in LANGUAGES},
        },
    }


def _layout(layout: Layout) -> dict[str, Any]:
    stock = layout.stock
    return {
        "decks": layout.decks,
        "columns": [[list(run) for run in shape.runs] for shape in layout.columns],
        "foundations": layout.foundations,
        "foundation_kind": str(layout.foundation_kind),
        "foundation_bases": [card.text(layout.decks) for card in layout.foundation_bases],
        "cells": layout.cells,
        "cells_dealt": layout.cells_dealt,
        "reserves": list(layout.reserves),
        "stock": None
        if stock is None
        else {
            "kind": str(stock.kind),
            "turn": stock.turn,
            "passes": stock.passes,
            "waste_start": stock.waste_start,
            "face_down_rows": stock.face_down_rows,
        },
        "redeals": layout.redeals,
        "deal_order": str(layout.deal_order),
    }


_PerCard = Callable[[Card], tuple[Event, Event]]
"""Two events of one kind about ``card`` that differ only in their piles."""

_PER_CARD: dict[str, _PerCard] = {
    "CardsMoved": lambda c: (CardsMoved((c,), 0, 1), CardsMoved((c,), _WASTE, 2)),
    "CardToFoundation": lambda c: (CardToFoundation(c, 0, 0), CardToFoundation(c, _WASTE, 1)),
    "CardFromFoundation": lambda c: (CardFromFoundation(c, 0, 0), CardFromFoundation(c, 1, 2)),
    "CardTurned": lambda c: (CardTurned(c, 0), CardTurned(c, 1)),
}
"""The events scored per card: of a group, its first card."""


def _scoring(rules: RuleTable) -> dict[str, Any]:
    """Points per kind of event: per card where the event names one (a group's first card,
    a whole suit's King), else one figure; checked to be all the hook reads."""
    score = rules.score_event
    scoring: dict[str, Any] = {}
    for kind, events in _PER_CARD.items():
        scoring[kind] = [_alike(kind, card, *map(score, events(card))) for card in rules.cards]
    suits = [tuple(c for c in rules.cards if c.suit is card.suit and c.copy == card.copy)[::-1]
             for card in rules.cards]  # fmt: skip
    scoring["SuitToFoundation"] = [
        _alike("SuitToFoundation", card, score(SuitToFoundation(suit, 0, 0)),
               score(SuitToFoundation(suit, 1, 1)))
        for card, suit in zip(rules.cards, suits, strict=True)
    ]  # fmt: skip
    first, second = rules.cards[0], rules.cards[-1]
    empty = (Column((), ()),)
    once: dict[str, tuple[Event, Event]] = {
        "StockDealt": (StockDealt((first,), (0,)), StockDealt((second,), (_WASTE,))),
        "WasteTurnedOver": (WasteTurnedOver((first,)), WasteTurnedOver((first, second))),
        "Redealt": (Redealt(empty, empty), Redealt(empty * 2, empty * 2)),
    }
    for kind, (one, other) in once.items():
        scoring[kind] = _alike(kind, None, score(one), score(other))
    return scoring


def _alike(kind: str, card: Card | None, one: int, other: int) -> int:
    if one != other:
        about = f" of {card}" if card is not None else ""
        raise ExportError(
            f"its scoring hook answers {one} and {other} for two {kind} events{about} that differ "
            "only in their piles, which a table by kind and card cannot hold"
        )
    return one
