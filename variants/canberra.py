"""Canberra (PySolFC 914): Australian Patience gone through twice."""

from collections.abc import Callable

import attrs
from yukon_variants.australian import AUSTRALIAN

from yukon_core import RuleExample, Stock, StockKind, Variant, hookimpl

__all__ = ["CANBERRA", "yukon_register_variants"]

CANBERRA = attrs.evolve(
    AUSTRALIAN,
    name="canberra",
    title={"en": "Canberra", "ru": "Канберра"},
    layout=attrs.evolve(AUSTRALIAN.layout, stock=Stock(StockKind.WASTE, passes=2, waste_start=1)),
    examples=(
        RuleExample(1, "7D>1", score=0),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "8D>F", "foundation_refuses"),
        RuleExample(1, "AH>F", score=10),
        RuleExample(16, "AD>6", before="AD>6 AD>F"),
        RuleExample(1, "KH>5", before="5H>2 7D>1"),
        RuleExample(1, "7H>5", "empty_column", before="5H>2 7D>1"),
        RuleExample(1, "4C>F", "foundation_refuses", before="deal"),
        RuleExample(1, "redeal", before="deal " * 23),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CANBERRA)
