"""Fuzz every reader of outside data with many inputs (issues 24 and 44): inputs, accepted,
refused with the documented error, and unexpected outcomes (which must be 0; over the protocol
an answer ``-32603`` is one).

    python benchmarks/fuzz.py [--inputs 100000] [--seed 1] [--reader NAME]

The readers and their inputs are ``yukon_core.testing.fuzzing.READERS``; the first unexpected
outcome of each reader is printed in full. The player's data (the key that signs saves, the
records a protocol session keeps) goes to a temporary folder, never to the player's own.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import tempfile
import time

os.environ["YUKON_DATA_DIR"] = tempfile.mkdtemp(prefix="yukon-fuzz-data-")

from yukon_core.testing.fuzzing import READERS, Unexpected, try_reader


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reader", action="append", help="only these readers (repeatable)")
    args = parser.parse_args()
    logging.getLogger("yukon_core").setLevel(logging.ERROR)  # set-aside journal lines, say
    chosen = [r for r in READERS if not args.reader or r.name in args.reader]
    print(
        f"{'reader':<18} {'inputs':>8} {'accepted':>9} {'refused':>8} {'unexpected':>10} {'s':>6}"
    )
    failed = total = 0
    for reader in chosen:
        rng = random.Random(args.seed)
        counts = {True: 0, False: 0}
        unexpected, first = 0, None
        started = time.perf_counter()
        for _ in range(args.inputs):
            try:
                counts[try_reader(reader, reader.make(rng))] += 1
            except Unexpected as error:
                unexpected += 1
                first = first or error
        seconds = time.perf_counter() - started
        print(f"{reader.name:<18} {args.inputs:>8} {counts[True]:>9} {counts[False]:>8} "
              f"{unexpected:>10} {seconds:>6.1f}", flush=True)  # fmt: skip
        if first is not None:
            print(f"  first unexpected: {first}")
        failed += unexpected
        total += args.inputs
    print(f"{'all':<18} {total:>8} {'':>9} {'':>8} {failed:>10}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
