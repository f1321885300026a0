"""Triple Yukon (PySolFC 272): three decks, thirteen columns of k - 1 face down and 6 face up."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["TRIPLE_YUKON", "yukon_register_variants"]

TRIPLE_YUKON = Variant(
    name="triple-yukon",
    letter=None,
    title={"en": "Triple Yukon", "ru": "Тройной юкон"},
    options={"foundation_returns": False},
    layout=Layout(decks=3, columns=[(k, 6) for k in range(13)], foundations=12),
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "3S/1>2", score=0),
        RuleExample(1, "4S/3>11", "wrong_colour"),
        RuleExample(1, "5H/2>F", "foundation_refuses"),
        RuleExample(2, "AC/2>F", score=10),
        RuleExample(1, "3S/2>2"),
        RuleExample(2, "AD/1>12", "no_return", before="AD/1>F"),
        RuleExample(1, "AC/3>F", "not_available"),
        RuleExample(1, "KH/2>F", "not_available"),
        RuleExample(1, "4C/1>F", "not_available"),
        RuleExample(1, "3C/1>F", "not_available"),
        RuleExample(1, "10C/1>F", "not_available"),
        RuleExample(1, "2H/1>F", "not_available"),
        RuleExample(1, "5C/1>F", "not_available"),
        RuleExample(1, "2S/1>F", "not_available"),
        RuleExample(1, "4C/3>F", "not_available"),
        RuleExample(1, "10C/3>F", "not_available"),
        RuleExample(1, "7H/3>F", "not_available"),
        RuleExample(1, "7C/1>F", "not_available"),
        RuleExample(12, "KC/1>1", before="9C/3>10 3C/3>6"),
        RuleExample(12, "9D/3>1", "empty_column", before="9C/3>10 3C/3>6"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TRIPLE_YUKON)
