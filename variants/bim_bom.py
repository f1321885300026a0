"""Bim Bom (PySolFC 456): two decks, eight columns, a stock turned to a waste once through."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Stock, StockKind, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["BIM_BOM", "yukon_register_variants"]

BIM_BOM = Variant(
    name="bim-bom",
    letter=None,
    title={"en": "Bim Bom", "ru": "Бим-бом"},
    layout=Layout(
        decks=2,
        columns=[(0, 5)] * 8,
        foundations=8,
        stock=Stock(StockKind.WASTE, waste_start=1),
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"empty_column": "any"},
    examples=(
        RuleExample(1, "QC/1>1", score=0),
        RuleExample(1, "5S/1>8", "wrong_suit"),
        RuleExample(1, "KC/1>F", "foundation_refuses"),
        RuleExample(1, "AD/1>F", score=10),
        RuleExample(16, "AC/2>1", before="8S/2>8 QH/1>5 AC/2>4 9H/2>3 AC/2>F"),
        RuleExample(1, "KD/1>F", "foundation_refuses", before="deal"),
        RuleExample(1, "redeal", "no_redeal_left", before="deal " * 63),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(BIM_BOM)
