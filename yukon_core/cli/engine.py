"""``yukon engine``: the engine protocol over standard input and output (``docs/protocol.md``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..game.userdata import default_records_path
from ..protocol import ProtocolSession, serve_stdio

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "engine", help="speak the JSON engine protocol on standard input and output"
    )
    where = default_records_path()
    parser.add_argument(
        "--records", metavar="FILE", help=f"records file for 'finish' (default: {where})"
    )
    parser.add_argument("--no-records", action="store_true", help="keep no records")
    parser.set_defaults(run=run_engine)


def run_engine(args: argparse.Namespace) -> int:
    records = None if args.no_records else Path(args.records or default_records_path())
    session = ProtocolSession(records=records)
    session.lang = args.lang
    return serve_stdio(session, sys.stdin.buffer, sys.stdout.buffer)
