"""Queenie (PySolFC 189): columns of 1 to 7 cards, all face up; the other 24 dealt in rows."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["QUEENIE", "yukon_register_variants"]

QUEENIE = Variant(
    name="queenie",
    letter=None,
    title={"en": "Queenie", "ru": "Куини"},
    layout=Layout(
        decks=1,
        columns=[(0, k) for k in range(1, 8)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "6C>1"),
        RuleExample(1, "5C>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(QUEENIE)
