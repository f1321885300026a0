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
may always leave, once a cell is free: where every cell holds a card, only after one of those
cards has left (before a card enters a cell, one must be emptied, and a cell's card leaves only
for a column or home).

Where face-down cards lie between face-up ones, the face-up cards under a face-down card may
leave (with it on them) once it is bared, and not before.

Where the foundations take whole suits, a card goes home only in a suit lying King to Ace on a
column, so *goes home* is read differently:

* card ``y`` is *seated* (lies on the card it lies on in a whole suit: its suit's next rank up,
  either copy) — it does now, or it is face up or bared and such a card it may go on is bared;
  a loose card but a cell's counts as seated (a stock dealt in rows may put one anywhere; for
  the others it only allows more), while a cell's card must go onto a seat like any other;
* a *King goes home* — it is face up or bared, every lower rank of its suit has a copy home or
  seated, and one of its suit's Aces is home or bared; a King going home leaves the card it
  lies on (the others of the suit leave only their seats, which go with them).

There the position is lost if some card out never gets seated (a King: never goes home) or
some Ace out is never bared.

A card at home counts as home, and as possibly bared when it may come back. Every event of a real
line has its first occurrence after those it needs, so whatever the least fixed point of these
rules does not reach cannot happen in play: if some card can never go home, the position is lost.

