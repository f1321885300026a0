"""Positions up to flips (``solver/flips.py``): the class key, the flips, and complete
depth-first over classes checked against a search of every legal move."""

from __future__ import annotations

import random
from collections import deque

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_solver import replay

from yukon_core import (
    Budget,
    Column,
    Position,
    Verdict,
    apply,
    deal,
    default_registry,
    legal_moves,
)
from yukon_core.solver import depth_first
from yukon_core.solver.board import Board, Columns, Piles
from yukon_core.solver.column_context import ColumnContext
from yukon_core.solver.expand import Expander, MovePolicy
from yukon_core.solver.flips import CUT, Flips
from yukon_core.solver.foundations import FoundationView

REGISTRY = default_registry()
CLASSIC = REGISTRY.rules("classic")


def walk(number: int, count: int, classes: bool = False) -> tuple[ColumnContext, list]:
    """Positions met by a depth-first walk of a Classic deal, over positions (closed under the
    safe moves home) or over classes (not closed)."""
    start = deal(CLASSIC.layout, number)
    context = ColumnContext(CLASSIC, start, Budget())
    root = context.settle(*Board.encode(start), [])
    stack, found, seen = [root], [], set()
    while stack and len(found) < count:
        columns, piles, view = stack.pop()
        found.append((columns, piles, view))
        children = (context.class_children if classes else context.children)(columns, piles, view)
        for _, key, after, after_piles, after_view, _, _ in children:
            if key not in seen:
                seen.add(key)
                stack.append((after, after_piles, after_view))
    return context, found


@pytest.mark.parametrize("number", [75, 565])
def test_a_flip_is_a_legal_move_that_keeps_the_class(number: int) -> None:
    context, positions = walk(number, 1500)
    flips = context.flips
    flipped = 0
    for columns, piles, view in positions:
        for host in flips.hosts(columns):
            if host[2] == host[0]:
                continue  # the bare card lies in the float
            after, move = flips.flip(columns, host)
            engine, _ = apply(CLASSIC, Board.decode(columns, piles), move)
            assert engine == Board.decode(after, piles)
            assert flips.key(after, view.key) == flips.key(columns, view.key)
            assert context.board.key(after, view.key) != context.board.key(columns, view.key)
            flipped += 1
    assert flipped > 100


def test_a_class_key_is_a_board_key_only_for_a_class_of_one_position() -> None:
    """Class keys and position keys share the solve's tables: a class key equals the position's
    key where nothing is cut off (the class is that position alone), and its columns hold
    ``0xfd``, which the columns of no position key do, where something is."""
    context, positions = walk(565, 1500)
    cut = 0
    for columns, _, view in positions:
        key, board_key = context.flips.key(columns, view.key), context.board.key(columns, view.key)
        assert CUT not in board_key.split(b"\xfe")[0]
        if context.flips.hosts(columns):
            assert CUT in key.split(b"\xfe")[0]
            cut += 1
        else:
            assert key == board_key
            assert len(members(context.flips, columns)) == 1
    assert 100 < cut < len(positions)


def written_apart(flips: Flips, columns: Columns, piles_key: bytes) -> bytes:
    """The class key as ``flips.py`` defines it, built the plain way: every column cut after
    each card holding a float whose other card of its kind is bare, each cut-off piece after
    ``0xfd`` and the lower card of its kind; the empty columns, the columns by bottom card and
    the cut-off pieces by kind (``board.Joiner``), each followed by ``0xff``."""
    bare = {column[-1] for column in columns if len(column) > column[0] + 1}
    pieces = []
    for column in columns:
        head, begin = b"", 0
        for at in range(column[0] + 1, len(column) - 1):
            card, partner = column[at], flips.partner[column[at]]
            if partner in bare and column[at + 1] in CLASSIC.builders[card]:
                pieces.append(head + column[begin : at + 1])
                head, begin = bytes((CUT, min(card, partner))), at + 1
        pieces.append(head + column[begin:])
    pieces.sort(key=lambda piece: (len(piece) > 1, piece[0] == CUT, piece[1:2]))
    return b"".join(piece + b"\xff" for piece in pieces) + piles_key


@pytest.mark.parametrize("number", [565, 711])
def test_the_class_key_is_its_definition(number: int) -> None:
    """Over the classes a walk meets, the key (which remembers how it last cut each column, and
    writes its parts in the order of ``board.Joiner``) is the one its definition writes."""
    context, positions = walk(number, 1500, classes=True)
    positions += walk(number, 1500)[1]
    cut = 0
    for columns, _, view in positions:
        key = context.flips.key(columns, view.key)
        assert key == written_apart(context.flips, columns, view.key)
        cut += CUT in key
    assert cut > 1000


