"""Russian Solitaire, letter S: Yukon layout, built down in suit, no cards back (source 003)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSSIAN", "yukon_register_variants"]

RUSSIAN = Variant(
    name="russian",
    letter="S",
    title={"en": "Russian Solitaire", "ru": "Русский пасьянс"},
    layout=YUKON_LAYOUT,
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"foundation_returns": False},
    examples=(
        RuleExample(1, "10H>2", score=5),
        RuleExample(1, "8D>6", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(3, "AH>F", score=10),
        RuleExample(3, "AC>1", "no_return", before="5C>3 AC>F"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "JC>F", "not_available"),
        RuleExample(1, "KC>F", "not_available"),
        RuleExample(1, "8S>F", "not_available"),
        RuleExample(2, "KD>1", before="QD>2"),
        RuleExample(2, "4S>1", "empty_column", before="QD>2"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN)
