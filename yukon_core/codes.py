"""Game codes ``YU1-<variant letter>-<seven letters>``: the deal number in base 26.

``A`` is 0 and ``Z`` is 25, most significant letter first, so ``YU1-C-AAAAAAB`` is deal 1 of
Classic Yukon. The code fixes the deal and the variant's rules; variants that share a layout
share deal numbers, so ``YU1-C-…`` and ``YU1-R-…`` with the same letters are the same cards.
"""

from __future__ import annotations

import re

import attrs

from .bounded import excerpt
from .deals import MAX_DEAL
from .errors import GameError

__all__ = ["GameCode", "GameCodeError"]

_PREFIX = "YU1"
_DIGITS = 7
_PATTERN = re.compile(r"YU1-([A-Z])-([A-Z]{7})")


class GameCodeError(GameError):
    """Text that is not a game code."""


@attrs.frozen
class GameCode:
    """A variant letter and a deal number."""

    letter: str
    number: int

    def __attrs_post_init__(self) -> None:
        if not (len(self.letter) == 1 and "A" <= self.letter <= "Z"):
            raise GameCodeError(f"a variant letter is one of A-Z, not {self.letter!r}")
        if not 0 <= self.number <= MAX_DEAL:
            raise GameCodeError(f"a deal number is 0 to {MAX_DEAL}, not {self.number}")

    def __str__(self) -> str:
        digits, number = [], self.number
        for _ in range(_DIGITS):
            number, digit = divmod(number, 26)
            digits.append(chr(ord("A") + digit))
        return f"{_PREFIX}-{self.letter}-{''.join(reversed(digits))}"

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read ``YU1-C-AAAAAAB`` (any case, surrounding spaces ignored)."""
        token = text.strip() if isinstance(text, str) else ""
        match = _PATTERN.fullmatch(token.upper()) if token.isascii() and len(token) < 20 else None
        if match is None:
            raise GameCodeError(
                f"{excerpt(text)} is not a game code: expected "
                f"{_PREFIX}-<variant letter>-<7 letters A-Z>, "
                "e.g. YU1-C-AAAAAAB"
            )
        letter, digits = match.groups()
        number = 0
        for char in digits:
            number = number * 26 + ord(char) - ord("A")
        return cls(letter, number)
