"""The session API as its guide promises (issue 25, item 5): any card form wherever a card is
meant, moves that print as their text, one error type, a cheap look ahead, one card type."""

from __future__ import annotations

import pytest

from yukon_core import (
    FOUNDATION,
    Card,
    CardsMoved,
    GameError,
    IllegalMoveError,
    Move,
    Suit,
    deal_number,
    default_registry,
    new_game,
    solve,
)


@pytest.mark.parametrize("card", [Card(Suit.SPADES, 6), 5, "6S", "♠6", "6s"])
def test_a_move_names_its_card_any_way(card: object) -> None:
    game = new_game("classic", 1)
    events = game.play(Move(card, 0))
    assert isinstance(events[0], CardsMoved) and events[0].cards[0] == Card(Suit.SPADES, 6)


@pytest.mark.parametrize(
    "move",
    [Move(200, 1), Move("ZZ", 1), Move(Card(Suit.SPADES, 6, 1), 0), Move("6S", "1"), ["6S", 0], 7],
)
def test_every_bad_move_is_a_game_error(move: object) -> None:
    game = new_game("classic", 1)
    with pytest.raises(GameError):
        game.play(move)  # type: ignore[arg-type]
    with pytest.raises(GameError):
        game.is_legal(move)  # type: ignore[arg-type]


def test_every_error_of_a_game_is_a_game_error() -> None:
    game = new_game("classic", 1)
    actions = (
        game.undo, game.redo, game.collect, lambda: game.tap("AH"), lambda: game.play("8D>1"),
        lambda: game.card("XX"), lambda: game.card(99),
    )  # fmt: skip
    for action in actions:
        with pytest.raises(GameError):
            action()
    assert issubclass(IllegalMoveError, GameError)


def test_a_move_prints_as_its_text() -> None:
    assert str(Move(Card(Suit.SPADES, 9), 2)) == "9S>3"
    assert str(Move(Card(Suit.HEARTS, 1), FOUNDATION)) == "AH>F"
    assert str(Move(Card(Suit.SPADES, 9, 1), 0)) == "9S/2>1"
    assert str(Move("9S", 2)) == "9S>3"
    game = new_game("classic", 1)
    assert [str(move) for move in game.legal_moves()] == [
        game.move_text(move) for move in game.legal_moves()
    ]


def test_legal_and_a_look_ahead() -> None:
    game = new_game("classic", 1)
    assert game.is_legal("6S>1") and not game.is_legal("8D>1")
    trial = game.copy()
    trial.play("6S>1")
    assert not game.steps and trial.steps and trial.listeners == []
    assert game.position == trial.steps[0].before
    trial.undo()
    assert trial.position == game.position and game.counters.undos == 0


def test_deal_number_takes_a_name_or_a_variant() -> None:
    variant = default_registry().variant("classic")
    assert deal_number("classic", "YU1-C-AAAAAAB") == deal_number(variant, 1) == 1
    assert deal_number("C", "7") == 7


def test_one_card_type_everywhere() -> None:
    game = new_game("classic", 1)
    cards = [c for column in game.position.columns for c in (*column.down, *column.up)]
    assert all(type(card) is Card for card in cards)
    assert all(type(move.card) is Card for move in game.legal_moves())
    game.play("6S>1")
    assert all(type(c) is Card for c in game.position.columns[0].up)
    result = solve(game.rules, game.position)
    assert all(type(move.card) is Card for move in result.moves)
