"""Canberra (PySolFC 914): Australian Patience gone through twice."""

from collections.abc import Callable

from yukon_core import Layout, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["CANBERRA", "yukon_register_variants"]

CANBERRA = Variant(
    name="canberra",
    letter=None,
    title={"en": "Canberra", "ru": "Канберра"},
    layout=Layout(
        decks=1,
        columns=[(0, 4)] * 7,
        foundations=4,
        stock=Stock(StockKind.WASTE, passes=2, waste_start=1),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CANBERRA)
