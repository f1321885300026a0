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

Where the layout has other piles (the optional arguments of :meth:`Relaxation.lost`), a reserve
pile — and the waste once no pass is left — is read as a column whose cards under its top are
face down and whose bottom card leaving empties no column; the cards of the stock, of the cells
and of a waste that will be turned over again lie on nothing and are each bared at some time;
cards may go on any card once it is bared (it may reach a column); a card that may enter a cell
may always leave.

Where face-down cards lie between face-up ones, the face-up cards under a face-down card may
leave (with it on them) once it is bared, and not before.

A card at home counts as home, and as possibly bared when it may come back. Every event of a real
line has its first occurrence after those it needs, so whatever the least fixed point of these
rules does not reach cannot happen in play: if some card can never go home, the position is lost.

The search asks this about nearly every position it expands, so it works on bit masks of cards,
and remembers what it read off each column and each state of the piles (a child differs from its
parent in a column or two).
"""

from __future__ import annotations

from typing import final

from ..rules import RuleTable
from .board import BURIED_UP, Columns, Piles

__all__ = ["Relaxation"]

CACHE_SIZE = 1 << 14
"""Columns (and states of the piles) remembered; the memo is emptied when it is full."""


@final
class _Link:
    """A card of a column: its bit, the bit of the card under it (0 at the bottom), the mask
    of the cards that may go on that one, and that of the face-up cards its turning frees (where
    it is a face-down card lying on face-up ones)."""

    __slots__ = ("beneath", "bit", "frees", "on_beneath")

    def __init__(self, bit: int, beneath: int, on_beneath: int, frees: int = 0) -> None:
        self.bit = bit
        self.beneath = beneath
        self.on_beneath = on_beneath
        self.frees = frees


@final
class _Column:
    """What a column gives: its cards' links, top first; the mask of its cards, of its
    face-up cards and top, its top's bit, and the mask of the cards that may go on its top."""

    __slots__ = ("cards", "face_up", "links", "on_top", "top")

    def __init__(
        self,
        links: tuple[_Link, ...],
        cards: int,
        face_up: int,
        top: int,
        on_top: int,
    ) -> None:
        self.links = links
        self.cards = cards
        self.face_up = face_up
        self.top = top
        self.on_top = on_top


_Piles = tuple[int, int, int, int]
"""What the piles give: the mask of home cards, of cards that may go home next (or start a
pile), of home cards that may come back, and of the cards that may go on those."""


