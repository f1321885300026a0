"""The positions each complete depth-first search of a split solve has searched to the end.

With two processes (``split.py``) each runs complete depth-first, in different orders. Each writes
every position it has searched to the end (all of its subtree expanded, or proven lost) into its
own table in shared memory, and passes over a position the other has written: the two share
out the graph as they go, and the ending of either still proves the loss (``docs/solver.md``
has the proof).

A table is open addressing over anonymous shared memory mapped before the fork (its pages are
zero until written, and cost nothing until then): a slot holds a key's 64-bit hash (0 for an
empty slot) and a 32-bit CRC of the key, so two keys are taken for one only if both agree (with a
few million positions on each side, a chance far below one in a trillion). Only its owner writes
a table, the CRC before the hash; a reader that sees the hash first (possible where stores are
not seen in order, unlike x86) finds the CRC unequal and only misses that key.
"""

from __future__ import annotations

import mmap
import zlib

__all__ = ["SLOTS", "FinishedTables", "Partner"]

SLOTS = 1 << 22
"""Slots of each table (48 MB of address space, taken as it is written); a table stops taking
positions at three quarters full, which only makes the other search pass over fewer."""

_HASH_BITS = (1 << 64) - 1


class _Table:
    """A set of keys in shared memory, written by one process and read by both."""

    def __init__(self, slots: int) -> None:
        if slots < 4 or slots & (slots - 1):
            raise ValueError(f"a table needs a power of two of slots, at least 4, not {slots}")
        self._hashes = memoryview(mmap.mmap(-1, 8 * slots)).cast("Q")
        self._checks = memoryview(mmap.mmap(-1, 4 * slots)).cast("I")
        self._mask = slots - 1
        self._room = slots * 3 // 4

    def add(self, key: bytes) -> None:
        if not self._room:
            return
        slot, hashed, check = self._probe(key)
        if not self._hashes[slot]:
            self._checks[slot] = check
            self._hashes[slot] = hashed
            self._room -= 1

    def __contains__(self, key: bytes) -> bool:
        return self._hashes[self._probe(key)[0]] != 0

    def _probe(self, key: bytes) -> tuple[int, int, int]:
        """The slot that holds ``key``, or the empty slot where it would go; its hash and CRC."""
        hashed, check = (hash(key) & _HASH_BITS) | 1, zlib.crc32(key)
        slot = hashed & self._mask
        while found := self._hashes[slot]:
            if found == hashed and self._checks[slot] == check:
                break
            slot = (slot + 1) & self._mask
        return slot, hashed, check


class Partner:
    """One search's side of the two tables: it writes its own and reads the other's.
    ``reorder_seed``, if given, has its depth-first try moves of near scores in a random order,
    so that the two searches start in different parts of the graph."""

    def __init__(self, own: _Table, other: _Table, reorder_seed: int | None) -> None:
        self._own = own
        self._other = other
        self.reorder_seed = reorder_seed

    def finish(self, key: bytes) -> None:
        """This search has searched the position of ``key`` to the end."""
        self._own.add(key)

    def finished(self, key: bytes) -> bool:
        """Has the other search searched it to the end?"""
        return key in self._other


class FinishedTables:
    """The two tables of a split solve, made before the helper is forked."""

    def __init__(self, slots: int = SLOTS) -> None:
        self._tables = (_Table(slots), _Table(slots))

    def prover(self) -> Partner:
        return Partner(self._tables[0], self._tables[1], None)

    def helper(self, reorder_seed: int | None) -> Partner:
        return Partner(self._tables[1], self._tables[0], reorder_seed)
