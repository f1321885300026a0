"""Verdicts that must agree across variants: a looser rule never turns a win into a loss.

Each check runs the solver with a small budget on a few deals that solve fast. A verdict of
"unknown" does not fail a check, but each check must have decided something on both sides.
"""

from __future__ import annotations

import pytest

from yukon_core import Budget, Verdict, apply, deal, default_registry, solve

REGISTRY = default_registry()
BUDGET = Budget(nodes=4_000, seconds=None)


def verdicts(strict, loose, numbers):
    """``(number, strict result, loose result)`` for each deal number."""
    for number in numbers:
        position = deal(strict.layout, number)
        yield number, solve(strict, position, BUDGET), solve(loose, position, BUDGET)


@pytest.mark.parametrize(
    ("strict", "loose", "numbers"),
    [
        (("russian", {}), ("alaska", {}), (14, 18, 1, 4)),
        (("classic", {}), ("relaxed", {}), (1, 2, 3, 4, 6)),
        (("classic", {"foundation_returns": "no"}), ("classic", {}), (1, 2, 4, 24, 27)),
        (("russian", {}), ("russian", {"foundation_returns": "yes"}), (1, 14, 18)),
        (("chinese-discipline", {}), ("chinese-solitaire", {}), (1, 2, 3, 4)),
        (("australian", {}), ("raw-prawn", {}), (1, 2, 3, 4)),
        (("australian", {}), ("canberra", {}), (1, 2, 3, 4)),
        (("classic", {"foundation_returns": "no"}), ("yukon-cells", {}), (1, 2, 3, 4)),
    ],
    ids=[
        "russian-alaska",
        "classic-relaxed",
        "classic-returns",
        "russian-returns",
        "discipline-chinese",
        "australian-raw-prawn",
        "australian-canberra",
        "classic-cells",
    ],
)
def test_a_looser_rule_never_turns_a_win_into_a_loss(strict, loose, numbers) -> None:
    strict_rules = REGISTRY.rules(strict[0], **strict[1])
    loose_rules = REGISTRY.rules(loose[0], **loose[1])
    decided = 0
    for number, tight, free in verdicts(strict_rules, loose_rules, numbers):
        if tight.verdict is Verdict.WON:
            assert free.verdict is not Verdict.LOST, f"deal {number}"
            # The strict winning line is legal under the looser rules, and wins there too.
            position = deal(loose_rules.layout, number)
            for move in tight.moves:
                position, _ = apply(loose_rules, position, move)
            assert loose_rules.won(position), f"deal {number}"
        if free.verdict is Verdict.LOST:
            assert tight.verdict is not Verdict.WON, f"deal {number}"
        decided += tight.decided and free.decided
    assert decided >= 2
