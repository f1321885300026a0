"""Rushdike (PySolFC 190): columns of k - 1 face down and one face up; 24 dealt in rows; in suit."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSHDIKE", "yukon_register_variants"]

RUSHDIKE = Variant(
    name="rushdike",
    letter=None,
    title={"en": "Rushdike", "ru": "Рашдайк"},
    options={"foundation_returns": False},
    layout=Layout(
        decks=1,
        columns=[(k, 1) for k in range(7)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "5C>6", score=5),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(1, "AC>F", before="5C>6 7H>3 deal", score=10),
        RuleExample(1, "JS>1", before="5C>6 7H>3 deal"),
        RuleExample(3, "AS>3", "no_return", before="7C>7 AH>F AS>F"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "8H>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "2H>F", "not_available"),
        RuleExample(1, "AH>F", "not_available"),
        RuleExample(1, "10H>F", "not_available"),
        RuleExample(18, "KD>1", before="AH>4"),
        RuleExample(18, "7H>1", "empty_column", before="AH>4"),
        RuleExample(1, "redeal", "no_redeal", before="deal " * 4),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSHDIKE)
