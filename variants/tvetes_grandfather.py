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
        RuleExample(1, "QS>1"),
        RuleExample(1, "AD>5", "wrong_suit"),
        RuleExample(1, "KS>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(TVETES_GRANDFATHER)
