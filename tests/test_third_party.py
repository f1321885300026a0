"""The third-party example, Moosehide (``docs/examples/moosehide``), installed from its folder.

It reaches yukon only through the ``yukon.variants`` entry point: nothing in the project imports
it. Install it with ``python -m pip install -e ./docs/examples/moosehide`` (as ``.ci/run`` does).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import pytest

from yukon_core import deal, default_registry
from yukon_core.cli import main

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "docs" / "examples" / "moosehide"


@pytest.fixture(scope="module", autouse=True)
def installed() -> None:
    try:
        distribution("yukon-moosehide")
    except PackageNotFoundError:
        pytest.fail("install the example first: python -m pip install -e ./docs/examples/moosehide")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_registered_only_through_its_entry_point() -> None:
    (entry,) = [e for e in distribution("yukon-moosehide").entry_points if e.name == "moosehide"]
    assert (entry.group, entry.value) == ("yukon.variants", "yukon_moosehide")
    importers = [
        path.relative_to(ROOT)
        for folder in ("yukon_core", "variants", "tests")
        for path in (ROOT / folder).rglob("*.py")
        if re.search(r"^\s*(from|import) yukon_moosehide", path.read_text("utf-8"), re.M)
    ]
    assert importers == []


def test_yukon_variants_lists_it() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "variants"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert re.search(r"^moosehide\s+M\s+Moosehide\s+1\s+7$", out, re.M)


def test_it_deals_the_shared_yukon_layout(capsys) -> None:
    status, out, _ = run(capsys, "deal", "YU1-M-AAAAAAB")
    assert status == 0
    assert out.startswith("Moosehide  YU1-M-AAAAAAB  (deal 1)")
    status, out, _ = run(capsys, "deal", "moosehide", "1", "--json")
    data = json.loads(out)
    assert (data["variant"], data["code"]) == ("moosehide", "YU1-M-AAAAAAB")
    rules = default_registry().rules("moosehide")
    assert deal(rules.layout, 1) == deal(default_registry().rules("classic").layout, 1)


@pytest.fixture
def moosehide_file(tmp_path: Path) -> Path:
    """A Moosehide position: column 1 shows ♥10, column 2 ♠10, column 3 ♠9 (rest elsewhere)."""
    rules = default_registry().rules("moosehide")
    placed = {"10H", "10S", "9S"}
    rest = [c.text() for c in rules.cards if c.text() not in placed]
    columns = [
        {"down": [], "up": ["10H"]},
        {"down": [], "up": ["10S"]},
        {"down": [], "up": ["9S"]},
        {"down": rest[:-1], "up": rest[-1:]},
        *({"down": [], "up": []} for _ in range(3)),
    ]
    data = {
        "format": "yukon-position",
        "version": 1,
        "variant": "moosehide",
        "columns": columns,
        "foundations": [[], [], [], []],
    }
    path = tmp_path / "moosehide.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_it_plays_by_its_own_build_rule(capsys, moosehide_file: Path) -> None:
    status, out, _ = run(capsys, "moves", "--position", str(moosehide_file))
    assert status == 0
    assert "9S>1" in out.split()
    assert "9S>2" not in out.split()
    status, out, _ = run(capsys, "play-moves", "--position", str(moosehide_file), "9S>1", "--json")
    assert status == 0
    played = json.loads(out)["position"]
    assert played["columns"][0]["up"] == ["10H", "9S"]
    assert played["columns"][2] == {"down": [], "up": []}


def test_its_refusals_name_the_suit(capsys, moosehide_file: Path) -> None:
    status, _, err = run(capsys, "play-moves", "--position", str(moosehide_file), "9S>2")
    assert status == 1
    assert "wrong_suit: ♠9 goes on ♥10 or ♦10 or ♣10" in err


@pytest.mark.parametrize(
    "name",
    [
        "pyproject.toml",
        "yukon_moosehide/__init__.py",
        "tests/conftest.py",
        "tests/test_moosehide.py",
    ],
)
def test_the_plugin_guide_shows_the_package_as_it_is(name: str) -> None:
    guide = (ROOT / "docs" / "plugin-guide.md").read_text(encoding="utf-8")
    assert f"`docs/examples/moosehide/{name}`" in guide
    assert (PACKAGE / name).read_text(encoding="utf-8") in guide


def test_its_tests_run_with_its_own_settings_inside_yukons_tree() -> None:
    """The plugin guide's ``python -m pytest docs/examples/moosehide``, from yukon's folder,
    with only the package's ``test`` extra: yukon's own settings (pytest-xdist) stay out."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider",
         "docs/examples/moosehide"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**os.environ, "YUKON_HYPOTHESIS_PROFILE": "dev"},  # the wiring, not the strength
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"rootdir: {PACKAGE}" in done.stdout
