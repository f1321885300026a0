"""Raw Prawn (PySolFC 450): Australian Patience where any card heads an empty column."""

from collections.abc import Callable

import attrs
from yukon_variants.australian import AUSTRALIAN

from yukon_core import RuleExample, Variant, hookimpl

__all__ = ["RAW_PRAWN", "yukon_register_variants"]

RAW_PRAWN = attrs.evolve(
    AUSTRALIAN,
    name="raw-prawn",
    title={"en": "Raw Prawn", "ru": "Сырая креветка"},
    options={"empty_column": "any"},
    examples=(
        RuleExample(1, "7D>1", score=0),
        RuleExample(1, "7H>7", "wrong_suit"),
        RuleExample(1, "8D>F", "foundation_refuses"),
        RuleExample(1, "AH>F", score=10),
        RuleExample(16, "AD>6", before="AD>6 AD>F"),
        RuleExample(1, "4C>F", "foundation_refuses", before="deal"),
        RuleExample(1, "redeal", "no_redeal_left", before="deal " * 23),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RAW_PRAWN)
