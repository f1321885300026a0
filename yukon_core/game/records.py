"""Records per variant, house rules and deal, kept in an SQLite file (stdlib :mod:`sqlite3`).

For each deal: games played, won and lost (a game given up counts as lost, source 003), the
fewest moves and the shortest time of a win. Finishing a game returns its
:class:`~yukon_core.game.summary.Summary`, which says whether it set a new record: fewer
moves than every earlier win of the same deal (source 001). Only a verified game
(``Game.verified``) can set one: the moves and time of an unverified save are not kept.

A file that is not a records file — damaged, another program's database, another kind of file —
and one that cannot be written (read-only, or locked by another process past the timeout) are
refused when the store opens, with :class:`RecordsError`. A finished game is never lost: if
its result cannot be written when the game ends, it goes to a journal beside the file
(:mod:`~yukon_core.game.journal`), which the next store to open the file adds in, and the
summary's ``records_note`` says so in one line.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Self

import attrs

from . import journal
from .errors import RecordsError
from .session import Game
from .summary import Summary

__all__ = [
    "APPLICATION_ID",
    "GameRecord",
    "Record",
    "RecordsStore",
    "journal_outlook",
    "keep_in_journal",
    "records_outlook",
]

_log = logging.getLogger(__name__)

APPLICATION_ID = 0x59554B52
"""``YUKR``: the mark of a yukon records file, kept in SQLite's ``application_id``."""
SCHEMA_VERSION = 3
"""The layout of the records file, kept in its ``user_version`` (1: before the journal; 2:
before streaks, which start from nothing in a file made by it)."""

_CREATE = (
    """CREATE TABLE IF NOT EXISTS records (
        variant TEXT NOT NULL,
        options TEXT NOT NULL,
        deal INTEGER NOT NULL,
        played INTEGER NOT NULL,
        won INTEGER NOT NULL,
        lost INTEGER NOT NULL,
        fewest_moves INTEGER,
        shortest_seconds REAL,
        PRIMARY KEY (variant, options, deal)
    )""",
    "CREATE TABLE IF NOT EXISTS journal_added (id TEXT PRIMARY KEY)",
    """CREATE TABLE IF NOT EXISTS streaks (
        variant TEXT NOT NULL,
        options TEXT NOT NULL,
        current INTEGER NOT NULL,
        best INTEGER NOT NULL,
        PRIMARY KEY (variant, options)
    )""",
    f"PRAGMA application_id = {APPLICATION_ID}",
    f"PRAGMA user_version = {SCHEMA_VERSION}",
)

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

_ADD_TO_STREAK = """
INSERT INTO streaks VALUES (:variant, :options, :won, :won)
ON CONFLICT (variant, options) DO UPDATE SET
    current = CASE WHEN excluded.current THEN current + 1 ELSE 0 END,
    best = MAX(best, CASE WHEN excluded.current THEN current + 1 ELSE 0 END)
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

    @classmethod
    def from_row(cls, row: tuple[Any, ...]) -> Record | None:
        """The record of a row, or ``None`` for a row that is not one (edited or damaged)."""
        variant, options_text, deal, played, won, lost, moves, seconds = row
        try:
            options = json.loads(options_text) if isinstance(options_text, str) else None
        except ValueError:
            return None
        sound = (
            isinstance(options, dict)
            and journal.result_problem(variant, options_text, deal, moves, seconds) is None
            and all(type(count) is int and count >= 0 for count in (played, won, lost))
        )
        if not sound or not isinstance(options, dict):
            return None
        return cls(variant, options, deal, played, won, lost, moves, seconds)

    @property
    def win_rate(self) -> float | None:
        """Won of played (0 to 1), or ``None`` before the first game."""
        return self.won / self.played if self.played else None


@attrs.frozen
class GameRecord:
    """The results of one game — a variant under one set of house rules — over all its deals:
    played, won and lost, the wins in a row now and at best, the fewest moves and the shortest
    time of a win."""

    variant: str
    options: Mapping[str, Any]
    played: int
    won: int
    lost: int
    current_streak: int
    best_streak: int
    fewest_moves: int | None
    shortest_seconds: float | None

    @property
    def win_rate(self) -> float | None:
        """Won of played (0 to 1), or ``None`` before the first game."""
        return self.won / self.played if self.played else None

    @classmethod
    def of(cls, deals: list[Record], streak: tuple[int, int]) -> GameRecord:
        """The game's record from those of its deals, and its (current, best) streak."""
        moves = [r.fewest_moves for r in deals if r.fewest_moves is not None]
        times = [r.shortest_seconds for r in deals if r.shortest_seconds is not None]
        return cls(
            variant=deals[0].variant,
            options=deals[0].options,
            played=sum(record.played for record in deals),
            won=sum(record.won for record in deals),
            lost=sum(record.lost for record in deals),
            current_streak=streak[0],
            best_streak=streak[1],
            fewest_moves=min(moves, default=None),
            shortest_seconds=min(times, default=None),
        )


