"""Positions as JSON, for saving and for positions set up by other programs.

Format (``docs/position-format.md``)::

    {"format": "yukon-position", "version": 1, "variant": "classic", "options": {},
     "columns": [{"down": ["9S"], "up": ["KH", "QS"]}, ...],
     "foundations": [["AS", "2S"], [], [], []]}

Cards are written ``9S``/``10H``, bottom first; with two decks every card names its copy
(``9S/1``, ``9S/2``), so the two identical cards stay distinct.
``options`` (house rules that differ from the variant's) may be left out. Version 2 adds the
other piles; version 3 a column's ``"under"``: the runs of face-down then face-up cards below
its ``"down"`` cards, in a game that deals face-down cards between face-up ones. A position is
written in the oldest version that holds it, and every version is read.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .bounded import POSITION_BYTES, InputError, load_json
from .cards import CardParseError, parse_card
from .deals import MAX_DEAL
from .engine import whole_suit
from .layout import FoundationKind
from .position import Column, Position
from .registry import Registry, default_registry
from .rules import RuleTable

__all__ = [
    "FORMAT",
    "VERSION",
    "PositionError",
    "card_problems",
    "load_position",
    "position_from_json",
    "position_to_json",
]

FORMAT = "yukon-position"
VERSION = 3
"""The newest version: a game of columns and foundations alone is still written as version 1,
one with other piles as version 2, and version 3 is for columns with face-down cards between
face-up ones."""


class PositionError(ValueError):
    """A JSON position that is malformed or could not arise in play."""


def position_to_json(rules: RuleTable, position: Position) -> dict[str, Any]:
    """``position`` of a game of ``rules`` as a JSON-ready dict (``docs/position-format.md``):
    version 1 for a game of columns and foundations alone, version 2 for one with other piles,
    version 3 for one whose columns may hold face-down cards between face-up ones."""
    written: dict[str, Any] = {
        "format": FORMAT,
        "version": _version(rules),
        "variant": rules.variant.name,
        "options": {k: v for k, v in rules.options.items() if v is not None},
        "columns": [_column_to_json(rules, column) for column in position.columns],
        "foundations": [[rules.card_text(c) for c in pile] for pile in position.foundations],
    }
    if rules.columns_only:
        return written
    text = rules.card_text
    layout = rules.layout
    if layout.stock is not None:
        written["stock"] = [text(c) for c in position.stock]
    if layout.has_waste:
        written["waste"] = [text(c) for c in position.waste]
    if layout.cells:
        written["cells"] = [[text(c) for c in cell] for cell in position.cells]
    if layout.reserves:
        written["reserves"] = [[text(c) for c in pile] for pile in position.reserves]
    if layout.has_waste or layout.redeals:
        written["redeals"] = position.redeals
    if layout.redeals:
        written["seed"] = position.seed
    return written


def _version(rules: RuleTable) -> int:
    """The oldest version that holds the positions of ``rules``."""
    if rules.columns_only:
        return 1
    return VERSION if rules.layout.mixed_faces else 2


def _column_to_json(rules: RuleTable, column: Column) -> dict[str, Any]:
    def run(down: tuple[int, ...], up: tuple[int, ...]) -> dict[str, list[str]]:
        return {"down": [rules.card_text(c) for c in down], "up": [rules.card_text(c) for c in up]}

    written: dict[str, Any] = run(column.down, column.up)
    if rules.layout.mixed_faces:
        written["under"] = [run(down, up) for down, up in column.under]
    return written


def load_position(
    data: bytes | str, registry: Registry | None = None
) -> tuple[RuleTable, Position]:
    """The rule table and position of a JSON document (UTF-8 bytes or text) of at most
    :data:`~yukon_core.bounded.POSITION_BYTES`; raise :class:`PositionError`."""
    size = len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    if size > POSITION_BYTES:
        raise PositionError(f"a position is larger than {POSITION_BYTES:,} bytes: refused")
    try:
        parsed = load_json(data, "the position")
    except InputError as error:
        raise PositionError(str(error)) from error
    return position_from_json(parsed, registry)


def position_from_json(data: Any, registry: Registry | None = None) -> tuple[RuleTable, Position]:
    """The rule table and position that ``data`` (parsed JSON) describes; raise PositionError."""
    registry = registry or default_registry()
    if not isinstance(data, dict):
        raise PositionError("a position must be a JSON object")
    version = data.get("version")
    if data.get("format") != FORMAT or type(version) is not int or not 1 <= version <= VERSION:
        raise PositionError(f'expected "format": "{FORMAT}" and "version": 1 to {VERSION}')
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(
        isinstance(value, str | int) for value in options.values()
    ):
        raise PositionError('"options" must be an object of house-rule names and their values')
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise PositionError('"variant" must be the name of a variant')
    try:
        rules = registry.rules(variant, **options)
    except (LookupError, ValueError, TypeError) as error:
        raise PositionError(str(error)) from error
    if version < _version(rules):
        raise PositionError(f"a position of {rules.variant.name} needs version {_version(rules)}")
    position = _read_position(rules, data)
    _check_cards(rules, position)
    _check_foundations(rules, position)
    return rules, position


def _card_list(rules: RuleTable, value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PositionError(f"{where} must be a list of cards")
    if not all(isinstance(token, str) for token in value):
        raise PositionError(f'{where} must be a list of cards written as text, e.g. "9S"')
    return tuple(_read_card(rules, token, where) for token in value)


def _read_card(rules: RuleTable, token: str, where: str) -> int:
    """A card's id; with two or more decks the text must name the copy (``9S/2``)."""
    try:
        card = parse_card(token, rules.decks)
    except CardParseError as error:
        raise PositionError(f"{where}: {error}") from error
    if rules.decks > 1 and "/" not in token:
        raise PositionError(
            f"{where}: {token!r} must name its copy in a game of {rules.decks} decks, "
            f"e.g. {card.text(rules.decks)}"
        )
    return rules.cards[card]


