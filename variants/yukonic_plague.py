"""Yukonic Plague (PySolFC 826): Yukon with a reserve pile of thirteen face-up cards."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["YUKONIC_PLAGUE", "yukon_register_variants"]

YUKONIC_PLAGUE = Variant(
    name="yukonic-plague",
    letter=None,
    title={"en": "Yukonic Plague", "ru": "Юконская чума"},
    options={"foundation_returns": False},
    layout=Layout(
        decks=1,
        columns=[(0, 1), (2, 2), (2, 3), (2, 4), (2, 5), (2, 6), (2, 6)],
        foundations=4,
        reserves=[13],
    ),
    build_rule=ALTERNATE_COLOUR.text,
    examples=(
        RuleExample(1, "6S>1", score=0),
        RuleExample(1, "7H>2", "wrong_colour"),
        RuleExample(1, "7H>F", "foundation_refuses"),
        RuleExample(1, "AH>F", before="10H>3 7C>2 6C>1", score=10),
        RuleExample(1, "6C>1"),
        RuleExample(10, "AD>2", "no_return", before="AS>F KH>1 AD>F"),
        RuleExample(1, "4H>F", "not_available"),
        RuleExample(1, "JH>F", "not_available"),
        RuleExample(1, "KH>F", "not_available"),
        RuleExample(1, "4D>F", "not_available"),
        RuleExample(1, "10C>F", "not_available"),
        RuleExample(1, "AC>F", "not_available"),
        RuleExample(10, "KH>1", before="AS>F"),
        RuleExample(10, "2S>1", "empty_column", before="AS>F"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(YUKONIC_PLAGUE)
