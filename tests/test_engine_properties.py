"""Properties of random legal play on Classic and Relaxed."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import (
    IllegalMoveError,
    action_count,
    action_id,
    apply,
    check,
    deal,
    default_registry,
    legal_moves,
    move_from_action,
    move_text,
    parse_move,
)

VARIANTS = ["classic", "relaxed"]


@st.composite
def played(draw: st.DrawFn, variant: str) -> tuple:
    """A position reached from a deal by up to 60 random legal moves."""
    rules = default_registry().rules(variant)
    position = deal(rules.layout, draw(st.integers(0, 10**6)))
    for _ in range(draw(st.integers(0, 60))):
        moves = legal_moves(rules, position)
        if not moves:
            break
        position, _ = apply(rules, position, draw(st.sampled_from(moves)))
    return rules, position


@pytest.mark.parametrize("variant", VARIANTS)
@given(data=st.data())
def test_cards_are_conserved_and_tops_face_up(variant: str, data: st.DataObject) -> None:
    _, position = data.draw(played(variant))
    counts = Counter(c for col in position.columns for c in (*col.down, *col.up))
    counts.update(c for pile in position.foundations for c in pile)
    assert counts == Counter(range(52))
    assert all(col.up or not col.down for col in position.columns)


@pytest.mark.parametrize("variant", VARIANTS)
@given(data=st.data())
def test_legal_moves_are_exactly_the_unrefused_moves(variant: str, data: st.DataObject) -> None:
    rules, position = data.draw(played(variant))
    legal = set(legal_moves(rules, position))
    for action in range(action_count(rules)):
        move = move_from_action(rules, action)
        refusal = check(rules, position, move)
        assert (refusal is None) == (move in legal), move_text(rules, move)
        if refusal is not None:
            with pytest.raises(IllegalMoveError):
                apply(rules, position, move)


@pytest.mark.parametrize("variant", VARIANTS)
@given(data=st.data())
def test_every_legal_move_applies_and_reads_back(variant: str, data: st.DataObject) -> None:
    rules, position = data.draw(played(variant))
    for move in legal_moves(rules, position):
        assert parse_move(rules, move_text(rules, move)) == move
        assert move_from_action(rules, action_id(rules, move)) == move
        after, events = apply(rules, position, move)
        assert after != position and events
        assert hash(after) == hash(type(after)(*after))
