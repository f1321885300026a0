"""A solve over two processes: this one proves, a forked helper hunts for wins.

The process that called :func:`~.search.solve` runs complete depth-first alone, the one search
whose ending proves a loss; the helper runs complete best-first and the streamlined searches,
which find wins. Each has a whole core, half the node limit and the same seconds; the prover
has two thirds of the memory cap. Between turns the prover asks whether the helper has sent a
win; the first decisive answer ends the solve and the helper with it. If the prover's budget
runs out first, it waits for the helper's own budget to run out too, so no win it finds is lost.
Positions expanded by both are counted (the helper's up to its last round of turns).

The helper is forked, so it needs no rule table sent to it (a plugin's hooks need not pickle); it
reports its positions expanded through shared memory and its win through a pipe.
"""

from __future__ import annotations

import multiprocessing
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
from .result import Budget, SolveResult, Verdict

__all__ = ["PROVER_MEMORY", "can_split", "solve_split"]

PROVER_MEMORY = 2 / 3
"""The prover's share of the memory cap: depth-first keeps every position it meets (about 330
bytes each on one deck, some two million in a minute), while the helper lets its best-first go
after 250,000 positions and its restarts give their tables back."""


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
    """:func:`~.search.solve` with a helper process hunting for wins; one process if none can
    be started."""
    nodes, memory = budget.nodes, budget.memory_mb
    share = attrs.evolve(budget, nodes=None if nodes is None else max(1, nodes // 2), workers=1)
    proving, hunting = (
        attrs.evolve(share, memory_mb=None if memory is None else memory * part)
        for part in (PROVER_MEMORY, 1 - PROVER_MEMORY)
    )
    fork = multiprocessing.get_context("fork")
    reader, writer = fork.Pipe(duplex=False)
    effort = fork.Array("q", 2, lock=False)
    helper = fork.Process(
        target=_hunt, args=(rules, position, hunting, writer, effort), daemon=True
    )
    try:
        helper.start()
    except OSError:  # no process to be had
        reader.close()
        writer.close()
        return search.portfolio(rules, position, attrs.evolve(budget, workers=1))
    writer.close()

    def heard_win(_: SearchContext | None = None, wait: bool = False) -> SolveResult | None:
        """The helper's win if it has sent one; with ``wait``, once it has ended."""
        try:
            found = reader.recv() if reader.poll(None if wait else 0) else None
        except EOFError:  # it has ended, and its answer was read already or never sent
            found = None
        return found if found is not None and found.verdict is Verdict.WON else None

    try:
        result = search.portfolio(rules, position, proving, search.Role.PROVE, heard_win)
        if not result.decided and (found := heard_win(wait=True)) is not None:
            result = attrs.evolve(result, verdict=Verdict.WON, moves=found.moves, exhausted=None)
    finally:
        helper.kill()
        helper.join()
        reader.close()
    return attrs.evolve(result, nodes=result.nodes + effort[0], states=result.states + effort[1])


def _hunt(
    rules: RuleTable,
    position: Position,
    budget: Budget,
    writer: Connection,
    effort: Array[c_longlong],
) -> None:
    """The helper: the searches that find wins, its effort kept up to date in ``effort`` after
    every round of turns. Ctrl-C is the prover's to answer; the helper is killed then."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def report(context: SearchContext) -> None:
        effort[0], effort[1] = context.nodes, context.states

    result = search.portfolio(rules, position, budget, search.Role.FIND, report)
    effort[0], effort[1] = result.nodes, result.states
    writer.send(result)
    writer.close()
