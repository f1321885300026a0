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
                        card in home or (empty and heads[card]) or not bared.isdisjoint(onto[card])
                    )
                ):
                    leaves.add(card)
                    changed = True
                if card not in leaves or card not in home:
                    still.append(card)
            pending = still
        return bool(pending)

    def _send_home(self, card: int, home: set[int], bared: set[int]) -> None:
        """``card`` goes home, and after it every bared card that may follow, in a chain."""
        chain = [card]
        while chain:
            done = chain.pop()
            home.add(done)
            chain.extend(c for c in self._follow[done] if c in bared and c not in home)
