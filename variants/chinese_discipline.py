"""Chinese Discipline (PySolFC 187): three cards left in a stock, dealt as one row."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["CHINESE_DISCIPLINE", "yukon_register_variants"]

CHINESE_DISCIPLINE = Variant(
    name="chinese-discipline",
    letter=None,
    title={"en": "Chinese Discipline", "ru": "Китайская дисциплина"},
    options={"foundation_returns": False},
    layout=Layout(
        decks=1,
        columns=[(0, 7), (0, 7), (0, 7), (3, 4), (4, 3), (5, 2), (6, 1)],
        foundations=4,
        stock=Stock(StockKind.ROWS),
    ),
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "10C>1", score=5),
        RuleExample(1, "5C>3", "wrong_colour"),
        RuleExample(1, "JH>F", "foundation_refuses"),
        RuleExample(1, "AD>F", score=10),
        RuleExample(46, "AS>2", "no_return", before="6D>2 AS>F"),
        RuleExample(1, "10D>F", "not_available"),
        RuleExample(1, "7S>F", "not_available"),
        RuleExample(1, "QH>F", "not_available"),
        RuleExample(1, "10S>F", "not_available"),
        RuleExample(7, "KH>1", before="4S>7 4H>6"),
        RuleExample(7, "6H>1", "empty_column", before="4S>7 4H>6"),
        RuleExample(1, "redeal", "no_redeal", before="deal"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CHINESE_DISCIPLINE)
