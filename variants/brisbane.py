"""Brisbane (PySolFC 603): built down regardless of suit; any card heads an empty column."""

from collections.abc import Callable

from yukon_core import Layout, Variant, hookimpl
from yukon_core.builds import ANY_SUIT

__all__ = ["BRISBANE", "yukon_register_variants"]

BRISBANE = Variant(
    name="brisbane",
    letter=None,
    title={"en": "Brisbane", "ru": "Брисбен"},
    layout=Layout(
        decks=1,
        columns=[(0, 5), (1, 5), (2, 5), (3, 4), (4, 4), (5, 4), (6, 4)],
        foundations=4,
    ),
    build_rule=ANY_SUIT.text,
    rules=ANY_SUIT.rules,
    options={"empty_column": "any"},
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(BRISBANE)
