"""The winnability survey: every deal of a range solved, each verdict stored as it comes in a
resumable SQLite store, on this machine's cores or a Dask cluster, and reported per game with
confidence intervals (``yukon survey``, ``docs/winnability.md``)."""

from .report import FORMATS, PlotError, plot, table
from .run import SurveyPlan, pending_tasks, run_survey
from .runners import DaskMissing, ThreadedWorkers, dask_rows, local_rows
from .stats import GameFigures, game_figures, wilson
from .store import FULL_SHARE, StoreError, SurveyRow, SurveyStore, options_key
from .tasks import SurveyTask, replays_to_a_win, solve_task, solver_version

__all__ = [
    "FORMATS",
    "FULL_SHARE",
    "DaskMissing",
    "GameFigures",
    "PlotError",
    "StoreError",
    "SurveyPlan",
    "SurveyRow",
    "SurveyStore",
    "SurveyTask",
    "ThreadedWorkers",
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
