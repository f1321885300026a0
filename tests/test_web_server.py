"""``yukon serve``'s server: the protocol over a WebSocket, each connection its own games; bad
messages refused on their own connection only; static files only from their folder."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

pytest.importorskip("aiohttp")

from aiohttp import ClientWebSocketResponse, WSMsgType
from aiohttp.test_utils import TestClient, TestServer

from yukon_core.protocol import MAX_LINE, PARSE_ERROR
from yukon_core.testing.conformance import schema_validator
from yukon_core.web import make_app
from yukon_core.web.server import FRAME_LIMIT

RESPONSE = schema_validator("response")


def with_client(test: Callable[[TestClient], Awaitable[None]]) -> None:
    async def run() -> None:
        async with TestClient(TestServer(make_app(records=None))) as client:
            await test(client)

    # A thread of its own: Playwright's sync API keeps an event loop running in this one.
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, run()).result()


async def ask(socket: ClientWebSocketResponse, message: Any) -> dict[str, Any]:
    await socket.send_str(message if isinstance(message, str) else json.dumps(message))
    answer = json.loads(await asyncio.wait_for(socket.receive_str(), 30))
    RESPONSE.validate(answer)
    return answer


def request(method: str, request_id: int = 1, **params: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}


def test_a_connection_plays_a_game() -> None:
    async def test(client: TestClient) -> None:
        socket = await client.ws_connect("/ws")
        opened = await ask(socket, request("new_game", code="YU1-C-AAAAAAB"))
        game = opened["result"]["game"]
        played = await ask(socket, request("play", 2, game=game, move="10S>2"))
        assert played["id"] == 2 and played["result"]["state"]["moves"] == 1
        events = [event["type"] for event in played["result"]["events"]]
        assert events == ["CardsMoved", "CardTurned", "ScoreChanged"]

    with_client(test)


def test_games_belong_to_their_connection() -> None:
    async def test(client: TestClient) -> None:
        first, second = await client.ws_connect("/ws"), await client.ws_connect("/ws")
        game = (await ask(first, request("new_game", variant="classic", deal=1)))["result"]["game"]
        assert (await ask(second, request("state", game=game)))["error"]["code"] == -32002

    with_client(test)


def test_bad_messages_are_refused_and_other_connections_go_on() -> None:
    async def test(client: TestClient) -> None:
        bystander = await client.ws_connect("/ws")
        game = (await ask(bystander, request("new_game", variant="classic", deal=1)))["result"]
        attacker = await client.ws_connect("/ws", max_msg_size=0)
        assert (await ask(attacker, "{not json"))["error"]["code"] == PARSE_ERROR
        assert (await ask(attacker, "[" * 100_000))["error"]["code"] == PARSE_ERROR
        big = json.dumps(request("hello") | {"pad": "x" * MAX_LINE})
        refused = await ask(attacker, big)
        assert refused["error"]["code"] == PARSE_ERROR and refused["error"]["data"]["limit"]
        await attacker.send_bytes(b"\x00\x01")
        assert json.loads(await attacker.receive_str())["error"]["code"] == PARSE_ERROR
        assert (await ask(attacker, request("hello")))["result"]["protocol"] == 1
        await attacker.send_str("x" * (FRAME_LIMIT + 10))
        closing = await asyncio.wait_for(attacker.receive(), 30)
        assert closing.type in (WSMsgType.CLOSE, WSMsgType.CLOSED, WSMsgType.CLOSING)
        still = await ask(bystander, request("state", game=game["game"]))
        assert still["result"]["state"]["code"] == "YU1-C-AAAAAAB"

    with_client(test)


@pytest.mark.parametrize(
    "path",
    ["/static/../server.py", "/static/%2e%2e/server.py", "/static/..%2fserver.py",
     "/static/%2e%2e%2f%2e%2e%2fprotocol/session.py", "/static//etc/passwd", "/../pyproject.toml"],
)  # fmt: skip
def test_static_files_stay_in_their_folder(path: str) -> None:
    async def test(client: TestClient) -> None:
        response = await client.get(path, allow_redirects=False)
        body = await response.text()
        assert response.status in (400, 403, 404), (path, response.status)
        assert "import" not in body and "root:" not in body

    with_client(test)


def test_the_page_and_its_files_are_served() -> None:
    async def test(client: TestClient) -> None:
        page = await client.get("/")
        assert page.status == 200 and "<script" in await page.text()
        for name in ("app.js", "board.js", "texts.js", "protocol.js", "style.css"):
            assert (await client.get(f"/static/{name}")).status == 200

    with_client(test)


def test_a_solve_runs_beside_other_requests_and_is_cancelled_when_asked() -> None:
    async def test(client: TestClient) -> None:
        socket = await client.ws_connect("/ws")
        await socket.send_str(json.dumps(request("solve", 7, variant="classic", deal=75,
                                                 seconds=300)))  # fmt: skip
        assert (await ask(socket, request("hello", 8)))["id"] == 8
        await socket.send_str(json.dumps(request("cancel", 9, id=7)))
        answers = {}
        for _ in range(2):
            answer = json.loads(await asyncio.wait_for(socket.receive_str(), 30))
            answers[answer["id"]] = answer
        assert answers[9]["result"] == {"cancelled": True}
        assert answers[7]["error"]["code"] == -32800

    with_client(test)
