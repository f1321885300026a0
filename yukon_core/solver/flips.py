"""Positions up to flips: complete depth-first keeps one position of each class.

Two cards are *one kind* when exactly the same cards may be built on them. Take a kind of
exactly two cards, both face up, where one holds a *float* (the cards from one that fits it, on
it, to the top of its column) and the other is bare: unless the bare card lies in the float,
moving the float onto it is a legal move, and so is moving it back — a *flip*. The key of this
module writes each such float apart, as hanging on its kind, so positions that differ only by
flips share it; by (T) in ``docs/solver.md`` positions sharing it are connected by flips (up to
the order of columns), so they are equally winnable.

A search that keeps one position of a class must still follow the moves of every position of
it. :meth:`Flips.variants` gives the positions, each a few flips from the one in hand, and the
moves to take from each, that do so (the proof is in ``docs/solver.md``).
"""

from __future__ import annotations

from typing import final

from ..moves import Move
from ..rules import RuleTable
from .board import CUT, Columns, Joiner
from .expand import EngineMoves

__all__ = ["CUT", "Flips", "Host", "Variant"]

Host = tuple[int, int, int]
"""A flippable kind in a position: the column and byte index of the card holding the float, and
the column whose top is the bare card of its kind (the same column when the float holds it)."""


@final
class _Read:
    """A column read once: its top if it is a face-up card of a kind of two (else ``-1``) and
    that top's bit (else 0), the face-up cards of such kinds that a card fitting them lies on,
    with their indices, and the bits of the other cards of those cards' kinds; and the pieces
    it was last cut into, with the bits of the bare cards it was cut for (a child's columns are
    mostly its parent's, cut alike)."""

    __slots__ = ("cut_for", "held", "partners", "pieces", "top", "top_bit")

    def __init__(
        self, top: int, top_bit: int, held: tuple[tuple[int, int], ...], partners: int
    ) -> None:
        self.top = top
        self.top_bit = top_bit
        self.held = held
        self.partners = partners
        self.cut_for = 0
        self.pieces: list[bytes] = []


CACHE_SIZE = 1 << 14
"""Columns whose reading is remembered (a child differs from its parent in one or two)."""

Variant = tuple[Columns, tuple[Move, ...], int, int]
"""A position of the class, the flips that reach it, and which of its moves to take: with
``source < 0`` every move onto column ``column`` or home from it; with ``source >= 0`` the moves
from column ``source`` onto column ``column``."""


