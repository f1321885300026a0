"""From a survey store to what the package ships: each game's verdicts as letters
(:mod:`yukon_core.published`) and a few quickly decided deals per game that the tests solve
again (``seeds/winnability.tsv``). ``data/publish.py`` runs it."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Sequence
from itertools import groupby
from pathlib import Path

from ..published import LETTERS, ShippedVerdicts, rules_fingerprint
from ..registry import default_registry
from .store import StoreError, SurveyRow, SurveyStore, options_key

__all__ = [
    "PIN_COUNT",
    "PIN_SECONDS",
    "pins",
    "snapshot",
    "surveyed_games",
    "unbroken_run",
    "verdicts_of",
]

PIN_COUNT = 3
"""Won and lost deals pinned per game: the quickest of each verdict."""
PIN_SECONDS = 2.0
"""Beyond the quickest deal of a verdict, a pin must have been decided within this many seconds
(the tests solve every pin again)."""


def snapshot(store: Path, copy: Path) -> Path:
    """A consistent copy of ``store`` at ``copy``, taken with SQLite's backup while a survey
    may still be writing to it; ``store`` is only read (a missing one is not created; SQLite
    may leave its ``-wal`` and ``-shm`` files beside it)."""
    try:
        with (
            contextlib.closing(
                sqlite3.connect(store.resolve().as_uri() + "?mode=ro", uri=True)
            ) as source,
            contextlib.closing(sqlite3.connect(copy)) as target,
        ):
            source.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")
    except sqlite3.DatabaseError as error:
        raise StoreError(f"{store} cannot be read: {error}") from error
    return copy


def surveyed_games(store: Path) -> Iterable[list[SurveyRow]]:
    """Each game's rows under its own rules, by deal."""
    with SurveyStore(store) as opened:
        rows = list(opened.rows(options=options_key({})))
    for _, game in groupby(rows, key=lambda row: row.variant):
        yield list(game)


def unbroken_run(rows: Sequence[SurveyRow]) -> list[SurveyRow]:
    """The rows of deals 1, 2, … up to the first deal missing."""
    by_deal = {row.deal: row for row in rows}
    run: list[SurveyRow] = []
    while len(run) + 1 in by_deal:
        run.append(by_deal[len(run) + 1])
    return run


def verdicts_of(run: Sequence[SurveyRow], source: str) -> ShippedVerdicts:
    """A game's unbroken run of rows from deal 1 as the verdicts the package ships."""
    rules = default_registry().rules(run[0].variant)
    budgets = sorted({row.timeout for row in run})
    solvers = "; ".join(sorted({row.solver for row in run}))
    return ShippedVerdicts(
        variant=rules.variant.name,
        first=1,
        rules=rules_fingerprint(rules, 1),
        source=f"{source}; {solvers}; {' then '.join(f'{b:g}' for b in budgets)} s a deal",
        letters="".join(LETTERS[row.proven] for row in run),
    )


def pins(run: Sequence[SurveyRow]) -> list[SurveyRow]:
    """Up to ``PIN_COUNT`` of the quickest won deals and lost deals of a game's run: the
    quickest of each verdict the game has, and those next to it decided within
    ``PIN_SECONDS``."""
    decided = sorted((row for row in run if row.proven != "unknown"),
                     key=lambda row: (row.seconds, row.deal))  # fmt: skip
    chosen = []
    for verdict in ("won", "lost"):
        quickest = [row for row in decided if row.verdict == verdict][:PIN_COUNT]
        chosen += quickest[:1] + [row for row in quickest[1:] if row.seconds <= PIN_SECONDS]
    return chosen
