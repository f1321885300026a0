"""Random play: legal-move generation + apply steps per second, deal to win or no move.

    python benchmarks/random_play.py [--variant classic | --all] [--games 300] [--seed 1]

Each step generates the legal moves of a position and applies one chosen at random; a game ends
when no move is left, when it is won, or after ``--max-steps`` (random play can cycle forever,
for example moving a card to a foundation and back).
"""

from __future__ import annotations

import argparse
import random
import time

from yukon_core import Won, apply, deal, default_registry, legal_moves


def run(variant: str, games: int, seed: int, max_steps: int) -> tuple[int, float, int]:
    rules = default_registry().rules(variant)
    chooser = random.Random(seed)
    steps = won = 0
    start = time.perf_counter()
    for number in range(1, games + 1):
        position = deal(rules.layout, number)
        for _ in range(max_steps):
            moves = legal_moves(rules, position)
            if not moves:
                break
            position, events = apply(rules, position, chooser.choice(moves))
            steps += 1
            if isinstance(events[-1], Won):
                won += 1
                break
    return steps, time.perf_counter() - start, won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--all", action="store_true", help="every installed variant, a row each")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-steps", type=int, default=1000)
    args = parser.parse_args()
    names = [v.name for v in default_registry().variants] if args.all else [args.variant]
    for name in names:
        steps, seconds, won = run(name, args.games, args.seed, args.max_steps)
        print(
            f"{name}: {args.games} games, {steps} steps in {seconds:.2f} s = "
            f"{steps / seconds:,.0f} steps/s (won {won})",
            flush=True,
        )


if __name__ == "__main__":
    main()
