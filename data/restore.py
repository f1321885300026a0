"""Restore the survey store from the repository: ``python data/restore.py [STORE]``.

Merges every game packed in ``data/winnability/`` (by ``data/publish.py``) into STORE (default
``data/winnability.sqlite``, created if missing), so a survey can go on from the published
verdicts or a reader can query them. A deal STORE already holds a verdict for keeps it unless
the packed one says more (:mod:`yukon_core.survey.archive`).

Nothing packed is taken on trust: a file is refused once it unpacks to more than
:data:`~yukon_core.survey.archive.MAX_UNPACKED` bytes, and every row is checked before any is
written — the kind of each column, its game and that game's rules, every win replayed move by
move through the engine on every core (about a minute of processor time for the published
survey), no loss where a win is recorded (:mod:`yukon_core.survey.trust`). A refused file
restores nothing and leaves STORE as it was; the error names the file and the row.
"""

from __future__ import annotations

import sys
from pathlib import Path

from yukon_core.survey import StoreError
from yukon_core.survey.archive import unpack

HERE = Path(__file__).parent


def main(store: Path) -> None:
    print("checking the packed games (every win is replayed)…", file=sys.stderr)
    stored = unpack(HERE / "winnability", store)
    print(f"{store}: {stored} rows restored")


if __name__ == "__main__":
    try:
        main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "winnability.sqlite")
    except StoreError as error:
        raise SystemExit(f"nothing restored: {error}") from error
    except KeyboardInterrupt:
        raise SystemExit("nothing restored: interrupted") from None
