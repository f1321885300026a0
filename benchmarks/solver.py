"""Solver benchmark: decide a fixed range of deals and report the figures of issue 6.

    python benchmarks/solver.py classic --deals 1-1000 --timeout 60
    python benchmarks/solver.py double --deals 1-200 --timeout 10 --log double.jsonl
    python benchmarks/solver.py classic --deals 5 --profile
    python benchmarks/solver.py alaska --deals 1-200 --jobs 2

Each deal is solved by one process on one core; ``--jobs N`` solves N deals at a time in
separate processes (on a machine with at least N free cores the per-deal figures are those of a
run one deal at a time). ``--workers 2`` solves each deal in two processes instead (depth-first
alone in one, the portfolio in the other: ``docs/solver.md``); it needs ``--jobs 1``, as pool
workers may not fork.

Reports the fraction decided, won, lost and unknown; the median and 95th-percentile seconds per
deal; nodes per second over the whole run; the peak resident memory of the process; and how many
winning lines were replayed through the engine to a win (every one is). With ``--log`` every
deal's result is also written as a JSON line, so a long run can be watched and
summed up again with ``--summarise FILE``.
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
from collections.abc import Iterable

from yukon_core import Budget, Verdict, apply, deal, default_registry, solve


def deal_numbers(text: str) -> list[int]:
    """``1-1000`` or ``5`` or ``1,2,7-9``."""
    numbers: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        numbers.extend(range(int(first), int(last or first) + 1))
    return numbers


def solve_deal(task: tuple[str, int, Budget]) -> dict:
    """One deal's result as a row of the log."""
    variant, number, budget = task
    rules = default_registry().rules(variant)
    position = deal(rules.layout, number)
    result = solve(rules, position, budget)
    row = {
        "variant": variant,
        "deal": number,
        "verdict": result.verdict.value,
        "moves": len(result.moves),
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
    }
    if result.verdict is Verdict.WON:
        for move in result.moves:
            position = apply(rules, position, move)[0]  # raises on an illegal move
        row["replayed"] = rules.won(position)
    return row


def run(
    variant: str, numbers: list[int], budget: Budget, log: str | None, jobs: int = 1
) -> list[dict]:
    tasks = [(variant, number, budget) for number in numbers]
    rows = []
    with (
        multiprocessing.Pool(jobs) if jobs > 1 else contextlib.nullcontext() as pool,
        open(log, "a", encoding="utf-8") if log else contextlib.nullcontext() as out,
    ):
        results = pool.imap(solve_deal, tasks) if pool else map(solve_deal, tasks)
        for row in results:
            rows.append(row)
            if out is not None:
                out.write(json.dumps(row) + "\n")
                out.flush()
    return rows


def summary(rows: Iterable[dict]) -> str:
    rows = list(rows)
    count = len(rows)
    verdicts = {v: sum(r["verdict"] == v for r in rows) for v in ("won", "lost", "unknown")}
    seconds = sorted(r["seconds"] for r in rows)
    nodes = sum(r["nodes"] for r in rows)
    p95 = seconds[min(count - 1, round(0.95 * (count - 1)))]
    decided = verdicts["won"] + verdicts["lost"]
    replayed = sum(r.get("replayed") is True for r in rows)
    unchecked = sum("replayed" not in r for r in rows if r["verdict"] == "won")
    return (
        f"{rows[0]['variant']} deals {rows[0]['deal']}-{rows[-1]['deal']} ({count}): "
        f"decided {decided / count:.1%} (won {verdicts['won']}, lost {verdicts['lost']}, "
        f"unknown {verdicts['unknown']}); time median {statistics.median(seconds):.3f} s, "
        f"95th percentile {p95:.2f} s, total {sum(seconds):.0f} s; "
        f"{nodes / max(sum(seconds), 1e-9):,.0f} nodes/s; "
        f"winning lines replayed to a win {replayed} of {verdicts['won']}"
        + (f" ({unchecked} logged without a replay)" if unchecked else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant", nargs="?", default="classic")
    parser.add_argument("--deals", default="1-100", help="e.g. 1-1000 or 1,5,9-12")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per deal")
    parser.add_argument("--nodes", type=int, default=None, help="nodes per deal")
    parser.add_argument("--memory", type=float, default=1024.0, help="MB per deal")
    parser.add_argument("--jobs", type=int, default=1, help="deals solved at a time")
    parser.add_argument("--workers", type=int, choices=(1, 2), default=1,
                        help="processes per deal (2 needs --jobs 1)")  # fmt: skip
    parser.add_argument("--log", help="append one JSON line per deal to this file")
    parser.add_argument("--summarise", metavar="FILE", help="only sum up a --log file")
    parser.add_argument("--profile", action="store_true", help="cProfile the run")
    args = parser.parse_args()
    if args.summarise:
        with open(args.summarise, encoding="utf-8") as lines:
            print(summary(json.loads(line) for line in lines))
        return
    if args.workers > 1 and args.jobs > 1:
        parser.error("--workers 2 needs --jobs 1: pool workers may not fork a helper")
    budget = Budget(args.nodes, args.timeout, args.memory, args.workers)
    numbers = deal_numbers(args.deals)
    if args.profile:
        profiler = cProfile.Profile()
        rows = profiler.runcall(run, args.variant, numbers, budget, args.log)
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(12)
    else:
        rows = run(args.variant, numbers, budget, args.log, args.jobs)
    print(summary(rows))
    processes = (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    peak = max(resource.getrusage(who).ru_maxrss for who in processes)
    print(f"peak memory {peak / 1024:.0f} MB (the largest process)")


if __name__ == "__main__":
    main()
