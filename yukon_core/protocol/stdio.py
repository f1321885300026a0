"""``yukon engine``: the protocol over standard input and output, one message per line.

Requests are answered in order, except those of ``BACKGROUND`` (``solve``), which run in a
thread of their own and are answered when they end, so that ``cancel`` and other requests are
read meanwhile. The answers go out whole, one line each. End of input ends the engine (exit 0)
once the background requests have been answered; Ctrl-C cancels them first.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any, BinaryIO

from ..bounded import InputError, lines
from .errors import PARSE_ERROR, ProtocolError
from .lines import MAX_LINE, Request, answer, encode, failure, read_request
from .session import ProtocolSession

__all__ = ["serve_stdio"]


def serve_stdio(session: ProtocolSession, source: BinaryIO, sink: BinaryIO) -> int:
    """Answer the requests on ``source`` until it ends; the exit status (0). Ended otherwise
    (Ctrl-C, an output no one reads), it cancels the background requests and waits only for
    them to stop."""
    writing = threading.Lock()
    running: list[threading.Thread] = []

    def send(response: dict[str, Any] | None) -> None:
        if response is None:
            return
        with writing:
            sink.write(encode(response))
            sink.flush()

    def send_later(request: Request) -> None:
        with contextlib.suppress(OSError):  # the output is gone: the engine is ending
            send(answer(session, request))

    try:
        for line in lines(source, MAX_LINE, skip=None):
            if isinstance(line, InputError):  # too long, not UTF-8, or holding control characters
                send(failure(None, ProtocolError(PARSE_ERROR, str(line), {"limit": MAX_LINE})))
                continue
            if not line.strip():
                continue
            try:
                request = read_request(line)
            except ProtocolError as error:
                send(failure(error.request_id, error))
                continue
            if request.background:
                running = [thread for thread in running if thread.is_alive()]
                thread = threading.Thread(target=send_later, args=(request,))
                running.append(thread)  # listed first: Ctrl-C during its start cancels it too
                thread.start()
            else:
                send(answer(session, request))
    except BaseException:
        _cancel(session, running)
        raise
    for thread in running:
        thread.join()
    return 0


def _cancel(session: ProtocolSession, threads: list[threading.Thread]) -> None:
    """Stop the background requests (those not yet begun too), and wait until each has."""
    session.cancel_all()
    for thread in threads:
        thread.join()
