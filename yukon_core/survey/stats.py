"""The survey's figures per game: verdict counts, the winnable fraction as an interval, and
solve times.

The fraction of winnable deals lies between won/n (every unknown deal lost) and
(won + unknown)/n (every unknown deal won). Each bound is a sample proportion, so each is
widened by its Wilson score interval at 95 %: the interval reported runs from the lower Wilson
bound of won/n to the upper Wilson bound of (won + unknown)/n, and covers the true fraction
with at least 95 % confidence whatever the unknown deals turn out to be.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable

import attrs

from .store import SurveyRow

__all__ = ["Z95", "GameFigures", "game_figures", "percentile", "wilson"]

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95 % interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``trials``."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    low = 0.0 if successes == 0 else (centre - spread) / scale
    high = 1.0 if successes == trials else (centre + spread) / scale
    return low, high


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of ``values`` (sorted or not)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


@attrs.frozen
class GameFigures:
    """One game's (and option set's) figures."""

    variant: str
    options: str
    deals: int
    first: int
    last: int
    won: int
    """Won deals whose winning line replayed to a win (:attr:`SurveyRow.proven`)."""
    lost: int
    unknown: int
    out_of_time: int
    """Unknown deals whose search ran to its timeout."""
    out_of_memory: int
    """Unknown deals whose search filled its memory first."""
    unreplayed: int
    """Deals the solver called won whose line did not replay to a win: counted unknown (a
    fault of the solver to look into)."""
    low: float
    high: float
    median_seconds: float
    p95_seconds: float
    timeout: float
    """The first pass's budget in seconds (the smallest any row had)."""
    retried: int
    """Deals given a longer budget than the first pass's: those a later pass
    (``--retry-unknown``) solved again, where each pass kept to one budget."""
    retried_unknown: int
    """How many of the retried deals are still unknown: the hard remainder."""
    retry_timeout: float | None
    """The longest budget a deal had, or ``None`` when no deal was retried."""
    solver: str

    @property
    def won_fraction(self) -> float:
        return self.won / self.deals

    @property
    def open_fraction(self) -> float:
        """(won + unknown) / deals: the fraction if every unknown deal were won."""
        return (self.won + self.unknown) / self.deals


def game_figures(rows: Iterable[SurveyRow]) -> list[GameFigures]:
    """Figures per game and option set, in the order of the rows."""
    groups: dict[tuple[str, str], list[SurveyRow]] = {}
    for row in rows:
        groups.setdefault((row.variant, row.options), []).append(row)
    figures = []
    for (variant, options), group in groups.items():
        n = len(group)
        won = sum(row.proven == "won" for row in group)
        lost = sum(row.proven == "lost" for row in group)
        stopped = [row.stopped_by for row in group if row.verdict == "unknown"]
        seconds = [row.seconds for row in group]
        budgets = [row.timeout for row in group]
        first = min(budgets)
        figures.append(GameFigures(
            variant=variant, options=options, deals=n,
            first=min(row.deal for row in group), last=max(row.deal for row in group),
            won=won, lost=lost, unknown=n - won - lost,
            out_of_time=stopped.count("seconds"), out_of_memory=stopped.count("memory"),
            unreplayed=sum(row.proven != row.verdict for row in group),
            low=wilson(won, n)[0], high=wilson(n - lost, n)[1],
            median_seconds=statistics.median(seconds), p95_seconds=percentile(seconds, 0.95),
            timeout=first, retried=sum(budget > first for budget in budgets),
            retried_unknown=sum(row.timeout > first for row in group if row.proven == "unknown"),
            retry_timeout=max(budgets) if max(budgets) > first else None,
            solver=", ".join(sorted({row.solver for row in group})),
        ))  # fmt: skip
    return figures
