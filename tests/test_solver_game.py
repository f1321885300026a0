"""The solver in a game session (issue 6, item 3): solvable deals, the "certainly lost" check
and the way back, solver hints, and ``yukon play`` saying so."""

from __future__ import annotations

import io
import sys

import pytest

from yukon_core import HintReason, new_game
from yukon_core.cli import main
from yukon_core.game.hints import solver_or_heuristic_hint

LINE = "10S>2 8S>6 6D>2 6C>1 AH>F 2H>F 2D>3 7H>2 KC>1 AD>F 4D>6 2D>F 3D>7 5H>5 10H>3 6S>4 9D>2"
"""Classic deal 1: seventeen moves of a winning line; then QD>1 loses the game."""


def test_solvable_only_deals_the_first_winnable_deal_and_its_code_replays() -> None:
    game = new_game("russian", 1, solvable_only=True)
    assert game.deal == 14  # deals 1 to 13 are proven lost
    assert new_game("russian", str(game.code)).start == game.start
    assert new_game("russian", 14, solvable_only=True).deal == 14


def test_a_losing_move_is_seen_and_the_last_winnable_move_found() -> None:
    game = new_game("classic", 1)
    assert game.is_winnable() is True and game.last_winnable_move() == 0
    for move in LINE.split():
        game.play(move)
    assert game.is_winnable() is True
    game.play("QD>1")
    assert game.is_winnable() is False
    assert game.last_winnable_move() == 17
    game.undo()
    assert game.is_winnable() is True


def test_hints_come_from_the_solver_and_fall_back_to_the_heuristic() -> None:
    game = new_game("classic", 1, hint_provider=solver_or_heuristic_hint)
    hint = game.hint()
    assert hint is not None and hint.reason is HintReason.LEADS_TO_WIN
    game.play(hint.move)
    assert game.is_winnable() is True
    lost = new_game("classic", 24, hint_provider=solver_or_heuristic_hint)
    fallback = lost.hint()
    assert fallback is not None and fallback.reason is not HintReason.LEADS_TO_WIN


def test_play_says_when_the_game_is_lost_and_goes_back(monkeypatch, capsys) -> None:
    script = "\n".join([*LINE.split(), "QD>1", "back", "hint", "quit"]) + "\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(script.encode())))
    assert main(["play", "classic", "--deal", "1", "--no-records"]) == 0
    out = capsys.readouterr().out
    assert out.count("this game can no longer be won: back returns to move 17") == 1
    after_back = out.split("> back", 1)[1]
    assert "leads to a win" in after_back
    assert "no longer be won" not in after_back


@pytest.mark.parametrize("variant", ["classic", "double"])
def test_a_fresh_deal_is_checked_quickly(variant: str) -> None:
    assert new_game(variant, 1).is_winnable() is True
