"""Russian Spider (PySolFC 530): Russian Solitaire where only a whole suit goes home."""

from collections.abc import Callable

import attrs
from yukon_variants.russian import RUSSIAN

from yukon_core import FoundationKind, RuleExample, Variant, hookimpl

__all__ = ["RUSSIAN_SPIDER", "yukon_register_variants"]

RUSSIAN_SPIDER = attrs.evolve(
    RUSSIAN,
    name="russian-spider",
    letter=None,
    title={"en": "Russian Spider", "ru": "Русский паук"},
    layout=attrs.evolve(RUSSIAN.layout, foundation_kind=FoundationKind.SUIT),
    options={},
    examples=(
        RuleExample(1, "10H>2", score=5),
        RuleExample(1, "8D>6", "wrong_suit"),
        RuleExample(1, "7H>F", "not_whole_suit"),
        RuleExample(1, "9S>F", "not_available"),
        RuleExample(1, "9C>F", "not_available"),
        RuleExample(1, "7D>F", "not_available"),
        RuleExample(1, "JC>F", "not_available"),
        RuleExample(1, "KC>F", "not_available"),
        RuleExample(1, "8S>F", "not_available"),
        RuleExample(2, "KD>1", before="QD>2"),
        RuleExample(2, "4S>1", "empty_column", before="QD>2"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN_SPIDER)
