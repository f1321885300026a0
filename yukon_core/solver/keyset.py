"""A set of position keys that holds 8 bytes a slot, not the key.

A long solve meets tens of millions of positions, and a key is 30 to 200 bytes: kept as
``bytes`` in a ``set``, with the relaxation's remembered verdict, a position took about 200
bytes. Here a slot holds 63 bits of the key's hash (0 marks an empty slot), in open addressing
with linear probing, and two keys are taken for one if those bits agree: a chance of one in
2**63 for a pair, about one in 200,000 for a solve that keeps ten million positions
(``docs/solver.md``, "Compact keys", says what such a collision could cost).

The slots lie in :data:`SHARDS` shards, chosen by a fingerprint's lowest bits, and each shard
doubles on its own: growing, the set holds one shard's old slots beside the new ones, not the
whole set's twice over.

The hash is Python's own (SipHash, computed once per key and kept with it), so which slot a key
takes, and which keys :meth:`KeySet.thin` lets go, differ from process to process unless
``PYTHONHASHSEED`` is set; what the set holds does not. The slots are ``librt.vecs`` vectors of
native integers, which mypyc reads without boxing.
"""

from __future__ import annotations

import itertools
from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

__all__ = ["FEWEST_SLOTS", "SHARDS", "SLOT_BYTES", "KeySet"]

SLOT_BYTES: Final = 8

SHARD_BITS: Final = 4
SHARDS: Final = 1 << SHARD_BITS
"""A shard's slot is read from the fingerprint's bits above these, up to bit 32, where
:meth:`KeySet.thin` reads its own: so up to 2**28 slots a shard (2 GB)."""

FEWEST_SLOTS: Final = 1 << 10


class KeySet:
    """A set of ``bytes`` keys. Each shard doubles its slots when three quarters full (so the
    set holds 11 to 21 bytes a key), and the set can let about half of its keys go
    (:meth:`thin`), so that a set of bounded size can go on taking keys. With ``most_slots``,
    it is :attr:`crowded` only once a shard can grow no further within that bound."""

    def __init__(self, slots: int = FEWEST_SLOTS, most_slots: int = 0) -> None:
        if slots < 4 * SHARDS or slots & (slots - 1):
            raise ValueError(
                f"a key set needs a power of two of slots, at least {4 * SHARDS}, not {slots}"
            )
        each = slots // SHARDS
        self._shards: list[vec[i64]] = [_empty(each) for _ in range(SHARDS)]
        self._masks: vec[i64] = vec[i64](itertools.repeat(each - 1, SHARDS))
        self._rooms: vec[i64] = vec[i64](itertools.repeat(each * 3 // 4, SHARDS))
        self._most_each: i64 = most_slots // SHARDS
        self._crowded: i64 = 0
        self._slot_count: i64 = slots
        self._held: i64 = 0

    def __len__(self) -> int:
        return self._held

    @property
    def nbytes(self) -> int:
        """The bytes of its slots."""
        return int(self._slot_count) * SLOT_BYTES

    @property
    def growth_bytes(self) -> int:
        """What doubling every shard would add, one shard's old slots held as it moves."""
        return int(self._slot_count + self._slot_count // SHARDS) * SLOT_BYTES

    def add(self, key: bytes) -> bool:
        """Hold ``key``; ``True`` if it was not held."""
        fingerprint = _fingerprint(key)
        shard = fingerprint & (SHARDS - 1)
        if not self._rooms[shard]:
            self._refill(shard, (self._masks[shard] + 1) * 2, -1)
        slots = self._shards[shard]
        slot = _slot(slots, self._masks[shard], fingerprint)
        if slots[slot]:
            return False
        slots[slot] = fingerprint
        room = self._rooms[shard] - 1
        self._rooms[shard] = room
        self._held += 1
        size = self._masks[shard] + 1
        if room * 8 < size <= room * 8 + 8:  # just past five eighths full
            self._crowded += self._is_crowded(size, room)
        return True

    def __contains__(self, key: bytes) -> bool:
        fingerprint = _fingerprint(key)
        shard = fingerprint & (SHARDS - 1)
        slots = self._shards[shard]
        return slots[_slot(slots, self._masks[shard], fingerprint)] != 0

    @property
    def crowded(self) -> bool:
        """Is a shard more than five eighths full (and, with ``most_slots``, as large as it may
        grow)? A set that may not grow thins then."""
        return self._crowded > 0

    def thin(self, round_: int) -> None:
        """Keep about half of the keys, in the same slots: those whose fingerprint has bit
        ``32 + round_ % 31`` set (a high bit, which no slot index reads; another one each
        round, so that a key is kept through ``n`` rounds about once in ``2 ** n``)."""
        for shard in range(SHARDS):
            self._refill(shard, self._masks[shard] + 1, 32 + round_ % 31)

    def _refill(self, shard: i64, slots: i64, bit: int) -> None:
        """Move every fingerprint of ``shard`` into ``slots`` new slots; with a ``bit`` from
        0, only those that have it set."""
        old, size = self._shards[shard], self._masks[shard] + 1
        self._crowded -= self._is_crowded(size, self._rooms[shard])
        self._held -= size * 3 // 4 - self._rooms[shard]
        fresh = _empty(slots)
        held: i64 = 0
        for slot in range(size):
            fingerprint = old[slot]
            if fingerprint and (bit < 0 or (fingerprint >> bit) & 1):
                fresh[_slot(fresh, slots - 1, fingerprint)] = fingerprint
                held += 1
        self._shards[shard] = fresh
        self._masks[shard] = slots - 1
        self._rooms[shard] = slots * 3 // 4 - held
        self._held += held
        self._slot_count += slots - size
        self._crowded += self._is_crowded(slots, self._rooms[shard])

    def _is_crowded(self, slots: i64, room: i64) -> i64:
        """1 if a shard of ``slots`` slots with ``room`` left is more than five eighths full
        and as large as it may grow, else 0."""
        return 1 if room * 8 < slots and slots >= self._most_each else 0


def _empty(slots: i64) -> vec[i64]:
    return vec[i64](itertools.repeat(0, slots))


def _slot(slots: vec[i64], mask: i64, fingerprint: i64) -> i64:
    """The slot of ``slots`` that holds ``fingerprint``, or the empty slot where it would go."""
    slot = (fingerprint >> SHARD_BITS) & mask
    while found := slots[slot]:
        if found == fingerprint:
            break
        slot = (slot + 1) & mask
    return slot


def _fingerprint(key: bytes) -> i64:
    """63 bits of the key's hash (1 for the one key in 2**63 whose bits are all 0)."""
    hashed: i64 = hash(key)
    fingerprint = hashed & 0x7FFF_FFFF_FFFF_FFFF
    return fingerprint if fingerprint else 1
