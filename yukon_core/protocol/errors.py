"""The protocol's error codes: JSON-RPC 2.0's own, and the engine's for refused moves and game
errors."""

from __future__ import annotations

import re
from typing import Any

__all__ = [
    "CANCELLED",
    "GAME_ERROR",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "METHOD_NOT_FOUND",
    "MOVE_REFUSED",
    "NO_SUCH_GAME",
    "PARSE_ERROR",
    "ProtocolError",
    "without_paths",
]

PARSE_ERROR = -32700
"""The line is not JSON (or breaks the reader's limits: size, nesting, numbers)."""
INVALID_REQUEST = -32600
"""The JSON is not a request: not an object, no method, a bad id."""
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
"""The engine failed: a bug, never the caller's input (the process goes on)."""
GAME_ERROR = -32000
"""The session refused the action (nothing to undo, a game code of another game, a bad save…);
``data.type`` names the error."""
MOVE_REFUSED = -32001
"""The move is illegal; ``data`` holds the refusal's code and its fields."""
NO_SUCH_GAME = -32002
"""No open game has this id."""
CANCELLED = -32800
"""A ``cancel`` request stopped this one (the code of the Language Server Protocol)."""


class ProtocolError(Exception):
    """An error response: its code, message and optional data; ``request_id`` is the id of a
    malformed request where one could be read."""

    def __init__(
        self,
        code: int,
        message: str,
        data: dict[str, Any] | None = None,
        request_id: Any = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data
        self.request_id = request_id

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "message": without_paths(self.message)}
        if self.data is not None:
            body["data"] = self.data
        return body


_PATH = re.compile(r"(?<![\w.~/-])~?(?:/[^/\s:;,'\"()]+)+/(?=[^/\s:;,'\"()]+)")
"""A local folder's path, before the last part of a file's (``/home/u/.local/share/yukon/``)."""


def without_paths(text: str) -> str:
    """``text`` with every local folder left out of the file paths it names, so that a client
    is told a file's name (``records.sqlite3``) but never where the player keeps it."""
    return _PATH.sub("", text)
