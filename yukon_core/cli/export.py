"""``yukon export``: a game as data (``docs/rules-format.md``), for an engine in another
language."""

from __future__ import annotations

import argparse
import json

from ..registry import default_registry
from ..rules_export import ExportError, export_rules
from .common import CommandError, add_option_argument, parse_options

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "export", help="write a variant's layout, rule tables, scoring and texts as JSON"
    )
    parser.add_argument("variant", help="variant name or letter")
    add_option_argument(parser)
    parser.set_defaults(run=run_export)


def run_export(args: argparse.Namespace) -> int:
    registry = default_registry()
    rules = registry.rules(args.variant, **parse_options(args.option))
    try:
        document = export_rules(rules, registry)
    except ExportError as error:
        raise CommandError(str(error)) from error
    print(json.dumps(document, ensure_ascii=False))
    return 0
