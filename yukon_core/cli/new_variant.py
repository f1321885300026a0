"""``yukon new-variant``: write a plugin package for a new variant (``yukon_core.scaffold``)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..registry import default_registry
from ..scaffold import ScaffoldError, package_name, write_plugin
from .common import CommandError

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "new-variant", help="write a plugin package for a new variant, ready to install"
    )
    parser.add_argument("name", help="the variant's name: lower case, e.g. pelican")
    parser.add_argument("--dir", default=".", help="where to write it (default: here)")
    parser.set_defaults(run=run_new_variant)


def run_new_variant(args: argparse.Namespace) -> int:
    registry = default_registry()
    if args.name in {v.name for v in registry.variants}:
        raise CommandError(f"a variant named {args.name!r} is installed already")
    try:
        root = write_plugin(
            args.name, Path(args.dir), (v.letter for v in registry.variants if v.letter)
        )
    except ScaffoldError as error:
        raise CommandError(str(error)) from error
    print(f"wrote {root}/ with the plugin {package_name(args.name)}; next:")
    print(f"  python -m pip install -e '{root}[test]'")
    print(f"  yukon check {args.name}")
    return 0
