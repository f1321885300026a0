"""The house rules the core offers every variant, each a small rule plugin.

A house rule either overrides a hook outright (registered after the variant, it is asked first)
or wraps it (``wrapper=True``) to narrow whatever the variant answered.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

import attrs

from .bounded import InputError, excerpt, whole_number
from .cards import Card, Suit
from .hookspecs import hookimpl
from .variant import HouseRule

__all__ = ["CoreHouseRules", "option_text", "parse_flag"]

_TRUE = {"true", "yes", "on", "1", "y", "да"}
_FALSE = {"false", "no", "off", "0", "n", "нет"}


def parse_flag(value: Any) -> bool:
    """A boolean from ``True``/``False`` or text such as ``yes``/``no``, ``on``/``off``."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower() if isinstance(value, str | int) else None
    if text in _TRUE | _FALSE:
        return text in _TRUE
    raise ValueError(f"expected yes or no, not {excerpt(value)}")


def option_text(value: Any) -> str:
    """A house-rule value as it is written on the command line: ``yes``/``no``, ``20``, ``any``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _choice(*choices: str) -> dict[str, Any]:
    """A house rule's ``convert`` and ``values`` for a rule of these few values."""

    def convert(value: Any) -> str:
        text = value.strip() if isinstance(value, str) else ""
        if not text.isascii() or text.lower() not in choices:
            raise ValueError(f"expected one of {', '.join(choices)}, not {excerpt(value)}")
        return text.lower()

    return {"convert": convert, "values": choices}


MAX_GROUP_LIMIT = 1000
"""The largest group limit read (more than any game's cards: no limit at all)."""


def _group_limit(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise ValueError(f"expected a whole number, not {excerpt(value)}")
    try:
        return whole_number(value, "a group limit", low=1, high=MAX_GROUP_LIMIT)
    except InputError as error:
        raise ValueError(str(error)) from error


@attrs.frozen
class FoundationReturns:
    allowed: bool

    @hookimpl
    def yukon_may_return_from_foundation(self) -> bool:
        return self.allowed


class SuitBoundFoundations:
    """Foundation slot ``n`` takes only suit ``n % 4``: spades, hearts, diamonds, clubs, and
    with eight foundations the same again (slots 4-7)."""

    @hookimpl(wrapper=True)
    def yukon_may_start_foundation(self, card: Card, slot: int) -> Generator[None, bool, bool]:
        allowed = yield
        return allowed and card.suit == Suit(slot % 4)


@attrs.frozen
class GroupLimit:
    limit: int

    @hookimpl(wrapper=True)
    def yukon_may_lift_group(self, size: int) -> Generator[None, bool, bool]:
        allowed = yield
        return allowed and size <= self.limit


@attrs.frozen
class EmptyColumnRule:
    any_card: bool

    @hookimpl
    def yukon_may_head_empty_column(self, card: Card) -> bool:
        return self.any_card or card.rank == 13


def _describe_returns(value: bool | None, lang: str) -> str:
    if value is False:
        return {"en": "Cards never come back from a foundation.",
                "ru": "Карты из баз обратно не снимаются."}[lang]  # fmt: skip
    return {"en": "The top card of a foundation may come back to a column.",
            "ru": "Верхнюю карту базы можно вернуть в столбец."}[lang]  # fmt: skip


def _describe_slots(value: str | None, lang: str) -> str:
    if value == "suits":
        return {"en": "Each foundation has a fixed suit, left to right: spades, hearts, diamonds, "
                      "clubs (with eight foundations, twice over).",
                "ru": "У каждой базы своя масть, слева направо: пики, черви, бубны, трефы "
                      "(при восьми базах — дважды)."}[lang]  # fmt: skip
    return {"en": "An Ace takes any free foundation.",
            "ru": "Туз занимает любую свободную базу."}[lang]  # fmt: skip


def _describe_limit(value: int | None, lang: str) -> str:
    if value is None:
        return {"en": "A group of any size may be moved.",
                "ru": "Группу можно переносить любого размера."}[lang]  # fmt: skip
    return {"en": f"At most {value} cards move in one group.",
            "ru": f"За один ход переносится не более {value} карт."}[lang]  # fmt: skip


def _describe_empty(value: str | None, lang: str) -> str:
    if value == "any":
        return {"en": "An empty column takes any card with the cards on it.",
                "ru": "Пустой столбец принимает любую карту с картами на ней."}[lang]  # fmt: skip
    return {"en": "An empty column takes only a King with the cards on it.",
            "ru": "Пустой столбец принимает только короля с картами на нём."}[lang]  # fmt: skip


HOUSE_RULES = (
    HouseRule(
        name="foundation_returns",
        title={"en": "Cards back from foundations", "ru": "Возврат карт из баз"},
        choices={"en": "`yes` or `no`", "ru": "`yes` (да) или `no` (нет)"},
        convert=parse_flag,
        plugin=FoundationReturns,
        describe=_describe_returns,
        values=("yes", "no"),
    ),
    HouseRule(
        name="foundation_slots",
        title={"en": "Foundation slots", "ru": "Места баз"},
        choices={"en": "`free` or `suits`", "ru": "`free` (любая) или `suits` (по мастям)"},
        **_choice("free", "suits"),
        plugin=lambda value: SuitBoundFoundations() if value == "suits" else None,
        describe=_describe_slots,
    ),
    HouseRule(
        name="max_group_size",
        title={"en": "Largest group moved at once", "ru": "Наибольшая группа за ход"},
        choices={"en": "a whole number from 1", "ru": "целое число от 1"},
        convert=_group_limit,
        plugin=GroupLimit,
        describe=_describe_limit,
    ),
    HouseRule(
        name="empty_column",
        title={"en": "What an empty column takes", "ru": "Что принимает пустой столбец"},
        choices={"en": "`king` or `any`", "ru": "`king` (король) или `any` (любая карта)"},
        **_choice("king", "any"),
        plugin=lambda value: EmptyColumnRule(any_card=value == "any"),
        describe=_describe_empty,
    ),
)


class CoreHouseRules:
    """Registers :data:`HOUSE_RULES`; the registry always loads it first."""

    @hookimpl
    def yukon_register_house_rules(self, register: Callable[[HouseRule], None]) -> None:
        for rule in HOUSE_RULES:
            register(rule)
