"""``yukon serve``: the page and the engine protocol over a WebSocket, on aiohttp.

``GET /`` serves the page, ``GET /static/…`` its files (only files of ``static/``: aiohttp
refuses any path that leads outside it), and ``/ws`` speaks the protocol of
``docs/protocol.md``, one message per WebSocket text frame. Only the server's own page, at its
own address, is answered, and the pages of the foreign origins the player allows, on the
WebSocket only and keeping no records (:mod:`~yukon_core.web.guard`). Each connection has its
own :class:`ProtocolSession` within :data:`CONNECTION_LIMITS`, and all of them together within
:data:`SERVER_LIMITS`; at most :data:`MAX_CONNECTIONS` are open at once. A connection's requests
are answered in order, each in a thread of its own so that the server stays free for the others;
``solve`` runs beside them, where ``cancel`` can reach it. A malformed or oversized message gets
its error answer on its own connection; a frame over twice :data:`MAX_LINE` ends that connection
only (close code 1009). A malformed HTTP request is logged in one line."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import signal
import threading
from collections.abc import Callable, Iterable
from importlib import resources
from pathlib import Path
from typing import Any, NoReturn

from aiohttp import WSCloseCode, WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError

from ..protocol import (
    MAX_LINE,
    Limits,
    ProtocolError,
    ProtocolSession,
    Quota,
    answer,
    read_request,
)
from ..protocol.errors import PARSE_ERROR
from ..protocol.lines import failure
from ..registry import Registry, default_registry
from ..solver import solve
from ..solver.apart import solve_apart
from .guard import Guard

__all__ = [
    "CONNECTION_LIMITS",
    "MAX_CONNECTIONS",
    "SERVER_LIMITS",
    "STATIC",
    "make_app",
    "serve",
]

STATIC = Path(str(resources.files("yukon_core.web").joinpath("static")))
"""The folder of the page's files."""

FRAME_LIMIT = 2 * MAX_LINE
"""The largest frame read at all; frames between :data:`MAX_LINE` and this are answered with
an error, larger ones end their connection."""

CONNECTION_LIMITS = Limits(games=100, steps=200_000, solves=2)
"""What one connection may hold: 200,000 steps of history take about 200 MB."""
SERVER_LIMITS = Limits(games=1_000, steps=600_000, solves=4)
"""What all connections together may hold."""
MAX_CONNECTIONS = 256
"""WebSocket connections open at once; more are refused (503)."""
CLOSE_SECONDS = 0.5
"""How long stopping the server waits for its connections to close."""

_log = logging.getLogger(__name__)


class _Server:
    """What the connections of one application share."""

    def __init__(self, registry: Registry, records: Path | None, guard: Guard) -> None:
        self.registry = registry
        self.records = records
        self.guard = guard
        self.quota = Quota(SERVER_LIMITS, owner="all connections together")
        self.sockets: set[web.WebSocketResponse] = set()

    def session(self, foreign: bool) -> ProtocolSession:
        """A connection's session; one from a ``foreign`` page keeps no records. Its solves
        run apart, in a process of their own, where the installed plugins can rebuild its
        rules (the default registry's)."""
        quota = Quota(CONNECTION_LIMITS, self.quota, owner="one connection")
        solver = solve_apart if self.registry is default_registry() else solve
        return ProtocolSession(self.registry, None if foreign else self.records, quota, solver)


SERVER: web.AppKey[_Server] = web.AppKey("server", _Server)


def make_app(
    registry: Registry | None = None,
    records: Path | None = None,
    *,
    host: str = "127.0.0.1",
    allowed_hosts: Iterable[str] = (),
    allowed_origins: Iterable[str] = (),
) -> web.Application:
    """The web application: the page, its files and the WebSocket; ``records`` is the records
    file of ``finish`` (``None``: none kept); ``host`` is the address it listens on,
    ``allowed_hosts`` other names it answers to and ``allowed_origins`` the foreign sites whose
    pages may use its WebSocket (:class:`~yukon_core.web.guard.Guard`)."""
    guard = Guard.listening(host, allowed_hosts, allowed_origins)
    server = _Server(registry or default_registry(), records, guard)
    app = web.Application(middlewares=[_guarded])
    app[SERVER] = server
    app.router.add_get("/", _page)
    app.router.add_get("/ws", _socket)
    app.router.add_static("/static", STATIC, follow_symlinks=False, append_version=False)
    app.on_response_prepare.append(_add_headers)
    app.on_shutdown.append(_close_sockets)
    aiohttp_log = logging.getLogger("aiohttp.server")
    if not any(isinstance(known, _OneLine) for known in aiohttp_log.filters):
        aiohttp_log.addFilter(_OneLine())
    return app


