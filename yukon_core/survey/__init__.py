"""The winnability survey: every deal of a range solved, each verdict stored as it comes in a
resumable SQLite store, on this machine's cores or a Dask cluster, and reported per game with
confidence intervals (``yukon survey``, ``docs/winnability.md``)."""

from .cluster import DaskMissing, SchedulerUnreachable, ThreadedWorkers, dask_rows
from .local import local_rows
from .report import FORMATS, PlotError, plot, table
from .run import SurveyPlan, pending_tasks, run_survey
from .stats import GameFigures, game_figures, wilson
from .store import FULL_SHARE, StoreError, SurveyRow, SurveyStore, options_key
from .tasks import (
    SolveFailed,
    SurveyTask,
    WorkerDied,
    replays_to_a_win,
    solve_task,
    solver_version,
)

__all__ = [
    "FORMATS",
    "FULL_SHARE",
    "DaskMissing",
    "GameFigures",
    "PlotError",
    "SchedulerUnreachable",
    "SolveFailed",
    "StoreError",
    "SurveyPlan",
    "SurveyRow",
    "SurveyStore",
    "SurveyTask",
    "ThreadedWorkers",
    "WorkerDied",
    "dask_rows",
    "game_figures",
    "local_rows",
    "options_key",
    "pending_tasks",
    "plot",
    "replays_to_a_win",
    "run_survey",
    "solve_task",
    "solver_version",
    "table",
    "wilson",
]
