"""Writing a file atomically: the old file stays whole until the new one has replaced it.

The text goes to a temporary file beside the target (``.<name>.<random>.tmp``), is flushed to
disk, given the target's file mode (a new file: the usual mode under the process's umask), and
renamed over the target. The writer holds an advisory lock on its temporary file meanwhile; a
temporary file nobody holds a lock on was left by a writer that died (killed in mid-write), and
the next write to the same target removes it.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

try:
    import fcntl
except ImportError:  # not on this system: no locks, so no sweeping either
    fcntl = None  # type: ignore[assignment]

__all__ = ["write_atomic"]


def _umask() -> int:
    """The process's umask, read without changing it (Linux), else the common ``022``."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return 0o022


def _mode_for(path: Path) -> int:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except (OSError, ValueError):
        return 0o666 & ~_umask()


def _lock(descriptor: int, wait: bool) -> bool:
    if fcntl is None:
        return not wait
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def _sweep(path: Path) -> None:
    """Remove the temporary files of ``path`` that no living writer holds."""
    if fcntl is None:
        return
    for stray in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            descriptor = os.open(stray, os.O_RDONLY)
            try:
                if _lock(descriptor, wait=False):
                    os.unlink(stray)
            finally:
                os.close(descriptor)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, keeping its mode; raises ``OSError`` (or
    ``ValueError`` for a name the system cannot take) and leaves the old file as it was."""
    mode = _mode_for(path)
    descriptor, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(descriptor, "wb") as file:
            _lock(file.fileno(), wait=True)
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
            os.fchmod(file.fileno(), mode)
            os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    _sweep(path)
