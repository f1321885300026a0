"""Build test positions from card text, filling in the cards a test does not care about."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yukon_core import (
    YUKON_LAYOUT,
    Card,
    Column,
    Position,
    Registry,
    RuleTable,
    Variant,
    hookimpl,
    parse_card,
)


def building(fits: Callable[[Card, Card], bool], **declared: Any) -> Registry:
    """A registry of one variant, ``made``: Yukon's layout, cards built where ``fits(card,
    onto)``, and ``declared`` (``build_rule``, ``examples``…) as its declaration says."""

    class Builds:
        @hookimpl
        def yukon_may_build(self, card: Card, onto: Card) -> bool:
            return fits(card, onto)

    class Plugin:
        @hookimpl
        def yukon_register_variants(self, register: Callable[[Variant], None]) -> None:
            register(Variant("made", None, {"en": "Made"}, YUKON_LAYOUT, rules=Builds(),
                             **declared))  # fmt: skip

    return Registry([Plugin()], use_entry_points=False)


def same_rules(one: RuleTable, other: RuleTable) -> bool:
    """Tables of one variant with the same options: the registry keeps only the latest tables
    it compiled, so asking again may compile a new, equal one."""
    return one.variant is other.variant and dict(one.options) == dict(other.options)


def cards(rules: RuleTable, text: str) -> tuple[int, ...]:
    """Card ids from space-separated text, e.g. ``"9S 4D JC"``."""
    return tuple(parse_card(token, rules.decks).id for token in text.split())


def build(
    rules: RuleTable,
    columns: dict[int, tuple[str, str]],
    foundations: dict[int, str] | None = None,
    spare_column: int | None = None,
) -> Position:
    """A position with the given columns (1-based: ``{3: ("down", "up")}``) and foundations.

    Every card not named goes face down, in id order, under the face-up cards of
    ``spare_column`` (by default the last column not named, or the last column). A card named
    twice is a mistake in the test, and raises ``ValueError``.
    """
    count = len(rules.layout.columns)
    shaped = {number: (cards(rules, d), cards(rules, u)) for number, (d, u) in columns.items()}
    piles = {n: cards(rules, text) for n, text in (foundations or {}).items()}
    named = [c for d, u in shaped.values() for c in (*d, *u)] + [
        c for p in piles.values() for c in p
    ]
    if len(set(named)) != len(named):
        raise ValueError("a card is named twice")
    used = set(named)
    rest = tuple(c for c in range(len(rules.cards)) if c not in used)
    if spare_column is None:
        spare_column = max((n for n in range(1, count + 1) if n not in columns), default=count)
    if rest:
        down, up = shaped.get(spare_column, ((), ()))
        if not up:
            up, rest = rest[-1:], rest[:-1]
        shaped[spare_column] = (rest + down, up)
    return Position(
        tuple(Column(*shaped.get(n, ((), ()))) for n in range(1, count + 1)),
        tuple(piles.get(n, ()) for n in range(1, rules.layout.foundations + 1)),
    )
