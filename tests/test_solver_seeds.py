"""Every golden deal's pinned winning line (``seeds/*.json``, written by ``seeds/pin.py``) still
plays to a win through the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yukon_core import apply, deal, default_registry, parse_move

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
SOLVED = [
    (path.stem, entry)
    for path in sorted(SEEDS.glob("*.json"))
    for entry in json.loads(path.read_text("utf-8"))["deals"]
    if entry.get("solution", {}).get("verdict") == "won"
]


@pytest.mark.parametrize(
    ("variant", "entry"), SOLVED, ids=[f"{v}-{e['number']}" for v, e in SOLVED]
)
def test_pinned_winning_line_wins(variant: str, entry: dict) -> None:
    rules = default_registry().rules(variant)
    position = deal(rules.layout, entry["number"])
    for text in entry["solution"]["moves"]:
        position, _ = apply(rules, position, parse_move(rules, text, position))
    assert rules.won(position)


def test_some_lines_are_pinned() -> None:
    assert {variant for variant, _ in SOLVED} >= {"classic", "relaxed", "double"}
