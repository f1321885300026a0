"""The rules of the piles beyond columns and foundations, in words (English and Russian): the
deal, the stock and its waste, cells, reserve piles, redeals and whole-suit foundations — all
read off the layout, so a new game's rules page needs no text of its own."""

from __future__ import annotations

from typing import Any

from .cards import Card
from .layout import FoundationKind, Layout, StockKind

__all__ = ["deal_sentence", "pile_lines", "suit_foundation_lines"]

_WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "deck": ("One deck", "{n} decks"),
        "deal": "{decks} of {cards} cards, dealt: {parts}. {foundations} foundations.",
        "bases": "first {cards} to the foundations, one each",
        "columns": "{down} face down and {up} face up to {columns} columns",
        "cells_dealt": "a card face up to each of {n} of the {cells} cells",
        "reserves": "{sizes} cards face up to the reserve piles, one pile each",
        "reserve": "{size} cards face up to a reserve pile",
        "stock": "the other {n} face down to the stock",
        "waste_start": "of which {n} turned face up onto the waste",
        "empty_cells": "{n} cells start empty",
        "and": " and ",
        "rows": "A deal from the stock puts a card face up on each column, left to right, while "
                "the stock lasts (a short last row fills the first columns).",
        "rows_under": "A deal from the stock puts {n} of cards face down on the columns, left to "
                      "right, and then a row face up on them, while the stock lasts.",
        "times": ("a row", "{n} rows"),
        "turn": "A deal from the stock turns {n} face up onto the waste; only the waste's top "
                "card may be played, to a column or a foundation{cell}.",
        "turn_one": "one card", "turn_many": "{n} cards", "to_cell": " or a cell",
        "pass_once": "The stock is gone through once: there is no redeal.",
        "passes": "The stock is gone through {n} times: once it is empty, a redeal turns the "
                  "waste back over into it.",
        "passes_any": "The stock is gone through as often as you like: once it is empty, a "
                      "redeal turns the waste back over into it.",
        "cells": "Each of the {n} cells holds one card: any single top card may go there (from "
                 "a column, the waste or a reserve pile), and a cell's card may go to a column "
                 "or a foundation.",
        "reserve_rule": "Only the top card of a reserve pile may be played: to a column, a "
                        "foundation{cell}. Nothing is put on a reserve pile.",
        "redeal": "Up to {n} times a game, the cards of the columns may be gathered, shuffled "
                  "and dealt again in the same pattern, as far as they go.",
        "suit": "A foundation takes a whole suit at once: its thirteen cards from the King "
                "(lowest) to the Ace (on top), all of one suit, lying on top of a column, the "
                "King heading them. Any foundation takes any suit, and nothing comes back.",
        "home_from": "A card goes to a foundation alone, from the top of a column{others}.",
        "waste_top": ", the waste", "cell": ", a cell", "reserve_top": ", a reserve pile",
    },
    "ru": {
        "deck": ("Одна колода", "Колод: {n}"),
        "deal": "{decks}, карт: {cards}. Раздаются: {parts}. Баз: {foundations}.",
        "bases": "сначала {cards} в базы, по одной",
        "columns": "{down} закрытых и {up} открытых карт в столбцы (их {columns})",
        "cells_dealt": "по открытой карте в {n} ячеек из {cells}",
        "reserves": "{sizes} открытых карт в резервы, по стопке на каждый",
        "reserve": "{size} открытых карт в резерв",
        "stock": "остальные {n} закрытых карт в запас",
        "waste_start": "из них {n} открываются в отбой",
        "empty_cells": "ячейки (их {n}) сначала пусты",
        "and": " и ",
        "rows": "Сдача из запаса кладёт по открытой карте на каждый столбец слева направо, пока "
                "запас не кончится (неполный последний ряд ложится на первые столбцы).",
        "rows_under": "Сдача из запаса кладёт на столбцы слева направо {n} закрытых карт, а на "
                      "них ряд открытых, пока запас не кончится.",
        "times": ("ряд", "{n} ряда"),
        "turn": "Сдача из запаса открывает в отбой {n}; играть можно только верхней картой "
                "отбоя — в столбец или в базу{cell}.",
        "turn_one": "одну карту", "turn_many": "{n} карты", "to_cell": " или в ячейку",
        "pass_once": "Запас проходится один раз: пересдачи нет.",
        "passes": "Запас проходится {n} раза: когда он пуст, пересдача переворачивает отбой "
                  "обратно в запас.",
        "passes_any": "Запас проходится сколько угодно раз: когда он пуст, пересдача "
                      "переворачивает отбой обратно в запас.",
        "cells": "Каждая из ячеек (их {n}) вмещает одну карту: туда можно положить любую "
                 "верхнюю карту (столбца, отбоя или резерва), а карту из ячейки — в столбец или "
                 "в базу.",
        "reserve_rule": "Играть можно только верхней картой резерва — в столбец, в базу{cell}. "
                        "На резерв ничего не кладут.",
        "redeal": "До {n} раз за партию карты столбцов можно собрать, перетасовать и разложить "
                  "снова по той же схеме, насколько их хватит.",
        "suit": "База принимает целую масть сразу: тринадцать карт от короля (внизу) до туза "
                "(сверху) одной масти, лежащие сверху столбца во главе с королём. Любая база "
                "принимает любую масть, и обратно ничего не возвращается.",
        "home_from": "В базу идёт одна карта за раз — верхняя карта столбца{others}.",
        "waste_top": ", отбоя", "cell": ", ячейки", "reserve_top": ", резерва",
    },
}  # fmt: skip


