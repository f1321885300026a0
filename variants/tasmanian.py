"""Tasmanian Patience (PySolFC 857): Australian Patience turning three cards, gone through
without limit."""

from collections.abc import Callable

from yukon_core import Layout, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["TASMANIAN", "yukon_register_variants"]

TASMANIAN = Variant(
    name="tasmanian",
    letter=None,
    title={"en": "Tasmanian Patience", "ru": "Тасманийский пасьянс"},
    layout=Layout(
        decks=1,
        columns=[(0, 4)] * 7,
        foundations=4,
        stock=Stock(StockKind.WASTE, turn=3, passes=None, waste_start=1),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TASMANIAN)
