"""The static site ``yukon site DIR`` writes: the page, the TypeScript engine compiled to
JavaScript (``engine/``, built from ``engine-ts/`` and shipped in the package), and every
installed game as data (``games/``: its export, its rules page as HTML, the shipped verdicts of
its deals), so that any static host serves every game to play offline, with no server."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path
from typing import Any

from ..messages import LANGUAGES
from ..published import shipped_verdicts
from ..registry import Registry, default_registry
from ..rules import RuleTable
from ..rules_export import ExportError, export_rules
from ..rules_html import rules_html
from ..rules_text import rules_text

__all__ = ["write_site"]

_WEB = resources.files("yukon_core.web")


def write_site(folder: Path, registry: Registry | None = None) -> list[str]:
    """Write the site into ``folder`` (made if missing); the games it holds. A game whose
    rules cannot be exported is left out, and named by the :class:`ExportError` it raised."""
    registry = registry or default_registry()
    folder.mkdir(parents=True, exist_ok=True)
    for part in ("static", "engine"):
        shutil.copytree(Path(str(_WEB.joinpath(part))), folder / part, dirs_exist_ok=True)
    page = (folder / "static" / "index.html").read_text(encoding="utf-8")
    page = page.replace('"/static/', '"static/').replace("<html ", '<html data-engine="local" ', 1)
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
