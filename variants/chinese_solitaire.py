"""Chinese Solitaire (PySolFC 188): Chinese Discipline, but any card heads an empty column."""

from collections.abc import Callable

from yukon_core import Layout, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["CHINESE_SOLITAIRE", "yukon_register_variants"]

CHINESE_SOLITAIRE = Variant(
    name="chinese-solitaire",
    letter=None,
    title={"en": "Chinese Solitaire", "ru": "Китайский пасьянс"},
    layout=Layout(
        decks=1,
        columns=[(0, 7), (0, 7), (0, 7), (3, 4), (4, 3), (5, 2), (6, 1)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=ALTERNATE_COLOUR.text,
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CHINESE_SOLITAIRE)
