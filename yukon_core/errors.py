"""The one error type of the game API: every refusal of bad input or of an illegal action."""

from __future__ import annotations

__all__ = ["GameError"]


class GameError(ValueError):
    """A request that cannot be carried out, saying why; nothing was changed.

    Every error a :class:`~yukon_core.game.Game` method raises is one, as are its kinds: a card
    or move that cannot be read (``CardParseError``, ``MoveParseError``), an illegal move
    (``IllegalMoveError``), nothing to undo, no place for a tapped card, a save or records file
    that cannot be used.
    """
