"""Triple Russian Solitaire (PySolFC 488): Triple Yukon's deal with Russian Solitaire's rules."""

from collections.abc import Callable

import attrs
from yukon_variants.russian import RUSSIAN
from yukon_variants.triple_yukon import TRIPLE_YUKON

from yukon_core import RuleExample, Variant, hookimpl

__all__ = ["TRIPLE_RUSSIAN", "yukon_register_variants"]

TRIPLE_RUSSIAN = attrs.evolve(
    RUSSIAN,
    name="triple-russian",
    letter=None,
    title={"en": "Triple Russian Solitaire", "ru": "Тройной русский пасьянс"},
    layout=TRIPLE_YUKON.layout,
    examples=(
        RuleExample(1, "4H/2>1", score=0),
        RuleExample(1, "4S/3>11", "wrong_suit"),
        RuleExample(1, "5H/2>F", "foundation_refuses"),
        RuleExample(2, "AC/2>F", score=10),
        RuleExample(1, "3H/1>2"),
        RuleExample(5, "AH/2>1", "no_return", before="8H/1>9 6C/2>2 AH/2>F"),
        RuleExample(1, "AC/3>F", "not_available"),
        RuleExample(1, "KH/2>F", "not_available"),
        RuleExample(1, "4C/1>F", "not_available"),
        RuleExample(1, "3C/1>F", "not_available"),
        RuleExample(1, "10C/1>F", "not_available"),
        RuleExample(1, "2H/1>F", "not_available"),
        RuleExample(1, "5C/1>F", "not_available"),
        RuleExample(1, "2S/1>F", "not_available"),
        RuleExample(1, "4C/3>F", "not_available"),
        RuleExample(1, "10C/3>F", "not_available"),
        RuleExample(1, "7H/3>F", "not_available"),
        RuleExample(1, "7C/1>F", "not_available"),
        RuleExample(6, "KS/2>1", before="10S/3>3 5C/1>13"),
        RuleExample(6, "4C/1>1", "empty_column", before="10S/3>3 5C/1>13"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TRIPLE_RUSSIAN)
