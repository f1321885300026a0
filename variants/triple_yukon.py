"""Triple Yukon (PySolFC 272): three decks, thirteen columns of k - 1 face down and 6 face up."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["TRIPLE_YUKON", "yukon_register_variants"]

TRIPLE_YUKON = Variant(
    name="triple-yukon",
    letter=None,
    title={"en": "Triple Yukon", "ru": "Тройной юкон"},
    layout=Layout(decks=3, columns=[(k, 6) for k in range(13)], foundations=12),
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "3S/1>2"),
        RuleExample(1, "4S/3>11", "wrong_colour"),
        RuleExample(1, "5H/2>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TRIPLE_YUKON)
