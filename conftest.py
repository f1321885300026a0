"""Keeps every test run out of the player's home: the user-data folder (saves' signing key,
default records) is a fresh temporary folder for the whole run. And Ctrl-C is Ctrl-C in every
test process and the commands it starts, however the run was started (a shell starts a
background job with SIGINT ignored, and its children inherit that)."""

import atexit
import os
import shutil
import signal
import tempfile

_DATA = tempfile.mkdtemp(prefix="yukon-test-data-")
os.environ["YUKON_DATA_DIR"] = _DATA
atexit.register(shutil.rmtree, _DATA, ignore_errors=True)

if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
