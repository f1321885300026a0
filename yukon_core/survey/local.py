"""Solving a survey's deals on this machine: ``jobs`` worker processes (one per core by default),
each solving one deal at a time and yielding its row as soon as it is done, in any order.

A worker dies with the survey however the survey ends (SIGKILL included), so nothing goes on
computing for a store no one writes. A worker that dies first, killed by the system for its
memory say, costs only its deal: that deal is reported as :class:`WorkerDied` (it stays
unsolved, for the next run) and a fresh worker takes the next one.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
from collections import deque
from collections.abc import Iterable, Iterator
from multiprocessing.connection import Connection, wait
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess

from ..solver.split import die_with_parent
from .store import SurveyRow
from .tasks import SolveFailed, SurveyTask, WorkerDied, solve_task

__all__ = ["local_rows"]


class _Worker:
    """One worker process and the pipe its deals and rows go through."""

    def __init__(self, context: BaseContext) -> None:
        self.pipe, far_end = context.Pipe()
        self.process: BaseProcess = context.Process(  # type: ignore[attr-defined]
            target=_work, args=(far_end, os.getpid()), daemon=True
        )
        self.process.start()
        far_end.close()

    def stop(self, *, at_once: bool) -> None:
        """End the process: now, or once it has read that there is no more to do."""
        if at_once:
            self.process.terminate()
        else:
            with contextlib.suppress(OSError):
                self.pipe.send(None)
        self.process.join()
        self.pipe.close()


def _free_worker(idle: list[_Worker], context: BaseContext) -> _Worker:
    """An idle worker still alive, or a fresh one."""
    while idle:
        worker = idle.pop()
        if worker.process.is_alive():
            return worker
        worker.stop(at_once=True)
    return _Worker(context)


def _work(pipe: Connection, parent: int) -> None:
    """A worker's life: solve each task that comes until ``None`` does. Ctrl-C is the
    survey's to answer; it stops the workers itself."""
    die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while (task := pipe.recv()) is not None:
        try:
            outcome: SurveyRow | SolveFailed = solve_task(task)
        except Exception as error:  # the survey raises it, as it would have here
            outcome = SolveFailed.of(task, error)
        pipe.send(outcome)


def _cause(exit_code: int | None) -> str:
    if exit_code is not None and exit_code < 0:
        try:
            return f"killed by {signal.Signals(-exit_code).name}"
        except ValueError:  # a signal Python has no name for (real-time ones)
            return f"killed by signal {-exit_code}"
    return f"exit code {exit_code}"


def local_rows(
    tasks: Iterable[SurveyTask], jobs: int | None = None
) -> Iterator[SurveyRow | WorkerDied]:
    """Rows from ``jobs`` processes (default: one per core), and a :class:`WorkerDied` for a
    deal whose worker died first. A worker solves many deals, so a row's peak memory is its
    worker's so far: an upper bound for that deal."""
    context = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    jobs = jobs or os.cpu_count() or 1
    waiting = deque(tasks)
    busy: dict[_Worker, SurveyTask] = {}
    idle: list[_Worker] = []
    try:
        while waiting or busy:
            while waiting and len(busy) < jobs:
                worker, task = _free_worker(idle, context), waiting.popleft()
                try:
                    worker.pipe.send(task)
                except OSError:  # it died idle: the deal goes to a fresh one
                    worker.stop(at_once=True)
                    waiting.appendleft(task)
                    continue
                busy[worker] = task
            ready = wait([*(w.pipe for w in busy), *(w.process.sentinel for w in busy)])
            for worker in [w for w in busy if w.pipe in ready or w.process.sentinel in ready]:
                try:
                    outcome = worker.pipe.recv()
                except (EOFError, OSError):
                    worker.stop(at_once=True)
                    yield WorkerDied(busy.pop(worker), _cause(worker.process.exitcode))
                    continue
                del busy[worker]
                idle.append(worker)
                if isinstance(outcome, SolveFailed):
                    raise outcome
                yield outcome
    finally:
        for worker in busy:
            worker.stop(at_once=True)
        for worker in idle:
            worker.stop(at_once=False)
