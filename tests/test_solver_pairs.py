"""The pair relaxation: it proves losses the event relaxation cannot, never calls a won deal
lost, and the solve asks it."""

from __future__ import annotations

import pytest

from yukon_core import Budget, Verdict, deal, default_registry, solve
from yukon_core.solver.board import Board
from yukon_core.solver.deadlock import Relaxation
from yukon_core.solver.pairs import never_all_home
from yukon_core.solver.search import PAIRS_AFTER

REGISTRY = default_registry()


def test_pairs_prove_a_deal_lost_that_the_event_relaxation_does_not() -> None:
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 511)  # lost: complete search needed 13,685 positions
    assert not Relaxation(rules).lost(*Board.encode(position))
    assert never_all_home(rules, position) is True


@pytest.mark.parametrize(("variant", "number"), [("classic", 17), ("classic", 61)])
def test_solve_proves_lost_what_search_alone_left_undecided(variant: str, number: int) -> None:
    """Complete search ran 900 s on each without deciding it; the pairs settle it at once."""
    rules = REGISTRY.rules(variant)
    result = solve(rules, deal(rules.layout, number), Budget(nodes=None, seconds=30))
    assert result.verdict is Verdict.LOST
    assert result.nodes < PAIRS_AFTER + 2_000


@pytest.mark.parametrize(
    ("variant", "numbers"),
    [("classic", (1, 2, 3, 4, 6, 7, 8, 9)), ("alaska", (3, 5)), ("relaxed", (3,))],
)
def test_pairs_never_call_a_won_deal_lost(variant: str, numbers: tuple[int, ...]) -> None:
    rules = REGISTRY.rules(variant)
    for number in numbers:
        position = deal(rules.layout, number)
        assert solve(rules, position, Budget(nodes=50_000, seconds=20)).verdict is Verdict.WON
        assert never_all_home(rules, position) is False


def test_pairs_answer_nothing_where_cards_have_twins() -> None:
    rules = REGISTRY.rules("double")
    assert never_all_home(rules, deal(rules.layout, 1)) is None
