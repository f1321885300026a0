"""What several commands share: reading positions, options and deals; printing errors."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..codes import GameCode
from ..game import deal_number
from ..position_json import position_from_json
from ..registry import default_registry
from ..rules import RuleTable

__all__ = ["CommandError", "add_option_argument", "parse_options", "read_deal", "read_position"]


class CommandError(Exception):
    """A user error: printed as ``yukon: error: …`` with exit status 2."""


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a house rule, e.g. -o max_group_size=20 (see: yukon variants --options)",
    )


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options = {}
    for pair in pairs:
        name, found, value = pair.partition("=")
        if not found:
            raise CommandError(f"option {pair!r} must be NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def read_position(source: str) -> tuple[RuleTable, Any]:
    """The rules and position of a JSON file, or of standard input for ``-``."""
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot read {source}: {error.strerror}") from error
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CommandError(f"{source} is not JSON: {error}") from error
    return position_from_json(data)


def read_deal(variant: str, deal: str | None) -> tuple[str, int]:
    """The variant name and deal number from a variant and a number or code, or a code alone.

    ``variant`` may itself be a game code (then no ``deal`` may follow); otherwise ``deal`` is
    read by :func:`~yukon_core.game.deal_number`. With no deal a random one is drawn.
    """
    registry = default_registry()
    if variant.strip().upper().startswith("YU1-"):
        if deal is not None:
            raise CommandError(f"give a variant and a deal, or a game code alone: {variant} {deal}")
        code = GameCode.parse(variant)
        return registry.variant(code.letter).name, code.number
    chosen = registry.variant(variant)
    return chosen.name, deal_number(chosen, deal, registry=registry)
