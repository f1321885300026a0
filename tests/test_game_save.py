"""Saved games (issue 4, item 7): versioned JSON, atomic writes, replayed and checked loads."""

from __future__ import annotations

import json
import os

import pytest
from game_support import CLASSIC_DEAL_1
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yukon_core.game import (
    Game,
    SaveError,
    UndoError,
    autosave,
    game_from_json,
    game_to_json,
    load_game,
    new_game,
    save_game,
)
from yukon_core.game.save import checksum


class FakeTime:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def _state(game: Game) -> tuple:
    return (
        game.variant.name,
        game.options,
        game.code,
        game.settings,
        game.position,
        game.score,
        game.counters,
        game.seconds,
        game.last_tap,
        [(s.moves, s.before, s.after, s.score_after) for s in game.steps],
        [(s.moves, s.before, s.after) for s in game.redo_steps],
        game.undo_floor,
    )


def _busy_game(time: FakeTime) -> Game:
    """A game with undone steps, a hint, a tap, a collect-all and time on the clock."""
    game = new_game("classic", 1, clock=time, undo_limit=50, undo_counting="count")
    for move in CLASSIC_DEAL_1[:60]:
        game.play(move)
        time.now += 1.5
    game.hint()
    game.undo()
    game.undo()
    game.redo()
    game.tap("7S")
    return game


def test_a_save_round_trips_the_whole_game(tmp_path) -> None:
    time = FakeTime()
    game = _busy_game(time)
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path, clock=time)
    assert _state(loaded) == _state(game)
    loaded.undo()
    game.undo()
    assert _state(loaded) == _state(game)


def test_a_save_records_steps_not_positions() -> None:
    game = new_game("classic", 1, foundation_returns=False)
    game.play("10S>2")
    game.play("8S>6")
    game.undo()
    data = game_to_json(game)
    assert data["format"] == "yukon-save" and data["version"] == 3
    assert data["game_id"] == game.id and data["ended"] is False
    assert data["variant"] == "classic" and data["options"] == {"foundation_returns": False}
    assert (data["deal"], data["code"]) == (1, "YU1-C-AAAAAAB")
    assert (data["steps"], data["redo"]) == (["10S>2"], ["8S>6"])
    assert data["counters"] == {"moves": 2, "undos": 1, "redos": 0, "hints": 0}
    assert data["score"] == 5 and "columns" not in json.dumps(data)


def test_collect_all_is_saved_as_one_step() -> None:
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1[:74]:
        game.play(move)
    game.collect()
    game.undo()
    data = game_to_json(game)
    assert data["redo"] == ["collect"]
    loaded = game_from_json(data)
    loaded.redo()
    assert loaded.is_won and loaded.score == 625


