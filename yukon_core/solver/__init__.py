"""An open-information solver for every variant, driven only by the compiled rule tables.

``solve(rules, position, budget)`` answers won (with the moves), lost (proven) or unknown.
The algorithm and the proofs of its safe moves and pruning are in ``docs/solver.md``.
"""

from .result import Budget, SolveResult, Verdict
from .search import solve

__all__ = ["Budget", "SolveResult", "Verdict", "solve"]
