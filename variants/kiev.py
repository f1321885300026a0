"""Kiev (PySolFC 897), also Kyiv: whole suits go home; 24 cards dealt in rows."""

from collections.abc import Callable

from yukon_core import FoundationKind, Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["KIEV", "yukon_register_variants"]

KIEV = Variant(
    name="kiev",
    letter=None,
    title={"en": "Kiev", "ru": "Киев"},
    layout=Layout(
        decks=1,
        columns=[(3, 1)] * 7,
        foundations=4,
        foundation_kind=FoundationKind.SUIT,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"empty_column": "any"},
    examples=(
        RuleExample(1, "5S>3", before="deal", score=0),
        RuleExample(1, "5D>2", "wrong_suit"),
        RuleExample(1, "8D>F", "not_whole_suit"),
        RuleExample(1, "5D>2", before="deal " * 2),
        RuleExample(1, "4H>F", "not_available"),
        RuleExample(1, "JH>F", "not_available"),
        RuleExample(1, "5H>F", "not_available"),
        RuleExample(1, "JD>F", "not_available"),
        RuleExample(1, "2S>F", "not_available"),
        RuleExample(1, "KD>F", "not_available"),
        RuleExample(1, "10H>F", "not_available"),
        RuleExample(1, "redeal", "no_redeal", before="deal " * 4),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(KIEV)
