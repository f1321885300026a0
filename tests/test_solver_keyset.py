"""The compact key set the searches keep their positions in (issue 50, item 1): it answers as a
set of the keys would, holds 8 bytes a slot and at most three quarters of its slots full, grows
one shard at a time, and lets about half of its keys go when thinned."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import default_registry, new_game
from yukon_core.solver import Budget
from yukon_core.solver.board import Board
from yukon_core.solver.column_context import ColumnContext
from yukon_core.solver.context import REMEMBERED_VERDICTS
from yukon_core.solver.keyset import FEWEST_SLOTS, SHARDS, SLOT_BYTES, KeySet


@given(st.lists(st.binary(max_size=12), max_size=300), st.lists(st.binary(max_size=12)))
def test_it_answers_as_a_set_of_the_keys_would(added: list[bytes], asked: list[bytes]) -> None:
    keys = KeySet(4 * SHARDS)  # grows many times on the way
    held: set[bytes] = set()
    for key in added:
        assert keys.add(key) is (key not in held)
        held.add(key)
    assert len(keys) == len(held)
    for key in [*added, *asked]:
        assert (key in keys) is (key in held)


def test_it_holds_eight_bytes_a_slot_and_grows_before_it_is_three_quarters_full() -> None:
    keys = KeySet()
    for number in range(90_000):
        keys.add(number.to_bytes(4, "big"))
        assert len(keys) * 4 <= keys.nbytes // SLOT_BYTES * 3
    assert keys.nbytes == 1 << 17 << 3  # 131,072 slots of 8 bytes for 90,000 keys
    assert keys.nbytes / len(keys) < 12


def test_thinning_keeps_about_half_and_another_half_each_round() -> None:
    chooser = random.Random(7)
    every = [chooser.randbytes(40) for _ in range(20_000)]
    keys = KeySet()
    for key in every:
        keys.add(key)
    slots = keys.nbytes
    keys.thin(0)
    kept = [key for key in every if key in keys]
    assert 0.45 < len(kept) / len(every) < 0.55 and len(keys) == len(kept)
    assert keys.nbytes == slots, "in the same slots"
    keys.thin(1)
    twice = [key for key in kept if key in keys]
    assert 0.45 < len(twice) / len(kept) < 0.55, "the second round chooses by another bit"
    assert not any(key in keys for key in every if key not in kept)
    for key in every:
        keys.add(key)
    assert len(keys) == len(every) and all(key in keys for key in every)


def test_a_set_is_crowded_once_a_shard_is_past_five_eighths_and_thinning_makes_room() -> None:
    keys = KeySet(FEWEST_SLOTS)
    number = 0
    while not keys.crowded:
        keys.add(number.to_bytes(4, "big"))
        number += 1
    assert keys.nbytes == FEWEST_SLOTS * SLOT_BYTES, "no shard doubles before it is crowded"
    assert number > FEWEST_SLOTS // SHARDS * 5 // 8, "one shard is past five eighths"
    keys.thin(3)
    assert not keys.crowded and keys.nbytes == FEWEST_SLOTS * SLOT_BYTES


def test_a_bounded_set_grows_one_shard_at_a_time_up_to_its_bound() -> None:
    most = 16 * FEWEST_SLOTS
    keys = KeySet(FEWEST_SLOTS, most_slots=most)
    sizes = {keys.nbytes}
    thinned = 0
    for number in range(200_000):
        keys.add(number.to_bytes(4, "big"))
        sizes.add(keys.nbytes)
        assert not keys.crowded or keys.nbytes == most * SLOT_BYTES, "crowded only at its bound"
        if keys.crowded:
            keys.thin(thinned)
            thinned += 1
            assert not keys.crowded and keys.nbytes == most * SLOT_BYTES
    assert max(sizes) == most * SLOT_BYTES and thinned > 10
    shard = FEWEST_SLOTS // SHARDS * SLOT_BYTES
    assert all(size % shard == 0 for size in sizes)
    assert len(sizes) == 4 * SHARDS + 1, "each shard doubled four times, each at its own key"


@pytest.mark.parametrize("slots", [0, 3, 6, 32, 1000])
def test_a_key_set_needs_a_power_of_two_of_slots(slots: int) -> None:
    with pytest.raises(ValueError, match="power of two"):
        KeySet(slots)


def test_the_relaxations_remembered_verdicts_are_forgotten_once_there_are_many() -> None:
    rules = default_registry().rules("classic")
    start = new_game("classic", 1).start
    context = ColumnContext(rules, start, Budget(nodes=None, seconds=None))
    columns, piles, view = context.settle(*Board.encode(start), [])
    key = context.key(columns, piles, view)
    assert not context.dead(key, columns, piles), "the relaxation does not prove deal 1 lost"
    context.remember(key, lost=True)
    assert context.dead(key, columns, piles), "answered from memory"
    for number in range(REMEMBERED_VERDICTS - 2):
        context.remember(number.to_bytes(4, "big"), lost=False)
    assert context.dead(key, columns, piles), "still remembered"
    context.remember(b"one too many", lost=False)
    assert not context.dead(key, columns, piles), "forgotten, so the relaxation is asked again"
