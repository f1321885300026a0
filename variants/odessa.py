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
        RuleExample(1, "4C>1"),
        RuleExample(1, "JS>5", "wrong_suit"),
        RuleExample(1, "5C>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ODESSA)
