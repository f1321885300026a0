"""Geoffrey (PySolFC 492): eight columns, four all face up and four of 4+2, built down in suit."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["GEOFFREY", "yukon_register_variants"]

GEOFFREY = Variant(
    name="geoffrey",
    letter=None,
    title={"en": "Geoffrey", "ru": "Джеффри"},
    options={"foundation_returns": False},
    layout=Layout(decks=1, columns=[*[(0, 7)] * 4, *[(4, 2)] * 4], foundations=4),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "10H>1", score=0),
        RuleExample(1, "7H>4", "wrong_suit"),
        RuleExample(1, "JH>F", "foundation_refuses"),
        RuleExample(3, "AS>F", score=10),
        RuleExample(15, "AC>6", "no_return", before="JS>5 4S>5 AC>F"),
        RuleExample(1, "7S>F", "not_available"),
        RuleExample(1, "QC>F", "not_available"),
        RuleExample(1, "AS>F", "not_available"),
        RuleExample(1, "2C>F", "not_available"),
        RuleExample(5, "KC>3", before="10S>8"),
        RuleExample(5, "8C>3", "empty_column", before="10S>8"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(GEOFFREY)
