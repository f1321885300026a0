"""One deal of a survey: what to solve, and solving it (in whatever process or machine runs it).

:func:`solve_task` is a plain top-level function of picklable data, so a process pool and a
Dask cluster run the very same code. The budget is wall-clock time; the processor time the
solving thread had is recorded beside it, so a deal starved by a busy machine can be told
apart and tried again. A won verdict is checked by replaying its line through the
session API (``new_game`` and ``play``) to a win.
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import hashlib
import os
import platform
import resource
import time
import traceback
from collections.abc import Mapping, Sequence
from importlib import metadata, resources
from pathlib import Path
from typing import Any

import attrs

from ..deals import deal
from ..errors import GameError
from ..game import new_game
from ..moves import Move, move_text
from ..registry import default_registry
from ..solver import Budget, Verdict, build, solve
from .store import SurveyRow, options_key

__all__ = [
    "SolveFailed",
    "SurveyTask",
    "WorkerDied",
    "machine",
    "replays_to_a_win",
    "solve_task",
    "solver_version",
]


@attrs.frozen
class SurveyTask:
    """Solve deal ``deal`` of ``variant`` under ``options`` within ``seconds`` and
    ``memory_mb``."""

    variant: str
    deal: int
    options: tuple[tuple[str, Any], ...] = ()
    seconds: float = 60.0
    memory_mb: float = 2048.0


class SolveFailed(GameError):
    """Solving a deal raised an error: a fault of the solver or of the game's plugin."""

    @classmethod
    def of(cls, task: SurveyTask, error: BaseException) -> SolveFailed:
        """``error``, raised solving ``task``, as one line that says where; it crosses a pipe
        or a network whatever the error was."""
        frames = traceback.extract_tb(error.__traceback__)
        where = f" (at {frames[-1].filename}:{frames[-1].lineno})" if frames else ""
        return cls(
            f"{task.variant} deal {task.deal} could not be solved: "
            f"{type(error).__name__}: {error}{where}"
        )


@attrs.frozen
class WorkerDied:
    """A deal that got no verdict: the process solving it died first (``cause``), killed by
    the system for its memory, say. The deal stays unsolved, for the survey's next run."""

    task: SurveyTask
    cause: str


@functools.cache
def solver_version() -> str:
    """The package's version, the solver's build, and a fingerprint of the solver's source:
    two rows with the same version were decided by the same search."""
    digest = hashlib.sha256()
    package = resources.files("yukon_core.solver")
    for name in sorted(_sources(package)):
        digest.update(name.encode() + b"\0" + package.joinpath(name).read_bytes())
    return f"yukon {metadata.version('yukon')} solver {digest.hexdigest()[:12]} ({build()})"


@functools.cache
def machine() -> str:
    """The host, its processor and cores, as a row records them."""
    model = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                model = line.partition(":")[2].strip()
                break
    return f"{platform.node()}: {model}, {os.cpu_count()} cores"


def _sources(folder: Any, prefix: str = "") -> list[str]:
    names = []
    for entry in folder.iterdir():
        if entry.is_dir() and entry.name != "__pycache__":
            names += _sources(entry, f"{prefix}{entry.name}/")
        elif entry.name.endswith(".py"):
            names.append(prefix + entry.name)
    return names


def replays_to_a_win(
    variant: str, number: int, line: Sequence[Move | str], options: Mapping[str, Any] | None = None
) -> bool:
    """Does ``line`` win deal ``number`` when played through the session API? An illegal move
    raises :class:`~yukon_core.game.GameError`."""
    game = new_game(variant, number, **(options or {}))
    for move in line:
        game.play(move)
    return game.is_won


def solve_task(task: SurveyTask) -> SurveyRow:
    """Solve one deal; its row for the store."""
    options = dict(task.options)
    rules = default_registry().rules(task.variant, **options)
    budget = Budget(nodes=None, seconds=task.seconds, memory_mb=task.memory_mb)
    started = time.thread_time()
    result = solve(rules, deal(rules.layout, task.deal), budget)
    cpu_seconds = time.thread_time() - started
    line = [move_text(rules, move) for move in result.moves]
    replayed = None
    if result.verdict is Verdict.WON:
        try:
            replayed = replays_to_a_win(task.variant, task.deal, line, options)
        except GameError:  # an illegal move in the line: the win is not proven
            replayed = False
    return SurveyRow(
        variant=task.variant,
        options=options_key(options),
        deal=task.deal,
        verdict=result.verdict.value,
        moves=len(line),
        line=" ".join(line),
        replayed=replayed,
        nodes=result.nodes,
        seconds=round(result.seconds, 4),
        peak_mb=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        timeout=task.seconds,
        memory_mb=task.memory_mb,
        solver=solver_version(),
        machine=machine(),
        written=datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        stopped_by=result.exhausted,
        cpu_seconds=round(cpu_seconds, 4),
    )
