"""The distribution ships every package of the source tree and registers the built-ins."""

from __future__ import annotations

import tomllib
from importlib.metadata import entry_points
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_core_package_is_listed() -> None:
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "yukon_core").rglob("__init__.py")
    }
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_every_builtin_variant_module_is_an_entry_point() -> None:
    modules = {f"yukon_variants.{p.stem}" for p in (ROOT / "variants").glob("*.py")}
    modules.discard("yukon_variants.__init__")
    declared = set(PYPROJECT["project"]["entry-points"]["yukon.variants"].values())
    installed = {e.value for e in entry_points(group="yukon.variants")}
    assert modules == declared
    assert declared <= installed
