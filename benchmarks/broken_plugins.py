"""How fast, and how clearly, each broken third-party plugin is caught (issue 25).

    python benchmarks/broken_plugins.py

Each plugin of ``tests/fake_plugins.BROKEN`` is installed on its own beside the built-ins (a
module and its ``dist-info`` on ``PYTHONPATH``), then ``yukon variants`` and ``yukon check
NAME`` run on it. For each: the exit status, the seconds, and the first line either prints
about the plugin.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fake_plugins import BROKEN, broken_plugin


def run(folder: Path, *argv: str) -> tuple[int, float, list[str]]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", *argv], capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": str(folder)},
    )  # fmt: skip
    return done.returncode, time.perf_counter() - started, (done.stdout + done.stderr).splitlines()


def about(lines: list[str], name: str) -> str:
    """The first line that tells of a failure, else the first naming the plugin, cut short."""
    failures = [line for line in lines if any(m in line for m in ("FAILED", "broke", "error"))]
    naming = [line for line in lines if name in line]
    return next(iter(failures + naming), "(nothing)").strip()[:110]


def main() -> None:
    print("| plugin | command | status | seconds | first line about it |")
    print("| --- | --- | ---: | ---: | --- |")
    for name in BROKEN:
        folder = broken_plugin(Path(tempfile.mkdtemp(prefix="yukon-broken-")), name)
        for argv in (("variants",), ("check", name)):
            status, seconds, lines = run(folder, *argv)
            command = "yukon " + " ".join(argv)
            print(f"| {name} | `{command}` | {status} | {seconds:.1f} | `{about(lines, name)}` |")


if __name__ == "__main__":
    main()
