"""A mutation score for the invariant suite: how many wrong plugins ``yukon check`` catches.

Each mutant is a built-in game with one thing changed — a hook (build colour, suit, rank
direction, wrap; empty column; group size; foundation base, order, returns; cells; a won rule
that lies; scoring), its layout (counts, face states, foundation kind, stock turn and passes,
redeals, cells), or its registration (a hook that returns its variants, a plugin that
registers nothing) — keeping everything the game declares, its rule examples and build
sentence among them. Each is checked as ``yukon check`` checks (every invariant, the ``dev``
profile unless told otherwise); a mutant is killed when any invariant fails or its plugin is
refused at load. Prints one line a mutant and the score; the survivors, and why they survive,
are in ``docs/invariants.md``.

    python benchmarks/mutants.py [--profile dev|ci] [--only NAME]
"""

from __future__ import annotations

import argparse
import inspect
import time
import warnings
from collections.abc import Callable
from typing import Any

import attrs

from yukon_core import Registry, Variant, default_registry, hookimpl
from yukon_core.layout import ColumnShape, FoundationKind
from yukon_core.testing import check_variant, load_profile

Mutation = Callable[[Variant], Variant]
IMPL = "yukon_impl"
"""The attribute pluggy's marker gives a hook implementation."""


def hooks_over(variant: Variant, **hooks: Callable[..., Any]) -> Variant:
    """``variant`` with ``hooks`` (name to function without ``self``) over its own rules."""
    original = variant.rules
    members: dict[str, Any] = {}
    for name in dir(original) if original is not None else ():
        method = getattr(original, name)
        if callable(method) and hasattr(method, IMPL):
            members[name] = hookimpl(_calling(method))
    members.update({name: hookimpl(_calling(function)) for name, function in hooks.items()})
    members["OVERRIDES"] = frozenset(hooks)
    return attrs.evolve(variant, rules=type("Mutated", (), members)())


def _calling(function: Callable[..., Any]) -> Callable[..., Any]:
    """A method calling ``function`` with its arguments, by their names: pluggy reads a hook
    implementation's parameter names off its code."""
    names = ", ".join(name for name in inspect.signature(function).parameters if name != "self")
    scope: dict[str, Any] = {}
    exec(f"def method(self, {names}):\n    return function({names})", {"function": function}, scope)
    return scope["method"]


def layout_of(**changes: Any) -> Mutation:
    return lambda variant: attrs.evolve(variant, layout=attrs.evolve(variant.layout, **changes))


def columns_of(change: Callable[[tuple[ColumnShape, ...]], list[tuple[int, int]]]) -> Mutation:
    return lambda variant: attrs.evolve(
        variant, layout=attrs.evolve(variant.layout, columns=change(variant.layout.columns))
    )


def options_of(**options: Any) -> Mutation:
    return lambda variant: attrs.evolve(variant, options={**variant.options, **options})


HOME_EVENTS = ("CardToFoundation", "SuitToFoundation")
"""The events of a move home: a card, or a whole suit where the foundations take suits."""


def _one_lower(card: Any, onto: Any) -> bool:
    return card.rank + 1 == onto.rank


BUILDS: dict[str, Mutation] = {
    "build on the same colour": lambda v: hooks_over(
        v, yukon_may_build=lambda card, onto: card.colour == onto.colour and _one_lower(card, onto)
    ),
    "build on any suit": lambda v: hooks_over(v, yukon_may_build=_one_lower),
    "build upwards": lambda v: hooks_over(
        v, yukon_may_build=lambda card, onto: card.rank == onto.rank + 1 and card.suit == onto.suit
    ),
    "build wrapping King on Ace": lambda v: hooks_over(
        v,
        yukon_may_build=lambda card, onto: (
            (card.rank % 13) + 1 == onto.rank and card.colour != onto.colour
        ),
    ),
}
HOOKS: dict[str, Mutation] = {
    "any card heads an empty column": lambda v: hooks_over(
        v, yukon_may_head_empty_column=lambda card: True
    ),
    "only a Queen heads an empty column": lambda v: hooks_over(
        v, yukon_may_head_empty_column=lambda card: card.rank == 12
    ),
    "one card a move": options_of(max_group_size=1),
    "foundations start with a King": lambda v: hooks_over(
        v, yukon_may_start_foundation=lambda card, slot: card.rank == 13
    ),
    "foundations built down": lambda v: hooks_over(
        v,
        yukon_may_build_foundation=lambda card, top: (
            card.suit == top.suit and card.rank + 1 == top.rank
        ),
    ),
    "foundations built in colour": lambda v: hooks_over(
        v,
        yukon_may_build_foundation=lambda card, top: (
            card.colour == top.colour and card.rank == top.rank + 1
        ),
    ),
    "cards come back home the other way": lambda v: options_of(
        foundation_returns=not (v.options.get("foundation_returns", True))
    )(v),
    "won once no card is face down": lambda v: hooks_over(
        v, yukon_is_won=lambda position: position.face_down_count == 0
    ),
    "won once the Aces are home": lambda v: hooks_over(
        v, yukon_is_won=lambda position: all(position.foundations)
    ),
    "a move home scores 100": lambda v: hooks_over(
        v, yukon_score_event=lambda event: 100 if type(event).__name__ in HOME_EVENTS else 0
    ),
}
LAYOUTS: dict[str, Mutation] = {
    "a column one face-down card short": columns_of(
        lambda cols: [(c.face_down - (i == 2), c.face_up + (i == 2)) for i, c in enumerate(cols)]
    ),
    "every card dealt face up": columns_of(
        lambda cols: [(0, c.face_down + c.face_up) for c in cols]
    ),
    "columns dealt in another order": columns_of(
        lambda cols: [(c.face_down, c.face_up) for c in reversed(cols)]
    ),
    "whole suits go home": layout_of(foundation_kind=FoundationKind.SUIT),
}
PILES: dict[str, Mutation] = {
    "the waste turns three": lambda v: layout_of(stock=attrs.evolve(v.layout.stock, turn=3))(v),
    "the stock goes round twice": lambda v: layout_of(
        stock=attrs.evolve(v.layout.stock, passes=v.layout.stock.passes + 1)
    )(v),
    "one more free cell": lambda v: layout_of(cells=v.layout.cells + 1)(v),
    "one redeal fewer": lambda v: layout_of(redeals=v.layout.redeals - 1)(v),
}


