"""Publish the winnability survey: ``python data/publish.py [STORE]``.

Writes, from the survey store (default ``data/winnability.sqlite``), for every game surveyed
under its own rules from deal 1 on:

- the verdict files the package ships (``yukon_core/verdicts/<game>.txt``, one letter per deal,
  see :mod:`yukon_core.published`);
- ``seeds/winnability.tsv``: per game the first few won and lost deals the solver decides
  quickly, which ``tests/test_published.py`` solves again;
- the store itself compressed beside it (``STORE.xz``), which is what the repository keeps.
"""

from __future__ import annotations

import lzma
import sqlite3
import sys
from itertools import groupby
from pathlib import Path

from yukon_core.published import LETTERS, PublishedVerdicts, layout_fingerprint
from yukon_core.registry import default_registry
from yukon_core.survey import SurveyRow, SurveyStore, options_key

HERE = Path(__file__).parent
FOLDER = HERE.parent / "yukon_core" / "verdicts"
PINNED = HERE.parent / "seeds" / "winnability.tsv"
PIN_COUNT = 3
PIN_SECONDS = 0.2


def verdicts(rows: list[SurveyRow], store: Path) -> PublishedVerdicts | None:
    """One game's rows as published verdicts: the unbroken run of deals from 1."""
    by_deal = {row.deal: row for row in rows}
    count = 0
    while count + 1 in by_deal:
        count += 1
    if not count:
        return None
    kept = [by_deal[number] for number in range(1, count + 1)]
    rules = default_registry().rules(rows[0].variant)
    budgets = sorted({row.timeout for row in kept})
    return PublishedVerdicts(
        variant=rules.variant.name,
        first=1,
        layout=layout_fingerprint(rules, 1),
        source=f"{store.name}; {'; '.join(sorted({row.solver for row in kept}))}; "
        f"{' / '.join(f'{budget:g}' for budget in budgets)} s a deal",
        letters="".join(LETTERS[row.verdict] for row in kept),
    )


def pinned(rows: list[SurveyRow]) -> list[SurveyRow]:
    """The first ``PIN_COUNT`` won and lost deals decided within ``PIN_SECONDS``."""
    quick = [row for row in rows if row.seconds < PIN_SECONDS]
    return [
        row
        for verdict in ("won", "lost")
        for row in [row for row in quick if row.verdict == verdict][:PIN_COUNT]
    ]


def compress(store: Path) -> Path:
    """``STORE.xz``: the store checkpointed (no write-ahead log left) and compressed."""
    with sqlite3.connect(store) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    packed = store.with_name(store.name + ".xz")
    packed.write_bytes(lzma.compress(store.read_bytes(), preset=9))
    return packed


def main(store: Path) -> None:
    FOLDER.mkdir(exist_ok=True)
    with SurveyStore(store) as opened:
        rows = list(opened.rows(options=options_key({})))
    pins = ["game\tdeal\tverdict\n"]
    for name, group in groupby(rows, key=lambda row: row.variant):
        game_rows = list(group)
        published = verdicts(game_rows, store)
        if published is not None:
            (FOLDER / f"{name}.txt").write_text(published.text())
            pins += [f"{row.variant}\t{row.deal}\t{row.verdict}\n" for row in pinned(game_rows)]
            print(f"{name}: deals 1-{len(published.letters)}")
    PINNED.write_text("".join(pins))
    print(f"store packed into {compress(store)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "winnability.sqlite")
