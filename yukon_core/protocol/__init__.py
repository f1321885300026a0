"""The engine protocol: JSON messages shaped like JSON-RPC 2.0, one per line, over standard
input and output (``yukon engine``) or a WebSocket (``yukon serve``), so that a front end in
any language can play every installed game. ``docs/protocol.md`` describes every method; the
JSON Schemas of the messages are in ``schemas/``.
"""

from .errors import (
    CANCELLED,
    GAME_ERROR,
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    MOVE_REFUSED,
    NO_SUCH_GAME,
    PARSE_ERROR,
    ProtocolError,
)
from .lines import MAX_LINE, Request, answer, encode, read_request, run
from .quota import ENGINE_LIMITS, Limits, Quota
from .session import METHODS, PROTOCOL_VERSION, ProtocolSession
from .stdio import serve_stdio

__all__ = [
    "CANCELLED",
    "ENGINE_LIMITS",
    "GAME_ERROR",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "MAX_LINE",
    "METHODS",
    "METHOD_NOT_FOUND",
    "MOVE_REFUSED",
    "NO_SUCH_GAME",
    "PARSE_ERROR",
    "PROTOCOL_VERSION",
    "Limits",
    "ProtocolError",
    "ProtocolSession",
    "Quota",
    "Request",
    "answer",
    "encode",
    "read_request",
    "run",
    "serve_stdio",
]
