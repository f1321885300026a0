"""Cards: suits, ranks, colours, and their text forms.

Inside the engine a card is a small integer, its *id*: ``copy * 52 + suit * 13 + rank - 1``.
At the API a card is a :class:`Card`. Two decks hold two copies of every card; the copy is
written as a suffix ``/1`` or ``/2`` (``9S/2``), which a single-deck game never needs.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from .bounded import excerpt
from .errors import GameError

__all__ = [
    "CARDS_PER_DECK",
    "MAX_DECKS",
    "Card",
    "CardParseError",
    "Colour",
    "Suit",
    "cards_of",
    "deck_cards",
    "parse_card",
    "rank_text",
]

CARDS_PER_DECK = 52


class Colour(enum.Enum):
    """Red (hearts, diamonds) or black (spades, clubs)."""

    RED = "red"
    BLACK = "black"


class Suit(enum.IntEnum):
    """The four suits, in the fixed foundation order of source 000."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Colour.BLACK

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]


_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}


def rank_text(rank: int) -> str:
    """``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
    return _RANK_TEXT.get(rank, str(rank))


class Card(int):
    """One playing card, which *is* its id: ``copy * 52 + suit * 13 + rank - 1``.

    ``Card(Suit.SPADES, 9)`` is the nine of spades; ``copy`` tells the decks apart (0 for the
    first deck). A card compares, hashes and indexes as its id, so positions, moves and the
    rule tables hold cards and ids alike; every card of the API is a ``Card``. It has its
    ``suit``, ``rank`` (1 Ace to 13 King), ``copy`` and ``colour``, and is immutable.
    """

    suit: Suit
    rank: int
    copy: int

    def __new__(cls, suit: Suit | int, rank: int, copy: int = 0) -> Card:
        suit = Suit(suit)
        if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= 13:
            raise ValueError(f"rank must be 1 (Ace) to 13 (King), not {rank!r}")
        if isinstance(copy, bool) or not isinstance(copy, int) or copy < 0:
            raise ValueError(f"copy must be 0 (first deck) or more, not {copy!r}")
        card = int.__new__(cls, copy * CARDS_PER_DECK + suit * 13 + rank - 1)
        for name, value in (("suit", suit), ("rank", rank), ("copy", copy)):
            object.__setattr__(card, name, value)
        return card

    def __bool__(self) -> bool:
        return True  # a card is something, even the one whose id is 0

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Card is immutable: cannot set {name}")

    def __reduce__(self) -> tuple[object, tuple[int, int, int]]:
        return Card, (int(self.suit), self.rank, self.copy)

    def __repr__(self) -> str:
        copy = f", {self.copy}" if self.copy else ""
        return f"Card(Suit.{self.suit.name}, {self.rank}{copy})"

    @property
    def id(self) -> int:
        """The card's id as a plain ``int``."""
        return int(self)

    @classmethod
    def from_id(cls, card_id: int) -> Card:
        """The card whose id is ``card_id``."""
        if isinstance(card_id, Card):
            return card_id
        if 0 <= card_id < len(_BY_ID):
            return _BY_ID[card_id]
        copy, rest = divmod(card_id, CARDS_PER_DECK)
        return cls(Suit(rest // 13), rest % 13 + 1, copy)

    @property
    def colour(self) -> Colour:
        return self.suit.colour

    def text(self, decks: int = 1) -> str:
        """Letter form, ``9S``; with two or more decks the copy too, ``9S/2``."""
        return f"{rank_text(self.rank)}{self.suit.letter}{self._copy_suffix(decks)}"

    def symbol_text(self, decks: int = 1) -> str:
        """Symbol form, ``♠9``; with two or more decks ``♠9/2``."""
        return f"{self.suit.symbol}{rank_text(self.rank)}{self._copy_suffix(decks)}"

    def _copy_suffix(self, decks: int) -> str:
        return f"/{self.copy + 1}" if decks > 1 else ""

    def __str__(self) -> str:
        return self.symbol_text(decks=2 if self.copy else 1)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


MAX_DECKS = 4
"""The most decks a game may use (the solver's compact positions hold up to 252 cards)."""
_BY_ID: tuple[Card, ...] = ()
_BY_ID = tuple(
    Card(Suit(rest // 13), rest % 13 + 1, copy)
    for copy in range(MAX_DECKS)
    for rest in range(CARDS_PER_DECK)
)


def cards_of(ids: Iterable[int]) -> tuple[Card, ...]:
    """The cards of ``ids`` (cards already, or plain ids), as :class:`Card` objects."""
    return tuple(map(Card.from_id, ids))


def deck_cards(decks: int) -> tuple[Card, ...]:
    """Every card of ``decks`` decks, ordered by id."""
    return tuple(Card.from_id(i) for i in range(decks * CARDS_PER_DECK))


class CardParseError(GameError):
    """A card's text could not be read; ``token`` is the text in question."""

    def __init__(self, token: str, reason: str) -> None:
        super().__init__(f"cannot read card {excerpt(token, 12)}: {reason}")
        self.token = token


_SUITS = {
    "S": Suit.SPADES, "♠": Suit.SPADES, "♤": Suit.SPADES,
    "H": Suit.HEARTS, "♥": Suit.HEARTS, "♡": Suit.HEARTS,
    "D": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "C": Suit.CLUBS, "♣": Suit.CLUBS, "♧": Suit.CLUBS,
}  # fmt: skip
_RANKS = {
    "A": 1, "J": 11, "Q": 12, "K": 13,
    # Russian court letters: туз, валет, дама, король.
    "Т": 1, "В": 11, "Д": 12, "К": 13,
    **{str(n): n for n in range(2, 11)},
}  # fmt: skip
_LOWER = str.maketrans("shdcajqkтвдк", "SHDCAJQKТВДК")
"""Lower-case letters read as capitals: only these, so no other character folds into one
(the Kelvin sign ``K`` or the long ``ſ`` are not letters of a card)."""
_SUIT_CHARS = "".join(_SUITS)
_RANK_PATTERN = "10|[2-9]|[AJQKТВДК]"
_LETTER_FORM = re.compile(rf"({_RANK_PATTERN})([{_SUIT_CHARS}])(?:/([0-9]{{1,2}}))?")
_SYMBOL_FORM = re.compile(rf"([{_SUIT_CHARS}])({_RANK_PATTERN})(?:/([0-9]{{1,2}}))?")
MAX_CARD_TEXT = 8
"""The longest text read as a card (``10♦/2`` is six characters)."""


_CARD_CHARS = frozenset(_SUIT_CHARS + "AJQKТВДК0123456789/")


def _what_is_wrong(token: str) -> str:
    stranger = next((char for char in token if char not in _CARD_CHARS), None)
    if stranger is not None:
        return f"{stranger!r} (U+{ord(stranger):04X}) is not a character of a card"
    return "expected a rank (A, 2-10, J, Q, K) and a suit (S, H, D, C)"


def parse_card(text: str, decks: int = 1) -> Card:
    """Read ``9S``, ``10h``, ``♠9``, ``10♦``, ``В♦``, ``QD/2``; raise :class:`CardParseError`.

    Only this grammar is read: ASCII digits and letters (either case), the suit symbols and the
    Russian court letters; any other character, even one that looks like a letter, is refused.
    """
    if not isinstance(text, str):
        raise CardParseError(repr(text), "a card is written as text such as 9S")
    token = text.strip()
    if len(token) > MAX_CARD_TEXT:
        raise CardParseError(text, f"a card is at most {MAX_CARD_TEXT} characters")
    token = token.translate(_LOWER)
    if match := _LETTER_FORM.fullmatch(token):
        rank_part, suit_part, copy_part = match.groups()
    elif match := _SYMBOL_FORM.fullmatch(token):
        suit_part, rank_part, copy_part = match.groups()
    else:
        raise CardParseError(text, _what_is_wrong(token))
    copy = int(copy_part) - 1 if copy_part else 0
    if copy_part and not 0 <= copy < decks:
        raise CardParseError(text, f"copy must be 1 to {decks} in a game of {decks} deck(s)")
    return Card(_SUITS[suit_part], _RANKS[rank_part], copy)