class Relaxation:
    """The "can it ever happen" closure over the tables of one rule table."""

    def __init__(self, rules: RuleTable) -> None:
        count = len(rules.cards)
        self._bit = tuple(1 << card for card in range(count))
        fitting = [0] * count
        for card, targets in enumerate(rules.onto):
            for target in targets:
                fitting[target] |= 1 << card
        self._fitting = tuple(fitting)
        self._following = tuple(
            sum(1 << after for after in set(following)) for following in rules.foundation_next
        )
        self._starts = sum(1 << card for card in range(count) if rules.starts_foundation[card])
        self._heads = sum(1 << card for card in range(count) if rules.heads_empty[card])
        self._returns = sum(1 << card for card in range(count) if rules.returns[card])
        self._nothing = 1 << count
        self._mixed = rules.layout.mixed_faces
        self._columns: dict[bytes, _Column] = {}
        self._chains: dict[bytes, _Column] = {}
        self._piles: dict[Piles, _Piles] = {}

    def lost(
        self,
        columns: Columns,
        foundations: Piles,
        chains: tuple[bytes, ...] = (),
        loose: int = 0,
        cellable: int = 0,
    ) -> bool:
        """Can some card provably never go home from this position of columns and foundations?

        Where other piles hold cards too: ``chains`` are piles whose top card alone may be
        picked up (reserves; the waste once no pass is left), read as columns whose cards under
        the top are face down and whose bottom card leaving empties no column. ``loose`` is the
        mask of cards that lie on nothing and will each be bared at some time (the stock's, the
        cells', the waste's while a pass is left), and ``cellable`` that of the cards that may
        go to a cell (where the layout has cells: a card may leave for one). A card of any pile
        may reach a column and take cards on it, so cards may go on each as soon as it is
        bared."""
        home, follows, bared, fits = self._piles.get(foundations) or self._read_piles(foundations)
        tableau = usable = loose
        bared |= loose
        rest = loose
        while rest:
            low = rest & -rest
            fits |= self._fitting[low.bit_length() - 1]
            rest ^= low
        reads: list[_Column] = []
        heads = 0
        for column in columns:
            if len(column) == 1:
                heads = self._heads
                continue
            read = self._columns.get(column) or self._read_column(column)
            reads.append(read)
            tableau |= read.cards
            usable |= read.face_up
            bared |= read.top
            fits |= read.on_top
        for chain in chains:
            if chain:
                read = self._chains.get(chain) or self._read_chain(chain)
                reads.append(read)
                tableau |= read.cards
                usable |= read.top
                bared |= read.top
                fits |= read.on_top
        return self._closure(reads, tableau, usable, home, follows, bared, fits, heads, cellable)

    def _closure(
        self,
        reads: list[_Column],
        tableau: int,
        usable: int,
        home: int,
        follows: int,
        bared: int,
        fits: int,
        heads: int,
        cellable: int,
    ) -> bool:
        """The least fixed point from these events; is some card of ``tableau`` never home?

        Events as masks: ``bared``, ``gone`` (left the card it lies on), ``home``; ``fits`` the
        cards that may go on a bared card, ``follows`` those that may go home on a home card.
        A card's entry in a table is found by its bit's length."""
        following = self._following
        gone = 0
        while True:
            arriving = bared & tableau & ~home & follows
            while arriving:
                home |= arriving
                while arriving:
                    low = arriving & -arriving
                    follows |= following[low.bit_length() - 1]
                    arriving ^= low
                arriving = bared & tableau & ~home & follows
            leaving = tableau & usable & ~gone & (home | heads | fits | cellable)
            if not leaving:
                return tableau & ~home != 0
            gone |= leaving
            for read in reads:
                mine = leaving & read.cards
                if not mine:
                    continue
                for link in read.links:
                    if not mine & link.bit:
                        continue
                    mine ^= link.bit
                    beneath = link.beneath
                    if not beneath:
                        heads = self._heads  # a bottom card left: a column can be emptied
                    elif not bared & beneath:
                        bared |= beneath
                        usable |= beneath | link.frees
                        fits |= link.on_beneath
                        if beneath & tableau & ~gone & (home | heads | fits | cellable):
                            gone |= beneath  # bared, it may leave at once: the next link
                            mine |= beneath
                    if not mine:
                        break

    def _read_column(self, column: bytes) -> _Column:
        """A column's links; where face-down cards lie between face-up ones (a card under the
        top run written plus ``BURIED_UP``), the face-up cards under a face-down one are freed
        when it is bared, to leave with it."""
        if len(self._columns) >= CACHE_SIZE:
            self._columns.clear()
        fitting = self._fitting
        links: list[_Link] = []
        cards = 0
        beneath = under = 0
        count = column[0]
        run = frees = 0  # the face-up cards lying together under the next face-down card
        for at in range(1, len(column)):
            card = column[at]
            up_under = self._mixed and at <= count and card >= BURIED_UP
            if up_under:
                card -= BURIED_UP
            bit = self._bit[card]
            links.append(_Link(bit, beneath, fitting[under] if beneath else 0, frees))
            beneath, under = bit, card
            cards |= bit
            frees = 0
            if up_under:
                run |= bit
            elif at <= count:  # face down: turned, it frees the run under it
                frees, run = run, 0
        face_up = beneath
        for card in column[count + 1 :]:
            face_up |= self._bit[card]
        entry = self._columns[column] = _Column(
            tuple(reversed(links)), cards, face_up, beneath, fitting[under]
        )
        return entry

    def _read_chain(self, pile: bytes) -> _Column:
        """A pile whose top alone may be picked up, read as a column with every card under the
        top face down, whose bottom card lies on a card that is no card (bit ``1 << count``, in
        no mask of cards), so its leaving empties no column."""
        if len(self._chains) >= CACHE_SIZE:
            self._chains.clear()
        fitting = self._fitting
        links: list[_Link] = []
        cards = 0
        beneath, under = self._nothing, -1
        for card in pile:
            bit = self._bit[card]
            links.append(_Link(bit, beneath, fitting[under] if under >= 0 else 0))
            beneath, under = bit, card
            cards |= bit
        entry = self._chains[pile] = _Column(
            tuple(reversed(links)), cards, beneath, beneath, fitting[under]
        )
        return entry

    def _read_piles(self, piles: Piles) -> _Piles:
        if len(self._piles) >= CACHE_SIZE:
            self._piles.clear()
        home = 0
        follows = self._starts
        for pile in piles:
            for card in pile:
                home |= self._bit[card]
                follows |= self._following[card]
        back = home & self._returns
        fits = 0
        rest = back
        while rest:
            low = rest & -rest
            fits |= self._fitting[low.bit_length() - 1]
            rest ^= low
        entry = self._piles[piles] = (home, follows, back, fits)
        return entry
