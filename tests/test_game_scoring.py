"""Scoring (source 000) through the ``yukon_score_event`` hook: 10 a card home, 5 a card turned,
never below 0, undo restores the score; a clean win scores 625 (1265 with two decks)."""

from __future__ import annotations

import pytest
from game_support import CLASSIC_DEAL_1, DOUBLE_DEAL_1, registry_with

from yukon_core import (
    FOUNDATION,
    Card,
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    Move,
    PluginError,
    Suit,
    default_registry,
    hookimpl,
    locate,
)
from yukon_core.game import Game, ScoreChanged, new_game

ACE = Card(Suit.SPADES, 1)
TEXT = {"en": "test"}


def test_default_points_per_event() -> None:
    score = default_registry().rules("classic").score_event
    assert score(CardToFoundation(ACE, 0, 0)) == 10
    assert score(CardTurned(ACE, 2)) == 5
    assert score(CardsMoved((ACE,), 1, 2)) == 0
    assert score(CardFromFoundation(ACE, 0, 3)) == 0


@pytest.mark.parametrize(
    ("variant", "line", "score"),
    [
        ("classic", CLASSIC_DEAL_1, 52 * 10 + 21 * 5),
        ("relaxed", CLASSIC_DEAL_1, 52 * 10 + 21 * 5),
        ("double", DOUBLE_DEAL_1, 104 * 10 + 45 * 5),
    ],
)
def test_a_clean_win_scores_ten_a_card_home_and_five_a_card_turned(
    variant: str, line: list[str], score: int
) -> None:
    game = new_game(variant, 1)
    for move in line:
        game.play(move)
    assert game.is_won
    assert game.score == score
    assert score in (625, 1265)


def test_each_step_reports_its_points_and_undo_gives_them_back() -> None:
    game = new_game("classic", 1)
    events = game.play("10S>2")  # uncovers a face-down card in column 7
    assert ScoreChanged(5, 5) in events
    before = game.score
    events = game.undo()
    assert game.score == 0
    assert events[-1] == ScoreChanged(0, -before)


def _first_return(game: Game) -> Move:
    """Play the winning line until a card may come back from a foundation."""
    for move in CLASSIC_DEAL_1:
        game.play(move)
        returns = [
            m for m in game.legal_moves() if locate(game.position, m.card).kind == "foundation"
        ]
        if returns:
            return returns[0]
    raise AssertionError("the line never allows a card back")


def test_a_card_back_from_a_foundation_costs_nothing_and_scores_again() -> None:
    game = new_game("classic", 1)
    back = _first_return(game)
    score = game.score
    events = game.play(back)
    assert game.score == score
    assert not any(isinstance(e, ScoreChanged) for e in events)
    game.play(back._replace(to=FOUNDATION))
    assert game.score == score + 10
    game.undo()
    game.undo()
    assert game.score == score


class Harsh:
    """Takes 1000 points for a card back from a foundation; otherwise the default points."""

    @hookimpl
    def yukon_score_event(self, event) -> int | None:
        return -1000 if isinstance(event, CardFromFoundation) else None


class Sloppy:
    @hookimpl
    def yukon_score_event(self, event) -> object:
        return 2.5


def test_a_variant_may_change_scoring_and_the_score_never_goes_below_zero() -> None:
    game = new_game("scored", 1, registry=registry_with("scored", Harsh()))
    back = _first_return(game)
    score = game.score
    assert 0 < score < 1000
    events = game.play(back)
    assert game.score == 0
    assert ScoreChanged(0, -score) in events
    game.undo()
    assert game.score == score


def test_a_score_hook_must_answer_a_whole_number() -> None:
    rules = registry_with("scored", Sloppy()).rules("scored")
    with pytest.raises(PluginError, match=r"yukon_score_event.*answered 2.5"):
        rules.score_event(CardTurned(ACE, 0))
