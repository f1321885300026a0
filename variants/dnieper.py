"""Dnieper (PySolFC 919): Kiev, built in suit round the corner (a King on an Ace)."""

from collections.abc import Callable

from yukon_core import FoundationKind, Layout, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT_WRAPPING

__all__ = ["DNIEPER", "yukon_register_variants"]

DNIEPER = Variant(
    name="dnieper",
    letter=None,
    title={"en": "Dnieper", "ru": "Днепр"},
    layout=Layout(
        decks=1,
        columns=[(3, 1)] * 7,
        foundations=4,
        foundation_kind=FoundationKind.SUIT,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=SAME_SUIT_WRAPPING.text,
    rules=SAME_SUIT_WRAPPING.rules,
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DNIEPER)
