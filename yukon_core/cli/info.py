"""``yukon variants``: what is installed."""

from __future__ import annotations

import argparse

from ..registry import default_registry

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("variants", help="list the installed variants")
    parser.add_argument("--options", action="store_true", help="list the house rules too")
    parser.set_defaults(run=run_variants)


def run_variants(args: argparse.Namespace) -> int:
    registry = default_registry()
    rows = [("NAME", "LETTER", "TITLE", "DECKS", "COLUMNS")]
    for variant in registry.variants:
        layout = variant.layout
        title = variant.text(variant.title, args.lang)
        rows.append(
            (variant.name, variant.letter, title, str(layout.decks), str(len(layout.columns)))
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )
    if args.options:
        print()
        print("House rules (-o NAME=VALUE); the variant's own rule when not given:")
        for rule in registry.house_rules:
            defaults = ", ".join(
                f"{v.name}={v.options[rule.name]}"
                for v in registry.variants
                if rule.name in v.options
            )
            line = f"  {rule.name} = {rule.choices}: {rule.title.get(args.lang, rule.title['en'])}"
            print(line + (f" (defaults: {defaults})" if defaults else ""))
    return 0