@pytest.mark.parametrize("number", [75, 319])
def test_positions_sharing_a_class_key_are_connected_by_flips(number: int) -> None:
    """(T) of docs/solver.md, on the positions a plain walk meets."""
    context, positions = walk(number, 3000)
    flips = context.flips
    classes: dict[bytes, list] = {}
    for columns, _, view in positions:
        classes.setdefault(flips.key(columns, view.key), []).append(columns)
    shared = [found for found in classes.values() if len(found) > 1]
    assert shared
    for found in shared:
        assert set(found) <= members(flips, found[0])


def members(flips: Flips, columns: Columns) -> set[Columns]:
    """Every position reached from ``columns`` by flips: its class, by (T)."""
    reached, todo = {columns}, deque([columns])
    while todo:
        for host in flips.hosts(current := todo.popleft()):
            if host[2] != host[0] and (after := flips.flip(current, host)[0]) not in reached:
                reached.add(after)
                todo.append(after)
    return reached


def assert_children_follow_the_class(
    context: ColumnContext, columns: Columns, piles: Piles, view: FoundationView
) -> tuple[bool, bool]:
    """``class_children`` gives exactly the classes that the kept moves of every position of the
    class lead to — or, where a card safe to send home is bare in one of them, the class its
    move home leads to (Rule H) — whichever position is in hand, each by a line the engine
    plays. Whether the class has more than one position, and whether Rule H applied."""
    flips = context.flips
    found = members(flips, columns)
    bare = [m[i][-1] for m in found for i in range(len(m)) if len(m[i]) > 1]
    home = min((card for card in bare if card in view.safe), default=-1)
    expected = set()
    for member in found:
        for _, move in context.expander.moves(member, view):
            if home < 0 or (move[0], move[3]) == (home, -1):
                after, after_piles = Expander.play(member, piles, view, move)
                expected.add(flips.key(after, context.foundations.view(after_piles).key))
    for member in sorted(found)[:3]:
        children = list(context.class_children(member, piles, view))
        assert {child[1] for child in children} == expected
        assert home < 0 or len(children) == 1
        start = Board.decode(member, piles)
        for _, _, after, after_piles, _, line, _ in children:
            assert replay(CLASSIC, start, line) == Board.decode(after, after_piles)
    return len(found) > 1, home >= 0


@pytest.mark.parametrize("number", [75, 565])
def test_the_children_of_a_class_follow_every_position_of_it(number: int) -> None:
    """On the classes a walk over classes meets."""
    context, positions = walk(number, 3000, classes=True)
    shared = homes = 0
    for columns, piles, view in positions[::5]:
        several, home = assert_children_follow_the_class(context, columns, piles, view)
        shared, homes = shared + several, homes + home
    assert shared > 50 and homes > 0


