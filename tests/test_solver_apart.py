"""A server's solves run in a process of their own (issue 44: one connection's solves never
hold up another's requests): the same answer as in this process, and a cancelled solve ends
at once."""

from __future__ import annotations

import threading

from yukon_core.deals import deal
from yukon_core.registry import default_registry
from yukon_core.solver import Budget, Verdict, solve
from yukon_core.solver.apart import solve_apart


def test_a_solve_apart_answers_as_one_here() -> None:
    rules = default_registry().rules("russian")
    position = deal(rules.layout, 3)
    here = solve(rules, position, Budget(seconds=None))
    apart = solve_apart(rules, position, Budget(seconds=None))
    assert here.decided and (apart.verdict, apart.moves) == (here.verdict, here.moves)


def test_a_cancelled_solve_apart_ends_unknown() -> None:
    rules = default_registry().rules("classic")
    cancelled = threading.Event()
    threading.Timer(0.3, cancelled.set).start()
    result = solve_apart(rules, deal(rules.layout, 75), Budget(seconds=600), cancelled.is_set)
    assert (result.verdict, result.exhausted) == (Verdict.UNKNOWN, "cancelled")
