"""A solve over two processes: the same verdicts as one, wins from the helper, the positions of
both counted, and no helper left behind, nor needed where none can be forked."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator
from pathlib import Path

import pytest
from process_support import forked

from yukon_core import Budget, SolveResult, Verdict, apply, deal, default_registry, solve
from yukon_core.solver import search, split

REGISTRY = default_registry()
TWO = Budget(nodes=3_000_000, seconds=None, workers=2)
ONE = Budget(nodes=3_000_000, seconds=None)
"""Bounded by positions alone (each deal here takes under 300,000), never by the clock."""


@pytest.fixture
def helper_forked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Fails the test unless its solve could fork a helper: a solve that cannot runs alone, and
    would pass most of these tests as well. (Each such test runs ``@forked``, in a child of one
    thread, so that threads pytest's worker runs already do not stop the helper.)"""
    said = tmp_path / "a helper may be forked"
    can_split = split.can_split

    def can_split_and_say_so() -> bool:
        if answer := can_split():
            said.touch()
        return answer

    monkeypatch.setattr(split, "can_split", can_split_and_say_so)
    yield
    assert said.exists(), "the solve ran in one process: it could not fork a helper"


def replays_to_a_win(variant: str, number: int, moves: tuple) -> bool:
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    for move in moves:
        position = apply(rules, position, move)[0]
    return rules.won(position)


@pytest.mark.parametrize(
    ("variant", "number", "verdict"),
    [("classic", 1, Verdict.WON), ("classic", 24, Verdict.LOST), ("classic", 156, Verdict.LOST),
     ("alaska", 3, Verdict.WON), ("double", 1, Verdict.WON), ("russian", 14, Verdict.WON),
     ("russian", 2, Verdict.LOST)],
)  # fmt: skip
@forked
@pytest.mark.usefixtures("helper_forked")
def test_two_workers_reach_the_verdict_of_one(variant: str, number: int, verdict: Verdict) -> None:
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    one, two = solve(rules, position, ONE), solve(rules, position, TWO)
    assert one.verdict is two.verdict is verdict
    if verdict is Verdict.WON:
        assert replays_to_a_win(variant, number, two.moves)
    assert multiprocessing.active_children() == []  # the helper is gone


@forked
@pytest.mark.usefixtures("helper_forked")
def test_a_win_the_helper_finds_ends_the_solve() -> None:
    """Complete depth-first alone does not win Classic 42 within 10,000 positions; the restarts
    in the helper win it in about a thousand."""
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 42)
    alone = search.portfolio(rules, position, Budget(nodes=10_000), search.Role.PROVE)
    assert alone.verdict is Verdict.UNKNOWN
    result = solve(rules, position, Budget(nodes=20_000, seconds=None, workers=2))
    assert result.verdict is Verdict.WON and replays_to_a_win("classic", 42, result.moves)


@forked
@pytest.mark.usefixtures("helper_forked")
def test_the_prover_listens_for_the_helper_between_its_turns() -> None:
    """Classic 42 ends as soon as the helper's restarts win it (about a thousand positions
    each), long before depth-first alone would have (not within a minute)."""
    rules = REGISTRY.rules("classic")
    result = solve(rules, deal(rules.layout, 42), TWO)
    assert result.verdict is Verdict.WON and result.nodes < 50_000


@forked
@pytest.mark.usefixtures("helper_forked")
def test_positions_of_both_processes_are_counted() -> None:
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 156)
    alone = search.portfolio(rules, position, ONE, search.Role.PROVE)
    both = solve(rules, position, TWO)
    assert alone.verdict is both.verdict is Verdict.LOST
    assert both.nodes > alone.nodes and both.states > alone.states


@forked
@pytest.mark.usefixtures("helper_forked")
def test_a_loss_the_helper_proves_is_the_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The prover gives up at once; the helper's complete depth-first proves Classic 156 lost."""
    portfolio = search.portfolio

    def prover_gives_up(rules, position, budget, role=search.Role.PROVE | search.Role.FIND,
                        listen=None, partner=None) -> SolveResult:  # fmt: skip
        if role is search.Role.PROVE:  # the prover's call; the helper asks for every search
            return SolveResult(Verdict.UNKNOWN, (), 0, 0, 0.0, "nodes")
        return portfolio(rules, position, budget, role, listen, partner)

    monkeypatch.setattr(search, "portfolio", prover_gives_up)
    rules = REGISTRY.rules("classic")
    result = solve(rules, deal(rules.layout, 156), TWO)
    assert result.verdict is Verdict.LOST and result.nodes > 0


@forked
def test_the_prover_goes_on_alone_when_the_helper_dies(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    broke = tmp_path / "the helper broke"

    def helper_breaks(*_args: object) -> None:
        broke.touch()
        raise RuntimeError("the helper broke")

    monkeypatch.setattr(split, "_help", helper_breaks)
    rules = REGISTRY.rules("classic")
    result = solve(rules, deal(rules.layout, 156), TWO)
    assert broke.exists() and result.verdict is Verdict.LOST
    assert multiprocessing.active_children() == []


def _no_split(*_args: object) -> None:
    raise AssertionError("no helper may be forked here")


def test_one_process_where_fork_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    monkeypatch.setattr(split, "solve_split", _no_split)
    rules = REGISTRY.rules("classic")
    assert solve(rules, deal(rules.layout, 1), TWO).verdict is Verdict.WON


def _solve_in_a_pool_worker(number: int) -> str:
    rules = REGISTRY.rules("classic")
    return solve(rules, deal(rules.layout, number), TWO).verdict.value


def test_one_process_inside_a_pool_worker() -> None:
    """Pool workers are daemonic and may not have children: the solve runs in the worker."""
    with multiprocessing.get_context("fork").Pool(1) as pool:
        assert pool.map(_solve_in_a_pool_worker, [1, 24]) == ["won", "lost"]


@pytest.mark.parametrize("workers", [0, 3])
def test_budget_takes_one_or_two_workers(workers: int) -> None:
    with pytest.raises(ValueError, match="workers must be 1 or 2"):
        Budget(workers=workers)
