"""Keeps every test run out of the player's home: the user-data folder (saves' signing key,
default records) is a fresh temporary folder for the whole run."""

import atexit
import os
import shutil
import tempfile

_DATA = tempfile.mkdtemp(prefix="yukon-test-data-")
os.environ["YUKON_DATA_DIR"] = _DATA
atexit.register(shutil.rmtree, _DATA, ignore_errors=True)
