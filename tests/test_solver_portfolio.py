"""The searches over fewer moves (streamlined policies, restarts): what they leave out, that
their wins replay, and that their ending never counts as a proof."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from yukon_core import Budget, Position, Verdict, apply, deal, default_registry, solve
from yukon_core.solver import search
from yukon_core.solver.board import Board
from yukon_core.solver.column_context import ColumnContext
from yukon_core.solver.depth_first import descend
from yukon_core.solver.expand import MovePolicy
from yukon_core.solver.restarts import BASE_NODES, luby, restarting
from yukon_core.solver.shared import FinishedTables
from yukon_core.solver.split import HELPER_SEED

REGISTRY = default_registry()


def played(variant: str, number: int, steps: int) -> list[Position]:
    """The deal and the positions along the first ``steps`` moves of a winning line."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    line = solve(rules, position, Budget(nodes=20_000, seconds=None)).moves
    positions = [position]
    for move in line[:steps]:
        positions.append(apply(rules, positions[-1], move)[0])
    return positions


@pytest.mark.parametrize(("variant", "number"), [("classic", 3), ("alaska", 3), ("double", 1)])
def test_streamlined_policies_leave_out_what_they_say(variant: str, number: int) -> None:
    """Progress moves: no shuffles, no returns. Homeward moves: the moves home where there are
    any, else the progress moves."""
    rules = REGISTRY.rules(variant)
    fits = rules.builders
    seen = {"shuffle": 0, "return": 0, "only home": 0, "no home": 0}
    for position in played(variant, number, 60):
        context = ColumnContext(rules, position, Budget())
        columns, piles = Board.encode(position)
        view = context.foundations.view(piles)
        every = context.expander.moves(columns, view)
        progress = context.expander.moves(columns, view, MovePolicy.PROGRESS)
        homeward = context.expander.moves(columns, view, MovePolicy.HOMEWARD)
        expected = []
        for score, (card, source, index, target) in every:
            if source < 0:
                seen["return"] += 1
                continue
            column = columns[source]
            if target >= 0 and index > column[0] + 1 and card in fits[column[index - 1]]:
                seen["shuffle"] += 1
                continue
            expected.append((score, (card, source, index, target)))
        assert progress == expected
        home = [entry for entry in every if entry[1][3] < 0]
        seen["only home" if home else "no home"] += 1
        assert homeward == (home or progress)
    assert all(seen.values()), seen  # each kind of move left out was met


def test_luby_sequence() -> None:
    assert list(itertools.islice(luby(), 16)) == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1]


@pytest.mark.parametrize(("variant", "number"), [("classic", 42), ("double", 6)])
def test_restarts_alone_find_a_win_that_replays_and_repeat_it(variant: str, number: int) -> None:
    """Deals the complete searches did not win in 5 s; randomized restarts win them quickly."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)

    def alone() -> list:
        context = ColumnContext(rules, position, Budget())
        columns, piles = Board.encode(position)
        opening: list = []
        root = context.settle(columns, piles, opening)
        run = restarting(context, root, 256)
        while True:
            try:
                next(run)
            except StopIteration as finished:
                assert finished.value is not None
                return opening + finished.value
            assert context.nodes < 200_000

    line = alone()
    end = position
    for move in line:
        end = apply(rules, end, move)[0]
    assert rules.won(end)
    assert alone() == line  # seeded: the same solve finds the same line


@pytest.mark.parametrize(("variant", "number"), [("classic", 42), ("double", 6)])
def test_solve_wins_with_the_portfolio_what_the_complete_searches_did_not(
    variant: str, number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the streamlined searches these deals stay undecided in 20,000 positions (the
    complete searches alone left them undecided after a minute); with them they are won."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    budget = Budget(nodes=20_000, seconds=None)
    assert solve(rules, position, budget).verdict is Verdict.WON
    monkeypatch.setattr(search, "STREAMLINED", ())
    monkeypatch.setattr(search, "EARLY_STREAMLINED", ())
    assert solve(rules, position, budget).verdict is Verdict.UNKNOWN


def _gives_up_at_once(*_args: object) -> search.Search:
    return None
    yield


def test_a_streamlined_search_ending_proves_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Searches that end without a win are dropped; the verdict is still the complete
    searches': won, lost, or unknown when the budget runs out."""
    monkeypatch.setattr(search, "STREAMLINED", ((_gives_up_at_once, MovePolicy.PROGRESS),))
    rules = REGISTRY.rules("classic")
    assert solve(rules, deal(rules.layout, 1), Budget(nodes=5_000)).verdict is Verdict.WON
    assert solve(rules, deal(rules.layout, 24), Budget(nodes=20_000)).verdict is Verdict.LOST
    unknown = solve(rules, deal(rules.layout, 17), Budget(nodes=3_000, seconds=None))
    assert (unknown.verdict, unknown.exhausted) == (Verdict.UNKNOWN, "nodes")


