"""``yukon engine``: the engine protocol over standard input and output (``docs/protocol.md``)."""

from __future__ import annotations

import argparse
import sys

from ..game import records_outlook
from ..protocol import ProtocolSession, serve_stdio
from .common import add_records_arguments, records_path

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "engine", help="speak the JSON engine protocol on standard input and output"
    )
    add_records_arguments(parser)
    parser.set_defaults(run=run_engine)


def run_engine(args: argparse.Namespace) -> int:
    records = records_path(args)
    outlook = records_outlook(records) if records is not None else None
    if outlook:  # said before any game starts (``hello`` answers it too)
        print(f"yukon engine: records: {outlook}", file=sys.stderr)
    session = ProtocolSession(records=records)
    session.lang = args.lang
    return serve_stdio(session, sys.stdin.buffer, sys.stdout.buffer)