def test_saving_replaces_the_file_atomically(tmp_path, monkeypatch) -> None:
    path = tmp_path / "game.json"
    game = new_game("classic", 1)
    save_game(game, path)
    before = path.read_bytes()
    game.play("10S>2")

    def broken_replace(source, target) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError, match="disk full"):
        save_game(game, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary left


def test_autosave_keeps_the_file_up_to_date(tmp_path) -> None:
    path = tmp_path / "auto.json"
    game = new_game("classic", 1)
    listener = autosave(game, path)
    assert load_game(path).position == game.start
    game.play("10S>2")
    game.hint()
    assert load_game(path).position == game.position
    assert load_game(path).counters.hints == 1
    game.listeners.remove(listener)
    game.undo()
    assert load_game(path).position != game.position


def _resealed(data: dict, **changes) -> dict:
    """``data`` with ``changes`` and a checksum that matches them, as a careful forger would."""
    changed = {k: v for k, v in data.items() if k not in ("checksum", "signature")} | changes
    return {**changed, "checksum": checksum(changed), "signature": None}


STEPS = CLASSIC_DEAL_1[:7]


@pytest.fixture
def saved() -> dict:
    """Seven steps on the line, one to redo, an undo limit of 5."""
    game = new_game("classic", 1, undo_limit=5)
    for move in CLASSIC_DEAL_1[:8]:
        game.play(move)
    game.undo()
    return game_to_json(game)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"steps": [*STEPS[:2], "QD>1", *STEPS[3:]]}, r"step 3 \('QD>1'\) cannot be played: ♦Q"),
        ({"steps": [*STEPS[:1], "bogus", *STEPS[2:]]}, r"step 2 \('bogus'\) cannot be played"),
        ({"redo": ["collect"]}, r"redo step 1 \('collect'\) cannot be played: collect-all needs"),
        ({"score": 999}, r"the score 999 does not match the steps, which score \d+"),
        ({"counters": {"moves": 2, "undos": 1, "redos": 0, "hints": 0}}, "cannot come from 7"),
        ({"counters": {"moves": 9, "undos": 1, "redos": 0}}, r'"hints" must be a whole number'),
        ({"undo_floor": 2}, "the undo floor 2 must be 3 to 7 here"),
        ({"undo_floor": 8}, "the undo floor 8 must be 3 to 7 here"),
        ({"variant": "nosuch"}, "no variant 'nosuch'"),
        ({"options": {"max_group_size": "many"}}, "max_group_size"),
        ({"code": "YU1-C-AAAAAAC"}, "the code 'YU1-C-AAAAAAC' is not deal 1 of classic"),
        ({"seconds": -1}, r'"seconds" must be a finite number from 0'),
        ({"settings": {"undo_limit": 5, "tap_policy": "wild"}}, "'wild' is not a valid TapPolicy"),
        ({"last_tap": "9S"}, '"last_tap" names .9S., which the last step did not move'),
        ({"deal": "1"}, r'"deal" must be a whole number from 0'),
        ({"deal": 26**7}, r'the field "deal": a deal number is 0 to 8031810175, not 8031810176'),
        ({"deal": 10**400}, "has more than 30 digits"),
        ({"deal": -1}, r'"deal" must be a whole number from 0'),
        ({"deal": 1.0}, r'"deal" must be a whole number from 0'),
        ({"deal": True}, r'"deal" must be a whole number from 0'),
        ({"version": True}, "save version True is not one this yukon reads"),
        ({"version": 1.0}, "save version 1.0 is not one this yukon reads"),
        ({"variant": 3}, '"variant" must be text, not 3'),
        ({"code": None}, '"code" must be text, not None'),
        ({"options": []}, '"options" must be an object'),
        (
            {"options": {"max_group_size": None}},
            r"only set options, not null for \['max_group_size",
        ),
        ({"options": {"max_group_size": [3]}}, r"max_group_size: expected a whole number, not \["),
        ({"options": {"nosuch": 1}}, "unknown option"),
        ({"settings": []}, '"settings" must be an object'),
        ({"settings": {"undo_limit": 2.5}}, '"settings": undo_limit must be a whole number'),
        ({"settings": {"undo_limit": True}}, '"settings": undo_limit must be a whole number'),
        ({"settings": {"undo_limit": "5"}}, '"settings": undo_limit must be a whole number'),
        ({"settings": {"undo_counting": 1}}, '"settings": 1 is not a valid UndoCounting'),
        ({"settings": {"bogus": 1}}, '"settings": .*bogus'),
        ({"steps": "10S>2"}, '"steps" must be a list of texts'),
        ({"steps": [1, 2]}, '"steps" must be a list of texts'),
        ({"redo": None}, '"redo" must be a list of texts'),
        ({"undo_floor": 2.5}, '"undo_floor" must be a whole number from 0'),
        ({"counters": [9]}, '"counters" must be an object'),
        ({"counters": {"moves": 9, "undos": 1, "redos": 0, "hints": 0, "x": 0}}, "unknown count"),
        ({"counters": {"moves": 9, "undos": 1.5, "redos": 0, "hints": 0}}, '"undos" must be a who'),
        (
            {
                "steps": CLASSIC_DEAL_1[:6],
                "redo": CLASSIC_DEAL_1[6:8],
                "counters": {"moves": 8, "undos": 2, "redos": 0, "hints": 0},
                "settings": {"undo_limit": 1},
            },
            "2 steps to redo are more than the undo limit of 1",
        ),
        ({"score": -5}, '"score" must be a whole number from 0'),
        ({"score": None}, '"score" must be a whole number from 0'),
        ({"seconds": "1"}, '"seconds" must be a number of seconds'),
        ({"seconds": 10**400}, "has more than 30 digits"),
        ({"seconds": 1e300 * 1e10}, "Infinity is not a number JSON allows"),
        ({"last_tap": 7}, '"last_tap" must be text or null, not 7'),
        ({"last_tap": "ZZ"}, '"last_tap": '),
    ],
)
def test_a_consistent_looking_but_impossible_save_is_refused(
    tmp_path, saved, changes, message
) -> None:
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(_resealed(saved, **changes)), encoding="utf-8")
    text, stamp = path.read_text(encoding="utf-8"), path.stat().st_mtime_ns
    with pytest.raises(SaveError, match=message) as raised:
        load_game(path)
    assert str(raised.value).startswith(f"'{path}': ")
    assert path.read_text(encoding="utf-8") == text and path.stat().st_mtime_ns == stamp


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([26**7, 10**400, -1, 0, 1])
    | st.floats()
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])  # saved is only read
@given(st.data())
def test_a_save_with_any_field_changed_loads_or_is_refused(saved, data) -> None:
    """Whatever a forger puts in one field (or one entry of an object field), loading either
    gives a game that saves and loads again the same, or raises SaveError: nothing else."""
    field = data.draw(st.sampled_from(sorted(set(saved) - {"checksum"})))
    value = data.draw(JSON_VALUES)
    if isinstance(saved[field], dict) and data.draw(st.booleans()):
        key = data.draw(st.sampled_from([*saved[field], "bogus"]))
        value = {**saved[field], key: value}
    time = FakeTime()
    try:
        loaded = game_from_json(_resealed(saved, **{field: value}), clock=time)
    except SaveError:
        return
    assert _state(game_from_json(game_to_json(loaded), clock=time)) == _state(loaded)