def _read_position(rules: RuleTable, data: dict[str, Any]) -> Position:
    layout = rules.layout
    columns, foundations = data.get("columns"), data.get("foundations")
    if not isinstance(columns, list) or len(columns) != len(layout.columns):
        raise PositionError(f"{rules.variant.name} has {len(layout.columns)} columns")
    if not isinstance(foundations, list) or len(foundations) != layout.foundations:
        raise PositionError(f"{rules.variant.name} has {layout.foundations} foundations")
    read = [_read_column(rules, column, number) for number, column in enumerate(columns, 1)]
    piles = tuple(
        _card_list(rules, pile, f"foundation {n}") for n, pile in enumerate(foundations, 1)
    )
    return Position(tuple(read), piles, *_read_other_piles(rules, data))


def _read_column(rules: RuleTable, column: Any, number: int) -> Column:
    fields = {"down", "up", "under"} if rules.layout.mixed_faces else {"down", "up"}
    if not isinstance(column, dict) or set(column) - fields:
        named = '"down", "up" and "under"' if len(fields) == 3 else '"down" and "up"'
        raise PositionError(f"column {number} must be an object with {named}")
    under = column.get("under", [])
    if not isinstance(under, list) or not all(
        isinstance(run, dict) and not set(run) - {"down", "up"} for run in under
    ):
        raise PositionError(f'column {number} "under" must be a list of {{"down", "up"}} runs')
    names = [f"column {number} under run {at}" for at in range(1, len(under) + 1)]
    runs = [
        (
            _card_list(rules, run.get("down", []), f"{name} down"),
            _card_list(rules, run.get("up", []), f"{name} up"),
        )
        for name, run in zip([*names, f"column {number}"], [*under, column], strict=True)
    ]
    read = Column(runs[-1][0], runs[-1][1], tuple(runs[:-1]))
    if read.down and not read.up:
        raise PositionError(
            f"column {number} has face-down cards and no face-up card: its top would be face down"
        )
    if read != Column.of(runs):
        raise PositionError(
            f"column {number}: every run under its top run needs a face-up card, every run but "
            'the first a face-down card, and "down" must not be empty over runs "under" it'
        )
    return read


