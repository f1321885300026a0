"""Double Yukon, letter D: two decks, ten columns, eight foundations, Classic rules (source 004)."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["DOUBLE", "DOUBLE_LAYOUT", "yukon_register_variants"]

DOUBLE_LAYOUT = Layout(
    decks=2,
    columns=[(0, 5), *((k - 1, 6) for k in range(2, 11))],
    foundations=8,
)
"""Column 1: five face up; column k (2 to 10): k - 1 face down, six face up (45 down, 59 up)."""

DOUBLE = Variant(
    name="double",
    letter="D",
    title={"en": "Double Yukon", "ru": "Двойной юкон"},
    layout=DOUBLE_LAYOUT,
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "QD/1>1", score=0),
        RuleExample(1, "JS/1>8", "wrong_colour"),
        RuleExample(1, "KC/1>F", "foundation_refuses"),
        RuleExample(1, "AC/2>F", score=10),
        RuleExample(3, "AC/1>8", before="JH/2>4 QD/2>10 7D/1>3 10C/1>7 AC/1>F"),
        RuleExample(1, "7H/1>F", "not_available"),
        RuleExample(1, "JD/1>F", "not_available"),
        RuleExample(1, "JC/2>F", "not_available"),
        RuleExample(1, "QH/1>F", "not_available"),
        RuleExample(1, "KS/1>F", "not_available"),
        RuleExample(1, "2D/1>F", "not_available"),
        RuleExample(1, "10D/1>F", "not_available"),
        RuleExample(1, "7D/1>F", "not_available"),
        RuleExample(1, "KH/2>F", "not_available"),
        RuleExample(21, "KC/2>1", before="8S/1>3"),
        RuleExample(21, "2C/1>1", "empty_column", before="8S/1>3"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE)