def _zoo() -> list[tuple[str, str, Mutation]]:
    """(game, what changed, mutation) for every mutant."""
    zoo = []
    for game in ("classic", "russian", "alaska", "double", "kiev"):
        zoo += [(game, what, mutation) for what, mutation in {**BUILDS, **HOOKS}.items()]
    for game in ("classic", "double"):
        zoo += [(game, what, mutation) for what, mutation in LAYOUTS.items()]
    zoo += [
        ("australian", what, PILES[what])
        for what in ("the waste turns three", "the stock goes round twice")
    ]
    zoo += [("yukon-cells", "one more free cell", PILES["one more free cell"]),
            ("yukon-cells", "cells take no card", lambda v: hooks_over(
                v, yukon_may_enter_cell=lambda card: False)),
            ("tvetes-grandfather", "one redeal fewer", PILES["one redeal fewer"])]  # fmt: skip
    return zoo


REGISTRATION = {
    "returns its variant instead of registering it": lambda variant, register: [variant],
    "registers nothing": lambda variant, register: None,
}


def _registry(variant: Variant, declare: Callable[[Variant, Any], Any] | None = None) -> Registry:
    class Plugin:
        @hookimpl
        def yukon_register_variants(self, register: Callable[[Variant], None]) -> Any:
            if declare is not None:
                return declare(variant, register)
            register(variant)
            return None

    return Registry([Plugin()], use_entry_points=False, strict=False)


TABLES = ("onto", "heads_empty", "may_lift", "enters_cell", "layout")
"""The compiled rules every game plays by, its won and score hooks aside."""
SINGLE_CARD_HOME = ("starts_foundation", "foundation_next", "returns")
"""The tables of foundations built a card at a time, which the engine never reads where the
foundations take whole suits (a suit goes home in one move and never comes back)."""


def _same_game(registry: Registry, name: str) -> bool:
    """Does the mutant compile to the very tables of the game it was made from, among those
    its play reads? (Then no test can tell them apart: the mutation is in a hook the game
    never asks, or one a house rule overrides.)"""
    try:
        mutant, original = registry.rules(name), default_registry().rules(name)
    except Exception:
        return False
    read = TABLES
    if original.layout.foundation_kind is FoundationKind.SINGLE:
        read += SINGLE_CARD_HOME
    return all(getattr(mutant, table) == getattr(original, table) for table in read)


def _killed(registry: Registry, name: str, hooks: set[str]) -> tuple[bool | None, str]:
    """Killed, survived, or ``None``: the same game (see :func:`_same_game`)."""
    if registry.problems:
        return True, f"refused at load: {registry.problems[0].reason}"
    if not hooks & {"yukon_is_won", "yukon_score_event"} and _same_game(registry, name):
        return None, "the same tables as the game: an equivalent mutant"
    outcomes = check_variant(name, registry, None)
    failed = [o for o in outcomes if not o.passed]
    return bool(failed), ", ".join(o.invariant for o in failed) or "every invariant passed"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="dev")
    parser.add_argument("--only", help="mutants whose description holds this text")
    args = parser.parse_args()
    warnings.filterwarnings("ignore")  # hypothesis on the large reprs of failing lines
    load_profile(args.profile)
    built_in = default_registry()
    cases: list[tuple[str, str, Callable[[], Registry]]] = []
    for game, what, mutation in _zoo():
        base = built_in.variant(game)
        cases.append((game, what, lambda b=base, m=mutation: _registry(m(b))))
    for what, declare in REGISTRATION.items():
        base = built_in.variant("classic")
        cases.append(("classic", what, lambda b=base, d=declare: _registry(b, d)))
    if args.only:
        cases = [case for case in cases if args.only in f"{case[0]} {case[1]}"]
    print(f"{'game':<20} {'mutant':<46} {'killed':<7} {'s':>5}  by")
    killed, same, started = 0, 0, time.perf_counter()
    for game, what, make in cases:
        begun = time.perf_counter()
        try:
            registry = make()
            rules = None if registry.problems else registry.variant(game).rules
            dead, why = _killed(registry, game, set(getattr(rules, "OVERRIDES", ())))
        except Exception as error:  # a layout the core refuses at declaration
            dead, why = True, f"refused as declared: {type(error).__name__}: {error}"[:120]
        killed += dead is True
        same += dead is None
        seconds = time.perf_counter() - begun
        shown = {True: "yes", False: "NO", None: "same"}[dead]
        print(f"{game:<20} {what:<46} {shown:<7} {seconds:5.1f}  {why[:90]}", flush=True)
    total, counted = time.perf_counter() - started, len(cases) - same
    print(
        f"\n{killed} of {counted} mutants killed ({killed / counted:.0%}), {same} more the "
        f"same game as their own, over {len({case[0] for case in cases})} games in "
        f"{total:.0f} s ({total / len(cases):.1f} s a mutant)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
