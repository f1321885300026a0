"""``yukon survey``: verdicts stored as they come, a survey resumed where it stopped (SIGKILL
included), unknown deals retried with a longer budget, Dask giving the store the same verdicts
as this machine's cores, and the report's intervals."""

from __future__ import annotations

import contextlib
import io
import json
import multiprocessing
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import attrs
import pytest
from process_support import forked

from yukon_core import Budget, GameError, default_registry, solve
from yukon_core import deal as deal_of
from yukon_core.cli import main
from yukon_core.survey import (
    FULL_SHARE,
    SolveFailed,
    StoreError,
    SurveyPlan,
    SurveyRow,
    SurveyStore,
    SurveyTask,
    ThreadedWorkers,
    dask_rows,
    game_figures,
    local_rows,
    pending_tasks,
    replays_to_a_win,
    run_survey,
    solve_task,
    table,
    wilson,
)
from yukon_core.survey import local as local_module
from yukon_core.survey import report as report_module
from yukon_core.survey import tasks as tasks_module
from yukon_core.survey.publish import snapshot
from yukon_core.survey.report import GAMES_TOLD_APART

QUICK = (1, 2, 3, 4, 6, 7, 8)
"""Classic deals the solver decides in milliseconds: their verdicts do not hang on the clock."""


def stored(path: Path) -> dict[tuple[str, int], str]:
    with SurveyStore(path) as store:
        return {(row.variant, row.deal): row.verdict for row in store.rows()}


HARD = 5
"""A Classic deal the solver needs seconds for (unknown at 10 s in the survey, won in 9 s)."""


def unknown_row(variant: str, deal: int, timeout: float, **changes: object) -> SurveyRow:
    """A row as a survey with a ``timeout`` too short for the deal would store it."""
    row = solve_task(SurveyTask(variant, deal, seconds=5))
    fields = {"stopped_by": "seconds", "cpu_seconds": timeout} | changes
    return attrs.evolve(row, verdict="unknown", moves=0, line="", replayed=None, timeout=timeout,
                        **fields)  # fmt: skip


