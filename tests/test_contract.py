"""Every installed variant — built-in and third-party — through the whole invariant suite.

The five games of the rule sources run every example the hypothesis profile asks for, and so
does one family game of each kind of pile beyond theirs (a waste, a stock dealt in rows with
whole-suit foundations, cells, a reserve, redeals). The family's other games play by the same
engine with other tables: they run a third of the examples. Moosehide runs the suite in its
own tests (``docs/examples/moosehide/tests``).

Select one with ``-k``, e.g. ``pytest tests/test_contract.py -k classic-card_conservation``.
"""

from yukon_core import default_registry
from yukon_core.testing import contract_tests

IN_FULL = ("classic", "relaxed", "russian", "alaska", "double",
           "australian", "kiev", "panopticon", "yukonic-plague", "tvetes-grandfather")  # fmt: skip
OWN_TESTS = ("moosehide",)
OTHERS = tuple(
    variant.name
    for variant in default_registry().variants
    if variant.name not in IN_FULL + OWN_TESTS
)

test_contract = contract_tests(*IN_FULL)
test_contract_of_the_other_games = contract_tests(*OTHERS, share=1 / 3)
