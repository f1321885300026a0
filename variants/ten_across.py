"""Ten Across (PySolFC 284): ten columns, two cells dealt a card each, whole suits home."""

from collections.abc import Callable

from yukon_core import FoundationKind, Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["TEN_ACROSS", "yukon_register_variants"]

TEN_ACROSS = Variant(
    name="ten-across",
    letter=None,
    title={"en": "Ten Across", "ru": "Десять в ряд"},
    layout=Layout(
        decks=1,
        columns=[(0, 5), (1, 4), (2, 3), (3, 2), (4, 1), (4, 1), (3, 2), (2, 3), (1, 4), (0, 5)],
        foundations=4,
        foundation_kind=FoundationKind.SUIT,
        cells=2,
        cells_dealt=2,
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    examples=(
        RuleExample(1, "10S>2", score=0),
        RuleExample(1, "9S>5", "wrong_suit"),
        RuleExample(1, "8H>F", "not_whole_suit"),
        RuleExample(1, "5C>F", "not_available"),
        RuleExample(1, "KH>F", "not_available"),
        RuleExample(1, "4D>F", "not_available"),
        RuleExample(1, "10D>F", "not_available"),
        RuleExample(1, "QS>F", "not_available"),
        RuleExample(1, "AC>F", "not_available"),
        RuleExample(1, "6D>F", "not_available"),
        RuleExample(1, "9H>F", "not_available"),
        RuleExample(4, "KS>10", before="3S>2"),
        RuleExample(4, "7S>10", "empty_column", before="3S>2"),
        RuleExample(1, "8H>C", "no_free_cell"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TEN_ACROSS)
