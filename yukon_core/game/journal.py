"""The journal of finished games the records file could not take at the time.

When a game ends and its records file cannot be written (locked by another process, read-only,
damaged, on a full disk), its result goes to a journal beside it: ``<records file>.journal``,
one JSON object a line, each with an id of its own. The next store to open the records file
adds the journal's results and empties it; the ids make that safe to repeat if it is cut short.
Writers and the reader take an advisory lock on the journal, so no line is lost between them.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from ..bounded import InputError, lines, load_json

try:
    import fcntl
except ImportError:  # no advisory locks on this system
    fcntl = None  # type: ignore[assignment]

__all__ = ["JournalEntry", "append", "journal_path", "new_id", "taken"]

MAX_LINE = 4096
"""The longest line read back: a result takes about 200 bytes."""


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
        """An entry from a parsed line; raises ``ValueError`` for anything else."""
        if not isinstance(data, dict) or set(data) != {f.name for f in attrs.fields(cls)}:
            raise ValueError("not a journal entry")
        entry = cls(**data)
        kinds = (
            isinstance(entry.id, str)
            and isinstance(entry.variant, str)
            and isinstance(entry.options, str)
            and type(entry.deal) is int
            and entry.deal >= 0
            and isinstance(entry.won, bool)
            and (entry.moves is None or type(entry.moves) is int)
            and (entry.seconds is None or type(entry.seconds) in (int, float))
        )
        if not kinds:
            raise ValueError("a journal entry with a field of the wrong kind")
        return entry


def journal_path(records: Path) -> Path:
    return records.with_name(records.name + ".journal")


def new_id() -> str:
    return uuid.uuid4().hex


@contextlib.contextmanager
def _locked(path: Path, flags: int) -> Iterator[int]:
    descriptor = os.open(path, flags, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield descriptor
    finally:
        os.close(descriptor)


def append(records: Path, entry: JournalEntry) -> Path:
    """Add ``entry`` to the journal of ``records`` and flush it to disk; raises ``OSError``."""
    path = journal_path(records)
    line = json.dumps(attrs.asdict(entry), ensure_ascii=False) + "\n"
    with _locked(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT) as descriptor:
        os.write(descriptor, line.encode("utf-8"))
        os.fsync(descriptor)
    return path


@contextlib.contextmanager
def taken(records: Path) -> Iterator[list[JournalEntry]]:
    """The journal's entries (lines that are not entries are skipped), locked against writers
    while the block runs and emptied when it ends without an error."""
    path = journal_path(records)
    if not path.exists():
        yield []
        return
    with _locked(path, os.O_RDWR) as descriptor, os.fdopen(os.dup(descriptor), "rb") as stream:
        entries = []
        for line in lines(stream, MAX_LINE):
            if isinstance(line, InputError) or not line.strip():
                continue
            with contextlib.suppress(InputError, ValueError, TypeError):
                entries.append(JournalEntry.read(load_json(line, "a journal line")))
        yield entries
        os.ftruncate(descriptor, 0)
