"""The protocol's conformance suite, run against ``yukon engine`` (any implementation can run it:
``yukon_core/testing/conformance.py``)."""

from yukon_core.testing.conformance import *  # noqa: F403
