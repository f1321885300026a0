"""Moosehide: Yukon's layout and foundations; on the tableau a card goes on the next higher
rank of any suit but its own. Registered with yukon only through the ``yukon.variants`` entry
point in ``pyproject.toml``."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Card, RuleExample, Variant, hookimpl

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
    examples=(
        RuleExample(1, "6D>1", says={"en": "♦6 goes on ♥7: a suit other than its own."}),
        RuleExample(1, "8H>6", "wrong_suit", says={"en": "♥8 does not go on ♥9: its own suit."}),
        RuleExample(1, "7H>F", "foundation_refuses", says={"en": "♥7 goes home after ♥6."}),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(MOOSEHIDE)
