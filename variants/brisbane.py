"""Brisbane (PySolFC 603): built down regardless of suit; any card heads an empty column."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
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
    options={"empty_column": "any", "foundation_returns": False},
    examples=(
        RuleExample(1, "7S>1", score=0),
        RuleExample(1, "7H>2", "wrong_rank"),
        RuleExample(1, "8H>F", "foundation_refuses"),
        RuleExample(1, "AC>F", score=10),
        RuleExample(13, "AH>1", "no_return", before="AC>2 3D>3 7S>4 AH>F"),
        RuleExample(1, "5C>F", "not_available"),
        RuleExample(1, "3S>F", "not_available"),
        RuleExample(1, "6C>F", "not_available"),
        RuleExample(1, "QS>F", "not_available"),
        RuleExample(1, "QC>F", "not_available"),
        RuleExample(1, "10S>F", "not_available"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(BRISBANE)
