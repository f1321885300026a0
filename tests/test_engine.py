"""Move generation and application on Classic and Relaxed, including source 001's example."""

from __future__ import annotations

import pytest
from builders import build, cards

from yukon_core import (
    FOUNDATION,
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    IllegalMoveError,
    Move,
    RefusalCode,
    Won,
    apply,
    check,
    default_registry,
    is_stuck,
    is_won,
    legal_moves,
    parse_card,
    parse_move,
)

CLASSIC = default_registry().rules("classic")
RELAXED = default_registry().rules("relaxed")


def card(text: str) -> int:
    return parse_card(text).id


@pytest.fixture
def example():
    """Source 001: column 3 shows ♠9 ♦4 ♣J ♥2 ♠6 over a face-down card; 5 ends ♥10, 6 ♣10."""
    return build(
        CLASSIC,
        {3: ("KD", "9S 4D JC 2H 6S"), 5: ("", "10H"), 6: ("", "10C")},
        spare_column=7,
    )


def test_group_of_five_goes_on_red_ten_and_turns_the_card_under(example) -> None:
    move = Move(card("9S"), 4)
    assert move in legal_moves(CLASSIC, example)
    after, events = apply(CLASSIC, example, move)
    assert after.columns[4].up == cards(CLASSIC, "10H 9S 4D JC 2H 6S")
    assert after.columns[2].down == ()
    assert after.columns[2].up == cards(CLASSIC, "KD")
    moved = events[0]
    assert isinstance(moved, CardsMoved)
    assert [c.symbol_text() for c in moved.cards] == ["♠9", "♦4", "♣J", "♥2", "♠6"]
    assert (moved.source, moved.target) == (2, 4)
    assert events[1] == CardTurned(CLASSIC.cards[card("KD")], 2)
    assert len(events) == 2


def test_same_colour_ten_is_a_colour_refusal(example) -> None:
    move = Move(card("9S"), 5)
    assert move not in legal_moves(CLASSIC, example)
    refusal = check(CLASSIC, example, move)
    assert refusal.code is RefusalCode.WRONG_COLOUR
    assert refusal.message("en") == "♠9 goes on a red 10"
    assert refusal.message("ru") == "♠9 кладут на красную 10"
    with pytest.raises(IllegalMoveError) as caught:
        apply(CLASSIC, example, move)
    assert caught.value.refusal == refusal


def test_relaxed_ignores_colour(example) -> None:
    relaxed = build(
        RELAXED, {3: ("KD", "9S 4D JC 2H 6S"), 5: ("", "10H"), 6: ("", "10C")}, spare_column=7
    )
    assert {Move(card("9S"), 4), Move(card("9S"), 5)} <= set(legal_moves(RELAXED, relaxed))
    assert example == relaxed


def test_wrong_rank_refusal() -> None:
    position = build(CLASSIC, {1: ("", "9S"), 2: ("", "JH")})
    refusal = check(CLASSIC, position, Move(card("9S"), 1))
    assert refusal.code is RefusalCode.WRONG_RANK
    assert refusal.target == CLASSIC.cards[card("JH")]


def test_only_a_king_heads_an_empty_column() -> None:
    position = build(CLASSIC, {1: ("", ""), 2: ("", "KS QH"), 3: ("", "QS")})
    moves = legal_moves(CLASSIC, position)
    assert Move(card("KS"), 0) in moves
    assert Move(card("QS"), 0) not in moves
    refusal = check(CLASSIC, position, Move(card("QS"), 0))
    assert refusal.code is RefusalCode.EMPTY_COLUMN
    assert refusal.message() == "an empty column takes only a K of any suit, not ♠Q"


def test_face_down_card_cannot_move_and_is_not_revealed() -> None:
    position = build(CLASSIC, {2: ("7H", "KS")})
    refusal = check(CLASSIC, position, Move(card("7H"), 3))
    assert refusal.code is RefusalCode.NOT_AVAILABLE
    assert refusal.target is None and refusal.allowed == ()


def test_top_card_goes_home_and_comes_back() -> None:
    position = build(CLASSIC, {1: ("", "AS"), 2: ("", "3D 2S"), 3: ("", "3H")})
    after, events = apply(CLASSIC, position, Move(card("AS"), FOUNDATION))
    assert after.foundations[0] == cards(CLASSIC, "AS")
    assert events[0] == CardToFoundation(CLASSIC.cards[card("AS")], 0, 0)
    after, _ = apply(CLASSIC, after, Move(card("2S"), FOUNDATION))
    assert Move(card("2S"), 2) in legal_moves(CLASSIC, after)
    back, events = apply(CLASSIC, after, Move(card("2S"), 2))
    assert back.columns[2].up == cards(CLASSIC, "3H 2S")
    assert events == [CardFromFoundation(CLASSIC.cards[card("2S")], 0, 2)]


