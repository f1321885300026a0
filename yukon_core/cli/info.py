"""``yukon variants``: what is installed."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from ..house_rules import option_text
from ..registry import Registry, default_registry

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("variants", help="list the installed variants")
    parser.add_argument("--options", action="store_true", help="list the house rules too")
    parser.set_defaults(run=run_variants)


def run_variants(args: argparse.Namespace) -> int:
    registry = default_registry()
    registry.check_rules()
    rows = [("NAME", "LETTER", "TITLE", "DECKS", "COLUMNS")]
    for variant in registry.variants:
        layout = variant.layout
        title = variant.text(variant.title, args.lang)
        rows.append(
            (
                variant.name,
                variant.letter or "-",
                title,
                str(layout.decks),
                str(len(layout.columns)),
            )
        )
    _print_table(rows)
    if registry.problems:
        print()
        print("Not loaded:")
        _print_table(
            [("DISTRIBUTION", "ENTRY POINT", "REASON")]
            + [(p.distribution, p.entry_point, p.reason) for p in registry.problems]
        )
    if args.options:
        print()
        _print_house_rules(registry, args.lang)
    return 0


def _print_table(rows: Sequence[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )


def _print_house_rules(registry: Registry, lang: str) -> None:
    """Each house rule: its choices, what it means unless set, and the variants that set it."""
    print("House rules (-o NAME=VALUE); a variant's default where it sets one:")
    for rule in registry.house_rules:
        choices = rule.choices.get(lang, rule.choices["en"]).replace("`", "")
        print(f"  {rule.name} = {choices}: {rule.title.get(lang, rule.title['en'])}")
        print(f"    unless set: {rule.describe(None, lang)}")
        for variant in registry.variants:
            value = registry.options(variant)[rule.name]
            if value is not None:
                print(f"    {variant.name}: {option_text(value)}: {rule.describe(value, lang)}")
