"""Best-first search over canonical positions with a transposition table and a budget.

Every position reached is first closed under the proven-safe moves home; its canonical key then
goes into the table with a link to its parent, so no position (up to column order and twins) is
generated twice. The frontier is expanded fewest face-down cards first, then most cards home,
then by the score of the move that led there. Search stops at the first won position, when every
reachable position has been expanded (a proof that none is won), or when the budget runs out.
"""

from __future__ import annotations

import functools
import heapq
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

_Entry = tuple[tuple[int, int, int], int, bytes, Columns, Piles, FoundationView]
"""A frontier entry: rank (face-down cards, minus cards home, minus move score), tie-break,
key, and the position."""

_CHECK_EVERY = 512
_ENTRY_BYTES = 200
"""A position's cost beyond its key's length: the key's header, its table slot and parent link,
and its share of the frontier."""


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
        self.parents: dict[bytes, tuple[bytes, tuple[Move, ...]] | None] = {}

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
            len(self.parents),
            time.perf_counter() - self.started,
            exhausted,
        )

    def run(self, position: Position) -> SolveResult:
        columns, piles = self.board.encode(position)
        opening: list[Move] = []
        columns, piles, view = self.settle(columns, piles, opening)
        if view.count == self.card_count:
            return self.result(Verdict.WON, opening, None)
        root = self.board.key(columns, view.key)
        parents = self.parents
        parents[root] = None
        lost, expand, play, key = (
            self.relaxation.lost,
            self.expander.moves,
            Expander.play,
            self.board.key,
        )
        frontier: list[_Entry] = [((0, 0, 0), 0, root, columns, piles, view)]
        pushed = 0
        while frontier:
            _, _, state, columns, piles, view = heapq.heappop(frontier)
            self.nodes += 1
            if not self.nodes % _CHECK_EVERY and (reason := self.exhausted()):
                return self.result(Verdict.UNKNOWN, [], reason)
            if lost(columns, piles):
                continue
            for score, move in expand(columns, view):
                card, _, _, target = move
                led = [Move(card, FOUNDATION if target < 0 else target)]
                after, after_piles = play(columns, piles, view, move)
                after, after_piles, after_view = self.settle(after, after_piles, led)
                child = key(after, after_view.key)
                if child in parents:
                    continue
                parents[child] = (state, tuple(led))
                self.memory += len(child) + _ENTRY_BYTES
                if after_view.count == self.card_count:
                    return self.result(Verdict.WON, opening + self.line(child), None)
                pushed -= 1  # among equals, the latest first: deeper lines before wider ones
                rank = (sum(c[0] for c in after), -after_view.count, -score)
                heapq.heappush(frontier, (rank, pushed, child, after, after_piles, after_view))
        return self.result(Verdict.LOST, [], None)

    def line(self, state: bytes) -> list[Move]:
        """The moves from the root to ``state``, read back along the parents."""
        steps: list[tuple[Move, ...]] = []
        while (link := self.parents[state]) is not None:
            state, led = link
            steps.append(led)
        return [move for led in reversed(steps) for move in led]


def solve(rules: RuleTable, position: Position, budget: Budget | None = None) -> SolveResult:
    """Decide whether ``position`` can be won under ``rules``, with every card's face known.

    ``WON`` comes with the moves to play, in the engine's notation; ``LOST`` means every
    position reachable by the moves that may matter was searched; ``UNKNOWN`` that ``budget``
    ran out first. The search reads only the compiled tables of ``rules``.
    """
    return _Search(rules, position, budget or Budget()).run(position)
