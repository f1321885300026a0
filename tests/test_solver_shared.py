"""The finished positions two depth-first searches share (``shared.py``): each side reads what
the other wrote, a full table takes no more, and passing over a partner's finished positions
hides no win and still proves a loss, even when the partner stopped part-way."""

from __future__ import annotations

import pytest

from yukon_core import Budget, Verdict, apply, deal, default_registry
from yukon_core.solver import search
from yukon_core.solver.shared import FinishedTables

REGISTRY = default_registry()
WON = [("classic", 20), ("alaska", 6)]  # complete depth-first alone: 7,847 and 15,376 positions
LOST = [("classic", 156), ("alaska", 34)]  # 15,641 and 7,457 positions


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


def _twice(variant: str, number: int) -> tuple:
    """Complete depth-first alone; the same search stopped half-way, its finished positions
    written; then the same search again from the start, passing over them."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    alone = search.portfolio(rules, position, Budget(nodes=None), search.Role.PROVE)
    tables = FinishedTables(1 << 16)
    halfway = Budget(nodes=alone.nodes // 2)
    first = search.portfolio(rules, position, halfway, search.Role.PROVE, partner=tables.prover())
    again = search.portfolio(
        rules, position, Budget(nodes=None), search.Role.PROVE, partner=tables.helper(None)
    )
    return rules, position, alone, first, again


@pytest.mark.parametrize(("variant", "number"), WON)
def test_a_partner_that_stopped_part_way_hides_no_win(variant: str, number: int) -> None:
    rules, position, alone, first, again = _twice(variant, number)
    assert first.verdict is Verdict.UNKNOWN
    assert again.verdict is alone.verdict is Verdict.WON
    for move in again.moves:
        position = apply(rules, position, move)[0]
    assert rules.won(position)


@pytest.mark.parametrize(("variant", "number"), LOST)
def test_passing_over_a_partners_positions_still_proves_the_loss(variant: str, number: int) -> None:
    _, _, alone, first, again = _twice(variant, number)
    assert first.verdict is Verdict.UNKNOWN
    assert again.verdict is alone.verdict is Verdict.LOST
    assert again.nodes < alone.nodes
