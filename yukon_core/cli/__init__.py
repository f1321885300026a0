"""The ``yukon`` command: one module per group of subcommands, all clients of the public API."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..cards import CardParseError
from ..codes import GameCodeError
from ..moves import MoveParseError
from ..position_json import PositionError
from ..registry import OptionError, UnknownVariantError
from ..rules import PluginError
from . import check, deal, info, play, positions, rules, solve
from .common import CommandError

__all__ = ["main"]

COMMAND_MODULES = (info, deal, play, positions, check, rules, solve)
USER_ERRORS = (
    CommandError,
    CardParseError,
    GameCodeError,
    MoveParseError,
    OptionError,
    PositionError,
    UnknownVariantError,
    PluginError,
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="yukon", description="Yukon-family patience engine.")
    parser.add_argument("--lang", choices=("en", "ru"), default="en", help="language of texts")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.add_commands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``yukon`` command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except USER_ERRORS as error:
        print(f"yukon: error: {error}", file=sys.stderr)
        return 2