class Flips:
    """The kinds of two cards of one rule table, and the class keys and flips over them."""

    def __init__(self, rules: RuleTable, moves: EngineMoves) -> None:
        kinds: dict[frozenset[int], list[int]] = {}
        for card, builders in enumerate(rules.builders):
            if builders:
                kinds.setdefault(frozenset(builders), []).append(card)
        partner = [-1] * len(rules.cards)
        for cards in kinds.values():
            if len(cards) == 2:
                partner[cards[0]], partner[cards[1]] = cards[1], cards[0]
        self.partner = tuple(partner)
        self._moves = moves
        self._partner_bit = tuple(0 if p < 0 else 1 << p for p in partner)
        self._cut_head = tuple(
            bytes((CUT, min(c, p))) if p >= 0 else b"" for c, p in enumerate(partner)
        )
        self._fits = tuple(frozenset(builders) for builders in rules.builders)
        self._columns: dict[bytes, _Read] = {}
        self._joiner = Joiner(len(rules.cards))

    def hosts(self, columns: Columns) -> list[Host]:
        """Every kind of two face-up cards, one holding a float and the other bare."""
        partner = self.partner
        bare: dict[int, int] = {}
        bare_bits = 0
        holding: list[tuple[int, _Read]] = []
        for index, column in enumerate(columns):
            read = self._reading(column)
            if read.top >= 0:
                bare[read.top] = index
                bare_bits |= read.top_bit
            if read.held:
                holding.append((index, read))
        found: list[Host] = []
        for index, read in holding:
            if read.partners & bare_bits:
                found += [
                    (index, at, bare[partner[c]]) for c, at in read.held if partner[c] in bare
                ]
        return found

    def _reading(self, column: bytes) -> _Read:
        """The column read, remembered."""
        read = self._columns.get(column)
        if read is not None:
            return read
        if len(self._columns) >= CACHE_SIZE:
            self._columns.clear()
        partner, fits, bit = self.partner, self._fits, self._partner_bit
        size = len(column)
        top = column[-1] if size > column[0] + 1 and partner[column[-1]] >= 0 else -1
        held = tuple(
            (column[at], at)
            for at in range(column[0] + 1, size - 1)
            if partner[column[at]] >= 0 and column[at + 1] in fits[column[at]]
        )
        partners = 0
        for card, _ in held:
            partners |= bit[card]
        read = self._columns[column] = _Read(top, 0 if top < 0 else 1 << top, held, partners)
        return read

    def key(self, columns: Columns, piles_key: bytes) -> bytes:
        """The class key: the canonical key with each flippable float cut off its card and
        written apart, after the byte ``0xfd`` and the lower card of its kind."""
        reads: list[_Read] = []
        bare = held = 0
        for column in columns:
            read = self._reading(column)
            reads.append(read)
            bare |= read.top_bit
            held |= read.partners
        if not held & bare:
            return self._joiner.join(list(columns), piles_key)
        parts: list[bytes] = []
        for index in range(len(columns)):
            read = reads[index]
            cut_for = read.partners & bare
            if not cut_for:
                parts.append(columns[index])
                continue
            if read.cut_for != cut_for:
                read.pieces = self._cut(columns[index], read, cut_for)
                read.cut_for = cut_for
            parts += read.pieces
        return self._joiner.join(parts, piles_key)

    def _cut(self, column: bytes, read: _Read, bare: int) -> list[bytes]:
        """The pieces of ``column``, cut after every card holding a float whose other card of
        its kind is among the ``bare`` bits."""
        bit, cut_head = self._partner_bit, self._cut_head
        pieces: list[bytes] = []
        head = b""
        begin = 0
        for card, at in read.held:
            if bit[card] & bare:
                pieces.append(head + column[begin : at + 1])
                head = cut_head[card]
                begin = at + 1
        pieces.append(head + column[begin:])
        return pieces

    def flip(self, columns: Columns, host: Host) -> tuple[Columns, Move]:
        """The float of ``host`` moved onto the bare card of its kind, and that move."""
        index, at, bare = host
        changed = list(columns)
        column = columns[index]
        changed[index] = column[: at + 1]
        changed[bare] = columns[bare] + column[at + 1 :]
        return tuple(changed), self._moves[column[at + 1]][bare + 1]

    def variants(self, columns: Columns, hosts: list[Host]) -> list[Variant]:
        """Positions of the class of ``columns`` a few flips away, with the moves to take from
        each, so that with the moves of ``columns`` itself they follow every move of every
        position of the class (up to the class of where it leads):

        * a move onto a card lying in the moved group only because a flippable float above its
          bottom card lies on this card of its kind: one flip moves the target away;
        * for each flippable kind, the position with its float on the other card (one flip, or
          two where the float holds that card: one that moves it off first), and its moves onto
          the card so bared (a card put on it, the card going home, a card coming back onto it),
          with, again, a flip where the target lies in the moved group.

        ``hosts`` are the flippable kinds of ``columns``.
        """
        found = self._unseated(columns, hosts, (), -1)
        for host in hosts:
            turned = self.turn(columns, hosts, host)
            if turned is None:
                continue
            after, flips, bared = turned
            found.append((after, flips, bared, -1))
            column = after[bared]
            if self._top_takes(column, column[0] + 1, len(column) - 1):
                found += self._unseated(after, self.hosts(after), flips, bared)
        return found

    def turn(
        self, columns: Columns, hosts: list[Host], host: Host
    ) -> tuple[Columns, tuple[Move, ...], int] | None:
        """The position with the float of ``host`` on the other card of its kind, the flips, and
        the column of the card so bared; ``None`` where no position of the class has it so."""
        index, at, bare = host
        flips: tuple[Move, ...] = ()
        if bare == index:
            inside = [h for h in hosts if h[0] == index and h[1] > at and h[2] != index]
            if not inside:
                return None
            columns, move = self.flip(columns, inside[0])
            flips = (move,)
            bare = inside[0][2]
        after, move = self.flip(columns, (index, at, bare))
        return after, (*flips, move), index

    def _unseated(
        self, columns: Columns, hosts: list[Host], flips: tuple[Move, ...], only: int
    ) -> list[Variant]:
        """For each column top (only that of column ``only`` if given) with a card it may take
        lying below it in its own column: the position one flip away where the lowest flippable
        float between the two lies on the other card of its kind, and the move to take there."""
        found: list[Variant] = []
        breakable = sorted(h for h in hosts if h[2] != h[0] and only in (-1, h[0]))
        taken: set[Host] = set()
        for host in breakable:
            index, at, _ = host
            column = columns[index]
            lowest = max((h[1] + 1 for h in taken if h[0] == index), default=column[0] + 1)
            if self._top_takes(column, lowest, at + 1):
                taken.add(host)
                after, move = self.flip(columns, host)
                found.append((after, (*flips, move), host[2], index))
        return found

    def _top_takes(self, column: bytes, begin: int, end: int) -> bool:
        """Whether the top of ``column`` may take a card lying at index ``begin`` to ``end - 1``
        below it."""
        fits = self._fits[column[-1]]
        return any(column[below] in fits for below in range(begin, end))
