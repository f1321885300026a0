"""Running a survey: the deals still to solve, solved where asked, each verdict stored as it
comes. Running it again goes on where it stopped."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, TextIO

import attrs

from ..registry import default_registry
from .cluster import dask_rows
from .local import local_rows
from .progress import Progress
from .store import SurveyRow, SurveyStore, options_key
from .tasks import SurveyTask, WorkerDied, solver_version

__all__ = ["SurveyPlan", "pending_tasks", "run_survey"]


@attrs.frozen
class SurveyPlan:
    """What to survey and how: games, deals, house rules, budget, and where to solve."""

    variants: tuple[str, ...]
    deals: tuple[int, ...]
    options: tuple[tuple[str, Any], ...] = ()
    seconds: float = 60.0
    memory_mb: float = 2048.0
    retry_unknown: bool = False
    redo: bool = False
    retry_slow: bool = False
    jobs: int | None = None
    dask: bool = False
    scheduler: str | None = None


def pending_tasks(store: SurveyStore, plan: SurveyPlan) -> list[SurveyTask]:
    """The deals the store has no settled verdict for (:meth:`SurveyStore.settled`); with
    ``retry_unknown``, only those among them it has an unknown verdict for; with ``redo``,
    every deal it has no proven verdict for, whatever budget its unknown one had, unless this
    solver left it unknown with this budget already (so a redo goes on where it stopped); with
    ``retry_slow``, every deal an earlier solver decided after more than ``seconds`` or left
    unknown (one this solver has a row for is not solved again)."""
    tasks = []
    key = options_key(dict(plan.options))
    for variant in plan.variants:
        name = default_registry().variant(variant).name
        settled = store.settled(name, key, plan.deals, plan.seconds, plan.memory_mb)
        if plan.redo:
            done = {row.deal for row in store.rows(name, key)
                    if row.proven != "unknown" or row.solver == solver_version()}  # fmt: skip
            wanted = [deal for deal in plan.deals if deal not in done & settled]
        elif plan.retry_slow:
            slow = {row.deal for row in store.rows(name, key)
                    if row.solver != solver_version()
                    and (row.proven == "unknown" or row.seconds > plan.seconds)}  # fmt: skip
            wanted = [deal for deal in plan.deals if deal in slow]
        elif plan.retry_unknown:
            unknown = {row.deal for row in store.rows(name, key) if row.proven == "unknown"}
            wanted = [deal for deal in plan.deals if deal in unknown and deal not in settled]
        else:
            wanted = [deal for deal in plan.deals if deal not in settled]
        tasks += [SurveyTask(name, deal, plan.options, plan.seconds, plan.memory_mb)
                  for deal in wanted]  # fmt: skip
    return tasks


def _rows(plan: SurveyPlan, tasks: Sequence[SurveyTask]) -> Iterator[SurveyRow | WorkerDied]:
    if plan.dask or plan.scheduler:
        return dask_rows(tasks, plan.scheduler, plan.jobs)
    return local_rows(tasks, plan.jobs)


def run_survey(store: SurveyStore, plan: SurveyPlan, stream: TextIO) -> Progress:
    """Solve the plan's pending deals into ``store``, showing progress on ``stream``. A proven
    verdict contradicting the stored one is reported and not stored."""
    tasks = pending_tasks(store, plan)
    progress = Progress(len(tasks), stream)
    try:
        for outcome in _rows(plan, tasks) if tasks else ():  # no Dask cluster for nothing
            if isinstance(outcome, WorkerDied):
                progress.died(outcome)
                continue
            stored = store.row(outcome.variant, outcome.options, outcome.deal)
            if stored is not None and {stored.proven, outcome.proven} == {"won", "lost"}:
                progress.disagreed(outcome, stored.proven)
            else:
                store.put(outcome, plan.redo, faster=plan.retry_slow)
                progress.step(outcome.verdict)
    finally:  # Ctrl-C too: the bar's line is ended
        progress.finish()
    return progress