def _trouble(path: object, error: Exception) -> str:
    """What is wrong with the records file ``path``, from the error using it raised."""
    text = str(error)
    if "readonly" in text:
        return f"{path} is read-only ({text})"
    if "locked" in text:
        return f"{path} is locked by another process ({text})"
    if "not a database" in text or "malformed" in text:
        return f"{path} is not a records file: it is damaged or another kind of file ({text})"
    return f"cannot use {path} as a records file: {text}"


def _options_key(options: Mapping[str, Any]) -> str:
    return json.dumps(dict(options), sort_keys=True, ensure_ascii=False)


def entry_of(game: Game) -> journal.JournalEntry:
    """``game``'s result as the records file takes it (moves and time only for a verified
    win)."""
    summary = game.summary()
    kept = summary.won and summary.verified
    return journal.JournalEntry(
        id=game.id,
        variant=game.variant.name,
        options=_options_key(game.options),
        deal=game.deal,
        won=summary.won,
        moves=summary.moves if kept else None,
        seconds=summary.seconds if kept else None,
    )


def keep_in_journal(path: str | os.PathLike[str], game: Game, reason: str) -> Summary:
    """Keep ``game``'s result in the journal of the records file ``path`` (which cannot be used
    now, for ``reason``); the summary's ``records_note`` says what became of it."""
    try:
        kept = journal.append(Path(path), entry_of(game))
    except (OSError, ValueError) as error:
        note = f"the result could not be kept ({reason}; the journal: {error})"
    else:
        note = f"{reason}: the result is kept in {kept} and will be added to the records later"
    return attrs.evolve(game.summary(), records_note=note)


