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
        RuleExample(1, "6S>1"),
        RuleExample(1, "8D>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CLASSIC)
