"""Rushdike (PySolFC 190): columns of k - 1 face down and one face up; 24 dealt in rows; in suit."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSHDIKE", "yukon_register_variants"]

RUSHDIKE = Variant(
    name="rushdike",
    letter=None,
    title={"en": "Rushdike", "ru": "Рашдайк"},
    layout=Layout(
        decks=1,
        columns=[(k, 1) for k in range(7)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "5C>6"),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSHDIKE)