def test_wilson_intervals_match_the_textbook() -> None:
    assert wilson(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    assert wilson(5, 10) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    assert wilson(10, 10) == (pytest.approx(0.7225, abs=1e-4), 1.0)
    low, high = wilson(90, 1000)
    assert low < 0.09 < high and high - low < 0.04


def test_the_interval_runs_from_won_to_won_or_unknown_widened(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    for deal in (1, 2, 3):
        store.put(solve_task(SurveyTask("classic", deal, seconds=5)))
    store.put(unknown_row("classic", 4, 1.0))
    (figures,) = game_figures(store.rows())
    assert (figures.deals, figures.won, figures.lost, figures.unknown) == (4, 3, 0, 1)
    assert (figures.out_of_time, figures.out_of_memory) == (1, 0)
    assert "| 3 | 0 | 1 (1, 0) |" in table([figures], "md")
    assert figures.low == wilson(3, 4)[0] and figures.high == 1.0
    assert "| 30.0 % – 100.0 % |" in table([figures], "md")  # 30.07 %: bounds round outwards
    all_won = attrs.evolve(figures, low=wilson(10_000, 10_000)[0])
    assert "| 99.9 % – 100.0 % |" in table([all_won], "md")
    assert figures.won_fraction == 0.75 and figures.open_fraction == 1.0


def test_the_report_counts_the_hard_remainder_each_game_has_left(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    store.put(unknown_row("classic", 1, 10.0))
    store.put(unknown_row("classic", 2, 600.0))
    store.put(attrs.evolve(unknown_row("classic", 3, 600.0), verdict="lost", stopped_by=None))
    (figures,) = game_figures(store.rows())
    assert (figures.unknown, figures.retried, figures.retried_unknown) == (2, 2, 1)
    assert "| 10 (2 at up to 600 s, 1 still unknown) |" in table([figures], "md")


def test_a_win_whose_line_did_not_replay_counts_as_unknown(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    store.put(attrs.evolve(solve_task(SurveyTask("classic", 1, seconds=5)), replayed=False))
    (row,) = store.rows()
    assert (row.verdict, row.proven) == ("won", "unknown")
    (figures,) = game_figures([row])
    assert (figures.won, figures.unknown, figures.unreplayed) == (0, 1, 1)
    assert "| 0 | 0 | 1 (0, 0; 1 wins not replayed) |" in table([figures], "md")


def test_a_decided_verdict_is_never_replaced_by_an_unknown_one(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    won = solve_task(SurveyTask("classic", 1, seconds=5))
    assert won.verdict == "won" and won.replayed is True and len(won.line.split()) == won.moves
    assert store.put(won)
    assert not store.put(unknown_row("classic", 1, 600.0))
    assert stored(tmp_path / "s.sqlite") == {("classic", 1): "won"}
    store.put(unknown_row("classic", 2, 1.0))
    assert store.settled("classic", "{}", [1, 2], timeout=1.0, memory_mb=2048) == {1, 2}
    assert store.settled("classic", "{}", [1, 2], timeout=60.0, memory_mb=2048) == {1}
    assert store.settled("classic", "{}", [1, 2], timeout=1.0, memory_mb=8192) == {1}
    assert store.put(solve_task(SurveyTask("classic", 2, seconds=5)))
    assert stored(tmp_path / "s.sqlite")[("classic", 2)] == "won"


def test_an_unknown_row_records_its_limit_and_processor_time() -> None:
    started = time.perf_counter()
    row = solve_task(SurveyTask("classic", HARD, seconds=0.5))
    elapsed = time.perf_counter() - started  # one thread's time cannot outrun the clock
    assert (row.verdict, row.stopped_by) == ("unknown", "seconds")
    assert row.cpu_seconds is not None and 0 < row.cpu_seconds <= elapsed
    tight = solve_task(SurveyTask("classic", HARD, seconds=60, memory_mb=1))
    assert (tight.verdict, tight.stopped_by) == ("unknown", "memory")
    won = solve_task(SurveyTask("classic", 1, seconds=5))
    assert won.stopped_by is None and won.cpu_seconds is not None


def test_an_unknown_starved_of_processor_time_is_tried_again(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    store.put(unknown_row("classic", 2, 10.0))  # the whole 10 s on a processor
    store.put(unknown_row("classic", 3, 10.0, cpu_seconds=4.0))  # a busy or paused machine
    store.put(unknown_row("classic", 4, 10.0, cpu_seconds=4.0, stopped_by="memory"))
    store.put(unknown_row("classic", 6, 10.0, cpu_seconds=None))  # from before it was recorded
    assert store.settled("classic", "{}", [2, 3, 4, 6], timeout=10, memory_mb=2048) == {2, 4, 6}
    plan = SurveyPlan(("classic",), (2, 3, 4, 6), seconds=10, retry_unknown=True)
    assert [task.deal for task in pending_tasks(store, plan)] == [3]
    # 4 s on a processor is short of a 10 s budget, not of a 2 s one
    assert store.settled("classic", "{}", [3], timeout=2, memory_mb=2048) == {3}
    assert store.settled("classic", "{}", [3], timeout=4 / 0.9 + 0.01, memory_mb=2048) == set()


def test_an_unknown_never_replaces_one_with_a_larger_budget(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    store = SurveyStore(path)
    assert store.put(unknown_row("classic", 2, 600.0, memory_mb=8192.0))
    assert not store.put(unknown_row("classic", 2, 10.0, memory_mb=8192.0))
    assert not store.put(unknown_row("classic", 2, 600.0, memory_mb=2048.0))
    assert store.put(unknown_row("classic", 2, 600.0, memory_mb=8192.0, cpu_seconds=599.0))
    (kept,) = store.rows()
    assert (kept.timeout, kept.memory_mb, kept.cpu_seconds) == (600.0, 8192.0, 599.0)


def test_a_redo_solves_again_and_keeps_every_deal_not_proven(tmp_path: Path) -> None:
    """Deal 2 stopped on memory at 8 GB, before the solver grew leaner: ``--retry-unknown`` at
    2 GB leaves it, ``--redo`` solves it again and keeps the new unknown; a proven verdict is
    never solved again nor replaced. A redo stopped part way goes on where it stopped: this
    solver's unknown rows with this budget are not solved again."""
    store = SurveyStore(tmp_path / "s.sqlite")
    older = "yukon 0.1.0 solver 000000000000 (compiled)"
    store.put(unknown_row("classic", 2, 600.0, memory_mb=8192.0, stopped_by="memory", solver=older))
    store.put(solve_task(SurveyTask("classic", 1, seconds=5)))
    retry = SurveyPlan(("classic",), (1, 2, 3), seconds=600, retry_unknown=True)
    assert pending_tasks(store, retry) == []
    redo = SurveyPlan(("classic",), (1, 2, 3), seconds=600, redo=True)
    assert [task.deal for task in pending_tasks(store, redo)] == [2, 3]
    assert not store.put(unknown_row("classic", 2, 600.0))
    assert store.put(unknown_row("classic", 2, 600.0), redo=True)
    assert [row.memory_mb for row in store.rows() if row.deal == 2] == [2048.0]
    assert [task.deal for task in pending_tasks(store, redo)] == [3]  # it goes on
    assert not store.put(unknown_row("classic", 1, 600.0), redo=True)
    assert stored(tmp_path / "s.sqlite")[("classic", 1)] == "won"


def test_a_retry_for_speed_keeps_the_sooner_of_two_agreeing_verdicts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--retry-slow`` solves again what an earlier solver decided after the timeout or left
    unknown: a verdict that agrees and came sooner replaces the stored one, and one that
    contradicts it is said and not stored (the command fails). A rerun goes on where it
    stopped: only the contradicted deal is left."""
    path = tmp_path / "s.sqlite"
    older = "yukon 0.1.0 solver 000000000000 (compiled)"
    won = {deal: solve_task(SurveyTask("classic", deal, seconds=5)) for deal in QUICK[:4]}
    with SurveyStore(path) as store:
        store.put(attrs.evolve(won[1], seconds=90.0, solver=older))  # slow: solved again
        store.put(attrs.evolve(won[2], solver=older))  # within the timeout: left alone
        store.put(unknown_row("classic", 3, 600.0, solver=older))
        lost = attrs.evolve(won[4], verdict="lost", moves=0, line="", replayed=None)
        store.put(attrs.evolve(lost, seconds=90.0, solver=older))  # wrong, as a test of it
        plan = SurveyPlan(("classic",), QUICK[:4], seconds=60, retry_slow=True)
        assert [task.deal for task in pending_tasks(store, plan)] == [1, 3, 4]
        slower = attrs.evolve(won[2], seconds=95.0)
        assert not store.put(slower, faster=True)
        assert not store.put(attrs.evolve(won[1], seconds=1.0, replayed=False), faster=True)
    command = ["survey", "classic", "--deals", "1-4", "--timeout", "60", "--retry-slow"]
    assert main([*command, "--store", str(path), "--jobs", "1"]) == 1
    said = capsys.readouterr()
    assert "classic deal 4: won now, but the store says lost; not stored" in said.err
    assert "1 deals were solved to the opposite of their stored verdict" in said.out
    with SurveyStore(path) as store:
        rows = {row.deal: row for row in store.rows()}
        assert [task.deal for task in pending_tasks(store, plan)] == [4]
    assert rows[1].seconds < 90.0 and rows[1].solver != older
    assert rows[2].solver == older and rows[3].verdict == "won"
    assert (rows[4].verdict, rows[4].solver) == ("lost", older)


def test_every_solve_the_store_asks_for_is_kept(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    store.put(unknown_row("classic", 2, 600.0, memory_mb=8192.0))
    assert store.settled("classic", "{}", [2], 1200.0, 2048.0) == set()  # more time, less memory
    assert store.put(unknown_row("classic", 2, 1200.0, memory_mb=2048.0))
    assert store.settled("classic", "{}", [2], 1200.0, 2048.0) == {2}
    store.put(unknown_row("classic", 3, 600.0, memory_mb=8192.0, cpu_seconds=5.0))  # paused
    assert store.settled("classic", "{}", [3], 10.0, 2048.0) == set()  # less than 10 s had
    assert store.put(unknown_row("classic", 3, 10.0))
    assert store.settled("classic", "{}", [3], 10.0, 2048.0) == {3}


def test_a_win_whose_line_did_not_replay_is_solved_again(tmp_path: Path) -> None:
    store = SurveyStore(tmp_path / "s.sqlite")
    won = solve_task(SurveyTask("classic", 1, seconds=5))
    store.put(attrs.evolve(won, replayed=False))
    for retry in (False, True):
        plan = SurveyPlan(("classic",), (1,), seconds=5, retry_unknown=retry)
        assert [task.deal for task in pending_tasks(store, plan)] == [1]
    assert store.put(won)
    assert store.settled("classic", "{}", [1], 5.0, 2048.0) == {1}


def test_a_format_1_store_is_brought_up_to_date(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    rows = [unknown_row("classic", 2, 10.0, seconds=10.0),
            unknown_row("classic", 3, 600.0, seconds=369.0),
            solve_task(SurveyTask("classic", 4, seconds=5))]  # fmt: skip
    with sqlite3.connect(path) as db:
        db.execute(f"CREATE TABLE verdicts ({', '.join(FORMAT_1_COLUMNS)}, "
                   "PRIMARY KEY (variant, options, deal))")  # fmt: skip
        db.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute("INSERT INTO meta VALUES ('format', 'yukon-survey-1')")
        db.executemany(f"INSERT INTO verdicts VALUES ({', '.join('?' * 15)})",
                       [attrs.astuple(row)[:15] for row in rows])  # fmt: skip
    with SurveyStore(path) as store:
        upgraded = list(store.rows())
    assert [(row.deal, row.stopped_by, row.cpu_seconds) for row in upgraded] == [
        (2, "seconds", None), (3, "memory", None), (4, None, None)]  # fmt: skip
    assert [attrs.evolve(row, stopped_by=None, cpu_seconds=None) for row in upgraded] == [
        attrs.evolve(row, stopped_by=None, cpu_seconds=None) for row in rows]  # fmt: skip
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT value FROM meta").fetchall() == [("yukon-survey-2",)]
    with SurveyStore(path) as store:  # opened again: nothing more to do
        assert list(store.rows()) == upgraded


FORMAT_1_COLUMNS = (
    "variant",
    "options",
    "deal",
    "verdict",
    "moves",
    "line",
    "replayed",
    "nodes",
    "seconds",
    "peak_mb",
    "timeout",
    "memory_mb",
    "solver",
    "machine",
    "written",
)


def test_a_survey_resumes_and_retries_only_what_is_left(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    plan = SurveyPlan(("classic",), QUICK[:4], seconds=5, jobs=2)
    with SurveyStore(path) as store:
        assert run_survey(store, plan, io.StringIO()).done == 4
        again = SurveyPlan(("classic",), QUICK, seconds=5, jobs=2)
        assert [task.deal for task in pending_tasks(store, again)] == list(QUICK[4:])
        store.put(unknown_row("classic", 9, 5.0))
        retry = SurveyPlan(("classic",), (*QUICK, 9), seconds=8, retry_unknown=True, jobs=1)
        assert [task.deal for task in pending_tasks(store, retry)] == [9]
        run_survey(store, retry, io.StringIO())
        (figures,) = game_figures(store.rows())
    verdicts = stored(path)
    assert verdicts[("classic", 9)] != "unknown" and len(verdicts) == 5
    assert (figures.timeout, figures.retried, figures.retry_timeout) == (5, 1, 8)
    assert figures.retried_unknown == 0
    assert "| 5 (1 at up to 8 s, 0 still unknown) |" in table([figures], "md")


def test_a_killed_survey_keeps_every_verdict_written_and_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    command = [sys.executable, "-c", "from yukon_core.cli import main; raise SystemExit(main())",
               "survey", "classic", "--deals", "1-3000", "--timeout", "5", "--jobs", "2",
               "--store", str(path)]  # fmt: skip
    survey = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if path.exists() and _count(path) >= 30:
            break
        time.sleep(0.2)
    workers = _children(survey.pid)
    survey.send_signal(signal.SIGKILL)
    survey.wait()
    assert workers, "the survey ran its deals in worker processes"
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(pid) for pid in workers), "workers died with the survey"
    kept = stored(path)
    assert len(kept) >= 30
    with SurveyStore(path) as store:
        assert all(row.replayed for row in store.rows() if row.verdict == "won")
        top = max(deal for _, deal in kept)
        plan = SurveyPlan(("classic",), tuple(range(1, top + 3)), seconds=5)
        missing = [task.deal for task in pending_tasks(store, plan)]
        starved = {  # stopped by the clock short of processor time (a busy machine): retried
            row.deal for row in store.rows()
            if row.stopped_by == "seconds" and (row.cpu_seconds or 0) < FULL_SHARE * row.timeout
        }  # fmt: skip
    assert missing == sorted(set(range(1, top + 3)) - {deal for _, deal in kept} | starved)


@pytest.mark.parametrize(
    ("kill", "cause"),
    [(signal.SIGKILL, "killed by SIGKILL"), (signal.SIGRTMIN + 6, "killed by signal 40")],
)
def test_a_worker_that_dies_costs_only_its_deal(
    kill: int, cause: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plan = SurveyPlan(("classic",), (HARD, *QUICK[:2]), seconds=60, jobs=1)
    solving = multiprocessing.get_context("fork").Event()

    def solve_saying_so(task: SurveyTask) -> object:
        solving.set()
        return tasks_module.solve_task(task)

    monkeypatch.setattr(local_module, "solve_task", solve_saying_so)  # the forked workers' too

    def kill_the_worker_on_the_hard_deal() -> None:
        assert solving.wait(60), "the worker never began a deal"
        os.kill(multiprocessing.active_children()[0].pid, kill)  # it needs seconds for the deal

    killer = threading.Thread(target=kill_the_worker_on_the_hard_deal)
    killer.start()
    said = io.StringIO()
    with SurveyStore(tmp_path / "s.sqlite") as store:
        progress = run_survey(store, plan, said)
        killer.join()
        assert [death.task.deal for death in progress.deaths] == [HARD]
        assert progress.done == 2
        assert sorted(stored(store.path)) == [("classic", deal) for deal in QUICK[:2]]
        assert [task.deal for task in pending_tasks(store, plan)] == [HARD]
    assert f"classic deal {HARD}: no verdict, its worker died ({cause})" in said.getvalue()
    assert multiprocessing.active_children() == []


def test_an_error_in_a_worker_stops_the_survey_and_says_what(tmp_path: Path) -> None:
    with pytest.raises(SolveFailed, match="nosuchgame deal 1 could not be solved: Unknown"):
        list(local_rows([SurveyTask("nosuchgame", 1)], jobs=1))
    assert multiprocessing.active_children() == []


@pytest.mark.cluster
@forked  # a Dask client leaves a thread behind
def test_an_error_on_a_dask_worker_says_what_too() -> None:
    pytest.importorskip("dask.distributed")
    with pytest.raises(SolveFailed, match="nosuchgame deal 1 could not be solved: Unknown"):
        list(dask_rows([SurveyTask("nosuchgame", 1)], workers=1))


def test_a_won_line_with_an_illegal_move_is_no_proven_win(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> bool:
        raise GameError("that move is not legal here")

    monkeypatch.setattr(tasks_module, "replays_to_a_win", refuse)
    row = solve_task(SurveyTask("classic", 1, seconds=5))
    assert (row.verdict, row.replayed, row.proven) == ("won", False, "unknown")


def _count(path: Path) -> int:
    try:
        with sqlite3.connect(path, timeout=5) as db:
            return db.execute("SELECT count(*) FROM verdicts").fetchone()[0]
    except sqlite3.Error:
        return 0


def _children(pid: int) -> list[int]:
    found = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True,
                           text=True, check=False)  # fmt: skip
    return [int(line) for line in found.stdout.split()]


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.cluster
@forked  # a Dask client leaves a thread behind
def test_dask_gives_the_store_the_same_verdicts_as_local_cores(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    plan = SurveyPlan(("classic", "russian"), QUICK, seconds=20, jobs=2)
    with SurveyStore(tmp_path / "local.sqlite") as store:
        run_survey(store, plan, io.StringIO())
    on_dask = SurveyPlan(("classic", "russian"), QUICK, seconds=20, jobs=2, dask=True)
    with SurveyStore(tmp_path / "dask.sqlite") as store:
        assert run_survey(store, on_dask, io.StringIO()).done == 2 * len(QUICK)
    assert stored(tmp_path / "dask.sqlite") == stored(tmp_path / "local.sqlite")
    assert "unknown" not in stored(tmp_path / "dask.sqlite").values()


@pytest.mark.cluster
@forked  # a Dask client leaves a thread behind
def test_dask_workers_of_more_than_one_thread_are_refused(tmp_path: Path) -> None:
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=True) as cluster:
        plan = SurveyPlan(("classic",), QUICK, seconds=20, scheduler=cluster.scheduler_address)
        with SurveyStore(tmp_path / "s.sqlite") as store:
            with pytest.raises(ThreadedWorkers, match=r"--nthreads 1.*\(2 threads\)"):
                run_survey(store, plan, io.StringIO())
            assert list(store.rows()) == []


@pytest.mark.cluster
@forked  # a Dask client leaves a thread behind
def test_a_scheduler_that_is_no_address_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    pytest.importorskip("dask.distributed")
    argv = ["survey", "classic", "--deals", "1", "--scheduler", "not an address",
            "--store", str(tmp_path / "s.sqlite")]  # fmt: skip
    assert main(argv) == 2
    assert "no Dask scheduler answers at 'not an address'" in capsys.readouterr().err


@pytest.mark.cluster
@forked  # a Dask client leaves a thread behind
def test_a_deal_whose_dask_worker_dies_gets_no_verdict(tmp_path: Path) -> None:
    distributed = pytest.importorskip("dask.distributed")
    import dask

    with (
        dask.config.set({"distributed.scheduler.allowed-failures": 0}),
        distributed.LocalCluster(n_workers=1, threads_per_worker=1) as cluster,
        distributed.Client(cluster) as watcher,
    ):
        (pid,) = watcher.run(os.getpid).values()

        def kill_the_worker_on_the_hard_deal() -> None:
            deadline = time.monotonic() + 60
            while not any(watcher.processing().values()) and time.monotonic() < deadline:
                time.sleep(0.02)
            time.sleep(0.2)
            os.kill(pid, signal.SIGKILL)

        killer = threading.Thread(target=kill_the_worker_on_the_hard_deal)
        killer.start()
        plan = SurveyPlan(("classic",), (HARD,), seconds=60, scheduler=cluster.scheduler_address)
        with SurveyStore(tmp_path / "s.sqlite") as store:
            progress = run_survey(store, plan, io.StringIO())
            killer.join()
            assert [death.task.deal for death in progress.deaths] == [HARD]
            assert "Dask gave up" in progress.deaths[0].cause and list(store.rows()) == []


def test_the_command_surveys_reports_and_plots(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    store = str(tmp_path / "s.sqlite")
    assert main(["survey", "russian", "classic", "C", "--deals", "1-4", "--timeout", "5",
                 "--jobs", "2", "--store", store]) == 0  # fmt: skip
    assert "8 deals solved" in capsys.readouterr().out  # Classic named twice, solved once
    assert main(["survey", "report", "--store", store]) == 0
    summary = capsys.readouterr().out
    assert "| Classic Yukon | 1–4 (4) |" in summary and "| Russian Solitaire |" in summary
    assert main(["survey", "report", "S", "--store", store]) == 0  # a game by its letter
    assert "Russian Solitaire" in (only := capsys.readouterr().out) and "Classic" not in only
    assert main(["survey", "report", "--store", store, "--format", "json"]) == 0
    rows = {row["variant"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows["classic"]["deals"] == 4 and 0 <= rows["russian"]["low"] <= rows["russian"]["high"]
    plot = tmp_path / "figures.svg"
    assert main(["survey", "report", "--store", store, "--plot", str(plot)]) == 0
    assert "<svg" in plot.read_text(encoding="utf-8")


def test_the_time_panel_tells_games_apart_and_verdicts_beyond_a_dozen_games() -> None:
    won = solve_task(SurveyTask("classic", 1, seconds=5))
    rows = [attrs.evolve(won, variant=f"game{n}", verdict=("won", "lost")[n % 2])
            for n in range(GAMES_TOLD_APART + 1)]  # fmt: skip
    figures = game_figures(rows)
    by_game = report_module._groups(figures[:GAMES_TOLD_APART], rows)
    assert [label for label, _, _ in by_game] == [f"game{n}" for n in range(GAMES_TOLD_APART)]
    by_verdict = report_module._groups(figures, rows)
    assert [(label, len(mine)) for label, mine, _ in by_verdict] == [
        ("won", 7),
        ("lost", 6),
        ("unknown", 0),
    ]


@pytest.mark.parametrize(
    ("name", "says"), [("x.pdf", "not 'x.pdf'"), ("no/x.svg", "cannot be written")]
)
def test_a_plot_that_cannot_be_drawn_stops_the_report_first(
    name: str, says: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    pytest.importorskip("matplotlib")
    store = tmp_path / "s.sqlite"
    with SurveyStore(store) as opened:
        opened.put(unknown_row("classic", 2, 10.0))
    assert main(["survey", "report", "--store", str(store), "--plot", str(tmp_path / name)]) == 2
    out, err = capsys.readouterr()
    assert says in err and out == ""


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["survey", "classic", "--deals", "5-1"], "deal number"),
        (["survey", "classic", "--deals", "1-x"], "deal number"),
        (["survey", "classic", "--deals", "1-99999999999"], "deal number"),
        (["survey", "nosuchgame", "--deals", "1"], "nosuchgame"),
        (["survey", "report", "classic"], "no survey store"),
        (["survey"], "name the games"),
    ],
)
def test_bad_survey_arguments_say_what_is_wrong(
    argv: list[str],
    says: str,
    capsys: pytest.CaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.chdir(tmp_path)
    try:
        status = main(argv)
    except SystemExit as exit:  # argparse's own refusals
        status = exit.code
    assert status == 2
    assert says in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_store_that_is_not_one_is_refused_and_left_alone(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    other.write_bytes(b"this is not a database, it only has a name like one" * 100)
    with pytest.raises(StoreError, match="not a survey store"):
        SurveyStore(other)
    contacts = tmp_path / "contacts.sqlite"
    with contextlib.closing(sqlite3.connect(contacts)) as db:
        db.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
        db.commit()
    wrong = tmp_path / "wrong.sqlite"
    with contextlib.closing(sqlite3.connect(wrong)) as db:
        db.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute("INSERT INTO meta VALUES ('format', 'someone-else-9')")
        db.commit()
    for path, says in ((contacts, "holds contacts"), (wrong, "someone-else-9")):
        before = path.read_bytes()
        with pytest.raises(StoreError, match=says):
            SurveyStore(path)
        assert path.read_bytes() == before


def test_a_damaged_store_says_so(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    row = unknown_row("classic", 2, 10.0)
    with SurveyStore(path) as store:
        for deal in range(1, 60):
            store.put(attrs.evolve(row, deal=deal, line="x" * 500))
    damaged = bytearray(path.read_bytes())
    damaged[4096:8192] = b"\xff" * 4096
    path.write_bytes(bytes(damaged))
    with SurveyStore(path) as store, pytest.raises(StoreError, match="cannot be read"):
        list(store.rows())


def test_a_snapshot_only_reads_its_store(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="cannot be read"):
        snapshot(tmp_path / "missing.sqlite", tmp_path / "copy.sqlite")
    assert list(tmp_path.iterdir()) == []


def test_a_line_counts_as_replayed_only_if_it_plays_to_a_win() -> None:
    rules = default_registry().rules("classic")
    line = solve(rules, deal_of(rules.layout, 1), Budget(seconds=30)).moves
    assert replays_to_a_win("classic", 1, line)
    assert not replays_to_a_win("classic", 1, line[:-1])
    with pytest.raises(GameError):
        replays_to_a_win("classic", 1, [*line[:3], line[3], line[3]])
