"""A server's solves run in a process of their own (issue 44: one connection's solves never
hold up another's requests): the same answer as in this process, and a cancelled solve ends
at once, as does a solving process whose server is gone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

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


SERVER_GONE_AT_ONCE = """
import multiprocessing, os
from apart_support import solve_once_the_server_is_gone
from yukon_core.deals import deal
from yukon_core.registry import default_registry
from yukon_core.solver import Budget
rules = default_registry().rules("classic")
task = ("classic", {}, deal(rules.layout, 75), Budget(seconds=600))
context = multiprocessing.get_context("spawn")
reader, writer = context.Pipe(duplex=False)
solving = context.Process(target=solve_once_the_server_is_gone, args=(writer, task))
solving.start()
print(solving.pid, flush=True)
os._exit(0)
"""
"""A server that starts a solve and ends before the solving process has begun: that process
inherits the server's output, so the output ends when it does."""


def test_a_solving_process_whose_server_is_gone_ends_at_once() -> None:
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).parent)}
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER_GONE_AT_ONCE], stdout=subprocess.PIPE, env=environment
    )
    pid = int(server.stdout.readline())
    try:
        server.communicate(timeout=120)  # a solve left running would hold it for 600 s
    except subprocess.TimeoutExpired:
        os.kill(pid, signal.SIGKILL)
        raise
    assert server.returncode == 0
