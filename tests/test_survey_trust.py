"""Restoring packed survey files trusts only what it checks (issue 44): every row of its kind,
of an installed game under the rules it has now, every win replaying to a win through the
engine, no loss where a win is recorded; a file that fails is refused whole, naming the file
and the row, and the target store is left as it was. Unpacking is bounded, and the report
refuses a damaged store in one line."""

from __future__ import annotations

import contextlib
import lzma
import shutil
import sqlite3
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from survey_support import row, rows_of, store_of, winning_line

from yukon_core.cli import main
from yukon_core.survey import StoreError, SurveyRow
from yukon_core.survey import trust as trust_module
from yukon_core.survey.archive import MAX_UNPACKED, unpack
from yukon_core.survey.trust import UntrustedRow, check_packed

PACKED = Path(__file__).resolve().parents[1] / "data" / "winnability"
COLUMNS = [field.name for field in attrs.fields(SurveyRow)]
TARGET = [row("classic", 3, "unknown"), row("russian", 1, "lost")]


def forge(folder: Path, game: str, rows: list[SurveyRow], **changes: Any) -> Path:
    """``folder/<game>.sqlite.xz`` written by hand, as anyone may: the store's tables without
    its types, checks or keys, holding ``rows`` with ``changes`` to the last one's columns."""
    values = [attrs.astuple(one) for one in [*rows[:-1], attrs.evolve(rows[-1], **changes)]]
    plain = folder / f"{game}.sqlite"
    folder.mkdir(exist_ok=True)
    with contextlib.closing(sqlite3.connect(plain)) as db:
        db.execute(f"CREATE TABLE verdicts ({', '.join(COLUMNS)})")
        db.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute("INSERT INTO meta VALUES ('format', 'yukon-survey-2')")
        db.executemany(f"INSERT INTO verdicts VALUES ({', '.join('?' * len(COLUMNS))})", values)
        db.commit()
    packed = folder / f"{game}.sqlite.xz"
    packed.write_bytes(lzma.compress(plain.read_bytes()))
    plain.unlink()
    return packed


def refused(tmp_path: Path, says: str, limit: int = MAX_UNPACKED) -> None:
    """Restoring ``tmp_path/packed`` into a store holding :data:`TARGET` raises a
    :class:`StoreError` matching ``says``, leaving the store's file as it was; into no store,
    it creates none."""
    target = store_of(tmp_path / "target.sqlite", TARGET)
    before = target.read_bytes()
    with pytest.raises(StoreError, match=says):
        unpack(tmp_path / "packed", target, limit)
    assert target.read_bytes() == before
    with pytest.raises(StoreError, match=says):
        unpack(tmp_path / "packed", tmp_path / "new.sqlite", limit)
    assert not (tmp_path / "new.sqlite").exists()


def with_line(honest: SurveyRow, line: str) -> SurveyRow:
    return attrs.evolve(honest, verdict="won", line=line, moves=len(line.split()), replayed=True,
                        stopped_by=None)  # fmt: skip


def test_a_forged_win_of_a_lost_deal_is_refused_naming_the_row(tmp_path: Path) -> None:
    forged = with_line(row("alaska", 1, "lost"), winning_line("alaska", 2))
    forge(tmp_path / "packed", "alaska", [row("alaska", 2), forged])
    refused(tmp_path, r"^alaska\.sqlite\.xz: alaska deal 1: move \d+ of its line, '[^']+': ")


@pytest.mark.parametrize(
    ("forged", "says"),
    [
        (lambda line: winning_line("classic", 1), r"move \d+ of its line"),
        (lambda line: " ".join(line[:40]), "its line of 40 moves ends in a game not won"),
        (lambda line: f"{line[0]} xyz", "move 2 of its line, 'xyz': cannot read move"),
    ],
)
def test_a_forged_win_cannot_replace_an_unknown_verdict(
    tmp_path: Path, forged: Callable[[list[str]], str], says: str
) -> None:
    line = forged(winning_line("classic", 3).split())
    forge(tmp_path / "packed", "classic", [row("classic", 1), with_line(row("classic", 3), line)])
    refused(tmp_path, rf"^classic\.sqlite\.xz: classic deal 3: {says}")


