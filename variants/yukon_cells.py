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
    layout=attrs.evolve(CLASSIC.layout, cells=2),
    examples=(
        RuleExample(1, "6S>1"),
        RuleExample(1, "8D>6", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(YUKON_CELLS)
