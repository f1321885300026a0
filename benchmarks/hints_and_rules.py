"""Hints and rules pages: what the page asks the engine for besides moves, timed.

Times ``heuristic_hint`` over the positions of random games of every seed game, and the rules
page of every installed game as Markdown and as HTML (the ``web`` extra). With ``--before REV``
the same measurement runs on the code of that git revision too (a worktree of it, in a process
of its own), side by side in one run, since a shared machine's figures move from run to run.

    python benchmarks/hints_and_rules.py --before c72f6eb
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from side_by_side import HERE_FLAG, in_trees, use_core_of

GAMES = ("classic", "relaxed", "russian", "alaska", "double")


def measure(positions_per_game: int) -> dict[str, float]:
    """Microseconds a hint and milliseconds a rules page, in this process's yukon_core."""
    from yukon_core import apply, deal, default_registry, legal_moves
    from yukon_core.game.hints import heuristic_hint
    from yukon_core.rules_text import rules_text

    assert Path(rules_text.__code__.co_filename).is_relative_to(Path.cwd()), "not this tree"

    registry, chooser, positions = default_registry(), random.Random(1), []
    for name in GAMES:
        rules = registry.rules(name)
        position = deal(rules.layout, 1)
        for _ in range(positions_per_game):
            moves = legal_moves(rules, position)
            if not moves:
                position = deal(rules.layout, chooser.randrange(1, 1000))
                continue
            positions.append((rules, position))
            position, _ = apply(rules, position, chooser.choice(moves))
    started = time.perf_counter()
    for rules, position in positions:
        heuristic_hint(rules, position)
    hint_us = (time.perf_counter() - started) / len(positions) * 1e6
    figures = {"hint_us": hint_us}
    variants = registry.variants
    started = time.perf_counter()
    pages = [rules_text(registry.rules(variant), registry=registry) for variant in variants]
    figures["markdown_ms"] = (time.perf_counter() - started) / len(variants) * 1e3
    try:
        from yukon_core.rules_html import rules_html
    except ImportError:
        return figures
    started = time.perf_counter()
    for page in pages:
        rules_html(page)
    figures["html_ms"] = (time.perf_counter() - started) / len(variants) * 1e3
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=400, help="positions per game")
    parser.add_argument("--before", help="a git revision to measure alongside")
    parser.add_argument(HERE_FLAG, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_here:
        use_core_of(Path.cwd())
        print(json.dumps(measure(args.positions)))
        return
    for name, figures in in_trees(__file__, ["--positions", str(args.positions)], args.before):
        shown = "   ".join(f"{key} {value:8.2f}" for key, value in figures.items())
        print(f"{name:<20} {shown}")


if __name__ == "__main__":
    main()
