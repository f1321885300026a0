"""``yukon site DIR``: a static site that plays every installed game offline
(:mod:`yukon_core.web.site`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import CommandError

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "site", help="write a static site that plays every installed game offline (web extra)"
    )
    parser.add_argument("folder", help="where to write it (made if missing)")
    parser.set_defaults(run=run_site)


def run_site(args: argparse.Namespace) -> int:
    try:
        from ..web.site import write_site
    except ImportError as error:
        raise CommandError(
            f"yukon site needs the web extra: pip install 'yukon[web]' ({error})"
        ) from error
    folder = Path(args.folder)
    try:
        games = write_site(folder)
    except OSError as error:
        raise CommandError(f"cannot write the site into {folder}: {error}") from error
    print(f"wrote a site of {len(games)} games into {folder}: serve the folder from any host")
    return 0