_OTHER_FIELDS = ("stock", "waste", "cells", "reserves", "redeals", "seed")


def _read_other_piles(rules: RuleTable, data: dict[str, Any]) -> tuple[Any, ...]:
    """The stock, waste, cells, reserves, redeals and seed fields, each checked against the
    layout (a field the layout has no pile for is refused)."""
    layout = rules.layout
    expected = {
        "stock": layout.stock is not None,
        "waste": layout.has_waste,
        "cells": bool(layout.cells),
        "reserves": bool(layout.reserves),
        "redeals": layout.has_waste or bool(layout.redeals),
        "seed": bool(layout.redeals),
    }
    for name in _OTHER_FIELDS:
        if (name in data) != expected[name]:
            has = "has" if expected[name] else "has no"
            raise PositionError(f'{rules.variant.name} {has} field "{name}"')
    stock = _card_list(rules, data.get("stock", []), "the stock")
    waste = _card_list(rules, data.get("waste", []), "the waste")
    cells = _piles(rules, data.get("cells", []), layout.cells, "cell")
    if any(len(cell) > 1 for cell in cells):
        raise PositionError("a cell holds one card at most")
    reserves = _piles(rules, data.get("reserves", []), len(layout.reserves), "reserve")
    counters = [data.get(name, 0) for name in ("redeals", "seed")]
    if any(type(value) is not int or value < 0 for value in counters):
        raise PositionError('"redeals" and "seed" must be whole numbers from 0')
    if counters[1] > MAX_DEAL:
        raise PositionError(f'"seed" is a deal number, 0 to {MAX_DEAL}')
    return stock, waste, cells, reserves, *counters


def _piles(rules: RuleTable, value: Any, count: int, kind: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, list) or len(value) != count:
        raise PositionError(f"{rules.variant.name} has {count} {kind}s")
    return tuple(_card_list(rules, pile, f"{kind} {n}") for n, pile in enumerate(value, 1))


def card_problems(rules: RuleTable, position: Position) -> list[str]:
    """What breaks "every card of the decks exactly once" in ``position`` (empty if nothing)."""
    counts = Counter(card for column in position.columns for card in column.cards)
    for piles in (position.foundations, position.cells, position.reserves):
        counts.update(card for pile in piles for card in pile)
    counts.update(position.stock)
    counts.update(position.waste)
    strange = sorted(c for c in counts if not 0 <= c < len(rules.cards))
    twice = sorted(c for c, n in counts.items() if n > 1 and c not in strange)
    missing = sorted(set(range(len(rules.cards))) - set(counts))
    problems = []
    if twice:
        problems.append("more than once: " + " ".join(map(rules.card_text, twice)))
    if missing:
        problems.append("missing: " + " ".join(map(rules.card_text, missing)))
    if strange:
        problems.append(f"not cards of this game: {strange}")
    return problems


def _check_cards(rules: RuleTable, position: Position) -> None:
    problems = card_problems(rules, position)
    if problems:
        raise PositionError("every card must be there exactly once; " + "; ".join(problems))


def _check_foundations(rules: RuleTable, position: Position) -> None:
    bases = rules.layout.foundation_bases
    for slot, pile in enumerate(position.foundations):
        if rules.layout.foundation_kind is FoundationKind.SUIT:
            if pile and not whole_suit(pile):
                raise PositionError(f"foundation {slot + 1} must hold a whole suit, King to Ace")
            continue
        for depth, card in enumerate(pile):
            if depth:
                fits = card in rules.foundation_next[pile[depth - 1]]
            elif slot < len(bases):
                fits = card == bases[slot]
            else:
                fits = slot in rules.starts_foundation[card]
            if not fits:
                raise PositionError(
                    f"foundation {slot + 1}: {rules.card_text(card)} cannot lie there "
                    f"{'on ' + rules.card_text(pile[depth - 1]) if depth else 'at the bottom'}"
                )
