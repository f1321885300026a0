"""One message per line: reading a request, answering it, writing the answer.

A request is a JSON object ``{"id": …, "method": "…", "params": {…}}`` (``"jsonrpc": "2.0"``
may come with it); without an ``id`` it is a notification, answered by nothing. Each answer is
``{"jsonrpc": "2.0", "id": …, "result": …}`` or ``{"jsonrpc": "2.0", "id": …, "error": {"code",
"message", "data"}}``. A line that is not a request is answered with the JSON-RPC error for it,
and ``id`` ``null`` where none could be read.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import attrs

from ..bounded import InputError, excerpt, load_json
from .errors import INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, ProtocolError
from .session import BACKGROUND, ProtocolSession

__all__ = ["MAX_LINE", "NO_ID", "Request", "answer", "encode", "failure", "read_request", "run"]

MAX_LINE = 1 << 20
"""The longest message, in bytes (a save of a long game fits)."""

MAX_VALUES = 200_000
"""The most JSON values one message may hold."""

NO_ID = object()
"""The id of a notification: a request with no ``id``, answered by nothing."""

_log = logging.getLogger(__name__)


@attrs.frozen
class Request:
    """A request read off a line."""

    id: Any
    method: str
    params: dict[str, Any]

    @property
    def background(self) -> bool:
        """Should the runner run it beside the others (so ``cancel`` can reach it)?"""
        return self.method in BACKGROUND


def read_request(line: str | bytes) -> Request:
    """The request on ``line``; raises :class:`ProtocolError` (with the id, where one was read)."""
    try:
        message = load_json(line, "the message", max_values=MAX_VALUES)
    except InputError as error:
        raise ProtocolError(PARSE_ERROR, str(error)) from error
    if not isinstance(message, dict):
        raise ProtocolError(INVALID_REQUEST, "a request is a JSON object")
    request_id = message.get("id", NO_ID)
    if request_id is not NO_ID and (
        isinstance(request_id, bool) or not isinstance(request_id, str | int | None)
    ):
        raise ProtocolError(INVALID_REQUEST, "a request's id is a string, a whole number or null")
    known = {"jsonrpc", "id", "method", "params"}
    seen = None if request_id is NO_ID else request_id
    problem = None
    if set(message) - known:
        problem = f"a request has no member {excerpt(sorted(set(message) - known)[0])}"
    elif message.get("jsonrpc", "2.0") != "2.0":
        problem = 'the only "jsonrpc" version is "2.0"'
    elif not isinstance(message.get("method"), str):
        problem = 'a request names its "method" as a string'
    elif not isinstance(message.get("params", {}), dict | list):
        problem = '"params" is an object of named params'
    if problem is not None:
        raise ProtocolError(INVALID_REQUEST, problem, request_id=seen)
    if isinstance(message.get("params"), list):
        raise ProtocolError(
            INVALID_PARAMS, "params go by name, in an object, not by position in an array",
            {"param": "params"}, request_id=seen,
        )  # fmt: skip
    return Request(request_id, message["method"], message.get("params", {}))


def answer(session: ProtocolSession, request: Request) -> dict[str, Any] | None:
    """The response to ``request`` (``None`` for a notification). Any failure of the engine
    itself is an ``INTERNAL_ERROR`` response, logged: the process goes on."""
    try:
        result = session.call(request.method, request.params, request.id)
    except ProtocolError as error:
        response = failure(request.id, error)
    except Exception as error:  # a bug must not end the session
        _log.exception("the engine failed on %s", request.method)
        response = failure(
            request.id, ProtocolError(INTERNAL_ERROR, f"the engine failed: {type(error).__name__}")
        )
    else:
        response = {"jsonrpc": "2.0", "id": request.id, "result": result}
    return None if request.id is NO_ID else response


def failure(request_id: Any, error: ProtocolError) -> dict[str, Any]:
    if request_id is NO_ID:
        request_id = None
    return {"jsonrpc": "2.0", "id": request_id, "error": error.body()}


def run(session: ProtocolSession, line: str | bytes) -> dict[str, Any] | None:
    """Read and answer one line in one go (a background method too)."""
    try:
        request = read_request(line)
    except ProtocolError as error:
        return failure(error.request_id, error)
    return answer(session, request)


def encode(response: dict[str, Any]) -> bytes:
    """One line of JSON, UTF-8, ending with a newline."""
    return json.dumps(response, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
