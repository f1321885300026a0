"""Restore the survey store from the repository: ``python data/restore.py [STORE]``.

Merges every game packed in ``data/winnability/`` (by ``data/publish.py``) into STORE (default
``data/winnability.sqlite``, created if missing), so a survey can go on from the published
verdicts or a reader can query them. A deal STORE already holds a verdict for keeps it unless
the packed one says more (:mod:`yukon_core.survey.archive`); a damaged packed file leaves STORE
as it was.
"""

from __future__ import annotations

import sys
from pathlib import Path

from yukon_core.survey import StoreError
from yukon_core.survey.archive import unpack

HERE = Path(__file__).parent


def main(store: Path) -> None:
    stored = unpack(HERE / "winnability", store)
    print(f"{store}: {stored} rows restored")


if __name__ == "__main__":
    try:
        main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "winnability.sqlite")
    except StoreError as error:
        raise SystemExit(f"nothing restored: {error}") from error
