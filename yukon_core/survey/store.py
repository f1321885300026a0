"""The survey's store: one SQLite row per game, option set and deal, written as each verdict
comes, so a survey stopped by any means loses only the deals in flight.

A row keeps what a reader needs to trust or redo it: the verdict, the winning line (moves in
the engine's notation) and whether it replayed through the session API to a win, the nodes,
seconds and peak memory it took, the budget it had, the solver's version and fingerprint, the
machine and the time it was written; for an unknown verdict, the limit that stopped the search
and the processor time it had. A later verdict replaces an earlier one only when it says more: a
decided verdict replaces an unknown one, never the other way round.

Every row is checked as it is read: a column of the wrong kind (a deal that is no deal number,
a verdict other than won, lost or unknown, text where a number belongs…) raises
:class:`StoreError` naming the store and the row, as does a file whose schema holds a view or a
trigger, so no reader (the report, publishing, restoring) works from what a damaged or forged
file says.

Format 1 stores (before ``stopped_by`` and ``cpu_seconds``) are brought up to format 2 when
opened: an unknown row's limit is read off its time (the survey sets no node limit, so a search
stopped before its timeout ran out of memory), and its processor time stays unrecorded.
"""

from __future__ import annotations

import contextlib
import functools
import json
import math
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs

from ..bounded import InputError, excerpt, load_json
from ..deals import MAX_DEAL
from ..errors import GameError

__all__ = ["FULL_SHARE", "StoreError", "SurveyRow", "SurveyStore", "options_key"]

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
    stopped_by TEXT,
    cpu_seconds REAL,
    PRIMARY KEY (variant, options, deal)
);
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
FORMAT = "yukon-survey-2"
FULL_SHARE = 0.9
"""An unknown verdict stopped by the clock counts only if its search had at least this share of
its seconds on a processor; one starved by a busy or paused machine is worth another try."""
_UPGRADE_FROM_1 = (
    "ALTER TABLE verdicts ADD COLUMN stopped_by TEXT",
    "ALTER TABLE verdicts ADD COLUMN cpu_seconds REAL",
    "UPDATE verdicts SET stopped_by = CASE WHEN seconds < timeout THEN 'memory' "
    "ELSE 'seconds' END WHERE verdict = 'unknown'",
    f"UPDATE meta SET value = '{FORMAT}' WHERE name = 'format'",
)


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
    stopped_by: str | None = None
    """For an unknown verdict, the limit that stopped the search: ``seconds`` or ``memory``."""
    cpu_seconds: float | None = None
    """The processor time the search had (``None`` in rows from before it was recorded)."""

    @property
    def proven(self) -> str:
        """The verdict as figures and published verdicts count it: a win only once its line
        replayed to a win through the session API, and otherwise unknown."""
        return "unknown" if self.verdict == "won" and not self.replayed else self.verdict


_FIELDS = [field.name for field in attrs.fields(SurveyRow)]
_COLUMNS = ", ".join(_FIELDS)
_REPLACES = (
    "(verdicts.verdict = 'won' AND NOT COALESCE(verdicts.replayed, 0)) "
    "OR (verdicts.verdict = 'unknown' AND (excluded.verdict != 'unknown' "
    "OR excluded.timeout > verdicts.timeout OR excluded.memory_mb > verdicts.memory_mb "
    "OR (excluded.timeout, excluded.memory_mb) = (verdicts.timeout, verdicts.memory_mb) "
    "OR (verdicts.stopped_by = 'seconds' "
    f"AND verdicts.cpu_seconds < {FULL_SHARE!r} * excluded.timeout)))"
)
"""When a new row replaces the stored one: that is a win whose line did not replay, or unknown
while the new one is decided, or had a budget larger in time or memory, or the same (tried
again), or the stored search was starved of processor time by the new one's timeout: each
deal :meth:`SurveyStore.settled` leaves to solve is stored once solved."""
_REDONE = (
    "NOT (verdicts.verdict = 'lost' "
    "OR (verdicts.verdict = 'won' AND COALESCE(verdicts.replayed, 0)))"
)
"""When a row solved again on purpose (``yukon survey --redo``) replaces the stored one: that is
not proven, whatever its budget (the solver may have grown stronger since, or leaner)."""
_FASTER = (
    "excluded.verdict = verdicts.verdict AND excluded.seconds < verdicts.seconds "
    "AND (excluded.verdict = 'lost' OR (COALESCE(excluded.replayed, 0) "
    "AND COALESCE(verdicts.replayed, 0)))"
)
"""When a row solved again for speed (``yukon survey --retry-slow``) also replaces the stored
one: the same proven verdict, reached in fewer seconds."""
_FORMATS = {"yukon-survey-1": _FIELDS[:-2], FORMAT: _FIELDS}
"""The formats a store may be opened in, and the columns of its verdicts in each."""
_VERDICTS = ("won", "lost", "unknown")
_LIMITS = ("seconds", "memory")
"""What may have stopped an unknown verdict's search."""
_CODE = ("view", "trigger")
"""Schema objects a store never holds: they would run a forged file's SQL as it is read."""


