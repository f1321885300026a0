"""A conformance suite for implementations of the engine protocol (``docs/protocol.md``).

It starts the engine as a child process, speaks to it one JSON line at a time, checks every
message against the protocol's JSON Schemas, and checks what a front end relies on: the deals,
the moves, the refusals, undo, saves, errors, notifications, cancelling a solve, and the end of
input. Run it against any implementation::

    YUKON_ENGINE="node my-engine.js" python -m pytest --pyargs yukon_core.testing.conformance

(``YUKON_ENGINE`` is split like a shell command; without it, the suite runs ``yukon engine``.)
It needs ``pytest`` and ``jsonschema``.
"""

from __future__ import annotations

import json
import os
import queue
import shlex
import subprocess
import sys
import threading
from collections.abc import Iterator
from importlib import resources
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest

# The tests and their fixture are public so that a test module can take them all with ``*``.
__all__ = [
    "EngineProcess",
    "engine",
    "engine_command",
    "schema_validator",
    "test_a_clean_win_scores_625",
    "test_a_finished_game_ends_and_counts_once",
    "test_a_game_code_deals_the_same_cards",
    "test_a_long_solve_can_be_cancelled_while_others_are_answered",
    "test_a_notification_gets_no_answer",
    "test_a_refused_move_says_why_and_changes_nothing",
    "test_a_save_loads_to_the_same_state",
    "test_end_of_input_ends_the_engine",
    "test_errors_have_their_codes_and_the_engine_goes_on",
    "test_hello_names_the_protocol",
    "test_tap_destinations_and_hints",
    "test_undo_restores_the_board",
    "test_variants_declare_their_layouts",
]

TIMEOUT = 30.0
"""Seconds to wait for any answer."""

CLASSIC_1 = "YU1-C-AAAAAAB"
CLASSIC_1_WIN = (  # the moves, space-separated
    "10S>2 8S>6 6D>2 6S>1 5H>1 10H>3 QH>4 JS>2 8H>3 QD>6 3D>6 9H>3 JC>4 JH>6 4H>3 8D>2 3S>3 "
    "QS>1 9D>5 7C>2 8C>5 9C>6 5C>3 7H>2 KC>1 AD>F 2D>F 4D>6 7D>5 4S>4 AS>F AH>2 2S>F 3C>6 "
    "2H>6 3S>F 4S>F 2C>7 3D>F 3C>3 4D>F 5S>F AC>F 5D>F 10C>4 10D>7 6C>4 AH>F 2H>F 2C>F 3H>F "
    "3C>F 4H>F 4C>F 5C>F KS>7 6C>F 6D>6 7C>F QC>5 6D>F 7D>F 8D>F 8C>F 9D>F 10D>F 8H>2 9C>F "
    "10C>F JD>F JC>F JS>7 QD>F KH>4 5H>F 6S>F 6H>F 7S>F 7H>F 8S>F 8H>F 9S>F 9H>F 10S>F 10H>F "
    "JS>F JH>F QS>F QH>F QC>F KS>F KH>F KD>F KC>F"
)
"""A clean win of Classic deal 1: 94 moves, score 625."""

HARD_CLASSIC = 75
"""A Classic deal that takes a good solver well over a minute: the cancel test's."""


def engine_command() -> list[str]:
    """The command that starts the engine under test."""
    command = os.environ.get("YUKON_ENGINE")
    if command:
        return shlex.split(command)
    return [sys.executable, "-c", "from yukon_core.cli import main; raise SystemExit(main())",
            "engine", "--no-records"]  # fmt: skip


def schema_validator(definition: str) -> jsonschema.Validator:
    """A validator for one definition (``request``, ``response``, ``params.play``,
    ``result.play``, ``state``…) of the protocol's schema."""
    text = resources.files("yukon_core.protocol").joinpath("schemas/messages.schema.json")
    schema = json.loads(text.read_text(encoding="utf-8"))
    wrapper = {**schema, "$ref": f"#/$defs/{definition}"}
    return jsonschema.Draft202012Validator(wrapper)


