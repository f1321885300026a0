"""Queenie (PySolFC 189): columns of 1 to 7 cards, all face up; the other 24 dealt in rows."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["QUEENIE", "yukon_register_variants"]

QUEENIE = Variant(
    name="queenie",
    letter=None,
    title={"en": "Queenie", "ru": "Куини"},
    options={"foundation_returns": False},
    layout=Layout(
        decks=1,
        columns=[(0, k) for k in range(1, 8)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "6C>1", score=0),
        RuleExample(1, "5C>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(2, "AC>F", before="deal", score=10),
        RuleExample(1, "3S>2"),
        RuleExample(3, "AH>3", "no_return", before="AH>3 AH>F"),
        RuleExample(3, "KC>1", before="AH>3"),
        RuleExample(3, "3H>1", "empty_column", before="AH>3"),
        RuleExample(1, "redeal", "no_redeal", before="deal " * 4),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(QUEENIE)
