"""docs/embedding.md: its complete example runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import yukon_core
import yukon_core.game

DOC = Path(__file__).resolve().parents[1] / "docs" / "embedding.md"


def _example() -> str:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert blocks, "docs/embedding.md has no python example"
    return blocks[0]


def test_the_complete_example_runs(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    exec(compile(_example(), str(DOC), "exec"), {"__name__": "embedding_example"})
    out = capsys.readouterr().out
    assert "hint: 10S>2 - leads to a win" in out
    assert "6S can go: ['6S>1']" in out
    assert "refused: ♦8 goes on a black 9" in out
    assert "♥A goes on a black 2" in out
    assert out.rstrip().endswith("3 moves, 1 undo, 1 hint, won: False")
    assert (tmp_path / "current-game.json").exists() and (tmp_path / "records.sqlite3").exists()


def test_every_session_name_the_guide_uses_comes_from_yukon_core() -> None:
    named = set(re.findall(r"\b[A-Za-z_]\w*\b", DOC.read_text(encoding="utf-8")))
    used = named & set(yukon_core.game.__all__)
    assert {"game_from_json", "game_to_json", "solver_or_heuristic_hint", "deal_number"} <= used
    assert sorted(used - set(yukon_core.__all__)) == []
    assert all(getattr(yukon_core, name) is getattr(yukon_core.game, name) for name in used)
