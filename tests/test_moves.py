from __future__ import annotations

import pytest

from yukon_core import (
    FOUNDATION,
    Move,
    MoveParseError,
    action_count,
    default_registry,
    move_from_action,
    move_text,
    parse_card,
    parse_move,
)

CLASSIC = default_registry().rules("classic")


@pytest.mark.parametrize(
    ("text", "card", "to"),
    [("9S>3", "9S", 2), ("♠9-3", "9S", 2), ("AH>F", "AH", FOUNDATION), ("10d>7", "10D", 6)],
)
def test_parse_move(text: str, card: str, to: int) -> None:
    assert parse_move(CLASSIC, text) == Move(parse_card(card).id, to)


def test_move_text() -> None:
    assert move_text(CLASSIC, Move(parse_card("9S").id, 2)) == "9S>3"
    assert move_text(CLASSIC, Move(parse_card("AH").id, FOUNDATION)) == "AH>F"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("9S", "expected CARD>COLUMN"),
        ("9S>8", "column 1-7"),
        ("9X>3", "cannot read card"),
        (">3", "expected CARD>COLUMN"),
    ],
)
def test_bad_moves_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(MoveParseError, match=message):
        parse_move(CLASSIC, text)


def test_action_ids_cover_the_move_space_once() -> None:
    moves = [move_from_action(CLASSIC, a) for a in range(action_count(CLASSIC))]
    assert len(set(moves)) == action_count(CLASSIC) == 52 * 8
    with pytest.raises(ValueError, match="outside"):
        move_from_action(CLASSIC, action_count(CLASSIC))
