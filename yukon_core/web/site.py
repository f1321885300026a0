"""The static site ``yukon site DIR`` writes: the page, the TypeScript engine compiled to
JavaScript (``engine/``, built from ``engine-ts/`` and shipped in the package), and every
installed game as data (``games/``: its export, its rules page as HTML, the shipped verdicts of
its deals), so that any static host serves every game to play offline, with no server. A site
may name a ``yukon serve`` (``server``) that its page asks what needs the solver — hints, and
whether a game is certainly lost — wherever that server is reachable and lets the site in
(``yukon serve --allow-origin``); elsewhere the page answers on its own."""

from __future__ import annotations

import html
import json
import shutil
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..bounded import excerpt
from ..messages import LANGUAGES
from ..published import shipped_verdicts
from ..registry import Registry, default_registry
from ..rules import RuleTable
from ..rules_export import ExportError, export_rules
from ..rules_html import rules_html
from ..rules_text import rules_text

__all__ = ["ServerAddressError", "check_server_address", "write_site"]

_WEB = resources.files("yukon_core.web")


class ServerAddressError(ValueError):
    """Text that is not the address of a ``yukon serve`` WebSocket."""


def check_server_address(text: str) -> str:
    """``text`` as the address of a ``yukon serve`` WebSocket (``ws://`` or ``wss://``, a host,
    a port and a path); raises :class:`ServerAddressError`."""
    shown = excerpt(text, 80)
    try:
        parts = urlsplit(text.strip())
        _ = parts.port  # a port that is not a number raises here
    except ValueError as error:
        raise ServerAddressError(f"{shown} is not an address: {error}") from error
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ServerAddressError(
            f"{shown} is not a WebSocket address: give ws://host:port/ws, as yukon serve listens"
        )
    if parts.query or parts.fragment or parts.username:
        raise ServerAddressError(f"{shown}: give the address with no query, fragment or user")
    return parts.geturl()


def write_site(
    folder: Path, registry: Registry | None = None, server: str | None = None
) -> list[str]:
    """Write the site into ``folder`` (made if missing); the games it holds. A game whose
    rules cannot be exported is left out, and named by the :class:`ExportError` it raised.
    ``server``: the WebSocket of a ``yukon serve`` the page asks for the solver's answers
    (checked by :func:`check_server_address`)."""
    registry = registry or default_registry()
    engine = 'data-engine="local" '
    if server is not None:
        engine += f'data-server="{html.escape(check_server_address(server))}" '
    folder.mkdir(parents=True, exist_ok=True)
    for part in ("static", "engine"):
        shutil.copytree(Path(str(_WEB.joinpath(part))), folder / part, dirs_exist_ok=True)
    page = (folder / "static" / "index.html").read_text(encoding="utf-8")
    page = page.replace('"/static/', '"static/').replace("<html ", f"<html {engine}", 1)
    (folder / "index.html").write_text(page, encoding="utf-8")
    games = folder / "games"
    games.mkdir(exist_ok=True)
    written = []
    for variant in registry.variants:
        rules = registry.rules(variant.name)
        try:
            document = export_rules(rules, registry)
        except ExportError:
            continue
        extras = {
            "rules_html": {
                lang: rules_html(rules_text(rules, lang, registry)) for lang in LANGUAGES
            },
            "verdicts": _verdicts(rules),
        }
        (games / f"{variant.name}.json").write_text(json.dumps(document), encoding="utf-8")
        (games / f"{variant.name}.site.json").write_text(json.dumps(extras), encoding="utf-8")
        written.append(variant.name)
    (games / "index.json").write_text(json.dumps(written), encoding="utf-8")
    return written


def _verdicts(rules: RuleTable) -> dict[str, Any] | None:
    shipped = shipped_verdicts(rules)
    return None if shipped is None else {"first": shipped.first, "letters": shipped.letters}
