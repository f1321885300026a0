"""The cyclic garbage collector is paused while a solve runs, and the searches leave it nothing
to collect."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from yukon_core import Budget, deal, default_registry, solve
from yukon_core.solver import collector, search
from yukon_core.solver.expand import MovePolicy

REGISTRY = default_registry()


@pytest.fixture
def collecting() -> Iterator[None]:
    """The collector running before the test, and as it was after."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_a_solve_pauses_the_collector_and_restores_it(
    collecting: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []

    def recording(*_args: object) -> search.Search:
        seen.append(gc.isenabled())
        return None
        yield

    monkeypatch.setattr(search, "STREAMLINED", ((recording, MovePolicy.PROGRESS),))
    rules = REGISTRY.rules("classic")
    solve(rules, deal(rules.layout, 17), Budget(nodes=3_000, seconds=None))  # runs long
    assert seen == [False]
    assert gc.isenabled()


def test_overlapping_pauses_restore_the_collector_after_the_last(collecting: object) -> None:
    with collector.paused():
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector.paused():
        raise RuntimeError("a solve that fails")
    assert gc.isenabled()


def test_a_collector_paused_before_stays_paused(collecting: object) -> None:
    gc.disable()
    with collector.paused():
        pass
    assert not gc.isenabled()


@pytest.mark.parametrize(
    ("variant", "number", "options"),
    [
        ("classic", 237, {}),  # long: the pair relaxation is asked many times
        ("classic", 17, {"foundation_returns": "no"}),
        ("alaska", 29, {}),
        ("double", 6, {}),
        ("russian", 5, {}),
    ],
)
def test_a_solve_leaves_no_cyclic_garbage(
    collecting: object, variant: str, number: int, options: dict[str, str]
) -> None:
    """Paused, the collector would let cycles pile up; a solve makes none."""
    rules = REGISTRY.rules(variant, **options)
    gc.collect()
    with collector.paused():
        solve(rules, deal(rules.layout, number), Budget(nodes=60_000, seconds=None))
        assert gc.collect() == 0
