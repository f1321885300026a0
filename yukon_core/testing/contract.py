"""Run the invariants against variants: from pytest, or as a table for ``yukon check``."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from ..registry import Registry, default_registry
from .invariants import INVARIANTS, InvariantFailure, Target
from .profiles import share_of_examples

__all__ = ["Outcome", "check_variant", "contract_tests"]

COMPILE = "rules_compile"
"""The pseudo-invariant reported when a variant's rule hooks cannot even be compiled."""


@attrs.frozen
class Outcome:
    variant: str
    invariant: str
    passed: bool
    detail: str = ""


def check_variant(
    variant: str, registry: Registry | None = None, names: Iterable[str] | None = None
) -> list[Outcome]:
    """Run the invariants ``names`` (default: all) on ``variant``; one outcome each."""
    target = Target(variant, registry or default_registry())
    try:
        target.rules  # noqa: B018 - compiling the rule hooks is the first check
    except Exception as error:
        return [Outcome(variant, COMPILE, False, f"{type(error).__name__}: {error}")]
    outcomes = []
    for name in names or INVARIANTS:
        try:
            _run(name, target)
        except InvariantFailure as failure:
            outcomes.append(Outcome(variant, name, False, str(failure)))
        except Exception as error:
            outcomes.append(Outcome(variant, name, False, f"{type(error).__name__}: {error}"))
        else:
            outcomes.append(Outcome(variant, name, True))
    return outcomes


def _run(name: str, target: Target) -> None:
    """Run one invariant. An error raised while an interrupt was on its way up (hypothesis can
    fail its own assertions then) is the interrupt, not a broken invariant."""
    try:
        INVARIANTS[name].run(target)
    except Exception as error:
        if _interrupted(error):
            raise KeyboardInterrupt from error
        raise


def _interrupted(error: BaseException) -> bool:
    """Whether a :class:`KeyboardInterrupt` is among the causes and contexts of ``error``."""
    seen: set[int] = set()
    chain: list[BaseException | None] = [error]
    while chain:
        link = chain.pop()
        if link is None or id(link) in seen:
            continue
        if isinstance(link, KeyboardInterrupt):
            return True
        seen.add(id(link))
        chain += [link.__cause__, link.__context__]
    return False


def contract_tests(
    *variants: str, registry: Registry | None = None, share: float = 1.0
) -> Callable[..., None]:
    """A pytest test running every invariant on ``variants``, with ids like ``classic-deal_shape``,
    each with ``share`` of the hypothesis profile's examples (:func:`share_of_examples`).

    In a variant package's tests: ``test_contract = contract_tests("moosehide")``.
    """
    import pytest

    params = [
        pytest.param(variant, name, id=f"{variant}-{name}")
        for variant in variants
        for name in INVARIANTS
    ]

    @pytest.mark.parametrize(("variant", "invariant"), params)
    def test_contract(variant: str, invariant: str) -> None:
        with share_of_examples(share):
            INVARIANTS[invariant].run(Target(variant, registry or default_registry()))

    return test_contract
