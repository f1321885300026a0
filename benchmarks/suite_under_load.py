"""The project's test suite, run again and again while other processes keep every core busy:
no test may depend on how fast or idle the machine is (issue 45, item 5).

Starts one busy loop a core (at the same priority as the tests), then runs the suite ``--runs``
times in a row, printing each run's outcome and time, and stops the loops. Exits 1 if any run
failed.

    python benchmarks/suite_under_load.py [--runs 3] [--burners N] [-- PYTEST ARGS...]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import subprocess
import sys
import time

BURN = "while True: pass"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--burners", type=int, default=os.cpu_count() or 2,
                        help="busy processes beside the tests (default: one a core)")  # fmt: skip
    parser.add_argument("pytest", nargs="*", help="arguments for pytest, after --")
    args = parser.parse_args()
    burners = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(args.burners)]
    failed = 0
    try:
        print(f"{args.burners} busy processes on {multiprocessing.cpu_count()} cores", flush=True)
        for run in range(1, args.runs + 1):
            begun = time.perf_counter()
            done = subprocess.run(
                [sys.executable, "-m", "pytest", "-q", *args.pytest],
                capture_output=True, text=True,
            )  # fmt: skip
            summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "no output"
            failed += done.returncode != 0
            seconds = time.perf_counter() - begun
            print(f"run {run}: exit {done.returncode} in {seconds:.0f} s — {summary}", flush=True)
            if done.returncode:
                print(done.stdout[-4000:], done.stderr[-2000:], sep="\n", flush=True)
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
