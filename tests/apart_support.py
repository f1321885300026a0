"""A solving process started for a server that is gone by the time it runs
(``tests/test_solver_apart.py``): importable, so that a spawned process can run it."""

from __future__ import annotations

import multiprocessing
from multiprocessing.connection import Connection, wait

from yukon_core.position import Position
from yukon_core.solver import Budget
from yukon_core.solver.apart import _solve_here

__all__ = ["solve_once_the_server_is_gone"]


def solve_once_the_server_is_gone(
    pipe: Connection, task: tuple[str, dict[str, object], Position, Budget]
) -> None:
    """Wait until the process that started this one has ended, then be its solving process."""
    server = multiprocessing.parent_process()
    assert server is not None
    wait([server.sentinel])
    _solve_here(pipe, task)