@st.composite
def built_positions(draw: st.DrawFn) -> Position:
    """A Classic position made up, not played: a few cards home and face down, the rest face
    up in runs that mostly follow the building rule, so that floats and bare cards of one kind
    abound."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    home = [rng.choice((0, 0, 1, 2)) for _ in range(4)]
    piles = tuple(tuple(range(suit * 13, suit * 13 + home[suit])) for suit in range(4))
    left = [card for card in range(52) if card % 13 >= len(piles[card // 13])]
    rng.shuffle(left)
    downs = [[left.pop() for _ in range(rng.randrange(4))] for _ in range(7)]
    ups: list[list[int]] = [[] for _ in range(7)]
    while left:
        up = rng.choice(ups)
        fitting = [card for card in CLASSIC.builders[up[-1]] if card in left] if up else []
        card = rng.choice(fitting) if fitting and rng.random() < 0.8 else rng.choice(left)
        left.remove(card)
        up.append(card)
    columns = []
    for down, up in zip(downs, ups, strict=True):
        if down and not up:
            up.append(down.pop())
        columns.append(Column(tuple(down), tuple(up)))
    return Position(tuple(columns), piles)


@settings(max_examples=300, deadline=None)
@given(built_positions())
def test_the_children_of_a_made_up_class_follow_every_position_of_it(position: Position) -> None:
    """On made-up positions, where classes of many positions and cards bared only by flips are
    common."""
    context = ColumnContext(CLASSIC, position, Budget())
    columns, piles = Board.encode(position)
    assert_children_follow_the_class(context, columns, piles, context.foundations.view(piles))


def test_a_card_put_on_either_card_of_a_kind_leads_to_two_classes() -> None:
    """With both cards of a kind covered, which float lies on which is not forgotten."""
    context, positions = walk(565, 3000)
    flips = context.flips
    checked = 0
    for columns, piles, view in positions:
        where = {card: i for i, c in enumerate(columns) for card in c[c[0] + 1 :]}
        for host in flips.hosts(columns):
            index, at, bare = host
            if bare == index:
                continue
            for card in CLASSIC.builders[columns[bare][-1]]:
                source = where.get(card)
                if source in (None, index, bare) or card == columns[index][at + 1]:
                    continue
                put = (card, source, columns[source].index(card, columns[source][0] + 1), bare)
                onto_bare, _ = Expander.play(columns, piles, view, put)
                turned, _ = flips.flip(columns, host)
                onto_other, _ = Expander.play(turned, piles, view, (*put[:3], index))
                assert flips.key(onto_bare, view.key) != flips.key(onto_other, view.key)
                checked += 1
    assert checked > 10


def test_the_moves_onto_one_column_are_those_of_every_move_onto_it() -> None:
    """``Expander.moves_onto``, which the variants of a class take, is :meth:`Expander.moves`
    narrowed to one target column (and to one source column, where given)."""
    context, positions = walk(565, 1500, classes=True)
    met = {"from anywhere": 0, "from one column": 0, "home": 0, "return": 0}
    for columns, _, view in positions[::3]:
        every = context.expander.moves(columns, view)
        for target, column in enumerate(columns):
            if len(column) == 1:
                continue
            onto = [(s, m) for s, m in every if m[3] == target or (m[3] < 0 <= m[1] == target)]
            assert context.expander.moves_onto(columns, view, target) == onto
            met["from anywhere"] += len(onto)
            met["home"] += sum(m[3] < 0 for _, m in onto)
            met["return"] += sum(m[1] < 0 for _, m in onto)
            for source in range(len(columns)):
                narrowed = [(s, m) for s, m in onto if m[1] == source and m[3] == target]
                assert context.expander.moves_onto(columns, view, target, source) == narrowed
                met["from one column"] += len(narrowed)
    assert all(met.values()), met


def test_every_variant_is_reached_by_legal_flips() -> None:
    context, positions = walk(75, 1500)
    seen = 0
    for columns, piles, _ in positions:
        for member, led, _, _ in context.flips.variants(columns, context.flips.hosts(columns)):
            assert replay(CLASSIC, Board.decode(columns, piles), led) == Board.decode(member, piles)
            seen += 1
    assert seen > 100


@st.composite
def played_positions(draw: st.DrawFn) -> Position:
    """A Classic deal (lost deals that take a search to prove, and won ones) after up to 60
    random legal moves: most such positions are lost, some won."""
    position = deal(CLASSIC.layout, draw(st.sampled_from(DEALS)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 60))):
        moves = legal_moves(CLASSIC, position)
        if not moves:
            break
        position, _ = apply(CLASSIC, position, rng.choice(moves))
    return position


DEALS = [153, 531, 684, 767, 840, 1, 2, 3, 5, 9, 10, 17, 61]


def complete_verdict(position: Position, classes: bool, limit: int) -> Verdict | None:
    """Complete depth-first alone, over classes or over positions; ``None`` if it has not
    ended within ``limit`` positions. A win is replayed through the engine."""
    context = ColumnContext(CLASSIC, position, Budget())
    opening: list = []
    root = context.settle(*Board.encode(position), opening)
    if context.is_won(root[2]):
        return Verdict.WON
    search = depth_first.descend(context, root, 256, MovePolicy.ALL, classes=classes, limit=limit)
    while True:
        try:
            next(search)
        except StopIteration as end:
            if end.value is not None:
                assert CLASSIC.won(replay(CLASSIC, position, opening + end.value))
                return Verdict.WON
            return None if context.nodes >= limit else Verdict.LOST


@settings(max_examples=80, deadline=None)
@given(played_positions())
def test_search_over_classes_agrees_with_search_over_positions(position: Position) -> None:
    """Complete depth-first over classes decides as complete depth-first over positions (whose
    ending proves a loss, docs/solver.md) on the positions the latter decides in 40,000. It
    gets ten times as many: there are no more classes than positions, but it meets them in
    another order, so a win may come later (one took 61,471 where the positions took 25,794);
    a win it cannot reach by then is no disagreement."""
    plain = complete_verdict(position, classes=False, limit=40_000)
    assume(plain is not None)
    over_classes = complete_verdict(position, classes=True, limit=400_000)
    assert over_classes is plain or (plain is Verdict.WON and over_classes is None)
