"""What a game session refuses, beyond an illegal move (the engine's ``IllegalMoveError``)."""

from __future__ import annotations

from ..errors import GameError

__all__ = [
    "CollectError",
    "GameEndedError",
    "GameError",
    "NoPlaceError",
    "RecordsError",
    "SaveError",
    "UndoError",
]


class UndoError(GameError):
    """Nothing to undo (or redo), or the undo limit was reached."""


class CollectError(GameError):
    """Collect-all was asked for while it is not available."""


class NoPlaceError(GameError):
    """A tapped card has nowhere to go; the message says what it could go on."""


class SaveError(GameError):
    """A saved game that cannot be read, or that fails validation; the file is left as it is."""


class RecordsError(GameError):
    """A records file that cannot be opened or is not one this yukon reads."""


class GameEndedError(GameError):
    """An action on a game that has ended (``Game.end``, or a records store's ``finish``)."""
