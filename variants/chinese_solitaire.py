"""Chinese Solitaire (PySolFC 188): Chinese Discipline, but any card heads an empty column."""

from collections.abc import Callable

import attrs
from yukon_variants.chinese_discipline import CHINESE_DISCIPLINE

from yukon_core import RuleExample, Variant, hookimpl

__all__ = ["CHINESE_SOLITAIRE", "yukon_register_variants"]

CHINESE_SOLITAIRE = attrs.evolve(
    CHINESE_DISCIPLINE,
    name="chinese-solitaire",
    title={"en": "Chinese Solitaire", "ru": "Китайский пасьянс"},
    options={"empty_column": "any"},
    examples=(
        RuleExample(1, "10C>1"),
        RuleExample(1, "5C>3", "wrong_colour"),
        RuleExample(1, "JH>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CHINESE_SOLITAIRE)
