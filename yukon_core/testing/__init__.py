"""The cross-variant invariant suite, for any variant plugin (``docs/testing-your-variant.md``).

Hypothesis strategies over a variant's rules, the named invariants, and two ways to run them:
``contract_tests(...)`` in a pytest module and ``yukon check`` on the command line.
"""

from .contract import Outcome, check_variant, contract_tests
from .invariants import INVARIANTS, Invariant, Target, assert_sound_position, invariant
from .machine import game_machine
from .profiles import PROFILES, load_profile
from .session_invariants import games
from .strategies import deal_numbers, deals, move_paths, moves, played_positions

__all__ = [
    "INVARIANTS",
    "PROFILES",
    "Invariant",
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
    "load_profile",
    "move_paths",
    "moves",
    "played_positions",
]
