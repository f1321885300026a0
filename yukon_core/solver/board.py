"""The solver's compact position: a column is ``bytes`` — its face-down count, then its card
ids bottom first — and a pile is the ``bytes`` of its card ids.

Turning a card is then only lowering the first byte, and the canonical key of a position is the
sorted columns (column order never matters) and the piles' key, joined, with twins written as
their class so that positions differing only by which copy lies where share a key.
"""

from __future__ import annotations

from ..position import Column, Position
from ..rules import RuleTable
from .basis import SafetyBasis

__all__ = ["MAX_CARDS", "Board", "Columns", "Piles", "joined"]

MAX_CARDS = 252
"""Card ids and counts must stay below the separator bytes 253-255 (up to four decks)."""

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
        """The canonical key: sorted columns with twins as classes, then the piles' key."""
        if self._plain:
            return joined(list(columns), piles_key)
        table = self.table
        parts = [column.translate(table) for column in columns]
        parts.sort()
        parts.append(piles_key)
        return b"\xff".join(parts)


def joined(parts: list[bytes], piles_key: bytes) -> bytes:
    """``parts`` in sorted order, each followed by ``0xff``, then ``piles_key``: a canonical key.

    No two of ``parts`` may begin with the same two bytes unless both are ``b"\\x00"`` (an
    empty column). A column begins with its face-down count and its bottom card, unique where no
    card is written as its twin, and a piece cut off in a class key (``flips.py``) with ``0xfd``
    and its kind, unique in that key; so those two bytes give the order, and sorting small
    integers is much cheaper than sorting ``bytes``."""
    if len(parts) > 0xFF:
        ordered = sorted(parts)
    else:
        ranks = [
            (part[0] << 9 | (part[1] + 1 if len(part) > 1 else 0)) << 8 | at
            for at, part in enumerate(parts)
        ]
        ranks.sort()
        ordered = [parts[rank & 0xFF] for rank in ranks]
    ordered.append(piles_key)
    return b"\xff".join(ordered)