@web.middleware
async def _guarded(
    request: web.Request, handler: Callable[[web.Request], Any]
) -> web.StreamResponse:
    refusal = request.app[SERVER].guard.refusal(request)
    if refusal is not None:
        _log.warning("refused a request from %s: %s", request.remote, refusal)
        raise web.HTTPForbidden(text=refusal + "\n")
    return await handler(request)


async def _add_headers(request: web.Request, response: web.StreamResponse) -> None:
    response.headers.update(request.app[SERVER].guard.headers(request))


async def _close_sockets(app: web.Application) -> None:
    sockets = list(app[SERVER].sockets)
    for socket in sockets:
        with contextlib.suppress(Exception):
            await socket.close(code=WSCloseCode.GOING_AWAY, message=b"the server is stopping")


async def _page(_: web.Request) -> web.FileResponse:
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


def _in_thread(call: Callable[[], dict[str, Any] | None]) -> asyncio.Future[Any]:
    """Run ``call`` in a thread of its own (a daemon: stopping the server waits for none) and
    return the future of its answer."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Any] = loop.create_future()

    def settle(result: dict[str, Any] | None) -> None:
        if not future.done():
            future.set_result(result)

    def work() -> None:
        result = call()
        with contextlib.suppress(RuntimeError):  # the loop has closed: nobody waits
            loop.call_soon_threadsafe(settle, result)

    threading.Thread(target=work, daemon=True, name="yukon request").start()
    return future


async def _socket(request: web.Request) -> web.WebSocketResponse:
    server = request.app[SERVER]
    if len(server.sockets) >= MAX_CONNECTIONS:
        raise web.HTTPServiceUnavailable(
            text=f"at most {MAX_CONNECTIONS} connections may be open at once\n"
        )
    socket = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=30, timeout=CLOSE_SECONDS)
    await socket.prepare(request)
    server.sockets.add(socket)
    session = server.session(foreign=server.guard.foreign(request))
    background: set[asyncio.Task[None]] = set()

    async def reply(response: dict[str, Any] | None) -> None:
        if response is not None and not socket.closed:
            await socket.send_str(json.dumps(response, ensure_ascii=False))

    async def run(call: Callable[[], dict[str, Any] | None]) -> None:
        await reply(await _in_thread(call))

    try:
        async for message in socket:
            if message.type is not WSMsgType.TEXT:
                if message.type is WSMsgType.BINARY:
                    error = ProtocolError(PARSE_ERROR, "send each request as a text frame")
                    await reply(failure(None, error))
                continue
            data: str = message.data
            if len(data.encode()) > MAX_LINE:
                error = ProtocolError(
                    PARSE_ERROR, f"a message of over {MAX_LINE:,} bytes: refused",
                    {"limit": MAX_LINE},
                )  # fmt: skip
                await reply(failure(None, error))
                continue
            try:
                parsed = read_request(data)
            except ProtocolError as error:
                await reply(failure(error.request_id, error))
                continue
            call = functools.partial(answer, session, parsed)
            if parsed.background:
                task = asyncio.create_task(run(call))
                background.add(task)
                task.add_done_callback(background.discard)
            else:
                await run(call)
    finally:
        server.sockets.discard(socket)
        session.close_all()
    return socket


class _OneLine(logging.Filter):
    """A malformed HTTP request is the client's doing, not the server's: one line, no
    traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, HttpProcessingError):
            reason = (str(error.message).strip().splitlines() or ["malformed"])[0]
            peer = record.args[0] if isinstance(record.args, tuple) and record.args else "?"
            record.msg = "refused a malformed request from %s: %s"
            record.args = (peer, reason.rstrip(":"))
            record.exc_info, record.exc_text = None, None
        return True


def serve(
    host: str,
    port: int,
    registry: Registry | None = None,
    records: Path | None = None,
    *,
    allowed_hosts: Iterable[str] = (),
    allowed_origins: Iterable[str] = (),
    say: Callable[[str], None] = print,
) -> NoReturn:
    """Run the server until Ctrl-C (or SIGTERM): then it closes every connection, cancels
    their solves and raises ``KeyboardInterrupt`` within about a second."""
    logging.basicConfig(format="yukon serve: %(message)s", level=logging.WARNING)
    app = make_app(
        registry, records, host=host, allowed_hosts=allowed_hosts, allowed_origins=allowed_origins
    )
    asyncio.run(_run(app, host, port, say))
    raise KeyboardInterrupt


async def _run(app: web.Application, host: str, port: int, say: Callable[[str], None]) -> None:
    runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=CLOSE_SECONDS)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
        shown = f"[{host}]" if ":" in host else host
        bound = runner.addresses[0][1]  # the port the system chose, where asked for port 0
        say(f"yukon serve: open http://{shown}:{bound}/ (Ctrl-C stops)")
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(number, stop.set)
        await stop.wait()
    finally:
        await runner.cleanup()
