"""Winnability after every move: how long ``Game.is_winnable()`` takes along random games.

    python benchmarks/winnability.py classic --deals 1-20 [--moves 60] [--seed 1]

Plays random legal moves from each deal (until the game is won or stuck, or ``--moves`` are
played), asks ``is_winnable()`` after every move as a front end would, and once the game is
certainly lost asks ``last_winnable_move()`` too. Reports the answers and the median,
95th-percentile and longest time of each kind of call.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from solver import deal_numbers

from yukon_core import new_game


def spread(seconds: list[float]) -> str:
    if not seconds:
        return "no calls"
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"{len(ordered)} calls, median {statistics.median(ordered):.3f} s, "
        f"95th percentile {p95:.3f} s, longest {ordered[-1]:.3f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant", nargs="?", default="classic")
    parser.add_argument("--deals", default="1-20", help="e.g. 1-20 or 1,5,9-12")
    parser.add_argument("--moves", type=int, default=60, help="random moves per game at most")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    chooser = random.Random(args.seed)
    answers: Counter[bool | None] = Counter()
    checks: list[float] = []
    way_back: list[float] = []
    for number in deal_numbers(args.deals):
        game = new_game(args.variant, number)
        for _ in range(args.moves):
            moves = game.legal_moves()
            if not moves or game.is_won:
                break
            game.play(chooser.choice(moves))
            start = time.perf_counter()
            answer = game.is_winnable()
            checks.append(time.perf_counter() - start)
            answers[answer] += 1
            if answer is False:
                start = time.perf_counter()
                game.last_winnable_move()
                way_back.append(time.perf_counter() - start)
                break
    print(
        f"{args.variant}: winnable {answers[True]}, certainly lost {answers[False]}, "
        f"undecided {answers[None]}"
    )
    print(f"is_winnable: {spread(checks)}")
    print(f"last_winnable_move: {spread(way_back)}")


if __name__ == "__main__":
    main()
