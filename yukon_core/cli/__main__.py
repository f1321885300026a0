"""``python -m yukon_core.cli``: the ``yukon`` command."""

import sys

from . import main

sys.exit(main())
