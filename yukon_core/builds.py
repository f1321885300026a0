"""Tableau build rules the family shares, ready for a :class:`~yukon_core.variant.Variant`:
each a rule plugin (one ``yukon_may_build`` hook) and its sentence in English and Russian.

    Variant(..., rules=SAME_SUIT.rules)

:data:`ALTERNATE_COLOUR` is the core's default (its ``rules`` is ``None``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

from .cards import Card
from .hookspecs import hookimpl

__all__ = [
    "ALTERNATE_COLOUR",
    "ALTERNATE_COLOUR_UP_OR_DOWN",
    "ANY_SUIT",
    "FAMILY",
    "SAME_SUIT",
    "SAME_SUIT_UP_OR_DOWN",
    "SAME_SUIT_WRAPPING",
    "BuildRule",
    "build_rule",
]


class _Builds:
    """A rule plugin whose ``yukon_may_build`` asks ``fits``."""

    def __init__(self, fits: Callable[[Card, Card], bool]) -> None:
        self._fits = fits

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return self._fits(card, onto)


@attrs.frozen
class BuildRule:
    """A build rule: ``rules`` to pass as a variant's rules plugin (``None``: the default),
    ``fits(card, onto)``, whether it lets ``card`` go on ``onto``, and ``text``, its sentence by
    language, which a rules page gives for every variant whose hooks build so."""

    rules: object | None = attrs.field(eq=False)
    fits: Callable[[Card, Card], bool] = attrs.field(eq=False)
    text: Mapping[str, str]


def build_rule(fits: Callable[[Card, Card], bool], text: Mapping[str, str]) -> BuildRule:
    """The build rule of ``fits(card, onto)``: may ``card`` go on ``onto``?"""
    return BuildRule(_Builds(fits), fits, dict(text))


def _one_lower(card: Card, onto: Card) -> bool:
    return card.rank + 1 == onto.rank


def _one_apart(card: Card, onto: Card) -> bool:
    return abs(card.rank - onto.rank) == 1


def _other_colour_one_lower(card: Card, onto: Card) -> bool:
    return card.colour != onto.colour and _one_lower(card, onto)


ALTERNATE_COLOUR = BuildRule(None, _other_colour_one_lower, {
    "en": "A card goes on a card one rank higher of the other colour.",
    "ru": "Карту кладут на карту другого цвета на одну ступень старше.",
})  # fmt: skip
SAME_SUIT = build_rule(lambda card, onto: card.suit == onto.suit and _one_lower(card, onto), {
    "en": "A card goes on the card of its own suit one rank higher.",
    "ru": "Карту кладут на карту той же масти на одну ступень старше.",
})  # fmt: skip
ANY_SUIT = build_rule(_one_lower, {
    "en": "A card goes on any card one rank higher, whatever its colour.",
    "ru": "Карту кладут на любую карту на одну ступень старше, цвет не важен.",
})  # fmt: skip
SAME_SUIT_UP_OR_DOWN = build_rule(
    lambda card, onto: card.suit == onto.suit and _one_apart(card, onto), {
        "en": "A card goes on the card of its own suit one rank higher or one rank lower.",
        "ru": "Карту кладут на карту той же масти на одну ступень старше или младше.",
    },
)  # fmt: skip
ALTERNATE_COLOUR_UP_OR_DOWN = build_rule(
    lambda card, onto: card.colour != onto.colour and _one_apart(card, onto), {
        "en": "A card goes on a card of the other colour one rank higher or one rank lower.",
        "ru": "Карту кладут на карту другого цвета на одну ступень старше или младше.",
    },
)  # fmt: skip
SAME_SUIT_WRAPPING = build_rule(
    lambda card, onto: card.suit == onto.suit and card.rank % 13 + 1 == onto.rank, {
        "en": "A card goes on the card of its own suit one rank higher, and a King on the Ace.",
        "ru": "Карту кладут на карту той же масти на одну ступень старше, а короля — на туза.",
    },
)  # fmt: skip

FAMILY = (
    ALTERNATE_COLOUR,
    SAME_SUIT,
    ANY_SUIT,
    SAME_SUIT_UP_OR_DOWN,
    ALTERNATE_COLOUR_UP_OR_DOWN,
    SAME_SUIT_WRAPPING,
)
"""The build rules the family shares, each said in its own sentence on a rules page."""
