"""What a solve returns, and the budget it may spend."""

from __future__ import annotations

import enum
import math

import attrs

from ..moves import Move

__all__ = ["Budget", "SolveResult", "Verdict"]


class Verdict(enum.Enum):
    """The three answers: a winning line was found, no line can win, or the budget ran out."""

    WON = "won"
    LOST = "lost"
    UNKNOWN = "unknown"


@attrs.frozen
class Budget:
    """Limits of one solve; ``None`` means no limit.

    ``memory_mb`` caps the memory the search takes: an estimate of its tables (the keys of the
    positions seen, where a long search spends its memory), raised to the measured growth of the
    process's resident memory where the system tells it (Linux). Reaching it, a solve first lets
    every search but complete depth-first go; depth-first then doubles its table only where the
    budget affords it, and otherwise lets go of about half the positions it has searched to the
    end each time the table fills. It stops when the memory grows past the budget all the same,
    or when the table the budget affords is too small for the search (``docs/solver.md``, "When
    memory runs short").

    ``workers`` is how many processes the solve may use, 1 or 2. With 2, one process runs
    depth-first alone and the other the whole portfolio, the two depth-first searches sharing
    what each has searched to the end (``docs/solver.md``); nodes and memory are shared out
    between them.
    Where no helper can be forked safely (see ``split.can_split``: off Linux, with other threads
    running, in a daemonic process such as a pool worker) or started, the solve uses one.
    """

    nodes: int | None = 2_000_000
    seconds: float | None = 60.0
    memory_mb: float | None = 1024.0
    workers: int = 1

    def __attrs_post_init__(self) -> None:
        for name in ("nodes", "seconds", "memory_mb"):
            value = getattr(self, name)
            if value is None:
                continue
            if (
                isinstance(value, bool)
                or not isinstance(value, int | float)
                or not math.isfinite(value)
                or value <= 0
            ):
                raise ValueError(f"budget {name} must be a finite number above 0, or None, "
                                 f"not {value!r}")  # fmt: skip
        if self.workers not in (1, 2):
            raise ValueError(f"budget workers must be 1 or 2, not {self.workers}")


@attrs.frozen
class SolveResult:
    """The verdict; for ``WON`` the moves from the given position to the win, in order.

    ``nodes`` counts the positions expanded, ``states`` those kept in the transposition table;
    ``exhausted`` names the limit that stopped an ``UNKNOWN`` search (``nodes``, ``seconds``,
    ``memory``, or ``cancelled`` where the caller stopped it).
    """

    verdict: Verdict
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    states: int = 0
    seconds: float = 0.0
    exhausted: str | None = None

    @property
    def decided(self) -> bool:
        return self.verdict is not Verdict.UNKNOWN
