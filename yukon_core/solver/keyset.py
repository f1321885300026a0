"""A set of position keys that holds 8 bytes a slot, not the key.

A long solve meets tens of millions of positions, and a key is 30 to 200 bytes: kept as
``bytes`` in a ``set``, with the relaxation's remembered verdict, a position took about 200
bytes. Here a slot holds 63 bits of the key's hash (0 marks an empty slot), in open addressing
with linear probing, and two keys are taken for one if those bits agree: a chance of one in
2**63 for a pair, about one in 200,000 for a solve that keeps ten million positions
(``docs/solver.md``, "Compact keys", says what such a collision could cost).

The hash is Python's own (SipHash, computed once per key and kept with it), so which slot a key
takes, and which keys :meth:`KeySet.thin` lets go, differ from process to process unless
``PYTHONHASHSEED`` is set; what the set holds does not. The slots are a ``librt.vecs`` vector of
native integers, which mypyc reads without boxing.
"""

from __future__ import annotations

import itertools
from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

__all__ = ["SLOT_BYTES", "KeySet"]

SLOT_BYTES: Final = 8

FEWEST_SLOTS: Final = 1 << 10


class KeySet:
    """A set of ``bytes`` keys. It doubles its slots when three quarters full (so it holds 11
    to 21 bytes a key), and can let about half of its keys go (:meth:`thin`), so that a set
    of bounded size can go on taking keys."""

    def __init__(self, slots: int = FEWEST_SLOTS) -> None:
        if slots < 4 or slots & (slots - 1):
            raise ValueError(f"a key set needs a power of two of slots, at least 4, not {slots}")
        self._slots: vec[i64] = vec[i64](itertools.repeat(0, slots))
        self._mask: i64 = slots - 1
        self._room: i64 = slots * 3 // 4
        self._held: i64 = 0

    def __len__(self) -> int:
        return self._held

    @property
    def nbytes(self) -> int:
        """The bytes of its slots."""
        return int(self._mask + 1) * SLOT_BYTES

    def add(self, key: bytes) -> bool:
        """Hold ``key``; ``True`` if it was not held."""
        if not self._room:
            self._refill((self._mask + 1) * 2, -1)
        return self._put(_fingerprint(key))

    def __contains__(self, key: bytes) -> bool:
        return self._slots[self._slot(_fingerprint(key))] != 0

    @property
    def crowded(self) -> bool:
        """Are more than five eighths of its slots full? (A set that may not grow thins then.)"""
        return self._room * 8 < (self._mask + 1)

    def thin(self, round_: int) -> None:
        """Keep about half of the keys, in the same slots: those whose fingerprint has bit
        ``32 + round_ % 31`` set (a high bit, which no slot index reads; another one each
        round, so that a key is kept through ``n`` rounds about once in ``2 ** n``)."""
        self._refill(self._mask + 1, 32 + round_ % 31)

    def _put(self, fingerprint: i64) -> bool:
        slot = self._slot(fingerprint)
        if self._slots[slot]:
            return False
        self._slots[slot] = fingerprint
        self._room -= 1
        self._held += 1
        return True

    def _slot(self, fingerprint: i64) -> i64:
        """The slot that holds ``fingerprint``, or the empty slot where it would go."""
        slots, mask = self._slots, self._mask
        slot = fingerprint & mask
        while found := slots[slot]:
            if found == fingerprint:
                break
            slot = (slot + 1) & mask
        return slot

    def _refill(self, slots: i64, bit: int) -> None:
        """Move every fingerprint into ``slots`` new slots; with a ``bit`` from 0, only those
        that have it set."""
        fresh = KeySet(slots)
        old = self._slots
        for slot in range(self._mask + 1):
            fingerprint = old[slot]
            if fingerprint and (bit < 0 or (fingerprint >> bit) & 1):
                fresh._put(fingerprint)  # never more than the old slots held: there is room
        self._slots = fresh._slots
        self._mask, self._room, self._held = fresh._mask, fresh._room, fresh._held


def _fingerprint(key: bytes) -> i64:
    """63 bits of the key's hash (1 for the one key in 2**63 whose bits are all 0)."""
    hashed: i64 = hash(key)
    fingerprint = hashed & 0x7FFF_FFFF_FFFF_FFFF
    return fingerprint if fingerprint else 1
