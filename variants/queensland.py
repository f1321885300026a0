"""Queensland (PySolFC 525): Brisbane's deal, built down in suit."""

from collections.abc import Callable

from yukon_core import Layout, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["QUEENSLAND", "yukon_register_variants"]

QUEENSLAND = Variant(
    name="queensland",
    letter=None,
    title={"en": "Queensland", "ru": "Квинсленд"},
    layout=Layout(
        decks=1,
        columns=[(0, 5), (1, 5), (2, 5), (3, 4), (4, 4), (5, 4), (6, 4)],
        foundations=4,
    ),
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(QUEENSLAND)
