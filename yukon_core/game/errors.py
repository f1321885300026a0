"""What a game session refuses, beyond an illegal move (the engine's ``IllegalMoveError``)."""

from __future__ import annotations

from collections.abc import Callable

from ..errors import GameError
from .texts import text

__all__ = [
    "CollectError",
    "GameEndedError",
    "GameError",
    "NoPlaceError",
    "PlayerError",
    "RecordsError",
    "SaveError",
    "UndoError",
]


class PlayerError(GameError):
    """An action the session refuses, in a player's words in each language:
    ``message(lang)``; ``str(error)`` is the English."""

    def __init__(self, say: Callable[[str], str]) -> None:
        self.say = say
        super().__init__(say("en"))

    def message(self, lang: str = "en") -> str:
        """The refusal in ``lang`` (``en`` or ``ru``)."""
        return self.say(lang)

    @classmethod
    def of(cls, key: str, **values: object) -> PlayerError:
        """The refusal whose words are the session text ``key`` with ``values``."""
        return cls(lambda lang: text(lang, key, **values))


class UndoError(PlayerError):
    """Nothing to undo (or redo), or the undo limit was reached."""


class CollectError(PlayerError):
    """Collect-all was asked for while it is not available."""


class NoPlaceError(PlayerError):
    """A tapped card has nowhere to go; the message says what it could go on."""


class SaveError(GameError):
    """A saved game that cannot be read, or that fails validation; the file is left as it is."""


class RecordsError(GameError):
    """A records file that cannot be opened or is not one this yukon reads."""


class GameEndedError(PlayerError):
    """An action on a game that has ended (``Game.end``, or a records store's ``finish``)."""
