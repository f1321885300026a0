"""The package type-checks: the build compiles the solver with mypyc, which refuses to build
on any type error in the modules it follows (most of the package)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_package_type_checks() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir=/dev/null", "yukon_core"],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
