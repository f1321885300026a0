"""Placement help (issue 4, item 5): destinations, tap policies and why a card cannot move."""

from __future__ import annotations

import pytest
from builders import build, cards
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import FOUNDATION, Move, RefusalCode, apply, default_registry, legal_moves
from yukon_core.game import BlockKind, NoPlaceError, TapPolicy, new_game
from yukon_core.game.explain import why_not
from yukon_core.game.placement import destinations, tap_move
from yukon_core.testing import played_positions

CLASSIC = default_registry().rules("classic")


def card(text: str) -> int:
    return cards(CLASSIC, text)[0]


def test_destinations_of_the_source_001_example() -> None:
    # ♠9 heads five cards in column 3; column 5 ends with ♥10, column 6 with ♣10.
    position = build(
        CLASSIC, {3: ("KD", "9S 4D JC 2H 6S"), 5: ("", "10H"), 6: ("", "10C")}, spare_column=7
    )
    assert destinations(CLASSIC, position, card("9S")) == [Move(card("9S"), 4)]
    assert destinations(CLASSIC, position, card("4D")) == []


def test_destinations_put_the_foundation_first() -> None:
    position = build(
        CLASSIC, {1: ("", "9S"), 4: ("", "10D"), 6: ("", "10H")}, {1: "AS 2S 3S 4S 5S 6S 7S 8S"}
    )
    assert destinations(CLASSIC, position, card("9S")) == [
        Move(card("9S"), FOUNDATION),
        Move(card("9S"), 3),
        Move(card("9S"), 5),
    ]


def test_longest_policy_goes_home_first_then_to_the_longest_column() -> None:
    nine = card("9S")
    home = build(CLASSIC, {1: ("", "9S"), 4: ("", "10D")}, {1: "AS 2S 3S 4S 5S 6S 7S 8S"})
    assert tap_move(CLASSIC, home, nine, TapPolicy.LONGEST) == Move(nine, FOUNDATION)
    # Column 2 holds 2 cards, column 5 holds 4: the longer wins; equal lengths go leftmost.
    longer = build(
        CLASSIC, {1: ("", "9S"), 2: ("", "QC 10D"), 5: ("AC 2C", "QS 10H"), 7: ("", "KD")}
    )
    assert tap_move(CLASSIC, longer, nine, TapPolicy.LONGEST) == Move(nine, 4)
    equal = build(CLASSIC, {1: ("", "9S"), 2: ("AC", "10D"), 5: ("2C", "10H"), 7: ("", "KD")})
    assert tap_move(CLASSIC, equal, nine, TapPolicy.LONGEST) == Move(nine, 1)


def test_longest_policy_takes_an_empty_column_only_when_no_card_fits() -> None:
    anything = default_registry().rules("classic", empty_column="any")
    nine = card("9S")
    position = build(anything, {1: ("", "9S"), 3: ("", "10D"), 7: ("", "KD")})
    assert not position.columns[1].up  # column 2 is empty
    assert tap_move(anything, position, nine, TapPolicy.LONGEST) == Move(nine, 2)
    king = card("KH")
    kings = build(CLASSIC, {1: ("", "QC KH"), 3: ("", "10D"), 7: ("", "KD")})
    assert tap_move(CLASSIC, kings, king, TapPolicy.LONGEST) == Move(king, 1)


def test_cycle_policy_visits_every_fitting_place_in_a_stable_cycle() -> None:
    nine = card("9S")
    position = build(
        CLASSIC, {1: ("", "KC 9S"), 3: ("", "10D"), 6: ("", "10H")}, {1: "AS 2S 3S 4S 5S 6S 7S 8S"}
    )
    visited = []
    again = False
    for _ in range(7):
        move = tap_move(CLASSIC, position, nine, TapPolicy.CYCLE, again=again)
        position, _ = apply(CLASSIC, position, move)
        visited.append("F" if move.to == FOUNDATION else move.to + 1)
        again = True
    # home first, then the cycle F, 1, 2, …: column 3, column 6, home, column 3…
    assert visited == ["F", 3, 6, "F", 3, 6, "F"]


def test_cycle_policy_first_tap_goes_right_of_the_card_when_it_cannot_go_home() -> None:
    nine = card("9S")
    position = build(CLASSIC, {4: ("", "KC 9S"), 2: ("", "10D"), 6: ("", "10H")})
    assert tap_move(CLASSIC, position, nine, TapPolicy.CYCLE) == Move(nine, 5)
    after, _ = apply(CLASSIC, position, Move(nine, 5))
    assert tap_move(CLASSIC, after, nine, TapPolicy.CYCLE, again=True) == Move(nine, 1)


