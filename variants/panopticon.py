"""Panopticon (PySolFC 285): eight columns and four cells dealt a card each, built in suit."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["PANOPTICON", "yukon_register_variants"]

PANOPTICON = Variant(
    name="panopticon",
    letter=None,
    title={"en": "Panopticon", "ru": "Паноптикум"},
    layout=Layout(
        decks=1,
        columns=[(1, 5), (2, 4), (3, 3), (4, 2), (4, 2), (3, 3), (2, 4), (1, 5)],
        foundations=4,
        cells=4,
        cells_dealt=4,
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "4C>1", score=0),
        RuleExample(1, "9S>4", "wrong_suit"),
        RuleExample(1, "5C>F", "foundation_refuses"),
        RuleExample(2, "AD>F", score=10),
        RuleExample(1, "QH>2"),
        RuleExample(37, "AD>6", before="8D>3 4H>2 AD>F"),
        RuleExample(1, "7H>F", "not_available"),
        RuleExample(1, "6H>F", "not_available"),
        RuleExample(1, "JD>F", "not_available"),
        RuleExample(1, "KS>F", "not_available"),
        RuleExample(1, "8C>F", "not_available"),
        RuleExample(1, "AC>F", "not_available"),
        RuleExample(1, "QC>F", "not_available"),
        RuleExample(1, "3C>F", "not_available"),
        RuleExample(19, "KS>1", before="JS>2 AD>F 7H>1 5S>8 AC>F"),
        RuleExample(19, "4D>1", "empty_column", before="JS>2 AD>F 7H>1 5S>8 AC>F"),
        RuleExample(1, "5C>C", "no_free_cell"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(PANOPTICON)
