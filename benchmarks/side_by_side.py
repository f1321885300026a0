"""Measuring this code and the code of another git revision side by side, in one run, since a
shared machine's figures move from run to run.

A benchmark calls :func:`in_trees` with its own script and arguments: the script runs once in
this tree and once in a worktree of the revision, each in a process of its own whose
``yukon_core`` (and compiled modules, where built) is that tree's (:func:`use_core_of`, ahead of
an editable install's finder; the installed variants stay), and prints one JSON object of
figures. With ``compiled``, the revision's modules are compiled in its worktree first, as this
tree's are by an editable install, so that compiled code is set beside compiled code.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import json
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TREE_MODULES = ("yukon_core", "yukon_solver__mypyc")
"""The top-level modules a tree gives: the package and, where compiled, mypyc's shared code."""
HERE_FLAG = "--measure-here"
"""The flag with which a benchmark's script is asked to measure in its working tree."""


def use_core_of(tree: Path) -> None:
    """Make ``yukon_core`` and its modules this process's copy in ``tree``."""

    class TreeFirst(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
            if name.split(".")[0] not in TREE_MODULES:
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path or [str(tree)])
            if spec is None:  # not in that tree: not from anywhere else either
                raise ModuleNotFoundError(f"no module named {name!r} in {tree}", name=name)
            return spec

    sys.meta_path.insert(0, TreeFirst())


def _compile(tree: Path, scratch: Path) -> None:
    """Build ``tree``'s wheel (its compiled modules with it) and put its extension modules
    beside their sources, as an editable install does."""
    wheels = scratch / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--wheel-dir",
                    str(wheels), str(tree)], check=True, capture_output=True)  # fmt: skip
    for wheel in wheels.glob("yukon-*.whl"):
        with zipfile.ZipFile(wheel) as archive:
            for name in archive.namelist():
                if name.endswith(".so"):
                    archive.extract(name, tree)


def in_trees(
    script: str,
    arguments: list[str],
    before: str | None,
    rounds: int = 1,
    compiled: bool = False,
) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(which code, its figures)`` from ``script`` run with ``arguments`` and
    :data:`HERE_FLAG` in this tree and, with ``before``, in that revision's, taking turns for
    ``rounds`` rounds; with ``compiled`` that revision's modules are compiled first."""
    with tempfile.TemporaryDirectory() as scratch:
        trees = [("this code", ROOT)]
        if before:
            old = Path(scratch) / "before"
            subprocess.run(["git", "worktree", "add", "-q", "--detach", str(old), before],
                           cwd=ROOT, check=True)  # fmt: skip
            trees.append((f"code at {before}", old))
            if compiled:
                _compile(old, Path(scratch))
        try:
            for _ in range(rounds):
                for name, tree in trees:
                    answer = subprocess.run(
                        [sys.executable, str(Path(script).resolve()), HERE_FLAG, *arguments],
                        cwd=tree, capture_output=True, text=True, check=False,
                    )  # fmt: skip
                    if answer.returncode:
                        raise SystemExit(f"the measurement in {name} failed:\n{answer.stderr}")
                    yield name, json.loads(answer.stdout)
        finally:
            if before:
                subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT,
                               check=False)  # fmt: skip
