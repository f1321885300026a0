"""The survey's published verdicts (``yukon_core/verdicts/``, ``data/publish.py``): they match
the games they were made from and the solver, and a game answers from them before solving."""

from __future__ import annotations

import csv
from importlib import resources
from pathlib import Path

import pytest

from yukon_core import deal, default_registry, new_game
from yukon_core import published as published_module
from yukon_core.published import PublishedVerdicts, published_verdict, published_verdicts
from yukon_core.solver import Budget, Verdict, first_winnable_deal, queries, solve, winnability

PINNED = Path(__file__).resolve().parent.parent / "seeds" / "winnability.tsv"
SHIPPED = sorted(
    entry.name.removesuffix(".txt")
    for entry in resources.files("yukon_core").joinpath("verdicts").iterdir()
    if entry.name.endswith(".txt")
)
PINS = list(csv.DictReader(PINNED.open(encoding="utf-8"), delimiter="\t"))


def _no_solving(*_: object, **__: object) -> None:
    raise AssertionError("the published verdict should have answered without solving")


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_file_matches_its_game(name: str) -> None:
    shipped = published_verdicts(default_registry().rules(name))
    assert shipped is not None, f"{name}.txt does not match how {name} deals any more"
    assert shipped.variant == name and shipped.first == 1
    assert set(shipped.letters) <= set("WL?") and len(shipped.letters) >= 1000


@pytest.mark.parametrize(
    "pin", PINS, ids=[f"{pin['game']}-{pin['deal']}-{pin['verdict']}" for pin in PINS]
)
def test_a_pinned_verdict_is_the_solvers_and_the_published_one(pin: dict[str, str]) -> None:
    rules = default_registry().rules(pin["game"])
    number = int(pin["deal"])
    result = solve(rules, deal(rules.layout, number), Budget(seconds=60))
    assert result.verdict.value == pin["verdict"]
    assert published_verdict(rules, number) is (pin["verdict"] == "won")


def test_every_game_pins_won_deals_and_lost_ones_where_it_has_them() -> None:
    pinned = {(pin["game"], pin["verdict"]) for pin in PINS}
    for name in SHIPPED:
        letters = published_verdicts(default_registry().rules(name)).letters
        assert (name, "won") in pinned or "W" not in letters[:1000]
        assert (name, "lost") in pinned or "L" not in letters[:1000]


def test_solvable_only_skips_published_losses_without_solving(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = default_registry().rules("russian")
    letters = published_verdicts(rules).letters
    lost = letters.index("LW") + 1  # a lost deal just before a won one
    monkeypatch.setattr(queries, "solve", _no_solving)
    assert first_winnable_deal(rules, lost) == lost + 1
    assert new_game("russian", lost, solvable_only=True).deal == lost + 1


def test_a_fresh_deal_is_winnable_at_once_and_later_positions_are_solved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    letters = published_verdicts(default_registry().rules("russian")).letters
    won, lost = letters.index("W") + 1, letters.index("L") + 1
    game = new_game("russian", won)
    monkeypatch.setattr(winnability, "solve", _no_solving)
    assert game.is_winnable() is True
    assert new_game("russian", lost).is_winnable() is False
    game.play(game.legal_moves()[0])
    with pytest.raises(AssertionError, match="without solving"):
        game.is_winnable()


def test_house_rules_and_unsurveyed_deals_fall_back_to_solving() -> None:
    registry = default_registry()
    assert published_verdicts(registry.rules("relaxed", max_group_size=3)) is None
    rules = registry.rules("relaxed")
    assert published_verdict(rules, len(published_verdicts(rules).letters) + 1) is None


def test_a_file_made_from_other_deals_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = default_registry().rules("relaxed")
    good = published_verdicts(rules)
    forged = PublishedVerdicts("relaxed", 1, "0" * 16, good.source, "L" * 10)
    assert PublishedVerdicts.parse(forged.text()) == forged
    monkeypatch.setattr(published_module, "_shipped", lambda _name: forged)
    published_verdicts.cache_clear()
    try:
        assert published_verdict(rules, 1) is None
    finally:
        published_verdicts.cache_clear()


def test_first_winnable_deal_still_solves_when_nothing_is_published() -> None:
    rules = default_registry().rules("classic", max_group_size=3)
    number = first_winnable_deal(rules, 1)
    assert solve(rules, deal(rules.layout, number), Budget(seconds=5)).verdict is Verdict.WON


@pytest.mark.parametrize(
    "text",
    [
        "",
        "variant x\n",
        "variant x\nfirst one\nlayout 0\nsource s\nletters W\n",
        "variant x\nfirst 1\nlayout 0\nsource s\nletters WX\n",
    ],
)
def test_a_damaged_file_is_refused_by_name(text: str) -> None:
    with pytest.raises(ValueError, match="not a published verdicts file"):
        PublishedVerdicts.parse(text)