def test_a_game_cycles_only_while_the_same_card_is_tapped() -> None:
    game = new_game("classic", 1, tap_policy="cycle")
    for move in ("10S>2", "8S>6", "6D>2"):
        game.play(move)
    # ♦Q (with three cards on it) fits on ♠K in column 4 and on ♣K in column 6.
    targets = [game.tap("QD")[0].target + 1 for _ in range(3)]
    assert targets == [4, 6, 4]
    game.undo()
    assert game.last_tap is None
    assert game.tap("QD")[0].target + 1 == 4  # after an undo a tap is a first tap again


def test_a_tap_with_nowhere_to_go_says_why_and_changes_nothing() -> None:
    game = new_game("classic", 1)
    with pytest.raises(NoPlaceError, match=r"♥A goes on a black 2: ♠2 is in the same column"):
        game.tap("AH")
    assert game.position == game.start and game.counters.moves == 0


def test_why_not_names_face_up_cards_and_only_counts_face_down_ones() -> None:
    # ♥10 is under three cards in column 2; ♦10 is face down in column 6.
    position = build(
        CLASSIC, {2: ("", "10H 3C 4C 5C"), 4: ("", "9S"), 6: ("10D", "KC")}, spare_column=7
    )
    reason = why_not(CLASSIC, position, card("9S"))
    assert reason.message() == (
        "♠9 goes on a red 10: ♥10 is under 3 cards in column 2; the other one is still face down"
    )
    assert reason.message("ru") == (
        "♠9 кладут на красную 10: ♥10 лежит под 3 картами в столбце 2; другая ещё закрыта"
    )
    assert [b.kind for b in reason.blockers] == [BlockKind.COVERED]
    assert reason.face_down == 1


def test_why_not_for_a_king_foundation_cards_and_the_same_column() -> None:
    king = build(
        CLASSIC,
        {
            1: ("", "QC KH"),
            2: ("", "QS"),
            3: ("", "10D"),
            4: ("", "JD"),
            5: ("", "5S"),
            6: ("", "6S"),
        },
    )
    assert why_not(CLASSIC, king, card("KH")).message() == (
        "♥K goes only on an empty column: no column is empty"
    )
    home = build(CLASSIC, {1: ("", "10D 9S"), 2: ("", "KC")}, {1: "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H"})
    assert why_not(CLASSIC, home, card("9S")).message() == (
        "♠9 goes on a red 10: ♥10 is on a foundation; ♦10 is in the same column"
    )
    hidden = build(CLASSIC, {1: ("10D 10H", "9S"), 2: ("", "KC")})
    assert why_not(CLASSIC, hidden, card("9S")).message() == (
        "♠9 goes on a red 10: both are still face down"
    )


def test_why_not_passes_on_the_refusals_about_the_card_itself() -> None:
    game = new_game("classic", 1)
    assert game.why_not("9S").refusal.code is RefusalCode.NOT_AVAILABLE  # face down
    assert game.why_not("6S") is None  # it has somewhere to go
    limited = default_registry().rules("classic", max_group_size=2)
    position = build(limited, {1: ("", "9S 4D JC"), 2: ("", "10H")})
    assert why_not(limited, position, card("9S")).refusal.code is RefusalCode.GROUP_TOO_LARGE


@given(st.data())
def test_placement_help_only_offers_legal_moves_and_never_names_a_face_down_card(data) -> None:
    position = data.draw(played_positions(CLASSIC, max_moves=40))
    legal = set(legal_moves(CLASSIC, position))
    hidden = {CLASSIC.card_symbol(c) for column in position.columns for c in column.down}
    for chosen in range(len(CLASSIC.cards)):
        offered = destinations(CLASSIC, position, chosen)
        assert set(offered) == {m for m in legal if m.card == chosen}
        for policy in TapPolicy:
            tapped = tap_move(CLASSIC, position, chosen, policy)
            assert (tapped is None) == (not offered) and (tapped is None or tapped in legal)
        reason = why_not(CLASSIC, position, chosen)
        assert (reason is None) == bool(offered)
        if reason is not None and reason.refusal is None:
            message = reason.message()
            assert not any(symbol in message for symbol in hidden - {CLASSIC.card_symbol(chosen)})
