"""The cross-check of the TypeScript engine (``engine-ts/``) with this one: the same seeded random
walks through a game, each position written as a line of its sorted legal moves and the position
itself, as ``engine-ts/src/walk.ts`` writes them, the next move chosen from the sorted list by the
same 32-bit LCG. Used by ``tests/test_ts_engine.py`` and ``benchmarks/ts_crosscheck.py``."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

from yukon_core import apply, deal, legal_moves
from yukon_core.moves import move_text
from yukon_core.position import Position
from yukon_core.rules import RuleTable

ROOT = Path(__file__).resolve().parents[1]
WALKER = ROOT / "engine-ts" / "dist" / "src" / "walk.js"


def position_text(position: Position) -> str:
    columns = [[[list(d), list(u)] for d, u in column.runs] for column in position.columns]
    piles = [
        columns,
        [list(pile) for pile in position.foundations],
        list(position.stock),
        list(position.waste),
        [list(cell) for cell in position.cells],
        [list(pile) for pile in position.reserves],
        position.redeals,
    ]
    return json.dumps(piles, separators=(",", ":"))


def walk(rules: RuleTable, first: int, walks: int, steps: int, seed: int) -> Iterator[str]:
    """Walks of up to ``steps`` moves from deals ``first`` to ``first + walks - 1``."""
    state = seed & 0xFFFFFFFF
    for number in range(first, first + walks):
        position = deal(rules.layout, number)
        for _ in range(steps):
            moves = sorted((move_text(rules, move), move) for move in legal_moves(rules, position))
            yield " ".join(text for text, _ in moves) + "\t" + position_text(position)
            if not moves:
                break
            state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
            position, _ = apply(rules, position, moves[state % len(moves)][1])


def node() -> str | None:
    """Node, where it is installed and the TypeScript engine is built (``npx tsc -p
    engine-ts``)."""
    found = shutil.which("node")
    return found if found and WALKER.exists() else None


def ts_walk(export: Path, first: int, walks: int, steps: int, seed: int) -> list[str]:
    done = subprocess.run(
        [node() or "node", str(WALKER), str(export), str(first), str(walks), str(steps), str(seed)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return done.stdout.splitlines()


def first_difference(mine: list[str], theirs: list[str]) -> str | None:
    """Where two walks part, said; ``None`` where they agree line for line."""
    for at, (one, other) in enumerate(zip(mine, theirs, strict=False)):
        if one != other:
            return (
                f"position {at}: this engine\n  {one[:400]}\nthe TypeScript engine\n  {other[:400]}"
            )
    if len(mine) != len(theirs):
        return f"this engine walked {len(mine)} positions, the TypeScript engine {len(theirs)}"
    return None
