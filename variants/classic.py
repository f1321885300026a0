"""Classic Yukon: the core's default rules on the Yukon layout (source 000)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["CLASSIC", "yukon_register_variants"]

CLASSIC = Variant(
    name="classic",
    letter="C",
    title={"en": "Classic Yukon", "ru": "Юкон, классические правила"},
    layout=YUKON_LAYOUT,
    build_rule=ALTERNATE_COLOUR.text,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(CLASSIC)
