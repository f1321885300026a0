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
    options={"foundation_returns": False},
    layout=YUKON_LAYOUT,
    build_rule=ALTERNATE_COLOUR_UP_OR_DOWN.text,
    rules=ALTERNATE_COLOUR_UP_OR_DOWN.rules,
    examples=(
        RuleExample(1, "6S>1", score=0),
        RuleExample(1, "8D>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(2, "AD>F", before="KS>1", score=15),
        RuleExample(1, "6C>1"),
        RuleExample(
            45, "AS>7", "no_return", before="4D>4 9C>6 5C>6 8H>4 KC>1 9H>4 8C>4 6H>2 3D>3 AS>F"
        ),
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
    register(ROSLIN)
