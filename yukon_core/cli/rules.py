"""``yukon rules``: a variant's rules in words, composed from its plugin and compiled table."""

from __future__ import annotations

import argparse

from ..messages import LANGUAGES
from ..registry import default_registry
from ..rules_text import rules_text
from .common import add_option_argument, parse_options

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("rules", help="print a variant's rules")
    parser.add_argument("variant", help="variant name or letter")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=argparse.SUPPRESS,
        help="language of the text (same as yukon --lang)",
    )
    add_option_argument(parser)
    parser.set_defaults(run=run_rules)


def run_rules(args: argparse.Namespace) -> int:
    rules = default_registry().rules(args.variant, **parse_options(args.option))
    print(rules_text(rules, args.lang), end="")
    return 0
