"""The words of the game session, in English and Russian: why a card has nowhere to go, why
a hint is useful, and what the session refuses. Like :mod:`yukon_core.messages`, cards are
named by symbol (``♠9``)."""

from __future__ import annotations

__all__ = ["cards_word", "text"]

_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "goes_on": "{card} goes on {allowed}",
        "or_empty": " or on an empty column",
        "only_empty": "{card} goes only on an empty column",
        "nowhere": "{card} goes on no column card",
        "covered": "{target} is under {count} {cards} in column {column}",
        "same_column": "{target} is in the same column",
        "on_foundation": "{target} is on a foundation",
        "in_cell": "{target} is in a cell",
        "buried": "{target} is under {count} {cards} in {pile}",
        "the_waste": "the waste",
        "reserve": "reserve pile {number}",
        "hidden_all_one": "it is still face down",
        "hidden_all_two": "both are still face down",
        "hidden_all": "all {count} are still face down",
        "hidden_other_one": "the other one is still face down",
        "hidden_others": "the other {count} are still face down",
        "no_empty": "no column is empty",
        "hint_turns_card": "turns a face-down card in column {column}",
        "hint_goes_home": "{card} goes home",
        "hint_empties_column": "empties column {column} for {card}",
        "hint_frees_card": "uncovers {card}, which can go home",
        "hint_opens_turn": "lets the next move turn a face-down card in column {column}",
        "hint_leads_to_win": "leads to a win",
        "hint_plays_card": "plays {card} into the tableau",
        "hint_deals": "nothing better is left: deal from the stock",
        "hint_redeals": "nothing better is left: redeal",
        "nothing_to_undo": "nothing to undo",
        "nothing_to_redo": "nothing to redo",
        "undo_limit": "only the last {limit} steps can be undone",
        "nowhere_to_go": "it has nowhere to go",
        "collect_unavailable": "collect-all needs every card face up and every column in build "
        "order",
        "ended_won": "the game has ended (won): start a new one",
        "ended_given_up": "the game has ended (given up): start a new one",
    },
    "ru": {
        "goes_on": "{card} кладут на {allowed}",
        "or_empty": " или в пустой столбец",
        "only_empty": "{card} кладут только в пустой столбец",
        "nowhere": "{card} не кладут ни на одну карту столбца",
        "covered": "{target} лежит под {count} {cards} в столбце {column}",
        "same_column": "{target} в том же столбце",
        "on_foundation": "{target} в базе",
        "in_cell": "{target} в ячейке",
        "buried": "{target} лежит под {count} {cards} в {pile}",
        "the_waste": "отбое",
        "reserve": "резерве {number}",
        "hidden_all_one": "она ещё закрыта",
        "hidden_all_two": "обе ещё закрыты",
        "hidden_all": "все {count} ещё закрыты",
        "hidden_other_one": "другая ещё закрыта",
        "hidden_others": "ещё {count} закрыты",
        "no_empty": "пустого столбца нет",
        "hint_turns_card": "открывает закрытую карту в столбце {column}",
        "hint_goes_home": "{card} идёт в базу",
        "hint_empties_column": "освобождает столбец {column} для {card}",
        "hint_frees_card": "освобождает {card}, её можно положить в базу",
        "hint_opens_turn": "позволяет следующим ходом открыть закрытую карту в столбце {column}",
        "hint_leads_to_win": "ведёт к выигрышу",
        "hint_plays_card": "{card} идёт в столбцы",
        "hint_deals": "ничего лучше нет: сдайте из запаса",
        "hint_redeals": "ничего лучше нет: пересдайте",
        "nothing_to_undo": "отменять нечего",
        "nothing_to_redo": "возвращать нечего",
        "undo_limit": "отменить можно только {limit} последних ходов",
        "nowhere_to_go": "этой карте некуда пойти",
        "collect_unavailable": "собрать всё можно, когда все карты открыты и каждый столбец "
        "сложен по порядку",
        "ended_won": "партия окончена (выиграна): начните новую",
        "ended_given_up": "партия окончена (сдана): начните новую",
    },
}


def text(lang: str, key: str, **values: object) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in."""
    if lang not in _TEXTS:
        raise ValueError(f"no texts in {lang!r}; languages: {', '.join(_TEXTS)}")
    return _TEXTS[lang][key].format(**values)


def cards_word(count: int, lang: str) -> str:
    """``card``/``cards`` after a number; in Russian the instrumental case, as after «под»."""
    if lang == "ru":
        return "картой" if count % 10 == 1 and count % 100 != 11 else "картами"
    return "card" if count == 1 else "cards"