def _join(parts: list[str], lang: str) -> str:
    words = _WORDS[lang]
    return ", ".join(parts[:-1]) + words["and"] + parts[-1] if len(parts) > 1 else parts[0]


def deal_sentence(layout: Layout, cards: list[Card], lang: str, shown: str) -> str:
    """What the deal puts where, ``shown`` naming the base cards."""
    words = _WORDS[lang]
    one, many = words["deck"]
    decks = one if layout.decks == 1 else many.format(n=layout.decks)
    parts = []
    if layout.foundation_bases:
        parts.append(words["bases"].format(cards=shown))
    parts.append(words["columns"].format(down=layout.face_down, up=layout.face_up,
                                         columns=len(layout.columns)))  # fmt: skip
    if layout.cells_dealt:
        parts.append(words["cells_dealt"].format(n=layout.cells_dealt, cells=layout.cells))
    if len(layout.reserves) == 1:
        parts.append(words["reserve"].format(size=layout.reserves[0]))
    elif layout.reserves:
        parts.append(words["reserves"].format(sizes=", ".join(map(str, layout.reserves))))
    if layout.stock is not None:
        stock = words["stock"].format(n=layout.stock_size)
        if layout.stock.waste_start:
            stock += f" ({words['waste_start'].format(n=layout.stock.waste_start)})"
        parts.append(stock)
    sentence = words["deal"].format(
        decks=decks, cards=layout.card_count, parts=_join(parts, lang),
        foundations=layout.foundations,
    )  # fmt: skip
    if layout.cells and not layout.cells_dealt:
        sentence += " " + words["empty_cells"].format(n=layout.cells).capitalize() + "."
    return sentence


def pile_lines(layout: Layout, lang: str) -> list[str]:
    """The rules of the stock, the waste, cells, reserves and redeals (none for a layout of
    columns and foundations alone)."""
    words = _WORDS[lang]
    cell = words["to_cell"] if layout.cells else ""
    lines = []
    if layout.stock is not None and layout.stock.kind is StockKind.ROWS:
        hidden = layout.stock.face_down_rows
        times = words["times"][hidden > 1].format(n=hidden)
        lines.append(words["rows_under"].format(n=times) if hidden else words["rows"])
    elif layout.stock is not None:
        turn = layout.stock.turn
        count = words["turn_one"] if turn == 1 else words["turn_many"].format(n=turn)
        lines.append(words["turn"].format(n=count, cell=cell))
        passes = layout.stock.passes
        key = "passes_any" if passes is None else "pass_once" if passes == 1 else "passes"
        lines.append(words[key].format(n=passes))
    if layout.cells:
        lines.append(words["cells"].format(n=layout.cells))
    if layout.reserves:
        lines.append(words["reserve_rule"].format(cell=cell))
    if layout.redeals:
        lines.append(words["redeal"].format(n=layout.redeals))
    return lines


def suit_foundation_lines(layout: Layout, lang: str) -> list[str]:
    """How the foundations take cards, where they take whole suits; else where a single card
    goes home from."""
    words = _WORDS[lang]
    if layout.foundation_kind is FoundationKind.SUIT:
        return [words["suit"]]
    present = {"waste_top": layout.has_waste, "cell": layout.cells, "reserve_top": layout.reserves}
    others = "".join(words[key] for key, there in present.items() if there)
    return [words["home_from"].format(others=others)]
