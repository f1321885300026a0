"""Raw Prawn (PySolFC 450): Australian Patience where any card heads an empty column."""

from collections.abc import Callable

from yukon_core import Layout, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RAW_PRAWN", "yukon_register_variants"]

RAW_PRAWN = Variant(
    name="raw-prawn",
    letter=None,
    title={"en": "Raw Prawn", "ru": "Сырая креветка"},
    layout=Layout(
        decks=1,
        columns=[(0, 4)] * 7,
        foundations=4,
        stock=Stock(StockKind.WASTE, waste_start=1),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RAW_PRAWN)
