"""Reading a request's params: each reader names what is wrong (an ``INVALID_PARAMS`` error)."""

from __future__ import annotations

import math
import threading
from collections.abc import Collection, Mapping
from typing import Any

from ..bounded import excerpt
from ..deals import MAX_DEAL
from .errors import INVALID_PARAMS, ProtocolError

__all__ = ["Params"]

MAX_TEXT = 200
"""The longest text a param may hold (a card, a move, a code, a variant name, an option)."""


class Params:
    """The params of one request, read one by one; unknown names are refused at the end.
    ``stop`` is set when a ``cancel`` request reaches a method run in the background."""

    def __init__(self, method: str, params: Mapping[str, Any]) -> None:
        self.method = method
        self.stop = threading.Event()
        self._params = params
        self._read: set[str] = set()

    def has(self, name: str) -> bool:
        return self._params.get(name) is not None

    def peek(self, name: str) -> Any:
        """A param's value as sent, without reading it."""
        return self._params.get(name)

    def value(self, name: str) -> Any:
        """A param of any JSON value; it must be there."""
        return self._get(name, True)

    def _bad(self, name: str, wanted: str) -> ProtocolError:
        value = excerpt(self._params[name], 60)
        return ProtocolError(
            INVALID_PARAMS,
            f"{self.method}: param {name!r} must be {wanted}, not {value}",
            {"param": name},
        )

    def _get(self, name: str, required: bool) -> Any:
        self._read.add(name)
        if name not in self._params or self._params[name] is None:
            if required:
                raise ProtocolError(
                    INVALID_PARAMS, f"{self.method}: param {name!r} is missing", {"param": name}
                )
            return None
        return self._params[name]

    def text(self, name: str, required: bool = True) -> str | None:
        value = self._get(name, required)
        if value is not None and (not isinstance(value, str) or len(value) > MAX_TEXT):
            raise self._bad(name, f"a string of at most {MAX_TEXT} characters")
        return value

    def choice(self, name: str, choices: Collection[str], default: str) -> str:
        """A text param that is one of ``choices`` (``default`` when left out)."""
        value = self.text(name, required=False)
        if value is None:
            return default
        if value not in choices:
            raise self._bad(name, "one of " + ", ".join(map(repr, sorted(choices))))
        return value

    def word(self, name: str) -> str:
        """A text param that must be there."""
        value = self.text(name)
        assert value is not None  # text() refuses a missing required param
        return value

    def whole(
        self, name: str, required: bool = True, low: int = 0, high: int = 2**53
    ) -> int | None:
        value = self._get(name, required)
        if value is not None and (
            type(value) is not int or not low <= value <= high
        ):  # bool is not an int here
            raise self._bad(name, f"a whole number from {low} to {high}")
        return value

    def number(self, name: str, low: float, high: float) -> float | None:
        value = self._get(name, False)
        if value is not None and (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
            or not low < value <= high
        ):
            raise self._bad(name, f"a number above {low} and at most {high}")
        return value

    def flag(self, name: str) -> bool:
        value = self._get(name, False)
        if value is not None and not isinstance(value, bool):
            raise self._bad(name, "true or false")
        return bool(value)

    def deal(self, name: str) -> int | str | None:
        """A deal number (0 to :data:`~yukon_core.deals.MAX_DEAL`) or a game code."""
        value = self._get(name, False)
        if value is None or (type(value) is int and 0 <= value <= MAX_DEAL):
            return value
        if isinstance(value, str) and len(value) <= MAX_TEXT:
            return value
        raise self._bad(name, f"a deal number from 0 to {MAX_DEAL:,} or a game code")

    def mapping(self, name: str) -> dict[str, Any]:
        value = self._get(name, False)
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise self._bad(name, "an object")
        return value

    def options(self, name: str = "options") -> dict[str, Any]:
        """House rules: names to strings, numbers or true/false."""
        options = self.mapping(name)
        for key, value in options.items():
            if (
                len(key) > MAX_TEXT
                or not isinstance(value, str | int | bool)
                or (isinstance(value, str) and len(value) > MAX_TEXT)
            ):
                raise self._bad(name, "an object of option names to strings, numbers or booleans")
        return options

    def done(self) -> None:
        """Refuse params this method does not take."""
        unknown = sorted(set(self._params) - self._read)
        if unknown:
            raise ProtocolError(
                INVALID_PARAMS,
                f"{self.method} takes no param {excerpt(unknown[0], 60)}",
                {"param": unknown[0]},
            )
