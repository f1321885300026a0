"""``yukon new-variant`` (issue 25, item 6): the package it writes installs with
``pip install -e`` and passes ``yukon check`` and its own tests unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from yukon_core.cli import main

BOOT = "import site, sys; site.addsitedir(sys.argv.pop(1)); "
DEV_PROFILE = {**os.environ, "YUKON_HYPOTHESIS_PROFILE": "dev"}
"""Whether the package works as written, not how hard the suite tries: the quick profile."""


def _in(site_dir: Path, code: str, *argv: str, cwd: Path | None = None) -> str:
    """Run ``code`` in a Python that also sees the packages installed into ``site_dir``."""
    done = subprocess.run(
        [sys.executable, "-c", BOOT + code, str(site_dir), *argv],
        capture_output=True, text=True, cwd=cwd, timeout=300, env=DEV_PROFILE,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_a_new_variant_installs_and_passes_the_check_unchanged(tmp_path, capsys) -> None:
    # a project around the package whose pytest settings its tests must not take
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\naddopts = "--not-ours"\n')
    assert main(["new-variant", "pelican", "--dir", str(tmp_path)]) == 0
    root = tmp_path / "yukon-pelican"
    assert f"python -m pip install -e '{root}[test]'" in capsys.readouterr().out
    prefix = tmp_path / "prefix"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--prefix",
         str(prefix), "-e", str(root)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    purelib = sysconfig.get_path("purelib", vars={"base": str(prefix), "platbase": str(prefix)})
    checked = _in(Path(purelib), "from yukon_core.cli import main; sys.exit(main(sys.argv[1:]))",
                  "check", "pelican")  # fmt: skip
    assert checked.splitlines()[0] == "pelican" and checked.endswith(" passed, 0 failed\n")
    tested = _in(Path(purelib), "import pytest; sys.exit(pytest.main(sys.argv[1:]))",
                 "-q", "-p", "no:cacheprovider", "tests", cwd=root)  # fmt: skip
    assert " passed" in tested and "failed" not in tested


@pytest.mark.parametrize(
    ("name", "message"),
    [("classic", "is installed already"), ("Bad Name", "lower-case letters"), ("x", "two or more")],
)
def test_a_name_that_cannot_be_used_is_refused(tmp_path, capsys, name: str, message: str) -> None:
    assert main(["new-variant", name, "--dir", str(tmp_path)]) == 2
    assert message in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_existing_folder_is_left_alone(tmp_path, capsys) -> None:
    (tmp_path / "yukon-pelican").mkdir()
    assert main(["new-variant", "pelican", "--dir", str(tmp_path)]) == 2
    assert "exists already" in capsys.readouterr().err
