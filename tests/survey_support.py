"""Survey rows and stores for the tests of packing, restoring and reading them: wins carry a
real winning line (solved once, in milliseconds), so that restoring them replays to a win."""

from __future__ import annotations

import functools
from pathlib import Path

from yukon_core import Budget, Verdict, default_registry, solve
from yukon_core import deal as deal_of
from yukon_core.moves import move_text
from yukon_core.survey import SurveyRow, SurveyStore


@functools.cache
def winning_line(variant: str, deal: int) -> str:
    """A line that wins ``deal`` of ``variant``, as the survey stores it."""
    rules = default_registry().rules(variant)
    result = solve(rules, deal_of(rules.layout, deal), Budget(seconds=10, memory_mb=512))
    assert result.verdict is Verdict.WON, (variant, deal)
    return " ".join(move_text(rules, move) for move in result.moves)


def row(variant: str, deal: int, verdict: str = "won") -> SurveyRow:
    """A row of ``verdict`` as a survey stores it (a win with its real line)."""
    won = verdict == "won"
    line = winning_line(variant, deal) if won else ""
    return SurveyRow(
        variant=variant, options="{}", deal=deal, verdict=verdict,
        moves=len(line.split()), line=line, replayed=True if won else None, nodes=100 + deal,
        seconds=0.25, peak_mb=12.5, timeout=600.0 if verdict == "unknown" else 10.0,
        memory_mb=8192.0, solver="solver 1", machine="test machine",
        written="2026-12-03T00:00:00+00:00",
        stopped_by="seconds" if verdict == "unknown" else None,
        cpu_seconds=600.0 if verdict == "unknown" else 0.25,
    )  # fmt: skip


def store_of(path: Path, rows: list[SurveyRow]) -> Path:
    with SurveyStore(path) as store:
        store.put_all(rows)
    return path


def rows_of(path: Path) -> list[SurveyRow]:
    with SurveyStore(path) as store:
        return list(store.rows())
