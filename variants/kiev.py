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
        RuleExample(
            1,
            "KD>F",
            before="deal deal 5D>2 JD>2 2H>7 deal deal 8D>2 3H>1 2D>1 AD>1 7S>5 7C>7 3S>3 AH>4 "
            "2S>3 4D>2 AS>3 10D>4 QD>6 AC>3 3D>2 AH>1 KD>4 6D>5 3C>2 QS>6 7D>3 8C>5 QC>6 6S>2 "
            "9H>7 QH>3 4S>4 5S>3 9D>4",
            says={"en": "Diamonds, King to Ace in one column, go home together: 130 points."},
            score=130,
        ),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(KIEV)
