"""The solver's inner loop is compiled with mypyc when the package is installed (``setup.py``),
and a compiled module is never older than its source."""

from __future__ import annotations

import importlib
import os
import pkgutil
from pathlib import Path

import pytest

import yukon_core.solver

INNER_LOOP = ("deadlock", "depth_first", "expand", "board", "context", "flips")


def _compiled() -> list[Path]:
    """The files of the solver's modules that were loaded compiled."""
    files = (
        Path(importlib.import_module(f"yukon_core.solver.{info.name}").__file__)
        for info in pkgutil.iter_modules(yukon_core.solver.__path__)
    )
    return [file for file in files if file.suffix != ".py"]


@pytest.mark.skipif(bool(os.environ.get("YUKON_PURE_PYTHON")), reason="installed without compiling")
@pytest.mark.parametrize("name", INNER_LOOP)
def test_the_inner_loop_is_compiled(name: str) -> None:
    module = importlib.import_module(f"yukon_core.solver.{name}")
    assert not module.__file__.endswith(".py"), f"{name} runs as Python: reinstall the package"


@pytest.mark.parametrize("built", _compiled(), ids=lambda file: file.name.split(".")[0])
def test_no_compiled_module_is_older_than_its_source(built: Path) -> None:
    source = built.with_name(built.name.split(".")[0] + ".py")
    assert built.stat().st_mtime + 2 >= source.stat().st_mtime, (
        f"{source} changed after it was compiled: run `pip install -e .` again "
        "(or delete yukon_core/solver/*.so to run the sources as they are)"
    )
