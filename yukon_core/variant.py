"""What a plugin declares: variants and house rules."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from .codes import GameCode
from .layout import Layout
from .refusals import RefusalCode

__all__ = ["HouseRule", "RuleExample", "Variant", "check_variant_name"]

_NAME = re.compile(r"[a-z][a-z0-9_-]+")


def check_variant_name(value: str, what: str = "name") -> None:
    """Raise ``ValueError`` unless ``value`` may name a variant or a house rule."""
    if not isinstance(value, str) or not _NAME.fullmatch(value):
        raise ValueError(
            f"{what} {value!r} must be two or more lower-case letters, digits, '-' or "
            "'_', starting with a letter (one letter alone is how codes name a variant)"
        )


def _check_name(_instance: object, attribute: attrs.Attribute, value: str) -> None:
    check_variant_name(value, attribute.name)


def _check_languages(_instance: object, attribute: attrs.Attribute, value: Mapping) -> None:
    if "en" not in value:
        raise ValueError(f"{attribute.name} needs at least an English ('en') text")


def _frozen_mapping(value: Mapping) -> Mapping:
    return dict(value)


def _values(value: Iterable[str] | None) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


def _texts(value: str | Mapping[str, str]) -> Mapping[str, str]:
    """Texts by language; plain text is the English one."""
    return {"en": value} if isinstance(value, str) else dict(value)


def _refusal_code(value: str | RefusalCode | None) -> RefusalCode | None:
    return None if value is None else RefusalCode(value)


def _moves(value: str | Iterable[str]) -> tuple[str, ...]:
    """Moves as text: a tuple, or one string of them separated by spaces."""
    return tuple(value.split() if isinstance(value, str) else value)


@attrs.frozen
class RuleExample:
    """``move`` (text, ``9S>3``) after ``before`` (moves, or one text of them) from deal
    ``deal`` is legal, or refused with
    ``refused`` (a :class:`RefusalCode` or its value), scoring ``score`` if given; ``says`` is
    what it teaches, by language. ``yukon check`` plays it (:mod:`yukon_core.examples`)."""

    deal: int
    move: str
    refused: RefusalCode | None = attrs.field(default=None, converter=_refusal_code)
    before: tuple[str, ...] = attrs.field(default=(), converter=_moves)
    says: Mapping[str, str] = attrs.field(factory=dict, converter=dict)
    score: int | None = None
    """What the legal move scores (``None``: not said)."""

    def __str__(self) -> str:
        after = f" after {' '.join(self.before)}" if self.before else ""
        outcome = f"refused ({self.refused.value})" if self.refused else "legal"
        return f"{self.move} on deal {self.deal}{after}: {outcome}"


@attrs.frozen
class Variant:
    """A game of the Yukon family.

    ``letter`` is one capital letter for short game codes (``YU1-C-AAAAAAB``), or ``None``:
    every variant also has codes by its name (``YU2-<name>-…``), which cannot collide.
    ``rules`` is the plugin object (a module, class or instance with ``@hookimpl`` functions)
    that overrides the core's default rule hooks; ``None`` keeps every default (Classic Yukon).
    ``options`` sets this variant's defaults for house rules, by house-rule name.
    ``title`` is a text by language code (``en`` required, ``ru`` welcome). The rules page says
    how cards are built on the tableau from the hooks themselves
    (:func:`~yukon_core.build_text.build_sentence`); ``build_rule`` (optional, the same way) is
    what the plugin says of it, which ``yukon check`` holds against the hooks: leave it out
    and nothing can disagree. ``foundation_rule`` (optional, the same way) says how the
    foundations are built, where the core's words for its tables would not say it well.
    ``examples`` are moves of its deals, legal or refused, one for each rule its page states
    (:class:`RuleExample`): ``yukon check`` plays them.
    """

    name: str = attrs.field(validator=_check_name)
    letter: str | None = attrs.field()
    title: Mapping[str, str] = attrs.field(converter=_frozen_mapping, validator=_check_languages)
    layout: Layout
    build_rule: Mapping[str, str] | None = attrs.field(
        default=None,
        converter=lambda value: None if value is None else dict(value),
        validator=attrs.validators.optional(_check_languages),
    )
    rules: object | None = attrs.field(default=None, eq=False)
    options: Mapping[str, Any] = attrs.field(factory=dict, converter=_frozen_mapping)
    foundation_rule: Mapping[str, str] | None = attrs.field(
        default=None, converter=lambda value: None if value is None else dict(value)
    )
    examples: tuple[RuleExample, ...] = attrs.field(default=(), converter=tuple)

    @letter.validator
    def _check_letter(self, _attribute: attrs.Attribute, value: str | None) -> None:
        if value is not None and not (
            isinstance(value, str) and len(value) == 1 and "A" <= value <= "Z"
        ):
            raise ValueError(
                f"variant letter must be one capital letter A-Z (or None), not {value!r}"
            )

    def code(self, number: int) -> GameCode:
        """The game code of deal ``number``: by letter (``YU1-C-…``) for a variant with one,
        else by name (``YU2-ten-across-…``)."""
        return GameCode(self.letter or self.name, number)

    def text(self, field: Mapping[str, str], lang: str) -> str:
        """``field`` in ``lang``, falling back to English."""
        return field.get(lang, field["en"])


@attrs.frozen
class HouseRule:
    """A game option that changes the rules by adding a plugin after the variant's.

    ``choices`` says, by language (``en`` required; plain text is English), which values it
    takes; values a player types go in backticks. ``convert`` turns a value given by a caller
    (or read from the command line as text) into the rule's value, raising ``ValueError`` for a
    bad one. ``plugin`` turns a value into the plugin object to register.
    ``describe(value, lang)`` says in one sentence what the value means. A value of ``None``
    always means "as the variant's own rules say": no plugin is added. ``values``, for a rule
    with a few values, lists them as typed, for a front end to offer as a choice.
    """

    name: str = attrs.field(validator=_check_name)
    title: Mapping[str, str] = attrs.field(converter=_frozen_mapping, validator=_check_languages)
    choices: Mapping[str, str] = attrs.field(converter=_texts, validator=_check_languages)
    convert: Callable[[Any], Any] = attrs.field(eq=False)
    plugin: Callable[[Any], object] = attrs.field(eq=False)
    describe: Callable[[Any, str], str] = attrs.field(eq=False)
    values: tuple[str, ...] | None = attrs.field(default=None, converter=_values)
