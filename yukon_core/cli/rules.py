"""``yukon rules``: a variant's rules in words, composed from its plugin and compiled table.

Plain text by default; Markdown with ``--markdown``, or written to a file with ``-o FILE.md``
(an ``-o`` value without ``=`` that ends in ``.md`` names the file; one with ``=`` is a house
rule, as for every command).
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from ..messages import LANGUAGES
from ..registry import default_registry
from ..rules_text import rules_text
from .common import CommandError, add_option_argument, parse_options
from .plain_text import plain_text

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("rules", help="print a variant's rules")
    parser.add_argument("variant", help="variant name or letter")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=argparse.SUPPRESS,
        help="language of the text (same as yukon --lang)",
    )
    parser.add_argument("--markdown", action="store_true", help="print Markdown, not plain text")
    add_option_argument(parser)
    parser.epilog = "-o FILE.md writes the rules as Markdown to FILE.md"
    parser.set_defaults(run=run_rules)


def run_rules(args: argparse.Namespace) -> int:
    files = [value for value in args.option if "=" not in value and value.endswith(".md")]
    if len(files) > 1:
        raise CommandError(f"give one file to write, not {len(files)}")
    options = parse_options([value for value in args.option if value not in files])
    text = rules_text(default_registry().rules(args.variant, **options), args.lang)
    if files:
        try:
            Path(files[0]).write_text(text, encoding="utf-8")
        except (OSError, ValueError) as error:
            raise CommandError(f"cannot write {files[0]}: {error}") from error
    else:
        width = min(shutil.get_terminal_size().columns, 100)
        print(text if args.markdown else plain_text(text, width), end="")
    return 0
