"""Who may talk to ``yukon serve``: its own page, at its own address, and nobody else.

Every web page the player opens can reach a server on their machine: a foreign page can open a
WebSocket to it (the browser sends that page's ``Origin``), and a foreign name that resolves to
this machine (DNS rebinding) arrives with that name in ``Host``. So every request must name the
server in ``Host`` — the address it listens on, ``localhost`` and the loopback addresses where
it listens on them, or a name given with ``--allow-host`` — and a request that carries an
``Origin`` must come from that same host (``null``, sent by sandboxed and file pages, is
refused). Programs that are not browsers send no ``Origin`` and are let in.

Pages of another site reach the protocol only where the player lets them, naming the site's
origin (``--allow-origin``, for the static site ``yukon site`` writes): such a page may open the
WebSocket and nothing else, and its session keeps no records (:meth:`Guard.foreign`).

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

__all__ = [
    "Guard",
    "HostNameError",
    "OriginError",
    "check_host_name",
    "check_origin",
    "is_loopback",
]

SOCKET_PATH = "/ws"
"""The one path a page of an allowed foreign origin may reach."""
_LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
_DEFAULT_PORTS = {"http": 80, "https": 443}
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


class OriginError(ValueError):
    """Text that is not a web origin."""


def check_origin(text: str) -> str:
    """``text`` as a web origin the way a browser sends it, ``scheme://host[:port]`` in lower
    case, the default port left out; raises :class:`OriginError`."""
    shown = excerpt(text, 80)
    try:
        parts = urlsplit(text.strip().lower())
        port = parts.port
    except ValueError as error:
        raise OriginError(f"{shown} is not an origin ({error})") from error
    if parts.scheme not in _DEFAULT_PORTS or not parts.hostname:
        raise OriginError(f"{shown} is not an origin: it starts with http:// or https://")
    if parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
        raise OriginError(f"{shown} is not an origin: give only scheme://host[:port]")
    try:
        name = check_host_name(parts.hostname)
    except HostNameError as error:
        raise OriginError(f"{shown} is not an origin: {error}") from error
    host = f"[{name}]" if ":" in name else name
    shown_port = "" if port in (None, _DEFAULT_PORTS[parts.scheme]) else f":{port}"
    return f"{parts.scheme}://{host}{shown_port}"


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
    """The host names this server answers to (lower case; IPv6 addresses without brackets),
    and the foreign origins whose pages may use its protocol (as :func:`check_origin` writes
    them)."""

    names: frozenset[str]
    origins: frozenset[str] = frozenset()

    @classmethod
    def listening(
        cls, host: str, allowed: Iterable[str] = (), origins: Iterable[str] = ()
    ) -> Guard:
        """The guard of a server listening on ``host``, answering also to ``allowed``, and to
        the pages of ``origins`` on its WebSocket."""
        names = {check_host_name(name) for name in allowed}
        if host not in _WILDCARDS:
            names.add(check_host_name(host))
        if host in _WILDCARDS or is_loopback(host):
            names.update(_LOOPBACK_NAMES)
        return cls(frozenset(names), frozenset(check_origin(origin) for origin in origins))

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
        if origin is None or self._own(origin, host):
            return None
        if self.foreign(request):
            if request.path == SOCKET_PATH:
                return None
            return f"a page from {excerpt(origin, 80)} may use only the protocol at {SOCKET_PATH}"
        return f"this server answers only its own page, not one from {excerpt(origin, 80)}"

    def foreign(self, request: web.BaseRequest) -> bool:
        """Does ``request`` come from a page of an allowed foreign origin (not the server's
        own)?"""
        origin = request.headers.get(hdrs.ORIGIN)
        if origin is None or not self.origins or self._own(origin, self.host(request)):
            return False
        try:
            return check_origin(origin) in self.origins
        except OriginError:
            return False

    @staticmethod
    def _own(origin: str, host: str | None) -> bool:
        """Is ``origin`` the server's own page, at the ``Host`` the request named?"""
        parts = urlsplit(origin.lower())
        return parts.scheme in _DEFAULT_PORTS and parts.netloc == host

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
