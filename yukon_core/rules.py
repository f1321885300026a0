"""Compile a variant's merged rule hooks into plain tables.

A fresh plugin manager holds the core defaults, then the variant's rule plugin, then one plugin
per house rule in force. Each rule hook is asked once per card or pair of cards; move generation,
the solver and the hints read only the resulting :class:`RuleTable`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs
import pluggy

from .bounded import excerpt
from .cards import Card, deck_cards
from .defaults import DefaultRules
from .events import Event
from .hookspecs import PROJECT, RuleSpecs
from .layout import Layout
from .moves import CELL, FOUNDATION, Move
from .position import Position
from .variant import Variant

__all__ = ["PluginError", "RuleTable", "compile_rules"]


class PluginError(RuntimeError):
    """A plugin broke the contract of a hook (wrong answer type, duplicate declaration…)."""


@attrs.frozen(eq=False)
class RuleTable:
    """A variant's rules with its house rules, as data indexed by card id.

    * ``onto[c]`` — the cards ``c`` may be built on; ``builders[t]`` — the cards that may be
      built on ``t`` (the same relation read the other way);
    * ``heads_empty[c]`` — may ``c`` head a group on an empty column;
    * ``starts_foundation[c]`` — the empty foundation slots ``c`` may start;
    * ``foundation_next[t]`` — the cards that may go on a foundation topped by ``t``;
    * ``may_lift[n]`` — may a group of ``n`` cards be moved;
    * ``returns[c]`` — may ``c`` come back from a foundation's top;
    * ``enters_cell[c]`` — may ``c`` go to a free cell (where the layout has cells);
    * ``claims_won(position)`` and ``score_event(event)`` — hooks asked during play, not
      tables. Winning is the core's to judge: :meth:`won` holds only where every card has
      reached its goal (:meth:`at_goal`) and the variant's rule agrees; the invariant suite
      checks that the variant's rule claims a win exactly there.
    """

    variant: Variant
    options: Mapping[str, Any]
    layout: Layout
    columns_only: bool
    """The layout has columns and foundations of single cards alone (the engine's fast path)."""
    cards: tuple[Card, ...]
    onto: tuple[frozenset[int], ...]
    builders: tuple[tuple[int, ...], ...]
    heads_empty: tuple[bool, ...]
    starts_foundation: tuple[frozenset[int], ...]
    foundation_next: tuple[frozenset[int], ...]
    may_lift: tuple[bool, ...]
    returns: tuple[bool, ...]
    enters_cell: tuple[bool, ...]
    claims_won: Callable[[Position], bool]
    score_event: Callable[[Event], int]
    position_hooks: tuple[str, ...] = ()
    """The hooks of the game's plugins that read a whole position (``yukon_is_won``), named
    with their plugin: rules no table holds (:mod:`yukon_core.rules_export`)."""
    follows: tuple[frozenset[int], ...] = attrs.field(init=False)
    """``follows[c]`` — the foundation tops ``c`` may go on (``foundation_next`` read the
    other way round)."""
    moves: tuple[tuple[Move, ...], ...] = attrs.field(init=False)
    """``moves[c][to]`` — the move of card ``c`` to column ``to``, or to ``CELL`` or
    ``FOUNDATION`` (negative, so counted from the end): made once, for the engine's hot path."""

    @follows.default
    def _follows(self) -> tuple[frozenset[int], ...]:
        cards = range(len(self.cards))
        return tuple(frozenset(t for t in cards if c in self.foundation_next[t]) for c in cards)

    @moves.default
    def _moves(self) -> tuple[tuple[Move, ...], ...]:
        places = range(len(self.layout.columns))
        assert (CELL, FOUNDATION) == (-2, -1), "the last two places are the cell and home"
        return tuple(
            tuple(Move(card, to) for to in (*places, CELL, FOUNDATION)) for card in self.cards
        )

    @property
    def decks(self) -> int:
        return self.variant.layout.decks

    @property
    def group_limit(self) -> int | None:
        """The largest group that may be moved (sizes up to it all may), or ``None`` for any."""
        return next((n - 1 for n, ok in enumerate(self.may_lift) if n and not ok), None)

    def at_goal(self, position: Position) -> bool:
        """Has every card reached its goal: is every card on a foundation?"""
        return position.cards_home == len(self.cards)

    def won(self, position: Position) -> bool:
        """Is ``position`` won: every card at its goal, and the variant's rule agreeing?"""
        return self.at_goal(position) and self.claims_won(position)

    def card_text(self, card_id: int) -> str:
        return self.cards[card_id].text(self.decks)

    def card_symbol(self, card_id: int) -> str:
        return self.cards[card_id].symbol_text(self.decks)


def rule_manager(plugins: list[object]) -> pluggy.PluginManager:
    """A plugin manager with the rule hookspecs, the defaults, then ``plugins`` in order."""
    manager = pluggy.PluginManager(PROJECT)
    manager.add_hookspecs(RuleSpecs)
    for plugin in [DefaultRules(), *plugins]:
        try:
            manager.register(plugin)
        except (ValueError, pluggy.PluginValidationError) as error:
            raise PluginError(f"cannot register rule plugin {plugin!r}: {error}") from error
    return manager


def _asker(
    manager: pluggy.PluginManager, hook_name: str, fits: Callable[[Any], bool], wanted: str
) -> Callable[..., Any]:
    """Call ``hook_name``; a raised error or an answer that does not ``fit`` is a PluginError."""
    hook = getattr(manager.hook, hook_name)

    def call(kwargs: dict[str, Any]) -> str:
        return f"{hook_name}({', '.join(f'{k}={excerpt(v, 60)}' for k, v in kwargs.items())})"

    def ask(**kwargs: Any) -> Any:
        try:
            answer = hook(**kwargs)
        except Exception as error:
            raise PluginError(f"{call(kwargs)} raised {type(error).__name__}: {error}") from error
        if not fits(answer):
            raise PluginError(f"{call(kwargs)} answered {answer!r}; it must answer {wanted}")
        return answer

    return ask


def _is_bool(answer: object) -> bool:
    return isinstance(answer, bool)


def _is_whole(answer: object) -> bool:
    return type(answer) is int


def compile_rules(variant: Variant, options: Mapping[str, Any], plugins: list[object]) -> RuleTable:
    """Evaluate every rule hook of ``variant`` plus house-rule ``plugins`` into a table."""
    manager = rule_manager([p for p in [variant.rules, *plugins] if p is not None])
    cards = deck_cards(variant.layout.decks)
    yes_or_no = "True or False (or None to pass)"
    may_build, may_build_foundation, may_start, heads, lift, returns, cell, won = (
        _asker(manager, f"yukon_{name}", _is_bool, yes_or_no)
        for name in (
            "may_build",
            "may_build_foundation",
            "may_start_foundation",
            "may_head_empty_column",
            "may_lift_group",
            "may_return_from_foundation",
            "may_enter_cell",
            "is_won",
        )
    )
    score = _asker(manager, "yukon_score_event", _is_whole, "a whole number (or None to pass)")
    slots = range(variant.layout.foundations)

    onto = tuple(frozenset(t for t in cards if t != c and may_build(card=c, onto=t)) for c in cards)
    return RuleTable(
        variant=variant,
        options=dict(options),
        layout=variant.layout,
        columns_only=variant.layout.columns_only,
        cards=cards,
        onto=onto,
        builders=tuple(tuple(c for c in cards if t in onto[c]) for t in cards),
        heads_empty=tuple(heads(card=c) for c in cards),
        starts_foundation=tuple(
            frozenset(s for s in slots if may_start(card=c, slot=s)) for c in cards
        ),
        foundation_next=tuple(
            frozenset(c for c in cards if c != t and may_build_foundation(card=c, top=t))
            for t in cards
        ),
        may_lift=(False, *(lift(size=n) for n in range(1, len(cards) + 1))),
        returns=tuple(returns(card=c) for c in cards),
        enters_cell=tuple(cell(card=c) for c in cards) if variant.layout.cells else (),
        claims_won=lambda position: won(position=position),
        score_event=lambda event: score(event=event),
        position_hooks=tuple(
            f"yukon_is_won of {type(hook.plugin).__name__}"
            for hook in manager.hook.yukon_is_won.get_hookimpls()
            if not isinstance(hook.plugin, DefaultRules)
        ),
    )
