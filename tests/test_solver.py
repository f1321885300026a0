"""The solver: winning lines replay through the engine, lost verdicts agree with a plain
exhaustive search, and its symmetries, safe moves and budget behave as documented."""

from __future__ import annotations

from collections import deque

import pytest
from builders import build
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import (
    Budget,
    Column,
    Position,
    Verdict,
    apply,
    deal,
    default_registry,
    legal_moves,
    solve,
)
from yukon_core.solver import column_context, context, search
from yukon_core.solver.apart import solve_apart
from yukon_core.solver.basis import safety_basis
from yukon_core.solver.board import CUT, Board, Joiner, twin_table
from yukon_core.solver.deadlock import Relaxation
from yukon_core.solver.foundations import Foundations

REGISTRY = default_registry()
SMALL = Budget(nodes=10_000, seconds=None)


def replay(rules, position, moves) -> Position:
    """Play ``moves`` through the engine (which refuses any illegal one)."""
    for move in moves:
        position, _ = apply(rules, position, move)
    return position


def exhaustive_verdict(rules, position, limit: int = 20_000) -> Verdict:
    """Breadth first through every position reachable with the engine's legal moves, with no
    pruning and no automatic move."""
    seen, queue = {position}, deque([position])
    while queue:
        current = queue.popleft()
        for move in legal_moves(rules, current):
            after, _ = apply(rules, current, move)
            if rules.won(after):
                return Verdict.WON
            if after not in seen:
                seen.add(after)
                queue.append(after)
        assert len(seen) < limit, "test deal too large for the exhaustive reference"
    return Verdict.LOST


@pytest.mark.parametrize(
    ("variant", "number"),
    [("classic", 1), ("classic", 2), ("relaxed", 3), ("russian", 14), ("russian", 18),
     ("alaska", 3), ("alaska", 5), ("double", 1), ("double", 3)],
)  # fmt: skip
def test_winning_line_replays_to_a_win(variant: str, number: int) -> None:
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    result = solve(rules, position, SMALL)
    assert result.verdict is Verdict.WON
    assert result.moves and result.nodes >= 1 and result.exhausted is None
    assert rules.won(replay(rules, position, result.moves))


@pytest.mark.parametrize(
    ("variant", "number"),
    [("classic", 24), ("russian", 1), ("russian", 4), ("russian", 8), ("russian", 10),
     ("russian", 5), ("russian", 9)],
)  # fmt: skip
def test_lost_agrees_with_plain_exhaustive_search(variant: str, number: int) -> None:
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    assert solve(rules, position, SMALL).verdict is Verdict.LOST
    assert exhaustive_verdict(rules, position) is Verdict.LOST


