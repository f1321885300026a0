"""Odessa (PySolFC 27): Russian Solitaire's rules on another deal, 3+3, five 3+5, 3+3."""

from collections.abc import Callable

from yukon_core import Layout, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["ODESSA", "yukon_register_variants"]

ODESSA = Variant(
    name="odessa",
    letter=None,
    title={"en": "Odessa", "ru": "Одесса"},
    layout=Layout(decks=1, columns=[(3, 3), *[(3, 5)] * 5, (3, 3)], foundations=4),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"foundation_returns": False},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ODESSA)
