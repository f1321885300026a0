"""The cross-check of the TypeScript engine at scale: seeded random walks through every game (or
those named) in both engines, every position's legal moves and piles compared.

    npx tsc -p engine-ts && python benchmarks/ts_crosscheck.py [GAME ...] [--positions 100000]

Each game gets walks of up to ``--steps`` moves from its deals 1, 2, … until ``--positions``
positions have been compared; a difference stops that game and is shown.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from ts_walks import first_difference, ts_walk, walk

from yukon_core import default_registry
from yukon_core.rules_export import export_rules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--positions", type=int, default=100_000)
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    registry = default_registry()
    names = args.games or [variant.name for variant in registry.variants]
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        for name in names:
            rules = registry.rules(name)
            export = Path(scratch) / f"{name}.json"
            export.write_text(json.dumps(export_rules(rules)), encoding="utf-8")
            started, compared, walks, difference = time.perf_counter(), 0, 0, None
            while compared < args.positions and difference is None:
                batch = (walks + 1, 50, args.steps, args.seed + walks)  # deals, each round a seed
                mine = list(walk(rules, *batch))
                difference = first_difference(mine, ts_walk(export, *batch))
                compared += len(mine)
                walks += 50
            failed += difference is not None
            said = "0 differences" if difference is None else f"DIFFERENT\n{difference}"
            seconds = time.perf_counter() - started
            shown = f"{compared:>9,} positions, {walks:>5} walks, {seconds:6.1f} s"
            print(f"{name:<24} {shown}: {said}", flush=True)
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
