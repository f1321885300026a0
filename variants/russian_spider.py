"""Russian Spider (PySolFC 530): Russian Solitaire where only a whole suit goes home."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, FoundationKind, Layout, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSSIAN_SPIDER", "yukon_register_variants"]

RUSSIAN_SPIDER = Variant(
    name="russian-spider",
    letter=None,
    title={"en": "Russian Spider", "ru": "Русский паук"},
    layout=Layout(
        decks=1, columns=YUKON_LAYOUT.columns, foundations=4, foundation_kind=FoundationKind.SUIT
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN_SPIDER)
