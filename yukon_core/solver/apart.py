"""A solve in a process of its own, for a server: its other requests are not held up by the
search (one process runs one thread of Python at a time), a cancelled solve ends at once, and
the search's memory goes back to the system when it ends.

The process is started by a fork server (where the system has one; otherwise spawned), so it
begins single-threaded however many threads the server runs, and rebuilds the rule table from
the variant's name and options with the installed plugins (a hook need not pickle).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable
from multiprocessing.connection import Connection

from ..position import Position
from ..registry import default_registry
from ..rules import RuleTable
from .result import Budget, SolveResult, Verdict
from .search import solve
from .split import die_with_parent

__all__ = ["solve_apart"]

POLL_SECONDS = 0.05
"""How often a waiting solve asks whether it was cancelled."""


def _context() -> multiprocessing.context.BaseContext:
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload([__name__])
    return context


def solve_apart(
    rules: RuleTable,
    position: Position,
    budget: Budget | None = None,
    stop: Callable[[], bool] | None = None,
) -> SolveResult:
    """:func:`~yukon_core.solver.solve` in a process of its own; ``stop`` is asked every
    :data:`POLL_SECONDS` and ends the process at once (an ``UNKNOWN`` result, ``cancelled``).
    Raises ``RuntimeError`` if the process dies without an answer."""
    context = _context()
    reader, writer = context.Pipe(duplex=False)
    task = (rules.variant.name, dict(rules.options), position, budget)
    process = context.Process(  # type: ignore[attr-defined]
        target=_solve_here, args=(writer, task), daemon=True
    )
    process.start()
    writer.close()
    try:
        while not reader.poll(POLL_SECONDS):
            if stop is not None and stop():
                return SolveResult(Verdict.UNKNOWN, exhausted="cancelled")
            if not process.is_alive() and not reader.poll():
                raise RuntimeError(f"the solving process ended with exit code {process.exitcode}")
        result: SolveResult = reader.recv()
        return result
    finally:
        if process.is_alive():
            process.kill()
        process.join()
        reader.close()


def _solve_here(
    pipe: Connection, task: tuple[str, dict[str, object], Position, Budget | None]
) -> None:
    """The solving process: it dies with the process that started it (the server, or the fork
    server that dies with it, :func:`die_with_parent`), leaves Ctrl-C to the server, and sends
    back the result."""
    die_with_parent(os.getppid())
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    variant, options, position, budget = task
    rules = default_registry().rules(variant, **options)
    pipe.send(solve(rules, position, budget))
    pipe.close()
