"""Moosehide: Yukon's layout and foundations; on the tableau a card goes on the next higher
rank of any suit but its own. Registered with yukon only through the ``yukon.variants`` entry
point in ``pyproject.toml``."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Card, Variant, hookimpl

__all__ = ["MOOSEHIDE", "MoosehideRules", "yukon_register_variants"]


class MoosehideRules:
    """Overrides one rule hook; every other rule stays the core's default."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.suit != onto.suit and card.rank + 1 == onto.rank


MOOSEHIDE = Variant(
    name="moosehide",
    letter="M",
    title={"en": "Moosehide", "ru": "Лосиная шкура"},
    layout=YUKON_LAYOUT,
    build_rule={
        "en": "A card goes on a card one rank higher of any suit but its own.",
        "ru": "Карту кладут на карту любой другой масти на одну ступень старше.",
    },
    rules=MoosehideRules(),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(MOOSEHIDE)
