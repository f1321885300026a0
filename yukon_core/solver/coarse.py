"""Coarse classes: positions up to flips and up to which float lies on which card of a kind whose
two cards both hold one.

A kind of two cards is *both-held* when each of its cards holds a float. The coarse key cuts
the columns as the class key of ``flips.py`` does and also after both cards of every both-held
kind, so a *coarse class* is every way of hanging its pieces back. Unlike a class up to flips,
its members need not be equally winnable, and some are not reached by any line of play; a search
over coarse classes still proves losses if it follows the moves of *every* member
(``docs/solver.md``, "Coarse classes"). The member in hand and its flips already make all of them
but a few: a move onto the top of the mover's own column that another member has hung elsewhere,
and a card bare only in members whose flips the one in hand cannot make. :meth:`Coarse.above`
shows where no member makes such a move; :meth:`Coarse.members` hangs the pieces of some kinds
in other ways to find one that does.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from .board import Columns
from .flips import CUT, Flips

__all__ = ["CHANGED", "COARSE", "LOCAL", "Coarse", "Spoiled"]

COARSE = 0xFC
"""The byte before a piece cut off a card of a both-held kind, and the first byte of every coarse
key (so a coarse key never equals a class key or a position key: theirs begin with a column's
count of face-down cards). Card ids and counts stay below it (``board.MAX_CARDS``)."""

LOCAL = 8
"""At most how many kinds :meth:`Coarse.members` hangs the pieces of in every way."""

CHANGED = 3
"""How many kinds at most :meth:`Coarse.members` changes where there are more than
:data:`LOCAL`."""


class Spoiled(Exception):
    """A coarse search cannot go on as a proof: a move some member may make was not found, or it
    reached all cards home through a member no line of play reaches."""


class Coarse:
    """Coarse keys and the members of coarse classes over the kinds of ``flips``."""

    def __init__(self, flips: Flips) -> None:
        self.flips = flips

    def key(self, columns: Columns, piles_key: bytes) -> bytes:
        """The coarse key: the class key, also cutting after both cards of a both-held kind (the
        piece after the byte ``0xfc`` and the lower card of its kind), after the byte ``0xfc``."""
        flips = self.flips
        partner = flips.partner
        reads = [flips.reading(column) for column in columns]
        bare: set[int] = set()
        held: set[int] = set()
        for read in reads:
            if read[0] >= 0:
                bare.add(read[0])
            for card, _ in read[1]:
                held.add(card)
        marked = bare | held
        parts: list[bytes] = []
        for column, (_, cards, partners) in zip(columns, reads, strict=True):
            if partners.isdisjoint(marked):
                parts.append(column)
                continue
            head = b""
            begin = 0
            for card, at in cards:
                other = partner[card]
                if other in bare:
                    label = CUT
                elif other in held:
                    label = COARSE
                else:
                    continue
                parts.append(head + column[begin : at + 1])
                head = bytes((label, min(card, other)))
                begin = at + 1
            parts.append(head + column[begin:])
        return b"\xfc" + b"\xff".join(sorted(parts)) + b"\xfe\xfe" + piles_key

    def cuts(self, columns: Columns) -> tuple[set[int], dict[int, int]]:
        """The cards that hold a float, and the cards after which the coarse key cuts (the card
        holding a float of a flippable or both-held kind), each with its column."""
        flips = self.flips
        partner = flips.partner
        holding: dict[int, int] = {}
        bare: set[int] = set()
        for index, column in enumerate(columns):
            read = flips.reading(column)
            if read[0] >= 0:
                bare.add(read[0])
            for card, _ in read[1]:
                holding[card] = index
        cut = {
            card: index
            for card, index in holding.items()
            if partner[card] in bare or partner[card] in holding
        }
        return set(holding), cut

    def members(self, columns: Columns, index: int, below: int) -> tuple[Iterator[Columns], bool]:
        """Members of the class that differ from ``columns`` only in where the pieces of some
        kinds hang, fewest kinds changed first, and whether they are all that column ``index``
        can take from index ``below`` up. Take the columns reached from it through kinds with a
        card in each: where their kinds are at most :data:`LOCAL`, every way of hanging them (no
        other piece can hang in those columns); else, where the column from some card up holds
        both cards of every kind cut there (:meth:`_floor`) and they are at most :data:`LOCAL`,
        every way of hanging those; else those changing up to :data:`CHANGED` of the kinds
        reached."""
        partner = self.flips.partner
        cut = self.cuts(columns)[1]
        bases, hung = self.pieces(columns, cut)
        column_of = {
            card: at
            for at, column in enumerate(columns)
            for card in column[column[0] + 1 :]
            if card in cut or partner[card] in cut
        }

        def kinds_of(at: int) -> set[int]:
            return {min(card, partner[card]) for card, home in column_of.items() if home == at}

        reached, kinds, waiting = {index}, kinds_of(index), [index]
        while waiting:
            for card in kinds_of(waiting.pop()):
                for at in (column_of[card], column_of[partner[card]]):
                    if at not in reached:
                        reached.add(at)
                        kinds |= kinds_of(at)
                        waiting.append(at)
        every = len(kinds) <= LOCAL
        if not every:
            column = columns[index]
            low = self._floor(column, below, cut)
            region = {min(card, partner[card]) for card in column[low:] if card in cut}
            if partner[column[-1]] in cut:
                region.add(min(column[-1], partner[column[-1]]))
            every = low > 0 and len(region) <= LOCAL
            if every:
                kinds = region
        sizes = range(1, len(kinds) + 1 if every else CHANGED + 1)

        def hang() -> Iterator[Columns]:
            for size in sizes:
                for changed in itertools.combinations(sorted(kinds), size):
                    placed = dict(hung)
                    for card in changed:
                        other = partner[card]
                        placed[card], placed[other] = hung.get(other, b""), hung.get(card, b"")
                    member = self._assemble(bases, placed, len(hung))
                    if member is not None:
                        yield member

        return hang(), every

    @staticmethod
    def pieces(columns: Columns, cut: dict[int, int]) -> tuple[list[bytes], dict[int, bytes]]:
        """The columns cut after every card of ``cut``: the first piece of each column, and each
        other piece by the card it lies on."""
        hung: dict[int, bytes] = {}
        bases: list[bytes] = []
        for column in columns:
            begin, last = 0, -1
            for at in range(column[0] + 1, len(column)):
                if column[at] in cut:
                    if last < 0:
                        bases.append(column[: at + 1])
                    else:
                        hung[last] = column[begin : at + 1]
                    begin, last = at + 1, column[at]
            if last < 0:
                bases.append(column)
            else:
                hung[last] = column[begin:]
        return bases, hung

    def above(self, columns: Columns, seed: int, card: int) -> bool:
        """Whether ``card`` lies in the piece of ``seed`` or above it in every member: no chain
        of cards its piece may lie on, the cards their pieces may lie on, and so on, reaches the
        first piece of a column without passing through the piece of ``seed``."""
        partner = self.flips.partner
        bases, hung = self.pieces(columns, self.cuts(columns)[1])
        piece_of: dict[int, int] = {}
        for index, base in enumerate(bases):
            piece_of.update(dict.fromkeys(base[base[0] + 1 :], -1 - index))
        for holder, piece in hung.items():
            piece_of.update(dict.fromkeys(piece, holder))
        held = piece_of[seed]
        free = {-1 - index for index in range(len(bases))} - {held}
        grew = True
        while grew:
            grew = False
            for holder in hung:
                if (
                    holder != held
                    and holder not in free
                    and (piece_of[holder] in free or piece_of.get(partner[holder], held) in free)
                ):
                    free.add(holder)
                    grew = True
        return piece_of[card] not in free

    def _floor(self, column: bytes, below: int, cut: dict[int, int]) -> int:
        """The highest index up to ``below`` from which every cut of ``column`` has the other
        card of its kind in the column from there up too, or ``0``: the pieces from there up
        hang only on cards of the column from there up, in every member."""
        partner = self.flips.partner
        for low in range(below, column[0], -1):
            if all(column.find(partner[card], low) >= 0 for card in column[low:] if card in cut):
                return low
        return 0

    @staticmethod
    def _assemble(bases: list[bytes], placed: dict[int, bytes], pieces: int) -> Columns | None:
        """Each first piece of a column with the pieces hung on it in turn; ``None`` where some
        piece is left over (it would hang in a cycle)."""
        columns: list[bytes] = []
        for column in bases:
            while len(column) > column[0] + 1 and (piece := placed.get(column[-1], b"")):
                column += piece
                pieces -= 1
            columns.append(column)
        return tuple(columns) if pieces == 0 else None
