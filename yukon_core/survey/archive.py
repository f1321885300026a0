"""The survey store as the repository keeps it: one xz-compressed store per game
(``data/winnability/<game>.sqlite.xz``), so that publishing new verdicts for some games rewrites
only their files and leaves every other game's history alone. ``data/publish.py`` packs a
store; ``data/restore.py`` unpacks the files into one."""

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

__all__ = ["SUFFIX", "pack", "unpack"]

SUFFIX = ".sqlite.xz"
"""What a packed game's file name ends in, after the game's name."""


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


def unpack(folder: Path, store: Path) -> int:
    """Merge every game packed in ``folder`` into ``store`` (created if missing) in one
    transaction, after reading them all: each row stored unless the store holds one for its
    deal that says as much (:meth:`SurveyStore.put`, :func:`_says_no_more`); how many rows were
    stored."""
    files = sorted(folder.glob(f"*{SUFFIX}"))
    if not files:
        raise StoreError(f"{folder} holds no packed games (*{SUFFIX})")
    packed_rows = [row for packed in files for row in _rows_in(packed)]
    with SurveyStore(store) as target:
        held = {(row.variant, row.options, row.deal): row for row in target.rows()}
        return target.put_all(
            row
            for row in packed_rows
            if not _says_no_more(row, held.get((row.variant, row.options, row.deal)))
        )


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
        return _rows_in(packed)
    except StoreError:
        return None


def _rows_in(packed: Path) -> list[SurveyRow]:
    """The rows in ``packed``, every one of the game its name gives."""
    variant = packed.name.removesuffix(SUFFIX)
    with _opened(packed) as game:
        rows = list(game.rows())
    if strangers := sorted({row.variant for row in rows} - {variant}):
        raise StoreError(f"{packed} holds rows of {', '.join(strangers)}, not only of {variant}")
    return rows


@contextlib.contextmanager
def _opened(packed: Path) -> Iterator[SurveyStore]:
    """The store packed in ``packed``, decompressed into a scratch file."""
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / packed.name.removesuffix(".xz")
        try:
            path.write_bytes(lzma.decompress(packed.read_bytes()))
            opened = SurveyStore(path)
        except (OSError, lzma.LZMAError, StoreError) as error:
            raise StoreError(f"{packed} is not a packed survey store: {error}") from error
        with opened:
            yield opened


def _compressed(rows: Sequence[SurveyRow]) -> bytes:
    """``rows`` as a store of their own, xz-compressed."""
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "game.sqlite"
        with SurveyStore(path) as game:
            game.put_all(rows)
        with contextlib.closing(sqlite3.connect(path)) as plain:
            plain.execute("PRAGMA journal_mode=DELETE")
        return lzma.compress(path.read_bytes(), preset=9)
