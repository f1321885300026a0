"""The built-in variants, each a plugin registered through the ``yukon.variants`` entry points.

They use only the public API of :mod:`yukon_core`, exactly as a third-party package would.
"""
