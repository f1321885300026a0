"""Yukon Cells (PySolFC 925): Classic Yukon with two empty cells."""

from collections.abc import Callable

import attrs
from yukon_variants.classic import CLASSIC

from yukon_core import RuleExample, Variant, hookimpl

__all__ = ["YUKON_CELLS", "yukon_register_variants"]

YUKON_CELLS = attrs.evolve(
    CLASSIC,
    name="yukon-cells",
    letter=None,
    title={"en": "Yukon Cells", "ru": "Юкон с ячейками"},
    options={"foundation_returns": False},
    layout=attrs.evolve(CLASSIC.layout, cells=2),
    examples=(
        RuleExample(1, "6S>1", score=0),
        RuleExample(1, "8D>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(3, "AH>F", score=10),
        RuleExample(1, "6C>1"),
        RuleExample(34, "AC>3", "no_return", before="5D>C AC>F"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "JC>F", "not_available"),
        RuleExample(1, "KC>F", "not_available"),
        RuleExample(1, "8S>F", "not_available"),
        RuleExample(8, "KS>1", before="4H>5 8H>C"),
        RuleExample(8, "4S>1", "empty_column", before="4H>5 8H>C"),
        RuleExample(1, "5C>C", "no_free_cell", before="7H>C JH>C"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(YUKON_CELLS)
