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
        RuleExample(1, "4H>2"),
        RuleExample(1, "9S>4", "wrong_suit"),
        RuleExample(1, "8H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(QUEENSLAND)
