"""No other site can drive ``yukon serve`` (issue 44, item 1): only its own origin and host
are answered, its page carries a Content-Security-Policy and cannot be framed, what one
connection and all of them may hold is bounded, one connection's solves do not hold up
another's requests, no message names a local path, and a malformed HTTP request is logged in
one line."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("aiohttp")

from aiohttp import ClientSession, WSServerHandshakeError
from aiohttp.test_utils import TestClient, TestServer
from game_support import CLASSIC_DEAL_1
from test_web_server import ask, request, with_client
from web_support import served_address, serving

from yukon_core import web
from yukon_core.cli import main
from yukon_core.protocol import Limits
from yukon_core.web import make_app, server
from yukon_core.web.guard import OriginError, check_origin

HARD_CLASSIC = 75  # a deal no solve decides within its budget here (solves are cancelled)


def _run(coroutine: Any) -> Any:
    """Run ``coroutine`` in a thread of its own: Playwright's sync API may keep an event loop
    running in this one."""
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def _host(client: TestClient) -> str:
    return f"127.0.0.1:{client.port}"


FOREIGN_ORIGINS = ("http://evil.example", "null", "https://127.0.0.1.evil.example",
                   "http://127.0.0.1:1", "file://", "chrome-extension://abc")  # fmt: skip
FOREIGN_HOSTS = ("evil.example:{port}", "127.0.0.1:1", "evil.example", "",
                 "127.0.0.1:{port}@evil.example", "[::1]:{port}x")  # fmt: skip


@pytest.mark.parametrize("origin", FOREIGN_ORIGINS)
def test_a_socket_from_a_foreign_origin_is_refused(origin: str) -> None:
    async def test(client: TestClient) -> None:
        with pytest.raises(WSServerHandshakeError) as refused:
            await client.ws_connect("/ws", origin=origin)
        assert refused.value.status == 403

    with_client(test)


def test_the_page_s_own_origin_and_a_program_without_one_are_answered() -> None:
    async def test(client: TestClient) -> None:
        own = await client.ws_connect("/ws", origin=f"http://{_host(client)}")
        assert (await ask(own, request("hello")))["result"]["protocol"] == 1
        program = await client.ws_connect("/ws")
        assert (await ask(program, request("hello")))["result"]["protocol"] == 1
        by_name = await client.ws_connect(
            "/ws", origin=f"http://localhost:{client.port}",
            headers={"Host": f"localhost:{client.port}"},
        )  # fmt: skip
        assert (await ask(by_name, request("hello")))["result"]["protocol"] == 1

    with_client(test)


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/ws"])
@pytest.mark.parametrize("host", FOREIGN_HOSTS)
def test_a_foreign_host_is_refused_everywhere(path: str, host: str) -> None:
    """DNS rebinding: a foreign name that resolves to this machine arrives in ``Host``."""

    async def test(client: TestClient) -> None:
        response = await client.get(path, headers={"Host": host.format(port=client.port)})
        assert response.status == 403
        assert "does not answer to the host" in await response.text()

    with_client(test)


def test_a_server_on_a_port_the_system_chose_still_refuses_other_hosts_and_sites() -> None:
    """``yukon serve --port 0``: the guard reads the port it listens on, not the 0 it was
    given, so its own address is answered and a foreign Host or page is refused."""
    with serving(0, None) as address:
        port = int(address.rstrip("/").rsplit(":", 1)[1])
        assert port > 0

        async def run() -> None:
            async with ClientSession() as client:
                async with client.get(address) as own:
                    assert own.status == 200
                for host in ("evil.example:{port}", "127.0.0.1:0", "127.0.0.1:{port}@evil.example"):
                    headers = {"Host": host.format(port=port)}
                    async with client.get(address, headers=headers) as foreign:
                        assert foreign.status == 403
                with pytest.raises(WSServerHandshakeError) as refused:
                    await client.ws_connect(f"{address}ws", origin="https://evil.example")
                assert refused.value.status == 403

        with concurrent.futures.ThreadPoolExecutor(1) as thread:  # beside Playwright's loop
            thread.submit(asyncio.run, run()).result()


def test_a_name_given_with_allow_host_is_answered() -> None:
    async def run() -> None:
        app = make_app(records=None, allowed_hosts=["yukon.lan"])
        async with TestClient(TestServer(app)) as client:
            host = f"yukon.lan:{client.port}"
            page = await client.get("/", headers={"Host": host})
            assert page.status == 200
            socket = await client.ws_connect("/ws", origin=f"http://{host}", headers={"Host": host})
            assert (await ask(socket, request("hello")))["result"]["protocol"] == 1
            other = await client.get("/", headers={"Host": f"other.lan:{client.port}"})
            assert other.status == 403

    _run(run())


SITE = "https://cards.example"
"""A site the player lets use the protocol (``--allow-origin``): a static site of ``yukon site``."""


def test_a_page_of_an_allowed_origin_reaches_the_socket_only_and_keeps_no_records(
    tmp_path: Path,
) -> None:
    records = tmp_path / "records.sqlite3"

    async def run() -> None:
        app = make_app(records=records, allowed_origins=[SITE + ":443/"])
        async with TestClient(TestServer(app)) as client:
            own = await client.ws_connect("/ws", origin=f"http://{_host(client)}")
            game = (await ask(own, request("new_game", variant="classic", deal=2)))["result"]
            await ask(own, request("finish", game=game["game"]))
            assert (await ask(own, request("records")))["result"]["games"]
            site = await client.ws_connect("/ws", origin=SITE)
            assert (await ask(site, request("records")))["result"] == {"games": [], "records": []}
            game = (await ask(site, request("new_game", variant="classic", deal=3)))["result"]
            summary = (await ask(site, request("finish", game=game["game"])))["result"]["summary"]
            assert summary["ended"] and not summary["counted"]
            (played,) = (await ask(own, request("records")))["result"]["games"]
            assert played["played"] == 1  # the site's game was not counted
            page = await client.get("/", headers={"Origin": SITE})
            assert page.status == 403 and "only the protocol at /ws" in await page.text()
            for other in (
                "https://cards.example:8443",
                "http://cards.example",
                "https://x.example",
            ):
                with pytest.raises(WSServerHandshakeError):
                    await client.ws_connect("/ws", origin=other)

    _run(run())


@pytest.mark.parametrize(
    ("text", "origin"),
    [("HTTPS://Cards.Example", "https://cards.example"),
     ("http://cards.example:80", "http://cards.example"),
     ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
     ("http://[::1]:9000", "http://[::1]:9000")],
)  # fmt: skip
def test_an_origin_is_written_as_a_browser_sends_it(text: str, origin: str) -> None:
    assert check_origin(text) == origin


@pytest.mark.parametrize(
    "text",
    ["null", "*", "file:///tmp/site", "cards.example", "https://cards.example/games",
     "https://user@cards.example", "https://cards.example:99999", "https://bad_name.example",
     "https://cards.example?x=1"],
)  # fmt: skip
def test_what_is_not_an_origin_is_refused_with_the_reason(text: str) -> None:
    with pytest.raises(OriginError, match="is not an origin"):
        check_origin(text)


def test_the_page_carries_a_content_security_policy_and_cannot_be_framed() -> None:
    async def test(client: TestClient) -> None:
        for path in ("/", "/static/app.js"):
            headers = (await client.get(path)).headers
            policy = headers["Content-Security-Policy"]
            assert "frame-ancestors 'none'" in policy and "default-src 'none'" in policy
            assert f"ws://{_host(client)}" in policy and "script-src 'self'" in policy
            assert headers["X-Frame-Options"] == "DENY"
            assert headers["X-Content-Type-Options"] == "nosniff"

    with_client(test)


def _limited(monkeypatch: pytest.MonkeyPatch, connection: Limits, total: Limits) -> None:
    monkeypatch.setattr(server, "CONNECTION_LIMITS", connection)
    monkeypatch.setattr(server, "SERVER_LIMITS", total)


def test_one_connection_holds_at_most_its_games_and_steps(monkeypatch) -> None:
    _limited(monkeypatch, Limits(games=3, steps=5, solves=1), Limits(100, 1000, 10))

    async def test(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        games = [(await ask(ws, request("new_game", variant="classic", deal=1)))["result"]["game"]
                 for _ in range(3)]  # fmt: skip
        refused = (await ask(ws, request("new_game", variant="classic", deal=1)))["error"]
        assert refused["code"] == -32000 and refused["data"]["type"] == "TooManyGames"
        for move in CLASSIC_DEAL_1[:5]:  # each play holds one more step: 5 in all
            assert "result" in await ask(ws, request("play", game=games[0], move=move))
        full = (await ask(ws, request("play", game=games[1], move=CLASSIC_DEAL_1[0])))["error"]
        assert full["data"]["type"] == "TooManySteps"
        undone = await ask(ws, request("undo", game=games[0]))  # an undone step is still held
        assert "result" in undone
        assert "error" in await ask(ws, request("play", game=games[1], move=CLASSIC_DEAL_1[0]))
        saved = (await ask(ws, request("save", game=games[0])))["result"]["save"]
        await ask(ws, request("close", game=games[2]))
        too_long = (await ask(ws, request("load", save=saved)))["error"]
        assert too_long["data"]["type"] == "TooManySteps"
        await ask(ws, request("close", game=games[0]))  # frees its 5 steps
        assert "result" in await ask(ws, request("load", save=saved))

    with_client(test)


def test_all_connections_together_hold_at_most_the_server_s_games(monkeypatch) -> None:
    _limited(monkeypatch, Limits(games=2, steps=100, solves=1), Limits(3, 1000, 10))

    async def test(client: TestClient) -> None:
        first, second = await client.ws_connect("/ws"), await client.ws_connect("/ws")
        for ws in (first, first, second):
            assert "result" in await ask(ws, request("new_game", variant="classic", deal=1))
        refused = (await ask(second, request("new_game", variant="classic", deal=1)))["error"]
        assert refused["data"]["type"] == "TooManyGames" and "all connections" in refused["message"]
        await first.close()  # its games are given back
        for _ in range(20):
            answer = await ask(second, request("new_game", variant="classic", deal=1))
            if "result" in answer:
                break
            await asyncio.sleep(0.1)  # the server sees the close a moment later
        assert "result" in answer

    with_client(test)


def test_solves_are_bounded_and_do_not_hold_up_another_connection(monkeypatch) -> None:
    """A connection may run 2 solves at once; a third is refused at once, and another
    connection's requests are answered while the two run (none of them has ended)."""
    _limited(monkeypatch, Limits(games=10, steps=100, solves=2), Limits(100, 1000, 4))

    async def test(client: TestClient) -> None:
        greedy, other = await client.ws_connect("/ws"), await client.ws_connect("/ws")
        for number in (1, 2):
            await greedy.send_str(json.dumps(request(
                "solve", number, variant="classic", deal=HARD_CLASSIC, seconds=600,
            )))  # fmt: skip
        third = await ask(greedy, request("solve", 3, variant="classic", deal=1, seconds=600))
        assert third["id"] == 3 and third["error"]["data"]["type"] == "TooManySolves"
        for number in range(10):
            answer = await ask(other, request("new_game", 100 + number, variant="classic",
                                              deal=number + 1))  # fmt: skip
            assert answer["id"] == 100 + number and "result" in answer
        served = client.server.app[server.SERVER]
        assert served.quota.held["solves"] == 2  # both still running
        await greedy.close()  # cancels them
        for _ in range(1200):  # a minute at most, where a solving process is slow to end
            if served.quota.held["solves"] == 0:
                break
            await asyncio.sleep(0.05)
        assert served.quota.held == {"games": 10, "steps": 0, "solves": 0}

    with_client(test)


