"""Solver memory: the bytes a solve holds per position, and its speed, beside an older revision.

    python benchmarks/solver_memory.py classic:319 bim-bom:71 hawaiian:294 --nodes 3000000
        [--before REV]

Each deal is solved in a forked process of its own with no memory limit, for ``--nodes``
positions (or ``--seconds``, whichever comes first), and its peak resident memory, less the
process's before the solve, is divided by the positions the solve kept ("bytes/position", fixed
costs such as the relaxations' caches included); the deal is solved again for half the positions,
and the growth between the two is divided by the positions kept between them ("bytes/further
position": what each position adds once the search is under way). With ``--before REV``
that revision is compiled in a worktree and measured too, the two taking turns
(``side_by_side.py``), so that both figures come from one run on one machine.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import resource
from pathlib import Path

from side_by_side import HERE_FLAG, in_trees, use_core_of


def measure(game: str, number: int, nodes: int, seconds: float) -> dict[str, float]:
    from yukon_core import Budget, deal, default_registry, solve

    rules = default_registry().rules(game)
    position = deal(rules.layout, number)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    result = solve(rules, position, Budget(nodes=nodes, seconds=seconds, memory_mb=None))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return {
        "verdict": result.verdict.value,
        "nodes": result.nodes,
        "states": result.states,
        "seconds": round(result.seconds, 2),
        "peak_mb": round((peak - before) / 1e6, 1),
        "bytes_per_position": round((peak - before) / max(result.states, 1), 1),
        "nodes_per_second": round(result.nodes / max(result.seconds, 1e-9)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", nargs="+", help="GAME:DEAL, for instance classic:319")
    parser.add_argument("--nodes", type=int, default=3_000_000)
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--before", help="a git revision to measure alongside")
    parser.add_argument(HERE_FLAG, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_here:
        use_core_of(Path.cwd())
        rows = {}
        for entry in args.deals:
            game, _, number = entry.partition(":")
            halves = []
            for nodes in (args.nodes // 2, args.nodes):
                with multiprocessing.get_context("fork").Pool(1) as pool:
                    halves.append(pool.apply(measure, (game, int(number), nodes, args.seconds)))
            half, whole = halves
            further = whole["states"] - half["states"]
            whole["bytes_per_further_position"] = round(
                (whole["peak_mb"] - half["peak_mb"]) * 1e6 / max(further, 1), 1
            )
            rows[entry] = whole
        print(json.dumps(rows))
        return
    print("| deal | code | verdict | positions | s | positions/s | peak MB | bytes/position "
          "| bytes/further position |")  # fmt: skip
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    arguments = [*args.deals, "--nodes", str(args.nodes), "--seconds", str(args.seconds)]
    measured = list(in_trees(__file__, arguments, args.before, compiled=True))
    for entry in args.deals:
        for code, rows in measured:
            row = rows[entry]
            cells = [entry, code, row["verdict"], f"{row['states']:,}", row["seconds"],
                     f"{row['nodes_per_second']:,}", row["peak_mb"], row["bytes_per_position"],
                     row["bytes_per_further_position"]]  # fmt: skip
            print("| " + " | ".join(map(str, cells)) + " |")


if __name__ == "__main__":
    main()
