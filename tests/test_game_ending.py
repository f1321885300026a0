"""A game ends once and counts once (issue 46, item 2): an ended game takes no more actions, a
records store counts a game by its id however often it is finished or loaded, and the records
of a game over all its deals (streaks, win rate, best moves and time) read as people read them."""

from __future__ import annotations

import math
import sqlite3

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.game import (
    GameEndedError,
    RecordsStore,
    SaveError,
    duration_text,
    game_from_json,
    game_to_json,
    new_game,
    signing,
)
from yukon_core.game.save import _canonical, checksum


@pytest.fixture(autouse=True)
def own_key(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("YUKON_DATA_DIR", str(tmp_path / "data"))


def _won():
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1:
        game.play(move)
    return game


def _given_up():
    game = new_game("classic", 2)
    game.play(game.legal_moves()[0])
    return game


def test_an_ended_game_takes_no_more_actions() -> None:
    game = new_game("classic", 1)
    game.play("10S>2")
    summary = game.end()
    assert summary.ended and not summary.won and game.ended
    for action in (
        lambda: game.play("8S>6"), lambda: game.tap("8S"), game.collect, game.undo, game.redo,
        game.hint,
    ):  # fmt: skip
        with pytest.raises(GameEndedError, match="the game has ended \\(given up\\)"):
            action()
    assert [step.moves for step in game.steps] == [(game.move("10S>2"),)]
    game.resume()
    assert not game.clock.running
    assert game.end() == summary  # ending twice is ending once


def test_a_game_is_counted_once_however_often_it_is_finished(tmp_path) -> None:
    with RecordsStore(tmp_path / "r.sqlite3") as store:
        game = _won()
        first, again = store.finish(game), store.finish(game)
        (record,) = store.records()
    assert first.counted and first.ended and not again.counted
    assert (record.played, record.won) == (1, 1)
    assert again.won and again.moves == first.moves and not again.new_record


def test_a_save_of_a_finished_game_loads_ended_and_does_not_count_again(tmp_path) -> None:
    records = tmp_path / "r.sqlite3"
    game = _won()
    with RecordsStore(records) as store:
        store.finish(game)
    data = game_to_json(game)
    assert (data["version"], data["game_id"], data["ended"]) == (3, game.id, True)
    loaded = game_from_json(data)
    assert loaded.ended and loaded.verified and loaded.id == game.id
    with pytest.raises(GameEndedError):
        loaded.undo()
    with RecordsStore(records) as store:
        assert not store.finish(loaded).counted
        assert [(r.played, r.won) for r in store.records()] == [(1, 1)]


def test_one_game_loaded_twice_is_one_game(tmp_path) -> None:
    data = game_to_json(_given_up())
    with RecordsStore(tmp_path / "r.sqlite3") as store:
        counted = [store.finish(game_from_json(data)).counted for _ in range(2)]
        assert counted == [True, False]
        assert [(r.played, r.lost) for r in store.records()] == [(1, 1)]


def test_a_save_from_before_ids_is_one_game_and_has_not_ended(tmp_path) -> None:
    data = game_to_json(_given_up())
    old = {k: v for k, v in data.items() if k not in ("checksum", "signature", "game_id", "ended")}
    old["version"] = 2
    signed = {**old, "checksum": checksum(old), "signature": signing.sign(_canonical(old))}
    first, second = game_from_json(signed), game_from_json(signed)
    assert first.verified and not first.ended and first.id == second.id != data["game_id"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"game_id": ""}, '"game_id" must be 1 to 64 letters and digits'),
        ({"game_id": "x" * 65}, '"game_id" must be 1 to 64 letters and digits'),
        ({"game_id": "../../etc"}, '"game_id" must be 1 to 64 letters and digits'),
        ({"game_id": 7}, '"game_id" must be text'),
        ({"ended": "yes"}, '"ended" must be true or false'),
        ({"ended": None}, '"ended" must be true or false'),
    ],
)
def test_a_save_with_a_bad_id_or_end_is_refused(change: dict, message: str) -> None:
    data = {
        k: v for k, v in game_to_json(_given_up()).items() if k not in ("checksum", "signature")
    }
    data |= change
    with pytest.raises(SaveError, match=message):
        game_from_json({**data, "checksum": checksum(data), "signature": None})


def test_a_game_record_adds_its_deals_and_counts_its_streaks(tmp_path) -> None:
    with RecordsStore(tmp_path / "r.sqlite3") as store:
        outcomes = []
        for won in (True, True, False, True, True, True):
            store.finish(_won() if won else _given_up())
            (record,) = store.games("classic")
            outcomes.append((record.current_streak, record.best_streak))
        assert outcomes == [(1, 1), (2, 2), (0, 2), (1, 2), (2, 2), (3, 3)]
        store.finish(_given_up())
        (record,) = store.games()
    assert (record.played, record.won, record.lost) == (7, 5, 2)
    assert (record.current_streak, record.best_streak) == (0, 3)
    assert record.win_rate == pytest.approx(5 / 7)
    assert record.fewest_moves == len(CLASSIC_DEAL_1) and record.shortest_seconds is not None


def test_reset_forgets_the_records_but_not_which_games_were_counted(tmp_path) -> None:
    game = _won()
    with RecordsStore(tmp_path / "r.sqlite3") as store:
        store.finish(game)
        store.finish(new_game("russian", 1))  # another variant's, kept
        store.finish(_given_up())
        store.reset("classic")
        assert [record.variant for record in store.games()] == ["russian"]
        assert not store.finish(game).counted
        store.reset()
        assert store.games() == [] and store.records() == []


def test_a_records_file_from_before_streaks_gains_them(tmp_path) -> None:
    path = tmp_path / "r.sqlite3"
    with RecordsStore(path) as store:
        store.finish(_won())
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE streaks")
        db.execute("PRAGMA user_version = 2")
    db.close()
    with RecordsStore(path) as store:
        store.finish(_won())
        (record,) = store.games()
    assert (record.played, record.current_streak, record.best_streak) == (2, 1, 1)


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0, "0:00"), (32.9, "0:32"), (60, "1:00"), (725, "12:05"), (3723.5, "1:02:03"),
     (-1, "0:00"), (math.nan, "0:00"), (math.inf, "0:00")],
)  # fmt: skip
def test_a_time_reads_as_a_clock_shows_it(seconds: float, text: str) -> None:
    assert duration_text(seconds) == text
