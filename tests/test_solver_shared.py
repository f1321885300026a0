"""The finished positions two depth-first searches share (``shared.py``): each side reads what
the other wrote, a full table takes no more, and passing over a partner's finished positions
hides no win and still proves a loss, even when the partner stopped part-way."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pytest

from yukon_core import (
    Budget,
    Move,
    Position,
    RuleTable,
    SolveResult,
    Verdict,
    apply,
    deal,
    default_registry,
)
from yukon_core.solver import search
from yukon_core.solver.column_context import ColumnContext
from yukon_core.solver.depth_first import depth_first
from yukon_core.solver.shared import FinishedTables
from yukon_core.solver.split import HELPER_SEED

REGISTRY = default_registry()
# Complete depth-first alone: 4,264 classes (Classic, up to flips) and 15,376 positions
WON = [("classic", 20), ("alaska", 6)]
LOST = [("classic", 156), ("alaska", 34)]  # 6,814 classes and 7,457 positions


def test_each_side_reads_what_the_other_wrote() -> None:
    tables = FinishedTables(1 << 10)
    prover, helper = tables.prover(), tables.helper(None)
    keys = [bytes([index, 7, 3 * index % 256]) for index in range(200)]
    for key in keys[:100]:
        prover.finish(key)
    helper.finish(keys[150])
    assert all(helper.finished(key) for key in keys[:100])
    assert not any(helper.finished(key) for key in keys[100:])
    assert [key for key in keys if prover.finished(key)] == [keys[150]]


def test_a_full_table_takes_no_more() -> None:
    tables = FinishedTables(1 << 8)
    prover, helper = tables.prover(), tables.helper(None)
    keys = [index.to_bytes(2, "big") for index in range(300)]
    for key in keys:
        prover.finish(key)
    assert [helper.finished(key) for key in keys] == [True] * 192 + [False] * 108


@functools.cache
def _alone(variant: str, number: int) -> tuple[RuleTable, Position, SolveResult]:
    """The deal, and depth-first's verdict on it alone (once a process: the tests here read it
    again and again)."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    return rules, position, search.portfolio(rules, position, Budget(nodes=None), search.Role.PROVE)


def _replays(rules: RuleTable, position: Position, moves: Sequence[Move]) -> bool:
    for move in moves:
        position = apply(rules, position, move)[0]
    return rules.won(position)


@pytest.mark.parametrize(("variant", "number"), WON + LOST)
@pytest.mark.parametrize("part", [4, 2])
@pytest.mark.parametrize("seed", [None, HELPER_SEED, 5])
def test_a_partner_stopped_part_way_changes_no_verdict(
    variant: str, number: int, part: int, seed: int | None
) -> None:
    """Depth-first stopped after 1/4 or 1/2 of its positions, its finished positions written;
    then depth-first from the start, in the same order or another, passing over them: it wins
    where the deal is won (with a line that replays) and proves the loss where it is lost."""
    rules, position, alone = _alone(variant, number)
    tables = FinishedTables(1 << 16)
    stopped = Budget(nodes=alone.nodes // part)
    first = search.portfolio(rules, position, stopped, search.Role.PROVE, partner=tables.prover())
    again = search.portfolio(
        rules, position, Budget(nodes=None), search.Role.PROVE, partner=tables.helper(seed)
    )
    assert first.verdict is Verdict.UNKNOWN
    assert again.verdict is alone.verdict
    if again.verdict is Verdict.WON:
        assert _replays(rules, position, again.moves)


def _partners(variant: str, number: int, slice_nodes: int) -> tuple:
    """Two complete depth-first searches with partners, as in a split solve: their contexts,
    and for each the moves to its root and the search."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    tables = FinishedTables(1 << 16)
    contexts, searches = [], []
    for partner in (tables.prover(), tables.helper(HELPER_SEED)):
        context = ColumnContext(rules, position, Budget(nodes=None), partner)
        columns, piles = context.board.encode(position)
        opening: list = []
        root = context.settle(columns, piles, opening)
        contexts.append(context)
        searches.append((opening, depth_first(context, root, slice_nodes)))
    return rules, position, contexts, searches


def _first_to_end(searches: list, stop_after: int | None = None) -> tuple[int, list | None]:
    """One slice each in turn, the second given up after ``stop_after`` slices; the index of
    the first to end, and its moves from the start (``None`` for a loss)."""
    turns = 0
    while True:
        for index, (opening, running) in enumerate(searches):
            if index == 1 and stop_after is not None and turns >= stop_after:
                continue
            try:
                next(running)
            except StopIteration as ended:
                return index, None if ended.value is None else opening + ended.value
        turns += 1


@pytest.mark.parametrize(("variant", "number"), WON + LOST)
@pytest.mark.parametrize(("slice_nodes", "stop_after"), [(64, None), (256, None), (64, 20)])
def test_two_searches_taking_turns_reach_the_verdict_of_one(
    variant: str, number: int, slice_nodes: int, stop_after: int | None
) -> None:
    """Each passes over what the other has finished while both run; either may end first, or
    the second is given up part-way; the verdict is depth-first's alone."""
    _, _, alone = _alone(variant, number)
    rules, position, _, searches = _partners(variant, number, slice_nodes)
    _, moves = _first_to_end(searches, stop_after)
    if alone.verdict is Verdict.LOST:
        assert moves is None
    else:
        assert moves is not None and _replays(rules, position, moves)


def test_searches_taking_turns_share_the_work() -> None:
    """On a lost deal the one that ends first expanded fewer positions than depth-first alone."""
    _, _, alone = _alone("classic", 156)
    _, _, contexts, searches = _partners("classic", 156, 64)
    ended, moves = _first_to_end(searches)
    assert moves is None and contexts[ended].nodes < alone.nodes


@pytest.mark.parametrize("slots", [0, 2, 1000])
def test_a_table_needs_a_power_of_two_of_slots(slots: int) -> None:
    with pytest.raises(ValueError, match="power of two"):
        FinishedTables(slots)
