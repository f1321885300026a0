"""Yukon Cells (PySolFC 925): Classic Yukon with two empty cells."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Layout, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["YUKON_CELLS", "yukon_register_variants"]

YUKON_CELLS = Variant(
    name="yukon-cells",
    letter=None,
    title={"en": "Yukon Cells", "ru": "Юкон с ячейками"},
    layout=Layout(decks=1, columns=YUKON_LAYOUT.columns, foundations=4, cells=2),
    build_rule=ALTERNATE_COLOUR.text,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(YUKON_CELLS)