def test_no_message_names_a_local_path(tmp_path: Path) -> None:
    records = tmp_path / "private-folder" / "records.sqlite3"
    records.parent.mkdir()
    records.write_bytes(b"not a database at all, " * 400)

    async def run() -> list[dict[str, Any]]:
        async with TestClient(TestServer(make_app(records=records))) as client:
            ws = await client.ws_connect("/ws")
            game = (await ask(ws, request("new_game", code="YU1-C-AAAAAAB")))["result"]["game"]
            return [
                await ask(ws, request("hello")),
                await ask(ws, request("finish", game=game)),
                await ask(ws, request("records")),
            ]

    answers = _run(run())
    said = json.dumps(answers)
    assert "records.sqlite3" in said  # the file is named ...
    assert str(tmp_path) not in said and "private-folder" not in said  # ... but not where


def test_a_malformed_http_request_is_logged_in_one_line(caplog) -> None:
    async def test(client: TestClient) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", client.port)
        writer.write(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{client.port}\r\nBad Header\r\n\r\n"
                     .encode())  # fmt: skip
        assert (await asyncio.wait_for(reader.read(100), 60)).startswith(b"HTTP/1.")
        writer.close()

    with caplog.at_level(logging.DEBUG, logger="aiohttp.server"):
        with_client(test)
    refused = [r for r in caplog.records if "malformed request" in r.getMessage()]
    assert refused and all(r.exc_info is None and "\n" not in r.getMessage() for r in refused)
    assert "Invalid header token" in refused[0].getMessage()


