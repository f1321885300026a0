"""Every installed variant — built-in and third-party — through the whole invariant suite.

Select one with ``-k``, e.g. ``pytest tests/test_contract.py -k classic-card_conservation``.
"""

from yukon_core import default_registry
from yukon_core.testing import contract_tests

test_contract = contract_tests(*(variant.name for variant in default_registry().variants))
