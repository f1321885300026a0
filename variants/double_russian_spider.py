"""Double Russian Spider (PySolFC 531): Russian Spider on Double Yukon's deal."""

from collections.abc import Callable

from yukon_variants.double import DOUBLE_LAYOUT

from yukon_core import FoundationKind, Layout, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["DOUBLE_RUSSIAN_SPIDER", "yukon_register_variants"]

DOUBLE_RUSSIAN_SPIDER = Variant(
    name="double-russian-spider",
    letter=None,
    title={"en": "Double Russian Spider", "ru": "Двойной русский паук"},
    layout=Layout(
        decks=2,
        columns=DOUBLE_LAYOUT.columns,
        foundations=8,
        foundation_kind=FoundationKind.SUIT,
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(DOUBLE_RUSSIAN_SPIDER)
