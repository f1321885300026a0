"""Build hook: the hot paths — the engine's moves and the solver's inner loop — are compiled to
C with mypyc.

The modules below are plain, type-checked Python and run as such wherever they are not compiled;
compiled, the solver expands about twice as many positions a second and random play runs two
to three times as many steps (``benchmarks/random_play.py``). ``YUKON_PURE_PYTHON=1``
skips the compilation (for instance while editing these modules in an editable install). Where
no working C compiler is found, the install goes on as pure Python and says so in one line
(shown by ``pip install -v``; ``yukon --version`` tells which build is installed).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ENGINE = [
    f"yukon_core/engine/{name}.py"
    for name in ("applying", "checking", "generate", "goal", "places", "stock")
]
SOLVER = [
    f"yukon_core/solver/{name}.py"
    for name in (
        "best_first",
        "board",
        "column_context",
        "context",
        "deadlock",
        "depth_first",
        "expand",
        "flips",
        "foundations",
        "keyset",
        "pairs",
        "piles/context",
        "piles/moves",
        "piles/shape",
        "restarts",
        "seats",
        "shared",
    )
]
COMPILED = ENGINE + SOLVER


class BuildWhereACompilerWorks(build_ext):
    """Builds the extensions if a small C file compiles, and none (pure Python) otherwise."""

    def build_extensions(self) -> None:
        try:
            with tempfile.TemporaryDirectory() as folder:
                probe = Path(folder, "probe.c")
                probe.write_text("int yukon_probe(void) { return 0; }\n", encoding="ascii")
                self.compiler.compile([str(probe)], output_dir=folder)
        except Exception as error:  # any way a compiler can be missing or broken
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            print(
                f"yukon: no working C compiler ({reason}): installed as pure Python, "
                "the engine and the solver about half as fast",
                file=sys.stderr,
            )
            self.extensions = []
            return
        super().build_extensions()


def extensions() -> list[Extension]:
    if os.environ.get("YUKON_PURE_PYTHON"):
        return []
    from mypyc.build import mypycify

    return mypycify(COMPILED, opt_level="3", group_name="yukon_solver")


setup(ext_modules=extensions(), cmdclass={"build_ext": BuildWhereACompilerWorks})
