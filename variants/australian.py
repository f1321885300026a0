"""Australian Patience (PySolFC 447): a stock turned one card at a time onto a waste, once
through."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["AUSTRALIAN", "yukon_register_variants"]

AUSTRALIAN = Variant(
    name="australian",
    letter=None,
    title={"en": "Australian Patience", "ru": "Австралийский пасьянс"},
    layout=Layout(
        decks=1,
        columns=[(0, 4)] * 7,
        foundations=4,
        stock=Stock(StockKind.WASTE, waste_start=1),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "7D>1"),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "8D>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(AUSTRALIAN)
