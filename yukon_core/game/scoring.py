"""The score of a game: each engine event scores through the variant's ``yukon_score_event``.

The score starts at 0 and never goes below 0 (source 000). Undo does not score anything: it
restores the score the game had before the step it takes back.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..events import Event
from ..rules import RuleTable

__all__ = ["score_after"]


def score_after(rules: RuleTable, score: int, events: Iterable[Event]) -> int:
    """``score`` after ``events``, kept at 0 or above after each event."""
    for event in events:
        score = max(0, score + rules.score_event(event))
    return score
