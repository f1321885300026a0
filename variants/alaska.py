"""Alaska, letter A: the Yukon layout, built in suit one rank up or down (source 001)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Card, Variant, hookimpl

__all__ = ["ALASKA", "AlaskaRules", "yukon_register_variants"]


class AlaskaRules:
    """Same suit, one rank lower or one rank higher."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.suit == onto.suit and abs(card.rank - onto.rank) == 1


ALASKA = Variant(
    name="alaska",
    letter="A",
    title={"en": "Alaska", "ru": "Аляска"},
    layout=YUKON_LAYOUT,
    build_rule={
        "en": "A card goes on the card of its own suit one rank higher or one rank lower.",
        "ru": "Карту кладут на карту той же масти на одну ступень старше или младше.",
    },
    rules=AlaskaRules(),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ALASKA)
