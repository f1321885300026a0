"""An open-information solver for every variant, driven only by the compiled rule tables.

``solve(rules, position, budget)`` answers won (with the moves), lost (proven) or unknown;
``first_winnable_deal``, ``last_winnable``, ``solver_hint`` and :class:`Winnability` answer a game
session's questions.
The algorithm and the proofs of its safe moves and pruning are in ``docs/solver.md``.
"""

from . import expand
from .queries import first_winnable_deal, last_winnable, solver_hint
from .result import Budget, SolveResult, Verdict
from .search import solve
from .winnability import Winnability

__all__ = [
    "Budget",
    "SolveResult",
    "Verdict",
    "Winnability",
    "build",
    "first_winnable_deal",
    "last_winnable",
    "solve",
    "solver_hint",
]


def build() -> str:
    """How the solver's inner loop and the engine's moves (built together, ``setup.py``) run
    here: ``compiled`` (mypyc) or ``pure Python``."""
    return "pure Python" if expand.__file__.endswith(".py") else "compiled"
