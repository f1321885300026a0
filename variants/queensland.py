"""Queensland (PySolFC 525): Brisbane's deal, built down in suit."""

from collections.abc import Callable

import attrs
from yukon_variants.brisbane import BRISBANE

from yukon_core import RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["QUEENSLAND", "yukon_register_variants"]

QUEENSLAND = attrs.evolve(
    BRISBANE,
    name="queensland",
    title={"en": "Queensland", "ru": "Квинсленд"},
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "4H>2", score=0),
        RuleExample(1, "9S>4", "wrong_suit"),
        RuleExample(1, "8H>F", "foundation_refuses"),
        RuleExample(1, "AC>F", score=10),
        RuleExample(8, "AD>6", "no_return", before="AD>6 AH>F AD>F"),
        RuleExample(1, "5C>F", "not_available"),
        RuleExample(1, "3S>F", "not_available"),
        RuleExample(1, "6C>F", "not_available"),
        RuleExample(1, "QS>F", "not_available"),
        RuleExample(1, "QC>F", "not_available"),
        RuleExample(1, "10S>F", "not_available"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(QUEENSLAND)