def test_foundation_takes_one_top_card_in_suit_order() -> None:
    position = build(CLASSIC, {1: ("", "AS 5D"), 2: ("", "2S")}, foundations={2: "AH"})
    assert check(CLASSIC, position, Move(card("AS"), FOUNDATION)).code is RefusalCode.NOT_TOP_CARD
    refusal = check(CLASSIC, position, Move(card("2S"), FOUNDATION))
    assert refusal.code is RefusalCode.FOUNDATION_REFUSES
    assert refusal.message() == "♠2 goes home only onto ♠A"
    home = check(CLASSIC, position, Move(card("AH"), FOUNDATION))
    assert home.code is RefusalCode.ALREADY_HOME


def test_free_foundation_slots_take_the_first_ace() -> None:
    position = build(CLASSIC, {1: ("", "AC")})
    after, events = apply(CLASSIC, position, Move(card("AC"), FOUNDATION))
    assert after.foundations[0] == cards(CLASSIC, "AC")
    assert events[0].slot == 0


def test_moved_group_keeps_its_order_in_any_order() -> None:
    position = build(CLASSIC, {1: ("", "10H"), 2: ("", "9C AD KS 2C")})
    after, _ = apply(CLASSIC, position, Move(card("9C"), 0))
    assert after.columns[0].up == cards(CLASSIC, "10H 9C AD KS 2C")


def test_same_column_and_missing_column() -> None:
    position = build(CLASSIC, {1: ("", "10H 9C")})
    assert check(CLASSIC, position, Move(card("9C"), 0)).code is RefusalCode.SAME_COLUMN
    missing = check(CLASSIC, position, Move(card("9C"), 9))
    assert (missing.code, missing.card, missing.column) == (
        RefusalCode.NO_SUCH_COLUMN,
        parse_card("9C"),
        10,
    )


def test_won_when_every_card_is_home() -> None:
    rules = CLASSIC
    suits = "SHDC"
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
    piles = {n + 1: " ".join(f"{r}{s}" for r in ranks) for n, s in enumerate(suits)}
    piles[4] += " KC"
    last = build(rules, {1: ("", "KS"), 2: ("", "KH"), 3: ("", "KD")}, foundations=piles)
    position = last
    for text in ("KS>F", "KH>F"):
        position, events = apply(rules, position, parse_move(rules, text))
        assert not is_won(rules, position)
    position, events = apply(rules, position, parse_move(rules, "KD>F"))
    assert is_won(rules, position)
    assert events[-1] == Won()
    assert not is_stuck(rules, position)


def test_stuck_when_no_legal_move() -> None:
    tops = ["5S", "5C", "8S", "8C", "JS", "JC", "3S"]  # all black: nothing builds, no Ace
    position = build(CLASSIC, {n: ("", top) for n, top in enumerate(tops, 1)}, spare_column=7)
    assert legal_moves(CLASSIC, position) == []
    assert is_stuck(CLASSIC, position)
    assert not is_won(CLASSIC, position)
    freed = build(
        CLASSIC, {n: ("", top) for n, top in enumerate([*tops[:6], "4H"], 1)}, spare_column=7
    )
    assert set(legal_moves(CLASSIC, freed)) == {Move(card("4H"), 0), Move(card("4H"), 1)}
    assert not is_stuck(CLASSIC, freed)


@pytest.mark.parametrize(
    ("mover", "target", "russian"),
    [
        ("QS", "KS", "♠Q кладут на красного короля"),
        ("JD", "QH", "♦J кладут на чёрную даму"),
        ("2C", "3S", "♣2 кладут на красную 3"),
    ],
)
def test_russian_refusals_agree_with_the_rank(mover: str, target: str, russian: str) -> None:
    position = build(CLASSIC, {1: ("", mover), 2: ("", target)})
    refusal = check(CLASSIC, position, Move(card(mover), 1))
    assert refusal.code is RefusalCode.WRONG_COLOUR
    assert refusal.message("ru") == russian


@pytest.mark.parametrize("variant", [v.name for v in default_registry().variants])
def test_every_card_of_a_played_position_stays_a_card(variant: str) -> None:
    """Compiled, the engine must not turn a card it moves into a plain ``int``."""
    import random

    from yukon_core import Card, apply, deal, legal_moves

    rules = default_registry().rules(variant)
    chooser = random.Random(7)
    for number in (1, 2):
        position = deal(rules.layout, number)
        for _ in range(150):
            moves = legal_moves(rules, position)
            if not moves:
                break
            position, events = apply(rules, position, chooser.choice(moves))
            piles = [card for column in position.columns for card in column.cards]
            piles += [card for pile in (*position.foundations, *position.cells,
                                        *position.reserves) for card in pile]  # fmt: skip
            piles += [*position.stock, *position.waste]
            assert all(type(card) is Card for card in piles), f"a plain int after {events}"
