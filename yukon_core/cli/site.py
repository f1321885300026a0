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
    parser.add_argument(
        "--server", metavar="URL",
        help="a yukon serve WebSocket (ws://127.0.0.1:8000/ws) the page asks for hints and "
        "'certainly lost' where it is reachable; start it with --allow-origin naming this site",
    )  # fmt: skip
    parser.set_defaults(run=run_site)


def run_site(args: argparse.Namespace) -> int:
    try:
        from ..web.site import ServerAddressError, write_site
    except ImportError as error:
        raise CommandError(
            f"yukon site needs the web extra: pip install 'yukon[web]' ({error})"
        ) from error
    folder = Path(args.folder)
    try:
        games = write_site(folder, server=args.server)
    except ServerAddressError as error:
        raise CommandError(str(error)) from error
    except OSError as error:
        raise CommandError(f"cannot write the site into {folder}: {error}") from error
    print(f"wrote a site of {len(games)} games into {folder}: serve the folder from any host")
    return 0
