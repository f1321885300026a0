"""Russian Point (PySolFC 191): Rushdike on a point-shaped deal, 27 cards dealt in rows."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSSIAN_POINT", "yukon_register_variants"]

RUSSIAN_POINT = Variant(
    name="russian-point",
    letter=None,
    title={"en": "Russian Point", "ru": "Русская точка"},
    layout=Layout(
        decks=1,
        columns=[(0, 1), (2, 1), (4, 1), (6, 1), (4, 1), (2, 1), (0, 1)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "9C>7"),
        RuleExample(1, "7H>2", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN_POINT)
