"""Depth-first search over canonical positions with a transposition table and a budget.

Every position reached is first closed under the proven-safe moves home; its canonical key then
goes into the table, so no position (up to column order and twins) is expanded twice. Search
stops at the first won position, when every reachable position has been expanded (a proof that
none is won), or when the budget runs out.
"""

from __future__ import annotations

import functools
import time

from ..moves import FOUNDATION, Move
from ..position import Position
from ..rules import RuleTable
from .basis import SafetyBasis, safety_basis
from .board import Board, Columns, Piles, twin_table
from .deadlock import Relaxation
from .expand import Expander
from .foundations import Foundations, FoundationView
from .result import Budget, SolveResult, Verdict

__all__ = ["solve"]

_Child = tuple[Columns, Piles, FoundationView, list[Move]]

_CHECK_EVERY = 512
_ENTRY_BYTES = 100
"""A table entry's cost beyond its key's length: the bytes object's header and the set slot."""


@functools.lru_cache(maxsize=32)
def _basis(rules: RuleTable) -> SafetyBasis:
    return safety_basis(rules)


@functools.lru_cache(maxsize=32)
def _expander(rules: RuleTable) -> Expander:
    return Expander(rules)


@functools.lru_cache(maxsize=32)
def _relaxation(rules: RuleTable) -> Relaxation:
    return Relaxation(rules)


class _Search:
    def __init__(self, rules: RuleTable, position: Position, budget: Budget) -> None:
        basis = _basis(rules)
        table = twin_table(basis, position)
        self.board = Board(rules, table)
        self.foundations = Foundations(rules, basis, table)
        self.expander = _expander(rules)
        self.relaxation = _relaxation(rules)
        self.card_count = len(rules.cards)
        self.budget = budget
        self.started = time.perf_counter()
        self.nodes = 0
        self.memory = 0
        self.seen: set[bytes] = set()

    def settle(
        self, columns: Columns, piles: Piles, moves: list[Move]
    ) -> tuple[Columns, Piles, FoundationView]:
        """Play proven-safe moves home until none is left, noting them in ``moves``."""
        view = self.foundations.view(piles)
        while view.safe:
            for source, column in enumerate(columns):
                if len(column) > 1 and column[-1] in view.safe:
                    card = column[-1]
                    move = (card, source, len(column) - 1, -1)
                    columns, piles = Expander.play(columns, piles, view, move)
                    moves.append(Move(card, FOUNDATION))
                    view = self.foundations.view(piles)
                    break
            else:
                break
        return columns, piles, view

    def exhausted(self) -> str | None:
        budget = self.budget
        if budget.nodes is not None and self.nodes >= budget.nodes:
            return "nodes"
        if budget.seconds is not None and time.perf_counter() - self.started >= budget.seconds:
            return "seconds"
        if budget.memory_mb is not None and self.memory >= budget.memory_mb * 1e6:
            return "memory"
        return None

    def result(self, verdict: Verdict, moves: list[Move], exhausted: str | None) -> SolveResult:
        return SolveResult(
            verdict,
            tuple(moves),
            self.nodes,
            len(self.seen),
            time.perf_counter() - self.started,
            exhausted,
        )

    def children(
        self, columns: Columns, piles: Piles, view: FoundationView
    ) -> tuple[list[_Child], list[Move] | None]:
        """The positions one move away not seen before, best last; or the moves to a win."""
        found: list[tuple[tuple[int, int, int], _Child]] = []
        seen, key, settle, play = self.seen, self.board.key, self.settle, Expander.play
        for score, move in self.expander.moves(columns, view):
            card, _, _, target = move
            led = [Move(card, FOUNDATION if target < 0 else target)]
            after, after_piles = play(columns, piles, view, move)
            after, after_piles, after_view = settle(after, after_piles, led)
            state = key(after, after_view.key)
            if state in seen:
                continue
            seen.add(state)
            self.memory += len(state) + _ENTRY_BYTES
            if after_view.count == self.card_count:
                return [], led
            rank = (-sum(column[0] for column in after), after_view.count, score)
            found.append((rank, (after, after_piles, after_view, led)))
        found.sort(key=_first)
        return [child for _, child in found], None

    def run(self, position: Position) -> SolveResult:
        columns, piles = self.board.encode(position)
        opening: list[Move] = []
        columns, piles, view = self.settle(columns, piles, opening)
        if view.count == self.card_count:
            return self.result(Verdict.WON, opening, None)
        self.seen.add(self.board.key(columns, view.key))
        lost = self.relaxation.lost
        # A frame: the children of a position still to try (best last), and the moves that led
        # to the position from its parent.
        stack: list[tuple[list[_Child], list[Move]]] = [([(columns, piles, view, opening)], [])]
        while stack:
            waiting = stack[-1][0]
            if not waiting:
                stack.pop()
                continue
            columns, piles, view, led = waiting.pop()
            self.nodes += 1
            if not self.nodes % _CHECK_EVERY and (reason := self.exhausted()):
                return self.result(Verdict.UNKNOWN, [], reason)
            if lost(columns, piles):
                continue
            children, winning = self.children(columns, piles, view)
            if winning is not None:
                line = [m for _, moves in stack[1:] for m in moves] + led + winning
                return self.result(Verdict.WON, line, None)
            stack.append((children, led))
        return self.result(Verdict.LOST, [], None)


def _first(entry: tuple) -> object:
    return entry[0]


def solve(rules: RuleTable, position: Position, budget: Budget | None = None) -> SolveResult:
    """Decide whether ``position`` can be won under ``rules``, with every card's face known.

    ``WON`` comes with the moves to play, in the engine's notation; ``LOST`` means every
    position reachable by the moves that may matter was searched; ``UNKNOWN`` that ``budget``
    ran out first. The search reads only the compiled tables of ``rules``.
    """
    return _Search(rules, position, budget or Budget()).run(position)
