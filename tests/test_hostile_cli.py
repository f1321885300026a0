"""The ``yukon`` command against hostile and careless input, in real processes (issue 24): it
refuses with a message and a documented exit status, never a traceback, a hang, or growth
beyond about 100 MB."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

YUKON = [sys.executable, "-m", "yukon_core.cli"] if not shutil.which("yukon") else ["yukon"]
GROWTH_LIMIT_KB = 100 * 1024


MEASURED = (
    "import resource, subprocess, sys\n"
    "status = subprocess.run(sys.argv[1:]).returncode\n"
    "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "print(f'PEAK {peak}', file=sys.stderr)\n"
    "sys.exit(status)\n"
)
"""Runs a command in a fresh process that then reports the command's peak memory alone."""


def run(*argv: str, stdin: bytes | str = b"", timeout: float = 60) -> tuple[int, str, str, int]:
    """Run ``yukon ARGV`` with ``stdin``: its status, output, errors and peak memory (KB)."""
    data = stdin.encode() if isinstance(stdin, str) else stdin
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, *YUKON, *argv], input=data, capture_output=True,
        timeout=timeout,
    )  # fmt: skip
    *errors, peak = done.stderr.decode(errors="replace").splitlines()
    assert peak.startswith("PEAK ")
    return done.returncode, done.stdout.decode(errors="replace"), "\n".join(errors), int(peak[5:])


@pytest.fixture(scope="module")
def baseline() -> int:
    _, _, _, peak = run("variants")
    return peak


def test_yukon_runs_as_a_module_too() -> None:
    status, out, _, _ = run("--version")
    assert status == 0 and out.startswith("yukon ")


@pytest.mark.parametrize(
    ("argv", "stdin", "message"),
    [
        (("moves", "--position", "/dev/zero"), b"", "larger than 1,048,576 bytes: refused"),
        (("moves", "--position", "-"), b"y\n" * 2_000_000, "larger than 1,048,576 bytes"),
        (("moves", "--position", "-"), b"[" * 100_000, "nests deeper than 32 levels"),
        (("moves", "--position", "-"), b"\xff\xfe{}", "is not UTF-8 text (byte 0xff"),
        (("moves", "--position", "-"), b"[" + b"1," * 300_000 + b"1]", "more than 100,000"),
        (("deal", "classic", "9" * 5000), b"", "a deal number must be 0 to 8031810175"),
        (("solve", "classic", "9" * 5000), b"", "a deal number must be 0 to 8031810175"),
        (("play", "classic", "--deal", "9" * 5000, "--no-records"), b"", "a deal number must"),
        (("deal", "classic", "²"), b"", "written in digits 0-9, not '²'"),
        (("deal", "clаssic"), b"", "no variant 'clаssic'"),  # a Cyrillic а
        (("deal", "ſ"), b"", "no variant 'ſ'"),
        (("solve", "classic", "1", "--timeout", "nan"), b"", "--timeout: must be a number above"),
        (("solve", "classic", "1", "--memory", "nan"), b"", "--memory: must be a number above"),
        (("solve", "classic", "1", "--timeout", "inf"), b"", "--timeout: must be a number"),
        (("solve", "classic", "1", "--timeout", "-3"), b"", "--timeout: must be a number"),
        (("solve", "classic", "1", "--nodes", "1e9"), b"", "--nodes: must be a whole number"),
        (("deal", "classic", "1", "-o", "max_group_size=²"), b"", "written in digits 0-9"),
        (("deal", "classic", "1", "-o", "empty_column=\u212aing"), b"", "expected one of king"),
    ],
    ids=lambda value: "-".join(value[:3])[:40] if isinstance(value, tuple) else "-",
)
def test_bad_input_is_refused_with_status_2(argv, stdin, message, baseline) -> None:
    """(Parameter ids are kept short: pytest passes the test's id to child processes.)"""
    status, _out, err, peak = run(*argv, stdin=stdin)
    assert status == 2, err
    assert baseline > 10_000  # a Python process with yukon loaded, measured alone
    assert message in err and "Traceback" not in err
    assert peak - baseline < GROWTH_LIMIT_KB


