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
        RuleExample(1, "4H/2>1"),
        RuleExample(1, "4S/3>11", "wrong_suit"),
        RuleExample(1, "5H/2>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TRIPLE_RUSSIAN)
