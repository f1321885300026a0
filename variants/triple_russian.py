"""Triple Russian Solitaire (PySolFC 488): Triple Yukon's deal with Russian Solitaire's rules."""

from collections.abc import Callable

import attrs
from yukon_variants.russian import RUSSIAN
from yukon_variants.triple_yukon import TRIPLE_YUKON

from yukon_core import Variant, hookimpl

__all__ = ["TRIPLE_RUSSIAN", "yukon_register_variants"]

TRIPLE_RUSSIAN = attrs.evolve(
    RUSSIAN,
    name="triple-russian",
    letter=None,
    title={"en": "Triple Russian Solitaire", "ru": "Тройной русский пасьянс"},
    layout=TRIPLE_YUKON.layout,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TRIPLE_RUSSIAN)
