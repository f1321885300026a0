"""Publish the winnability survey: ``python data/publish.py [STORE]``.

From a consistent snapshot of the survey store (default ``data/winnability.sqlite``; a survey
may still be writing to it) it writes, for every game surveyed under its own rules from deal 1
on, the verdict files the package ships (``yukon_core/verdicts/<game>.txt``), the deals the
tests solve again (``seeds/winnability.tsv``), and the snapshot packed one compressed file per
game into ``data/winnability/``, which is what the repository keeps; only the games whose rows
changed are written again (:mod:`yukon_core.survey.publish`, :mod:`yukon_core.survey.archive`).
``data/restore.py`` turns the packed files back into a store.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from yukon_core.published import ShippedVerdicts
from yukon_core.survey import StoreError
from yukon_core.survey.archive import pack
from yukon_core.survey.publish import pins, snapshot, surveyed_games, unbroken_run, verdicts_of

HERE = Path(__file__).parent
FOLDER = HERE.parent / "yukon_core" / "verdicts"
PINNED = HERE.parent / "seeds" / "winnability.tsv"
PACKED = HERE / "winnability"


def main(store: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        copy = snapshot(store, Path(scratch) / store.name)
        shipped: list[ShippedVerdicts] = []
        pinned = ["game\tdeal\tverdict\n"]
        for rows in surveyed_games(copy):
            if run := unbroken_run(rows):
                shipped.append(verdicts_of(run, store.name))
                pinned += [f"{row.variant}\t{row.deal}\t{row.verdict}\n" for row in pins(run)]
        missing = {path.stem for path in FOLDER.glob("*.txt")} - {v.variant for v in shipped}
        if missing:
            raise SystemExit(f"{store} lacks games the package ships verdicts for: "
                             f"{', '.join(sorted(missing))}; nothing written")  # fmt: skip
        for verdicts in shipped:
            (FOLDER / f"{verdicts.variant}.txt").write_text(verdicts.text(), encoding="ascii")
            print(f"{verdicts.variant}: deals 1-{len(verdicts.letters)}")
        PINNED.write_text("".join(pinned), encoding="utf-8")
        written = pack(copy, PACKED)
    print(f"packed into {PACKED}: {', '.join(written) or 'no game changed'}")


if __name__ == "__main__":
    try:
        main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "winnability.sqlite")
    except StoreError as error:
        raise SystemExit(f"nothing published: {error}") from error
