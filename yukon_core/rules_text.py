"""A variant's rules in words, composed from its declaration and its compiled rule table.

Nothing here is written for one variant. The layout comes from the variant's ``Layout``; how
cards are built on the tableau (:func:`~yukon_core.build_text.build_sentence`), what an empty
column takes, which groups move, how foundations start and grow and whether cards come back
are read from the :class:`RuleTable` and worded by the core house rules' ``describe`` (or, for
rules no house rule can express, by :func:`describe_cards`); the options list names each house
rule and its setting. So ``yukon rules`` and ``docs/rules/`` cannot drift from what the engine does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .build_text import build_sentence
from .cards import Card
from .engine import all_home
from .house_rules import HOUSE_RULES, option_text
from .layout import FoundationKind
from .messages import LANGUAGES, describe_cards
from .piles_text import deal_sentence, pile_lines, suit_foundation_lines
from .registry import Registry, default_registry
from .rules import RuleTable

__all__ = ["rules_text"]

_TEXT: dict[str, dict[str, Any]] = {
    "en": {
        "code": "Letter {letter}: game codes such as `{code}` name a deal of this variant.",
        "name_code": "Game codes such as `{code}` name a deal of this variant.",
        "piles": "Stock, waste, cells and reserves",
        "layout": "Layout",
        "deal": "{decks} of {cards} cards, all dealt into {columns} columns: {down} face down and "
                "{up} face up. There is no stock. {foundations} foundations.",
        "deck": ("deck", "decks"),
        "table": "| Column | Face down | Face up |",
        "tableau": "Tableau",
        "groups": "Any face-up card moves together with all the cards lying on it, in whatever "
                  "order they lie; only the moved card has to fit the card it goes on.",
        "turn": "A face-down card left on top of a column turns face up.",
        "between": "A face-up card under a face-down one stays where it is until that card is "
                   "turned; then it moves with the cards on it, like any face-up card.",
        "runs_table": "| Column | Face down | Face up | Bottom to top |",
        "run": ("{n} up", "{n} down"),
        "heads": "An empty column takes only a group headed by {cards}.",
        "foundations": "Foundations",
        "alone": "A card goes to a foundation alone, from the top of a column.",
        "by_suit": "On a foundation goes the card of the same suit one rank higher.",
        "own_build": "Foundations are built as this variant's own rule says.",
        "slot": "Foundation {slot} starts with {cards}.",
        "some_return": "Of a foundation's top cards only {cards} may come back to a column.",
        "goal": "The game is won when every card is on a foundation.",
        "options": "House rules",
        "choose": "Choose them when a game starts: `-o NAME=VALUE`.",
        "unset": "not set",
        "default": "this variant's default",
        "chosen": "chosen",
    },
    "ru": {
        "code": "Буква {letter}: код партии вида `{code}` задаёт расклад этого варианта.",
        "name_code": "Код партии вида `{code}` задаёт расклад этого варианта.",
        "piles": "Запас, отбой, ячейки и резервы",
        "layout": "Раскладка",
        "deal": "Колод: {decks}, карт: {cards}, все раздаются в столбцы. Столбцов: {columns}; "
                "закрытых карт: {down}, открытых: {up}. Запаса нет. Баз: {foundations}.",
        "deck": None,
        "table": "| Столбец | Закрытых | Открытых |",
        "tableau": "Столбцы",
        "groups": "Любую открытую карту можно перенести вместе со всеми картами на ней, в каком "
                  "бы порядке они ни лежали; подходить должна только переносимая карта.",
        "turn": "Закрытая карта, оставшаяся сверху столбца, переворачивается.",
        "between": "Открытая карта под закрытой лежит на месте, пока ту не откроют; тогда её "
                   "можно переносить с картами на ней, как любую открытую карту.",
        "runs_table": "| Столбец | Закрытых | Открытых | Снизу вверх |",
        "run": ("{n} откр.", "{n} закр."),
        "heads": "В пустой столбец кладут только {cards} (с картами на ней).",
        "foundations": "Базы",
        "alone": "В базу идёт одна карта за раз, и только верхняя карта столбца.",
        "by_suit": "На базу кладут карту той же масти на одну ступень старше.",
        "own_build": "Базы собираются по собственному правилу этого варианта.",
        "slot": "Первой в базу {slot} кладут {cards}.",
        "some_return": "Из верхних карт баз вернуть в столбец можно только {cards}.",
        "goal": "Партия выиграна, когда все карты лежат в базах.",
        "options": "Варианты правил",
        "choose": "Выбираются при начале партии: `-o ИМЯ=ЗНАЧЕНИЕ`.",
        "unset": "не задано",
        "default": "так в этом варианте по умолчанию",
        "chosen": "выбрано",
    },
}  # fmt: skip

_DESCRIBE = {rule.name: rule.describe for rule in HOUSE_RULES}


def rules_text(rules: RuleTable, lang: str = "en", registry: Registry | None = None) -> str:
    """The rules of ``rules`` (a variant with its options) as Markdown, in ``en`` or ``ru``.

    ``registry`` supplies the house rules to list (default: every installed plugin's).
    """
    if lang not in LANGUAGES:
        raise ValueError(f"no rules text in {lang!r}; languages: {', '.join(LANGUAGES)}")
    text = _TEXT[lang]
    variant = rules.variant
    parts = [
        f"# {variant.text(variant.title, lang)}",
        text["code" if variant.letter else "name_code"].format(
            letter=variant.letter, code=variant.code(1)
        ),
        f"## {text['layout']}",
        _layout(rules, lang),
        *_piles(rules, lang),
        f"## {text['tableau']}",
        _bullets([
            build_sentence(rules, lang),
            text["groups"],
            _DESCRIBE["max_group_size"](rules.group_limit, lang),
            _empty_column(rules, lang),
            text["turn"],
            *([text["between"]] if rules.layout.mixed_faces else []),
        ]),
        f"## {text['foundations']}",
        _bullets([*_foundations(rules, lang), _returns(rules, lang), *_goal(rules, lang)]),
        f"## {text['options']}",
        text["choose"],
        _bullets(_options(rules, lang, registry or default_registry())),
    ]  # fmt: skip
    return "\n\n".join(parts) + "\n"


def _bullets(lines: list[str]) -> str:
    return "\n".join(f"- {line}" for line in lines)


def _count(number: int, words: tuple[str, str] | None) -> str:
    if words is None:
        return str(number)
    return f"{'One' if number == 1 else number} {words[number != 1]}"


def _piles(rules: RuleTable, lang: str) -> list[str]:
    lines = pile_lines(rules.layout, lang)
    return [f"## {_TEXT[lang]['piles']}", _bullets(lines)] if lines else []


def _layout(rules: RuleTable, lang: str) -> str:
    text, layout = _TEXT[lang], rules.layout
    if not rules.columns_only:
        shown = " ".join(card.symbol_text(layout.decks) for card in layout.foundation_bases)
        summary = deal_sentence(layout, list(rules.cards), lang, shown)
        return "\n".join([summary, "", *_column_table(rules, lang)])
    summary = text["deal"].format(
        decks=_count(layout.decks, text["deck"]),
        cards=layout.card_count,
        columns=len(layout.columns),
        down=layout.face_down,
        up=layout.face_up,
        foundations=layout.foundations,
    )
    return "\n".join([summary, "", *_column_table(rules, lang)])


def _column_table(rules: RuleTable, lang: str) -> list[str]:
    text = _TEXT[lang]
    if any(shape.under for shape in rules.layout.columns):
        return [text["runs_table"], "| ---: | ---: | ---: | --- |", *(
            f"| {number} | {sum(d for d, _ in shape.runs)} | {sum(u for _, u in shape.runs)} | "
            + ", ".join(text["run"][face].format(n=n) for d, u in shape.runs
                        for face, n in ((1, d), (0, u)) if n) + " |"
            for number, shape in enumerate(rules.layout.columns, 1)
        )]  # fmt: skip
    rows = [
        f"| {number} | {shape.face_down} | {shape.face_up} |"
        for number, shape in enumerate(rules.layout.columns, 1)
    ]
    return [text["table"], "| ---: | ---: | ---: |", *rows]


def _cards_where(rules: RuleTable, holds: Callable[[Card], bool]) -> list[Card]:
    return [card for card in rules.cards if holds(card)]


def _empty_column(rules: RuleTable, lang: str) -> str:
    heads = _cards_where(rules, lambda card: rules.heads_empty[card.id])
    if len(heads) == len(rules.cards):
        return _DESCRIBE["empty_column"]("any", lang)
    if heads == _cards_where(rules, lambda card: card.rank == 13):
        return _DESCRIBE["empty_column"]("king", lang)
    return _TEXT[lang]["heads"].format(cards=describe_cards(heads, lang))


def _foundations(rules: RuleTable, lang: str) -> list[str]:
    text = _TEXT[lang]
    own = rules.variant.foundation_rule
    if rules.layout.foundation_kind is FoundationKind.SUIT:
        return suit_foundation_lines(rules.layout, lang)
    if own is not None:
        return [rules.variant.text(own, lang), *suit_foundation_lines(rules.layout, lang)]
    slots = range(rules.layout.foundations)
    aces = _cards_where(rules, lambda card: card.rank == 1)
    starters = [
        [card for card in rules.cards if slot in rules.starts_foundation[card.id]] for slot in slots
    ]
    if all(starter == aces for starter in starters):
        start = [_DESCRIBE["foundation_slots"]("free", lang)]
    elif all(starter == [a for a in aces if a.suit == slot % 4] for slot, starter in
             zip(slots, starters, strict=True)):  # fmt: skip
        start = [_DESCRIBE["foundation_slots"]("suits", lang)]
    else:
        start = [
            text["slot"].format(slot=slot + 1, cards=describe_cards(starter, lang))
            for slot, starter in zip(slots, starters, strict=True)
        ]
    by_suit = all(
        rules.foundation_next[top.id]
        == {c.id for c in rules.cards if c.suit == top.suit and c.rank == top.rank + 1}
        for top in rules.cards
    )
    alone = suit_foundation_lines(rules.layout, lang) if not rules.columns_only else [text["alone"]]
    return [*start, text["by_suit" if by_suit else "own_build"], *alone]


def _returns(rules: RuleTable, lang: str) -> str:
    suits_home = rules.layout.foundation_kind is FoundationKind.SUIT
    back = [] if suits_home else _cards_where(rules, lambda card: rules.returns[card.id])
    if len(back) in (0, len(rules.cards)):
        return _DESCRIBE["foundation_returns"](bool(back), lang)
    return _TEXT[lang]["some_return"].format(cards=describe_cards(back, lang))


def _goal(rules: RuleTable, lang: str) -> list[str]:
    """The usual goal, if the variant's won rule agrees that all cards home is a win."""
    home = all_home(rules)
    return [_TEXT[lang]["goal"]] if home is not None and rules.won(home) else []


def _options(rules: RuleTable, lang: str, registry: Registry) -> list[str]:
    text = _TEXT[lang]
    lines = []
    for rule in registry.house_rules:
        value = rules.options.get(rule.name)
        choices = rule.choices.get(lang, rule.choices["en"])
        head = f"{rule.title.get(lang, rule.title['en'])} (`{rule.name}`: {choices})"
        if value is None:
            lines.append(f"{head}: {text['unset']}.")
            continue
        own = rules.variant.options.get(rule.name)
        origin = "default" if own is not None and rule.convert(own) == value else "chosen"
        line = f"{head}: **`{option_text(value)}`** ({text[origin]})."
        if rule.name not in _DESCRIBE:
            line += f" {rule.describe(value, lang)}"
        lines.append(line)
    return lines
