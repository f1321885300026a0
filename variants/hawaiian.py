"""Hawaiian (PySolFC 707): two decks, ten columns of five, a reserve pile of the other 54."""

from collections.abc import Callable

from yukon_core import Layout, RuleExample, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR

__all__ = ["HAWAIIAN", "yukon_register_variants"]

HAWAIIAN = Variant(
    name="hawaiian",
    letter=None,
    title={"en": "Hawaiian", "ru": "Гавайский пасьянс"},
    layout=Layout(decks=2, columns=[(0, 5)] * 10, foundations=8, reserves=[54]),
    build_rule=ALTERNATE_COLOUR.text,
    options={"empty_column": "any"},
    examples=(
        RuleExample(1, "QH/1>1", score=0),
        RuleExample(1, "8S/1>2", "wrong_colour"),
        RuleExample(1, "KC/1>F", "foundation_refuses"),
        RuleExample(1, "AD/1>F", score=10),
        RuleExample(29, "AH/2>2", before="AH/2>F"),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(HAWAIIAN)
