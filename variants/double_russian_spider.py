"""Double Russian Spider (PySolFC 531): Russian Spider on Double Yukon's deal."""

from collections.abc import Callable

import attrs
from yukon_variants.double import DOUBLE_LAYOUT
from yukon_variants.russian_spider import RUSSIAN_SPIDER

from yukon_core import FoundationKind, RuleExample, Variant, hookimpl

__all__ = ["DOUBLE_RUSSIAN_SPIDER", "yukon_register_variants"]

DOUBLE_RUSSIAN_SPIDER = attrs.evolve(
    RUSSIAN_SPIDER,
    name="double-russian-spider",
    title={"en": "Double Russian Spider", "ru": "Двойной русский паук"},
    layout=attrs.evolve(DOUBLE_LAYOUT, foundation_kind=FoundationKind.SUIT),
    examples=(
        RuleExample(1, "QC/1>1", score=0),
        RuleExample(1, "6D/1>10", "wrong_suit"),
        RuleExample(1, "KC/1>F", "not_whole_suit"),
        RuleExample(1, "7H/1>F", "not_available"),
        RuleExample(1, "JD/1>F", "not_available"),
        RuleExample(1, "JC/2>F", "not_available"),
        RuleExample(1, "QH/1>F", "not_available"),
        RuleExample(1, "KS/1>F", "not_available"),
        RuleExample(1, "2D/1>F", "not_available"),
        RuleExample(1, "10D/1>F", "not_available"),
        RuleExample(1, "7D/1>F", "not_available"),
        RuleExample(1, "KH/2>F", "not_available"),
        RuleExample(7, "KD/2>1", before="4C/1>8 9S/2>5"),
        RuleExample(7, "8C/2>1", "empty_column", before="4C/1>8 9S/2>5"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE_RUSSIAN_SPIDER)
