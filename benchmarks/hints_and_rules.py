"""Hints and rules pages: what the page asks the engine for besides moves, timed.

Times ``heuristic_hint`` over the positions of random games of every seed game, and the rules
page of every installed game as Markdown and as HTML (the ``web`` extra). With ``--before REV``
the same measurement runs on the code of that git revision too (a worktree of it, in a process
of its own), side by side in one run, since a shared machine's figures move from run to run.

    python benchmarks/hints_and_rules.py --before c72f6eb
"""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.machinery
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("classic", "relaxed", "russian", "alaska", "double")


def use_core_of(tree: Path) -> None:
    """Make ``yukon_core`` and its modules this process's copy in ``tree``, ahead of an editable
    install's finder (which maps the package by name); the installed variants stay."""

    class TreeFirst(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
            if name.split(".")[0] != "yukon_core":
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path or [str(tree)])
            if spec is None:  # not in that tree: not from anywhere else either
                raise ModuleNotFoundError(f"no module named {name!r} in {tree}", name=name)
            return spec

    sys.meta_path.insert(0, TreeFirst())


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
    parser.add_argument("--measure-here", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_here:
        use_core_of(Path.cwd())
        print(json.dumps(measure(args.positions)))
        return
    trees = [("this code", ROOT)]
    with tempfile.TemporaryDirectory() as scratch:
        if args.before:
            old = Path(scratch) / "before"
            subprocess.run(["git", "worktree", "add", "-q", "--detach", str(old), args.before],
                           cwd=ROOT, check=True)  # fmt: skip
            trees.append((f"code at {args.before}", old))
        try:
            for name, tree in trees:
                answer = subprocess.run(
                    [sys.executable, str(Path(__file__).resolve()), "--measure-here",
                     "--positions", str(args.positions)],
                    cwd=tree, capture_output=True,
                    text=True, check=True,
                )  # fmt: skip
                figures = json.loads(answer.stdout)
                shown = "   ".join(f"{key} {value:8.2f}" for key, value in figures.items())
                print(f"{name:<20} {shown}")
        finally:
            if args.before:
                subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT,
                               check=False)  # fmt: skip


if __name__ == "__main__":
    main()
