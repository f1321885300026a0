"""Hypothesis profiles for the invariant suite: ``dev`` (fast) and ``ci`` (thorough).

:func:`load_profile` picks ``YUKON_HYPOTHESIS_PROFILE`` if set, else ``ci`` when the ``CI``
environment variable is set, else ``dev``. Registering our own ``ci`` replaces hypothesis's.
Neither keeps hypothesis's example database, nor lets hypothesis write its other files (a
character table) into the current folder: both go to a temporary folder removed at exit, unless
``YUKON_HYPOTHESIS_DB`` names a folder to keep them in.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import HealthCheck, settings
from hypothesis.configuration import set_hypothesis_home_dir
from hypothesis.database import DirectoryBasedExampleDatabase
from hypothesis.internal.conjecture import engine

__all__ = ["PROFILES", "load_profile", "share_of_examples"]

PROFILES = ("dev", "ci")

SHRINK_SECONDS = 30
"""How long hypothesis may shrink a failing example before it reports the best one so far (its
own limit, 300 s, lives in its engine module: there is no setting for it)."""
if hasattr(engine, "MAX_SHRINKING_SECONDS"):
    engine.MAX_SHRINKING_SECONDS = SHRINK_SECONDS

_FOLDER = os.environ.get("YUKON_HYPOTHESIS_DB")
_DATABASE = DirectoryBasedExampleDatabase(_FOLDER) if _FOLDER else None
if not _FOLDER:
    _scratch = tempfile.mkdtemp(prefix="yukon-hypothesis-")
    atexit.register(shutil.rmtree, _scratch, ignore_errors=True)
set_hypothesis_home_dir(_FOLDER or _scratch)

settings.register_profile(
    "dev",
    max_examples=25,
    deadline=None,
    database=_DATABASE,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "ci",
    database=_DATABASE,
    max_examples=100,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def load_profile(name: str | None = None) -> str:
    """Load profile ``name`` (or the one the environment chooses) and return its name."""
    chosen = (
        name
        or os.environ.get("YUKON_HYPOTHESIS_PROFILE")
        or ("ci" if os.environ.get("CI") else "dev")
    )
    if chosen not in PROFILES:
        raise ValueError(f"hypothesis profile {chosen!r} is not one of {', '.join(PROFILES)}")
    settings.load_profile(chosen)
    return chosen


@contextmanager
def share_of_examples(share: float) -> Iterator[None]:
    """Hypothesis tests built inside run ``share`` (0 to 1) of the loaded profile's examples,
    at least one each: for a suite over many games, some of which need not run in full."""
    if not 0 < share <= 1:
        raise ValueError(f"a share of examples is more than 0 and at most 1, not {share}")
    loaded = settings.get_current_profile_name()
    profile = settings.get_profile(loaded)
    scaled = f"{loaded}-{share:g}"
    examples = max(1, round(profile.max_examples * share))
    settings.register_profile(scaled, profile, max_examples=examples)
    settings.load_profile(scaled)
    try:
        yield
    finally:
        settings.load_profile(loaded)
