"""Refusals and sets of cards in words, in English and Russian."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card, Suit, rank_text
from .refusals import Refusal, RefusalCode

__all__ = ["LANGUAGES", "describe_cards", "refusal_message", "refusal_templates"]

LANGUAGES = ("en", "ru")

_RU_RANKS = {1: "туза", 11: "валета", 12: "даму", 13: "короля"}
_RED = frozenset({Suit.HEARTS, Suit.DIAMONDS})
_BLACK = frozenset({Suit.SPADES, Suit.CLUBS})
_ALL = frozenset(Suit)

_TEMPLATES: dict[str, dict[RefusalCode, str]] = {
    "en": {
        RefusalCode.NOT_AVAILABLE: "{card} is not a face-up card in a column nor a pile's top",
        RefusalCode.UNDER_FACE_DOWN: (
            "{card} lies under a face-down card, and moves only once that card is turned"
        ),
        RefusalCode.NO_SUCH_COLUMN: "there is no column {column}",
        RefusalCode.SAME_COLUMN: "{card} is already in column {column}",
        RefusalCode.GROUP_TOO_LARGE: "{card} heads {size} cards; at most {limit} move at once",
        RefusalCode.EMPTY_COLUMN: "an empty column takes only {allowed}, not {card}",
        RefusalCode.WRONG_COLOUR: "{card} goes on {allowed}",
        RefusalCode.WRONG_SUIT: "{card} goes on {allowed}",
        RefusalCode.WRONG_RANK: "{card} goes on {allowed}",
        RefusalCode.NOT_TOP_CARD: "only a column's top card goes home, and {card} has cards on it",
        RefusalCode.ALREADY_HOME: "{card} is already on a foundation",
        RefusalCode.NO_FREE_FOUNDATION: "no free foundation takes {card}",
        RefusalCode.FOUNDATION_REFUSES: "{card} goes home only onto {allowed}",
        RefusalCode.NO_RETURN: "cards do not come back from foundations in this game",
        RefusalCode.NO_CELLS: "this game has no cells",
        RefusalCode.NO_FREE_CELL: "no cell is free for {card}",
        RefusalCode.ALREADY_IN_CELL: "{card} is in a cell already",
        RefusalCode.ONE_CARD_ONLY: "only a single card goes to a cell, and {card} has cards on it",
        RefusalCode.CELL_REFUSES: "{card} may not go to a cell in this game",
        RefusalCode.BACK_TO_COLUMNS_ONLY: "{card} comes back from a foundation to a column only",
        RefusalCode.NOT_WHOLE_SUIT: (
            "only a whole suit goes home, King to Ace on top of a column, headed by its King"
        ),
        RefusalCode.NO_STOCK: "this game has no stock",
        RefusalCode.STOCK_EMPTY: "the stock is empty",
        RefusalCode.STOCK_NOT_EMPTY: "the waste is turned back over only once the stock is empty",
        RefusalCode.NO_REDEAL: "this game has no redeal",
        RefusalCode.NO_REDEAL_LEFT: "no redeal is left: there are {limit} in a game",
        RefusalCode.NOTHING_TO_REDEAL: "there is nothing to redeal",
    },
    "ru": {
        RefusalCode.NOT_AVAILABLE: "{card} — не открытая карта столбца и не верхняя карта стопки",
        RefusalCode.UNDER_FACE_DOWN: (
            "{card} лежит под закрытой картой и сдвинется, только когда та откроется"
        ),
        RefusalCode.NO_SUCH_COLUMN: "столбца {column} нет",
        RefusalCode.SAME_COLUMN: "{card} уже лежит в столбце {column}",
        RefusalCode.GROUP_TOO_LARGE: (
            "{card} тянет за собой {size} карт, а за один ход можно перенести не больше {limit}"
        ),
        RefusalCode.EMPTY_COLUMN: "в пустой столбец кладут только {allowed}, а не {card}",
        RefusalCode.WRONG_COLOUR: "{card} кладут на {allowed}",
        RefusalCode.WRONG_SUIT: "{card} кладут на {allowed}",
        RefusalCode.WRONG_RANK: "{card} кладут на {allowed}",
        RefusalCode.NOT_TOP_CARD: (
            "в базу идёт только верхняя карта столбца, а на {card} есть карты"
        ),
        RefusalCode.ALREADY_HOME: "{card} уже в базе",
        RefusalCode.NO_FREE_FOUNDATION: "нет свободной базы для {card}",
        RefusalCode.FOUNDATION_REFUSES: "{card} кладут в базу только на {allowed}",
        RefusalCode.NO_RETURN: "в этой игре карты из баз не возвращаются",
        RefusalCode.NO_CELLS: "в этой игре нет ячеек",
        RefusalCode.NO_FREE_CELL: "нет свободной ячейки для {card}",
        RefusalCode.ALREADY_IN_CELL: "{card} уже в ячейке",
        RefusalCode.ONE_CARD_ONLY: "в ячейку кладут только одну карту, а на {card} есть карты",
        RefusalCode.CELL_REFUSES: "в этой игре {card} нельзя класть в ячейку",
        RefusalCode.BACK_TO_COLUMNS_ONLY: "{card} возвращается из базы только в столбец",
        RefusalCode.NOT_WHOLE_SUIT: (
            "в базу идёт только целая масть, от короля до туза сверху столбца, во главе с королём"
        ),
        RefusalCode.NO_STOCK: "в этой игре нет запаса",
        RefusalCode.STOCK_EMPTY: "запас пуст",
        RefusalCode.STOCK_NOT_EMPTY: "отбой переворачивают обратно, только когда запас пуст",
        RefusalCode.NO_REDEAL: "в этой игре нет пересдачи",
        RefusalCode.NO_REDEAL_LEFT: "пересдач больше нет: их в игре {limit}",
        RefusalCode.NOTHING_TO_REDEAL: "пересдавать нечего",
    },
}

_PHRASES = {
    "en": {"any": "{a} {r} of any suit", "red": "a red {r}", "black": "a black {r}", "or": " or ",
           "none": "no card"},
    "ru": {"any": "{r} любой масти", "red": "{red} {r}", "black": "{black} {r}", "or": " или ",
           "none": "никакую карту"},
}  # fmt: skip


def _rank_word(rank: int, lang: str) -> str:
    """The rank as the object of "goes on": ``K`` in English, ``короля`` in Russian."""
    return _RU_RANKS.get(rank, str(rank)) if lang == "ru" else rank_text(rank)


def _colour_words(rank: int) -> dict[str, str]:
    """Russian colour words agreeing with the rank word: ``красного короля``, ``красную 10``."""
    if rank in (1, 11, 13):
        return {"red": "красного", "black": "чёрного"}
    return {"red": "красную", "black": "чёрную"}


def describe_cards(cards: Iterable[Card], lang: str = "en") -> str:
    """A short phrase for a set of cards: ``a red 10``, ``♠10 or ♠8``, ``a K of any suit``.

    Copies of the same card count once; ranks run from high to low.
    """
    phrases = _PHRASES[lang]
    suits_by_rank: dict[int, set[Suit]] = {}
    for card in cards:
        suits_by_rank.setdefault(card.rank, set()).add(card.suit)
    parts = []
    for rank in sorted(suits_by_rank, reverse=True):
        suits = frozenset(suits_by_rank[rank])
        word = _rank_word(rank, lang)
        if suits == _ALL:
            parts.append(phrases["any"].format(r=word, a="an" if rank in (1, 8) else "a"))
        elif suits == _RED:
            parts.append(phrases["red"].format(r=word, **_colour_words(rank)))
        elif suits == _BLACK:
            parts.append(phrases["black"].format(r=word, **_colour_words(rank)))
        else:
            parts.extend(f"{suit.symbol}{rank_text(rank)}" for suit in sorted(suits))
    return phrases["or"].join(parts) if parts else phrases["none"]


def refusal_templates(lang: str) -> dict[str, str]:
    """Every refusal's words in ``lang`` by its code, with the fields ``{card}``, ``{allowed}``
    (the cards it could go on, in words), ``{column}``, ``{limit}`` and ``{size}``."""
    return {str(code): template for code, template in _TEMPLATES[lang].items()}


def refusal_message(refusal: Refusal, lang: str = "en", decks: int = 1) -> str:
    """``refusal`` in words; ``decks`` decides whether a card names its copy."""
    if lang not in _TEMPLATES:
        raise ValueError(f"no messages in {lang!r}; languages: {', '.join(LANGUAGES)}")
    return _TEMPLATES[lang][refusal.code].format(
        card=refusal.card.symbol_text(decks) if refusal.card is not None else "",
        allowed=describe_cards(refusal.allowed, lang),
        column=refusal.column,
        limit=refusal.limit,
        size=refusal.size,
    )
