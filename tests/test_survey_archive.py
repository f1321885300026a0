"""The survey store as the repository keeps it (``yukon_core.survey.archive``): one compressed
file per game, written again only when the game's rows change, and merged back into a store
without losing a verdict that says more."""

from __future__ import annotations

import lzma
from pathlib import Path

import attrs
import pytest
from survey_support import row, rows_of, store_of

from yukon_core.survey import StoreError, SurveyStore
from yukon_core.survey.archive import pack, unpack

ROWS = [row("alaska", 1, "lost"), row("alaska", 2), row("classic", 1, "unknown"), row("classic", 2)]


def test_packing_writes_a_file_per_game_that_unpacks_to_the_same_rows(tmp_path: Path) -> None:
    store = store_of(tmp_path / "s.sqlite", ROWS)
    assert pack(store, tmp_path / "packed") == ["alaska", "classic"]
    assert sorted(p.name for p in (tmp_path / "packed").iterdir()) == [
        "alaska.sqlite.xz",
        "classic.sqlite.xz",
    ]
    assert unpack(tmp_path / "packed", tmp_path / "restored.sqlite") == len(ROWS)
    assert rows_of(tmp_path / "restored.sqlite") == ROWS
    assert unpack(tmp_path / "packed", tmp_path / "restored.sqlite") == 0


def test_packing_again_rewrites_only_the_games_whose_rows_changed(tmp_path: Path) -> None:
    store = store_of(tmp_path / "s.sqlite", ROWS)
    folder = tmp_path / "packed"
    pack(store, folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert pack(store, folder) == []
    store_of(store, [row("classic", 1, "won")])
    assert pack(store, folder) == ["classic"]
    assert (folder / "alaska.sqlite.xz").read_bytes() == before["alaska.sqlite.xz"]
    assert (folder / "classic.sqlite.xz").read_bytes() != before["classic.sqlite.xz"]
    assert rows_of(store) == [*ROWS[:2], row("classic", 1, "won"), ROWS[3]]


def test_packing_writes_again_a_damaged_file_and_leaves_other_games_files(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "packed"
    pack(store_of(tmp_path / "both.sqlite", ROWS), folder)
    (folder / "alaska.sqlite.xz").write_bytes(b"cut short")
    classic = (folder / "classic.sqlite.xz").read_bytes()
    assert pack(store_of(tmp_path / "alaska.sqlite", ROWS[:2]), folder) == ["alaska"]
    assert (folder / "classic.sqlite.xz").read_bytes() == classic
    assert sorted(p.name for p in folder.iterdir()) == ["alaska.sqlite.xz", "classic.sqlite.xz"]
    with lzma.open(folder / "alaska.sqlite.xz") as packed:
        assert packed.read(20)[18:20] == b"\x01\x01"  # a rollback journal, not WAL: one file
    assert unpack(folder, tmp_path / "restored.sqlite") == len(ROWS)


def test_unpacking_keeps_the_verdicts_that_say_more(tmp_path: Path) -> None:
    pack(store_of(tmp_path / "s.sqlite", ROWS), tmp_path / "packed")
    mine = store_of(tmp_path / "mine.sqlite", [row("classic", 1), row("classic", 3)])
    assert unpack(tmp_path / "packed", mine) == len(ROWS) - 1
    by_deal = {(r.variant, r.deal): r.verdict for r in rows_of(mine)}
    assert by_deal == {("alaska", 1): "lost", ("alaska", 2): "won", ("classic", 1): "won",
                       ("classic", 2): "won", ("classic", 3): "won"}  # fmt: skip


def test_unpacking_keeps_the_fuller_of_two_searches_with_the_same_budget(tmp_path: Path) -> None:
    full, starved = row("classic", 1, "unknown"), row("classic", 1, "unknown")
    full = attrs.evolve(full, cpu_seconds=598.0, written="2026-12-03T02:00:00+00:00")
    starved = attrs.evolve(starved, cpu_seconds=300.0)
    pack(store_of(tmp_path / "old.sqlite", [starved]), tmp_path / "packed")
    mine = store_of(tmp_path / "mine.sqlite", [full])
    assert unpack(tmp_path / "packed", mine) == 0
    assert rows_of(mine) == [full]
    theirs = store_of(tmp_path / "theirs.sqlite", [starved])
    assert unpack(tmp_path / "packed", theirs) == 0
    pack(store_of(tmp_path / "new.sqlite", [full]), tmp_path / "packed")
    assert unpack(tmp_path / "packed", theirs) == 1
    assert rows_of(theirs) == [full]


def test_a_damaged_packed_file_is_named_and_nothing_is_restored(tmp_path: Path) -> None:
    folder = tmp_path / "packed"
    pack(store_of(tmp_path / "s.sqlite", ROWS), folder)
    target = store_of(tmp_path / "restored.sqlite", [row("russian", 1, "lost")])
    (folder / "classic.sqlite.xz").write_bytes(b"not xz at all")
    with pytest.raises(StoreError, match=r"classic\.sqlite\.xz is not a packed survey store"):
        unpack(folder, target)
    (folder / "alaska.sqlite.xz").rename(folder / "classic.sqlite.xz")
    with pytest.raises(StoreError, match=r"classic\.sqlite\.xz holds rows of alaska, not only"):
        unpack(folder, target)
    assert rows_of(target) == [row("russian", 1, "lost")]
    with pytest.raises(StoreError, match="holds no packed games"):
        unpack(tmp_path / "empty", target)


def test_putting_many_rows_is_one_transaction(tmp_path: Path) -> None:
    store = store_of(tmp_path / "s.sqlite", ROWS[:1])
    with SurveyStore(store) as opened:
        with pytest.raises(StoreError, match="CHECK constraint"):
            opened.put_all([ROWS[1], attrs.evolve(ROWS[2], verdict="maybe")])
        assert opened.put(ROWS[1])
    assert rows_of(store) == ROWS[:2]
