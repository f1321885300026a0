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
from .expand import Expander, SolverMove
from .foundations import Foundations, FoundationView
from .result import Budget, SolveResult, Verdict

__all__ = ["solve"]

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

    def run(self, position: Position) -> SolveResult:
        columns, piles = self.board.encode(position)
        opening: list[Move] = []
        columns, piles, view = self.settle(columns, piles, opening)
        if view.count == self.card_count:
            return self.result(Verdict.WON, opening, None)
        self.seen.add(self.board.key(columns, view.key))
        expand, play, key = self.expander.moves, Expander.play, self.board.key
        seen, settle, lost = self.seen, self.settle, self.relaxation.lost
        # A frame: the columns, piles and view of a position, its moves, the next one to try,
        # and the moves that led to it from its parent.
        stack: list[list] = [[columns, piles, view, expand(columns, view), 0, opening]]
        while stack:
            frame = stack[-1]
            tried: list[SolverMove] = frame[3]
            if frame[4] == len(tried):
                stack.pop()
                continue
            move = tried[frame[4]]
            frame[4] += 1
            card, _, _, target = move
            led = [Move(card, FOUNDATION if target < 0 else target)]
            columns, piles = play(frame[0], frame[1], frame[2], move)
            columns, piles, view = settle(columns, piles, led)
            state = key(columns, view.key)
            if state in seen:
                continue
            seen.add(state)
            self.memory += len(state) + _ENTRY_BYTES
            if view.count == self.card_count:
                line = [m for f in stack for m in f[5]] + led
                return self.result(Verdict.WON, line, None)
            self.nodes += 1
            if not self.nodes % _CHECK_EVERY and (reason := self.exhausted()):
                return self.result(Verdict.UNKNOWN, [], reason)
            if lost(columns, piles):
                continue
            stack.append([columns, piles, view, expand(columns, view), 0, led])
        return self.result(Verdict.LOST, [], None)


def solve(rules: RuleTable, position: Position, budget: Budget | None = None) -> SolveResult:
    """Decide whether ``position`` can be won under ``rules``, with every card's face known.

    ``WON`` comes with the moves to play, in the engine's notation; ``LOST`` means every
    position reachable by the moves that may matter was searched; ``UNKNOWN`` that ``budget``
    ran out first. The search reads only the compiled tables of ``rules``.
    """
    return _Search(rules, position, budget or Budget()).run(position)
