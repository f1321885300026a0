"""Ctrl-C ends every command (issue 44): exit status 130, one line on standard error and no
traceback, the running solves cancelled and no process of the command's left behind, what was
open closed (a survey's rows kept, a game given up and recorded).

Each command runs in a process of its own, is seen to be busy, then gets SIGINT. The waits are
hang guards only: nothing here depends on how fast the machine is."""

from __future__ import annotations

import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from yukon_core.cli.interrupts import INTERRUPTED, MESSAGE, catching_interrupts
from yukon_core.game import RecordsStore
from yukon_core.survey import SurveyStore
from yukon_core.testing import INVARIANTS, Invariant, Target, check_variant

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads the processes' children in /proc"
)

HARD = 3036
"""A Classic deal the solver leaves unknown after 600 s (``docs/winnability.md``)."""
QUICK = (1, 2, 3, 4)
"""Classic deals the solver wins in milliseconds."""
GUARD = 60.0
"""Seconds a wait may take before the test gives up on a hung command."""


Start = Callable[..., subprocess.Popen[bytes]]


@pytest.fixture
def yukon(tmp_path: Path) -> Iterator[Start]:
    """Starts ``yukon ARGV`` in ``tmp_path``, keeping its data there; its output is unbuffered
    at both ends, so that :func:`read_line` sees each line as it comes. Whatever is left
    running after the test (one that failed) is killed."""
    environment = os.environ | {"YUKON_DATA_DIR": str(tmp_path), "TMPDIR": str(tmp_path),
                                "PYTHONUNBUFFERED": "1"}  # fmt: skip
    started: list[subprocess.Popen[bytes]] = []

    def start(*argv: str) -> subprocess.Popen[bytes]:
        started.append(subprocess.Popen(
            [sys.executable, "-m", "yukon_core.cli", *argv], cwd=tmp_path, env=environment,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
        ))  # fmt: skip
        return started[-1]

    yield start
    for process in started:
        process.kill()
        process.communicate()


def read_line(process: subprocess.Popen[bytes]) -> bytes:
    """The next line of the command's output (empty at its end)."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], GUARD)
    assert ready, "gave up waiting for a line of output"
    return process.stdout.readline()


def wait_for(condition: Callable[[], object], what: str) -> None:
    """Until ``condition()`` holds; a command that never gets there fails the test."""
    deadline = time.monotonic() + GUARD
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting: {what}"
        time.sleep(0.05)


def descendants(pid: int) -> set[int]:
    """The processes ``pid`` started, and theirs."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:  # the thread or the process has ended
            continue
        for child in map(int, children):
            found |= {child} | descendants(child)
    return found


def ended(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")


def interrupt(process: subprocess.Popen[bytes]) -> tuple[str, list[str]]:
    """Send SIGINT and check that the command ends as Ctrl-C must end it: status 130, standard
    error ending in the one line, no traceback, none of its processes left. Its output, and the
    lines it wrote to standard error before."""
    started = descendants(process.pid)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=GUARD)
    *before, last = err.decode().splitlines() or [""]
    assert (process.returncode, last) == (INTERRUPTED, MESSAGE), err.decode()
    assert "Traceback" not in err.decode() and MESSAGE not in before
    wait_for(lambda: all(ended(pid) for pid in started), "the command's processes to end")
    return out.decode(), before


def test_an_engine_cancels_its_solve_and_ends(yukon: Start) -> None:
    engine = yukon("engine")
    assert engine.stdin is not None
    solve = {"variant": "classic", "deal": HARD, "seconds": 600}
    for request in ({"id": 1, "method": "solve", "params": solve}, {"id": 2, "method": "hello"}):
        engine.stdin.write(json.dumps(request).encode() + b"\n")
    engine.stdin.flush()
    assert json.loads(read_line(engine))["id"] == 2  # read after the solve, which runs on
    out, before = interrupt(engine)
    assert before == []
    (answer,) = map(json.loads, out.splitlines())
    assert (answer["id"], answer["error"]["code"]) == (1, -32800)  # cancelled, not finished


