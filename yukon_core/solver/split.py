"""A solve over two processes: depth-first alone in this one, every search in a forked helper.

The process that called :func:`~.search.solve` runs complete depth-first alone. The helper runs
the whole portfolio of one process, with its complete depth-first trying moves of near scores in
a random order. The two depth-first searches share the positions each has searched to the end
(``shared.py``) and pass over the other's, so they share out the graph as they go, and the
ending of either proves a loss. Each has a whole core, the same seconds, and half the node limit
and of the memory cap. Between turns the prover asks whether the helper has sent a verdict; the
first decisive answer ends the solve and the helper with it. If the prover's budget runs out
first, it waits for the helper's own budget to run out too, so no verdict it reaches is lost.
Positions expanded by both are counted (the helper's up to its last round of turns).

The helper is forked, so it needs no rule table sent to it (a plugin's hooks need not pickle); it
reports its positions expanded through shared memory and its verdict through a pipe.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
from ctypes import Array, c_longlong
from multiprocessing.connection import Connection

import attrs

from ..position import Position
from ..rules import RuleTable
from . import search
from .context import SearchContext
from .result import Budget, SolveResult
from .shared import FinishedTables

__all__ = ["HELPER_SEED", "can_split", "die_with_parent", "solve_split"]

HELPER_SEED = 2
"""The seed of the random order in which the helper's complete depth-first tries moves of near
scores (the prover's follows the ranking alone), so the two begin in different subtrees."""


def can_split() -> bool:
    """Can this process fork a helper safely? Only on Linux, while a single thread runs (a
    forked copy of a threaded process may deadlock), and not from a daemonic process (a
    multiprocessing pool worker may have no children)."""
    return (
        sys.platform.startswith("linux")
        and "fork" in multiprocessing.get_all_start_methods()
        and threading.active_count() == 1
        and not multiprocessing.current_process().daemon
    )


def solve_split(rules: RuleTable, position: Position, budget: Budget) -> SolveResult:
    """:func:`~.search.solve` with a helper process; one process if none can be started."""
    nodes, memory = budget.nodes, budget.memory_mb
    share = attrs.evolve(
        budget,
        nodes=None if nodes is None else max(1, nodes // 2),
        memory_mb=None if memory is None else memory / 2,
        workers=1,
    )
    fork = multiprocessing.get_context("fork")
    reader, writer = fork.Pipe(duplex=False)
    effort = fork.Array("q", 2, lock=False)
    try:
        tables = FinishedTables()
        helper = fork.Process(
            target=_help,
            args=(os.getpid(), rules, position, share, writer, effort, tables),
            daemon=True,
        )
        helper.start()
    except OSError:  # no memory to share, or no process to be had
        reader.close()
        writer.close()
        return search.portfolio(rules, position, attrs.evolve(budget, workers=1))

    def heard(_: SearchContext | None = None, wait: bool = False) -> SolveResult | None:
        """The helper's verdict if it has sent one; with ``wait``, once it has ended."""
        try:
            found = reader.recv() if reader.poll(None if wait else 0) else None
        except EOFError:  # it has ended, and its answer was read already or never sent
            found = None
        return found if found is not None and found.decided else None

    try:  # from here the helper is killed however the solve ends, Ctrl-C included
        writer.close()
        result = search.portfolio(rules, position, share, search.Role.PROVE, heard, tables.prover())
        if not result.decided and (found := heard(wait=True)) is not None:
            result = attrs.evolve(result, verdict=found.verdict, moves=found.moves, exhausted=None)
    finally:
        helper.kill()
        helper.join()
        reader.close()
    return attrs.evolve(result, nodes=result.nodes + effort[0], states=result.states + effort[1])


PR_SET_PDEATHSIG = 1
"""Linux's ``prctl`` option: the signal a process gets when the thread that forked it ends."""


def die_with_parent(parent: int) -> None:
    """Have the system kill this (forked) process when ``parent`` dies by any means, even
    SIGKILL, which the parent cannot pass on; if it died already, end now. So too if the
    process that had multiprocessing start this one has died: where a fork server started it,
    ``parent`` can only be read here, and the fork server, which dies with that process, may
    have died and left this one to a parent that lives on."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    starter = multiprocessing.parent_process()
    if os.getppid() != parent or (starter is not None and not starter.is_alive()):
        os._exit(0)


def _help(
    parent: int,
    rules: RuleTable,
    position: Position,
    budget: Budget,
    writer: Connection,
    effort: Array[c_longlong],
    tables: FinishedTables,
) -> None:
    """The helper: every search of the portfolio, its effort kept up to date in ``effort``
    after every round of turns. Ctrl-C is the prover's to answer; the helper is killed then,
    and dies with the prover whatever ends it (:func:`die_with_parent`)."""
    die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def report(context: SearchContext) -> None:
        effort[0], effort[1] = context.nodes, context.states

    result = search.portfolio(
        rules, position, budget, listen=report, partner=tables.helper(HELPER_SEED)
    )
    effort[0], effort[1] = result.nodes, result.states
    writer.send(result)
    writer.close()
