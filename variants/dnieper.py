"""Dnieper (PySolFC 919): Kiev, built in suit round the corner (a King on an Ace)."""

from collections.abc import Callable

import attrs
from yukon_variants.kiev import KIEV

from yukon_core import RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT_WRAPPING

__all__ = ["DNIEPER", "yukon_register_variants"]

DNIEPER = attrs.evolve(
    KIEV,
    name="dnieper",
    title={"en": "Dnieper", "ru": "Днепр"},
    build_rule=SAME_SUIT_WRAPPING.text,
    rules=SAME_SUIT_WRAPPING.rules,
    examples=(
        RuleExample(1, "KH>5", score=5),
        RuleExample(1, "5D>2", "wrong_suit"),
        RuleExample(1, "8D>F", "not_whole_suit"),
        RuleExample(1, "JS>1", before="KH>5 5H>2 deal"),
        RuleExample(1, "4H>F", "not_available"),
        RuleExample(1, "JH>F", "not_available"),
        RuleExample(1, "5H>F", "not_available"),
        RuleExample(1, "JD>F", "not_available"),
        RuleExample(1, "2S>F", "not_available"),
        RuleExample(1, "KD>F", "not_available"),
        RuleExample(1, "10H>F", "not_available"),
        RuleExample(1, "redeal", "no_redeal", before="deal " * 4),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DNIEPER)
