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
    """The card is not face up in a column, nor the top of a pile."""
    UNDER_FACE_DOWN = "under_face_down"
    """The card is face up in a column, but under a face-down card that is not turned yet."""
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
    NO_CELLS = "no_cells"
    """The game has no cells."""
    NO_FREE_CELL = "no_free_cell"
    ALREADY_IN_CELL = "already_in_cell"
    ONE_CARD_ONLY = "one_card_only"
    """Only a single card goes to a cell, and this one has cards on it."""
    CELL_REFUSES = "cell_refuses"
    """The rules keep this card out of the cells."""
    BACK_TO_COLUMNS_ONLY = "back_to_columns_only"
    """A foundation's card comes back to a column only."""
    NOT_WHOLE_SUIT = "not_whole_suit"
    """Only a whole suit, King to Ace, on top of a column goes home."""
    NO_STOCK = "no_stock"
    STOCK_EMPTY = "stock_empty"
    STOCK_NOT_EMPTY = "stock_not_empty"
    """The waste is turned back over only once the stock is empty."""
    NO_REDEAL = "no_redeal"
    """The game has no redeal."""
    NO_REDEAL_LEFT = "no_redeal_left"
    NOTHING_TO_REDEAL = "nothing_to_redeal"


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
