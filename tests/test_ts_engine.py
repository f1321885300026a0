"""The TypeScript engine (issue 48, items 2 and 3): built by ``npx tsc -p engine-ts`` (``.ci/run``
does it), its own tests pass under Node's test runner, and its seeded random walks agree with
this engine's move for move and position for position on every installed game.

Without Node or the built engine the tests are skipped here, and fail in CI."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from ts_walks import ROOT, first_difference, node, ts_walk, walk

from yukon_core import default_registry
from yukon_core.rules_export import export_rules

REGISTRY = default_registry()
NAMES = [variant.name for variant in REGISTRY.variants]

if node() is None:
    reason = "Node or the built TypeScript engine is missing (npm ci && npx tsc -p engine-ts)"
    if os.environ.get("CI"):
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason, allow_module_level=True)


@pytest.fixture(scope="module")
def exports(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("exports")
    for name in NAMES:
        document = export_rules(REGISTRY.rules(name))
        (folder / f"{name}.json").write_text(json.dumps(document), encoding="utf-8")
    return folder


def test_the_engines_own_tests_pass(exports: Path) -> None:
    done = subprocess.run(
        [node(), "--test", str(ROOT / "engine-ts" / "dist" / "test")],
        capture_output=True, text=True, env={**os.environ, "YUKON_EXPORTS": str(exports)},
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout and "# skipped 0" in done.stdout


@pytest.mark.parametrize("name", NAMES)
def test_seeded_walks_agree_with_this_engine(name: str, exports: Path) -> None:
    rules = REGISTRY.rules(name)
    mine = list(walk(rules, first=1, walks=3, steps=150, seed=17))
    assert first_difference(mine, ts_walk(exports / f"{name}.json", 1, 3, 150, 17)) is None
    assert len(mine) > 30