def test_a_save_holding_what_json_cannot_is_refused(saved) -> None:
    with pytest.raises(SaveError, match="it holds what JSON cannot"):
        game_from_json({**saved, "steps": {"10S>2"}})


def test_an_edited_file_fails_its_checksum(saved) -> None:
    with pytest.raises(SaveError, match="the checksum does not match"):
        game_from_json({**saved, "score": saved["score"] + 10})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "is not JSON"),
        ('{"steps": [', "is not JSON"),
        ("[1, 2]", 'expected a JSON object with "format": "yukon-save"'),
        ('{"format": "yukon-save", "version": 7}', "save version 7 is not one this yukon reads"),
        ("[" * 100_000, "nests deeper than 32 levels: refused"),
        ("9" * 5_000, "has more than 30 digits"),
    ],
)
def test_a_damaged_file_is_refused_and_left_as_it_is(tmp_path, text, message) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    stamp = path.stat().st_mtime_ns
    with pytest.raises(SaveError, match=message) as raised:
        load_game(path)
    assert str(path) in str(raised.value)
    assert path.read_text(encoding="utf-8") == text and path.stat().st_mtime_ns == stamp


def test_a_missing_file_is_a_save_error(tmp_path) -> None:
    with pytest.raises(SaveError, match="cannot read"):
        load_game(tmp_path / "nothing.json")


def test_a_loaded_game_keeps_the_undo_limit(saved) -> None:
    game = game_from_json(saved)
    for _ in range(4):
        game.undo()
    with pytest.raises(UndoError, match="only the last 5 steps"):
        game.undo()


ACTIONS = st.lists(st.sampled_from(["play", "undo", "redo", "hint", "tap", "save"]), max_size=40)


@given(ACTIONS, st.integers(0, 3))
def test_any_sequence_of_actions_survives_a_save(actions, seed) -> None:
    time = FakeTime()
    game = new_game("classic", 1 + seed, clock=time, tap_policy="cycle", undo_limit=6)
    for number, action in enumerate(actions):
        time.now += 1
        moves = game.legal_moves()
        if action == "play" and moves:
            game.play(moves[number % len(moves)])
        elif action == "undo" and game.can_undo:
            game.undo()
        elif action == "redo" and game.can_redo:
            game.redo()
        elif action == "hint":
            game.hint()
        elif action == "tap" and moves:
            game.tap(moves[0].card)
        elif action == "save":
            assert _state(game_from_json(game_to_json(game), clock=time)) == _state(game)
    assert _state(game_from_json(game_to_json(game), clock=time)) == _state(game)
