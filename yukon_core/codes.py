"""Game codes: a variant and a deal number, as text that reproduces the deal.

Two forms, each with the deal number as seven letters in base 26 (``A`` is 0 and ``Z`` is 25,
most significant first, so ``AAAAAAB`` is deal 1):

* ``YU1-<letter>-<seven letters>`` for a variant with a letter of its own: ``YU1-C-AAAAAAB``
  is deal 1 of Classic Yukon. Variants that share a layout share deal numbers, so ``YU1-C-…``
  and ``YU1-R-…`` with the same letters are the same cards.
* ``YU2-<name>-<seven letters>`` for any variant, by its name: ``YU2-ten-across-AAAAAAB``. A
  name is unique among the installed variants, so such a code cannot collide; a variant
  without a letter (most games of the family, and any third-party one that wants none) has
  only this form.
"""

from __future__ import annotations

import re

import attrs

from .bounded import excerpt
from .deals import MAX_DEAL
from .errors import GameError

__all__ = ["GameCode", "GameCodeError"]

_DIGITS = 7
_LETTER_CODE = re.compile(r"YU1-([A-Z])-([A-Z]{7})")
_NAME_CODE = re.compile(r"yu2-([a-z][a-z0-9_-]+)-([a-z]{7})")
_LONGEST = 80


class GameCodeError(GameError):
    """Text that is not a game code."""


def _letters(number: int) -> str:
    digits = []
    for _ in range(_DIGITS):
        number, digit = divmod(number, 26)
        digits.append(chr(ord("A") + digit))
    return "".join(reversed(digits))


def _number(letters: str) -> int:
    number = 0
    for char in letters.upper():
        number = number * 26 + ord(char) - ord("A")
    return number


@attrs.frozen
class GameCode:
    """A variant — its letter (one capital) or its name — and a deal number."""

    key: str
    number: int

    def __attrs_post_init__(self) -> None:
        letter = len(self.key) == 1 and "A" <= self.key <= "Z"
        if not (letter or _NAME_CODE.fullmatch(f"yu2-{self.key}-aaaaaaa")):
            raise GameCodeError(
                f"a code names a variant by letter or name, not {excerpt(self.key)}"
            )
        if not 0 <= self.number <= MAX_DEAL:
            raise GameCodeError(f"a deal number is 0 to {MAX_DEAL}, not {self.number}")

    @property
    def letter(self) -> str | None:
        """The variant's letter, for a code of the first form."""
        return self.key if len(self.key) == 1 else None

    def __str__(self) -> str:
        if self.letter:
            return f"YU1-{self.key}-{_letters(self.number)}"
        return f"YU2-{self.key}-{_letters(self.number)}"

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read ``YU1-C-AAAAAAB`` or ``YU2-ten-across-AAAAAAB`` (any case, surrounding spaces
        ignored)."""
        token = text.strip() if isinstance(text, str) else ""
        if token.isascii() and len(token) <= _LONGEST:
            if match := _LETTER_CODE.fullmatch(token.upper()):
                return cls(match[1], _number(match[2]))
            if match := _NAME_CODE.fullmatch(token.lower()):
                return cls(match[1], _number(match[2]))
        raise GameCodeError(
            f"{excerpt(text)} is not a game code: expected YU1-<variant letter>-<7 letters A-Z> "
            "or YU2-<variant name>-<7 letters>, e.g. YU1-C-AAAAAAB"
        )

    @staticmethod
    def looks_like(text: str) -> bool:
        """Whether ``text`` starts like a game code (``YU1-``/``YU2-``, any case)."""
        return text.strip()[:4].upper() in ("YU1-", "YU2-")
