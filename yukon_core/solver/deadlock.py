"""A relaxation that proves some positions lost.

Forget that cards compete for places and that a place, once free, may be filled again: ask only
which events can *ever* happen. Each event needs others to have happened first:

* card ``x`` is *bared* (the top of its column) — it is already, or the card lying on it now
  leaves;
* card ``y`` *leaves* the card it lies on — it is face up or gets bared, and some card it may go
  on gets bared, or an empty column appears and ``y`` may head one, or ``y`` goes home;
* card ``x`` *goes home* — it gets bared and a card it may follow at home goes home (or it may
  start a foundation);
* an *empty column* appears — one is empty, or the bottom card of one leaves.

A card ``y`` may go on a card ``x`` that lies above it in its column only once one of the cards
between them, or ``x`` itself, has left (before, ``x`` moves with ``y``).

A card at home counts as home, and as possibly bared when it may come back. Every event of a real
line has its first occurrence after those it needs, so whatever the least fixed point of these
rules does not reach cannot happen in play: if some card can never go home, the position is lost.
"""

from __future__ import annotations

import itertools

from ..rules import RuleTable
from .board import Columns, Piles

__all__ = ["Relaxation"]


class Relaxation:
    """The "can it ever happen" closure over the tables of one rule table."""

    def __init__(self, rules: RuleTable) -> None:
        self._onto = tuple(frozenset(t) for t in rules.onto)
        self._heads = rules.heads_empty
        self._returns = rules.returns
        self._starts = tuple(bool(s) for s in rules.starts_foundation)
        preds: list[set[int]] = [set() for _ in rules.cards]
        for top, following in enumerate(rules.foundation_next):
            for card in following:
                preds[card].add(top)
        self._preds = tuple(frozenset(p) for p in preds)
        self._follow = tuple(tuple(f) for f in rules.foundation_next)

    def lost(self, columns: Columns, piles: Piles) -> bool:
        """Can some card provably never go home from this position?"""
        home = {card for pile in piles for card in pile}
        bared = {card for card in home if self._returns[card]}
        leaves: set[int] = set()
        above: dict[int, int] = {}
        face_up: set[int] = set()
        screens: dict[int, dict[int, bytes]] = {}
        pending: list[int] = []
        bottoms = []
        empty = False
        for column in columns:
            if len(column) == 1:
                empty = True
                continue
            bottoms.append(column[1])
            above.update(itertools.pairwise(column[1:]))
            face_up.update(column[column[0] + 1 :])
            bared.add(column[-1])
            pending.extend(reversed(column[1:]))
            self._screen(column, screens)
        onto, heads, starts, preds = self._onto, self._heads, self._starts, self._preds
        changed = True
        while changed:
            changed = False
            if not empty and not leaves.isdisjoint(bottoms):
                empty = changed = True
            still = []
            for card in pending:
                if card not in bared and above.get(card) in leaves:
                    bared.add(card)
                    changed = True
                if (
                    card in bared
                    and card not in home
                    and (starts[card] or not home.isdisjoint(preds[card]))
                ):
                    self._send_home(card, home, bared)
                    changed = True
                if (
                    card not in leaves
                    and (card in face_up or card in bared)
                    and (
                        card in home
                        or (empty and heads[card])
                        or (
                            not bared.isdisjoint(onto[card])
                            if card not in screens
                            else _parent_bared(onto[card], bared, leaves, screens[card])
                        )
                    )
                ):
                    leaves.add(card)
                    changed = True
                if card not in leaves or card not in home:
                    still.append(card)
            pending = still
        return bool(pending)

    def _screen(self, column: bytes, screens: dict[int, dict[int, bytes]]) -> None:
        """Note, for each face-up card of ``column``, the cards above it that it may go on, each
        with the cards from just above it up to that one."""
        onto = self._onto
        for index in range(column[0] + 1, len(column) - 1):
            card = column[index]
            for upper in range(index + 1, len(column)):
                if column[upper] in onto[card]:
                    screens.setdefault(card, {})[column[upper]] = column[index + 1 : upper + 1]

    def _send_home(self, card: int, home: set[int], bared: set[int]) -> None:
        """``card`` goes home, and after it every bared card that may follow, in a chain."""
        chain = [card]
        while chain:
            done = chain.pop()
            home.add(done)
            chain.extend(c for c in self._follow[done] if c in bared and c not in home)


def _parent_bared(
    parents: frozenset[int], bared: set[int], leaves: set[int], screens: dict[int, bytes]
) -> bool:
    """Is one of ``parents`` bared and free of the card: not above it, or parted from it by a
    card that left?"""
    return any(
        parent not in screens or not leaves.isdisjoint(screens[parent])
        for parent in parents
        if parent in bared
    )
