"""``yukon serve``: the page and the engine protocol over a WebSocket, on aiohttp.

``GET /`` serves the page, ``GET /static/…`` its files (only files of ``static/``: aiohttp
refuses any path that leads outside it), and ``/ws`` speaks the protocol of ``docs/protocol.md``,
one message per WebSocket text frame. Each connection has its own :class:`ProtocolSession`,
holding any number of games. A connection's requests are answered in order, each in a worker
thread so that the server stays free for the others; ``solve`` runs beside them, where
``cancel`` can reach it. A malformed or oversized message gets its error answer on its own
connection; a frame over twice :data:`MAX_LINE` ends that connection only (close code 1009).
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from ..protocol import MAX_LINE, ProtocolError, ProtocolSession, answer, read_request
from ..protocol.errors import PARSE_ERROR
from ..protocol.lines import failure
from ..registry import Registry, default_registry

__all__ = ["STATIC", "make_app", "serve"]

STATIC = Path(str(resources.files("yukon_core.web").joinpath("static")))
"""The folder of the page's files."""

FRAME_LIMIT = 2 * MAX_LINE
"""The largest frame read at all; frames between :data:`MAX_LINE` and this are answered with
an error, larger ones end their connection."""

SESSIONS: web.AppKey[Callable[[], ProtocolSession]] = web.AppKey("sessions")
"""Makes each connection's session."""


def make_app(registry: Registry | None = None, records: Path | None = None) -> web.Application:
    """The web application: the page, its files and the WebSocket; ``records`` is the records
    file of ``finish`` (``None``: none kept)."""
    registry = registry or default_registry()
    app = web.Application()
    chosen = registry

    def sessions() -> ProtocolSession:
        return ProtocolSession(chosen, records)

    app[SESSIONS] = sessions
    app.router.add_get("/", _page)
    app.router.add_get("/ws", _socket)
    app.router.add_static("/static", STATIC, follow_symlinks=False, append_version=False)
    return app


def serve(host: str, port: int, registry: Registry | None = None, records: Path | None = None,
          print_url: Callable[[str], None] = print) -> None:  # fmt: skip
    """Run the server until interrupted."""
    web.run_app(
        make_app(registry, records),
        host=host,
        port=port,
        print=lambda _: print_url(f"yukon serve: open http://{host}:{port}/ (Ctrl-C stops)"),
    )


async def _page(_: web.Request) -> web.FileResponse:
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


async def _socket(request: web.Request) -> web.WebSocketResponse:
    socket = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=30)
    await socket.prepare(request)
    session = request.app[SESSIONS]()
    background: set[asyncio.Task[None]] = set()
    loop = asyncio.get_running_loop()

    async def reply(response: dict[str, Any] | None) -> None:
        if response is not None and not socket.closed:
            await socket.send_str(json.dumps(response, ensure_ascii=False))

    async def run(call: Callable[[], dict[str, Any] | None]) -> None:
        await reply(await loop.run_in_executor(None, call))

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
        session.cancel_all()
    return socket
