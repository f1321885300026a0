"""Random play: legal-move generation + apply steps per second, deal to win or no move.

    python benchmarks/random_play.py [--variant classic | --all] [--games 300] [--seed 1]
        [--before REV [--rounds 3]]

With ``--before REV`` the code of that git revision is measured too, the two taking turns in
processes of their own (``side_by_side.py``), and each game's median of the rounds is shown.
Each step generates the legal moves of a position and applies one chosen at random; a game ends
when no move is left, when it is won, or after ``--max-steps`` (random play can cycle forever,
for example moving a card to a foundation and back).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

from side_by_side import HERE_FLAG, in_trees, use_core_of


def run(variant: str, games: int, seed: int, max_steps: int) -> tuple[int, float, int]:
    from yukon_core import Won, apply, deal, default_registry, legal_moves

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
    parser.add_argument("--before", help="a git revision to measure alongside")
    parser.add_argument("--rounds", type=int, default=3, help="turns each, with --before")
    parser.add_argument(HERE_FLAG, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.before:
        side_by_side(args)
        return
    if args.measure_here:
        use_core_of(Path.cwd())
        figures: dict[str, float | None] = {}
        for name in args.variant.split(","):
            try:
                steps, seconds, _ = run(name, args.games, args.seed, args.max_steps)
            except (LookupError, RuntimeError):  # a game this code does not have or load
                figures[name] = None
                continue
            figures[name] = steps / seconds
        print(json.dumps(figures))
        return
    from yukon_core import default_registry

    names = [v.name for v in default_registry().variants] if args.all else [args.variant]
    for name in names:
        steps, seconds, won = run(name, args.games, args.seed, args.max_steps)
        print(
            f"{name}: {args.games} games, {steps} steps in {seconds:.2f} s = "
            f"{steps / seconds:,.0f} steps/s (won {won})",
            flush=True,
        )


def side_by_side(args: argparse.Namespace) -> None:
    """Steps a second of this code and of ``args.before``'s, each game's median of the
    rounds."""
    from yukon_core import default_registry

    names = [v.name for v in default_registry().variants] if args.all else [args.variant]
    arguments = ["--variant", ",".join(names), "--games", str(args.games), "--seed",
                 str(args.seed), "--max-steps", str(args.max_steps)]  # fmt: skip
    rounds: dict[str, list[dict[str, float]]] = {}
    for code, figures in in_trees(__file__, arguments, args.before, args.rounds):
        rounds.setdefault(code, []).append(figures)
    codes = list(rounds)
    print(f"{'game':<24}" + "".join(f"{code:>22}" for code in codes) + "   ratio")
    for name in names:
        runs = [[r[name] for r in rounds[code] if r[name] is not None] for code in codes]
        medians = [statistics.median(figures) if figures else None for figures in runs]
        shown = "".join(f"{m:>16,.0f} st/s" if m else f"{'-':>22}" for m in medians)
        ratio = f"   {medians[0] / medians[1]:.3f}" if all(medians) and len(medians) > 1 else ""
        print(f"{name:<24}{shown}{ratio}")


if __name__ == "__main__":
    main()