def test_a_move_with_a_look_alike_letter_is_refused(tmp_path) -> None:
    status, position, _, _ = run("deal", "classic", "1", "--json")
    path = tmp_path / "deal.json"
    path.write_text(position, encoding="utf-8")
    status, _, err, _ = run("play-moves", "--position", str(path), "\u212aS>3")
    assert status == 2 and "'\u212a' (U+212A) is not a character of a card" in err
    status, _, err, _ = run("play-moves", "--position", str(path), "9S>²")
    assert status == 2 and "the target must be a column 1-7" in err
    status, _, err, _ = run("play-moves", "--position", str(path), "6S>4")
    assert status == 1 and "refused" in err


def test_the_play_command_line_survives_anything(tmp_path, baseline) -> None:
    script = b"".join(
        [
            b"load /dev/zero\n",
            b"save " + str(tmp_path).encode() + b"/a\x00b\n",
            b"save /nonexistent/dir/x.json\n",
            b"z" * 10_000 + b"\n",
            b"\xff\xfe\n",
            "\u212aS>3\n".encode(),
            "9S>²\n".encode(),
            b"where " + b"Q" * 5000 + b"\n",
            b"10S>2\n",
            b"quit\n",
        ]
    )
    status, out, err, peak = run("play", "classic", "--deal", "1", "--no-records", stdin=script)
    assert status == 0 and "Traceback" not in err
    errors = [line for line in out.splitlines() if line.startswith("  ! ")]
    assert errors == [
        "  ! '/dev/zero' is larger than 4,194,304 bytes: refused",
        "  ! the line holds a control character (U+0000): refused",
        "  ! cannot save to '/nonexistent/dir/x.json': No such file or directory",
        "  ! a line of over 4,096 bytes: refused",
        "  ! the line is not UTF-8 text (byte 0xff at offset 0)",
        "  ! cannot read move '\u212aS>3': cannot read card '\u212aS': '\u212a' (U+212A) is not "
        "a character of a card",
        "  ! cannot read move '9S>²': the target must be a column 1-7 or F (foundation)",
        "  ! a line of over 4,096 bytes: refused",
    ]
    assert "Moves 1 · " in out.split("\n\n")[-1]
    assert peak - baseline < GROWTH_LIMIT_KB


def test_a_closed_pipe_ends_quietly() -> None:
    shell = f"{' '.join(YUKON)} variants | head -1; {' '.join(YUKON)} deal double 1 | head -c 10"
    done = subprocess.run(["bash", "-o", "pipefail", "-c", shell], capture_output=True, text=True)
    assert done.returncode == 0
    assert done.stderr == ""


def _wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    return status != "Z"


def _children(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout
    return [int(line) for line in found.split()]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the helper is Linux's")
@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT])
def test_the_solver_helper_dies_with_its_parent(signum: int) -> None:
    process = subprocess.Popen(
        [*YUKON, "solve", "classic", "774", "--timeout", "40", "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert _wait_for(lambda: _children(process.pid), 60), "no helper was started"
    (helper,) = _children(process.pid)
    process.send_signal(signum)
    _out, err = process.communicate(timeout=60)
    assert _wait_for(lambda: not _alive(helper), 10), "the helper outlived its parent"
    if signum == signal.SIGINT:  # Ctrl-C: one line, and 130
        assert (process.returncode, err.decode()) == (130, "yukon: interrupted\n")


def _lines_until(process: subprocess.Popen[bytes], text: str, seconds: float = 60) -> list[str]:
    """The process's output up to the first line holding ``text``, which must come."""
    lines: list[str] = []
    found = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.append(line.decode())
            if text in lines[-1]:
                found.set()
                return

    threading.Thread(target=read, daemon=True).start()
    assert found.wait(seconds), f"never printed {text!r}: {''.join(lines)}"
    return lines


def test_ctrl_c_in_a_game_gives_it_up_and_keeps_the_result(tmp_path) -> None:
    records = tmp_path / "records.sqlite3"
    process = subprocess.Popen(
        [*YUKON, "play", "classic", "--deal", "1", "--records", str(records)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    process.stdin.write(b"10S>2\n")
    process.stdin.flush()
    before = _lines_until(process, "Score 5 · Moves 1")  # the move is made
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert err.decode().splitlines()[-1] == "yukon: interrupted"
    assert "Not finished (counts as lost)" in "".join(before) + out.decode()
    from yukon_core.game import RecordsStore

    with RecordsStore(records) as store:
        (record,) = store.records()
    assert (record.played, record.lost) == (1, 1)
