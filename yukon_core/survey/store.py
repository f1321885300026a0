"""The survey's store: one SQLite row per game, option set and deal, written as each verdict
comes, so a survey stopped by any means loses only the deals in flight.

A row keeps what a reader needs to trust or redo it: the verdict, the winning line (moves in
the engine's notation) and whether it replayed through the session API to a win, the nodes,
seconds and peak memory it took, the budget it had, the solver's version and fingerprint, the
machine and the time it was written. A later verdict replaces an earlier one only when it says
more: a decided verdict replaces an unknown one, never the other way round.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs

from ..errors import GameError

__all__ = ["StoreError", "SurveyRow", "SurveyStore", "options_key"]

SCHEMA = """
CREATE TABLE IF NOT EXISTS verdicts (
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    deal INTEGER NOT NULL,
    verdict TEXT NOT NULL CHECK (verdict IN ('won', 'lost', 'unknown')),
    moves INTEGER NOT NULL,
    line TEXT NOT NULL,
    replayed INTEGER,
    nodes INTEGER NOT NULL,
    seconds REAL NOT NULL,
    peak_mb REAL NOT NULL,
    timeout REAL NOT NULL,
    memory_mb REAL NOT NULL,
    solver TEXT NOT NULL,
    machine TEXT NOT NULL,
    written TEXT NOT NULL,
    PRIMARY KEY (variant, options, deal)
);
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
FORMAT = "yukon-survey-1"


class StoreError(GameError):
    """The store cannot be opened or is not a survey store."""


def options_key(options: dict[str, Any]) -> str:
    """House rules as the store keys them: canonical JSON (``{}`` for the game's own rules)."""
    return json.dumps(options, sort_keys=True, separators=(",", ":"))


@attrs.frozen
class SurveyRow:
    """One deal's verdict, as stored."""

    variant: str
    options: str
    deal: int
    verdict: str
    moves: int
    line: str
    replayed: bool | None
    nodes: int
    seconds: float
    peak_mb: float
    timeout: float
    memory_mb: float
    solver: str
    machine: str
    written: str


_FIELDS = [field.name for field in attrs.fields(SurveyRow)]


class SurveyStore:
    """A survey's SQLite file (created if missing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._db = sqlite3.connect(path, timeout=30, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.executescript(SCHEMA)
            found = self._db.execute("SELECT value FROM meta WHERE name = 'format'").fetchone()
            if found is None:
                self._db.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT,))
            elif found[0] != FORMAT:
                raise StoreError(f"{path} is a survey store of format {found[0]!r}, not {FORMAT}")
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{path} is not a survey store: {error}") from error

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> SurveyStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def put(self, row: SurveyRow) -> bool:
        """Store ``row`` at once, unless the store has a decided verdict for its deal; whether
        it was stored."""
        marks = ", ".join("?" for _ in _FIELDS)
        cursor = self._db.execute(
            f"INSERT INTO verdicts VALUES ({marks}) ON CONFLICT (variant, options, deal) DO "
            f"UPDATE SET {', '.join(f'{name} = excluded.{name}' for name in _FIELDS[3:])} "
            "WHERE verdicts.verdict = 'unknown'",
            attrs.astuple(row),
        )
        return cursor.rowcount > 0

    def rows(self, variant: str | None = None, options: str | None = None) -> Iterator[SurveyRow]:
        """The stored rows, by game, options and deal."""
        query, args = "SELECT * FROM verdicts", []
        conditions = []
        if variant is not None:
            conditions.append("variant = ?")
            args.append(variant)
        if options is not None:
            conditions.append("options = ?")
            args.append(options)
        if conditions:
            query += " WHERE " + " AND ".join(conditions)
        query += " ORDER BY variant, options, deal"
        for found in self._db.execute(query, args):
            values = list(found)
            values[6] = None if values[6] is None else bool(values[6])
            yield SurveyRow(*values)

    def settled(
        self, variant: str, options: str, deals: Iterable[int], timeout: float, memory_mb: float
    ) -> set[int]:
        """Those of ``deals`` that need no solve: decided, or unknown after at least
        ``timeout`` seconds with at least ``memory_mb`` (a larger budget of either is worth
        another try)."""
        wanted = set(deals)
        found = self._db.execute(
            "SELECT deal, verdict, timeout, memory_mb FROM verdicts "
            "WHERE variant = ? AND options = ?",
            (variant, options),
        )
        return {
            deal
            for deal, verdict, seconds, memory in found
            if deal in wanted
            and (verdict != "unknown" or (seconds >= timeout and memory >= memory_mb))
        }