def records_outlook(path: Path) -> str | None:
    """``None`` if results can be recorded in ``path`` now; else one line saying why not and
    what will become of them — kept in the journal, or not at all — to say before a game
    starts rather than after it is won. Opening the file adds its journal in: what that set
    aside (:attr:`RecordsStore.note`) is said here, since no ``finish`` will say it."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with RecordsStore(path) as store:
            return store.note
    except RecordsError as error:
        trouble = str(error)
    except OSError as error:
        trouble = f"cannot use {path}: {error.strerror or error}"
    return journal_outlook(path, trouble)


def journal_outlook(path: Path, trouble: str) -> str:
    """``trouble`` (why the records file ``path`` cannot be used), and what will become of the
    results meanwhile: kept in its journal, or, where that cannot be written, not at all."""
    try:
        journal.check_writable(path)
    except OSError as error:
        return (
            f"{trouble}; nothing can be written beside it either ({error.strerror or error}): "
            "the results of games played now will not be kept"
        )
    return f"{trouble}; results will be kept in {journal.journal_path(path).name} beside it"


class RecordsStore:
    """Records in the SQLite file ``path`` (created if missing; ``":memory:"`` for none).

    ``timeout`` is how many seconds to wait for another process that holds the file.
    """

    def __init__(self, path: str | os.PathLike[str], *, timeout: float = 2.0) -> None:
        self.path = path
        self.note: str | None = None
        """What opening the file set aside of its journal (one line), if anything."""
        self._in_memory = os.fspath(path) == ":memory:"
        try:
            self._db = sqlite3.connect(path, timeout=timeout)
        except (sqlite3.Error, ValueError) as error:
            raise RecordsError(f"cannot open {path} as a records file: {error}") from error
        try:
            self._prepare()
            self._add_journal()
        except BaseException:
            self._db.close()
            raise

    def _prepare(self) -> None:
        """Refuse what is not a records file of ours or cannot be written; set up a new one."""
        try:
            with self._db:
                self._db.execute("BEGIN IMMEDIATE")  # takes the write lock: read-only? locked?
                app, version = (
                    self._db.execute(f"PRAGMA {name}").fetchone()[0]
                    for name in ("application_id", "user_version")
                )
                tables = {
                    row[0]
                    for row in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")
                }
                self._check_identity(app, version, tables)
                if self._db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                    raise RecordsError(f"{self.path} is damaged (SQLite's quick check fails)")
                for statement in _CREATE:
                    self._db.execute(statement)
        except sqlite3.Error as error:
            raise RecordsError(_trouble(self.path, error)) from error

    def _check_identity(self, app: int, version: int, tables: set[str]) -> None:
        ours = app == APPLICATION_ID or (app == 0 and version == 1 and tables == {"records"})
        if not ours and (app or tables):
            raise RecordsError(f"{self.path} belongs to another program: not a yukon records file")
        if version > SCHEMA_VERSION:
            raise RecordsError(
                f"{self.path} holds records of version {version}; this yukon reads up to "
                f"version {SCHEMA_VERSION}"
            )

    def _add_journal(self) -> None:
        """Add the results kept in the journal while the file could not take them."""
        if self._in_memory:
            return
        try:
            with journal.taken(Path(self.path)) as reading, self._db:
                for entry in reading.entries:
                    self._add(entry)
        except OSError as error:
            raise RecordsError(f"cannot read the journal of {self.path}: {error}") from error
        except sqlite3.Error as error:
            raise RecordsError(_trouble(self.path, error)) from error
        self.note = reading.note()
        if self.note:
            _log.warning("%s", self.note)

    def _add(self, entry: journal.JournalEntry) -> bool:
        """Add one result, once: whether it was added (a game, or a journal entry, already
        added is not added again)."""
        added = self._db.execute("INSERT OR IGNORE INTO journal_added VALUES (?)", (entry.id,))
        if not added.rowcount:
            return False
        values = {
            "variant": entry.variant,
            "options": entry.options,
            "deal": entry.deal,
            "won": int(entry.won),
            "lost": int(not entry.won),
            "moves": entry.moves,
            "seconds": entry.seconds,
        }
        self._db.execute(_ADD_RESULT, values)
        self._db.execute(_ADD_TO_STREAK, values)
        return True

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the file (leaving the store as a context manager does it too)."""
        self._db.close()

    def finish(self, game: Game) -> Summary:
        """End ``game`` (``Game.end``) and count it as played and won, or lost if it is not
        won (given up, abandoned); return its summary with the record news. A game counts
        once, by its id: finishing it again, or a game loaded from a save of it, writes
        nothing and answers its summary with ``counted`` false. It never raises: if the file
        cannot take the result now, the result goes to the journal."""
        summary = game.end()
        entry = entry_of(game)
        try:
            before = self.record_of(game)
            with self._db:
                counted = self._add(entry)
        except (sqlite3.Error, RecordsError) as error:
            if self._in_memory:
                return attrs.evolve(summary, records_note=f"not recorded: {error}")
            return keep_in_journal(self.path, game, _trouble(self.path, error))
        best = before.fewest_moves if before else None
        new_record = counted and entry.moves is not None and best is not None and entry.moves < best
        note, self.note = self.note, None  # said once
        return attrs.evolve(
            summary, new_record=new_record, previous_best=best, records_note=note, counted=counted
        )

    def games(self, variant: str | None = None) -> list[GameRecord]:
        """The record of every game played (each variant under each set of house rules), or
        of ``variant``'s (a variant name), by variant."""
        by_game: dict[tuple[str, str], list[Record]] = {}
        for record in self.records(variant):
            by_game.setdefault((record.variant, _options_key(record.options)), []).append(record)
        streaks = self._streaks()
        return [GameRecord.of(deals, streaks.get(key, (0, 0))) for key, deals in by_game.items()]

    def _streaks(self) -> dict[tuple[str, str], tuple[int, int]]:
        try:
            rows = self._db.execute("SELECT variant, options, current, best FROM streaks")
            return {
                (variant, options): (current, best)
                for variant, options, current, best in rows.fetchall()
                if all(type(count) is int and count >= 0 for count in (current, best))
            }
        except sqlite3.Error as error:
            raise RecordsError(f"cannot read the records in {self.path}: {error}") from error

    def reset(self, variant: str | None = None) -> None:
        """Forget every record, or ``variant``'s (a variant name). The games counted stay
        counted: finishing one of them again still writes nothing."""
        where, values = ("WHERE variant = ?", (variant,)) if variant else ("", ())
        try:
            with self._db:
                for table in ("records", "streaks"):
                    self._db.execute(f"DELETE FROM {table} {where}", values)
        except sqlite3.Error as error:
            raise RecordsError(_trouble(self.path, error)) from error

    def record_of(self, game: Game) -> Record | None:
        """The record of ``game``'s variant, house rules and deal, if it was played before."""
        found = self._select(
            "WHERE variant = ? AND options = ? AND deal = ?",
            (game.variant.name, _options_key(game.options), game.deal),
        )
        return found[0] if found else None

    def records(self, variant: str | None = None) -> list[Record]:
        """Every record, or those of ``variant`` (a variant name), by variant and deal; a row
        that is not a record (edited or damaged) is left out."""
        if variant is None:
            return self._select("", ())
        return self._select("WHERE variant = ?", (variant,))

    def _select(self, where: str, values: tuple[Any, ...]) -> list[Record]:
        try:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM records {where} ORDER BY variant, deal, options", values
            ).fetchall()
        except sqlite3.Error as error:
            raise RecordsError(f"cannot read the records in {self.path}: {error}") from error
        return [record for row in rows if (record := Record.from_row(row)) is not None]
