"""``yukon serve``: the web page and the engine protocol over a WebSocket (``yukon_core.web``)."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from ..bounded import InputError, whole_number
from ..game import records_outlook
from .common import CommandError, add_records_arguments, records_path

__all__ = ["add_commands"]


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 1 to 65535, or 0 for any free one."""
    try:
        return whole_number(text, "it", low=0, high=65535)
    except InputError as error:
        raise argparse.ArgumentTypeError(str(error).removeprefix("it ")) from error


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "serve", help="serve the page that plays every game, and the protocol on a WebSocket"
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: this machine only)"
    )
    parser.add_argument(
        "--port",
        type=port_number,
        default=8000,
        help="default 8000; 0: any free port, which it says",
    )
    parser.add_argument(
        "--allow-host", action="append", default=[], metavar="NAME",
        help="another name the page may be opened by (the server answers only its own address, "
        "and localhost where it listens on this machine)",
    )  # fmt: skip
    parser.add_argument(
        "--allow-origin", action="append", default=[], metavar="ORIGIN",
        help="a site whose pages may use the protocol (the solver's hints and 'certainly lost' "
        "for a static site from yukon site --server), as scheme://host[:port]; they keep no "
        "records",
    )  # fmt: skip
    add_records_arguments(parser)
    parser.set_defaults(run=run_serve)


def run_serve(args: argparse.Namespace) -> NoReturn:
    try:
        from ..web import serve
        from ..web.guard import (
            HostNameError,
            OriginError,
            check_host_name,
            check_origin,
            is_loopback,
        )
    except ImportError as error:
        raise CommandError(
            f"yukon serve needs the web extra: pip install 'yukon[web]' ({error})"
        ) from error
    try:
        host = check_host_name(args.host) if args.host else ""
        allowed = [check_host_name(name) for name in args.allow_host]
        origins = [check_origin(origin) for origin in args.allow_origin]
    except (HostNameError, OriginError) as error:
        raise CommandError(str(error)) from error
    if not is_loopback(host):
        print(
            f"yukon serve: warning: listening on {host or 'every address'}, so anyone who can "
            "reach this machine can play here and read and write your records (the protocol "
            "has no passwords); open it only by a name given with --allow-host",
            file=sys.stderr,
        )
    records = records_path(args)
    outlook = records_outlook(records) if records is not None else None
    if outlook:
        print(f"yukon serve: records: {outlook}", file=sys.stderr)
    try:
        serve(host, args.port, records=records, allowed_hosts=allowed, allowed_origins=origins)
    except OSError as error:
        raise CommandError(
            f"cannot listen on {host}:{args.port}: {error.strerror or error}"
        ) from error
