"""Records in SQLite and the end-of-game summary (issue 4, item 8)."""

from __future__ import annotations

import sqlite3

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.game import Game, Record, RecordsError, RecordsStore, Summary, new_game


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _won_game(time: FakeTime, *, detour: int = 0, seconds: float = 1.0, **options) -> Game:
    """Deal 1 won by its winning line, after ``detour`` moves taken back (each counts)."""
    game = new_game("classic", 1, clock=time, **options)
    for _ in range(detour):
        game.play("6S>1")
        game.undo()
    for move in CLASSIC_DEAL_1:
        game.play(move)
        time.now += seconds
    return game


def test_the_summary_tells_how_the_game_went() -> None:
    time = FakeTime()
    game = new_game("classic", 1, clock=time)
    game.play("10S>2")
    game.hint()
    game.undo()
    time.now += 42
    assert game.summary() == Summary(
        variant="classic", code="YU1-C-AAAAAAB", won=False, moves=1, seconds=42.0, undos=1,
        hints=1, score=0,
    )  # fmt: skip


def test_results_add_up_per_deal_and_a_given_up_game_is_lost(tmp_path) -> None:
    time = FakeTime()
    with RecordsStore(tmp_path / "records.sqlite3") as store:
        first = store.finish(_won_game(time, detour=2, seconds=2.0))
        assert first.won and first.moves == 96 and first.undos == 2 and not first.new_record
        assert first.previous_best is None
        store.finish(new_game("classic", 1, clock=time))  # abandoned
        second = store.finish(_won_game(time, seconds=3.0))
        assert second.new_record and second.previous_best == 96
        third = store.finish(_won_game(time, detour=1, seconds=0.5))
        assert not third.new_record and third.previous_best == 94
    with RecordsStore(tmp_path / "records.sqlite3") as store:  # kept on disk
        assert store.records() == [
            Record("classic", {}, 1, played=4, won=3, lost=1, fewest_moves=94,
                   shortest_seconds=46.5),  # 93 half-second moves before the last card
        ]  # fmt: skip


def test_records_are_kept_apart_by_variant_house_rules_and_deal() -> None:
    time = FakeTime()
    with RecordsStore(":memory:") as store:
        store.finish(_won_game(time))
        store.finish(_won_game(time, max_group_size=20))
        store.finish(new_game("classic", 2, clock=time))
        store.finish(new_game("relaxed", 1, clock=time))
        keys = [(r.variant, r.options, r.deal, r.won, r.lost) for r in store.records()]
        assert keys == [
            ("classic", {"max_group_size": 20}, 1, 1, 0),
            ("classic", {}, 1, 1, 0),
            ("classic", {}, 2, 0, 1),
            ("relaxed", {}, 1, 0, 1),
        ]
        assert [r.deal for r in store.records("relaxed")] == [1]
        assert store.record_of(new_game("classic", 3)) is None


def test_a_file_that_is_not_a_records_file_is_refused(tmp_path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is no database at all" * 100)
    with pytest.raises(RecordsError, match=r"junk.sqlite3 is not a records file: it is damaged"):
        RecordsStore(junk)
    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as db:
        db.execute("PRAGMA user_version = 9")
    with pytest.raises(RecordsError, match="records of version 9; this yukon reads up to"):
        RecordsStore(newer)
