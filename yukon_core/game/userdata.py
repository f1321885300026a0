"""Where yukon keeps a player's data: the records and the key that signs saves.

``YUKON_DATA_DIR`` if set, else ``$XDG_DATA_HOME/yukon``, else ``~/.local/share/yukon``. Nothing
is written there until a game is recorded or saved; the test suite sets ``YUKON_DATA_DIR`` so
it never writes into a home directory.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["data_dir", "default_records_path"]


def data_dir() -> Path:
    """The folder of the player's yukon data (not created here)."""
    chosen = os.environ.get("YUKON_DATA_DIR")
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "yukon"


def default_records_path() -> Path:
    """The records file ``yukon play`` uses unless told otherwise."""
    return data_dir() / "records.sqlite3"
