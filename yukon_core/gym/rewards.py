"""Rewards: what one step is worth to the agent, by name or any callable.

* ``"cards_home"`` (the default): the cards a step brings home over those the deal leaves to
  bring home (a card back from a foundation counts minus; cards dealt to the foundations, as
  in Abacus, are not counted), and 1 more for the win, so a won game is worth 2 in all, a lost
  one the share of its cards it brought home;
* ``"win"``: 1 for the winning step, 0 otherwise (sparse);
* ``"score"``: the points the game's scoring gives the step's events (``docs/scoring.md``).

A reward of your own is a callable ``(transition) -> float`` given as ``reward=``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from ..events import Event
from ..position import Position
from ..rules import RuleTable

__all__ = ["REWARDS", "Reward", "Transition", "reward_named"]


@attrs.frozen
class Transition:
    """One step of play: the position before and after, what happened, and whether it won."""

    rules: RuleTable
    before: Position
    after: Position
    events: Sequence[Event]
    won: bool


Reward = Callable[[Transition], float]


def cards_home(step: Transition) -> float:
    brought = step.after.cards_home - step.before.cards_home
    to_bring = len(step.rules.cards) - len(step.rules.layout.foundation_bases)
    return brought / to_bring + (1.0 if step.won else 0.0)


def win(step: Transition) -> float:
    return 1.0 if step.won else 0.0


def score(step: Transition) -> float:
    return float(sum(step.rules.score_event(event) for event in step.events))


REWARDS: dict[str, Reward] = {"cards_home": cards_home, "win": win, "score": score}
"""The rewards known by name."""


def reward_named(reward: str | Reward) -> Reward:
    """The reward ``reward`` names (or is); raises ``ValueError`` for an unknown name."""
    if callable(reward):
        return reward
    if reward not in REWARDS:
        raise ValueError(f"no reward {reward!r}: give a callable or one of {', '.join(REWARDS)}")
    return REWARDS[reward]
