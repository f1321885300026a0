"""The solver's compact position: a column is ``bytes`` — its face-down count, then its card
ids bottom first — and a pile is the ``bytes`` of its card ids. Where a game deals face-down
cards between face-up ones, the count is of every card under the top run, and a face-up card
among those is written as its id plus :data:`BURIED_UP` (``piles/shape.py``).

Turning a card is then only lowering the first byte, and the canonical key of a position is its
columns in an order that does not depend on theirs (column order never matters) and the piles'
key, joined, with twins written as their class so that positions differing only by which copy
lies where share a key.
"""

from __future__ import annotations

from ..position import Column, Position
from ..rules import RuleTable
from .basis import SafetyBasis

__all__ = [
    "BURIED_UP",
    "CUT",
    "MAX_CARDS",
    "MAX_MIXED_CARDS",
    "Board",
    "Columns",
    "Joiner",
    "Piles",
]

MAX_CARDS = 252
"""Card ids and counts must stay below the separator bytes 253-255 (up to four decks)."""

BURIED_UP = 0x80
"""Added to the id of a face-up card that lies under a face-down one."""

MAX_MIXED_CARDS = 125
"""The most cards of a game with face-down cards between face-up ones: with
:data:`BURIED_UP` added, an id stays below the separators."""

CUT = 0xFD
"""The byte before a piece of a column cut off in a class key (``flips.py``). The columns of a
position key never hold it (nor ``0xfe``, with which the piles' key begins, after the columns
of either key), so a class key equals a position key only where nothing is cut off, and the two
share the solve's tables safely."""

Columns = tuple[bytes, ...]
Piles = tuple[bytes, ...]


def twin_table(basis: SafetyBasis, position: Position) -> bytes:
    """A ``bytes.translate`` table writing every card as its twin class.

    The first byte of a column (its face-down count) goes through the table too, so twins are
    written as classes only when no count can be mistaken for a card the table changes.
    """
    table = bytearray(range(256))
    changed = [card for card, rep in enumerate(basis.twin) if rep != card]
    deepest = max(len(column.down) for column in position.columns)
    if changed and deepest < min(changed):
        for card in changed:
            table[card] = basis.twin[card]
    return bytes(table)


class Board:
    """Encoding, decoding and canonical keys of positions of one rule table."""

    def __init__(self, rules: RuleTable, table: bytes) -> None:
        if len(rules.cards) > MAX_CARDS:
            raise ValueError(
                f"the solver handles at most {MAX_CARDS} cards, not {len(rules.cards)}"
            )
        self.card_count = len(rules.cards)
        self.table = table
        self._plain = table == bytes(range(256))  # no twins written as classes
        self._joiner = Joiner(self.card_count)

    @staticmethod
    def encode(position: Position) -> tuple[Columns, Piles]:
        columns = tuple(bytes((len(c.down), *c.down, *c.up)) for c in position.columns)
        return columns, tuple(bytes(pile) for pile in position.foundations)

    @staticmethod
    def decode(columns: Columns, piles: Piles) -> Position:
        return Position(
            tuple(Column(tuple(c[1 : c[0] + 1]), tuple(c[c[0] + 1 :])) for c in columns),
            tuple(tuple(pile) for pile in piles),
        )

    def key(self, columns: Columns, piles_key: bytes) -> bytes:
        """The canonical key: the columns in an order of their own (sorted, with twins written
        as their classes; :class:`Joiner`'s, without), then the piles' key."""
        if self._plain:
            return self._joiner.join(list(columns), piles_key)
        table = self.table
        parts = [column.translate(table) for column in columns]
        parts.sort()
        parts.append(piles_key)
        return b"\xff".join(parts)


class Joiner:
    """Writes the parts of a position or of a class up to flips, and the piles' key, as one key
    that does not depend on the order of the parts: the empty columns, then the columns by their
    bottom card, then the pieces cut off (``flips.py``) by their kind, each followed by ``0xff``.

    It needs every card written as itself (no twin written as its class): then no two columns
    share a bottom card, and a class cuts a kind at most once. The order is read off bit masks
    of bottom cards and kinds, which costs far less than sorting the parts."""

    def __init__(self, card_count: int) -> None:
        slots = card_count + BURIED_UP if card_count <= MAX_MIXED_CARDS else card_count
        self._columns: list[bytes] = [b""] * slots  # a bottom card may be face up and buried
        self._pieces: list[bytes] = [b""] * slots

    def join(self, parts: list[bytes], piles_key: bytes) -> bytes:
        columns, pieces = self._columns, self._pieces
        ordered: list[bytes] = []
        bottoms = kinds = 0
        for part in parts:
            if len(part) == 1:
                ordered.append(part)  # an empty column: all are alike
            elif part[0] == CUT:
                kinds |= 1 << part[1]
                pieces[part[1]] = part
            else:
                bottoms |= 1 << part[1]
                columns[part[1]] = part
        _append_in_order(ordered, columns, bottoms)
        _append_in_order(ordered, pieces, kinds)
        ordered.append(piles_key)
        return b"\xff".join(ordered)


def _append_in_order(ordered: list[bytes], slots: list[bytes], mask: int) -> None:
    """Append the slots whose bits ``mask`` sets, lowest first."""
    while mask:
        low = mask & -mask
        ordered.append(slots[low.bit_length() - 1])
        mask ^= low
