"""``yukon solve``: decide a deal or a JSON position with the solver."""

from __future__ import annotations

import argparse
import json

from ..deals import deal
from ..moves import move_text
from ..registry import default_registry
from ..solver import Budget, SolveResult, solve
from ..solver.conditions import conditions
from .common import (
    CommandError,
    add_option_argument,
    parse_options,
    positive_number,
    read_deal,
    read_position,
    whole_count,
)

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "solve", help="decide whether a deal or position can be won (face-down cards known)"
    )
    parser.add_argument("variant", nargs="?", help="variant name or letter, or a game code")
    parser.add_argument("deal", nargs="?", help="deal number or game code (default: random)")
    parser.add_argument("--position", metavar="FILE|-", help="solve this JSON position instead")
    parser.add_argument(
        "--timeout", type=positive_number, default=60.0, metavar="S", help="seconds"
    )
    parser.add_argument("--nodes", type=whole_count, metavar="N", help="positions to expand")
    parser.add_argument("--memory", type=positive_number, default=1024.0, metavar="MB",
                        help="cap on the transposition table (default 1024)")  # fmt: skip
    parser.add_argument("--workers", type=whole_count, choices=(1, 2), default=1,
                        help="processes: with 2, two searches share out the graph")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")
    parser.add_argument("--pruning", action="store_true",
                        help="list the solver's pruning rules for this game, and why")  # fmt: skip
    add_option_argument(parser)
    parser.set_defaults(run=run_solve)


def run_solve(args: argparse.Namespace) -> int:
    if args.position is not None:
        if args.deal is not None or args.option:
            raise CommandError("--position takes its variant and options from the file")
        rules, position = read_position(args.position)
        if args.variant is not None and default_registry().variant(args.variant) != rules.variant:
            raise CommandError(f"the position is {rules.variant.name}, not {args.variant}")
        heading = f"{rules.variant.text(rules.variant.title, args.lang)}  ({args.position})"
        code = None
    elif args.variant is None:
        raise CommandError("give a variant (and a deal number or code) or --position FILE")
    else:
        name, number = read_deal(args.variant, args.deal)
        rules = default_registry().rules(name, **parse_options(args.option))
        if args.pruning:
            print(rules.variant.text(rules.variant.title, args.lang))
            print(conditions(rules).text())
            return 0
        position = deal(rules.layout, number)
        code = str(rules.variant.code(number))
        heading = f"{rules.variant.text(rules.variant.title, args.lang)}  {code}  (deal {number})"
    result = solve(rules, position, Budget(args.nodes, args.timeout, args.memory, args.workers))
    moves = [move_text(rules, move) for move in result.moves]
    if args.json:
        print(json.dumps(_as_json(result, moves, code), ensure_ascii=False))
    else:
        print(heading)
        print(_summary(result))
        if moves:
            print(" ".join(moves))
    return 0


def _summary(result: SolveResult) -> str:
    effort = f"{result.nodes:,} nodes, {result.seconds:.2f} s"
    if result.verdict.value == "won":
        return f"won in {len(result.moves)} moves ({effort})"
    if result.verdict.value == "lost":
        return f"lost: no line wins ({effort})"
    return f"unknown: the {result.exhausted} budget ran out ({effort})"


def _as_json(result: SolveResult, moves: list[str], code: str | None) -> dict:
    return {
        "code": code,
        "verdict": result.verdict.value,
        "moves": moves,
        "nodes": result.nodes,
        "states": result.states,
        "seconds": round(result.seconds, 3),
        "exhausted": result.exhausted,
    }