@pytest.mark.parametrize(("variant", "number"), [("classic", 840), ("classic", 684)])
def test_asking_the_relaxation_rarely_only_prunes_less(
    variant: str, number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the relaxation asked about one position in 16 from the start, the search expands more
    positions and reaches the same proven verdict."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    usual = solve(rules, position, SMALL)
    monkeypatch.setattr(context, "SPARSE_AFTER", 1)
    monkeypatch.setattr(context, "SPARSE_RATE", 0)
    sparse = solve(rules, position, Budget(nodes=50_000, seconds=None))
    assert usual.verdict is sparse.verdict is Verdict.LOST
    assert sparse.nodes > usual.nodes


@pytest.mark.parametrize("number", [156, 299])
def test_depth_first_takes_more_turns_once_a_solve_runs_long(
    number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """These Classic deals are lost, which only depth-first's ending proves: with its three turns
    to every other search's one from the start, the solve expands about half the positions."""
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, number)
    even = solve(rules, position, Budget(seconds=None))
    assert even.nodes < search.DEEP_AFTER
    monkeypatch.setattr(search, "DEEP_AFTER", 0)
    deep = solve(rules, position, Budget(seconds=None))
    assert even.verdict is deep.verdict is Verdict.LOST
    assert deep.nodes < 0.6 * even.nodes


def test_won_position_needs_no_move() -> None:
    rules = REGISTRY.rules("classic")
    home = tuple(tuple(range(suit * 13, suit * 13 + 13)) for suit in range(4))
    position = Position(tuple(Column((), ()) for _ in rules.layout.columns), home)
    result = solve(rules, position)
    assert result.verdict is Verdict.WON and result.moves == ()


def test_budget_runs_out_as_unknown() -> None:
    rules = REGISTRY.rules("classic")
    result = solve(rules, deal(rules.layout, 5), Budget(nodes=600, seconds=None))
    assert result.verdict is Verdict.UNKNOWN and result.exhausted == "nodes"
    assert not result.decided and result.moves == ()


@pytest.mark.parametrize(
    "limits",
    [{"seconds": 0}, {"seconds": float("nan")}, {"memory_mb": float("inf")}, {"nodes": -5},
     {"nodes": True}, {"seconds": "60"}],
)  # fmt: skip
def test_budget_rejects_nonsense(limits: dict) -> None:
    with pytest.raises(ValueError, match="must be a finite number above 0, or None"):
        Budget(**limits)


def test_double_copies_are_twins_and_single_deck_cards_are_not() -> None:
    double = safety_basis(REGISTRY.rules("double"))
    assert all(double.twin[card + 52] == card for card in range(52))
    assert safety_basis(REGISTRY.rules("classic")).twin == tuple(range(52))


def test_proofs_apply_to_every_builtin_variant() -> None:
    for variant in ("classic", "relaxed", "russian", "alaska", "double"):
        assert safety_basis(REGISTRY.rules(variant)).reasons == ()
    limited = safety_basis(REGISTRY.rules("classic", foundation_slots="suits"))
    assert limited.proofs_apply and len(limited.families) == 4


def _view(variant: str, position: Position, **options):
    rules = REGISTRY.rules(variant, **options)
    basis = safety_basis(rules)
    foundations = Foundations(rules, basis, twin_table(basis, position))
    return rules, foundations.view(Board.encode(position)[1])


def test_every_move_home_is_safe_in_russian_but_none_in_alaska() -> None:
    piles = {1: "AS 2S 3S", 2: "AH"}
    columns = {1: ("", "KD 4S"), 2: ("", "QC 2H")}
    _, view = _view("russian", build(REGISTRY.rules("russian"), columns, piles))
    assert view.homes and view.safe == frozenset(view.homes)
    _, view = _view("alaska", build(REGISTRY.rules("alaska"), columns, piles))
    assert view.homes and view.safe == frozenset()


def test_classic_safety_waits_for_both_lower_cards_of_the_other_colour() -> None:
    rules = REGISTRY.rules("classic")
    columns = {1: ("", "KD 2H")}
    _, view = _view("classic", build(rules, columns, {1: "AH", 2: "AS"}))
    two_hearts = rules.cards.index(next(c for c in rules.cards if c.text() == "2H"))
    assert two_hearts in view.homes and two_hearts not in view.safe
    _, view = _view("classic", build(rules, columns, {1: "AH", 2: "AS", 3: "AC"}))
    assert two_hearts in view.safe


def test_returns_of_cards_no_line_needs_are_left_out() -> None:
    rules = REGISTRY.rules("classic")
    position = build(rules, {1: ("", "KD QS")}, {1: "AH 2H", 2: "AS", 3: "AC", 4: "AD"})
    _, view = _view("classic", position)
    assert view.returns == ()  # 2H: both black aces home, nothing would ever go on it
    position = build(rules, {1: ("", "KD QS")}, {1: "AH 2H 3H", 2: "AS", 3: "AC", 4: "AD"})
    _, view = _view("classic", position)
    assert [rules.card_text(card) for card, _ in view.returns] == ["3H"]


@pytest.mark.parametrize(("variant", "number"), [("classic", 1), ("russian", 2), ("double", 1)])
def test_every_child_is_closed_under_the_safe_moves_home(variant: str, number: int) -> None:
    """Children are generated without asking the piles again after a move between columns;
    closing any of them once more must change nothing, and some children do need closing. Each
    is made again, the same, from its move (as depth-first makes it)."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    solver = column_context.ColumnContext(rules, position, Budget())
    columns, piles = Board.encode(position)
    frontier = [solver.settle(columns, piles, [])]
    checked = closed_by_settling = 0
    while frontier and checked < 3_000:
        columns, piles, view = frontier.pop(0)
        for child in solver.children(columns, piles, view):
            *_, after, after_piles, after_view, led, made = child
            assert made is not None and solver.child(columns, piles, view, made)[1:] == child[1:]
            again: list = []
            assert solver.settle(after, after_piles, again)[:2] == (after, after_piles)
            assert again == [] and after_view == solver.foundations.view(after_piles)
            closed_by_settling += len(led) > 1
            checked += 1
            frontier.append((after, after_piles, after_view))
    assert checked >= 3_000 and closed_by_settling


def test_relaxation_proves_a_blocked_column_lost() -> None:
    """2S may go only on 3S or home after AS, and both lie face down under it."""
    rules = REGISTRY.rules("russian")
    position = build(rules, {1: ("AS 3S", "2S")}, spare_column=3)
    columns, piles = Board.encode(position)
    assert Relaxation(rules).lost(columns, piles)


@given(st.integers(1, 10**9), st.randoms(use_true_random=False))
def test_key_ignores_column_order_and_twin_copies(number: int, chooser) -> None:
    rules = REGISTRY.rules("double")
    position = deal(rules.layout, number)
    board = Board(rules, twin_table(safety_basis(rules), position))
    columns, _ = Board.encode(position)
    shuffled = list(columns)
    chooser.shuffle(shuffled)
    table = bytearray(range(256))
    for card in range(52):
        if chooser.random() < 0.5:
            table[card], table[card + 52] = card + 52, card
    swapped = tuple(bytes((c[0],)) + c[1:].translate(bytes(table)) for c in shuffled)
    assert board.key(swapped, b"") == board.key(columns, b"")
    moved = (columns[0][:-1], columns[1] + columns[0][-1:], *columns[2:])
    assert board.key(moved, b"") != board.key(columns, b"")


@given(
    st.lists(st.integers(0, 103), unique=True, max_size=10),
    st.lists(st.integers(0, 103), unique=True, max_size=6),
    st.integers(0, 3),
    st.randoms(use_true_random=False),
)
def test_a_joined_key_tells_sets_of_parts_apart_in_any_order(
    bottoms: list[int], kinds: list[int], empty: int, chooser
) -> None:
    """Columns with distinct bottom cards, pieces cut off with distinct kinds, and empty columns:
    their key is the same whatever their order, and it holds exactly those parts (up to 104
    cards, past the 62 whose masks fit a machine word)."""
    parts = [
        bytes((chooser.randrange(4), bottom, *chooser.sample(range(52), chooser.randrange(5))))
        for bottom in bottoms
    ]
    parts += [
        bytes((CUT, kind, *chooser.sample(range(52), 1 + chooser.randrange(4)))) for kind in kinds
    ]
    parts += [b"\x00"] * empty
    joiner = Joiner(104)
    key = joiner.join(list(parts), b"\xfepiles")
    chooser.shuffle(parts)
    assert joiner.join(parts, b"\xfepiles") == key
    written, piles = key.split(b"\xff\xfe") if parts else (b"", key[1:])
    assert sorted(written.split(b"\xff")) == sorted(parts) if parts else written == b""
    assert piles == b"piles"


def test_the_memory_cap_ends_a_search() -> None:
    """Classic 319 is undecided after ten minutes; in 10 MB depth-first, alone, squeezes its
    table too often and the solve ends on memory, within a tenth of its positions' budget. It
    solves in a process of its own: memory is counted as the process's growth since the solve
    began, and a process that solved before grows less, reusing what it freed."""
    rules = default_registry().rules("classic")
    budget = Budget(nodes=2_000_000, seconds=None, memory_mb=10)
    result = solve_apart(rules, deal(rules.layout, 319), budget)
    assert (result.verdict, result.exhausted) == (Verdict.UNKNOWN, "memory")
    assert result.nodes < 200_000
