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
    options={"empty_column": "any", "foundation_returns": False},
    examples=(
        RuleExample(1, "10C>1", score=5),
        RuleExample(1, "5C>3", "wrong_colour"),
        RuleExample(1, "JH>F", "foundation_refuses"),
        RuleExample(1, "AD>F", score=10),
        RuleExample(46, "AS>2", "no_return", before="6D>2 AS>F"),
        RuleExample(1, "10D>F", "not_available"),
        RuleExample(1, "7S>F", "not_available"),
        RuleExample(1, "QH>F", "not_available"),
        RuleExample(1, "10S>F", "not_available"),
        RuleExample(1, "redeal", "no_redeal", before="deal"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CHINESE_SOLITAIRE)
