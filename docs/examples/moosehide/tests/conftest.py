"""Use yukon's hypothesis profiles (``dev`` fast, ``ci`` thorough) for the invariant suite."""

from yukon_core.testing import load_profile

load_profile()
