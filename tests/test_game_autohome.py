"""Automatic moves home (issue 46, item 4): only safe ones, one undoable step, saved."""

from __future__ import annotations

import json
import random

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core import FOUNDATION, CardToFoundation, apply, check, default_registry
from yukon_core.game import SaveError, game_from_json, game_to_json, new_game
from yukon_core.game.autohome import safe_home_moves
from yukon_core.game.save import checksum
from yukon_core.moves import card_of
from yukon_core.protocol import ProtocolSession, run

GAMES = ("classic", "russian", "alaska", "double", "kiev", "australian")
NEVER_SAFE = {"alaska", "kiev"}
"""Alaska builds up as well as down, so every card has a builder in play until it is home;
Kiev's whole suits go home as they are completed, not card by card."""


def _home(position) -> set[int]:
    return {card for pile in position.foundations for card in pile}


@pytest.mark.parametrize("variant", GAMES)
def test_a_card_goes_home_by_itself_only_once_nothing_in_play_builds_on_it(variant: str) -> None:
    """Along random games: every automatic move is legal, sends home a card whose every
    possible builder is home already, and leaves no safe move behind."""
    rules = default_registry().rules(variant)
    chooser = random.Random(variant)
    sent = 0
    for deal in range(1, 4):
        game = new_game(variant, deal)
        for _ in range(150):
            moves = game.legal_moves()
            if not moves or game.is_won:
                break
            game.play(chooser.choice(moves))
            position = game.position
            for move in safe_home_moves(rules, position):
                assert move.to == FOUNDATION and check(rules, position, move) is None
                assert set(rules.builders[card_of(move)]) <= _home(position), move
                position = apply(rules, position, move)[0]
            sent += len(game.send_safe_home()) > 0
            assert game.position == position
            assert safe_home_moves(rules, position) == ()
    assert sent or variant in NEVER_SAFE, "no card went home by itself"


def test_the_automatic_moves_are_one_step_that_undo_takes_back_first() -> None:
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1[:26]:  # AD>F is the 26th: the Ace of diamonds was waiting
        game.play(move)
    game.undo()  # the Ace back in play, free
    before, score, moves = game.position, game.score, game.counters.moves
    events = game.send_safe_home()
    assert [e.card.text() for e in events if isinstance(e, CardToFoundation)][:1] == ["AD"]
    assert game.score > score and game.counters.moves == moves + 1
    game.undo()
    assert game.position == before and game.score == score
    assert game.send_safe_home() and game.send_safe_home() == []  # nothing more: no step


def test_a_step_home_is_saved_and_replayed() -> None:
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1[:25]:
        game.play(move)
    game.play("AD>F")
    game.undo()
    game.send_safe_home()
    data = game_to_json(game)
    assert data["steps"][-1] == "home"
    assert game_from_json(data).position == game.position


def test_a_save_whose_step_home_sends_nothing_home_is_refused() -> None:
    game = new_game("classic", 1)
    game.play("10S>2")
    data = game_to_json(game)
    changed = {**data, "steps": ["10S>2", "home"], "counters": {**data["counters"], "moves": 2}}
    del changed["checksum"], changed["signature"]
    changed = {**changed, "checksum": checksum(changed), "signature": None}
    with pytest.raises(SaveError, match=r"step 2 \(home\) sends no card home"):
        game_from_json(changed)


def test_the_protocol_sends_safe_cards_home_and_says_nothing_when_there_are_none() -> None:
    session = ProtocolSession(records=None)

    def call(method: str, **params: object) -> dict:
        answer = run(session, json.dumps({"id": 1, "method": method, "params": params}))
        assert answer is not None and "result" in answer, answer
        return answer["result"]

    game = call("new_game", variant="classic", deal=1)["game"]
    assert call("send_safe_home", game=game)["events"] == []
    for move in CLASSIC_DEAL_1[:25]:
        call("play", game=game, move=move)
    sent = call("send_safe_home", game=game)
    assert sent["events"][0] == {
        "type": "CardToFoundation",
        "card": "AD",
        "column": {"kind": "column", "at": 5},
        "slot": 0,
    }
    undone = call("undo", game=game)["state"]
    assert "AD" not in [card for pile in undone["foundations"] for card in pile]
