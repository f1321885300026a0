"""The records journal trusts nothing it reads (issue 44, item 2): an entry out of the records'
bounds is set aside in a file of its own, said once, and never blocks play or the other
entries; entries after damage are recovered; a write is whole or not at all; and when nothing
can be written, a player is told before the game starts."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.game import RecordsStore, new_game, records_outlook
from yukon_core.game import journal as journal_module
from yukon_core.game.journal import JournalEntry, append, journal_path, rejected_path
from yukon_core.game.records import entry_of


def _entry(**changes: object) -> dict[str, object]:
    good = {"id": "e1", "variant": "classic", "options": "{}", "deal": 7, "won": True,
            "moves": 90, "seconds": 61.5}  # fmt: skip
    return good | changes


def _line(**changes: object) -> bytes:
    return json.dumps(_entry(**changes)).encode() + b"\n"


def _deals(records: Path) -> dict[int, int]:
    with RecordsStore(records) as store:
        return {record.deal: record.played for record in store.records()}


@pytest.mark.parametrize(
    "bad",
    [{"deal": 10**20}, {"deal": -1}, {"moves": 10**12}, {"seconds": 1e300}, {"seconds": -2.0},
     {"variant": "x" * 500}, {"variant": ""}, {"options": "{" * 5000}, {"won": "yes"},
     {"id": 7}, {"moves": 1.5}],
)  # fmt: skip
def test_an_entry_out_of_bounds_is_set_aside_and_the_others_are_added(tmp_path, bad) -> None:
    records = tmp_path / "records.sqlite3"
    bad_line = _line(**{"id": "b", **bad})
    journal_path(records).write_bytes(_line(id="a", deal=1) + bad_line + _line(id="c", deal=2))
    store = RecordsStore(records)
    note = store.note
    assert note is not None and note.startswith("1 line of the records journal held no result")
    assert "set aside in records.sqlite3.journal.rejected" in note
    assert store.finish(new_game("classic", 3)).records_note == note  # said with the result
    assert store.finish(new_game("classic", 4)).records_note is None  # and once only
    store.close()
    assert _deals(records) == {1: 1, 2: 1, 3: 1, 4: 1}
    assert rejected_path(records).read_bytes() == bad_line  # kept as it was
    assert journal_path(records).read_bytes() == b""
    with RecordsStore(records) as again:
        assert again.note is None  # said once


def test_yukon_play_goes_on_past_an_entry_sqlite_cannot_hold(tmp_path) -> None:
    records = tmp_path / "records.sqlite3"
    journal_path(records).write_bytes(_line(deal=100000000000000000000))
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "play", "classic", "--deal", "1",
         "--records", str(records)],
        input="\n".join(CLASSIC_DEAL_1), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0 and "Won: YU1-C-AAAAAAB" in done.stdout
    assert "Traceback" not in done.stderr and "set aside" in done.stderr
    assert _deals(records) == {1: 1}


def test_entries_after_damage_are_recovered(tmp_path) -> None:
    records = tmp_path / "records.sqlite3"
    garbage = os.urandom(3 << 20).replace(b"\n", b"x")  # over 1 MiB, no line end
    journal_path(records).write_bytes(
        garbage + b"\n" + _line(id="after-garbage", deal=1)
        + b'{"id": "cut", "variant": "clas' + _line(id="glued", deal=2)  # a writer died mid-line
        + garbage[:5000] + _line(id="glued-to-garbage", deal=3)
        + b"\xff\xfe not text\n" + _line(id="last", deal=4)
    )  # fmt: skip
    with RecordsStore(records) as store:
        assert store.note is not None and store.note.startswith("4 lines")
    assert _deals(records) == {1: 1, 2: 1, 3: 1, 4: 1}
    rejected = rejected_path(records).read_bytes()
    assert rejected.startswith(garbage) and b'"cut"' in rejected and rejected.count(b"\n") == 4


def test_a_new_entry_starts_a_line_of_its_own(tmp_path) -> None:
    records = tmp_path / "records.sqlite3"
    journal_path(records).write_bytes(b'{"id": "cut", "vari')  # a writer died mid-line
    append(records, JournalEntry.read(_entry(id="next")))
    assert journal_path(records).read_bytes().splitlines()[1] == _line(id="next").strip()


def test_a_short_write_goes_on_and_a_failed_one_is_cut_off(tmp_path, monkeypatch) -> None:
    records = tmp_path / "records.sqlite3"
    real_write = os.write
    monkeypatch.setattr(journal_module.os, "write", lambda fd, data: real_write(fd, data[:7]))
    append(records, JournalEntry.read(_entry(id="short")))
    assert journal_path(records).read_bytes() == _line(id="short")

    written: list[int] = []

    def fails_midway(descriptor: int, data: bytes) -> int:
        if written:
            raise OSError(28, "No space left on device")
        written.append(real_write(descriptor, data[:20]))
        return written[-1]

    monkeypatch.setattr(journal_module.os, "write", fails_midway)
    with pytest.raises(OSError, match="No space"):
        append(records, JournalEntry.read(_entry(id="full")))
    assert journal_path(records).read_bytes() == _line(id="short")  # as it was


def test_a_records_row_out_of_bounds_is_left_out(tmp_path) -> None:
    records = tmp_path / "records.sqlite3"
    RecordsStore(records).close()
    with sqlite3.connect(records) as db:
        db.execute("INSERT INTO records VALUES ('classic', '{}', ?, 1, 0, 1, NULL, NULL)",
                   (2**62,))  # fmt: skip
        db.execute("INSERT INTO records VALUES ('classic', '{}', 5, 1, 1, 0, -3, 1.0)")
        db.execute("INSERT INTO records VALUES ('classic', '{}', 6, 1, 0, 1, NULL, NULL)")
    assert _deals(records) == {6: 1}


def test_when_nothing_can_be_written_the_player_is_told_before_the_game(tmp_path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    records = blocked / "records.sqlite3"  # neither it nor its journal can ever be written
    outlook = records_outlook(records)
    assert outlook is not None and "will not be kept" in outlook
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "play", "classic", "--deal", "1",
         "--records", str(records)],
        input="quit\n", stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120,
    )  # fmt: skip
    said = done.stdout
    warning = said.index("will not be kept")
    assert warning < said.index("Yukon")  # before the board is drawn
    assert "will be kept" not in said.replace("will not be kept", "")  # no promise broken


def test_records_that_can_be_kept_are_said_so() -> None:
    assert records_outlook(Path(os.environ["YUKON_DATA_DIR"]) / "fine.sqlite3") is None


def test_the_outlook_says_what_opening_the_records_set_aside(tmp_path) -> None:
    records = tmp_path / "records.sqlite3"
    journal_path(records).write_bytes(_line(deal=-5) + _line(id="kept", deal=5))
    said = records_outlook(records)
    assert said is not None and said.startswith("1 line of the records journal held no result")
    assert _deals(records) == {5: 1} and records_outlook(records) is None  # said once


def test_a_journal_entry_is_what_a_finished_game_writes() -> None:
    """The bounds admit every result the engine writes: a game's entry reads back."""
    game = new_game("double", 8031810175, clock=lambda: 0.0)
    entry = entry_of(game)
    assert JournalEntry.parse(json.dumps(attrs.asdict(entry)).encode()) == entry
