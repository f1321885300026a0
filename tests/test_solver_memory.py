"""A solve that reaches its memory budget goes on (issue 50, item 1): the searches but complete
depth-first are let go, and then depth-first alone grows its table only where the budget
affords it, and otherwise lets go of about half the positions it has searched to the end each
time the table fills, keeping those on its stack. Either way its verdicts stay true: a loss it
proves is a loss, a line it finds wins."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from librt.vecs import vec
from mypy_extensions import i64

from yukon_core import default_registry, new_game
from yukon_core.position import Position
from yukon_core.published import shipped_verdict
from yukon_core.solver import Budget, Verdict
from yukon_core.solver.best_first import FINGERPRINTS_PER_ENTRY, best_first
from yukon_core.solver.board import Board
from yukon_core.solver.column_context import ColumnContext
from yukon_core.solver.context import ENTRY_BYTES, SQUEEZE_GAP
from yukon_core.solver.depth_first import _Frame, _key_of, _packed, _unpacked, descend
from yukon_core.solver.expand import MovePolicy
from yukon_core.solver.heap import resident_bytes
from yukon_core.solver.keyset import SLOT_BYTES
from yukon_core.solver.piles.context import PileContext
from yukon_core.solver.search import _shed

CLASSIC = default_registry().rules("classic")
LOST = (8793, 6180)
"""Classic deals the survey proved lost, each in some 20,000 positions."""
WON = (9570,)
"""A Classic deal the survey won in some 20,000 positions (depth-first alone wins it soon)."""


def squeezed_verdict(position: Position) -> tuple[Verdict, int]:
    """Complete depth-first alone, with a table of 4,096 slots that a budget of 1 kB can never
    afford to double, so that it squeezes each time one of its 16 shards has 160 of its 256
    full; its verdict (a win replayed through a game) and how many times it squeezed."""
    context = ColumnContext(CLASSIC, position, Budget(nodes=None, seconds=None, memory_mb=0.001))
    context.shed()
    opening: list = []
    root = context.settle(*Board.encode(position), opening)
    search = descend(context, root, 64, MovePolicy.ALL, claims=True, table_slots=1 << 12)
    while True:
        try:
            next(search)
        except StopIteration as end:
            if end.value is None:
                return Verdict.LOST, context.squeezes
            game = new_game("classic", position_deal(position))
            for move in opening + end.value:
                game.play(move)
            assert game.is_won, "the line found after letting go does not win"
            return Verdict.WON, context.squeezes


def position_deal(position: Position) -> int:
    return next(number for number in (*LOST, *WON) if new_game("classic", number).start == position)


@pytest.mark.parametrize("number", LOST + WON)
def test_depth_first_letting_go_of_what_it_searched_keeps_its_verdict(number: int) -> None:
    verdict, squeezes = squeezed_verdict(new_game("classic", number).start)
    assert squeezes >= 2  # it let go on the way
    assert verdict is (Verdict.LOST if number in LOST else Verdict.WON)
    assert shipped_verdict(CLASSIC, number) is (verdict is Verdict.WON)


def test_out_of_memory_the_other_searches_go_then_depth_first_squeezes_until_it_thrashes() -> None:
    start = new_game("classic", 1).start
    context = ColumnContext(CLASSIC, start, Budget(nodes=None, seconds=None, memory_mb=100))
    root = context.settle(*Board.encode(start), [])
    closed: list[str] = []

    def search(name: str):
        try:
            yield
        finally:
            closed.append(name)

    deep, wide, streamlined = search("deep"), search("wide"), search("streamlined")
    searches = [wide, deep, streamlined]
    for running in searches:
        next(running)
    assert context.claim(context.key(*root)) and not context.claim(context.key(*root))
    assert not context.alone
    context.memory = 50 * 10**9  # as if the released tables had been counted far too low
    assert _shed(context, searches, deep)
    if resident_bytes() is not None:  # counted again: the process's growth since the start
        assert context.memory < 10**9
    assert searches == [deep] and sorted(closed) == ["streamlined", "wide"]
    assert context.alone and context.claim(context.key(*root)), "the claims were forgotten"
    assert not _shed(context, searches, deep), "alone, depth-first squeezes; nothing to shed"
    assert not _shed(context, [wide], None), "nothing proves a loss without depth-first"
    context.memory = 0
    assert context.affords(99_000_000) and not context.affords(100_000_000)
    context.squeezed()
    context.nodes += SQUEEZE_GAP
    context.squeezed()
    assert not context.thrashing and context.exhausted() is None
    context.nodes += SQUEEZE_GAP - 1
    context.squeezed()
    assert context.thrashing and context.exhausted() == "memory", "squeezed again too soon"


def test_without_a_memory_budget_every_table_is_afforded() -> None:
    start = new_game("classic", 1).start
    context = ColumnContext(CLASSIC, start, Budget(nodes=None, seconds=None, memory_mb=None))
    assert context.affords(1 << 60)


@pytest.mark.parametrize(
    ("variant", "number"), [("classic", 8793), ("classic", 9570), ("hawaiian", 3)]
)
def test_frames_keeping_their_children_as_moves_search_the_same_positions(
    variant: str, number: int
) -> None:
    """Depth-first with every frame keeping its children as moves (made again when tried)
    expands the same positions, in the same order, to the same end as with every child whole."""
    rules = default_registry().rules(variant)
    start = new_game(variant, number).start
    ends = []
    for moves_from in (0, 1 << 30):
        kind = ColumnContext if rules.columns_only else PileContext
        context = kind(rules, start, Budget(nodes=None, seconds=None))
        root = context.settle(*context.encode(start), [])
        search = descend(context, root, 64, MovePolicy.ALL, claims=True, moves_from=moves_from,
                         limit=10_000)  # fmt: skip
        try:
            while True:
                next(search)
        except StopIteration as end:
            ends.append((end.value, context.nodes, context.states))
    assert ends[0] == ends[1]


def test_a_frame_keeping_moves_makes_its_children_again_best_last() -> None:
    """The frame that depth-first keeps deep in its path holds only the moves; each child it
    gives back is the one the move made, whole, in the order the moves were put in."""
    start = new_game("classic", 1).start
    context = ColumnContext(CLASSIC, start, Budget(nodes=None, seconds=None))
    columns, piles, view = context.settle(*Board.encode(start), [])
    children = list(context.children(columns, piles, view))
    assert len(children) > 3
    moves = vec[i64]([_packed(made) for *_, made in children])
    frame = _Frame([], moves, (), (columns, piles, view), b"", 0)
    assert _key_of(context, frame, False) == context.key(columns, piles, view)
    given = []
    while (entry := frame.next_child(context)) is not None:
        given.append(entry)
        child = _Frame([], moves, (), entry[1:4], b"", 0)
        assert _key_of(context, child, False) == entry[0]  # a deep frame's key, made again
    assert given == [child[1:6] for child in reversed(children)]


FIELD = st.integers(-(1 << 14), (1 << 14) - 1)


@given(st.tuples(FIELD, FIELD, FIELD, FIELD))
def test_a_packed_move_unpacks_to_itself(move: tuple[int, int, int, int]) -> None:
    assert _unpacked(_packed(move)) == move


def test_a_table_the_budget_cannot_double_lets_the_others_go_first() -> None:
    """Not yet alone, depth-first does not squeeze a crowded table the budget cannot double: it
    says so, the solve's memory is then spent, and once the others are let go it may squeeze."""
    start = new_game("classic", 8793).start
    context = ColumnContext(CLASSIC, start, Budget(nodes=None, seconds=None, memory_mb=0.001))
    root = context.settle(*Board.encode(start), [])
    search = descend(context, root, 64, MovePolicy.ALL, claims=True, table_slots=1 << 12)
    while not context.table_unaffordable:
        next(search)
    assert context.squeezes == 0 and context.exhausted() == "memory"
    assert _shed(context, [search], search)
    assert not context.table_unaffordable
    while not context.squeezes:
        next(search)
    search.close()


