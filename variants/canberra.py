"""Canberra (PySolFC 914): Australian Patience gone through twice."""

from collections.abc import Callable

import attrs
from yukon_variants.australian import AUSTRALIAN

from yukon_core import Stock, StockKind, Variant, hookimpl

__all__ = ["CANBERRA", "yukon_register_variants"]

CANBERRA = attrs.evolve(
    AUSTRALIAN,
    name="canberra",
    title={"en": "Canberra", "ru": "Канберра"},
    layout=attrs.evolve(AUSTRALIAN.layout, stock=Stock(StockKind.WASTE, passes=2, waste_start=1)),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CANBERRA)
