"""Double Russian Solitaire (PySolFC 466): Double Yukon's deal with Russian Solitaire's rules."""

from collections.abc import Callable

from yukon_variants.double import DOUBLE_LAYOUT

from yukon_core import Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["DOUBLE_RUSSIAN", "yukon_register_variants"]

DOUBLE_RUSSIAN = Variant(
    name="double-russian",
    letter=None,
    title={"en": "Double Russian Solitaire", "ru": "Двойной русский пасьянс"},
    layout=DOUBLE_LAYOUT,
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"foundation_returns": False},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE_RUSSIAN)
