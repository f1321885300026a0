"""Relaxed Yukon: Classic with colour ignored on the tableau (source 000, rule set R)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Variant, hookimpl
from yukon_core.builds import ANY_SUIT

__all__ = ["RELAXED", "yukon_register_variants"]

RELAXED = Variant(
    name="relaxed",
    letter="R",
    title={"en": "Relaxed Yukon", "ru": "Юкон, свободные правила"},
    layout=YUKON_LAYOUT,
    build_rule=ANY_SUIT.text,
    rules=ANY_SUIT.rules,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RELAXED)
