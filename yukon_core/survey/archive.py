"""The survey store as the repository keeps it: one xz-compressed store per game
(``data/winnability/<game>.sqlite.xz``), so that publishing new verdicts for some games rewrites
only their files and leaves every other game's history alone. ``data/publish.py`` packs a
store; ``data/restore.py`` unpacks the files into one."""

from __future__ import annotations

import contextlib
import lzma
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
    the games whose files were written."""
    folder.mkdir(parents=True, exist_ok=True)
    with SurveyStore(store) as source:
        rows = list(source.rows())
    written = []
    for variant, game in groupby(rows, key=attrgetter("variant")):
        packed, game_rows = folder / f"{variant}{SUFFIX}", list(game)
        if packed.exists() and _rows_in(packed) == game_rows:
            continue
        packed.write_bytes(_compressed(game_rows))
        written.append(variant)
    return written


def unpack(folder: Path, store: Path) -> int:
    """Merge every game packed in ``folder`` into ``store`` (created if missing), one game at a
    time, each row stored unless the store holds it already or its verdict for the deal says
    more (:meth:`SurveyStore.put`); how many rows were stored."""
    files = sorted(folder.glob(f"*{SUFFIX}"))
    if not files:
        raise StoreError(f"{folder} holds no packed games (*{SUFFIX})")
    stored = 0
    with SurveyStore(store) as target:
        for packed in files:
            with _opened(packed) as game:
                rows = list(game.rows())
                held = set(target.rows(rows[0].variant)) if rows else set()
                stored += target.put_all(row for row in rows if row not in held)
    return stored


def _rows_in(packed: Path) -> list[SurveyRow]:
    with _opened(packed) as game:
        return list(game.rows())


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