def test_a_check_ends_and_removes_its_scratch_folder(yukon: Start, tmp_path: Path) -> None:
    check = yukon("check")
    wait_for(lambda: list(tmp_path.glob("yukon-hypothesis-*")), "the invariants to start")
    out, before = interrupt(check)
    assert (out, before) == ("", [])  # no table: nothing is reported as passed
    assert not list(tmp_path.glob("yukon-hypothesis-*"))


def test_a_solve_ends_and_its_helper_dies_too(yukon: Start) -> None:
    solving = yukon("solve", "classic", str(HARD), "--timeout", "600", "--workers", "2")
    wait_for(lambda: descendants(solving.pid), "the helper process to start")
    out, before = interrupt(solving)
    assert (out, before) == ("", [])


def test_a_survey_stops_its_workers_and_keeps_its_rows(yukon: Start, tmp_path: Path) -> None:
    store = tmp_path / "survey.sqlite"
    deals = ",".join(map(str, (*QUICK, HARD)))
    survey = yukon("survey", "classic", "--deals", deals, "--timeout", "600",
                   "--jobs", "2", "--store", str(store))  # fmt: skip
    wait_for(lambda: len(_stored(store)) == len(QUICK), "the quick deals' rows")
    out, before = interrupt(survey)
    assert out == ""
    assert all(" deals (" in line for line in before)  # progress lines only
    assert _stored(store) == set(QUICK)
    with SurveyStore(store) as reopened:  # sound, and open to the next run
        assert {row.deal for row in reopened.rows()} == set(QUICK)


def _stored(store: Path) -> set[int]:
    """The deals with a row in ``store``, read as another process may while it is written."""
    try:
        with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as db:
            return {deal for (deal,) in db.execute("SELECT deal FROM verdicts")}
    except sqlite3.Error:  # not made yet
        return set()


def test_a_game_is_given_up_and_recorded(yukon: Start, tmp_path: Path) -> None:
    records = tmp_path / "records.sqlite3"
    play = yukon("play", "classic", "--deal", "1", "--records", str(records))
    while not (line := read_line(play)).startswith(b"Score"):  # the board, then a wait for input
        assert line, "the game ended before its board was shown"
    out, before = interrupt(play)
    assert before == []
    assert "Not finished (counts as lost)" in out
    with RecordsStore(records) as store:
        (record,) = store.records()
    assert (record.played, record.lost) == (1, 1)


class _Dropping:
    """An object whose finaliser raises what Python can only print and drop."""

    def __del__(self) -> None:
        raise KeyboardInterrupt


def test_an_interrupt_python_drops_is_raised_again() -> None:
    with catching_interrupts(), pytest.raises(KeyboardInterrupt):
        _Dropping()
        wait_for(lambda: False, "the interrupt raised again")


def _fails_mid_interrupt(_target: Target) -> Callable[[], None]:
    def test() -> None:
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:  # as hypothesis fails when Ctrl-C comes before its engine runs
            raise AssertionError("assert state._runner is not None") from None

    return test


def test_an_invariant_failing_mid_interrupt_is_interrupted(monkeypatch: pytest.MonkeyPatch) -> None:
    name = "fails_mid_interrupt"
    monkeypatch.setitem(INVARIANTS, name, Invariant(name, "", _fails_mid_interrupt))
    with pytest.raises(KeyboardInterrupt):
        check_variant("classic", names=[name])


SECOND_CTRL_C = """\
import os, signal, time
from yukon_core.cli.interrupts import catching_interrupts
with catching_interrupts():
    try:
        os.kill(os.getpid(), signal.SIGINT)
    except KeyboardInterrupt:  # a clean-up that takes long, and Ctrl-C again
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(60)
"""


def test_a_second_ctrl_c_ends_the_process_at_once() -> None:
    done = subprocess.run([sys.executable, "-c", SECOND_CTRL_C], capture_output=True,
                          timeout=GUARD)  # fmt: skip
    assert (done.returncode, done.stderr.decode()) == (INTERRUPTED, MESSAGE + "\n")
