"""Triple Russian Solitaire (PySolFC 488): Triple Yukon's deal with Russian Solitaire's rules."""

from collections.abc import Callable

from yukon_core import Layout, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["TRIPLE_RUSSIAN", "yukon_register_variants"]

TRIPLE_RUSSIAN = Variant(
    name="triple-russian",
    letter=None,
    title={"en": "Triple Russian Solitaire", "ru": "Тройной русский пасьянс"},
    layout=Layout(decks=3, columns=[(k, 6) for k in range(13)], foundations=12),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"foundation_returns": False},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TRIPLE_RUSSIAN)
