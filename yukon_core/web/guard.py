"""Who may talk to ``yukon serve``: its own page, at its own address, and nobody else.

Every web page the player opens can reach a server on their machine: a foreign page can open a
WebSocket to it (the browser sends that page's ``Origin``), and a foreign name that resolves to
this machine (DNS rebinding) arrives with that name in ``Host``. So every request must name the
server in ``Host`` — the address it listens on, ``localhost`` and the loopback addresses where
it listens on them, or a name given with ``--allow-host`` — and a request that carries an
``Origin`` must come from that same host (``null``, sent by sandboxed and file pages, is
refused). Programs that are not browsers send no ``Origin`` and are let in.

Every answer carries a Content-Security-Policy that lets the page load only its own files and
speak only to its own WebSocket, and that no other page may frame it.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from urllib.parse import urlsplit

import attrs
from aiohttp import hdrs, web

from ..bounded import excerpt

__all__ = ["Guard", "HostNameError", "check_host_name", "is_loopback"]

_LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
_WILDCARDS = ("0.0.0.0", "::", "")
_HOST_NAME = re.compile(
    r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*"
)


class HostNameError(ValueError):
    """Text that is neither a host name nor an IP address."""


def check_host_name(text: str) -> str:
    """``text`` as a host name or IP address in lower case; raises :class:`HostNameError`."""
    name = text.strip().lower().removeprefix("[").removesuffix("]")
    try:
        return str(ipaddress.ip_address(name))
    except ValueError:
        pass
    if len(name) > 253 or not name.isascii() or not _HOST_NAME.fullmatch(name):
        raise HostNameError(f"{excerpt(text)} is not a host name or an IP address")
    return name


def is_loopback(host: str) -> bool:
    """Does listening on ``host`` reach this machine only?"""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@attrs.frozen
class Guard:
    """The host names this server answers to (lower case; IPv6 addresses without brackets)."""

    names: frozenset[str]

    @classmethod
    def listening(cls, host: str, allowed: Iterable[str] = ()) -> Guard:
        """The guard of a server listening on ``host``, answering also to ``allowed``."""
        names = {check_host_name(name) for name in allowed}
        if host not in _WILDCARDS:
            names.add(check_host_name(host))
        if host in _WILDCARDS or is_loopback(host):
            names.update(_LOOPBACK_NAMES)
        return cls(frozenset(names))

    def host(self, request: web.BaseRequest) -> str | None:
        """The request's ``Host``, if it names this server: one of :attr:`names`, and the port
        the request came in on."""
        host = request.headers.get(hdrs.HOST, "").lower()
        try:
            parts = urlsplit(f"//{host}")
            name, port = parts.hostname, parts.port or 80
        except ValueError:
            return None
        sockname = request.transport.get_extra_info("sockname") if request.transport else None
        ours = isinstance(sockname, tuple) and len(sockname) >= 2 and sockname[1] == port
        return host if ours and name in self.names else None

    def refusal(self, request: web.BaseRequest) -> str | None:
        """Why ``request`` is not one this server answers (``None``: it is)."""
        host = self.host(request)
        if host is None:
            shown = excerpt(request.headers.get(hdrs.HOST, ""), 80)
            return f"this server does not answer to the host {shown}"
        origin = request.headers.get(hdrs.ORIGIN)
        if origin is None:
            return None
        parts = urlsplit(origin.lower()) if origin.lower() != "null" else None
        if parts is None or parts.scheme not in ("http", "https") or parts.netloc != host:
            return f"this server answers only its own page, not one from {excerpt(origin, 80)}"
        return None

    def headers(self, request: web.BaseRequest) -> dict[str, str]:
        """The headers that keep the page to its own files and its own socket, unframed."""
        host = self.host(request)
        sockets = f" ws://{host} wss://{host}" if host else ""
        policy = "; ".join((
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            f"connect-src 'self'{sockets}",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ))  # fmt: skip
        return {
            "Content-Security-Policy": policy,
            "X-Frame-Options": "DENY",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Cross-Origin-Resource-Policy": "same-origin",
        }
