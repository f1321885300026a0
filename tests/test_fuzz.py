"""Fuzzing every reader of outside data (issue 24, item 9): each input is accepted or refused
with the reader's one documented error, never anything else. Hypothesis drives the random
source, so a failure shrinks to a small input; ``benchmarks/fuzz.py`` runs 100,000 each."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core.testing.fuzzing import READERS, Reader, try_reader


@pytest.mark.parametrize("reader", READERS, ids=lambda reader: reader.name.replace(" ", "-"))
def test_a_reader_accepts_or_refuses_with_its_error(reader: Reader) -> None:
    seen: set[bool] = set()

    @given(st.randoms(use_true_random=False))
    def read(rng: random.Random) -> None:
        seen.add(try_reader(reader, reader.make(rng)))

    read()
    assert seen  # the reader was run on inputs


def test_the_inputs_reach_both_outcomes() -> None:
    """The inputs are neither all junk nor all valid: each reader accepts some and refuses
    some (the play loop refuses nothing: it answers every line)."""
    for reader in READERS:
        rng = random.Random(0)
        outcomes = {try_reader(reader, reader.make(rng)) for _ in range(400)}
        expected = {True} if reader.refusal == () else {True, False}
        assert outcomes == expected, reader.name
