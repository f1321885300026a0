"""``yukon moves`` and ``yukon play-moves``: a JSON position in, moves or a new position out."""

from __future__ import annotations

import argparse
import json
import sys

from ..board_text import board_text
from ..deals import deal
from ..engine import apply, check, is_stuck, is_won, legal_moves
from ..moves import action_id, move_text, parse_move
from ..position_json import position_to_json
from ..registry import default_registry
from .common import CommandError, add_option_argument, parse_options, read_deal, read_position

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    moves = commands.add_parser("moves", help="list the legal moves of a position")
    moves.add_argument("--position", required=True, metavar="FILE|-", help="JSON position")
    moves.add_argument("--json", action="store_true")
    moves.set_defaults(run=run_moves)
    play = commands.add_parser(
        "play-moves", help="apply moves to a position, or to a deal, in order"
    )
    start = play.add_mutually_exclusive_group(required=True)
    start.add_argument("--position", metavar="FILE|-", help="JSON position")
    start.add_argument("--deal", metavar="CODE", help="a game code: start from its deal")
    play.add_argument("moves", nargs="+", metavar="MOVE", help="e.g. 9S>3 (or 9S-3), AH>F")
    play.add_argument("--json", action="store_true")
    add_option_argument(play)
    play.set_defaults(run=run_play_moves)


def run_moves(args: argparse.Namespace) -> int:
    rules, position = read_position(args.position)
    moves = legal_moves(rules, position)
    if args.json:
        listed = [{"move": move_text(rules, m), "action": action_id(rules, m)} for m in moves]
        print(json.dumps({"moves": listed, "won": is_won(rules, position)}, ensure_ascii=False))
    else:
        for move in moves:
            print(move_text(rules, move))
        if not moves:
            print("won" if is_won(rules, position) else "no legal move")
    return 0


def run_play_moves(args: argparse.Namespace) -> int:
    if args.deal is not None:
        name, number = read_deal(args.deal, None)
        rules = default_registry().rules(name, **parse_options(args.option))
        position = deal(rules.layout, number)
    elif args.option:
        raise CommandError("--position takes its variant and options from the file")
    else:
        rules, position = read_position(args.position)
    for number, text in enumerate(args.moves, 1):
        move = parse_move(rules, text, position)
        refusal = check(rules, position, move)
        if refusal is not None:
            message = refusal.message(args.lang, rules.decks)
            if args.json:
                print(json.dumps({
                    "applied": number - 1,
                    "refused": {"move": text, "code": refusal.code.value, "message": message},
                    "position": position_to_json(rules, position),
                }, ensure_ascii=False))  # fmt: skip
            print(
                f"move {number} ({text}) refused: {refusal.code.value}: {message}", file=sys.stderr
            )
            return 1
        position, _ = apply(rules, position, move)
    if args.json:
        print(json.dumps({"applied": len(args.moves), "position": position_to_json(rules, position),
                          "won": is_won(rules, position), "stuck": is_stuck(rules, position)},
                         ensure_ascii=False))  # fmt: skip
    else:
        print(board_text(rules, position, colour=sys.stdout.isatty()))
        if is_won(rules, position):
            print("won")
        elif is_stuck(rules, position):
            print("no legal move")
    return 0
