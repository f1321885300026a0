"""The end-of-game summary (source 001): moves, time, undos, hints, and whether it is a record."""

from __future__ import annotations

import attrs

__all__ = ["Summary"]


@attrs.frozen
class Summary:
    """How a game went. ``new_record`` and ``previous_best`` come from a records store
    (:meth:`yukon_core.game.records.RecordsStore.finish`): a won game is a new record when it
    took fewer moves than every earlier win of the same variant, options and deal."""

    variant: str
    code: str
    won: bool
    moves: int
    seconds: float
    undos: int
    hints: int
    score: int
    verified: bool = True
    """Whether the counters and time come from this player's own play (``Game.verified``)."""
    new_record: bool = False
    previous_best: int | None = None
    """The fewest moves of the earlier wins of this deal, if any."""
    records_note: str | None = None
    """Where the records file could not take the result: one line on what became of it."""
    ended: bool = False
    """Whether the game has ended (``Game.end``): it takes no more actions."""
    counted: bool = False
    """Whether the ``finish`` that answered this counted the game in the records (``False``
    when it had been counted before: a game counts once)."""
