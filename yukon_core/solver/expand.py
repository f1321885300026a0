"""Move generation for the search: the moves worth trying from a position, best first.

A move is ``(card, source, index, target)``: the group headed by ``card`` at ``index`` of column
``source`` goes to column ``target``, or home when ``target`` is ``-1``; a return from foundation
slot ``s`` has ``source == -1 - s``. Left out, each for a reason proven in ``docs/solver.md``:

* moves to an empty column other than the first (all empty columns are alike);
* a whole column moved to an empty one (the same position, columns reordered);
* the return of a card no winning line needs back (the set *Z*).

Order: moves that turn a card (deepest column first), then those that empty a column, then moves
home, then groups moved off a card they do not fit on, then the rest, returns last.

A :class:`MovePolicy` other than ``ALL`` leaves out more, with no proof that a win survives: a
search under it finds real wins (every move it plays is legal) but its ending proves nothing.
"""

from __future__ import annotations

import enum

from ..cards import Card
from ..moves import FOUNDATION, Move
from ..rules import RuleTable
from .board import Columns, Piles
from .foundations import FoundationView

__all__ = ["EngineMoves", "Expander", "MovePolicy", "SolverMove", "engine_moves", "face_up_at"]

SolverMove = tuple[int, int, int, int]

EngineMoves = tuple[tuple[Move, ...], ...]
"""Every engine move of a game, made once: ``moves[card][target + 1]``, ``target`` a column or
``-1`` for home, as in a :data:`SolverMove`. A ``Move`` is slow to build in the inner loop."""


def engine_moves(cards: int, columns: int) -> EngineMoves:
    """The :data:`EngineMoves` of a game of ``cards`` cards and ``columns`` columns."""
    return tuple(
        tuple(Move(Card.from_id(card), FOUNDATION if to < 0 else to) for to in range(-1, columns))
        for card in range(cards)
    )


_BYTE = tuple(bytes((value,)) for value in range(256))
"""Each byte value as a ``bytes`` of one (cheaper to index than to build)."""

_TURNS = 1000
_EMPTIES = 800
_HOME = 600
_UNSEATS = 300
_SHUFFLE = 0
_RETURN = -100


def face_up_at(column: bytes, card: int) -> int:
    """The index of ``card`` among the face-up cards of ``column``, or ``-1`` (a loop compiled to
    C: ``bytes.find`` parses its arguments at every call)."""
    for at in range(column[0] + 1, len(column)):
        if column[at] == card:
            return at
    return -1


class MovePolicy(enum.Enum):
    """Which moves a search tries."""

    ALL = "all"
    """Every move that may matter: a search under it that ends without a win proves a loss."""
    PROGRESS = "progress"
    """No group moved from a card it fits on to another column, no returns from foundations."""
    HOMEWARD = "homeward"
    """Where a card can go home, only the moves home; elsewhere the moves of ``PROGRESS``."""


