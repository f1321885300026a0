"""Odessa (PySolFC 27): Russian Solitaire's rules on another deal, 3+3, five 3+5, 3+3."""

from collections.abc import Callable

import attrs
from yukon_variants.russian import RUSSIAN

from yukon_core import Layout, RuleExample, Variant, hookimpl

__all__ = ["ODESSA", "yukon_register_variants"]

ODESSA = attrs.evolve(
    RUSSIAN,
    name="odessa",
    letter=None,
    title={"en": "Odessa", "ru": "Одесса"},
    layout=Layout(decks=1, columns=[(3, 3), *[(3, 5)] * 5, (3, 3)], foundations=4),
    examples=(
        RuleExample(1, "4C>1", score=0),
        RuleExample(1, "JS>5", "wrong_suit"),
        RuleExample(1, "5C>F", "foundation_refuses"),
        RuleExample(7, "AC>F", score=10),
        RuleExample(1, "AH>2"),
        RuleExample(7, "AC>1", "no_return", before="10H>4 8C>3 AC>F"),
        RuleExample(1, "4H>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "10C>F", "not_available"),
        RuleExample(1, "AC>F", "not_available"),
        RuleExample(1, "9H>F", "not_available"),
        RuleExample(1, "3D>F", "not_available"),
        RuleExample(29, "KD>1", before="5C>2 QD>4 8S>4 9D>2 AS>F 10D>7 6C>7 6D>6 5D>6"),
        RuleExample(
            29, "9H>1", "empty_column", before="5C>2 QD>4 8S>4 9D>2 AS>F 10D>7 6C>7 6D>6 5D>6"
        ),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ODESSA)