@pytest.mark.parametrize(
    ("column", "value", "says"),
    [
        ("deal", "abc", "deal is 'abc', not a deal number from 1 to"),
        ("deal", 0, "deal is 0, not a deal number"),
        ("deal", 2**62, "deal is 4611686018427387904, not a deal number"),
        ("verdict", "maybe", "verdict is 'maybe', not won or lost or unknown"),
        ("seconds", "fast", "seconds is 'fast', not a finite number from 0"),
        ("nodes", -1, "nodes is -1, not a whole number from 0"),
        ("replayed", 2, "replayed is 2, not 0 or 1 or null"),
        ("line", None, "line is None, not text"),
        ("options", '{"b":1, "a":2}', "options is .*, not house rules as canonical JSON"),
        ("stopped_by", "boredom", "stopped_by is 'boredom', not seconds or memory or null"),
    ],
)
def test_a_row_of_the_wrong_kind_is_refused(
    tmp_path: Path, column: str, value: object, says: str
) -> None:
    forge(tmp_path / "packed", "alaska", [row("alaska", 2), row("alaska", 1, "lost")],
          **{column: value})  # fmt: skip
    refused(tmp_path, rf"^alaska\.sqlite\.xz: the row of 'alaska' deal .*: {says}")


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"replayed": False}, "a win whose line did not replay when it was solved"),
        ({"moves": 3}, "a win of 3 moves with the line"),
        ({"verdict": "lost"}, "a verdict of lost has no line, moves or replay"),
        ({"stopped_by": "memory"}, "only an unknown verdict, and every one, says what stopped"),
        ({"options": '{"nosuch":1}'}, "its house rules are not classic's: unknown option"),
    ],
)
def test_a_row_that_contradicts_itself_or_its_game_is_refused(
    tmp_path: Path, changes: dict[str, object], says: str
) -> None:
    forge(tmp_path / "packed", "classic", [row("classic", 2), row("classic", 1)], **changes)
    refused(tmp_path, rf"^classic\.sqlite\.xz: classic( \S+)? deal 1: {says}")


def test_a_row_of_a_game_not_installed_is_refused(tmp_path: Path) -> None:
    stranger = attrs.evolve(row("russian", 1, "lost"), variant="nosuch")
    forge(tmp_path / "packed", "nosuch", [stranger])
    refused(tmp_path, r"^nosuch\.sqlite\.xz: nosuch deal 1: nosuch is not an installed game$")


def test_a_game_whose_rules_changed_since_it_was_published_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    forge(tmp_path / "packed", "russian", [row("russian", 1, "lost")])
    monkeypatch.setattr(trust_module, "rules_fingerprint", lambda rules, first: "0" * 16)
    refused(tmp_path, "russian deal 1: the rules of russian have changed since its verdicts were "
                      r"published \(rules fingerprint [0-9a-f]{16}, now 0{16}\)")  # fmt: skip


def test_a_loss_of_a_deal_with_a_recorded_win_is_refused(tmp_path: Path) -> None:
    forge(tmp_path / "packed", "classic", [row("classic", 1, "lost")])
    refused(tmp_path, "classic deal 1: lost, but the package's published verdicts record a win")
    beyond = 10_001  # a deal the shipped verdicts do not reach
    forge(tmp_path / "packed", "classic", [row("classic", beyond, "lost")])
    target = store_of(tmp_path / "wins.sqlite", [row("classic", beyond)])
    with pytest.raises(StoreError, match="lost, but the store holds a win of it whose line repl"):
        unpack(tmp_path / "packed", target)
    assert rows_of(target) == [row("classic", beyond)]
    forge(tmp_path / "packed", "classic", [row("classic", 2), row("classic", 2, "unknown")])
    refused(tmp_path, r"classic deal 2: the deal has a row in classic\.sqlite\.xz already")


