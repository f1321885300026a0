"""The pluggy hook specifications of yukon.

Two kinds of hook:

* **Registration hooks** (:class:`RegistrationSpecs`) are called once, when the registry loads the
  plugins of the ``yukon.variants`` entry-point group. A plugin calls ``register`` with its
  declarations.
* **Rule hooks** (:class:`RuleSpecs`) are called on a fresh plugin manager per rule set that holds,
  in this order, the core's default rules, the variant's rule plugin, and the house-rule plugins.
  Every rule hook is ``firstresult``: the last-registered plugin that returns something other than
  ``None`` decides, so a variant overrides the defaults and a house rule overrides the variant.
  Rule hooks are evaluated once per rule set, over every card or pair of cards, into the tables of
  :class:`yukon_core.rules.RuleTable`; no rule hook is called while moves are generated.

A hook implementation may take any subset of the arguments named here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from .cards import Card
    from .events import Event
    from .position import Position
    from .variant import HouseRule, Variant

__all__ = ["PROJECT", "RegistrationSpecs", "RuleSpecs", "hookimpl", "hookspec"]

PROJECT = "yukon"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class RegistrationSpecs:
    """Hooks through which plugins declare what they offer."""

    @hookspec
    def yukon_register_variants(self, register: Callable[[Variant], None]) -> None:
        """Declare variants: call ``register(Variant(...))`` once for each."""

    @hookspec
    def yukon_register_house_rules(self, register: Callable[[HouseRule], None]) -> None:
        """Declare house rules (game options): call ``register(HouseRule(...))`` for each."""


class RuleSpecs:
    """Hooks that say what the rules allow; each may answer ``None`` to leave it to others."""

    @hookspec(firstresult=True)
    def yukon_may_build(self, card: Card, onto: Card) -> bool | None:
        """May ``card`` (heading a group) be put on ``onto``, the face-up top card of a column?

        Default: one rank lower and the other colour.
        """

    @hookspec(firstresult=True)
    def yukon_may_head_empty_column(self, card: Card) -> bool | None:
        """May a group headed by ``card`` be put on an empty column? Default: only a King."""

    @hookspec(firstresult=True)
    def yukon_may_start_foundation(self, card: Card, slot: int) -> bool | None:
        """May ``card`` go on the empty foundation number ``slot`` (from 0)?

        Default: any Ace, in any empty slot.
        """

    @hookspec(firstresult=True)
    def yukon_may_build_foundation(self, card: Card, top: Card) -> bool | None:
        """May ``card`` go on a foundation whose top card is ``top``?

        Default: same suit, one rank higher. Cards go home one at a time, always a column's top.
        """

    @hookspec(firstresult=True)
    def yukon_may_lift_group(self, size: int) -> bool | None:
        """May a group of ``size`` cards (a face-up card and all on it) be moved at once?

        Default: any size; the order of the cards inside the group never matters.
        """

    @hookspec(firstresult=True)
    def yukon_may_return_from_foundation(self, card: Card) -> bool | None:
        """May ``card``, the top of a foundation, come back to a column? Default: yes."""

    @hookspec(firstresult=True)
    def yukon_may_enter_cell(self, card: Card) -> bool | None:
        """May ``card`` go to a free cell (in a layout with cells)? Default: any card, alone."""

    @hookspec(firstresult=True)
    def yukon_is_won(self, position: Position) -> bool | None:
        """Is ``position`` won? Default: every card is on a foundation.

        Asked during play (never compiled into a table), once per position asked about.
        """

    @hookspec(firstresult=True)
    def yukon_score_event(self, event: Event) -> int | None:
        """How many points does ``event`` (a card-motion event of a move) score?

        Default (source 000): 10 for a card put on a foundation, 5 for a card turned face up,
        0 otherwise. Asked by a game session once per event it plays, never by move
        generation; the session keeps the score at 0 or above.
        """
