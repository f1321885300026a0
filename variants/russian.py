"""Russian Solitaire, letter S: Yukon layout, built down in suit, no cards back (source 003)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, RuleExample, Variant, hookimpl
from yukon_core.builds import SAME_SUIT

__all__ = ["RUSSIAN", "yukon_register_variants"]

RUSSIAN = Variant(
    name="russian",
    letter="S",
    title={"en": "Russian Solitaire", "ru": "Русский пасьянс"},
    layout=YUKON_LAYOUT,
    build_rule=SAME_SUIT.text,
    rules=SAME_SUIT.rules,
    options={"foundation_returns": False},
    examples=(
        RuleExample(1, "10H>2"),
        RuleExample(1, "8D>6", "wrong_suit"),
        RuleExample(1, "7H>F", "foundation_refuses"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(RUSSIAN)
