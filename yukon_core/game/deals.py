"""Which deal a player asked for: a deal number, a game code for the variant, or a random one."""

from __future__ import annotations

from ..bounded import InputError, excerpt, whole_number
from ..codes import GameCode, GameCodeError
from ..deals import MAX_DEAL, random_deal_number
from ..registry import Registry, UnknownVariantError, default_registry
from ..variant import Variant

__all__ = ["DealLike", "deal_number"]

DealLike = int | str | GameCode | None
"""A deal as a player gives it: its number (or the number as text), a game code (or its text),
or ``None`` for a random deal."""


def deal_number(variant: str | Variant, deal: DealLike, *, registry: Registry | None = None) -> int:
    """The number of the deal ``deal`` names in a game of ``variant`` (a variant, or its name
    or letter in ``registry``, the installed variants by default).

    A game code must be for ``variant`` (same letter). Raises :class:`GameCodeError` for text
    that is neither a number nor a code, a number outside the codes' range, or a code of another
    variant.
    """
    registry = registry or default_registry()
    variant = registry.variant(variant)
    if deal is None:
        return random_deal_number()
    if isinstance(deal, str):
        deal = _read(deal)
    if isinstance(deal, bool) or not isinstance(deal, int | GameCode):
        raise GameCodeError(f"a deal is a number or a game code, not {excerpt(deal)}")
    code = deal if isinstance(deal, GameCode) else variant.code(deal)
    if code.key not in (variant.letter, variant.name):
        owner = _variant_named(code.key, registry)
        raise GameCodeError(f"game code {code} is for {owner}, not {variant.name}")
    return code.number


def _read(text: str) -> int | GameCode:
    """A deal number in ASCII digits (no longer than the largest deal), or a game code."""
    token = text.strip()
    if token[:1].isdigit():
        try:
            return whole_number(token, "a deal number", high=MAX_DEAL)
        except InputError as error:
            raise GameCodeError(str(error)) from error
    return GameCode.parse(token)


def _variant_named(letter: str, registry: Registry) -> str:
    try:
        return registry.variant(letter).name
    except UnknownVariantError:
        return f"the variant with letter {letter} (not installed)"
