"""``python -m yukon_core.cli``: the ``yukon`` command."""

from . import run

run()
