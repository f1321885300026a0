"""The architecture rules: the core knows no variant, and every hook is documented."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from pathlib import Path

import yukon_core
from yukon_core.hookspecs import RegistrationSpecs, RuleSpecs

ROOT = Path(__file__).resolve().parents[1]


def test_core_source_never_imports_the_variants() -> None:
    offenders = []
    for path in (ROOT / "yukon_core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "yukon_variants"]
    assert offenders == []


def test_importing_and_using_the_core_loads_variants_only_as_plugins() -> None:
    script = (
        "import sys, yukon_core\n"
        "assert not any(m.startswith('yukon_variants') for m in sys.modules), 'imported early'\n"
        "yukon_core.default_registry()\n"
        "print(sorted(m for m in sys.modules if m.startswith('yukon_variants.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert "yukon_variants.classic" in out.stdout


def _hooks() -> list[str]:
    return [
        name
        for spec in (RegistrationSpecs, RuleSpecs)
        for name, _ in inspect.getmembers(spec, inspect.isfunction)
        if name.startswith("yukon_")
    ]


def test_every_hook_has_a_docstring_and_a_docs_section() -> None:
    docs = (ROOT / "docs" / "hooks.md").read_text(encoding="utf-8")
    hooks = _hooks()
    assert len(hooks) >= 9
    for name in hooks:
        function = getattr(RuleSpecs, name, None) or getattr(RegistrationSpecs, name)
        assert inspect.getdoc(function), f"{name} has no docstring"
        assert f"### `{name}`" in docs, f"{name} is not documented in docs/hooks.md"


def test_public_api_is_listed() -> None:
    for name in yukon_core.__all__:
        assert hasattr(yukon_core, name), name
    public = {n for n in vars(yukon_core) if not n.startswith("_")}
    modules = {n for n in public if inspect.ismodule(getattr(yukon_core, n))}
    assert public - modules <= set(yukon_core.__all__)


def test_every_invariant_is_documented() -> None:
    from yukon_core.testing import INVARIANTS

    docs = (ROOT / "docs" / "invariants.md").read_text(encoding="utf-8")
    for name in INVARIANTS:
        assert f"### `{name}`" in docs, f"invariant {name} is not documented in docs/invariants.md"


def test_the_core_and_the_command_do_not_import_the_test_tools() -> None:
    script = (
        "import sys, yukon_core, yukon_core.cli\n"
        "print(sorted(m for m in ('hypothesis', 'pytest') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