The search asks this about nearly every position it expands, so it works on bit masks of cards,
each held as two words (the first deck's cards and the others') so that two decks' masks stay
machine words, and remembers what it read off each column, each state of the piles and each set of
loose cards (a child differs from its parent in a column or two).
"""

from __future__ import annotations

from typing import final

from ..cards import CARDS_PER_DECK
from ..layout import FoundationKind
from ..rules import RuleTable
from .board import BURIED_UP, Columns, Piles

__all__ = ["Relaxation"]

CACHE_SIZE = 1 << 14
"""Columns (and states of the piles, sets of loose cards) remembered; a memo is emptied when it is
full."""

WORD = CARDS_PER_DECK
"""The bits of a mask's low word, the first deck's cards; its high word holds the others (card
``c`` at bit ``c - WORD``). A mask of two decks is so two small integers, each an operation of
a machine word once compiled, where one integer of 104 bits would be a long integer, built anew
by every operation (it made a question forty times as slow as on one deck)."""

LOW = (1 << WORD) - 1

_Words = tuple[int, int]
"""A mask as its low and its high word."""


def _words(mask: int) -> _Words:
    return mask & LOW, mask >> WORD


@final
class _Link:
    """A card of a column: its bit, the bit of the card under it (0 at the bottom), the masks
    of the cards that may go on that one and may be seated there, and that of the face-up
    cards its turning frees (where it is a face-down card lying on face-up ones); each as its
    two words."""

    __slots__ = (
        "beneath_high", "beneath_low", "bit_high", "bit_low", "frees_high", "frees_low",
        "on_high", "on_low", "seats_high", "seats_low",
    )  # fmt: skip

    def __init__(
        self, bit: int, beneath: int, on_beneath: int, seats_beneath: int, frees: int = 0
    ) -> None:
        self.bit_low, self.bit_high = _words(bit)
        self.beneath_low, self.beneath_high = _words(beneath)
        self.on_low, self.on_high = _words(on_beneath)
        self.seats_low, self.seats_high = _words(seats_beneath)
        self.frees_low, self.frees_high = _words(frees)


@final
class _Column:
    """What a column gives: its cards' links, top first; the mask of its cards, of its
    face-up cards and top, its top's bit, the masks of the cards that may go on its top and
    may be seated there, and that of its cards seated already (whole-suit foundations); each
    mask as its two words."""

    __slots__ = (
        "cards_high", "cards_low", "face_up_high", "face_up_low", "links", "on_top_high",
        "on_top_low", "seated_high", "seated_low", "seats_top_high", "seats_top_low",
        "top_high", "top_low",
    )  # fmt: skip

    def __init__(
        self,
        links: tuple[_Link, ...],
        cards: int,
        face_up: int,
        top: int,
        on_top: int,
        seats_top: int,
        seated: int,
    ) -> None:
        self.links = links
        self.cards_low, self.cards_high = _words(cards)
        self.face_up_low, self.face_up_high = _words(face_up)
        self.top_low, self.top_high = _words(top)
        self.on_top_low, self.on_top_high = _words(on_top)
        self.seats_top_low, self.seats_top_high = _words(seats_top)
        self.seated_low, self.seated_high = _words(seated)


_Piles = tuple[int, int, int, int, int, int, int, int, int, int]
"""What the piles give, each mask as its two words: the mask of home cards, of cards that may go
home next (or start a pile), of home cards that may come back, and of the cards that may go on
those and may be seated on them."""


def _suit_masks(rules: RuleTable, suit: int) -> tuple[int, int, int, int, int]:
    """A suit's Kings and its Aces, of every deck (each as two words), and its cards from the
    Ace to the Queen in the first deck (a card's copy in deck ``d`` is the card ``d *
    CARDS_PER_DECK`` further on)."""
    kings = aces = lower = 0
    for card, face in enumerate(rules.cards):
        if face.suit == suit:
            if face.rank == 13:
                kings |= 1 << card
            elif face.rank == 1:
                aces |= 1 << card
            if face.rank < 13 and card < CARDS_PER_DECK:
                lower |= 1 << card
    return kings & LOW, kings >> WORD, aces & LOW, aces >> WORD, lower


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
        self._following_words = tuple(_words(mask) for mask in self._following)
        self._starts = sum(1 << card for card in range(count) if rules.starts_foundation[card])
        self._heads = _words(sum(1 << card for card in range(count) if rules.heads_empty[card]))
        self._returns = sum(1 << card for card in range(count) if rules.returns[card])
        self._nothing = 1 << count
        self._whole_suits = rules.layout.foundation_kind is FoundationKind.SUIT
        seat = [0] * count  # the cards each card lies on in a whole suit: its suit's next rank
        for card, face in enumerate(rules.cards):
            for under, other in enumerate(rules.cards):
                if other.suit == face.suit and other.rank == face.rank + 1:
                    seat[card] |= 1 << under
        self._seat = tuple(seat)
        seating = [0] * count  # the cards that may be built on a card and sit there so
        for card, targets in enumerate(rules.onto):
            for target in targets:
                if seat[card] >> target & 1:
                    seating[target] |= 1 << card
        self._seating = tuple(seating)
        self._kings = _words(sum(1 << c for c, face in enumerate(rules.cards) if face.rank == 13))
        self._aces = _words(sum(1 << c for c, face in enumerate(rules.cards) if face.rank == 1))
        self._copies = tuple(range(0, count - WORD, CARDS_PER_DECK))
        """How far each further deck's cards lie in the high word from their first deck's
        copies."""
        self._suits = tuple(
            _suit_masks(rules, suit) for suit in sorted({face.suit for face in rules.cards})
        )
        self._mixed = rules.layout.mixed_faces
        self._columns: dict[bytes, _Column] = {}
        self._chains: dict[bytes, _Column] = {}
        self._piles: dict[Piles, _Piles] = {}
        self._loose: dict[int, tuple[int, int, int, int]] = {}

    def lost(
        self,
        columns: Columns,
        foundations: Piles,
        chains: tuple[bytes, ...] = (),
        loose: int = 0,
        cellable: int = 0,
        held: int = 0,
        cells_full: bool = False,
    ) -> bool:
        """Can some card provably never go home from this position of columns and foundations?

        Where other piles hold cards too: ``chains`` are piles whose top card alone may be
        picked up (reserves; the waste once no pass is left), read as columns whose cards under
        the top are face down and whose bottom card leaving empties no column. ``loose`` is the
        mask of cards that lie on nothing and will each be bared at some time (the stock's, the
        cells', the waste's while a pass is left), and ``cellable`` that of the cards that may
        go to a cell (where the layout has cells: a card may leave for one). ``held`` is the mask
        of the cards of the cells (loose too), and ``cells_full`` whether every cell holds one:
        no card may then leave for a cell before one of them has left. A card of any pile may
        reach a column and take cards on it, so cards may go on each as soon as it is bared."""
        piles = self._piles.get(foundations) or self._read_piles(foundations)
        (
            home_low, home_high, follows_low, follows_high, bared_low, bared_high,
            fits_low, fits_high, seats_low, seats_high,
        ) = piles  # fmt: skip
        tableau_low = usable_low = loose & LOW
        tableau_high = usable_high = loose >> WORD
        bared_low |= tableau_low
        bared_high |= tableau_high
        seated = loose & ~held  # a cell's card is seated only once it goes onto a seat
        seated_low, seated_high = seated & LOW, seated >> WORD
        if loose:
            on_low, on_high, seat_low, seat_high = self._loose.get(loose) or self._read_loose(loose)
            fits_low |= on_low
            fits_high |= on_high
            seats_low |= seat_low
            seats_high |= seat_high
        reads: list[_Column] = []
        heads_low = heads_high = 0
        for column in columns:
            if len(column) == 1:
                heads_low, heads_high = self._heads
                continue
            reads.append(self._columns.get(column) or self._read_column(column))
        for chain in chains:
            if chain:  # read as a column whose top alone is face up, none seated
                reads.append(self._chains.get(chain) or self._read_chain(chain))
        for read in reads:
            tableau_low |= read.cards_low
            tableau_high |= read.cards_high
            usable_low |= read.face_up_low
            usable_high |= read.face_up_high
            bared_low |= read.top_low
            bared_high |= read.top_high
            fits_low |= read.on_top_low
            fits_high |= read.on_top_high
            seats_low |= read.seats_top_low
            seats_high |= read.seats_top_high
            seated_low |= read.seated_low
            seated_high |= read.seated_high
        celled = held if cells_full else 0
        return self._closure(
            reads, tableau_low, tableau_high, usable_low, usable_high, home_low, home_high,
            follows_low, follows_high, bared_low, bared_high, fits_low, fits_high, heads_low,
            heads_high, cellable & LOW, cellable >> WORD, celled & LOW, celled >> WORD,
            seats_low, seats_high, seated_low, seated_high,
        )  # fmt: skip

    def _closure(
        self,
        reads: list[_Column],
        tableau_low: int,
        tableau_high: int,
        usable_low: int,
        usable_high: int,
        home_low: int,
        home_high: int,
        follows_low: int,
        follows_high: int,
        bared_low: int,
        bared_high: int,
        fits_low: int,
        fits_high: int,
        heads_low: int,
        heads_high: int,
        cellable_low: int,
        cellable_high: int,
        celled_low: int,
        celled_high: int,
        seats_low: int,
        seats_high: int,
        seated_low: int,
        seated_high: int,
    ) -> bool:
        """The least fixed point from these events; is some card of ``tableau`` never home?

        Events as masks, each as its two words: ``bared``, ``gone`` (left the card it lies on),
        ``home`` (with whole suits: ``seated``, and ``going`` for the Kings that may go home);
        ``fits`` the cards that may go on a bared card, ``seats`` those that may be seated on
        one, ``follows`` those that may go home on a home card; ``cellable`` the cards that may
        leave for a cell once one of ``celled`` has left (at once where that is ``0``). A
        card's entry in a table is found by its bit's length."""
        following = self._following_words
        suits = self._whole_suits
        gone_low = gone_high = 0
        free_low = free_high = 0
        if not celled_low | celled_high:
            free_low, free_high = cellable_low, cellable_high
        while True:
            if suits:
                seated_low |= usable_low & seats_low
                seated_high |= usable_high & seats_high
                going_low, going_high = self._kings_going(
                    seated_low | home_low,
                    seated_high | home_high,
                    bared_low | home_low,
                    bared_high | home_high,
                )
                going_low &= usable_low
                going_high &= usable_high
            else:
                arriving_low = bared_low & tableau_low & ~home_low & follows_low
                arriving_high = bared_high & tableau_high & ~home_high & follows_high
                while arriving_low | arriving_high:
                    home_low |= arriving_low
                    home_high |= arriving_high
                    while arriving_low:
                        low = arriving_low & -arriving_low
                        next_low, next_high = following[low.bit_length() - 1]
                        follows_low |= next_low
                        follows_high |= next_high
                        arriving_low ^= low
                    while arriving_high:
                        low = arriving_high & -arriving_high
                        next_low, next_high = following[WORD + low.bit_length() - 1]
                        follows_low |= next_low
                        follows_high |= next_high
                        arriving_high ^= low
                    arriving_low = bared_low & tableau_low & ~home_low & follows_low
                    arriving_high = bared_high & tableau_high & ~home_high & follows_high
                if not (tableau_low & ~home_low | tableau_high & ~home_high):
                    return False  # every card goes home: no event to come can change that
                going_low, going_high = home_low, home_high
            leaving_low = (
                tableau_low & usable_low & ~gone_low & (going_low | heads_low | fits_low | free_low)
            )
            leaving_high = (
                tableau_high
                & usable_high
                & ~gone_high
                & (going_high | heads_high | fits_high | free_high)
            )
            if not leaving_low | leaving_high:
                out_low = tableau_low & ~home_low
                out_high = tableau_high & ~home_high
                if suits:
                    kings_low, kings_high = self._kings
                    aces_low, aces_high = self._aces
                    return (
                        out_low & ~kings_low & ~seated_low
                        | out_low & kings_low & ~going_low
                        | out_low & aces_low & ~bared_low
                        | out_high & ~kings_high & ~seated_high
                        | out_high & kings_high & ~going_high
                        | out_high & aces_high & ~bared_high
                    ) != 0
                return out_low | out_high != 0
            gone_low |= leaving_low
            gone_high |= leaving_high
            if leaving_low & celled_low | leaving_high & celled_high:
                free_low, free_high = cellable_low, cellable_high
            for read in reads:
                mine_low = leaving_low & read.cards_low
                mine_high = leaving_high & read.cards_high
                if not mine_low | mine_high:
                    continue
                for link in read.links:
                    if not (mine_low & link.bit_low | mine_high & link.bit_high):
                        continue
                    mine_low ^= link.bit_low
                    mine_high ^= link.bit_high
                    beneath_low, beneath_high = link.beneath_low, link.beneath_high
                    if not beneath_low | beneath_high:
                        heads_low, heads_high = self._heads  # a bottom card left: a column empties
                    elif not (bared_low & beneath_low | bared_high & beneath_high):
                        bared_low |= beneath_low
                        bared_high |= beneath_high
                        usable_low |= beneath_low | link.frees_low
                        usable_high |= beneath_high | link.frees_high
                        fits_low |= link.on_low
                        fits_high |= link.on_high
                        seats_low |= link.seats_low
                        seats_high |= link.seats_high
                        if beneath_low & tableau_low & ~gone_low & (
                            going_low | heads_low | fits_low | free_low
                        ) | beneath_high & tableau_high & ~gone_high & (
                            going_high | heads_high | fits_high | free_high
                        ):
                            gone_low |= beneath_low  # bared, it may leave at once: the next link
                            gone_high |= beneath_high
                            mine_low |= beneath_low
                            mine_high |= beneath_high
                    if not mine_low | mine_high:
                        break

    def _read_column(self, column: bytes) -> _Column:
        """A column's links; where face-down cards lie between face-up ones (a card under the
        top run written plus ``BURIED_UP``), the face-up cards under a face-down one are freed
        when it is bared, to leave with it."""
        if len(self._columns) >= CACHE_SIZE:
            self._columns.clear()
        fitting, seating, seat = self._fitting, self._seating, self._seat
        links: list[_Link] = []
        cards = seated = 0
        beneath = under = 0
        count = column[0]
        run = frees = 0  # the face-up cards lying together under the next face-down card
        for at in range(1, len(column)):
            card = column[at]
            up_under = self._mixed and at <= count and card >= BURIED_UP
            if up_under:
                card -= BURIED_UP
            bit = self._bit[card]
            if beneath:
                links.append(_Link(bit, beneath, fitting[under], seating[under], frees))
                if seat[card] & beneath:
                    seated |= bit
            else:
                links.append(_Link(bit, 0, 0, 0, frees))
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
            tuple(reversed(links)), cards, face_up, beneath, fitting[under], seating[under], seated
        )
        return entry

    def _read_chain(self, pile: bytes) -> _Column:
        """A pile whose top alone may be picked up, read as a column with every card under the
        top face down, whose bottom card lies on a card that is no card (bit ``1 << count``, in
        no mask of cards), so its leaving empties no column."""
        if len(self._chains) >= CACHE_SIZE:
            self._chains.clear()
        fitting, seating = self._fitting, self._seating
        links: list[_Link] = []
        cards = 0
        beneath, under = self._nothing, -1
        for card in pile:
            bit = self._bit[card]
            if under >= 0:
                links.append(_Link(bit, beneath, fitting[under], seating[under]))
            else:
                links.append(_Link(bit, beneath, 0, 0))
            beneath, under = bit, card
            cards |= bit
        entry = self._chains[pile] = _Column(
            tuple(reversed(links)), cards, beneath, beneath, fitting[under], seating[under], 0
        )
        return entry

    def _taken_by(self, cards: int) -> tuple[int, int]:
        """The masks of the cards that may go on one of ``cards``, and of those that may be
        seated on one."""
        fits = seats = 0
        while cards:
            low = cards & -cards
            fits |= self._fitting[low.bit_length() - 1]
            seats |= self._seating[low.bit_length() - 1]
            cards ^= low
        return fits, seats

    def _read_loose(self, loose: int) -> tuple[int, int, int, int]:
        """The cards that may go on a loose card, and those that may be seated on one, as two
        words each (a stock's cards stay loose over many positions)."""
        if len(self._loose) >= CACHE_SIZE:
            self._loose.clear()
        fits, seats = self._taken_by(loose)
        entry = self._loose[loose] = (fits & LOW, fits >> WORD, seats & LOW, seats >> WORD)
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
        fits, seats = self._taken_by(back)
        entry = self._piles[piles] = (
            home & LOW, home >> WORD, follows & LOW, follows >> WORD, back & LOW, back >> WORD,
            fits & LOW, fits >> WORD, seats & LOW, seats >> WORD,
        )  # fmt: skip
        return entry

    def _kings_going(
        self, placed_low: int, placed_high: int, reached_low: int, reached_high: int
    ) -> _Words:
        """The Kings whose suit may go home: every lower rank has a copy in ``placed`` (home or
        seated) and an Ace is in ``reached`` (home or bared)."""
        folded = placed_low  # a card of the first deck, where it or a copy of it is placed
        for copies in self._copies:
            folded |= placed_high >> copies
        going_low = going_high = 0
        for kings_low, kings_high, aces_low, aces_high, lower in self._suits:
            if aces_low & reached_low | aces_high & reached_high and folded & lower == lower:
                going_low |= kings_low
                going_high |= kings_high
        return going_low, going_high
