"""Russian Solitaire, letter S: Yukon layout, built down in suit, no cards back (source 003)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Card, Variant, hookimpl

__all__ = ["RUSSIAN", "RussianRules", "yukon_register_variants"]


class RussianRules:
    """Same suit, one rank lower."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.suit == onto.suit and card.rank + 1 == onto.rank


RUSSIAN = Variant(
    name="russian",
    letter="S",
    title={"en": "Russian Solitaire", "ru": "Русский пасьянс"},
    layout=YUKON_LAYOUT,
    build_rule={
        "en": "A card goes on the card of its own suit one rank higher.",
        "ru": "Карту кладут на карту той же масти на одну ступень старше.",
    },
    rules=RussianRules(),
    options={"foundation_returns": False},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN)
