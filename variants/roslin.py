"""Roslin (PySolFC 387), also Roslyn: Yukon's deal, built one rank up or down in the other
colour."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR_UP_OR_DOWN

__all__ = ["ROSLIN", "yukon_register_variants"]

ROSLIN = Variant(
    name="roslin",
    letter=None,
    title={"en": "Roslin", "ru": "Рослин"},
    layout=YUKON_LAYOUT,
    build_rule=ALTERNATE_COLOUR_UP_OR_DOWN.text,
    rules=ALTERNATE_COLOUR_UP_OR_DOWN.rules,
    examples=(
        RuleExample(1, "6S>1"),
        RuleExample(1, "8D>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ROSLIN)
