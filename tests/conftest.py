"""Test settings: the invariant suite's hypothesis profiles, ``dev`` or ``ci``.

``YUKON_HYPOTHESIS_PROFILE`` chooses; without it, ``ci`` when ``CI`` is set, else ``dev``.
"""

from yukon_core.testing import load_profile

load_profile()
