"""Rules by example (issue 45, item 2): every built-in game declares at least three, each
goes as it says, and a hook that strays from them fails ``yukon check``'s ``rule_examples``."""

from __future__ import annotations

import attrs
import pytest
from builders import building

from yukon_core import Registry, RuleExample
from yukon_core.examples import example_failures
from yukon_core.registry import default_registry
from yukon_core.testing import INVARIANTS, InvariantFailure
from yukon_core.testing.invariants import Target

BUILT_IN = [v.name for v in default_registry().variants]
CLASSIC_EXAMPLES = default_registry().variant("classic").examples


@pytest.mark.parametrize("name", BUILT_IN)
def test_every_game_teaches_by_at_least_three_examples(name: str) -> None:
    rules = default_registry().rules(name)
    examples = rules.variant.examples
    assert len(examples) >= 3
    assert any(e.refused is None for e in examples) and any(e.refused for e in examples)
    assert example_failures(rules) == []


def _registry(fits) -> Registry:  # Classic's examples, with a build rule of the test's own
    return building(fits, examples=CLASSIC_EXAMPLES)


@pytest.mark.parametrize(
    ("fits", "failure"),
    [
        (lambda c, o: c.rank + 1 == o.rank,
         "example 2 (8D>6 on deal 1: refused (wrong_colour)): it is legal"),
        (lambda c, o: c.colour == o.colour and c.rank + 1 == o.rank,
         "example 1 (6S>1 on deal 1: legal): it is refused (wrong_colour)"),
    ],
)  # fmt: skip
def test_a_hook_that_strays_from_the_examples_fails_the_check(fits, failure: str) -> None:
    target = Target("made", _registry(fits))
    with pytest.raises(InvariantFailure, match="invariant rule_examples broke") as broke:
        INVARIANTS["rule_examples"].run(target)
    assert failure in str(broke.value)


def test_an_example_says_what_went_wrong() -> None:
    rules = default_registry().rules("classic")
    wrong = (
        RuleExample(1, "6S>1", "wrong_colour"),
        RuleExample(1, "8D>6", before=("KS>1",)),
        RuleExample(1, "QQ>F"),
        RuleExample(1, "8D>6", "wrong_rank"),
    )
    mutated = attrs.evolve(rules, variant=attrs.evolve(rules.variant, examples=wrong))
    said = example_failures(mutated)
    assert said[0] == "example 1 (6S>1 on deal 1: refused (wrong_colour)): it is legal"
    assert said[1].startswith("example 2 (8D>6 on deal 1 after KS>1: legal): move 1 before it, "
                              "KS>1, is refused: ")  # fmt: skip
    assert said[2].startswith("example 3 (QQ>F on deal 1: legal): the move names no card")
    assert said[3] == (
        "example 4 (8D>6 on deal 1: refused (wrong_rank)): it is refused (wrong_colour): "
        "♦8 goes on a black 9"
    )
    assert len(said) == 4
