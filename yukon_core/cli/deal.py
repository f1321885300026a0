"""``yukon deal``: show a deal as a board or as a JSON position."""

from __future__ import annotations

import argparse
import json
import sys

from ..board_text import board_text
from ..deals import deal
from ..position_json import position_to_json
from ..registry import default_registry
from .common import add_option_argument, parse_options, read_deal

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("deal", help="show a deal")
    parser.add_argument("variant", help="variant name or letter, or a game code")
    parser.add_argument("deal", nargs="?", help="deal number or game code (default: random)")
    parser.add_argument("--json", action="store_true", help="print the JSON position")
    add_option_argument(parser)
    parser.set_defaults(run=run_deal)


def run_deal(args: argparse.Namespace) -> int:
    name, number = read_deal(args.variant, args.deal)
    rules = default_registry().rules(name, **parse_options(args.option))
    position = deal(rules.layout, number)
    code = rules.variant.code(number)
    if args.json:
        print(
            json.dumps({"code": str(code), **position_to_json(rules, position)}, ensure_ascii=False)
        )
    else:
        print(f"{rules.variant.text(rules.variant.title, args.lang)}  {code}  (deal {number})")
        print(board_text(rules, position, colour=sys.stdout.isatty()))
    return 0
