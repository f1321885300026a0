"""Double Yukon's two identical cards stay distinct in moves, notation, JSON and refusals."""

from __future__ import annotations

import json

import pytest
from builders import build, cards, same_rules
from hypothesis import given

from yukon_core import (
    Move,
    MoveParseError,
    Position,
    PositionError,
    RefusalCode,
    action_id,
    apply,
    check,
    default_registry,
    legal_moves,
    locate,
    move_text,
    parse_move,
    position_from_json,
    position_to_json,
)
from yukon_core.testing import played_positions

DOUBLE = default_registry().rules("double")


def card(text: str) -> int:
    (card_id,) = cards(DOUBLE, text)
    return card_id


@pytest.fixture
def twins():
    """Both nines of spades face up (columns 2 and 3); column 5 ends in ♥10, column 6 in ♣10."""
    return build(
        DOUBLE,
        {2: ("", "9S/1"), 3: ("KD/1", "9S/2 4D/2"), 5: ("", "10H/2"), 6: ("", "10C/1")},
        spare_column=10,
    )


def test_both_copies_move_separately_with_their_own_text_and_action(twins) -> None:
    first, second = Move(card("9S/1"), 4), Move(card("9S/2"), 4)
    assert {first, second} <= set(legal_moves(DOUBLE, twins))
    assert [move_text(DOUBLE, m) for m in (first, second)] == ["9S/1>5", "9S/2>5"]
    assert action_id(DOUBLE, first) != action_id(DOUBLE, second)
    after, _ = apply(DOUBLE, twins, second)
    assert after.columns[4].up == cards(DOUBLE, "10H/2 9S/2 4D/2")
    assert after.columns[1].up == cards(DOUBLE, "9S/1")
    assert after.columns[2].up == cards(DOUBLE, "KD/1")


@pytest.mark.parametrize(("text", "copy"), [("9S/1>5", "9S/1"), ("♠9/2-5", "9S/2")])
def test_a_move_names_its_copy(twins, text: str, copy: str) -> None:
    assert parse_move(DOUBLE, text, twins) == Move(card(copy), 4)
    assert parse_move(DOUBLE, text) == Move(card(copy), 4)


def test_a_bare_card_is_refused_when_both_copies_could_move(twins) -> None:
    with pytest.raises(MoveParseError, match=r"'9S'.*ambiguous .* 9S/1 or 9S/2"):
        parse_move(DOUBLE, "9S>5", twins)


def test_a_bare_card_needs_a_position_to_pick_its_copy() -> None:
    with pytest.raises(MoveParseError, match="ambiguous"):
        parse_move(DOUBLE, "9S>5")


def test_a_bare_card_means_the_only_copy_that_can_move(twins) -> None:
    assert parse_move(DOUBLE, "4D>1", twins) == Move(card("4D/2"), 0)
    assert parse_move(DOUBLE, "10H>4", twins) == Move(card("10H/2"), 3)


def test_a_third_copy_does_not_exist() -> None:
    with pytest.raises(MoveParseError, match="copy must be 1 to 2"):
        parse_move(DOUBLE, "9S/3>5")


def test_refusals_name_the_copy(twins) -> None:
    refusal = check(DOUBLE, twins, Move(card("9S/2"), 5))
    assert refusal.code is RefusalCode.WRONG_COLOUR
    assert refusal.card == DOUBLE.cards[card("9S/2")]
    assert refusal.target == DOUBLE.cards[card("10C/1")]
    assert refusal.message("en", DOUBLE.decks) == "♠9/2 goes on a red 10"
    assert refusal.message("ru", DOUBLE.decks) == "♠9/2 кладут на красную 10"


def test_a_face_down_copy_is_not_available_while_the_other_moves(twins) -> None:
    face_down = check(DOUBLE, twins, Move(card("KD/1"), 0))
    assert face_down.code is RefusalCode.NOT_AVAILABLE
    assert face_down.message("en", DOUBLE.decks).startswith("♦K/1 is not")


def test_both_copies_round_trip_through_json(twins) -> None:
    data = json.loads(json.dumps(position_to_json(DOUBLE, twins)))
    assert data["columns"][1]["up"] == ["9S/1"]
    assert data["columns"][2] == {"down": ["KD/1"], "up": ["9S/2", "4D/2"]}
    read_rules, read = position_from_json(data)
    assert same_rules(read_rules, DOUBLE)
    assert read == twins


def test_both_copies_in_one_column_and_one_foundation_each() -> None:
    position = build(
        DOUBLE,
        {1: ("QH/2", "9S/2 8D/1 9S/1")},
        foundations={1: "AC/2 2C/2", 5: "AC/1 2C/1 3C/1"},
    )
    data = position_to_json(DOUBLE, position)
    assert data["columns"][0] == {"down": ["QH/2"], "up": ["9S/2", "8D/1", "9S/1"]}
    assert position_from_json(data)[1] == position
    assert parse_move(DOUBLE, "3C>F", position) == Move(card("3C/1"), -1)


def test_json_cards_without_their_copy_are_refused(twins) -> None:
    data = position_to_json(DOUBLE, twins)
    data["columns"][1]["up"] = ["9S"]
    with pytest.raises(PositionError, match=r"column 2 up: '9S' must name its copy .* 9S/1"):
        position_from_json(data)


def test_the_same_copy_twice_is_refused(twins) -> None:
    data = position_to_json(DOUBLE, twins)
    data["columns"][2]["up"][0] = "9S/1"
    with pytest.raises(PositionError, match="more than once: 9S/1; missing: 9S/2"):
        position_from_json(data)


@given(played_positions(DOUBLE))
def test_every_move_of_a_double_game_reads_back_unambiguously(position: Position) -> None:
    moves = legal_moves(DOUBLE, position)
    texts = [move_text(DOUBLE, m) for m in moves]
    assert len(set(texts)) == len(moves)
    assert len({action_id(DOUBLE, m) for m in moves}) == len(moves)
    for move, text in zip(moves, texts, strict=True):
        assert parse_move(DOUBLE, text) == move
        bare = text.replace("/1>", ">").replace("/2>", ">")
        twin = (move.card + 52) % 104
        if locate(position, twin) is not None:
            with pytest.raises(MoveParseError, match="ambiguous"):
                parse_move(DOUBLE, bare, position)
        else:
            assert parse_move(DOUBLE, bare, position) == move