@pytest.mark.parametrize(("bound", "thins"), [(512, False), (256, True)])
def test_streamlined_best_first_with_a_bounded_table_stays_bounded(bound: int, thins: bool) -> None:
    """Classic 10: streamlined best-first, unbounded, wins in some 10,000 positions. Its table
    bounded to 512 positions, it narrows again and again and still wins; bounded to 256, it also
    thins its fingerprints again and again (it meets far more positions than their slots hold).
    Either way its estimate never grows past the bound and one expansion's children and the
    fingerprints' bounded slots, and any line it returns wins. (No memory budget: the memory
    counted is the tables' estimate, not the process's.)"""
    number = 10
    start = new_game("classic", number).start
    context = ColumnContext(CLASSIC, start, Budget(nodes=None, seconds=None, memory_mb=None))
    opening: list = []
    root = context.settle(*Board.encode(start), opening)
    search = best_first(context, root, 256, MovePolicy.PROGRESS, table=bound)
    most_children = 64
    largest_key = len(context.key(*root)) + 2 * len(start.columns)
    table_ceiling = (bound + most_children) * (largest_key + ENTRY_BYTES)
    slots = FINGERPRINTS_PER_ENTRY * bound
    while True:
        try:
            next(search)
        except StopIteration as end:
            line = end.value
            break
        assert context.memory <= table_ceiling + slots * SLOT_BYTES
    assert context.states > 16 * bound  # it let positions go on the way
    if thins:
        assert context.states > 2 * slots  # it let fingerprints go on the way
    else:
        assert line is not None
    if line is not None:
        game = new_game("classic", number)
        for move in opening + line:
            game.play(move)
        assert game.is_won