class EngineProcess:
    """An engine under test: send requests, read answers, every message checked against the
    schemas."""

    def __init__(self, command: list[str] | None = None) -> None:
        self.process = subprocess.Popen(
            command or engine_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self._answers: queue.Queue[bytes] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._next_id = 0
        self._requests = schema_validator("request")
        self._responses = schema_validator("response")
        self._method_of: dict[Any, str] = {}

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._answers.put(line)

    def send_line(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def send(self, method: str, params: dict[str, Any] | None = None, **fields: Any) -> Any:
        """Send a request; its id."""
        self._next_id += 1
        request_id = fields.get("id", self._next_id)
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self._requests.validate(message)
        self._method_of[request_id] = method
        self.send_line(json.dumps(message).encode())
        return request_id

    def receive(self) -> dict[str, Any]:
        """The next answer, checked: the envelope, and a result against its method's schema."""
        try:
            line = self._answers.get(timeout=TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"no answer within {TIMEOUT} s") from None
        answer = json.loads(line)
        self._responses.validate(answer)
        method = self._method_of.get(answer.get("id"))
        if "result" in answer and method is not None:
            schema_validator(f"result.{method}").validate(answer["result"])
        return answer

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        """The result of a request answered next; fails on an error."""
        request_id = self.send(method, params)
        answer = self.receive()
        assert answer["id"] == request_id, answer
        assert "result" in answer, answer
        return answer["result"]

    def fails(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """The error of a request answered next; fails on a result."""
        request_id = self.send(method, params)
        answer = self.receive()
        assert answer["id"] == request_id and "error" in answer, answer
        return answer["error"]

    def close(self) -> int:
        """End the input; the exit status."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        return self.process.wait(timeout=TIMEOUT)


@pytest.fixture
def engine() -> Iterator[EngineProcess]:
    process = EngineProcess()
    yield process
    if process.process.poll() is None:
        process.process.kill()
        process.process.wait()


def _new_classic(engine: EngineProcess) -> tuple[str, dict[str, Any]]:
    opened = engine.call("new_game", {"code": CLASSIC_1})
    return opened["game"], opened["state"]


def test_hello_names_the_protocol(engine: EngineProcess) -> None:
    assert engine.call("hello")["protocol"] == 1


def test_variants_declare_their_layouts(engine: EngineProcess) -> None:
    variants = {v["name"]: v for v in engine.call("variants")["variants"]}
    assert variants["classic"]["letter"] == "C"
    assert variants["classic"]["layout"]["columns"] == [[0, 1]] + [[n, 5] for n in range(1, 7)]
    assert variants["double"]["layout"]["foundations"] == 8


def test_a_game_code_deals_the_same_cards(engine: EngineProcess) -> None:
    _, state = _new_classic(engine)
    assert state["columns"][0] == {"down": 0, "up": ["7H"]}
    assert state["columns"][1] == {"down": 1, "up": ["4H", "8D", "8H", "5C", "JH"]}
    assert [column["down"] for column in state["columns"]] == list(range(7))
    assert state["code"] == CLASSIC_1 and state["score"] == 0 and not state["won"]


def test_a_clean_win_scores_625(engine: EngineProcess) -> None:
    game, _ = _new_classic(engine)
    result: dict[str, Any] = {}
    for move in CLASSIC_1_WIN.split():
        result = engine.call("play", {"game": game, "move": move})
    assert result["state"]["won"] and result["state"]["score"] == 625
    assert [event["type"] for event in result["events"]][-1] == "Won"
    assert sum(len(pile) for pile in result["state"]["foundations"]) == 52


def test_a_finished_game_ends_and_counts_once(engine: EngineProcess) -> None:
    game, _ = _new_classic(engine)
    engine.call("play", {"game": game, "move": "10S>2"})
    first = engine.call("finish", {"game": game})["summary"]
    again = engine.call("finish", {"game": game})["summary"]
    assert first["ended"] and not first["won"] and first["moves"] == again["moves"] == 1
    assert not again["counted"]  # without records nothing counts; with them, only the first
    error = engine.fails("play", {"game": game, "move": "8S>6"})
    assert (error["code"], error["data"]["type"]) == (-32000, "GameEndedError")


def test_a_refused_move_says_why_and_changes_nothing(engine: EngineProcess) -> None:
    game, state = _new_classic(engine)
    error = engine.fails("play", {"game": game, "move": "KS>2"})
    assert error["code"] == -32001 and isinstance(error["data"]["refusal"], str)
    assert error["data"]["fields"]["column"] == 1  # 0-based, as in events
    assert error["message"]
    assert engine.call("state", {"game": game})["state"] == state


def test_undo_restores_the_board(engine: EngineProcess) -> None:
    game, state = _new_classic(engine)
    engine.call("play", {"game": game, "move": "10S>2"})
    undone = engine.call("undo", {"game": game})["state"]
    for field in ("columns", "foundations", "score"):
        assert undone[field] == state[field]
    assert engine.call("redo", {"game": game})["state"]["columns"] != state["columns"]


def test_tap_destinations_and_hints(engine: EngineProcess) -> None:
    game, _ = _new_classic(engine)
    assert "10S>2" in engine.call("destinations", {"game": game, "card": "10S"})["moves"]
    assert "10S>2" in engine.call("legal_moves", {"game": game})["moves"]
    assert engine.call("tap", {"game": game, "card": "10S"})["events"]
    hint = engine.call("hint", {"game": game})["hint"]
    assert hint is None or isinstance(hint["move"], str)
    blocked = engine.call("why_not", {"game": game, "card": "AH"})
    assert isinstance(blocked["message"], str) and blocked["refusal"] == "no_place"
    hidden = engine.call("why_not", {"game": game, "card": "KD"})  # face down
    assert hidden["refusal"] == "not_available"


def test_a_save_loads_to_the_same_state(engine: EngineProcess) -> None:
    game, _ = _new_classic(engine)
    played = engine.call("play", {"game": game, "move": "10S>2"})["state"]
    saved = engine.call("save", {"game": game})["save"]
    loaded = engine.call("load", {"save": saved})
    assert loaded["game"] != game
    for field in ("columns", "foundations", "score", "moves", "code"):
        assert loaded["state"][field] == played[field]


def test_errors_have_their_codes_and_the_engine_goes_on(engine: EngineProcess) -> None:
    engine.send_line(b"this is not JSON")
    answer = engine.receive()
    assert answer["id"] is None and answer["error"]["code"] == -32700
    engine.send_line(b"[1, 2, 3]")
    assert engine.receive()["error"]["code"] == -32600
    engine.send_line(b'{"id": 5, "method": 7}')
    answer = engine.receive()
    assert answer["id"] == 5 and answer["error"]["code"] == -32600
    engine.send_line(b"{" + b'"x": "' + b"y" * (2 << 20) + b'"}')
    assert engine.receive()["error"]["code"] in (-32700, -32600)
    assert engine.fails("no_such_method")["code"] == -32601
    assert engine.fails("new_game", {"variant": 7})["code"] == -32602
    assert engine.fails("state", {"game": "nobody"})["code"] == -32002
    assert engine.fails("undo", {"game": _new_classic(engine)[0]})["code"] == -32000
    assert engine.call("hello")["protocol"] == 1  # still answering


def test_a_notification_gets_no_answer(engine: EngineProcess) -> None:
    engine.send_line(json.dumps({"jsonrpc": "2.0", "method": "hello"}).encode())
    assert engine.call("variants")["variants"]  # the next answer is this request's


def test_a_long_solve_can_be_cancelled_while_others_are_answered(engine: EngineProcess) -> None:
    solving = engine.send("solve", {"variant": "classic", "deal": HARD_CLASSIC, "seconds": 300})
    assert engine.call("hello")["protocol"] == 1  # answered while the solve runs
    cancelling = engine.send("cancel", {"id": solving})
    answers = {answer["id"]: answer for answer in (engine.receive(), engine.receive())}
    assert answers[cancelling]["result"] == {"cancelled": True}
    assert answers[solving]["error"]["code"] == -32800


def test_end_of_input_ends_the_engine(engine: EngineProcess) -> None:
    engine.call("hello")
    assert engine.close() == 0
