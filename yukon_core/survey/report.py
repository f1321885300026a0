"""The survey's report: a table per game (Markdown, CSV or JSON) and a plot of the winnable
intervals and of solve time against deal (SVG or PNG, with matplotlib: the ``plots`` extra)."""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Sequence
from pathlib import Path

import attrs

from ..errors import GameError
from ..registry import UnknownVariantError, default_registry
from .stats import GameFigures
from .store import SurveyRow

__all__ = ["FORMATS", "GAMES_TOLD_APART", "VERDICT_COLOURS", "PlotError", "plot", "table"]

FORMATS = ("md", "csv", "json")


class PlotError(GameError):
    """The plot cannot be drawn: no matplotlib, or a file type it cannot write."""


def _title(figures: GameFigures) -> str:
    try:
        title = default_registry().variant(figures.variant).title["en"]
    except UnknownVariantError:  # surveyed with a plugin not installed here
        title = figures.variant
    return title if figures.options == "{}" else f"{title} {figures.options}"


def _percent(value: float) -> str:
    return f"{100 * value:.1f} %"


def _interval(low: float, high: float) -> str:
    """``low`` to ``high`` in tenths of a percent, rounded outwards so the interval printed
    holds the one computed (99.96 % is no "100.0 %" as a lower bound)."""
    tenths_low = math.floor(1000 * low + 1e-9)
    tenths_high = math.ceil(1000 * high - 1e-9)
    return f"{tenths_low / 10:.1f} % – {tenths_high / 10:.1f} %"


def _budgets(figures: GameFigures) -> str:
    first = f"{figures.timeout:g}"
    if figures.retry_timeout is None:
        return first
    return (
        f"{first} ({figures.retried} at up to {figures.retry_timeout:g} s, "
        f"{figures.retried_unknown} still unknown)"
    )


def _unknown(figures: GameFigures) -> str:
    if not figures.unknown:
        return "0"
    limits = f"{figures.out_of_time}, {figures.out_of_memory}"
    if figures.unreplayed:
        limits += f"; {figures.unreplayed} wins not replayed"
    return f"{figures.unknown} ({limits})"


def table(figures: Sequence[GameFigures], form: str) -> str:
    """The figures as a Markdown table for people, or CSV or JSON with every figure as a
    number (fractions from 0 to 1, seconds)."""
    if form == "json":
        rows = [attrs.asdict(f) | {"title": _title(f)} for f in figures]
        return json.dumps(rows, indent=2) + "\n"
    head = ["game", "deals", "won", "lost", "unknown (time, memory)", "won/n", "(won+unknown)/n",
            "winnable, 95 %", "median s", "95th pct s",
            "timeout s (retried, still unknown)"]  # fmt: skip
    body = [
        [_title(f), f"{f.first}–{f.last} ({f.deals})", f.won, f.lost, _unknown(f),
         _percent(f.won_fraction), _percent(f.open_fraction),
         _interval(f.low, f.high), f"{f.median_seconds:.3f}",
         f"{f.p95_seconds:.2f}", _budgets(f)]
        for f in figures
    ]  # fmt: skip
    if form == "csv":
        out = io.StringIO()
        writer = csv.DictWriter(out, [field.name for field in attrs.fields(GameFigures)],
                                lineterminator="\n")  # fmt: skip
        writer.writeheader()
        writer.writerows(attrs.asdict(f) for f in figures)
        return out.getvalue()
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" + " ---: |" * (len(head) - 1)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in body]
    return "\n".join(lines) + "\n"


GAMES_TOLD_APART = 12
"""Up to this many games the time panel gives each its colour; beyond, each verdict has one."""
VERDICT_COLOURS = {"won": "#1d6b3a", "lost": "#b03a2e", "unknown": "#808080"}


def _groups(
    figures: Sequence[GameFigures], rows: Sequence[SurveyRow]
) -> list[tuple[str, list[SurveyRow], str | None]]:
    """The time panel's groups of points: a label, its rows, and a colour (``None``: the next
    of the cycle)."""
    by_game: dict[tuple[str, str], tuple[str, list[SurveyRow]]] = {
        (f.variant, f.options): (_title(f), []) for f in figures
    }
    for row in rows:
        if (row.variant, row.options) in by_game:
            by_game[row.variant, row.options][1].append(row)
    if len(figures) <= GAMES_TOLD_APART:
        return [(title, mine, None) for title, mine in by_game.values()]
    shown = [row for _, mine in by_game.values() for row in mine]
    return [(verdict, [row for row in shown if row.proven == verdict], colour)
            for verdict, colour in VERDICT_COLOURS.items()]  # fmt: skip


def plot(figures: Sequence[GameFigures], rows: Sequence[SurveyRow], path: Path) -> None:
    """Two panels into ``path`` (``.svg`` or ``.png``): each game's winnable interval, and
    each deal's solve time against its number."""
    if path.suffix.lower() not in (".svg", ".png"):
        raise PlotError(f"a plot is an .svg or .png file, not {path.name!r}")
    try:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError as error:
        raise PlotError(f"plots need matplotlib: pip install 'yukon[plots]' ({error})") from error
    height = max(3.0, 0.32 * len(figures) + 1.2)
    figure, (intervals, times) = pyplot.subplots(
        1, 2, figsize=(13, height), gridspec_kw={"width_ratios": [1, 1.3]}
    )
    names = [_title(f) for f in figures][::-1]
    for y, f in enumerate(reversed(figures)):
        intervals.plot([f.low, f.high], [y, y], color="#1d6b3a", linewidth=6, alpha=0.35)
        intervals.plot([f.won_fraction, f.open_fraction], [y, y], color="#1d6b3a", linewidth=2)
        intervals.plot([f.won_fraction], [y], "|", color="black", markersize=10)
    intervals.set_yticks(range(len(names)), names)
    intervals.set_xlim(0, 1)
    intervals.xaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
    intervals.set_xlabel("winnable deals (dark: won/n to (won+unknown)/n; light: Wilson 95 %)")
    for label, mine, colour in _groups(figures, rows):
        times.scatter([row.deal for row in mine], [max(row.seconds, 1e-4) for row in mine],
                      s=4, label=label, alpha=0.6, color=colour)  # fmt: skip
    times.set_yscale("log")
    times.set_xlabel("deal")
    times.set_ylabel("seconds to a verdict (unknown: the timeout)")
    times.legend(fontsize="small", markerscale=3)
    figure.tight_layout()
    try:
        figure.savefig(path)
    except OSError as error:
        raise PlotError(f"the plot cannot be written to {path}: {error.strerror}") from error
    finally:
        pyplot.close(figure)
