"""Tests and ``yukon check`` write nothing into the player's home or the current folder unless
asked (issue 24, item 10); ``yukon play --help`` says where records go and how to keep none."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "docs" / "demo-game.txt"


def _untouched_run(tmp_path: Path, *command: str, stdin: str = "") -> Path:
    """Run ``command`` in an empty folder with an empty home and no data folder chosen;
    return the home."""
    home, here = tmp_path / "home", tmp_path / "here"
    home.mkdir()
    here.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("YUKON_DATA_DIR", "XDG_DATA_HOME")}
    env["HOME"] = str(home)
    done = subprocess.run(command, cwd=here, env=env, input=stdin, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert list(here.iterdir()) == [], "something was written into the current folder"
    return home


def test_yukon_check_writes_nothing(tmp_path) -> None:
    home = _untouched_run(
        tmp_path, sys.executable, "-m", "yukon_core.cli", "check", "classic",
        "--invariant", "save_load", "--invariant", "session_machine",
    )  # fmt: skip
    assert list(home.iterdir()) == []


def test_a_test_run_writes_nothing(tmp_path) -> None:
    """Hypothesis feeding every reader of saves, records and journals."""
    readers = f"{ROOT / 'tests' / 'test_fuzz.py'}::test_a_reader_accepts_or_refuses_with_its_error"
    home = _untouched_run(
        tmp_path, sys.executable, "-m", "pytest", "-q", "--rootdir", str(ROOT),
        "-c", str(ROOT / "pyproject.toml"), readers,
    )  # fmt: skip
    assert list(home.iterdir()) == []


def test_play_without_records_writes_nothing(tmp_path) -> None:
    home = _untouched_run(
        tmp_path, sys.executable, "-m", "yukon_core.cli", "play", "classic", "--deal", "1",
        "--no-records", stdin=DEMO.read_text(encoding="utf-8"),
    )  # fmt: skip
    assert list(home.iterdir()) == []


def test_play_keeps_records_in_the_data_folder_when_asked(tmp_path) -> None:
    home = _untouched_run(
        tmp_path, sys.executable, "-m", "yukon_core.cli", "play", "classic", "--deal", "1",
        stdin=DEMO.read_text(encoding="utf-8"),
    )  # fmt: skip
    assert (home / ".local" / "share" / "yukon" / "records.sqlite3").exists()


def test_play_help_says_where_records_go() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "play", "--help"],
        capture_output=True, text=True, env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip
    help_text = " ".join(done.stdout.split())
    assert "records.sqlite3" in help_text and "--no-records" in help_text
    assert "YUKON_DATA_DIR" in help_text
