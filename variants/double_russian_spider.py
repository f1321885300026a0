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
        RuleExample(1, "QC/1>1"),
        RuleExample(1, "6D/1>10", "wrong_suit"),
        RuleExample(1, "KC/1>F", "not_whole_suit"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE_RUSSIAN_SPIDER)
