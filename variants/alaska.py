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
        RuleExample(1, "8H>1"),
        RuleExample(1, "8D>6", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ALASKA)