def test_a_packed_file_that_unpacks_past_the_limit_is_refused_without_holding_it(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "packed"
    folder.mkdir()
    (folder / "classic.sqlite.xz").write_bytes(lzma.compress(bytes(32 * 2**20), preset=0))
    tracemalloc.start()
    try:
        refused(tmp_path, r"^classic\.sqlite\.xz unpacks to more than 1,048,576 bytes", 2**20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * 2**20  # the 32 MiB it unpacks to were never held
    whole = lzma.compress(b"x" * 1000)
    for damaged, says in ((whole[:-20], "cut short"), (whole + whole, "data follows the end")):
        (folder / "classic.sqlite.xz").write_bytes(damaged)
        refused(tmp_path, rf"^classic\.sqlite\.xz is not a packed survey store: .*{says}")


def test_a_store_that_runs_sql_as_it_is_read_is_refused(tmp_path: Path) -> None:
    packed = forge(tmp_path / "packed", "russian", [row("russian", 1, "lost")])
    plain = tmp_path / "plain.sqlite"
    plain.write_bytes(lzma.decompress(packed.read_bytes()))
    with contextlib.closing(sqlite3.connect(plain)) as db:
        db.execute("ALTER TABLE verdicts RENAME TO rows")
        db.execute(f"CREATE VIEW verdicts AS SELECT {', '.join(COLUMNS)} FROM rows")
        db.commit()
    packed.write_bytes(lzma.compress(plain.read_bytes()))
    refused(tmp_path, r"^russian\.sqlite\.xz is not a survey store: it holds view verdicts$")


@pytest.fixture(scope="module")
def russian(tmp_path_factory: pytest.TempPathFactory) -> list[SurveyRow]:
    """The published verdicts of Russian Solitaire, restored from the repository's file."""
    folder = tmp_path_factory.mktemp("packed")
    shutil.copy(PACKED / "russian.sqlite.xz", folder)
    store = folder / "restored.sqlite"
    assert unpack(folder, store) == 10_000
    return rows_of(store)


def test_a_real_packed_file_restores_whole(russian: list[SurveyRow]) -> None:
    verdicts = [one.proven for one in russian]
    assert (verdicts.count("won"), verdicts.count("lost")) == (630, 9370)  # docs/winnability.md
    assert [one.deal for one in russian] == list(range(1, 10_001))


def test_a_forged_win_among_real_ones_is_found_by_the_worker_processes(
    russian: list[SurveyRow],
) -> None:
    wins = [one for one in russian if one.verdict == "won"]
    forged = [*wins[:-1], with_line(wins[-1], wins[0].line)]
    check_packed({"russian.sqlite.xz": wins}, {}, jobs=2)
    says = rf"^russian\.sqlite\.xz: russian deal {wins[-1].deal}: move \d+ of its line"
    with pytest.raises(UntrustedRow, match=says):
        check_packed({"russian.sqlite.xz": forged}, {}, jobs=2)


def damaged_store(path: Path, damage: str) -> Path:
    """A store damaged as ``damage`` says."""
    if damage == "not a store":
        with contextlib.closing(sqlite3.connect(path)) as db:
            db.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
            db.commit()
        return path
    rows = [attrs.evolve(row("classic", 3, "unknown"), deal=deal, line="x" * 500)
            for deal in range(1, 60)]  # fmt: skip
    store_of(path, rows)
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA journal_mode=DELETE")
        db.execute("UPDATE verdicts SET deal = 'abc' WHERE deal = 7")
        db.commit()
    if damage == "corrupt":
        broken = bytearray(path.read_bytes())
        broken[4096:8192] = b"\xff" * 4096
        path.write_bytes(bytes(broken))
    return path


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        ("wrong type", "the row of 'classic' deal 'abc': deal is 'abc', not a deal number"),
        ("not a store", "is not a survey store: it holds contacts"),
        ("corrupt", "cannot be read or written: database disk image is malformed"),
    ],
)
def test_the_report_refuses_a_damaged_store_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str, says: str
) -> None:
    store = damaged_store(tmp_path / "s.sqlite", damage)
    assert main(["survey", "report", "--store", str(store)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"yukon: error: {store}")
    assert says in captured.err
    assert captured.err.count("\n") == 1
