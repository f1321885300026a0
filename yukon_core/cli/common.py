"""What several commands share: reading positions, options and deals; printing errors."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from ..bounded import POSITION_BYTES, InputError, excerpt, read_bytes, whole_number
from ..codes import GameCode
from ..game import deal_number
from ..game.userdata import default_records_path
from ..position import Position
from ..position_json import load_position
from ..registry import default_registry
from ..rules import RuleTable

__all__ = [
    "CommandError",
    "add_option_argument",
    "add_records_arguments",
    "deal_range",
    "parse_options",
    "positive_number",
    "read_deal",
    "read_position",
    "records_path",
    "whole_count",
]


_DECIMAL = re.compile(r"[0-9]{1,12}(\.[0-9]{1,9})?")


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


def add_records_arguments(parser: argparse.ArgumentParser) -> None:
    """``--records FILE`` and ``--no-records``, for the commands that finish games."""
    parser.add_argument(
        "--records", metavar="FILE",
        help=f"records file (default: {default_records_path()}; the folder follows "
        "YUKON_DATA_DIR, else XDG_DATA_HOME)",
    )  # fmt: skip
    parser.add_argument(
        "--no-records", action="store_true", help="keep no records (nothing is written)"
    )


def records_path(args: argparse.Namespace) -> Path | None:
    """The records file the arguments of :func:`add_records_arguments` chose (``None``: none)."""
    return None if args.no_records else Path(args.records or default_records_path())


def positive_number(text: str) -> float:
    """An argparse type: a finite number above 0 in ASCII digits (``nan``, ``inf``, ``-1``,
    ``1e999`` and other scripts' digits are refused)."""
    token = text.strip()
    if not (token.isascii() and _DECIMAL.fullmatch(token)) or float(token) <= 0:
        raise argparse.ArgumentTypeError(f"must be a number above 0, such as 30 or 2.5, not "
                                         f"{excerpt(text)}")  # fmt: skip
    return float(token)


def whole_count(text: str) -> int:
    """An argparse type: a whole number from 1, in ASCII digits."""
    try:
        return whole_number(text, "it", low=1, high=10**12)
    except InputError as error:
        raise argparse.ArgumentTypeError(str(error).removeprefix("it ")) from error


MAX_RANGE = 10_000_000
"""The most deals one range may name."""


def deal_range(text: str) -> tuple[int, ...]:
    """An argparse type: deal numbers as ``1-1000``, ``5`` or ``1,5,9-12``, in order, each
    once."""
    from ..deals import MAX_DEAL

    if len(text) > 1000:
        raise argparse.ArgumentTypeError(f"deals {excerpt(text)}: over 1,000 characters")
    numbers: dict[int, None] = {}
    try:
        for part in text.split(","):
            first, dash, last = part.strip().partition("-")
            low = whole_number(first, "a deal number", low=1, high=MAX_DEAL)
            high = whole_number(last, "a deal number", low=low, high=MAX_DEAL) if dash else low
            if len(numbers) + high - low + 1 > MAX_RANGE:
                raise argparse.ArgumentTypeError(f"more than {MAX_RANGE:,} deals")
            numbers.update(dict.fromkeys(range(low, high + 1)))
    except InputError as error:
        raise argparse.ArgumentTypeError(f"{error} (deals: 1-1000 or 1,5,9-12)") from error
    return tuple(numbers)


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options = {}
    for pair in pairs:
        name, found, value = pair.partition("=")
        if not found:
            raise CommandError(f"option {excerpt(pair)} must be NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def read_position(source: str) -> tuple[RuleTable, Position]:
    """The rules and position of a JSON file, or of standard input for ``-``, read within
    :data:`~yukon_core.bounded.POSITION_BYTES`."""
    what = "standard input" if source == "-" else source
    try:
        data = read_bytes(sys.stdin.buffer if source == "-" else source, POSITION_BYTES, what)
    except InputError as error:
        raise CommandError(str(error)) from error
    return load_position(data)


def read_deal(variant: str, deal: str | None) -> tuple[str, int]:
    """The variant name and deal number from a variant and a number or code, or a code alone.

    ``variant`` may itself be a game code (then no ``deal`` may follow); otherwise ``deal`` is
    read by :func:`~yukon_core.game.deal_number`. With no deal a random one is drawn.
    """
    registry = default_registry()
    if GameCode.looks_like(variant):
        if deal is not None:
            raise CommandError(f"give a variant and a deal, or a game code alone: {variant} {deal}")
        code = GameCode.parse(variant)
        return registry.variant(code.key).name, code.number
    chosen = registry.variant(variant)
    return chosen.name, deal_number(chosen, deal, registry=registry)
