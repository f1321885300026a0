"""Reading outside data within bounds (issue 24, items 1-3): sizes, lines, JSON, numbers."""

from __future__ import annotations

import io
import json

import pytest

from yukon_core.bounded import (
    JSON_DEPTH,
    InputError,
    excerpt,
    lines,
    load_json,
    read_bytes,
    whole_number,
)


def test_an_endless_file_is_refused_after_the_limit() -> None:
    with pytest.raises(InputError, match="larger than 1,000 bytes: refused"):
        read_bytes("/dev/zero", 1000, "/dev/zero")
    assert read_bytes(io.BytesIO(b"x" * 1000), 1000, "a stream") == b"x" * 1000


def test_an_unreadable_name_is_an_input_error(tmp_path) -> None:
    with pytest.raises(InputError, match="embedded null byte"):
        read_bytes("game\0.json", 10, "a save")
    with pytest.raises(InputError, match="No such file"):
        read_bytes(tmp_path / "missing", 10, "a save")
    with pytest.raises(InputError, match="Is a directory"):
        read_bytes(tmp_path, 10, "a save")


def _lines(data: bytes, limit: int = 16) -> list[object]:
    return [
        f"error: {item}" if isinstance(item, InputError) else item
        for item in lines(io.BytesIO(data), limit)
    ]


def test_lines_are_bounded_decoded_and_free_of_controls() -> None:
    data = b"hint\r\n" + b"y" * 40 + b"\nundo\n\xff\nsave a\x00b\nlast"
    assert _lines(data) == [
        "hint",
        "error: a line of over 16 bytes: refused",
        "undo",
        "error: the line is not UTF-8 text (byte 0xff at offset 0)",
        "error: the line holds a control character (U+0000): refused",
        "last",
    ]


def test_a_line_without_end_gives_the_input_up() -> None:
    endless = io.BytesIO(b"z" * (3 << 20))
    assert _lines(endless.getvalue()) == ["error: a line of over 1,048,576 bytes: input given up"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000, f"nests deeper than {JSON_DEPTH} levels"),
        ("[" * (JSON_DEPTH + 1) + "]" * (JSON_DEPTH + 1), f"nests deeper than {JSON_DEPTH}"),
        ("9" * 5_000, "has more than 30 digits"),
        ("-" + "9" * 31, "has more than 30 digits"),
        ("1e999", "is too large"),
        ("NaN", "NaN is not a number JSON allows"),
        ("[Infinity]", "Infinity is not a number JSON allows"),
        ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
        ("[" + "0," * 200 + "0]", "holds more than 100 values"),
        ('{"a": [1, 2', "is not JSON"),
        (b'{"a": "\xff"}', r"is not UTF-8 text \(byte 0xff at offset 7\)"),
    ],
)
def test_json_outside_the_bounds_is_refused(text: str | bytes, message: str) -> None:
    with pytest.raises(InputError, match=message):
        load_json(text, "the document", max_values=100)


def test_json_within_the_bounds_reads_as_json_does() -> None:
    nested = "[" * (JSON_DEPTH - 1) + "]" * (JSON_DEPTH - 1)
    document = {"deep": json.loads(nested), "n": -(10**29), "x": 2.5, "s": "[[[{{,,,"}
    assert load_json(json.dumps(document), "a document") == document


@pytest.mark.parametrize(
    ("text", "expected"),
    [("7", 7), (" 0007 ", 7), ("1000", 1000)],
)
def test_whole_numbers_in_ascii_digits(text: str, expected: int) -> None:
    assert whole_number(text, "n", high=1000) == expected


@pytest.mark.parametrize(
    "text", ["", "-1", "+1", "1_0", "1.0", "²", "١٢", "1001", "9" * 5000, "0" * 5000 + "1"]
)
def test_anything_else_is_not_a_whole_number(text: str) -> None:
    with pytest.raises(InputError):
        whole_number(text, "n", high=1000)


def test_excerpts_are_short_and_escaped() -> None:
    assert excerpt("a\x00b") == "'a\\x00b'"
    assert excerpt("x" * 100) == repr("x" * 24) + "…"
    assert excerpt(10**5000) == "a number"
    assert excerpt([3]) == "[3]"
