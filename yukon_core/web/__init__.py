"""The web front end: ``yukon serve`` serves a page that plays every installed game, and the
engine protocol over a WebSocket (``docs/protocol.md``). It needs the ``web`` extra
(``pip install 'yukon[web]'``, for aiohttp)."""

from .server import STATIC, make_app, serve

__all__ = ["STATIC", "make_app", "serve"]
