"""The journal of finished games the records file could not take at the time.

When a game ends and its records file cannot be written (locked by another process, read-only,
damaged, on a full disk), its result goes to a journal beside it: ``<records file>.journal``,
one JSON object a line, each with an id of its own. The next store to open the records file
adds the journal's results and empties it; the ids make that safe to repeat if it is cut short.
Writers and the reader take an advisory lock on the journal, so no line is lost between them.

A line is written whole or not at all (a short write goes on, a failed one is cut off again),
and always starts a line of its own. Reading trusts nothing: a line that is not a result within
the records' bounds (:func:`result_problem`) is set aside, as it was, in
``<records file>.journal.rejected`` and never blocks the others; a result glued to the end of a
damaged line (a writer that died mid-line) is recovered.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

import attrs

from ..bounded import InputError, decode_text, load_json
from ..deals import MAX_DEAL

try:
    import fcntl
except ImportError:  # no advisory locks on this system
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "JournalEntry",
    "Reading",
    "append",
    "check_writable",
    "journal_path",
    "rejected_path",
    "result_problem",
    "taken",
]

MAX_LINE = 4096
"""The longest line read as a result: one takes about 200 bytes."""
MAX_NAME = 100
"""The longest variant name a result may hold."""
MAX_OPTIONS = 2048
"""The longest house-rules text a result may hold."""
MAX_MOVES = 10**9
MAX_SECONDS = 10.0**9
_START = b'{"id"'
"""How every line the journal writes begins (its first field is the id)."""


def result_problem(
    variant: object, options: object, deal: object, moves: object, seconds: object
) -> str | None:
    """What keeps a game's result out of the records table (``None``: nothing): the bounds
    the journal's reader and the records' reader both check."""
    if not isinstance(variant, str) or not 0 < len(variant) <= MAX_NAME:
        return f"the variant is not a name of 1 to {MAX_NAME} characters"
    if not isinstance(options, str) or len(options) > MAX_OPTIONS:
        return f"the house rules are not a text of at most {MAX_OPTIONS} characters"
    if type(deal) is not int or not 0 <= deal <= MAX_DEAL:
        return f"the deal is not a whole number from 0 to {MAX_DEAL:,}"
    if moves is not None and (type(moves) is not int or not 0 <= moves <= MAX_MOVES):
        return f"the moves are not a whole number from 0 to {MAX_MOVES:,}"
    if seconds is not None and not (
        isinstance(seconds, int | float)
        and not isinstance(seconds, bool)
        and 0 <= seconds <= MAX_SECONDS  # NaN is not
    ):
        return f"the time is not a number of seconds from 0 to {MAX_SECONDS:,.0f}"
    return None


@attrs.frozen
class JournalEntry:
    """One finished game's result, as the records file would have taken it."""

    id: str
    variant: str
    options: str
    """The house rules as the records file keys them (JSON text)."""
    deal: int
    won: bool
    moves: int | None
    """``None`` for a game lost, or one whose counters cannot be trusted."""
    seconds: float | None

    @classmethod
    def read(cls, data: Any) -> JournalEntry:
        """An entry from a parsed line; raises ``ValueError`` saying what is wrong."""
        if not isinstance(data, dict) or set(data) != {f.name for f in attrs.fields(cls)}:
            raise ValueError("not a journal entry")
        entry = cls(**data)
        if not isinstance(entry.id, str) or not 0 < len(entry.id) <= 64:
            raise ValueError("the id is not a text of 1 to 64 characters")
        if not isinstance(entry.won, bool):
            raise ValueError("won is not true or false")
        problem = result_problem(
            entry.variant, entry.options, entry.deal, entry.moves, entry.seconds
        )
        if problem is not None:
            raise ValueError(problem)
        return entry

    @classmethod
    def parse(cls, line: bytes) -> JournalEntry:
        """The entry a line holds; raises ``ValueError`` saying what is wrong."""
        try:
            return cls.read(load_json(decode_text(line, "the line"), "the line"))
        except InputError as error:
            raise ValueError(str(error)) from error


def journal_path(records: Path) -> Path:
    return records.with_name(records.name + ".journal")


def rejected_path(records: Path) -> Path:
    """Where the journal's lines that are not results are set aside."""
    return records.with_name(records.name + ".journal.rejected")


