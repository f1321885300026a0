"""Chinese Solitaire (PySolFC 188): Chinese Discipline, but any card heads an empty column."""

from collections.abc import Callable

import attrs
from yukon_variants.chinese_discipline import CHINESE_DISCIPLINE

from yukon_core import Variant, hookimpl

__all__ = ["CHINESE_SOLITAIRE", "yukon_register_variants"]

CHINESE_SOLITAIRE = attrs.evolve(
    CHINESE_DISCIPLINE,
    name="chinese-solitaire",
    title={"en": "Chinese Solitaire", "ru": "Китайский пасьянс"},
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CHINESE_SOLITAIRE)
