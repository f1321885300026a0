"""No client input reaches ``-32603`` (issue 44, item 2): params that collide with the engine's
own arguments, enum params out of their set, deal numbers out of range, malformed codes and
params by position are the caller's errors, with the codes ``docs/protocol.md`` gives, each
naming its param."""

from __future__ import annotations

import json
from typing import Any

import pytest

from yukon_core.protocol import ProtocolSession, run
from yukon_core.registry import OptionError, default_registry


@pytest.fixture(scope="module")
def session() -> ProtocolSession:
    return ProtocolSession(records=None)


def _error(session: ProtocolSession, method: str, params: Any) -> dict[str, Any]:
    line = json.dumps({"id": 1, "method": method, "params": params})
    response = run(session, line)
    assert response is not None and "error" in response, response
    return response["error"]


@pytest.mark.parametrize(
    ("method", "params", "param"),
    [
        ("rules", {"variant": "classic", "options": {"self": 1}}, "options"),
        ("rules", {"variant": "classic", "options": {"variant": "x"}}, "options"),
        ("solve", {"variant": "classic", "deal": 1, "options": {"self": True}}, "options"),
        ("solve", {"variant": "classic", "deal": 1, "options": {"variant": "relaxed"}},
         "options"),
        ("new_game", {"variant": "classic", "options": {"registry": 1}}, "options"),
        ("new_game", {"variant": "classic", "tap_policy": "all"}, "tap_policy"),
        ("new_game", {"variant": "classic", "tap_policy": "LONGEST"}, "tap_policy"),
        ("hello", {"lang": "xx"}, "lang"),
        ("new_game", {"variant": "classic", "undo_limit": 0}, "undo_limit"),
        ("new_game", {"variant": "classic", "deal": 26**7}, "deal"),
        ("new_game", {"variant": "classic", "deal": 10**20}, "deal"),
        ("solve", {"variant": "classic", "deal": 10**15}, "deal"),
        ("new_game", {"variant": "classic", "deal": "99999999999999"}, "deal"),
        ("new_game", {"variant": "classic", "deal": "YU1-R-AAAAAAB"}, "deal"),
        ("new_game", {"code": "YU1-C-AAAAAAB", "deal": 2}, "deal"),
        ("new_game", {"code": "YU1-C-!!!"}, "code"),
        ("new_game", {"code": "YU1-Q-AAAAAAB"}, "code"),
        ("new_game", {"variant": "no-such-game"}, "variant"),
        ("rules", {"variant": "classic", "options": {"max_group_size": "many"}}, "options"),
    ],
)  # fmt: skip
def test_bad_params_are_invalid_params_naming_the_param(session, method, params, param) -> None:
    error = _error(session, method, params)
    assert error["code"] == -32602, error
    assert error["data"]["param"] == param


def test_params_by_position_are_invalid_params(session) -> None:
    error = _error(session, "hello", ["en"])
    assert error["code"] == -32602 and error["data"]["param"] == "params"
    assert _error(session, "hello", 7)["code"] == -32600  # not params at all


def test_the_engine_s_own_arguments_cannot_be_reached_by_name(session) -> None:
    """``Registry.rules`` and ``new_game`` take the variant by position only, so a house rule
    can never be mistaken for it."""
    with pytest.raises(OptionError, match="unknown option"):
        default_registry().rules("classic", variant="relaxed")
    with pytest.raises(OptionError, match="unknown option"):
        default_registry().rules("classic", self=1)
