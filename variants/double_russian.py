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
        RuleExample(1, "QC/1>1"),
        RuleExample(1, "6D/1>10", "wrong_suit"),
        RuleExample(1, "KC/1>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE_RUSSIAN)