class Expander:
    """Generates, orders and plays moves over the tables of one rule table."""

    def __init__(self, rules: RuleTable) -> None:
        self._builders = rules.builders
        self._card_count = len(rules.cards)
        self._fits = tuple(frozenset(b) for b in rules.builders)
        self._onto = rules.onto
        self._lift = rules.may_lift
        self._heads = tuple(c for c in range(len(rules.cards)) if rules.heads_empty[c])
        self._heads_empty = rules.heads_empty

    def moves(
        self,
        columns: Columns,
        view: FoundationView,
        policy: MovePolicy = MovePolicy.ALL,
        alike: bool = True,
    ) -> list[tuple[int, SolverMove]]:
        """The moves worth trying under ``policy``, each with its score (higher is tried
        first). Unless the columns are ``alike`` (their order matters to what comes: a stock
        dealt in rows, a shuffling redeal), every empty column is a target and a whole column
        may move to one."""
        where = [-1] * self._card_count  # the column of each face-up card, and its place
        place = [0] * self._card_count
        for index, column in enumerate(columns):
            for at in range(column[0] + 1, len(column)):
                where[column[at]] = index
                place[column[at]] = at
        scored: list[tuple[int, SolverMove]] = []
        empties: list[int] = []
        for target, column in enumerate(columns):
            if len(column) == 1:
                if not alike or not empties:
                    empties.append(target)
                continue
            for card in self._builders[column[-1]]:
                source = where[card]
                if source >= 0 and source != target:
                    self._add(scored, columns, card, source, place[card], target, alike)
        homes = view.homes
        for source, column in enumerate(columns):
            if len(column) > 1 and column[-1] in homes:
                self._add(scored, columns, column[-1], source, len(column) - 1, -1, alike)
        for empty in empties:
            for card in self._heads:
                source = where[card]
                if source >= 0:
                    self._add(scored, columns, card, source, place[card], empty, alike)
        first_empty = empties[0] if empties else -1
        if policy is MovePolicy.HOMEWARD and (home := [e for e in scored if e[1][3] < 0]):
            return home
        if policy is not MovePolicy.ALL:
            return [entry for entry in scored if entry[0] != _SHUFFLE]
        for card, slot in view.returns:
            onto = self._onto[card]
            for target, column in enumerate(columns):
                if (
                    column[-1] in onto
                    if len(column) > 1
                    else (target == first_empty or not alike) and self._heads_empty[card]
                ):
                    scored.append((_RETURN, (card, -1 - slot, 0, target)))
        return scored

    def moves_onto(
        self, columns: Columns, view: FoundationView, target: int, source: int = -1
    ) -> list[tuple[int, SolverMove]]:
        """The moves of :meth:`moves` onto the top card of column ``target``: only from column
        ``source`` if it is given, else from any column, with that card's move home and the
        returns onto it."""
        scored: list[tuple[int, SolverMove]] = []
        top = columns[target][-1]
        for card in self._builders[top]:
            for index in range(len(columns)) if source < 0 else (source,):
                at = face_up_at(columns[index], card)
                if index != target and at >= 0:
                    self._add(scored, columns, card, index, at, target)
                    break
        if source < 0:
            if top in view.homes:
                self._add(scored, columns, top, target, len(columns[target]) - 1, -1)
            onto = self._onto
            scored += [
                (_RETURN, (card, -1 - slot, 0, target))
                for card, slot in view.returns
                if top in onto[card]
            ]
        return scored

    def _add(
        self,
        scored: list[tuple[int, SolverMove]],
        columns: Columns,
        card: int,
        source: int,
        index: int,
        target: int,
        alike: bool = True,
    ) -> None:
        """Score the move of the group headed by ``card``, at ``index`` of column ``source``, to
        ``target``, and add it to ``scored`` unless it is left out (a whole column to an empty
        one, where the columns are ``alike``)."""
        column = columns[source]
        down = column[0]
        if target >= 0 and not self._lift[len(column) - index]:
            return
        if index == down + 1:
            if down:
                score = _TURNS + down
            elif alike and target >= 0 and len(columns[target]) == 1:
                return  # a whole column to an empty one
            else:
                score = _EMPTIES
        else:
            score = _SHUFFLE if card in self._fits[column[index - 1]] else _UNSEATS
        if target < 0:
            score += _HOME
        scored.append((score, (card, source, index, target)))

    @staticmethod
    def play(
        columns: Columns, piles: Piles, view: FoundationView, move: SolverMove
    ) -> tuple[Columns, Piles]:
        """The columns and piles after ``move``, with a newly bared card turned."""
        card, source, index, target = move
        changed = list(columns)
        if source >= 0:
            column = columns[source]
            down = column[0]
            if index == down + 1 and down:
                changed[source] = _BYTE[down - 1] + column[1:index]
            else:
                changed[source] = column[:index]
            if target >= 0:
                changed[target] = columns[target] + column[index:]
                return tuple(changed), piles
            slot = view.homes[card]
            new_piles = list(piles)
            new_piles[slot] = piles[slot] + _BYTE[card]
            return tuple(changed), tuple(new_piles)
        slot = -1 - source
        new_piles = list(piles)
        new_piles[slot] = piles[slot][:-1]
        changed[target] = columns[target] + _BYTE[card]
        return tuple(changed), tuple(new_piles)
