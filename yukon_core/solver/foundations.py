"""What the foundations allow, worked out once per foundation state and remembered.

For a state of the piles this finds: where each card would go home, which cards never need to
come back (the set *Z* of ``docs/solver.md``), which homeward moves are proven safe, which pile
tops are worth bringing back, and the piles' part of the canonical key.
"""

from __future__ import annotations

from typing import NamedTuple

from ..rules import RuleTable
from .basis import SafetyBasis

__all__ = ["FoundationView", "Foundations"]

_CACHE_LIMIT = 200_000


class FoundationView(NamedTuple):
    """``homes[c]``: the slot card ``c`` would go to now; ``safe``: the cards whose move home is
    proven safe; ``returns``: ``(card, slot)`` of pile tops whose return may be needed;
    ``key``: the piles up to interchangeable slots and twins; ``cards_home``: how many cards
    are home."""

    homes: dict[int, int]
    safe: frozenset[int]
    returns: tuple[tuple[int, int], ...]
    key: bytes
    cards_home: int


class Foundations:
    """Builds and caches the :class:`FoundationView` of each state of the piles."""

    def __init__(self, rules: RuleTable, basis: SafetyBasis, twin_table: bytes) -> None:
        self._rules = rules
        self._basis = basis
        self._twin_table = twin_table
        self._builders = tuple(frozenset(b) for b in rules.builders)
        self._slot_starters = tuple(
            tuple(c for c, slots in enumerate(rules.starts_foundation) if slot in slots)
            for slot in range(rules.layout.foundations)
        )
        self._cache: dict[tuple[bytes, ...], FoundationView] = {}

    def view(self, piles: tuple[bytes, ...]) -> FoundationView:
        found = self._cache.get(piles)
        if found is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            found = self._cache[piles] = self._build(piles)
        return found

    def _build(self, piles: tuple[bytes, ...]) -> FoundationView:
        rules = self._rules
        home = {card for pile in piles for card in pile}
        homes: dict[int, int] = {}
        for slot, pile in enumerate(piles):
            for card in rules.foundation_next[pile[-1]] if pile else self._slot_starters[slot]:
                if card not in home:
                    homes.setdefault(card, slot)
        proven = self._basis.proofs_apply
        settled = self.settled(piles, home) if proven else frozenset()
        safe = frozenset(
            card
            for card, slot in homes.items()
            if proven
            and self._builders[card] <= settled
            and self._pile_ready(piles, slot, card, settled)
        )
        returns = tuple(
            (pile[-1], slot)
            for slot, pile in enumerate(piles)
            if pile and rules.returns[pile[-1]] and pile[-1] not in settled
        )
        return FoundationView(homes, safe, returns, self._key(piles), len(home))

    def settled(self, piles: tuple[bytes, ...], home: set[int]) -> frozenset[int]:
        """The set *Z*: home cards that no winning line needs to bring back.

        A card that may never come back is in it; a card that may come back is in it, with all
        its twins, when all of them are home, every card that may be built on it is in the set,
        and so is the card under it on its pile. The largest such set, found by removing
        offenders until none is left.
        """
        returns, copies = self._rules.returns, self._basis.copies
        below = {pile[i]: pile[i - 1] if i else None for pile in piles for i in range(len(pile))}
        settled = {card for card in home if not returns[card]}
        candidates = {
            card for card in home if returns[card] and all(c in home for c in copies[card])
        }
        settled |= candidates
        changed = True
        while changed:
            changed = False
            for card in candidates & settled:
                under = below[card]
                if not self._builders[card] <= settled or (
                    under is not None and under not in settled
                ):
                    settled -= set(copies[card])
                    changed = True
        return frozenset(settled)

    def _pile_ready(
        self, piles: tuple[bytes, ...], slot: int, card: int, settled: frozenset[int]
    ) -> bool:
        """Is ``card``'s pile settled, with a settled pile of the same kind for each twin still
        out?"""
        pile = piles[slot]
        if not pile:
            return True
        twin = self._basis.twin
        kind = twin[pile[-1]]
        if pile[-1] not in settled:
            return False
        ready = sum(1 for p in piles if p and twin[p[-1]] == kind and p[-1] in settled)
        out = sum(1 for c in self._basis.copies[card] if not any(c in p for p in piles))
        return ready >= out

    def _key(self, piles: tuple[bytes, ...]) -> bytes:
        return b"\xfe" + b"\xfe".join(
            b"\xfd".join(sorted(piles[slot].translate(self._twin_table) for slot in family))
            for family in self._basis.families
        )
