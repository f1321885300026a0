"""``yukon survey``: solve ranges of deals into a resumable store; ``yukon survey report``
sums the store up per game (``yukon_core.survey``, ``docs/winnability.md``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..registry import default_registry
from ..survey import (
    FORMATS,
    FULL_SHARE,
    SurveyPlan,
    SurveyStore,
    game_figures,
    plot,
    run_survey,
    table,
)
from .common import (
    CommandError,
    add_option_argument,
    deal_range,
    parse_options,
    positive_number,
    whole_count,
)

__all__ = ["add_commands"]

DEFAULT_STORE = "yukon-survey.sqlite"


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "survey",
        help="solve ranges of deals into a resumable store; 'survey report' sums it up",
        description="yukon survey VARIANT... --deals 1-10000 [--timeout S] [--store FILE]; "
        "yukon survey report [GAME...] [--store FILE] [--format md|csv|json] [--plot FILE.svg|png]",
    )
    parser.add_argument(
        "variants",
        nargs="*",
        metavar="VARIANT",
        help="games to survey ('report [GAME...]' sums the store up instead)",
    )
    parser.add_argument("--every", action="store_true", help="every installed game")
    parser.add_argument(
        "--deals",
        type=deal_range,
        default=deal_range("1-1000"),
        help="deal numbers, e.g. 1-10000 or 1,5,9-12 (default 1-1000)",
    )
    parser.add_argument(
        "--timeout",
        type=positive_number,
        default=60.0,
        metavar="S",
        help="seconds per deal (default 60)",
    )
    parser.add_argument(
        "--memory",
        type=positive_number,
        default=2048.0,
        metavar="MB",
        help="memory per deal (default 2048)",
    )
    parser.add_argument(
        "--store",
        default=DEFAULT_STORE,
        metavar="FILE",
        help=f"the SQLite store (default ./{DEFAULT_STORE})",
    )
    parser.add_argument(
        "--jobs",
        type=whole_count,
        metavar="N",
        help="deals at a time (default: one per core; Dask: local workers)",
    )
    parser.add_argument("--dask", action="store_true", help="run on a local Dask cluster")
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on the Dask cluster of this scheduler (tcp://host:8786; workers of one "
        "thread each: dask worker --nthreads 1)",
    )
    again = parser.add_mutually_exclusive_group()
    again.add_argument(
        "--retry-unknown",
        action="store_true",
        help="solve again only the deals left unknown with less time or memory than "
        f"this --timeout and --memory, or with under {FULL_SHARE * 100:.0f}%% of their time on a "
        "processor",
    )
    again.add_argument(
        "--redo",
        action="store_true",
        help="solve again every deal not yet proven won or lost, and keep the new verdict "
        "whatever budget the old one had (after the solver has changed)",
    )
    again.add_argument(
        "--retry-slow",
        action="store_true",
        help="solve again the deals an earlier solver decided after more than this --timeout "
        "or left unknown; a verdict that agrees and came sooner replaces the stored one, and "
        "one that contradicts it is reported and not stored",
    )
    parser.add_argument("--format", choices=FORMATS, default="md", help="report: table format")
    parser.add_argument("--plot", metavar="FILE", help="report: draw the figures (.svg, .png)")
    add_option_argument(parser)
    parser.set_defaults(run=run_command)


def report(store_path: Path, games: list[str], form: str, plot_path: str | None) -> int:
    """``yukon survey report [GAME...]``: the table (and plot) of the store, or of ``games``."""
    if not store_path.exists():
        raise CommandError(f"no survey store at {store_path}")
    names = [default_registry().variant(game).name for game in games]
    with SurveyStore(store_path) as store:
        rows = [row for row in store.rows() if not names or row.variant in names]
    if not rows:
        raise CommandError(f"the store {store_path} holds no verdicts for these games yet")
    figures = game_figures(rows)
    if plot_path:  # first, so that a plot it cannot draw stops it before the table
        plot(figures, rows, Path(plot_path))
    sys.stdout.write(table(figures, form))
    return 0


def run_command(args: argparse.Namespace) -> int:
    store_path = Path(args.store)
    if args.variants[:1] == ["report"]:
        return report(store_path, args.variants[1:], args.format, args.plot)
    registry = default_registry()
    names = [variant.name for variant in registry.variants] if args.every else args.variants
    if not names:
        raise CommandError("name the games to survey (or --every), or say 'report'")
    given = parse_options(args.option)
    options = {}
    for name in names:  # refuses unknown games and options up front
        read = registry.options(name, **given)
        options = {option: read[option] for option in given}
    plan = SurveyPlan(
        variants=tuple(dict.fromkeys(registry.variant(name).name for name in names)),
        deals=args.deals,
        options=tuple(sorted(options.items())),
        seconds=args.timeout,
        memory_mb=args.memory,
        retry_unknown=args.retry_unknown,
        redo=args.redo,
        retry_slow=args.retry_slow,
        jobs=args.jobs,
        dask=args.dask,
        scheduler=args.scheduler,
    )
    with SurveyStore(store_path) as store:
        progress = run_survey(store, plan, sys.stderr)
    counts = ", ".join(f"{v} {progress.verdicts[v]}" for v in ("won", "lost", "unknown"))
    print(f"{progress.done} deals solved into {store_path}: {counts}")
    if progress.deaths:
        print(f"{len(progress.deaths)} deals got no verdict, their worker having died; "
              "run the survey again to solve them")  # fmt: skip
    if progress.disagreements:
        print(f"{len(progress.disagreements)} deals were solved to the opposite of their stored "
              "verdict, which was kept: a solver is wrong")  # fmt: skip
        return 1
    return 0
