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
        RuleExample(1, "6S>1", score=0),
        RuleExample(1, "7H>2", "wrong_rank"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(1, "AH>F", before="10H>2 6C>1", score=10),
        RuleExample(1, "6D>1"),
        RuleExample(50, "AS>7", before="AS>F"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "JC>F", "not_available"),
        RuleExample(1, "KC>F", "not_available"),
        RuleExample(1, "8S>F", "not_available"),
        RuleExample(6, "KH>1", before="AD>F"),
        RuleExample(6, "7C>1", "empty_column", before="AD>F"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RELAXED)
