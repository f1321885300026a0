"""Random play in the TypeScript engine beside this one's, in one run: steps a second of
legal-move generation and apply on the same games (``random_play.py`` measures this engine
alone).

    npx tsc -p engine-ts && python benchmarks/ts_random_play.py [--all | --variant classic]
        [--games 300]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

from random_play import run

from yukon_core import default_registry
from yukon_core.rules_export import export_rules

BENCH = Path(__file__).resolve().parents[1] / "engine-ts" / "dist" / "src" / "bench.js"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--max-steps", type=int, default=1000)
    args = parser.parse_args()
    registry = default_registry()
    names = [v.name for v in registry.variants] if args.all else [args.variant]
    print(f"{'game':<24}{'TypeScript (Node)':>22}{'Python':>18}   ratio")
    with tempfile.TemporaryDirectory() as scratch:
        for name in names:
            export = Path(scratch) / f"{name}.json"
            export.write_text(json.dumps(export_rules(registry.rules(name))), encoding="utf-8")
            done = subprocess.run(
                ["node", str(BENCH), str(export), str(args.games), str(args.max_steps)],
                capture_output=True, text=True, check=True,
            )  # fmt: skip
            node = json.loads(done.stdout)["steps_per_second"]
            steps, seconds, _ = run(name, args.games, 1, args.max_steps)
            python = steps / seconds
            print(f"{name:<24}{node:>16,.0f} st/s{python:>12,.0f} st/s   {node / python:5.1f}")


if __name__ == "__main__":
    main()
