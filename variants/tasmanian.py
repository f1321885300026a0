"""Tasmanian Patience (PySolFC 857): Australian Patience turning three cards, gone through
without limit."""

from collections.abc import Callable

import attrs
from yukon_variants.australian import AUSTRALIAN

from yukon_core import RuleExample, Stock, StockKind, Variant, hookimpl

__all__ = ["TASMANIAN", "yukon_register_variants"]

TASMANIAN = attrs.evolve(
    AUSTRALIAN,
    name="tasmanian",
    title={"en": "Tasmanian Patience", "ru": "Тасманийский пасьянс"},
    layout=attrs.evolve(
        AUSTRALIAN.layout, stock=Stock(StockKind.WASTE, turn=3, passes=None, waste_start=1)
    ),
    examples=(
        RuleExample(1, "7D>1", score=0),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "8D>F", "foundation_refuses"),
        RuleExample(1, "AH>F", score=10),
        RuleExample(16, "AD>6", before="AD>6 AD>F"),
        RuleExample(1, "KH>5", before="5H>2 7D>1"),
        RuleExample(1, "7H>5", "empty_column", before="5H>2 7D>1"),
        RuleExample(1, "7S>F", "foundation_refuses", before="deal"),
        RuleExample(1, "redeal", before="deal " * 8),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TASMANIAN)
