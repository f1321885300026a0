"""Solving a survey's deals on a Dask distributed cluster: the scheduler at an address, or a
local cluster started for the run. Rows come as soon as each deal is done, in any order.

Dask is an optional extra (``pip install 'yukon[dask]'``); the workers need yukon installed
too, and must run one thread each (``dask worker --nthreads 1``), as the local cluster does: a
deal's budget is one core's time, and threads of one worker share a core between deals (the
solver holds the interpreter's lock), so each would be starved and solved again
(``store.py``). A deal whose workers Dask gave up on, each having died on it, is reported as
:class:`WorkerDied`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from ..errors import GameError
from .store import SurveyRow
from .tasks import SolveFailed, SurveyTask, WorkerDied, solve_task

__all__ = ["DaskMissing", "SchedulerUnreachable", "ThreadedWorkers", "dask_rows"]


class DaskMissing(GameError):
    """``--dask`` or ``--scheduler`` without the Dask extra installed."""


class SchedulerUnreachable(GameError):
    """No Dask scheduler answers at the address given."""


class ThreadedWorkers(GameError):
    """A Dask cluster whose workers run more than one thread each."""


def dask_rows(tasks: Iterable[SurveyTask], scheduler: str | None = None,
              workers: int | None = None) -> Iterator[SurveyRow | WorkerDied]:  # fmt: skip
    """Rows from a Dask cluster: the scheduler at ``scheduler``, or a cluster of ``workers``
    processes started here for the run. The workers are checked to run one thread each when
    the run starts (a worker that joins later is not)."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed
        from distributed.scheduler import KilledWorker
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
        try:
            client = Client(scheduler or cluster)
        except (OSError, ValueError) as error:
            raise SchedulerUnreachable(
                f"no Dask scheduler answers at {scheduler!r}: {error}"
            ) from error
        with client:
            _check_one_thread_each(client.nthreads())
            chosen = list(tasks)
            futures = client.map(solve_task, chosen, pure=False)
            task_of = dict(zip(futures, chosen, strict=True))
            for future in as_completed(futures):
                try:
                    row = future.result()
                except KilledWorker as error:
                    yield WorkerDied(task_of[future], f"Dask gave up: {error}")
                except Exception as error:
                    raise SolveFailed.of(task_of[future], error) from error
                else:
                    yield row
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
