"""``yukon check``: run the invariant suite on installed variants and print a summary table."""

from __future__ import annotations

import argparse

from ..registry import default_registry
from .common import CommandError

__all__ = ["add_commands"]


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("check", help="run the invariant suite on variants")
    parser.add_argument("variants", nargs="*", metavar="VARIANT", help="default: every variant")
    parser.add_argument("--invariant", action="append", metavar="NAME",
                        help="run only this invariant (repeatable)")  # fmt: skip
    parser.add_argument("--profile", choices=("dev", "ci"), help="hypothesis profile")
    parser.set_defaults(run=run_check)


def run_check(args: argparse.Namespace) -> int:
    from hypothesis.reporting import with_reporter  # hypothesis: only when checking

    from ..testing import INVARIANTS, check_variant, load_profile

    unknown = set(args.invariant or ()) - set(INVARIANTS)
    if unknown:
        raise CommandError(f"no invariant {sorted(unknown)}; invariants: {', '.join(INVARIANTS)}")
    load_profile(args.profile)
    registry = default_registry()
    names = [registry.variant(v).name for v in args.variants] or [v.name for v in registry.variants]
    reports: list[object] = []  # hypothesis's, printed once the check ends: not on Ctrl-C
    with with_reporter(reports.append):
        outcomes = [o for name in names for o in check_variant(name, registry, args.invariant)]
    for report in reports:
        print(report)
    width = max(len(o.invariant) for o in outcomes)
    failures = [o for o in outcomes if not o.passed]
    for variant in names:
        print(variant)
        for outcome in (o for o in outcomes if o.variant == variant):
            print(f"  {outcome.invariant.ljust(width)}  {'ok' if outcome.passed else 'FAILED'}")
    for outcome in failures:
        print(f"\n{outcome.variant} - {outcome.invariant}:\n{outcome.detail}")
    broken = [] if args.variants else registry.problems
    if broken:
        print("\nNot loaded:")
        for problem in broken:
            print(f"  {problem}")
    print(f"\n{len(outcomes) - len(failures)} passed, {len(failures) + len(broken)} failed")
    return 1 if failures or broken else 0
