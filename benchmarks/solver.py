"""Solver benchmark: decide a fixed range of deals of one game or of many, and report.

    python benchmarks/solver.py classic --deals 1-1000 --timeout 60
    python benchmarks/solver.py double --deals 1-200 --timeout 10 --log double.jsonl
    python benchmarks/solver.py classic --deals 5 --profile
    python benchmarks/solver.py alaska --deals 1-200 --jobs 2
    python benchmarks/solver.py --family --deals 1-200 --jobs 2 --log family.jsonl --markdown
    python benchmarks/solver.py kiev --deals 1-200 --timeout 3 --jobs 2 --before REV

Each deal is solved by one process on one core; ``--jobs N`` solves N deals at a time in
separate processes (on a machine with at least N free cores the per-deal figures are those of a
run one deal at a time), each deal in a fresh process so that its peak memory is its own.
``--workers 2`` solves each deal in two processes instead (depth-first alone in one, the
portfolio in the other: ``docs/solver.md``); it needs ``--jobs 1``, as pool workers may not fork.
``--family`` runs every installed game whose layout has more than columns and foundations
(``--every`` every installed game), one after the other. With ``--before REV`` the same deals are
also solved by that revision's code, compiled in a worktree (``side_by_side.py``), and each
game's summary is given for both, from one run; ``--log FILE`` then logs this code's deals to
``FILE`` and the revision's beside it (``double.REV.jsonl``), each once its side has run.

Reports, per game, the fraction decided, won, lost and unknown; the median and 95th-percentile
seconds per deal; nodes per second over the whole run, of wall-clock time and (in the summary
line) of processor time, the fairer one on a shared machine; the peak resident memory of a
deal; and how many winning lines were replayed through the session API (``new_game`` and
``play``) to a win (every one is). With ``--log`` every deal's result is also written as a
JSON line, so a long run can be watched and summed up again with ``--summarise FILE``
(``--markdown`` for a table).
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import json
import multiprocessing
import pstats
import resource
import statistics
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from side_by_side import HERE_FLAG, in_trees, use_core_of


def deal_numbers(text: str) -> list[int]:
    """``1-1000`` or ``5`` or ``1,2,7-9``."""
    numbers: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        numbers.extend(range(int(first), int(last or first) + 1))
    return numbers


def _processor_seconds() -> float:
    """This process's processor time and that of its children reaped (``--workers 2``)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def solve_deal(task: tuple[str, int, tuple[Any, ...]]) -> dict:
    """One deal's result as a row of the log; the budget as the arguments of ``Budget``."""
    from yukon_core import Budget, Verdict, deal, default_registry, solve
    from yukon_core.survey import replays_to_a_win

    variant, number, limits = task
    budget = Budget(*limits)
    rules = default_registry().rules(variant)
    started = _processor_seconds()
    result = solve(rules, deal(rules.layout, number), budget)
    cpu_seconds = _processor_seconds() - started
    row = {
        "variant": variant,
        "deal": number,
        "verdict": result.verdict.value,
        "stopped_by": result.exhausted,
        "moves": len(result.moves),
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "cpu_seconds": round(cpu_seconds, 4),
        "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }
    if result.verdict is Verdict.WON:
        row["replayed"] = replays_to_a_win(variant, number, result.moves)
    return row


def run(
    variant: str, numbers: list[int], budget: tuple[Any, ...], log: str | None, jobs: int = 1
) -> list[dict]:
    tasks = [(variant, number, budget) for number in numbers]
    rows = []
    # Closed and joined, not terminated on leaving a with block: terminate() can hang on a
    # queue lock left by a worker that exited after its one task.
    pool = multiprocessing.Pool(jobs, maxtasksperchild=1) if jobs > 1 else None
    with open(log, "a", encoding="utf-8") if log else contextlib.nullcontext() as out:
        results = pool.imap(solve_deal, tasks) if pool else map(solve_deal, tasks)
        for row in results:
            rows.append(row)
            if out is not None:
                out.write(json.dumps(row) + "\n")
                out.flush()
    if pool is not None:
        pool.close()
        pool.join()
    return rows


def figures(rows: list[dict]) -> dict:
    """The figures of one game's rows."""
    count = len(rows)
    verdicts = {v: sum(r["verdict"] == v for r in rows) for v in ("won", "lost", "unknown")}
    seconds = sorted(r["seconds"] for r in rows)
    return {
        "variant": rows[0]["variant"],
        "first": rows[0]["deal"],
        "last": rows[-1]["deal"],
        "count": count,
        **verdicts,
        "decided": (verdicts["won"] + verdicts["lost"]) / count,
        "median": statistics.median(seconds),
        "p95": seconds[min(count - 1, round(0.95 * (count - 1)))],
        "total": sum(seconds),
        "rate": sum(r["nodes"] for r in rows) / max(sum(seconds), 1e-9),
        "cpu_rate": sum(r["nodes"] for r in rows) / max(sum(r["cpu_seconds"] for r in rows), 1e-9)
        if all("cpu_seconds" in r for r in rows)
        else None,
        "peak": max((r.get("peak_mb", 0) for r in rows), default=0),
        "replayed": sum(r.get("replayed") is True for r in rows),
        "unchecked": sum("replayed" not in r for r in rows if r["verdict"] == "won"),
    }


def _cpu_rate(rate: float | None) -> str:
    return "n/a (not logged)" if rate is None else f"{rate:,.0f}"


def summary(rows: Iterable[dict]) -> str:
    f = figures(list(rows))
    return (
        f"{f['variant']} deals {f['first']}-{f['last']} ({f['count']}): "
        f"decided {f['decided']:.1%} (won {f['won']}, lost {f['lost']}, "
        f"unknown {f['unknown']}); time median {f['median']:.3f} s, "
        f"95th percentile {f['p95']:.2f} s, total {f['total']:.0f} s; "
        f"{f['rate']:,.0f} nodes/s ({_cpu_rate(f['cpu_rate'])} a second of processor time); "
        f"peak {f['peak']} MB a deal; "
        f"winning lines replayed to a win {f['replayed']} of {f['won']}"
        + (f" ({f['unchecked']} logged without a replay)" if f["unchecked"] else "")
    )


MARKDOWN_HEAD = (
    "| game | deals | target | decided | won | lost | unknown | median | 95th pct | nodes/s "
    "| peak MB | replayed |\n"
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
)


def target(variant: str) -> float:
    """Issue 27's target: 95 % decided for one-deck games without redeals, 90 % for others."""
    from yukon_core import default_registry

    layout = default_registry().variant(variant).layout
    simple = layout.decks == 1 and not layout.redeals
    simple = simple and (layout.stock is None or layout.stock.passes == 1)
    return 0.95 if simple else 0.90


def markdown_row(rows: list[dict]) -> str:
    f = figures(rows)
    mark = "" if f["decided"] >= target(f["variant"]) else " ✗"
    return (
        f"| {f['variant']} | {f['first']}-{f['last']} | {target(f['variant']):.0%} "
        f"| {f['decided']:.1%}{mark} | {f['won']} | {f['lost']} | {f['unknown']} "
        f"| {f['median']:.3f} s | {f['p95']:.2f} s | {f['rate']:,.0f} | {f['peak']} "
        f"| {f['replayed']}/{f['won']} |"
    )


def by_game(rows: Iterable[dict]) -> dict[str, list[dict]]:
    games: dict[str, list[dict]] = {}
    for row in rows:
        games.setdefault(row["variant"], []).append(row)
    return games


def report(rows: Iterable[dict], markdown: bool) -> None:
    games = by_game(rows)
    if markdown:
        print(MARKDOWN_HEAD)
    for game_rows in games.values():
        print(markdown_row(game_rows) if markdown else summary(game_rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", default=[], help="games (default: classic)")
    parser.add_argument("--family", action="store_true", help="every game with other piles")
    parser.add_argument("--every", action="store_true", help="every installed game")
    parser.add_argument("--deals", default="1-100", help="e.g. 1-1000 or 1,5,9-12")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per deal")
    parser.add_argument("--nodes", type=int, default=None, help="nodes per deal")
    parser.add_argument("--memory", type=float, default=1024.0, help="MB per deal")
    parser.add_argument("--jobs", type=int, default=1, help="deals solved at a time")
    parser.add_argument("--workers", type=int, choices=(1, 2), default=1,
                        help="processes per deal (2 needs --jobs 1)")  # fmt: skip
    parser.add_argument("--log", help="append one JSON line per deal to this file")
    parser.add_argument("--summarise", metavar="FILE", help="only sum up a --log file")
    parser.add_argument("--markdown", action="store_true", help="report as a Markdown table")
    parser.add_argument("--profile", action="store_true", help="cProfile the run")
    parser.add_argument("--before", help="a git revision to solve the same deals with too")
    parser.add_argument(HERE_FLAG, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_here:
        use_core_of(Path.cwd())
    elif args.before:
        _side_by_side(args)
        return
    from yukon_core import default_registry

    if args.summarise:
        with open(args.summarise, encoding="utf-8") as lines:
            report((json.loads(line) for line in lines), args.markdown)
        return
    if args.workers > 1 and args.jobs > 1:
        parser.error("--workers 2 needs --jobs 1: pool workers may not fork a helper")
    installed = default_registry().variants
    if args.every or args.family:
        variants = [v.name for v in installed if args.every or not v.layout.columns_only]
    else:
        variants = args.variants or ["classic"]
    budget = (args.nodes, args.timeout, args.memory, args.workers)
    numbers = deal_numbers(args.deals)
    rows: list[dict] = []
    for variant in variants:
        if args.profile:
            profiler = cProfile.Profile()
            rows += profiler.runcall(run, variant, numbers, budget, args.log)
            pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(12)
        else:
            rows += run(variant, numbers, budget, args.log, args.jobs)
    if args.measure_here:
        print(json.dumps(rows))
        return
    report(rows, args.markdown)
    processes = (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    peak = max(resource.getrusage(who).ru_maxrss for who in processes)
    print(f"peak memory {peak / 1024:.0f} MB (the largest process)")


def _side_by_side(args: argparse.Namespace) -> None:
    """Solve the deals in this tree and in ``args.before``'s, compiled, and sum up each."""
    arguments = [*args.variants, "--deals", args.deals, "--timeout", str(args.timeout),
                 "--memory", str(args.memory), "--jobs", str(args.jobs),
                 "--workers", str(args.workers)]  # fmt: skip
    if args.nodes is not None:
        arguments += ["--nodes", str(args.nodes)]
    if args.every or args.family:
        arguments.append("--every" if args.every else "--family")
    for side, (code, rows) in enumerate(in_trees(__file__, arguments, args.before, compiled=True)):
        print(f"{code}:")
        report(rows, args.markdown)
        if args.log:
            log = Path(args.log)
            if side:
                log = log.with_name(f"{log.stem}.{args.before}{log.suffix}")
            with open(log, "a", encoding="utf-8") as out:
                out.writelines(json.dumps(row) + "\n" for row in rows)


if __name__ == "__main__":
    main()
