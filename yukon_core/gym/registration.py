"""Every installed variant as a registered environment, ``yukon/NAME-v0``."""

from __future__ import annotations

import gymnasium

from ..cards import CARDS_PER_DECK
from ..registry import Registry, default_registry

__all__ = ["STEPS_PER_CARD", "env_id", "register_variants"]

STEPS_PER_CARD = 10
"""A registered environment truncates an episode after this many steps per card of its game
(random play can go round in circles: a card home and back, the stock gone through again)."""


def env_id(variant: str) -> str:
    return f"yukon/{variant}-v0"


def register_variants(registry: Registry | None = None) -> list[str]:
    """Register every variant of ``registry`` (default: every installed one, third-party
    plugins included) that is not registered yet; the ids registered. Nothing is compiled
    here: a variant whose rules fail says so when its environment is made."""
    registry = registry or default_registry()
    added = []
    for variant in registry.variants:
        name = env_id(variant.name)
        if name in gymnasium.registry:
            continue
        cards = CARDS_PER_DECK * variant.layout.decks
        kwargs = {"variant": variant.name}
        if registry is not default_registry():
            kwargs["registry"] = registry  # type: ignore[assignment]
        gymnasium.register(
            id=name,
            entry_point="yukon_core.gym.env:YukonEnv",
            kwargs=kwargs,
            max_episode_steps=STEPS_PER_CARD * cards,
        )
        added.append(name)
    return added
