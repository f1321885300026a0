"""The ``yukon`` command: one module per group of subcommands, all clients of the public API."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from importlib import metadata
from typing import NoReturn

from ..cards import CardParseError
from ..codes import GameCodeError
from ..game import GameError
from ..moves import MoveParseError
from ..plugins import STRICT_ENVIRONMENT
from ..position_json import PositionError
from ..registry import OptionError, UnknownVariantError
from ..rules import PluginError
from . import (
    check,
    deal,
    engine,
    export,
    info,
    new_variant,
    play,
    positions,
    rules,
    serve,
    site,
    solve,
    survey,
)
from .common import CommandError
from .interrupts import INTERRUPTED, Interrupts, catching_interrupts, exit_with

__all__ = ["main", "run"]

COMMAND_MODULES = (
    info,
    deal,
    play,
    positions,
    check,
    rules,
    export,
    solve,
    survey,
    engine,
    serve,
    site,
    new_variant,
)
USER_ERRORS = (
    CommandError,
    CardParseError,
    GameError,
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
    parser.add_argument("--version", action="version", version=version_text())
    parser.add_argument(
        "--strict-plugins", action="store_true",
        help=f"any broken plugin is an error (as {STRICT_ENVIRONMENT}=1 does), for plugin CI",
    )  # fmt: skip
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.add_commands(commands)
    return parser


def version_text() -> str:
    """``yukon 0.1.0 (engine and solver compiled)`` or ``(engine and solver pure Python)``."""
    from ..solver import build

    try:
        number = metadata.version("yukon")
    except metadata.PackageNotFoundError:
        number = "(not installed)"
    return f"yukon {number} (engine and solver {build()})"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``yukon`` command; returns the exit status: 0 done, 1 a move refused, 2 bad
    input, 130 interrupted (Ctrl-C, ``interrupts.py``; so too where a library caught the
    interrupt and the command went on). A reader that closes the output early ends it
    quietly."""
    interrupts: Interrupts | None = None
    try:
        with catching_interrupts() as interrupts:
            try:
                status = _run(argv)
            except KeyboardInterrupt:
                return interrupts.report()
            return interrupts.report() if interrupts.interrupted else status
    except KeyboardInterrupt:  # one raised again as the command was ending: it ends with 130
        return interrupts.report() if interrupts is not None else INTERRUPTED


def run() -> NoReturn:
    """The ``yukon`` command as a program: :func:`main`, then exit with its status (a status
    of 130 as such, see :func:`~yukon_core.cli.interrupts.exit_with`)."""
    exit_with(main())


def _run(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    try:
        try:
            args = parser.parse_args(argv)
        except SystemExit as done:  # --help, --version, or a usage error argparse printed
            return done.code if isinstance(done.code, int) else 2
        if args.strict_plugins:
            os.environ[STRICT_ENVIRONMENT] = "1"
        status = int(args.run(args) or 0)
        sys.stdout.flush()
        return status
    except USER_ERRORS as error:
        print(f"yukon: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        _silence_stdout()
        return 0


def _silence_stdout() -> None:
    """Point standard output at the null device, so the flush at exit finds no closed pipe."""
    with contextlib.suppress(OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
