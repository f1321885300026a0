"""Double Russian Solitaire (PySolFC 466): Double Yukon's deal with Russian Solitaire's rules."""

from collections.abc import Callable

import attrs
from yukon_variants.double import DOUBLE_LAYOUT
from yukon_variants.russian import RUSSIAN

from yukon_core import RuleExample, Variant, hookimpl

__all__ = ["DOUBLE_RUSSIAN", "yukon_register_variants"]

DOUBLE_RUSSIAN = attrs.evolve(
    RUSSIAN,
    name="double-russian",
    letter=None,
    title={"en": "Double Russian Solitaire", "ru": "Двойной русский пасьянс"},
    layout=DOUBLE_LAYOUT,
    examples=(
        RuleExample(1, "QC/1>1", score=0),
        RuleExample(1, "6D/1>10", "wrong_suit"),
        RuleExample(1, "KC/1>F", "foundation_refuses"),
        RuleExample(1, "AC/2>F", score=10),
        RuleExample(11, "AC/2>1", "no_return", before="4S/1>8 6C/2>9 AC/2>F"),
        RuleExample(1, "7H/1>F", "not_available"),
        RuleExample(1, "JD/1>F", "not_available"),
        RuleExample(1, "JC/2>F", "not_available"),
        RuleExample(1, "QH/1>F", "not_available"),
        RuleExample(1, "KS/1>F", "not_available"),
        RuleExample(1, "2D/1>F", "not_available"),
        RuleExample(1, "10D/1>F", "not_available"),
        RuleExample(1, "7D/1>F", "not_available"),
        RuleExample(1, "KH/2>F", "not_available"),
        RuleExample(7, "KD/2>1", before="4C/1>8 9S/2>5"),
        RuleExample(7, "8C/2>1", "empty_column", before="4C/1>8 9S/2>5"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE_RUSSIAN)
