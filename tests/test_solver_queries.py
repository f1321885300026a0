"""What a game session asks the solver: a winnable deal, the last winnable position, a hint."""

from __future__ import annotations

from yukon_core import Budget, Verdict, apply, deal, default_registry, legal_moves, solve
from yukon_core.solver import Winnability, first_winnable_deal, last_winnable, queries, solver_hint

REGISTRY = default_registry()
BUDGET = Budget(nodes=5_000, seconds=None)


def test_first_winnable_deal_solves_and_skips_lost_deals(monkeypatch) -> None:
    monkeypatch.setattr(queries, "shipped_verdict", lambda _rules, _number: None)  # no survey
    russian = REGISTRY.rules("russian")
    assert [solve(russian, deal(russian.layout, n), BUDGET).verdict for n in (1, 13)] == [
        Verdict.LOST
    ] * 2
    assert first_winnable_deal(russian, 1, BUDGET) == 14
    assert first_winnable_deal(russian, 14, BUDGET) == 14


def _first_losing_step(rules, start):
    """Along a winning line, the first position and a legal move from it that loses."""
    position = start
    for move in solve(rules, start, BUDGET).moves:
        for other in legal_moves(rules, position):
            after = apply(rules, position, other)[0]
            if solve(rules, after, BUDGET).verdict is Verdict.LOST:
                return position, after
        position = apply(rules, position, move)[0]
    raise AssertionError("no losing move on the line")


def test_last_winnable_finds_the_move_that_lost_the_game() -> None:
    rules = REGISTRY.rules("classic")
    before, losing = _first_losing_step(rules, deal(rules.layout, 1))
    history = [before, losing]
    for _ in range(3):
        moves = legal_moves(rules, history[-1])
        if moves:
            history.append(apply(rules, history[-1], moves[0])[0])
    assert last_winnable(rules, history, BUDGET) == 0
    assert last_winnable(rules, history[1:], BUDGET) is None
    checker = Winnability(rules, BUDGET)
    assert checker.last_winnable(history) == 0
    assert [checker.verdict(p) for p in history[:2]] == [True, False]
    line = [before]
    for move in solve(rules, before, BUDGET).moves[:5]:
        line.append(apply(rules, line[-1], move)[0])
    assert last_winnable(rules, line, BUDGET) == len(line) - 1


def test_solver_hint_is_the_first_move_of_a_winning_line_or_nothing() -> None:
    classic = REGISTRY.rules("classic")
    position = deal(classic.layout, 1)
    assert solver_hint(classic, position, BUDGET) == solve(classic, position, BUDGET).moves[0]
    assert solver_hint(classic, deal(classic.layout, 24), BUDGET) is None


def test_winnability_remembers_the_line_it_found_and_says_unknown_when_unsure() -> None:
    rules = REGISTRY.rules("classic")
    checker = Winnability(rules, BUDGET)
    start = deal(rules.layout, 1)
    line = checker.line(start)
    assert line is not None and checker.verdict(start) is True
    after = apply(rules, start, line[0])[0]
    assert checker.line(after) == line[1:]  # the rest of the same line, not a new search
    assert Winnability(rules, Budget(nodes=50)).verdict(deal(rules.layout, 5)) is None
