"""Wave (PySolFC 732): two decks, eight columns dealt face up, face down, face up; the other 80
cards dealt five times, a face-down row and a face-up row on it each time."""

from collections.abc import Callable

from yukon_core import DealOrder, Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["WAVE", "yukon_register_variants"]

WAVE = Variant(
    name="wave",
    letter=None,
    title={"en": "Wave", "ru": "Волна"},
    layout=Layout(
        decks=2,
        columns=[((0, 1), (1, 1))] * 8,
        foundations=8,
        stock=Stock(StockKind.ROWS, face_down_rows=1),
        deal_order=DealOrder.ROWS,
    ),
    build_rule=ALTERNATE_COLOUR.text,
    options={"empty_column": "any"},
    examples=(
        RuleExample(1, "3S/1>2", score=5),
        RuleExample(1, "3S/1>4", "wrong_colour"),
        RuleExample(1, "9C/2>F", "foundation_refuses"),
        RuleExample(1, "6D/1>8", "under_face_down"),
        RuleExample(1, "JS/1>8", "under_face_down"),
        RuleExample(1, "JS/1>8", "wrong_rank", before="3S/1>2"),
        RuleExample(1, "AC/1>1", before="3S/1>2 4H/2>3 deal 6S/2>4 AC/1>F deal"),
        RuleExample(7, "9S/2>5", before="5D/2>7 3H/1>6 4C/2>7"),
        RuleExample(1, "deal", "stock_empty", before="deal " * 5),
        RuleExample(1, "redeal", "no_redeal"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(WAVE)
