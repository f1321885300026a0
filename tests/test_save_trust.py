"""Saves a player and the records can trust (issue 24, item 5): signed with the player's key,
written atomically keeping their mode, with the temporary files of killed writers swept."""

from __future__ import annotations

import json
import os
import random
import signal
import stat
import subprocess
import sys
import time

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.game import game_from_json, game_to_json, load_game, new_game, save_game
from yukon_core.game.save import checksum
from yukon_core.game.signing import KEY_FILE
from yukon_core.game.userdata import data_dir


def _played(moves: int = 10):
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1[:moves]:
        game.play(move)
    return game


def _resealed(data: dict, **changes) -> dict:
    sealed = {k: v for k, v in data.items() if k not in ("checksum", "signature")} | changes
    return {**sealed, "checksum": checksum(sealed), "signature": data["signature"]}


def test_a_players_own_save_loads_verified(tmp_path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    assert json.loads(path.read_text())["signature"]
    game = load_game(path)
    assert game.verified and game.summary().verified
    key = data_dir() / KEY_FILE
    assert stat.S_IMODE(key.stat().st_mode) == 0o600


def test_an_edited_save_loads_unverified() -> None:
    data = game_to_json(_played())
    assert game_from_json(data).verified
    edited = game_from_json(_resealed(data, seconds=0.1))
    assert not edited.verified
    assert not edited.summary().verified
    assert not game_from_json(game_to_json(edited)).verified  # it stays unverified when saved


@pytest.mark.parametrize("signature", ["é", "\udcff", "ａ" * 64, "", "0" * 10_000, "a" * 64])
def test_a_signature_of_any_text_is_refused_cleanly(signature: str) -> None:
    """Issue 44: comparing a signature of other characters must not raise; the save loads,
    unverified."""
    data = game_to_json(_played())
    forged = game_from_json({**data, "signature": signature})
    assert not forged.verified and forged.steps == game_from_json(data).steps


def test_a_save_of_another_player_loads_unverified(tmp_path, monkeypatch) -> None:
    data = game_to_json(_played())
    monkeypatch.setenv("YUKON_DATA_DIR", str(tmp_path / "someone-else"))
    assert not game_from_json(data).verified


def test_a_save_of_the_first_version_still_loads_unverified() -> None:
    data = game_to_json(_played())
    old = {k: v for k, v in data.items() if k not in ("checksum", "signature")} | {"version": 1}
    game = game_from_json({**old, "checksum": checksum(old)})
    assert game.position == _played().position and not game.verified


def test_where_no_key_can_be_kept_the_save_is_unsigned(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("YUKON_DATA_DIR", "/dev/null/yukon")
    path = tmp_path / "game.json"
    save_game(_played(), path)
    assert json.loads(path.read_text())["signature"] is None
    assert not load_game(path).verified


def test_an_existing_saves_mode_is_kept_and_a_new_one_follows_the_umask(tmp_path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask
    path.chmod(0o640)
    save_game(_played(12), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


_AUTOSAVE_FOREVER = """
import sys
from yukon_core.game import autosave, new_game
game = new_game("classic", 1)
autosave(game, sys.argv[1])
print("ready", flush=True)
while True:
    for move in game.legal_moves()[:1] or ():
        game.play(move)
    if game.can_undo and len(game.steps) > 30:
        game.undo()
"""


def test_a_writer_killed_mid_save_leaves_a_whole_file(tmp_path) -> None:
    path = tmp_path / "auto.json"
    rng = random.Random(7)
    for _ in range(20):
        writer = subprocess.Popen(
            [sys.executable, "-c", _AUTOSAVE_FOREVER, str(path)], stdout=subprocess.PIPE
        )
        assert writer.stdout.readline() == b"ready\n"
        time.sleep(rng.uniform(0, 0.05))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        load_game(path)  # whole, whenever the kill came
    save_game(load_game(path), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["auto.json"]


_HOLD_A_LOCK = """
import fcntl, sys
with open(sys.argv[1], "w") as file:
    fcntl.flock(file, fcntl.LOCK_EX)
    print("held", flush=True)
    sys.stdin.read()
"""


def test_a_dead_writers_temporary_file_is_swept_and_a_living_ones_kept(tmp_path) -> None:
    path = tmp_path / "game.json"
    dead = tmp_path / ".game.json.dead1234.tmp"
    dead.write_text('{"half": ')
    living = tmp_path / ".game.json.live5678.tmp"
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD_A_LOCK, str(living)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )  # fmt: skip
    assert holder.stdout.readline() == b"held\n"
    try:
        save_game(_played(), path)
        assert sorted(p.name for p in tmp_path.iterdir()) == [living.name, path.name]
    finally:
        holder.communicate(b"")
    save_game(_played(), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


@pytest.mark.parametrize("name", ["game\0.json", "/nonexistent/folder/game.json"])
def test_a_save_that_cannot_be_written_is_a_save_error(name: str) -> None:
    from yukon_core.game import SaveError

    with pytest.raises(SaveError, match="cannot save to"):
        save_game(_played(), name)
