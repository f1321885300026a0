"""``yukon serve``: the web page and the engine protocol over a WebSocket (``yukon_core.web``)."""

from __future__ import annotations

import argparse

from ..bounded import InputError, whole_number
from .common import CommandError, add_records_arguments, records_path

__all__ = ["add_commands"]


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 1 to 65535."""
    try:
        return whole_number(text, "it", low=1, high=65535)
    except InputError as error:
        raise argparse.ArgumentTypeError(str(error).removeprefix("it ")) from error


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "serve", help="serve the page that plays every game, and the protocol on a WebSocket"
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: this machine only)"
    )
    parser.add_argument("--port", type=port_number, default=8000, help="default 8000")
    add_records_arguments(parser)
    parser.set_defaults(run=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    try:
        from ..web import serve
    except ImportError as error:
        raise CommandError(
            f"yukon serve needs the web extra: pip install 'yukon[web]' ({error})"
        ) from error
    records = records_path(args)
    serve(args.host, args.port, records=records)
    return 0