def test_listening_beyond_this_machine_warns_and_bad_names_are_refused(monkeypatch, capsys) -> None:
    chosen: dict[str, Any] = {}

    def fake_serve(host: str, port: int, **settings: Any) -> None:
        chosen.update(settings, host=host)
        raise KeyboardInterrupt  # as Ctrl-C would end it

    monkeypatch.setattr(web, "serve", fake_serve)
    assert main(["serve", "--host", "0.0.0.0", "--no-records", "--allow-host", "Box.LAN"]) == 130
    warned = capsys.readouterr().err
    assert "anyone who can reach this machine can play here" in warned
    assert chosen["host"] == "0.0.0.0" and chosen["allowed_hosts"] == ["box.lan"]
    assert main(["serve", "--no-records"]) == 130
    assert "warning" not in capsys.readouterr().err  # loopback: no warning
    assert main(["serve", "--no-records", "--allow-host", "evil.example/x"]) == 2
    assert "not a host name" in capsys.readouterr().err
    assert main(["serve", "--no-records", "--allow-origin", "HTTPS://Cards.Example"]) == 130
    assert chosen["allowed_origins"] == ["https://cards.example"]
    assert main(["serve", "--no-records", "--allow-origin", "*"]) == 2
    assert "is not an origin" in capsys.readouterr().err


def test_ctrl_c_stops_the_server_with_a_client_connected_and_a_solve_running(tmp_path) -> None:
    command = [sys.executable, "-m", "yukon_core.cli", "serve", "--port", "0", "--no-records"]
    environment = {**os.environ, "YUKON_DATA_DIR": str(tmp_path)}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=environment)  # fmt: skip
    assert process.stdout is not None
    address = served_address(process.stdout.readline())

    async def connect_and_interrupt() -> None:
        async with ClientSession() as client:
            ws = await client.ws_connect(f"{address}ws")
            await ws.send_str(json.dumps(request("solve", 1, variant="classic",
                                                 deal=HARD_CLASSIC, seconds=600)))  # fmt: skip
            assert (await ask(ws, request("hello", 2)))["id"] == 2
            process.send_signal(signal.SIGINT)
            closing = await asyncio.wait_for(ws.receive(), 30)
            assert closing.type.name in ("CLOSE", "CLOSED", "CLOSING")

    _run(connect_and_interrupt())
    _, errors = process.communicate(timeout=30)
    assert process.returncode == 130
    assert errors.strip().splitlines()[-1] == "yukon: interrupted" and "Traceback" not in errors
