"""Records per variant, house rules and deal, kept in an SQLite file (stdlib :mod:`sqlite3`).

For each deal: games played, won and lost (a game given up counts as lost, source 003), the
fewest moves and the shortest time of a win. Finishing a game returns its
:class:`~yukon_core.game.summary.Summary`, which says whether it set a new record: fewer
moves than every earlier win of the same deal (source 001).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from typing import Any, Self

import attrs

from .errors import RecordsError
from .session import Game
from .summary import Summary

__all__ = ["Record", "RecordsStore"]

SCHEMA_VERSION = 1
"""The layout of the records file, kept in its ``user_version``."""

_CREATE = """
CREATE TABLE records (
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    deal INTEGER NOT NULL,
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    lost INTEGER NOT NULL,
    fewest_moves INTEGER,
    shortest_seconds REAL,
    PRIMARY KEY (variant, options, deal)
)
"""

_ADD_RESULT = """
INSERT INTO records VALUES (:variant, :options, :deal, 1, :won, :lost, :moves, :seconds)
ON CONFLICT (variant, options, deal) DO UPDATE SET
    played = played + 1,
    won = won + excluded.won,
    lost = lost + excluded.lost,
    fewest_moves = MIN(COALESCE(fewest_moves, excluded.fewest_moves),
                       COALESCE(excluded.fewest_moves, fewest_moves)),
    shortest_seconds = MIN(COALESCE(shortest_seconds, excluded.shortest_seconds),
                           COALESCE(excluded.shortest_seconds, shortest_seconds))
"""

_COLUMNS = "variant, options, deal, played, won, lost, fewest_moves, shortest_seconds"


@attrs.frozen
class Record:
    """The results of one deal under one variant and set of house rules."""

    variant: str
    options: Mapping[str, Any]
    deal: int
    played: int
    won: int
    lost: int
    fewest_moves: int | None
    """Of the wins; ``None`` before the first win."""
    shortest_seconds: float | None


def _options_key(options: Mapping[str, Any]) -> str:
    return json.dumps(dict(options), sort_keys=True, ensure_ascii=False)


class RecordsStore:
    """Records in the SQLite file ``path`` (created if missing; ``":memory:"`` for none)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        try:
            self._db = sqlite3.connect(path)
        except sqlite3.Error as error:
            raise RecordsError(f"cannot open {path} as a records file: {error}") from error
        try:
            self._prepare(path)
        except BaseException:
            self._db.close()
            raise

    def _prepare(self, path: str | os.PathLike[str]) -> None:
        try:
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                with self._db:
                    self._db.execute(_CREATE)
                    self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.Error as error:
            raise RecordsError(f"cannot use {path} as a records file: {error}") from error
        if version != 0 and version != SCHEMA_VERSION:
            raise RecordsError(
                f"{path} holds records of version {version}; this yukon reads "
                f"version {SCHEMA_VERSION}"
            )

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the file (leaving the store as a context manager does it too)."""
        self._db.close()

    def finish(self, game: Game) -> Summary:
        """Count ``game`` as played and won, or lost if it is not won (given up); return its
        summary with the record news. Call it once per game, when it ends."""
        summary = game.summary()
        before = self.record_of(game)
        best = before.fewest_moves if before else None
        with self._db:
            self._db.execute(
                _ADD_RESULT,
                {
                    "variant": game.variant.name,
                    "options": _options_key(game.options),
                    "deal": game.deal,
                    "won": int(summary.won),
                    "lost": int(not summary.won),
                    "moves": summary.moves if summary.won else None,
                    "seconds": summary.seconds if summary.won else None,
                },
            )
        new_record = summary.won and best is not None and summary.moves < best
        return attrs.evolve(summary, new_record=new_record, previous_best=best)

    def record_of(self, game: Game) -> Record | None:
        """The record of ``game``'s variant, house rules and deal, if it was played before."""
        found = self._select(
            "WHERE variant = ? AND options = ? AND deal = ?",
            (game.variant.name, _options_key(game.options), game.deal),
        )
        return found[0] if found else None

    def records(self, variant: str | None = None) -> list[Record]:
        """Every record, or those of ``variant`` (a variant name), by variant and deal."""
        if variant is None:
            return self._select("", ())
        return self._select("WHERE variant = ?", (variant,))

    def _select(self, where: str, values: tuple[Any, ...]) -> list[Record]:
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM records {where} ORDER BY variant, deal, options", values
        )
        return [Record(row[0], json.loads(row[1]), *row[2:]) for row in rows]