def _as_is(value: Any) -> Any:
    return value


def _is_amount(value: object) -> bool:
    return isinstance(value, int | float) and math.isfinite(value) and value >= 0


@functools.lru_cache(maxsize=256)
def _is_options(value: object) -> bool:
    """Is ``value`` house rules as :func:`options_key` writes them?"""
    try:
        read = load_json(value, "options") if isinstance(value, str) else None
    except InputError:
        return False
    return isinstance(read, dict) and options_key(read) == value


_KINDS: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "text": ("text", lambda value: type(value) is str),
    "options": ("house rules as canonical JSON", _is_options),
    "deal": (f"a deal number from 1 to {MAX_DEAL}",
             lambda value: type(value) is int and 1 <= value <= MAX_DEAL),
    "verdict": (" or ".join(_VERDICTS), lambda value: value in _VERDICTS),
    "count": ("a whole number from 0", lambda value: type(value) is int and value >= 0),
    "flag": ("0 or 1", lambda value: type(value) is int and value in (0, 1)),
    "amount": ("a finite number from 0", _is_amount),
    "limit": (" or ".join(_LIMITS), lambda value: value in _LIMITS),
}  # fmt: skip
"""What a column may hold: a description for errors, and the test."""
_READ_AS: dict[str, Callable[[Any], Any]] = {"flag": bool, "amount": float}
"""The kinds read as another type: a flag as a bool, an amount (a whole number too) as a float."""
_COLUMN_KINDS = {
    "variant": "text", "options": "options", "deal": "deal", "verdict": "verdict",
    "moves": "count", "line": "text", "replayed": "flag?", "nodes": "count", "seconds": "amount",
    "peak_mb": "amount", "timeout": "amount", "memory_mb": "amount", "solver": "text",
    "machine": "text", "written": "text", "stopped_by": "limit?", "cpu_seconds": "amount?",
}  # fmt: skip
"""Each column's kind; ``?`` after it: or null."""
_READING = [
    (name, *_KINDS[kind.rstrip("?")], _READ_AS.get(kind.rstrip("?"), _as_is), kind.endswith("?"))
    for name, kind in _COLUMN_KINDS.items()
]
"""Each column's name, the description and test of its kind, how it is read, and whether it
may be null."""


