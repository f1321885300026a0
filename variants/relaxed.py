"""Relaxed Yukon: Classic with colour ignored on the tableau (source 000, rule set R)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, RuleExample, Variant, hookimpl
from yukon_core.builds import ANY_SUIT

__all__ = ["RELAXED", "yukon_register_variants"]

RELAXED = Variant(
    name="relaxed",
    letter="R",
    title={"en": "Relaxed Yukon", "ru": "Юкон, свободные правила"},
    layout=YUKON_LAYOUT,
    build_rule=ANY_SUIT.text,
    rules=ANY_SUIT.rules,
    examples=(
        RuleExample(1, "6S>1"),
        RuleExample(31, "2D>2", "wrong_rank"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RELAXED)
