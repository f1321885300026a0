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
        RuleExample(1, "7D>1", score=0),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "8D>F", "foundation_refuses"),
        RuleExample(1, "AH>F", score=10),
        RuleExample(16, "AD>6", before="AD>6 AD>F"),
        RuleExample(1, "KH>5", before="5H>2 7D>1"),
        RuleExample(1, "7H>5", "empty_column", before="5H>2 7D>1"),
        RuleExample(1, "4C>F", "foundation_refuses", before="deal"),
        RuleExample(1, "redeal", "no_redeal_left", before="deal " * 23),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(AUSTRALIAN)
