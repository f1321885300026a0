"""No finished game is lost (issue 24, item 4): a records file that is damaged, another
program's, read-only or locked is refused at open with a clear message, and a result the file
cannot take when a game ends goes to a journal that the next open adds in."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.game import RecordsError, RecordsStore, game_from_json, game_to_json, new_game
from yukon_core.game.journal import journal_path
from yukon_core.game.save import checksum


def _won(deal: int = 1):
    game = new_game("classic", deal, clock=lambda: 0.0)
    for move in CLASSIC_DEAL_1:
        game.play(move)
    return game


@pytest.fixture
def records(tmp_path) -> Path:
    path = tmp_path / "records.sqlite3"
    with RecordsStore(path) as store:
        store.finish(new_game("classic", 1))
    return path


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another process's hold on ``path``: an exclusive transaction on another connection."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_damaged_file_is_refused(tmp_path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(os.urandom(8192))
    with pytest.raises(RecordsError, match="is not a records file: it is damaged or another"):
        RecordsStore(junk)


def test_a_file_with_a_damaged_page_is_refused(records) -> None:
    data = bytearray(records.read_bytes())
    data[4096:4200] = b"\xee" * 104  # the records table's page
    records.write_bytes(bytes(data))
    with pytest.raises(RecordsError, match="damaged"):
        RecordsStore(records)


def test_another_programs_database_is_refused_and_left_alone(tmp_path) -> None:
    other = tmp_path / "app.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE users (name TEXT)")
    before = other.read_bytes()
    with pytest.raises(RecordsError, match="belongs to another program"):
        RecordsStore(other)
    assert other.read_bytes() == before


def test_a_records_file_of_the_first_layout_is_still_read(tmp_path) -> None:
    old = tmp_path / "old.sqlite3"
    with sqlite3.connect(old) as db:
        db.execute(
            "CREATE TABLE records (variant TEXT NOT NULL, options TEXT NOT NULL, deal INTEGER "
            "NOT NULL, played INTEGER NOT NULL, won INTEGER NOT NULL, lost INTEGER NOT NULL, "
            "fewest_moves INTEGER, shortest_seconds REAL, PRIMARY KEY (variant, options, deal))"
        )
        db.execute("INSERT INTO records VALUES ('classic', '{}', 1, 2, 1, 1, 100, 9.5)")
        db.execute("PRAGMA user_version = 1")
    with RecordsStore(old) as store:
        summary = store.finish(_won())
        (record,) = store.records()
    assert summary.new_record and summary.previous_best == 100
    assert (record.played, record.won, record.fewest_moves) == (3, 2, len(CLASSIC_DEAL_1))


def test_a_locked_file_is_refused_at_open(records) -> None:
    with locked(records), pytest.raises(RecordsError, match="is locked by another process"):
        RecordsStore(records, timeout=0.1)


_READ_ONLY = """
import sys
from yukon_core.game import RecordsError, RecordsStore
try:
    RecordsStore(sys.argv[1])
except RecordsError as error:
    print(error)
"""


def test_a_read_only_file_is_refused_at_open(records) -> None:
    records.chmod(0o444)
    command = [sys.executable, "-c", _READ_ONLY, str(records)]
    if os.geteuid() == 0:  # root writes anyway: drop the capability that lets it
        dropped = "-dac_override,-dac_read_search"
        command = ["setpriv", f"--inh-caps={dropped}", f"--bounding-set={dropped}", *command]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    assert "is read-only (attempt to write a readonly database)" in done.stdout


def test_a_result_the_file_cannot_take_goes_to_the_journal_and_in_later(records) -> None:
    store = RecordsStore(records, timeout=0.1)
    with locked(records):
        summary = store.finish(_won())
    store.close()
    assert summary.won and "is locked by another process" in summary.records_note
    assert "the result is kept in" in summary.records_note
    assert journal_path(records).stat().st_size > 0
    with RecordsStore(records) as store:
        (record,) = store.records()
    assert (record.played, record.won, record.fewest_moves) == (2, 1, len(CLASSIC_DEAL_1))
    assert journal_path(records).stat().st_size == 0


def test_a_journal_added_twice_counts_once(records) -> None:
    store = RecordsStore(records, timeout=0.1)
    with locked(records):
        store.finish(_won())
    store.close()
    kept = journal_path(records).read_bytes()
    RecordsStore(records).close()
    journal_path(records).write_bytes(kept)  # as if the last open stopped before emptying it
    with RecordsStore(records) as store:
        (record,) = store.records()
    assert record.played == 2


def test_results_kept_while_another_process_writes_all_arrive(records) -> None:
    stores = [RecordsStore(records, timeout=5) for _ in range(4)]
    threads = [
        threading.Thread(target=lambda s=s: [s.finish(new_game("classic", 1)) for _ in range(5)])
        for s in stores
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for store in stores:
        store.close()
    with RecordsStore(records) as store:
        (record,) = store.records()
    assert record.played == 21


def test_records_survive_a_bad_row(records) -> None:
    with sqlite3.connect(records) as db:
        db.execute("INSERT INTO records VALUES ('classic', 'not json', 2, 1, 0, 1, NULL, NULL)")
        db.execute("INSERT INTO records VALUES ('classic', '{}', 3, 'x', 0, 1, NULL, NULL)")
        db.execute("INSERT INTO records VALUES (7, '[]', 4, 1, 0, 1, NULL, NULL)")
    with RecordsStore(records) as store:
        assert [record.deal for record in store.records()] == [1]
        store.finish(new_game("classic", 2))


def test_an_unverified_game_counts_but_sets_no_record(records) -> None:
    data = game_to_json(_won())
    sealed = {k: v for k, v in data.items() if k not in ("checksum", "signature")}
    forged = sealed | {"seconds": 0.5}  # a forger's time, with the checksum made to match
    game = game_from_json({**forged, "checksum": checksum(forged), "signature": None})
    assert game.is_won and not game.verified
    with RecordsStore(records) as store:
        summary = store.finish(game)
        (record,) = store.records()
    assert not summary.new_record and not summary.verified
    assert (record.played, record.won, record.fewest_moves, record.shortest_seconds) == (
        2, 1, None, None,
    )  # fmt: skip


def test_yukon_play_with_a_damaged_records_file_plays_and_keeps_the_result(tmp_path) -> None:
    damaged = tmp_path / "records.sqlite3"
    damaged.write_bytes(b"\x01" * 4096)
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "play", "classic", "--deal", "1",
         "--records", str(damaged)],
        input="\n".join(CLASSIC_DEAL_1), capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0 and "Won: YU1-C-AAAAAAB" in done.stdout
    lines = done.stderr.splitlines()
    assert len(lines) == 2 and "is not a records file" in lines[0]
    assert "the result is kept in" in lines[1]
    shutil.move(damaged, tmp_path / "damaged.sqlite3")  # the player mends it: a fresh file
    with RecordsStore(damaged) as store:
        (record,) = store.records()
    assert (record.won, record.fewest_moves) == (1, len(CLASSIC_DEAL_1))
