"""The strategies' own promises: a picker reaches every item and shrinks towards the first, and
the end-game lines leave a game the solver wins none of early to the greedy play."""

from __future__ import annotations

import pytest
from hypothesis import find
from hypothesis import strategies as st

from yukon_core import default_registry
from yukon_core.solver import SolveResult, Verdict
from yukon_core.testing import picker, strategies


@st.composite
def three_picks(draw: st.DrawFn) -> tuple[str, ...]:
    pick = picker(draw, 3)
    return tuple(pick("abc") for _ in range(3))


def test_a_picker_reaches_every_item_and_shrinks_towards_the_first() -> None:
    assert find(three_picks(), lambda picks: picks == ("c", "b", "a")) == ("c", "b", "a")
    assert find(three_picks(), lambda picks: True) == ("a", "a", "a")


def test_endgame_lines_try_only_the_first_deals_while_the_solver_wins_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tried: list[object] = []

    def never_won(rules: object, position: object, budget: object) -> SolveResult:
        tried.append(position)
        return SolveResult(Verdict.UNKNOWN)

    monkeypatch.setattr(strategies, "solve", never_won)
    rules = default_registry().rules("classic")
    lines = strategies._winning.__wrapped__(rules)
    assert len(tried) == strategies.ENDGAME_DEALS < strategies.ENDGAME_TRIES
    assert [number for number, _ in lines] == list(range(1, strategies.ENDGAME_DEALS + 1))
