"""Classic Yukon: the core's default rules on the Yukon layout (source 000)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["CLASSIC", "yukon_register_variants"]

CLASSIC = Variant(
    name="classic",
    letter="C",
    title={"en": "Classic Yukon", "ru": "Юкон, классические правила"},
    layout=YUKON_LAYOUT,
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "6S>1", score=0),
        RuleExample(1, "8D>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(1, "AH>F", before="10S>2 6C>1", score=10),
        RuleExample(1, "6C>1"),
        RuleExample(28, "AS>3", before="2C>2 5C>5 AS>F"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "JC>F", "not_available"),
        RuleExample(1, "KC>F", "not_available"),
        RuleExample(1, "8S>F", "not_available"),
        RuleExample(3, "KC>1", before="4D>2 AC>7 AH>F"),
        RuleExample(3, "7C>1", "empty_column", before="4D>2 AC>7 AH>F"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CLASSIC)
