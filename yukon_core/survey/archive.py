"""The survey store as the repository keeps it: one xz-compressed store per game
(``data/winnability/<game>.sqlite.xz``), so that publishing new verdicts for some games rewrites
only their files and leaves every other game's history alone. ``data/publish.py`` packs a
store; ``data/restore.py`` unpacks the files into one.

A packed file is read as outside data: it is decompressed as a stream and refused once it has
given more than :data:`MAX_UNPACKED` bytes, and its rows are restored only once every row of
every file has passed :func:`~yukon_core.survey.trust.check_packed` (a win's line replays, and
more); one refused file restores nothing.
"""

from __future__ import annotations

import contextlib
import lzma
import os
import sqlite3
import tempfile
from collections.abc import Iterator, Sequence
from itertools import groupby
from operator import attrgetter
from pathlib import Path

from .store import StoreError, SurveyRow, SurveyStore
from .trust import Key, check_packed, key

__all__ = ["DECODER_MEMORY", "MAX_UNPACKED", "SUFFIX", "pack", "read_packed", "unpack"]

SUFFIX = ".sqlite.xz"
"""What a packed game's file name ends in, after the game's name."""
MAX_UNPACKED = 128 * 2**20
"""The most bytes a packed file may unpack to (the largest real one, Double Yukon's 10,000
deals, unpacks to 20.9 MB): a file that gives more is refused once it has, having had no more
than this on disk and a chunk of 1 MiB in memory at a time."""
DECODER_MEMORY = 128 * 2**20
"""The most memory the xz decoder may take (a file packed by :func:`pack` needs 65 MiB)."""
_CHUNK = 2**20


def pack(store: Path, folder: Path) -> list[str]:
    """Write each game of ``store`` to ``folder/<game>.sqlite.xz``, leaving alone every file
    that already holds the game's rows as they are (and the files of games the store lacks);
    the games whose files were written. Each file is replaced whole, so a stopped publish
    leaves the old file or the new one."""
    folder.mkdir(parents=True, exist_ok=True)
    with SurveyStore(store) as source:
        rows = list(source.rows())
    written = []
    for variant, game in groupby(rows, key=attrgetter("variant")):
        packed, game_rows = folder / f"{variant}{SUFFIX}", list(game)
        if _packed_rows(packed) == game_rows:
            continue
        partial = packed.with_name(packed.name + ".partial")
        partial.write_bytes(_compressed(game_rows))
        os.replace(partial, packed)
        written.append(variant)
    return written


def unpack(folder: Path, store: Path, limit: int = MAX_UNPACKED) -> int:
    """Merge every game packed in ``folder`` into ``store`` (created if missing) in one
    transaction, after reading and checking them all (:func:`check_packed`; files that unpack
    to more than ``limit`` bytes refused): each row stored unless the store holds one for its
    deal that says as much (:meth:`SurveyStore.put`, :func:`_says_no_more`); how many rows were
    stored. Any refusal raises :class:`StoreError` and leaves ``store`` as it was."""
    packed = read_packed(folder, limit)
    held = _held(store)
    check_packed(packed, held)
    with SurveyStore(store) as target:
        return target.put_all(
            row
            for rows in packed.values()
            for row in rows
            if not _says_no_more(row, held.get(key(row)))
        )


def read_packed(folder: Path, limit: int = MAX_UNPACKED) -> dict[str, list[SurveyRow]]:
    """The rows of every game packed in ``folder``, by file name: each file unpacked within
    ``limit`` bytes and each row of the right kinds, but not yet checked against the engine
    (:func:`~yukon_core.survey.trust.check_packed` does that)."""
    files = sorted(folder.glob(f"*{SUFFIX}"))
    if not files:
        raise StoreError(f"{folder.name} holds no packed games (*{SUFFIX})")
    return {path.name: _rows_in(path, limit) for path in files}


def _held(store: Path) -> dict[Key, SurveyRow]:
    """The rows ``store`` holds, by key (none if it is missing: it is not created yet)."""
    if not store.exists():
        return {}
    with SurveyStore(store) as target:
        return {key(row): row for row in target.rows()}


def _says_no_more(row: SurveyRow, held: SurveyRow | None) -> bool:
    """Whether merging ``row`` should leave the ``held`` row for its deal alone, though the
    store may take it (:meth:`SurveyStore.put` lets a survey's new try replace an unknown
    verdict of the same budget): it is the same row, or both are unknown after the same
    budget and ``row``'s search had no more processor time (a row from before processor time
    was recorded counts as a full search)."""
    if held is None or row == held:
        return held is not None
    return (
        row.verdict == held.verdict == "unknown"
        and (row.timeout, row.memory_mb) == (held.timeout, held.memory_mb)
        and (row.cpu_seconds or row.timeout) <= (held.cpu_seconds or held.timeout)
    )


def _packed_rows(packed: Path) -> list[SurveyRow] | None:
    """The rows in ``packed``; ``None`` when it is missing or damaged (to be written again)."""
    try:
        return _rows_in(packed, MAX_UNPACKED)
    except StoreError:
        return None


def _rows_in(packed: Path, limit: int) -> list[SurveyRow]:
    """The rows in ``packed``, every one of the game its name gives."""
    variant = packed.name.removesuffix(SUFFIX)
    with _opened(packed, limit) as game:
        rows = list(game.rows())
    if strangers := sorted({row.variant for row in rows} - {variant}):
        raise StoreError(
            f"{packed.name} holds rows of {', '.join(strangers)}, not only of {variant}"
        )
    return rows


@contextlib.contextmanager
def _opened(packed: Path, limit: int) -> Iterator[SurveyStore]:
    """The store packed in ``packed``, decompressed into a scratch file (errors name the
    packed file, never the scratch one)."""
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / packed.name.removesuffix(".xz")
        try:
            _decompress(packed, path, limit)
        except (OSError, lzma.LZMAError) as error:
            reason = error.strerror if isinstance(error, OSError) else error
            raise StoreError(f"{packed.name} is not a packed survey store: {reason}") from error
        with SurveyStore(path, name=packed.name) as opened:
            yield opened


def _decompress(packed: Path, path: Path, limit: int) -> None:
    """Write the store packed in ``packed`` to ``path``, a chunk at a time; refuse it once it
    has given more than ``limit`` bytes, before they are written."""
    decoder = lzma.LZMADecompressor(lzma.FORMAT_XZ, memlimit=DECODER_MEMORY)
    size = 0
    with packed.open("rb") as source, path.open("wb") as target:
        while not decoder.eof:
            data = source.read(_CHUNK) if decoder.needs_input else b""
            if decoder.needs_input and not data:
                raise lzma.LZMAError("the file is cut short")
            chunk = decoder.decompress(data, max_length=_CHUNK)
            size += len(chunk)
            if size > limit:
                raise StoreError(f"{packed.name} unpacks to more than {limit:,} bytes: refused")
            target.write(chunk)
        if decoder.unused_data or source.read(1):
            raise lzma.LZMAError("data follows the end of the compressed store")


def _compressed(rows: Sequence[SurveyRow]) -> bytes:
    """``rows`` as a store of their own, xz-compressed."""
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "game.sqlite"
        with SurveyStore(path) as game:
            game.put_all(rows)
        with contextlib.closing(sqlite3.connect(path)) as plain:
            plain.execute("PRAGMA journal_mode=DELETE")
        return lzma.compress(path.read_bytes(), preset=9)
