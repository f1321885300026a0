"""Hints (issue 4, item 5): a useful legal move with its reason, or none; the hint counter."""

from __future__ import annotations

from builders import build, cards
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import FOUNDATION, Move, Verdict, apply, default_registry, legal_moves, solve
from yukon_core.game import Hint, HintReason, heuristic_hint, new_game
from yukon_core.testing import played_positions

CLASSIC = default_registry().rules("classic")


def card(text: str) -> int:
    return cards(CLASSIC, text)[0]


def test_the_default_hint_is_the_solver_s_next_move() -> None:
    game = new_game("classic", 1)
    hint = game.hint()
    assert hint.reason is HintReason.LEADS_TO_WIN and hint.message() == "leads to a win"
    assert solve(game.rules, apply(game.rules, game.position, hint.move)[0]).verdict is Verdict.WON


def test_the_first_heuristic_hint_of_deal_1_turns_a_card_in_the_deepest_column() -> None:
    game = new_game("classic", 1, hint_provider=heuristic_hint)
    hint = game.hint()
    assert hint == Hint(Move(card("10S"), 1), HintReason.TURNS_CARD, column=7)
    assert hint.message() == "turns a face-down card in column 7"
    assert hint.message("ru") == "открывает закрытую карту в столбце 7"
    assert game.counters.hints == 1 and game.position == game.start


def _stuck_fillers(*tops: str) -> dict[int, tuple[str, str]]:
    """Columns 4-7 with tops that cannot move anywhere (the rest face down in column 7)."""
    return {4: ("", "5H"), 5: ("", "5D"), 6: ("", tops[0]), 7: ("", tops[1])}


def test_a_card_nothing_can_go_on_goes_home_before_a_column_is_emptied() -> None:
    # ♠A can go home (nothing builds on an Ace); moving ♦Q would empty column 2 for ♣K.
    position = build(
        CLASSIC,
        {1: ("", "AS"), 2: ("", "QD"), 3: ("", "KS"), 4: ("2C", "KC"), 5: ("", "5H"),
         6: ("", "5D"), 7: ("", "9C")},
    )  # fmt: skip
    hint = heuristic_hint(CLASSIC, position)
    ace = CLASSIC.cards[card("AS")]
    assert hint == Hint(Move(card("AS"), FOUNDATION), HintReason.GOES_HOME, ace)
    assert hint.message() == "♠A goes home"


def test_a_column_is_emptied_for_a_king_that_lies_on_face_down_cards() -> None:
    position = build(
        CLASSIC, {1: ("", "QD"), 2: ("", "KS"), 3: ("2C", "KC"), **_stuck_fillers("9C", "9D")}
    )
    hint = heuristic_hint(CLASSIC, position)
    assert hint == Hint(
        Move(card("QD"), 1), HintReason.EMPTIES_COLUMN, CLASSIC.cards[card("KC")], column=1
    )
    assert hint.message() == "empties column 1 for ♣K"
    after, _ = apply(CLASSIC, position, hint.move)
    follow = heuristic_hint(CLASSIC, after)
    assert follow == Hint(Move(card("KC"), 0), HintReason.TURNS_CARD, column=3)


def test_a_group_is_moved_to_uncover_a_card_that_can_go_home() -> None:
    position = build(
        CLASSIC, {1: ("", "2S 9H"), 2: ("", "10S"), 3: ("", "KD"), **_stuck_fillers("8D", "4H")},
        {1: "AS"},
    )  # fmt: skip
    hint = heuristic_hint(CLASSIC, position)
    assert hint == Hint(Move(card("9H"), 1), HintReason.FREES_CARD, CLASSIC.cards[card("2S")])
    assert hint.message() == "uncovers ♠2, which can go home"


def test_a_move_that_makes_way_for_a_turn_is_the_last_resort() -> None:
    # Moving ♣5 onto ♥6 uncovers ♦10, where ♠9 can go and turn the card under it.
    position = build(
        CLASSIC, {1: ("2C", "9S"), 2: ("", "10D 5C"), 3: ("", "6H"), **_stuck_fillers("KC", "JD")}
    )
    hint = heuristic_hint(CLASSIC, position)
    assert hint == Hint(Move(card("5C"), 2), HintReason.OPENS_TURN, column=1)
    assert hint.message() == "lets the next move turn a face-down card in column 1"
    after, _ = apply(CLASSIC, position, hint.move)
    assert heuristic_hint(CLASSIC, after).reason is HintReason.TURNS_CARD


def test_no_hint_when_no_move_makes_progress() -> None:
    # ♠Q may go on ♦K and ♥J on ♠Q, but neither turns a card, empties a column for a King
    # lying on face-down cards, nor uncovers a card that can go home.
    position = build(
        CLASSIC, {1: ("", "KH QS"), 2: ("", "KD"), 3: ("", "JH"), **_stuck_fillers("9C", "9D")},
        {1: "AC 2C 3C"},
    )  # fmt: skip
    assert {Move(card("QS"), 1), Move(card("JH"), 0)} <= set(legal_moves(CLASSIC, position))
    assert heuristic_hint(CLASSIC, position) is None


def test_a_game_asks_its_hint_provider() -> None:
    suggestion = Hint(Move(card("6S"), 0), HintReason.LEADS_TO_WIN)
    game = new_game("classic", 1, hint_provider=lambda rules, position: suggestion)
    assert game.hint() is suggestion
    assert suggestion.message() == "leads to a win"
    silent = new_game("classic", 1, hint_provider=lambda rules, position: None)
    assert silent.hint() is None and silent.counters.hints == 0


@given(st.data())
def test_following_hints_plays_legal_moves_and_never_goes_round_in_a_circle(data) -> None:
    position = data.draw(played_positions(CLASSIC, max_moves=30))
    seen = {position}
    for _ in range(400):
        hint = heuristic_hint(CLASSIC, position)
        if hint is None:
            break
        assert hint.move in legal_moves(CLASSIC, position)
        position, _ = apply(CLASSIC, position, hint.move)
        assert position not in seen
        seen.add(position)
    else:
        raise AssertionError("400 hints in a row")
