"""Where a survey's deals are solved: a process pool on this machine (every core by default), or
a Dask distributed cluster. Both yield each deal's row as soon as it is done, in any order.

Each pool worker solves a deal in a process of its own that dies with the survey, however the
survey ends (SIGKILL included): nothing goes on computing for a store no one writes. Dask is an
optional extra (``pip install 'yukon[dask]'``); its workers need yukon installed too, and
must run one thread each (``dask worker --nthreads 1``), as the local cluster does: a deal's
budget is one core's time, and threads of one worker share a core between deals (the solver
holds the interpreter's lock), so each would be starved and solved again (``store.py``).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterable, Iterator

from ..errors import GameError
from ..solver.split import die_with_parent
from .store import SurveyRow
from .tasks import SurveyTask, solve_task

__all__ = ["DaskMissing", "ThreadedWorkers", "dask_rows", "local_rows"]


class DaskMissing(GameError):
    """``--dask`` or ``--scheduler`` without the Dask extra installed."""


class ThreadedWorkers(GameError):
    """A Dask cluster whose workers run more than one thread each."""


def local_rows(tasks: Iterable[SurveyTask], jobs: int | None = None) -> Iterator[SurveyRow]:
    """Rows from ``jobs`` processes (default: one per core). A worker solves many deals, so a
    row's peak memory is its worker's so far: an upper bound for that deal. (Fresh processes
    per deal, ``maxtasksperchild=1``, made the pool's join hang now and then.)"""
    jobs = jobs or os.cpu_count() or 1
    context = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    pool = context.Pool(jobs, initializer=die_with_parent, initargs=(os.getpid(),))
    try:
        yield from pool.imap_unordered(solve_task, tasks)
    except BaseException:
        pool.terminate()
        raise
    pool.close()  # not terminate(): it can hang on a lock held by a worker that has exited
    pool.join()


def dask_rows(tasks: Iterable[SurveyTask], scheduler: str | None = None,
              workers: int | None = None) -> Iterator[SurveyRow]:  # fmt: skip
    """Rows from a Dask cluster: the scheduler at ``scheduler``, or a cluster of ``workers``
    processes started here for the run. The workers are checked to run one thread each when
    the run starts (a worker that joins later is not)."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError as error:
        raise DaskMissing(
            f"a survey on Dask needs the dask extra: pip install 'yukon[dask]' ({error})"
        ) from error
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True
        )
    try:
        with Client(scheduler or cluster) as client:
            _check_one_thread_each(client.nthreads())
            futures = client.map(solve_task, list(tasks), pure=False)
            for future in as_completed(futures):
                yield future.result()
                future.release()
    finally:
        if cluster is not None:
            cluster.close()


def _check_one_thread_each(threads: dict[str, int]) -> None:
    """Refuse workers (address: threads) that run more than one thread."""
    threaded = sorted(f"{address} ({count} threads)" for address, count in threads.items()
                      if count > 1)  # fmt: skip
    if threaded:
        raise ThreadedWorkers(
            "a survey needs Dask workers of one thread each (dask worker --nthreads 1): a "
            f"deal's budget is one core's time, and these share theirs: {', '.join(threaded)}"
        )
