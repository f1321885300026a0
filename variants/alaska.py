"""Alaska, letter A: the Yukon layout, built in suit one rank up or down (source 001)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT_UP_OR_DOWN

__all__ = ["ALASKA", "yukon_register_variants"]

ALASKA = Variant(
    name="alaska",
    letter="A",
    title={"en": "Alaska", "ru": "Аляска"},
    layout=YUKON_LAYOUT,
    build_rule=SAME_SUIT_UP_OR_DOWN.text,
    rules=SAME_SUIT_UP_OR_DOWN.rules,
    examples=(
        RuleExample(1, "8H>1", score=0),
        RuleExample(1, "8D>6", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(1, "AH>F", before="QH>2 6C>7", score=10),
        RuleExample(18, "AD>2", before="AD>2 2H>1 AD>F"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "JC>F", "not_available"),
        RuleExample(1, "KC>F", "not_available"),
        RuleExample(1, "8S>F", "not_available"),
        RuleExample(10, "KD>1", before="AS>F"),
        RuleExample(10, "2S>1", "empty_column", before="AS>F"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ALASKA)
