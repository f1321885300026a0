"""Every example in docs/embedding.md and docs/plugin-guide.md runs (issue 25, item 5), and
the embedding guide covers the session API: every public member of ``Game``, of ``Card`` and
of ``Move`` is named in it."""

from __future__ import annotations

import importlib.metadata
import inspect
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import yukon_core
import yukon_core.game
from yukon_core import Card, Game, Move

DOCS = Path(__file__).resolve().parents[1] / "docs"
EMBEDDING = DOCS / "embedding.md"
GUIDE = DOCS / "plugin-guide.md"


def _blocks(path: Path, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", path.read_text(encoding="utf-8"), re.DOTALL)


def test_every_python_example_of_the_embedding_guide_runs(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    blocks = _blocks(EMBEDDING, "python")
    assert len(blocks) >= 2
    namespace: dict = {"__name__": "embedding_example"}
    for block in blocks:
        exec(compile(block, str(EMBEDDING), "exec"), namespace)
    out = capsys.readouterr().out
    assert "hint: 10S>2 - leads to a win" in out
    assert "6S can go: ['6S>1']" in out
    assert "refused: ♦8 goes on a black 9" in out
    assert "♥A goes on a black 2" in out
    assert "3 moves, 1 undo, 1 hint, won: False" in out
    assert "6S>1 True False" in out
    assert (tmp_path / "current-game.json").exists() and (tmp_path / "records.sqlite3").exists()


def test_every_python_example_of_the_plugin_guide_runs(capsys) -> None:
    """The guide's Python blocks are file listings (after a line naming the file, checked by
    ``tests/test_third_party.py``) or examples, which run here."""
    text = GUIDE.read_text(encoding="utf-8")
    examples = [
        block
        for before, block in re.findall(r"([^\n]*)\n\n```python\n(.*?)```", text, re.DOTALL)
        if not before.rstrip().endswith("`:")
    ]
    assert examples
    for block in examples:
        exec(compile(block, str(GUIDE), "exec"), {"__name__": "guide_example"})
    out = capsys.readouterr().out
    assert "YU2-harbour-AAAAAAB 17" in out and "2 cells;" in out


def test_every_shell_example_of_the_plugin_guide_runs(tmp_path) -> None:
    """Every command runs as written, in a shell, but the installs: they install what the test
    setup installed already (the scaffold's are run for real by ``tests/test_scaffold.py``)."""
    root = Path(__file__).resolve().parents[1]
    lines = [
        line.split("#")[0].strip().replace("/tmp/plugins", str(tmp_path))
        for block in _blocks(GUIDE, "sh")
        for line in block.splitlines()
    ]
    installs = [line for line in lines if line.startswith("python -m pip install")]
    assert installs and importlib.metadata.distribution("yukon-moosehide")
    runs = [
        line for line in lines if line and line not in installs and line != "yukon check pelican"
    ]
    assert len(runs) >= 8
    script = f'yukon() {{ {shlex.quote(sys.executable)} -m yukon_core.cli "$@"; }}\n'
    for command in runs:
        done = subprocess.run(
            ["bash", "-c", script + command.replace("./docs/", f"{root}/docs/")],
            cwd=tmp_path, capture_output=True, text=True,
            env={**os.environ, "YUKON_HYPOTHESIS_PROFILE": "dev"},  # as written, quickly
        )  # fmt: skip
        assert done.returncode == 0, f"{command}: {done.stderr}"


def _public(kind: type) -> set[str]:
    return {
        name
        for name, _ in inspect.getmembers(kind)
        if not name.startswith("_") and name not in dir(int) and name not in dir(tuple)
    }


def test_the_embedding_guide_names_the_whole_session_api() -> None:
    text = EMBEDDING.read_text(encoding="utf-8")
    named = set(re.findall(r"`(?:game|card|move)\.(\w+)", text)) | set(
        re.findall(r"`(\w+)\(", text)
    )
    assert _public(Game) - named == set()
    assert _public(Card) - named - {"from_id"} == set() and "`Card.from_id(" in text
    assert {"suit", "rank", "copy", "colour"} <= set(re.findall(r"`(\w+)`", text)) | named
    for phrase in (
        "FOUNDATION",
        "`Move(card, to)`",
        "**counted from 0**",
        "`GameError`",
        "`str(move)`",
        "solvable_only",
        "`str(game)`",
    ):
        assert phrase in text, phrase
    assert _public(Move) <= {"card", "to"}


def test_every_session_name_the_guide_uses_comes_from_yukon_core() -> None:
    named = set(re.findall(r"\b[A-Za-z_]\w*\b", EMBEDDING.read_text(encoding="utf-8")))
    used = named & set(yukon_core.game.__all__)
    assert {"game_from_json", "game_to_json", "solver_or_heuristic_hint", "deal_number"} <= used
    assert sorted(used - set(yukon_core.__all__)) == []
    assert all(getattr(yukon_core, name) is getattr(yukon_core.game, name) for name in used)
