"""The protocol's messages are for people (issue 46, item 6): a card is named without its copy
(``♦10``, not ``♦10/2``), while the fields beside a message keep it for programs."""

from __future__ import annotations

import json
from typing import Any

from yukon_core.protocol import ProtocolSession, run


def _call(session: ProtocolSession, method: str, **params: Any) -> dict[str, Any]:
    answer = run(session, json.dumps({"id": 1, "method": method, "params": params}))
    assert answer is not None
    return answer


def test_messages_name_no_copy_of_a_card_and_fields_keep_it() -> None:
    session = ProtocolSession(records=None)
    opened = _call(session, "new_game", variant="double", deal=1)["result"]
    game, tops = opened["game"], [column["up"][-1] for column in opened["state"]["columns"]]
    assert tops[1] == "10D/2" and tops[0] == "KC/1"
    refused = _call(session, "play", game=game, move="10D/2>1")["error"]
    assert refused["message"] == "♦10 goes on a black J"
    assert refused["data"]["fields"]["card"] == "10D/2" and "JS/2" in refused["data"]["fields"][
        "allowed"]  # fmt: skip
    why = _call(session, "why_not", game=game, card="4S/2")["result"]["message"]
    hint = _call(session, "hint", game=game)["result"]["hint"]["message"]
    for message in (why, hint):
        assert "/1" not in message and "/2" not in message, message


def test_an_event_names_a_waste_or_a_cell_as_one_pile() -> None:
    from yukon_core.events import CardsMoved
    from yukon_core.position import Pile
    from yukon_core.protocol.views import event_view
    from yukon_core.registry import default_registry

    rules = default_registry().rules("yukon-cells")
    card = rules.cards[0]
    view = event_view(rules, CardsMoved((card,), Pile("waste"), Pile("cell", 1)))
    assert view["source"] == {"kind": "waste", "at": 0}
    assert view["target"] == {"kind": "cell", "at": 1}
    assert event_view(rules, CardsMoved((card,), 2, 3))["target"] == {"kind": "column", "at": 3}
