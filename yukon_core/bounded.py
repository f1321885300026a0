"""Reading outside data within bounds: files, streams, lines, JSON and numbers.

Every reader of data from outside the process (position files and standard input, saves, the
``yukon play`` command line, records, and any protocol) goes through these functions, so no input
can make a process read without end, grow without bound, or recurse too deep. Each raises
:class:`InputError`; a reader turns it into its own documented error type.

=================  =========================================================================
what               bound
=================  =========================================================================
a JSON position    :data:`POSITION_BYTES` (1 MiB)
a save             :data:`SAVE_BYTES` (4 MiB)
a command line     :data:`LINE_BYTES` (4 KiB)
any JSON document  :data:`JSON_DEPTH` levels of nesting, :data:`JSON_DIGITS` digits a number,
                   ``max_values`` values (arrays, objects, strings, numbers and literals)
=================  =========================================================================
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Iterator
from itertools import accumulate
from typing import Any, BinaryIO

__all__ = [
    "JSON_DEPTH",
    "JSON_DIGITS",
    "LINE_BYTES",
    "POSITION_BYTES",
    "SAVE_BYTES",
    "InputError",
    "decode_text",
    "excerpt",
    "lines",
    "load_json",
    "read_bytes",
    "whole_number",
]

POSITION_BYTES = 1 << 20
"""The largest JSON position read: a real one is under 10 KB even with three decks."""
SAVE_BYTES = 4 << 20
"""The largest save read: a real one is a few KB (10,000 steps take about 100 KB)."""
LINE_BYTES = 4096
"""The longest command line ``yukon play`` reads."""
JSON_DEPTH = 32
"""The deepest nesting of arrays and objects in a JSON document read."""
JSON_DIGITS = 30
"""The most digits of a number in a JSON document read."""
SKIP_BYTES = 1 << 20
"""How much of an overlong line is skipped to find its end before the input is given up."""


class InputError(ValueError):
    """Outside data that is too large, not text, or not of the expected form."""


def excerpt(value: object, width: int = 24) -> str:
    """``value`` for an error message: text quoted, anything else as its ``repr``, cut to
    about ``width`` characters; a control character or an undecodable byte shows as an
    escape, never raw."""
    if isinstance(value, str):
        return repr(value[:width]) + ("…" if len(value) > width else "")
    shown = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else "a number"
    return shown if len(shown) <= width else shown[:width] + "…"


def read_bytes(source: str | os.PathLike[str] | BinaryIO, limit: int, what: str) -> bytes:
    """At most ``limit`` bytes of a file (by name) or a binary stream; more is refused before
    it is read, so an endless source (``/dev/zero``, a pipe of ``yes``) costs ``limit`` at most."""
    try:
        if isinstance(source, str | os.PathLike):
            with open(source, "rb") as stream:
                data = stream.read(limit + 1)
        else:
            data = source.read(limit + 1)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in a file name
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise InputError(f"cannot read {what}: {reason}") from error
    if len(data) > limit:
        raise InputError(f"{what} is larger than {limit:,} bytes: refused")
    return data


def decode_text(data: bytes, what: str) -> str:
    """``data`` as UTF-8 text; a byte that is not UTF-8 is refused with its place."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        bad = data[error.start : error.start + 1].hex()
        raise InputError(
            f"{what} is not UTF-8 text (byte 0x{bad} at offset {error.start})"
        ) from error


def lines(
    stream: BinaryIO, limit: int = LINE_BYTES, skip: int | None = SKIP_BYTES
) -> Iterator[str | InputError]:
    """The lines of ``stream``, without their line ends: each as text, or as an
    :class:`InputError` for a line over ``limit`` bytes or not UTF-8 (its rest is skipped, and
    the input given up if no line end comes within ``skip`` bytes; ``None``: skipped however
    long, reading ``limit`` bytes at a time)."""
    while True:
        raw = stream.readline(limit + 1)
        if not raw:
            return
        if len(raw) > limit and not raw.endswith(b"\n"):
            skipped = len(raw)
            while not raw.endswith(b"\n"):
                raw = stream.readline(limit + 1)
                skipped += len(raw)
                if not raw or (skip is not None and skipped > skip):
                    yield InputError(f"a line of over {skip or skipped:,} bytes: input given up")
                    return
            yield InputError(f"a line of over {limit:,} bytes: refused")
            continue
        try:
            line = decode_text(raw, "the line").rstrip("\r\n")
        except InputError as error:
            yield error
            continue
        control = _CONTROL.search(line)
        if control:
            code = ord(control.group())
            yield InputError(f"the line holds a control character (U+{code:04X}): refused")
        else:
            yield line


_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_OPENING = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_BRACKETS = re.compile(rb"[\[\]{}]")


def _check_shape(data: bytes, max_values: int, what: str) -> None:
    """Refuse nesting deeper than :data:`JSON_DEPTH` or more than ``max_values`` values, read
    off the bytes before parsing (strings blanked out), so neither costs memory or recursion."""
    bare = _STRING.sub(b'""', data)
    brackets = b"".join(_BRACKETS.findall(bare))
    deepest = max(accumulate(map(_OPENING.__getitem__, brackets)), default=0)
    if deepest > JSON_DEPTH:
        raise InputError(f"{what} nests deeper than {JSON_DEPTH} levels: refused")
    values = bare.count(b",") + bare.count(b"[") + bare.count(b"{") + 1
    if values > max_values:
        raise InputError(f"{what} holds more than {max_values:,} values: refused")


def _refuse_constant(name: str) -> None:
    raise InputError(f"{name} is not a number JSON allows")


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > JSON_DIGITS:
        raise InputError(f"the number {excerpt(text, 12)} has more than {JSON_DIGITS} digits")
    return int(text)


def _real(text: str) -> float:
    if len(text) > JSON_DIGITS + 10:
        raise InputError(f"the number {excerpt(text, 12)} is longer than {JSON_DIGITS} digits")
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"the number {excerpt(text, 12)} is too large")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        twice = next(key for key, _ in pairs if key in seen or seen.add(key))  # type: ignore[func-returns-value]
        raise InputError(f"the key {excerpt(twice)} appears twice in one object")
    return result


def load_json(data: bytes | str, what: str, *, max_values: int = 100_000) -> Any:
    """Parse ``data`` (UTF-8 bytes or text) as one JSON document within this module's bounds:
    no NaN or Infinity, no number of more than :data:`JSON_DIGITS` digits, no key twice in an
    object. Raises :class:`InputError` saying what is wrong."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    text = decode_text(raw, what)
    _check_shape(raw, max_values, what)
    try:
        return json.loads(
            text,
            parse_int=_whole,
            parse_float=_real,
            parse_constant=_refuse_constant,
            object_pairs_hook=_unique_keys,
        )
    except InputError as error:
        raise InputError(f"{what}: {error}") from error
    except (ValueError, RecursionError) as error:
        raise InputError(f"{what} is not JSON: {error}") from error


def whole_number(text: str, what: str, *, low: int = 0, high: int) -> int:
    """``text`` read as a whole number from ``low`` to ``high``: ASCII digits only (no sign, no
    ``_``, no other script's digits), refused unread when longer than ``high`` is (up to ten
    leading zeros aside)."""
    token = text.strip()
    if not (token and token.isascii() and token.isdigit()):
        raise InputError(
            f"{what} must be a whole number written in digits 0-9, not {excerpt(text)}"
        )
    digits = len(str(high))
    if len(token) > digits + 10 or len(token.lstrip("0")) > digits or not low <= int(token) <= high:
        raise InputError(f"{what} must be {low} to {high}, not {excerpt(text)}")
    return int(token)
