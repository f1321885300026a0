"""Coarse classes (``solver/coarse.py``): positions up to flips and up to which float lies on
which card of a kind whose two cards both hold one. A search over them proves losses if a class's
children are the classes of the kept moves of every member (docs/solver.md)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, assume, given, settings
from test_solver import replay
from test_solver_flips import (
    CLASSIC,
    built_positions,
    complete_verdict,
    played_positions,
    walk,
)

from yukon_core import Budget, Position, Verdict, deal
from yukon_core.solver import depth_first, search
from yukon_core.solver.board import Board, Columns, Piles
from yukon_core.solver.coarse import COARSE, Spoiled
from yukon_core.solver.context import SearchContext
from yukon_core.solver.expand import Expander, MovePolicy
from yukon_core.solver.foundations import FoundationView


def every_member(context: SearchContext, columns: Columns) -> list[Columns] | None:
    """Every position of the coarse class of ``columns``, by cutting its columns where the key
    does and hanging the pieces back in every way without a cycle; ``None`` past ten kinds."""
    partner = context.flips.partner
    cut = context.coarse.cuts(columns)[1]
    firsts: list[bytes] = []
    hung: dict[int, bytes] = {}
    for column in columns:
        cuts = [at for at in range(column[0] + 1, len(column)) if column[at] in cut]
        ends = [*cuts, len(column) - 1]
        firsts.append(column[: ends[0] + 1])
        for holder, end in zip(cuts, ends[1:], strict=True):
            hung[column[holder]] = column[holder + 1 : end + 1]
    tops = [column[-1] for column in columns if len(column) > 1]
    kinds = {min(card, partner[card]) for card in [*cut, *tops] if partner[card] in cut}
    if len(kinds) > 10:
        return None
    found = []
    for flips in itertools.product((False, True), repeat=len(kinds)):
        placed = dict(hung)
        for card, flip in zip(sorted(kinds), flips, strict=True):
            if flip:
                placed[card], placed[partner[card]] = hung.get(partner[card]), hung.get(card)
        member, used = [], 0
        for column in firsts:
            while len(column) > column[0] + 1 and placed.get(column[-1]):
                column += placed[column[-1]]
                used += 1
                if used > len(hung):
                    break
            member.append(column)
        if used == len(hung):
            found.append(tuple(member))
    return found


def test_a_coarse_key_is_no_class_key_and_no_position_key() -> None:
    """It begins with the byte ``0xfc``; the others begin with a count of face-down cards."""
    context, positions = walk(75, 200)
    for columns, _, view in positions:
        coarse = context.coarse.key(columns, view.key)
        assert coarse[0] == COARSE
        assert coarse != context.flips.key(columns, view.key)
        assert context.board.key(columns, view.key)[0] < COARSE


def assert_children_follow_every_member(
    context: SearchContext, columns: Columns, piles: Piles, view: FoundationView
) -> str:
    """``coarse_children`` gives exactly the coarse classes that the kept moves of every member
    lead to — or, where a card safe to send home tops a column in every member, the class its
    move home leads to (Rule H) — each child not marked unreached by a line the engine plays;
    or it is spoiled. What happened: ``"big"`` (too many kinds to hang every way), ``"spoiled"``,
    ``"home"``, ``"several"`` or ``"one"``."""
    found = every_member(context, columns)
    if found is None:
        return "big"
    assert columns in found
    key = context.coarse.key
    assert {key(member, view.key) for member in found} == {key(columns, view.key)}
    tops = [{m[i][-1] for i in range(len(m)) if len(m[i]) > 1} for m in found]
    home = min((card for card in set.intersection(*tops) if card in view.safe), default=-1)
    expected = set()
    for member in found:
        for _, move in context.expander.moves(member, view):
            if home < 0 or (move[0], move[3]) == (home, -1):
                after, after_piles = Expander.play(member, piles, view, move)
                expected.add(key(after, context.foundations.view(after_piles).key))
    try:
        children = list(context.coarse_children(columns, piles, view))
    except Spoiled:
        return "spoiled"
    assert {child[1] for child in children} == expected
    start = Board.decode(columns, piles)
    for _, child, after, after_piles, _, line in children:
        if child not in context.fake:
            assert replay(CLASSIC, start, line) == Board.decode(after, after_piles)
    if home >= 0:
        assert len(children) == 1
        return "home"
    return "several" if len(found) > 1 else "one"


@pytest.mark.parametrize("number", [514, 565])
def test_the_children_of_a_coarse_class_follow_every_member(number: int) -> None:
    """On the classes up to flips a walk meets."""
    context, positions = walk(number, 3000, classes=True)
    seen = [assert_children_follow_every_member(context, *position) for position in positions[::6]]
    assert seen.count("several") > 50 and "home" in seen
    assert seen.count("spoiled") * 20 < len(seen)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(built_positions())
def test_the_children_of_a_made_up_coarse_class_follow_every_member(position: Position) -> None:
    """On made-up positions, full of floats, where members found only by hanging the pieces of
    several kinds at once are common."""
    context = SearchContext(CLASSIC, position, Budget())
    columns, piles = Board.encode(position)
    view = context.foundations.view(piles)
    assume(assert_children_follow_every_member(context, columns, piles, view) != "big")


def coarse_verdict(position: Position, limit: int) -> Verdict | None:
    """Complete depth-first over coarse classes alone; ``None`` if it has not ended within
    ``limit`` positions or was spoiled. A win is replayed through the engine."""
    context = SearchContext(CLASSIC, position, Budget())
    opening: list = []
    root = context.settle(*Board.encode(position), opening)
    if context.is_won(root[2]):
        return Verdict.WON
    found = depth_first.descend(context, root, 256, MovePolicy.ALL, coarse=True, limit=limit)
    try:
        while True:
            next(found)
    except Spoiled:
        return None
    except StopIteration as end:
        if end.value is not None:
            assert CLASSIC.won(replay(CLASSIC, position, opening + end.value))
            return Verdict.WON
        return None if context.nodes >= limit else Verdict.LOST


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(played_positions())
def test_search_over_coarse_classes_agrees_with_search_over_positions(position: Position) -> None:
    """Where both end, complete depth-first over coarse classes decides as complete depth-first
    over positions (whose ending proves a loss)."""
    plain = complete_verdict(position, classes=False, limit=40_000)
    assume(plain is not None)
    coarse = coarse_verdict(position, limit=40_000)
    assume(coarse is not None)
    assert coarse is plain


@pytest.mark.parametrize("number", [280, 831])
def test_coarse_classes_prove_a_loss_in_fewer_classes(number: int) -> None:
    """Classic 280 and 831 are lost; over coarse classes the proof takes fewer classes than over
    classes up to flips."""
    position = deal(CLASSIC.layout, number)
    assert coarse_verdict(position, limit=200_000) is Verdict.LOST
    context = SearchContext(CLASSIC, position, Budget())
    root = context.settle(*Board.encode(position), [])
    coarse = depth_first.descend(context, root, 256, MovePolicy.ALL, coarse=True)
    exact = depth_first.descend(context, root, 256, MovePolicy.ALL, classes=True)
    counts = []
    for found in (coarse, exact):
        before = context.nodes
        with pytest.raises(StopIteration):
            while True:
                next(found)
        counts.append(context.nodes - before)
    assert counts[0] < counts[1]


@pytest.mark.parametrize(("number", "verdict"), [(280, Verdict.LOST), (9, Verdict.WON)])
def test_the_prover_turns_to_coarse_classes_after_a_while(
    number: int, verdict: Verdict, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the turn to coarse classes at once, the solve still decides (a win by a line the
    engine plays)."""
    monkeypatch.setattr(depth_first, "COARSE_AFTER", 0)
    position = deal(CLASSIC.layout, number)
    result = search.portfolio(CLASSIC, position, Budget(nodes=500_000), search.Role.PROVE)
    assert result.verdict is verdict
    if verdict is Verdict.WON:
        assert CLASSIC.won(replay(CLASSIC, position, list(result.moves)))
