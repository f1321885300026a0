"""The process's heap, as a solve's memory budget sees it: the resident memory it reads, and the
freed memory it hands back to the system so that the figure read is what is still held.

Where the C library is glibc, a solve has blocks of :data:`MAPPED_FROM` bytes or more mapped one
by one (``mallopt``), so that a table freed (a doubled key set's old slots, a narrowed table) goes
back to the system at once. Left to itself, glibc raises that threshold each time such a block is
freed, up to 32 MiB, and freed tables then stay in the heap: Classic 319 held some 25 MB of them
at 3 million positions.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import resource

__all__ = ["MAPPED_FROM", "give_back_freed_memory", "map_large_blocks", "resident_bytes"]

MAPPED_FROM = 1 << 20
"""The size from which a block is mapped on its own (glibc's ``M_MMAP_THRESHOLD``)."""

_M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter number for the threshold."""


def resident_bytes() -> int | None:
    """The process's resident memory where the system tells it cheaply (Linux), else ``None``."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * resource.getpagesize()
    except (OSError, ValueError, IndexError):
        return None


def give_back_freed_memory() -> None:
    """Collect what the searches let go (closed searches hold cycles) and, where the C library
    is glibc, hand the heap's free pages back to the system (``malloc_trim``), so that the
    resident memory shows what is still held."""
    gc.collect()
    if (glibc := _glibc()) is not None:
        glibc.malloc_trim(0)


def map_large_blocks() -> None:
    """Where the C library is glibc, have blocks of :data:`MAPPED_FROM` bytes or more mapped one
    by one from now on, in the whole process (a setting glibc keeps until the process ends)."""
    if (glibc := _glibc()) is not None:
        glibc.mallopt(_M_MMAP_THRESHOLD, MAPPED_FROM)


@functools.cache
def _glibc() -> ctypes.CDLL | None:
    """The C library, where it is glibc (it has ``malloc_trim`` and ``mallopt``)."""
    try:
        library = ctypes.CDLL("libc.so.6")
    except OSError:
        return None
    return library if hasattr(library, "malloc_trim") and hasattr(library, "mallopt") else None
