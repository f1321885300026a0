"""Classic Yukon: the core's default rules on the Yukon layout (source 000)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Variant, hookimpl

__all__ = ["CLASSIC", "yukon_register_variants"]

CLASSIC = Variant(
    name="classic",
    letter="C",
    title={"en": "Classic Yukon", "ru": "Юкон, классические правила"},
    layout=YUKON_LAYOUT,
    build_rule={
        "en": "A card goes on a card one rank higher of the other colour.",
        "ru": "Карту кладут на карту другого цвета на одну ступень старше.",
    },
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CLASSIC)