@contextlib.contextmanager
def _locked(path: Path, flags: int) -> Iterator[int]:
    descriptor = os.open(path, flags, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield descriptor
    finally:
        os.close(descriptor)


def _write_whole(descriptor: int, data: bytes) -> None:
    """Write all of ``data`` at the end of the file, going on after a short write; on an error
    the file is cut back to its old length and the error raised."""
    size = os.fstat(descriptor).st_size
    if size and os.pread(descriptor, 1, size - 1) != b"\n":
        data = b"\n" + data  # the last writer died mid-line: start a line of our own
    rest = memoryview(data)
    try:
        while rest:
            rest = rest[os.write(descriptor, rest) :]
        os.fsync(descriptor)
    except OSError:
        with contextlib.suppress(OSError):
            os.ftruncate(descriptor, size)
        raise


def check_writable(records: Path) -> None:
    """Raise ``OSError`` unless a result could be added to the journal of ``records`` now
    (creating an empty journal if there is none)."""
    with _locked(journal_path(records), os.O_RDWR | os.O_APPEND | os.O_CREAT):
        pass


def append(records: Path, entry: JournalEntry) -> Path:
    """Add ``entry`` to the journal of ``records`` and flush it to disk; raises ``OSError``."""
    path = journal_path(records)
    line = json.dumps(attrs.asdict(entry), ensure_ascii=False) + "\n"
    with _locked(path, os.O_RDWR | os.O_APPEND | os.O_CREAT) as descriptor:
        _write_whole(descriptor, line.encode("utf-8"))
    return path


@attrs.define
class Reading:
    """What reading a journal found: its entries, and how many lines it set aside (each
    copied whole into :attr:`rejected`) with the first one's reason."""

    rejected: Path
    entries: list[JournalEntry] = attrs.Factory(list)
    set_aside: int = 0
    first_reason: str | None = None
    _sink: BinaryIO | None = None

    def keep(self, line: bytes) -> None:
        """Take the line's entry, or set it aside (recovering a result glued to its end)."""
        try:
            self.entries.append(JournalEntry.parse(line))
        except ValueError as error:
            self.reject(line, str(error))
            self.recover(line)

    def reject(self, piece: bytes, reason: str | None, *, ends: bool = True) -> None:
        """Copy ``piece`` of a line that is not a result to the rejected file (``ends``: the
        line's last piece); the first piece of each line counts it, with ``reason``."""
        if reason is not None:
            self.set_aside += 1
            self.first_reason = self.first_reason or reason
        if self._sink is None:
            self._sink = open(self.rejected, "ab")  # noqa: SIM115 (closed by close())
        self._sink.write(piece + (b"\n" if ends else b""))

    def recover(self, tail: bytes) -> None:
        """Take the result glued to the end of a damaged line, if one is."""
        start = tail.rfind(_START, 1)
        if start > 0:
            with contextlib.suppress(ValueError):
                self.entries.append(JournalEntry.parse(tail[start:]))

    def close(self) -> None:
        if self._sink is not None:
            self._sink.close()

    def note(self) -> str | None:
        """One line saying what was set aside, if anything."""
        if not self.set_aside:
            return None
        lines = "1 line" if self.set_aside == 1 else f"{self.set_aside:,} lines"
        return (
            f"{lines} of the records journal held no result ({self.first_reason}) and "
            f"{'was' if self.set_aside == 1 else 'were'} set aside in {self.rejected.name}"
        )


def _read(stream: BinaryIO, reading: Reading) -> None:
    """Read every line of ``stream`` into ``reading``; a line too long to be a result is
    copied aside piece by piece, holding no more than :data:`MAX_LINE` bytes of it."""
    while raw := stream.readline(MAX_LINE + 1):
        if raw.endswith(b"\n") or len(raw) <= MAX_LINE:
            line = raw.rstrip(b"\r\n")
            if line.strip():
                reading.keep(line)
            continue
        reading.reject(raw, f"a line of over {MAX_LINE:,} bytes", ends=False)
        tail = raw
        while raw and not raw.endswith(b"\n"):
            raw = stream.readline(MAX_LINE + 1)
            reading.reject(raw.rstrip(b"\n"), None, ends=False)
            tail = (tail + raw)[-2 * MAX_LINE :]
        reading.reject(b"", None)
        reading.recover(tail.rstrip(b"\r\n")[-MAX_LINE:])


@contextlib.contextmanager
def taken(records: Path) -> Iterator[Reading]:
    """The journal read, locked against writers while the block runs and emptied when it
    ends without an error (its lines that are not results are set aside as it is read)."""
    path = journal_path(records)
    reading = Reading(rejected_path(records))
    if not path.exists():
        yield reading
        return
    with _locked(path, os.O_RDWR) as descriptor, os.fdopen(os.dup(descriptor), "rb") as stream:
        try:
            _read(stream, reading)
        finally:
            reading.close()
        yield reading
        os.ftruncate(descriptor, 0)
