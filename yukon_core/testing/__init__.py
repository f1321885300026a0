"""The cross-variant invariant suite, for any variant plugin (``docs/testing-your-variant.md``).

Hypothesis strategies over a variant's rules, the named invariants, and two ways to run them:
``contract_tests(...)`` in a pytest module and ``yukon check`` on the command line.
"""

from importlib.util import find_spec

from .contract import Outcome, check_variant, contract_tests
from .invariants import (
    INVARIANTS,
    Invariant,
    InvariantFailure,
    Target,
    assert_sound_position,
    invariant,
)
from .lines import Broken, Line, reporting
from .machine import game_machine
from .profiles import PROFILES, load_profile, share_of_examples
from .session_invariants import games

if find_spec("gymnasium") is not None:  # the environment's invariants join, with the rl extra
    from . import env_invariants  # noqa: F401
from .strategies import (
    deal_numbers,
    deals,
    lines,
    moves,
    picker,
    played_positions,
    random_lines,
    winning_lines,
)

__all__ = [
    "INVARIANTS",
    "PROFILES",
    "Broken",
    "Invariant",
    "InvariantFailure",
    "Line",
    "Outcome",
    "Target",
    "assert_sound_position",
    "check_variant",
    "contract_tests",
    "deal_numbers",
    "deals",
    "game_machine",
    "games",
    "invariant",
    "lines",
    "load_profile",
    "moves",
    "picker",
    "played_positions",
    "random_lines",
    "reporting",
    "share_of_examples",
    "winning_lines",
]
