"""Tvete's Grandfather (PySolFC 278): Russian rules, and twice a game the tableau is gathered,
shuffled and dealt again."""

from collections.abc import Callable

from yukon_core import DealOrder, Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["TVETES_GRANDFATHER", "yukon_register_variants"]

TVETES_GRANDFATHER = Variant(
    name="tvetes-grandfather",
    letter=None,
    title={"en": "Tvete's Grandfather", "ru": "Дедушка Твете"},
    layout=Layout(
        decks=1,
        columns=[(0, 1), (2, 5), (4, 5), (6, 5), (5, 5), (3, 5), (1, 5)],
        foundations=4,
        redeals=2,
        deal_order=DealOrder.ROWS,
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"foundation_returns": False},
    examples=(
        RuleExample(1, "QS>1", score=0),
        RuleExample(1, "AD>5", "wrong_suit"),
        RuleExample(1, "KS>F", "foundation_refuses"),
        RuleExample(5, "AH>F", score=10),
        RuleExample(5, "AH>1", "no_return", before="AH>F"),
        RuleExample(1, "JH>F", "not_available"),
        RuleExample(1, "5D>F", "not_available"),
        RuleExample(1, "6C>F", "not_available"),
        RuleExample(1, "AH>F", "not_available"),
        RuleExample(1, "JD>F", "not_available"),
        RuleExample(1, "5C>F", "not_available"),
        RuleExample(11, "KS>1", before="5S>7 redeal 3H>7"),
        RuleExample(11, "QH>1", "empty_column", before="5S>7 redeal 3H>7"),
        RuleExample(1, "redeal", "no_redeal_left", before="redeal redeal"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TVETES_GRANDFATHER)
