"""The reference verdict the solver's pruning is checked against: complete depth-first over
``PileContext(prune=False)`` (every legal move, the column order in the key, no safe move, no
relaxation)."""

from __future__ import annotations

from yukon_core import Budget, Verdict
from yukon_core.position import Position
from yukon_core.rules import RuleTable
from yukon_core.solver.depth_first import depth_first
from yukon_core.solver.piles.context import PileContext


def exhaustive(rules: RuleTable, position: Position, cap: int) -> Verdict:
    """The verdict of complete depth-first without any pruning, or ``UNKNOWN`` past ``cap``
    positions."""
    context = PileContext(rules, position, Budget(nodes=None, seconds=None), prune=False)
    columns, piles = context.encode(position)
    root = context.settle(columns, piles, [])
    assert context.is_won(root[2]) or not context.dead(context.key(*root), root[0], root[1])
    search = depth_first(context, root, 256)
    while context.nodes <= cap:
        try:
            next(search)
        except StopIteration as ended:
            return Verdict.WON if ended.value is not None else Verdict.LOST
    return Verdict.UNKNOWN
