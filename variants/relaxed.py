"""Relaxed Yukon: Classic with colour ignored on the tableau (source 000, rule set R)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Card, Variant, hookimpl

__all__ = ["RELAXED", "RelaxedRules", "yukon_register_variants"]


class RelaxedRules:
    """One rank lower, any colour."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.rank + 1 == onto.rank


RELAXED = Variant(
    name="relaxed",
    letter="R",
    title={"en": "Relaxed Yukon", "ru": "Юкон, свободные правила"},
    layout=YUKON_LAYOUT,
    build_rule={
        "en": "A card goes on any card one rank higher, whatever its colour.",
        "ru": "Карту кладут на любую карту на одну ступень старше, цвет не важен.",
    },
    rules=RelaxedRules(),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RELAXED)
