"""Panopticon (PySolFC 285): eight columns and four cells dealt a card each, built in suit."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["PANOPTICON", "yukon_register_variants"]

PANOPTICON = Variant(
    name="panopticon",
    letter=None,
    title={"en": "Panopticon", "ru": "Паноптикум"},
    layout=Layout(
        decks=1,
        columns=[(1, 5), (2, 4), (3, 3), (4, 2), (4, 2), (3, 3), (2, 4), (1, 5)],
        foundations=4,
        cells=4,
        cells_dealt=4,
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "4C>1"),
        RuleExample(1, "9S>4", "wrong_suit"),
        RuleExample(1, "5C>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(PANOPTICON)
