"""Russian Point (PySolFC 191): Rushdike on a point-shaped deal, 27 cards dealt in rows."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSSIAN_POINT", "yukon_register_variants"]

RUSSIAN_POINT = Variant(
    name="russian-point",
    letter=None,
    title={"en": "Russian Point", "ru": "Русская точка"},
    options={"foundation_returns": False},
    layout=Layout(
        decks=1,
        columns=[(0, 1), (2, 1), (4, 1), (6, 1), (4, 1), (2, 1), (0, 1)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "9C>7", score=5),
        RuleExample(1, "7H>2", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(2, "AS>F", score=15),
        RuleExample(1, "10C>1", before="9C>7 6H>1 deal"),
        RuleExample(4, "AS>2", "no_return", before="AS>F deal"),
        RuleExample(1, "4H>F", "not_available"),
        RuleExample(1, "6H>F", "not_available"),
        RuleExample(1, "JD>F", "not_available"),
        RuleExample(1, "AH>F", "not_available"),
        RuleExample(1, "KD>F", "not_available"),
        RuleExample(6, "KC>1", before="AD>F"),
        RuleExample(6, "7H>1", "empty_column", before="AD>F"),
        RuleExample(1, "redeal", "no_redeal", before="deal " * 4),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN_POINT)
