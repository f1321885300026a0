"""Raw Prawn (PySolFC 450): Australian Patience where any card heads an empty column."""

from collections.abc import Callable

import attrs
from yukon_variants.australian import AUSTRALIAN

from yukon_core import Variant, hookimpl

__all__ = ["RAW_PRAWN", "yukon_register_variants"]

RAW_PRAWN = attrs.evolve(
    AUSTRALIAN,
    name="raw-prawn",
    title={"en": "Raw Prawn", "ru": "Сырая креветка"},
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RAW_PRAWN)
