"""Test settings: the invariant suite's hypothesis profiles, ``dev`` or ``ci``, and the
``slow`` marker.

``YUKON_HYPOTHESIS_PROFILE`` chooses the profile; without it, ``ci`` when ``CI`` is set, else
``dev``. ``python -m pytest -m 'not slow'`` is the edit loop: it leaves out the modules below,
and every browser and cluster test.
"""

from collections.abc import Iterator

import attrs
import pytest
from web_support import chromium, serving

from yukon_core.solver import queries, winnability
from yukon_core.testing import load_profile

load_profile()

SLOW_MODULES = frozenset({
    "test_docs_examples", "test_hostile_cli", "test_interrupt", "test_plugin_faults",
    "test_published", "test_save_trust", "test_scaffold", "test_solver_collector",
    "test_solver_deadlock", "test_solver_flips", "test_solver_piles", "test_solver_portfolio",
    "test_solver_shared", "test_solver_split", "test_survey", "test_third_party", "test_types",
    "test_user_files",
})  # fmt: skip
"""The modules that run subprocesses, the solver on whole deals or the type checker."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.stem in SLOW_MODULES or any(
            item.get_closest_marker(name) for name in ("browser", "cluster")
        ):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session", autouse=True)
def positions_not_seconds() -> Iterator[None]:
    """The short solves a session asks for (hints, winnability checks, solvable-only deals) are
    bounded by positions alone here: their half second or second, a busy machine may run out
    before the positions, and a test would then see another answer."""
    with pytest.MonkeyPatch.context() as patch:
        for module, name in ((queries, "HINT_BUDGET"), (queries, "CHECK_BUDGET"),
                             (winnability, "CHECK_BUDGET")):  # fmt: skip
            patch.setattr(module, name, attrs.evolve(getattr(module, name), seconds=None))
        yield


# The browser tests' fixtures (web_support.py has their helpers).


@pytest.fixture(scope="session")
def browser_type_launch_args() -> dict[str, object]:
    return {"executable_path": chromium()}


@pytest.fixture(scope="session", autouse=True)
def patient_page_assertions() -> None:
    """A browser test's assertions wait up to 60 s for the page to come right (Playwright's
    default, 5 s, a busy machine can exceed); a right page still passes at once."""
    try:
        from playwright.sync_api import expect
    except ImportError:
        return
    expect.set_options(timeout=60_000)


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, object]) -> dict[str, object]:
    """Pages that ask for reduced motion: cards are where the board says at once, so a test
    never clicks a card in flight (the motion has its own test, which asks for it)."""
    return {**browser_context_args, "reduced_motion": "reduce"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    records = tmp_path_factory.mktemp("records") / "records.sqlite"
    with serving(0, records) as address:
        yield address
