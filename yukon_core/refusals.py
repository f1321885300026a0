"""Why a move is refused: a code and the cards involved, never a face-down card's identity."""

from __future__ import annotations

import enum

import attrs

from .cards import Card
from .errors import GameError

__all__ = ["IllegalMoveError", "Refusal", "RefusalCode"]


class RefusalCode(enum.StrEnum):
    """Why a move is refused; the value is the stable code that saves and front ends use."""

    NOT_AVAILABLE = "not_available"
    """The card is not face up in a column, nor the top of a foundation."""
    NO_SUCH_COLUMN = "no_such_column"
    SAME_COLUMN = "same_column"
    GROUP_TOO_LARGE = "group_too_large"
    EMPTY_COLUMN = "empty_column"
    """The card may not head a group on an empty column."""
    WRONG_COLOUR = "wrong_colour"
    """The rank fits the target card; its colour does not."""
    WRONG_SUIT = "wrong_suit"
    """The rank fits the target card; its suit does not."""
    WRONG_RANK = "wrong_rank"
    NOT_TOP_CARD = "not_top_card"
    """Only a column's top card goes to a foundation, one at a time."""
    ALREADY_HOME = "already_home"
    NO_FREE_FOUNDATION = "no_free_foundation"
    FOUNDATION_REFUSES = "foundation_refuses"
    NO_RETURN = "no_return"
    """The rules keep foundation cards where they are."""


@attrs.frozen
class Refusal:
    """A refused move.

    ``card`` heads the refused move; ``target`` is the card it was to go on; ``allowed`` are the
    cards it could go on (or, for an empty column, the cards that could head it); ``column`` a
    1-based column number and ``limit``/``size`` a group limit and the group's size, where they
    matter.
    """

    code: RefusalCode
    card: Card | None = None
    target: Card | None = None
    allowed: tuple[Card, ...] = ()
    column: int | None = None
    limit: int | None = None
    size: int | None = None

    def message(self, lang: str = "en", decks: int = 1) -> str:
        """The refusal in words, in English (``en``) or Russian (``ru``)."""
        from .messages import refusal_message

        return refusal_message(self, lang, decks)


class IllegalMoveError(GameError):
    """Raised when a refused move is applied; ``refusal`` says why. Nothing was changed."""

    def __init__(self, refusal: Refusal, decks: int = 1) -> None:
        super().__init__(refusal.message("en", decks))
        self.refusal = refusal
