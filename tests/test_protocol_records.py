"""Records through the protocol (issue 46, items 2 and 8): ``finish`` counts a game once and
ends it, an ended game refuses every action with ``GameEndedError``, ``records`` gives each
game's record beside each deal's, with times as a clock shows them, and ``reset_records``
forgets them."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.protocol import ProtocolSession, run
from yukon_core.testing.conformance import schema_validator


def _call(session: ProtocolSession, method: str, **params: Any) -> dict[str, Any]:
    """The response, its result checked against the protocol's schema."""
    response = run(session, json.dumps({"id": 1, "method": method, "params": params}))
    assert response is not None
    if "result" in response:
        schema_validator(f"result.{method}").validate(response["result"])
    return response


def _won_game(session: ProtocolSession) -> str:
    game = _call(session, "new_game", variant="classic", deal=1)["result"]["game"]
    for move in CLASSIC_DEAL_1:
        assert "result" in _call(session, "play", game=game, move=move)
    return game


@pytest.mark.parametrize("records", [True, False], ids=["records", "no-records"])
def test_finish_twice_counts_once_and_the_game_then_refuses_actions(tmp_path, records) -> None:
    session = ProtocolSession(records=tmp_path / "r.sqlite3" if records else None)
    game = _won_game(session)
    first = _call(session, "finish", game=game)["result"]["summary"]
    again = _call(session, "finish", game=game)["result"]["summary"]
    assert first["ended"] and first["won"] and first["counted"] is records
    assert again["ended"] and not again["counted"] and again["moves"] == first["moves"]
    assert first["time"] == "0:00"
    for method, params in (("undo", {}), ("play", {"move": "AH>3"}), ("hint", {})):
        error = _call(session, method, game=game, **params)["error"]
        assert (error["code"], error["data"]["type"]) == (-32000, "GameEndedError"), error
    if records:
        (deal,) = _call(session, "records")["result"]["records"]
        assert (deal["played"], deal["won"], deal["win_rate"]) == (1, 1, 1.0)


def test_records_give_each_game_and_each_deal_and_reset_forgets(tmp_path) -> None:
    session = ProtocolSession(records=tmp_path / "r.sqlite3")
    _call(session, "finish", game=_won_game(session))
    lost = _call(session, "new_game", variant="classic", deal=2)["result"]["game"]
    _call(session, "finish", game=lost)
    russian = _call(session, "new_game", variant="russian", deal=1)["result"]["game"]
    _call(session, "finish", game=russian)
    result = _call(session, "records", variant="classic")["result"]
    (game,) = result["games"]
    assert (game["played"], game["won"], game["win_rate"]) == (2, 1, 0.5)
    assert (game["current_streak"], game["best_streak"]) == (0, 1)
    assert game["fewest_moves"] == len(CLASSIC_DEAL_1) and game["shortest_time"] == "0:00"
    assert sorted(record["deal"] for record in result["records"]) == [1, 2]
    assert _call(session, "reset_records", variant="classic")["result"] == {"reset": "classic"}
    after = _call(session, "records")["result"]
    assert [g["variant"] for g in after["games"]] == ["russian"]
    assert _call(session, "reset_records")["result"] == {"reset": None}
    assert _call(session, "records")["result"] == {"games": [], "records": []}


def test_the_sessions_refusals_come_in_the_sessions_language() -> None:
    session = ProtocolSession(records=None)
    _call(session, "hello", lang="ru")
    game = _call(session, "new_game", variant="classic", deal=1)["result"]["game"]
    said = {
        "undo": _call(session, "undo", game=game)["error"]["message"],
        "tap": _call(session, "tap", game=game, card="AH")["error"]["message"],
        "collect": _call(session, "collect", game=game)["error"]["message"],
    }
    _call(session, "finish", game=game)
    said["ended"] = _call(session, "redo", game=game)["error"]["message"]
    assert said == {
        "undo": "отменять нечего",
        "tap": "♥A кладут на чёрную 2: ♠2 в том же столбце; ♣2 лежит под 2 картами в столбце 7",
        "collect": "собрать всё можно, когда все карты открыты и каждый столбец сложен по порядку",
        "ended": "партия окончена (сдана): начните новую",
    }


def test_the_clock_waits_for_the_first_move_and_for_a_hidden_page() -> None:
    session = ProtocolSession(records=None)
    game = _call(session, "new_game", variant="classic", deal=1)["result"]["game"]
    assert _call(session, "resume", game=game)["result"]["state"]["seconds"] == 0
    _call(session, "play", game=game, move="10S>2")
    paused = _call(session, "pause", game=game)["result"]["state"]["seconds"]
    time.sleep(0.2)
    assert _call(session, "state", game=game)["result"]["state"]["seconds"] == paused
    assert "result" in _call(session, "resume", game=game)
