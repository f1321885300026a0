"""Test settings: hypothesis profiles ``dev`` (fast) and ``ci`` (thorough).

The profile comes from ``YUKON_HYPOTHESIS_PROFILE``; without it, ``ci`` when ``CI`` is set
(as on the CI machine) and ``dev`` otherwise.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "ci",
    max_examples=150,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(
    os.environ.get("YUKON_HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)