def test_best_first_complete_and_streamlined_is_let_go_once_a_solve_runs_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Classic 156 is lost. With best-first (complete, and the early streamlined one) let go
    after 5,000 positions, the solve still proves it lost, and both are closed within one round
    of that, while the other streamlined searches go on."""
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 156)
    closed_at: dict[str, int] = {}

    def watched(name: str, started: Callable[..., search.Search]) -> Callable[..., search.Search]:
        def search_watched(context: ColumnContext, *args: object) -> search.Search:
            try:
                return (yield from started(context, *args))
            finally:
                closed_at[name] = context.nodes

        return search_watched

    ((early, early_policy),) = search.EARLY_STREAMLINED
    (late, late_policy), *others = search.STREAMLINED
    monkeypatch.setattr(search, "best_first", watched("complete", search.best_first))
    monkeypatch.setattr(search, "EARLY_STREAMLINED", ((watched("early", early), early_policy),))
    monkeypatch.setattr(search, "STREAMLINED", ((watched("late", late), late_policy), *others))
    monkeypatch.setattr(search, "DEEP_AFTER", 5_000)
    result = solve(rules, position, Budget(nodes=2_000_000, seconds=None))
    assert result.verdict is Verdict.LOST and result.nodes > 10_000
    turns = search.ALONE
    one_round = search.SLICE_NODES * (
        turns.deep_late + len(search.STREAMLINED) * turns.streamlined + 2
    )
    for name in ("complete", "early"):
        assert search.DEEP_AFTER <= closed_at[name] <= search.DEEP_AFTER + one_round
    assert closed_at["late"] == result.nodes  # closed only when the solve ended


def _recorded(
    name: str, turns: list[str], started: Callable[..., search.Search]
) -> Callable[..., search.Search]:
    """``started`` with every slice it expands noted in ``turns`` under ``name``."""

    def recording(*args: object) -> search.Search:
        inner = started(*args)
        try:
            while True:
                next(inner)
                turns.append(name)
                yield
        except StopIteration as ended:
            return ended.value  # type: ignore[no-any-return]
        finally:
            inner.close()

    return recording


@pytest.mark.parametrize(
    ("variant", "number", "partner", "expected"),
    [
        ("classic", 17, None, search.ALONE),
        ("classic", 17, HELPER_SEED, search.BESIDE_A_PROVER),
        ("canberra", 434, None, search.PROVING),
        ("ten-across", 4, None, search.MOSTLY_PROVING),
        ("hawaiian", 894, None, search.FINDING),
        ("canberra", 434, HELPER_SEED, search.BESIDE_A_PROVER),
    ],
)
def test_the_turns_of_a_round_follow_the_game_and_whether_another_process_proves(
    monkeypatch: pytest.MonkeyPatch,
    variant: str,
    number: int,
    partner: int | None,
    expected: search.Turns,
) -> None:
    """Past ``DEEP_AFTER``, a round gives complete depth-first and each streamlined search the
    turns of :data:`~search.ALONE` (or the game's own) in a solve of one process, and of
    :data:`~search.BESIDE_A_PROVER` in the helper of a split solve (both deals run long)."""
    turns: list[str] = []
    monkeypatch.setattr(search, "DEEP_AFTER", 0)
    monkeypatch.setattr(search, "depth_first", _recorded("deep", turns, search.depth_first))
    for kind in ("EARLY_STREAMLINED", "STREAMLINED"):  # the early ones take no turn late
        recorded = tuple(
            (_recorded(f"{kind} {n}", turns, s), p)
            for n, (s, p) in enumerate(getattr(search, kind))
        )
        monkeypatch.setattr(search, kind, recorded)
    one_round = ["deep"] * expected.deep_late + [
        f"STREAMLINED {n}"
        for n in range(len(search.STREAMLINED))
        for _ in range(expected.streamlined)
    ]
    rules = REGISTRY.rules(variant)
    helper = None if partner is None else FinishedTables(slots=1 << 16).helper(partner)
    slices = max(40, 2 * len(one_round) + 8)
    budget = Budget(nodes=slices * search.SLICE_NODES, seconds=None)
    result = search.portfolio(rules, deal(rules.layout, number), budget, partner=helper)
    assert result.verdict is Verdict.UNKNOWN
    assert turns[: 2 * len(one_round)] == one_round * 2


def test_every_game_with_its_own_turns_is_installed() -> None:
    """A misspelt name in :data:`~search.TURNS_BY_GAME` would leave its game on ``ALONE``."""
    assert set(search.TURNS_BY_GAME) <= {variant.name for variant in REGISTRY.variants}


def test_claims_pass_over_positions_until_they_are_forgotten() -> None:
    rules = REGISTRY.rules("classic")
    context = ColumnContext(rules, deal(rules.layout, 1), Budget())
    assert context.claim(b"position") and not context.claim(b"position")
    context.forget_claims()
    assert context.claim(b"position") and context.claim(b"position")


@pytest.mark.parametrize(
    ("kind", "number"), [("best-first", 17), ("restart run", 17), ("restarts to the end", 881)]
)
def test_a_search_gives_its_memory_back_when_it_ends_or_is_closed(kind: str, number: int) -> None:
    """The memory estimate of a solve counts the tables of the searches still running only.
    Classic 881 is lost: one restart run covers it, so the restarts end."""
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, number)
    context = ColumnContext(rules, position, Budget())
    columns, piles = Board.encode(position)
    root = context.settle(columns, piles, [])
    before = context.memory
    if kind == "best-first":
        running = search.best_first(context, root, 256)
        for _ in range(3):
            next(running)
        assert context.memory > before
        running.close()
    elif kind == "restart run":
        run = descend(context, root, 256, MovePolicy.ALL, limit=600)
        with pytest.raises(StopIteration):
            for _ in range(10):
                next(run)
                assert context.memory > before
    else:
        with pytest.raises(StopIteration) as ended:
            next(restarting(context, root, 256, MovePolicy.ALL))
        assert ended.value.value is None
    assert context.states > 20 and context.memory == before


def _interleaved(context: ColumnContext, run: search.Search, other: search.Search) -> tuple:
    """Drive ``run`` to its end with a slice of ``other`` between each of its slices; what it
    returned and the positions it expanded itself."""
    own = 0
    while True:
        before = context.nodes
        try:
            next(run)
        except StopIteration as ended:
            return ended.value, own + context.nodes - before
        own += context.nodes - before
        next(other, None)


def test_restarts_given_a_total_end_after_exactly_that_many_of_their_own_positions() -> None:
    """Classic 17 runs long; its restarts beside best-first stop at their own 5,000th position."""
    rules = REGISTRY.rules("classic")
    context = ColumnContext(rules, deal(rules.layout, 17), Budget(nodes=None, seconds=None))
    root = context.settle(*Board.encode(deal(rules.layout, 17)), [])
    run = restarting(context, root, 256, MovePolicy.HOMEWARD, total=5_000)
    found, own = _interleaved(context, run, search.best_first(context, root, 256))
    assert (found, own) == (None, 5_000)
    assert context.nodes > own + 4_000  # best-first's slices between them


def test_restarts_end_when_a_run_covers_every_position_beside_another_search() -> None:
    """Classic 684 is lost and the first run of the restarts covers it in about 1,600 positions,
    over several slices: they end there, though the solve's count grows by the other search's
    slices meanwhile."""
    rules = REGISTRY.rules("classic")
    context = ColumnContext(rules, deal(rules.layout, 684), Budget(nodes=None, seconds=None))
    root = context.settle(*Board.encode(deal(rules.layout, 684)), [])
    run = restarting(context, root, 256, MovePolicy.ALL)
    found, own = _interleaved(
        context, run, search.best_first(context, root, 256, MovePolicy.PROGRESS)
    )
    assert found is None
    assert 4 * 256 < own < BASE_NODES