class SurveyStore:
    """A survey's SQLite file (created if missing); errors call it ``name`` (its path by
    default)."""

    def __init__(self, path: Path, name: str | None = None) -> None:
        self.path = path
        self.name = str(path) if name is None else name
        try:
            self._db = sqlite3.connect(path, timeout=30, isolation_level=None)
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{self.name} cannot be opened: {error}") from error
        try:
            self._check_it_is_a_store()
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.executescript(SCHEMA)
            if self._format() != FORMAT:
                self._settle_format()
        except BaseException as error:
            self._db.close()
            if isinstance(error, sqlite3.DatabaseError):
                raise StoreError(f"{self.name} is not a survey store: {error}") from error
            raise

    def _check_it_is_a_store(self) -> None:
        """Refuse, before anything in it is changed, a file that holds other tables than a
        store's, or a store of a format this version does not know (read in one transaction,
        as another process may be bringing the store up to date)."""
        self._db.execute("BEGIN")
        try:
            self._check_tables()
        finally:
            self._db.execute("COMMIT")

    def _check_tables(self) -> None:
        objects = self._db.execute("SELECT type, name FROM sqlite_master").fetchall()
        if code := sorted(f"{kind} {name}" for kind, name in objects if kind in _CODE):
            raise StoreError(f"{self.name} is not a survey store: it holds {', '.join(code)}")
        tables = {
            name for kind, name in objects if kind == "table" and not name.startswith("sqlite_")
        }
        if not tables:
            return
        found = self._format() if "meta" in tables else None
        if found is not None and found not in _FORMATS:
            raise StoreError(f"{self.name} is a survey store of format {found!r}, not {FORMAT}")
        columns = [column[1] for column in self._db.execute("PRAGMA table_info(verdicts)")]
        if not tables <= {"verdicts", "meta"} or columns != _FORMATS[found or FORMAT]:
            raise StoreError(
                f"{self.name} is not a survey store: it holds {', '.join(sorted(tables))}"
            )

    @contextlib.contextmanager
    def _reporting_damage(self) -> Iterator[None]:
        """A store SQLite cannot read or write (damaged, or locked too long) as a
        :class:`StoreError`."""
        try:
            yield
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{self.name} cannot be read or written: {error}") from error

    def _format(self) -> str | None:
        found = self._db.execute("SELECT value FROM meta WHERE name = 'format'").fetchone()
        return None if found is None else str(found[0])

    def _settle_format(self) -> None:
        """Mark a new store with :data:`FORMAT`, or bring a format 1 store up to it, in one
        transaction that holds off any other process opening the store meanwhile."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            found = self._format()
            if found is None:
                self._db.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT,))
            elif found == "yukon-survey-1":
                for statement in _UPGRADE_FROM_1:
                    self._db.execute(statement)
            elif found != FORMAT:
                raise StoreError(f"{self.name} is a survey store of format {found!r}, not {FORMAT}")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> SurveyStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def put(self, row: SurveyRow, redo: bool = False, faster: bool = False) -> bool:
        """Store ``row`` at once, unless the store's verdict for its deal says more: a proven
        one (with ``faster``, unless ``row`` proves the same in fewer seconds), or (unless
        ``redo``) an unknown one after a full search with a budget larger in time or memory and
        no smaller in the other. Whether it was stored."""
        return self.put_all([row], redo, faster) > 0

    def put_all(self, rows: Iterable[SurveyRow], redo: bool = False, faster: bool = False) -> int:
        """:meth:`put` each of ``rows``, all in one transaction; how many were stored."""
        values = [attrs.astuple(row) for row in rows]  # read before the store is locked
        marks = ", ".join("?" for _ in _FIELDS)
        with self._reporting_damage():
            self._db.execute("BEGIN IMMEDIATE")
            try:
                cursor = self._db.executemany(
                    f"INSERT INTO verdicts ({_COLUMNS}) VALUES ({marks}) "
                    "ON CONFLICT (variant, options, deal) DO "
                    f"UPDATE SET {', '.join(f'{name} = excluded.{name}' for name in _FIELDS[3:])} "
                    f"WHERE {_REDONE if redo else _REPLACES}"
                    + (f" OR ({_FASTER})" if faster else ""),
                    values,
                )
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        return cursor.rowcount

    def row(self, variant: str, options: str, deal: int) -> SurveyRow | None:
        """The stored row of one deal, or ``None``; :class:`StoreError` if its columns are not
        all of their kind."""
        with self._reporting_damage():
            found = self._db.execute(
                f"SELECT {_COLUMNS} FROM verdicts WHERE variant = ? AND options = ? AND deal = ?",
                (variant, options, deal),
            ).fetchone()
        return None if found is None else self._read_row(found)

    def rows(self, variant: str | None = None, options: str | None = None) -> Iterator[SurveyRow]:
        """The stored rows, by game, options and deal; :class:`StoreError` at the first whose
        columns are not all of their kind."""
        query, args = f"SELECT {_COLUMNS} FROM verdicts", []
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
        with self._reporting_damage():
            for found in self._db.execute(query, args):
                yield self._read_row(found)

    def _read_row(self, values: tuple[Any, ...]) -> SurveyRow:
        """The row of ``values`` once each is of its column's kind."""
        read = []
        for value, (name, what, fits, read_as, nullable) in zip(values, _READING, strict=True):
            if value is not None or not nullable:
                if not fits(value):
                    raise StoreError(
                        f"{self.name}: the row of {excerpt(values[0])} deal {excerpt(values[2])}"
                        f": {name} is {excerpt(value)}, not {what}{' or null' if nullable else ''}"
                    )
                value = read_as(value)
            read.append(value)
        return SurveyRow(*read)

    def settled(
        self, variant: str, options: str, deals: Iterable[int], timeout: float, memory_mb: float
    ) -> set[int]:
        """Those of ``deals`` that need no solve: proven (a win only once its line replayed),
        or unknown after at least ``timeout`` seconds with at least ``memory_mb``, its search
        not stopped by the clock with under :data:`FULL_SHARE` of ``timeout`` on a processor (a
        larger budget of either, or the processor time it should have had, is worth another
        try)."""
        wanted = set(deals)
        return {
            row.deal
            for row in self.rows(variant, options)
            if row.deal in wanted
            and (
                row.proven != "unknown"
                or (
                    row.verdict == "unknown"
                    and row.timeout >= timeout
                    and row.memory_mb >= memory_mb
                    and not _short_of_processor(row.stopped_by, row.cpu_seconds, timeout)
                )
            )
        }


def _short_of_processor(stopped_by: str | None, cpu_seconds: float | None, timeout: float) -> bool:
    """Did a search stopped by the clock have under :data:`FULL_SHARE` of ``timeout`` on a
    processor? (Unknown for rows from before processor time was recorded: taken as no.)"""
    return (
        stopped_by == "seconds" and cpu_seconds is not None and cpu_seconds < FULL_SHARE * timeout
    )
