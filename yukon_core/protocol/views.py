"""What the protocol sends: a game's state, its events, variants and their layouts, summaries,
hints and records, as plain JSON data.

A card is its text (``KS``, ``10H``; ``KS/2`` names the second deck's copy in a game of several
decks), as in moves. A face-down card is never named: a column says how many it holds, the
stock how many cards it has.
"""

from __future__ import annotations

import re
from typing import Any

from ..cards import Card
from ..game import Game, GameRecord, Hint, Record, Summary, duration_text
from ..game.events import GameEvent
from ..layout import Layout
from ..position import Column, Pile
from ..rules import RuleTable
from ..variant import HouseRule, Variant
from .errors import without_paths

__all__ = ["event_view", "hint_view", "house_rule_view", "layout_view", "record_view", "state_view",
           "summary_view", "variant_view"]  # fmt: skip

_PILE_FIELDS = {"source", "target", "column", "targets", "sources", "face_down"}


def _cards(rules: RuleTable, cards: tuple[int, ...]) -> list[str]:
    return [rules.card_text(card) for card in cards]


def _column(rules: RuleTable, column: Column) -> dict[str, Any]:
    view: dict[str, Any] = {"down": len(column.down), "up": _cards(rules, column.up)}
    if column.under:
        view["under"] = [{"down": len(down), "up": _cards(rules, up)} for down, up in column.under]
    return view


def _pile(ref: int | Pile) -> dict[str, Any]:
    if isinstance(ref, Pile):
        return {"kind": ref.kind, "at": ref.at}
    return {"kind": "column", "at": ref}


_COPY = re.compile(r"([♠♥♦♣](?:10|[2-9AJQK]))/\d")


def for_people(message: str) -> str:
    """A message as a player reads it: cards without their copy (``♠K``, not ``♠K/1``), since
    the two copies of a card look the same; the fields beside it keep the copy."""
    return _COPY.sub(r"\1", message)


def state_view(game: Game, game_id: str) -> dict[str, Any]:
    """Every pile as data, the counters and what the player may do now."""
    rules, position = game.rules, game.position
    counters = game.counters
    return {
        "game": game_id,
        "variant": game.variant.name,
        "code": str(game.variant.code(game.deal)),
        "deal": game.deal,
        "options": game.options,
        "columns": [_column(rules, column) for column in position.columns],
        "foundations": [_cards(rules, pile) for pile in position.foundations],
        "stock": len(position.stock),
        "waste": _cards(rules, position.waste),
        "cells": [rules.card_text(cell[0]) if cell else None for cell in position.cells],
        "reserves": [_cards(rules, pile) for pile in position.reserves],
        "redeals": position.redeals,
        "score": game.score,
        "moves": counters.moves,
        "undos": counters.undos,
        "hints": counters.hints,
        "seconds": round(game.seconds, 1),
        "won": game.is_won,
        "stuck": game.is_stuck,
        "can_undo": game.can_undo,
        "can_redo": game.can_redo,
        "can_collect": game.can_collect,
        "verified": game.verified,
        "ended": game.ended,
    }


def event_view(rules: RuleTable, event: GameEvent) -> dict[str, Any]:
    """An event as ``{"type": its class name, its fields…}``: cards as text, piles as
    ``{"kind", "at"}``, columns as ``{"down", "up"}``."""
    view: dict[str, Any] = {"type": type(event).__name__}
    for name, value in event._asdict().items():
        view[name] = _field(rules, name, value)
    return view


def _field(rules: RuleTable, name: str, value: Any) -> Any:
    if isinstance(value, Card):
        return rules.card_text(value)
    if name in _PILE_FIELDS:  # one pile (a column's index or a Pile, itself a tuple) or several
        return _pile(value) if isinstance(value, int | Pile) else [_pile(ref) for ref in value]
    if isinstance(value, tuple):
        if value and isinstance(value[0], Column):
            return [_column(rules, column) for column in value]
        return _cards(rules, value)
    return value


def layout_view(layout: Layout) -> dict[str, Any]:
    stock = layout.stock
    return {
        "decks": layout.decks,
        "columns": [[shape.face_down, shape.face_up] for shape in layout.columns],
        "foundations": layout.foundations,
        "foundation_kind": layout.foundation_kind.value,
        "foundation_bases": [card.text(layout.decks) for card in layout.foundation_bases],
        "cells": layout.cells,
        "reserves": list(layout.reserves),
        "stock": None
        if stock is None
        else {"kind": stock.kind.value, "turn": stock.turn, "passes": stock.passes},
        "redeals": layout.redeals,
    }


def variant_view(variant: Variant, options: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": variant.name,
        "letter": variant.letter,
        "title": dict(variant.title),
        "layout": layout_view(variant.layout),
        "options": options,
    }


def house_rule_view(rule: HouseRule) -> dict[str, Any]:
    return {
        "name": rule.name,
        "title": dict(rule.title),
        "choices": dict(rule.choices),
        "values": list(rule.values) if rule.values is not None else None,
    }


def hint_view(game: Game, hint: Hint | None, lang: str) -> dict[str, Any] | None:
    if hint is None:
        return None
    return {
        "move": game.move_text(hint.move),
        "reason": hint.reason.value,
        "message": for_people(hint.message(lang, game.rules.decks)),
    }


def summary_view(summary: Summary) -> dict[str, Any]:
    return {
        "variant": summary.variant,
        "code": summary.code,
        "won": summary.won,
        "moves": summary.moves,
        "seconds": round(summary.seconds, 1),
        "time": duration_text(summary.seconds),
        "undos": summary.undos,
        "hints": summary.hints,
        "score": summary.score,
        "verified": summary.verified,
        "new_record": summary.new_record,
        "previous_best": summary.previous_best,
        "records_note": summary.records_note and without_paths(summary.records_note),
        "ended": summary.ended,
        "counted": summary.counted,
    }


def record_view(record: Record | GameRecord) -> dict[str, Any]:
    """A deal's record, or a game's (which has streaks instead of a deal)."""
    seconds = record.shortest_seconds
    where = (
        {"deal": record.deal}
        if isinstance(record, Record)
        else {"current_streak": record.current_streak, "best_streak": record.best_streak}
    )
    return {
        "variant": record.variant,
        "options": dict(record.options),
        **where,
        "played": record.played,
        "won": record.won,
        "lost": record.lost,
        "win_rate": record.win_rate,
        "fewest_moves": record.fewest_moves,
        "shortest_seconds": seconds,
        "shortest_time": None if seconds is None else duration_text(seconds),
    }
