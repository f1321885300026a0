"""The survey's published verdicts (``yukon_core/verdicts/``, ``data/publish.py``): they hold
for the rules they were made from only, agree with the solver, and a game answers from them
before solving."""

from __future__ import annotations

import csv
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import attrs
import pytest

from yukon_core import deal, default_registry, hookimpl, new_game
from yukon_core import published as published_module
from yukon_core.engine import apply, is_won, legal_moves
from yukon_core.published import (
    ShippedVerdicts,
    read_verdicts,
    rules_fingerprint,
    shipped_verdict,
    shipped_verdicts,
)
from yukon_core.registry import Registry
from yukon_core.rules import RuleTable
from yukon_core.solver import Budget, Verdict, first_winnable_deal, queries, solve, winnability
from yukon_core.survey import SurveyRow, SurveyStore
from yukon_core.survey.archive import read_packed
from yukon_core.survey.publish import pins, surveyed_games, unbroken_run, verdicts_of
from yukon_core.variant import Variant

PINNED = Path(__file__).resolve().parent.parent / "seeds" / "winnability.tsv"
PACKED = Path(__file__).resolve().parent.parent / "data" / "winnability"
SHIPPED = sorted(
    entry.name.removesuffix(".txt")
    for entry in resources.files("yukon_core").joinpath("verdicts").iterdir()
    if entry.name.endswith(".txt")
)
PINS = list(csv.DictReader(PINNED.open(encoding="utf-8"), delimiter="\t"))


def shipped(name: str, **options: object) -> ShippedVerdicts:
    found = shipped_verdicts(default_registry().rules(name, **options))
    assert found is not None, f"{name}.txt does not hold for the game's rules any more"
    return found


def _no_solving(*_: object, **__: object) -> None:
    raise AssertionError("the published verdict should have answered without solving")


def test_the_five_seed_games_ship_verdicts_for_10000_deals() -> None:
    for name in ("classic", "relaxed", "russian", "alaska", "double"):
        assert len(shipped(name).letters) >= 10_000


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_file_holds_for_its_game(name: str) -> None:
    verdicts = shipped(name)
    assert verdicts.variant == name and verdicts.first == 1 and verdicts.letters


@pytest.mark.parametrize(
    "pin", PINS, ids=[f"{pin['game']}-{pin['deal']}-{pin['verdict']}" for pin in PINS]
)
def test_a_pinned_verdict_is_the_solvers_and_the_published_one(pin: dict[str, str]) -> None:
    rules = default_registry().rules(pin["game"])
    number = int(pin["deal"])
    result = solve(rules, deal(rules.layout, number), Budget(seconds=None))
    assert result.verdict.value == pin["verdict"]
    assert shipped_verdict(rules, number) is (pin["verdict"] == "won")


EXHAUSTION_CAP = 3_000
"""Positions the exhaustive check below walks before it gives up on a pinned loss."""


def _wins_by_exhaustion(rules: RuleTable, number: int) -> bool | None:
    """Whether some position the engine's own moves reach from deal ``number`` is won; ``None``
    if there are more than :data:`EXHAUSTION_CAP`. No solver code is used."""
    start = deal(rules.layout, number)
    seen, waiting = {start}, [start]
    while waiting:
        if len(seen) > EXHAUSTION_CAP:
            return None
        position = waiting.pop()
        if is_won(rules, position):
            return True
        for move in legal_moves(rules, position):
            after, _ = apply(rules, position, move)
            if after not in seen:
                seen.add(after)
                waiting.append(after)
    return False


LOST_PINS = [pin for pin in PINS if pin["verdict"] == "lost"]


@pytest.mark.parametrize(
    "pin", LOST_PINS, ids=[f"{pin['game']}-{pin['deal']}" for pin in LOST_PINS]
)
def test_a_pinned_loss_with_few_positions_has_no_win_among_them(pin: dict[str, str]) -> None:
    rules = default_registry().rules(pin["game"])
    wins = _wins_by_exhaustion(rules, int(pin["deal"]))
    if wins is None:
        pytest.skip(f"more than {EXHAUSTION_CAP:,} positions: left to the solver")
    assert wins is False


@pytest.mark.parametrize("number", [18, 41, 66, 110, 130])
def test_russian_spider_loses_deals_russian_solitaire_wins(number: int) -> None:
    """Why the survey finds Russian Spider all but never won: a whole suit must be built in
    one column with no foundation to take cards off the way, and here not even the deals
    Russian Solitaire wins (the same cards, building and deal) reach a win."""
    assert shipped_verdict(default_registry().rules("russian"), number) is True
    assert _wins_by_exhaustion(default_registry().rules("russian-spider"), number) is False


@pytest.mark.parametrize("name", SHIPPED)
def test_every_verdict_a_game_has_is_pinned(name: str) -> None:
    pinned = {pin["verdict"] for pin in PINS if pin["game"] == name}
    letters = shipped(name).letters
    assert pinned == {v for v, letter in (("won", "W"), ("lost", "L")) if letter in letters}


def test_solvable_only_skips_published_losses_without_solving(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = default_registry().rules("russian")
    lost = shipped("russian").letters.index("LW") + 1  # a lost deal just before a won one
    monkeypatch.setattr(queries, "solve", _no_solving)
    assert first_winnable_deal(rules, lost) == lost + 1
    assert new_game("russian", lost, solvable_only=True).deal == lost + 1


def test_a_fresh_deal_is_winnable_at_once_and_later_positions_are_solved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    letters = shipped("russian").letters
    won, lost = letters.index("W") + 1, letters.index("L") + 1
    game = new_game("russian", won)
    monkeypatch.setattr(winnability, "solve", _no_solving)
    assert game.is_winnable() is True
    assert new_game("russian", lost).is_winnable() is False
    game.play(game.legal_moves()[0])
    with pytest.raises(AssertionError, match="without solving"):
        game.is_winnable()


def test_other_rules_and_unsurveyed_deals_get_no_published_verdict() -> None:
    registry = default_registry()
    assert shipped_verdicts(registry.rules("relaxed", max_group_size=3)) is None
    assert shipped_verdicts(registry.rules("russian", foundation_returns=True)) is None
    rules = registry.rules("relaxed")
    assert shipped_verdict(rules, len(shipped("relaxed").letters) + 1) is None


class Impostor:
    """Russian's name, layout and deals with Classic's building."""

    @hookimpl
    def yukon_register_variants(self, register: Callable[[Variant], None]) -> None:
        registry = default_registry()
        classic = registry.variant("classic")
        register(attrs.evolve(classic, name="russian", letter="S"))


def test_a_game_of_the_same_name_and_deals_but_other_rules_is_not_fooled() -> None:
    registry = Registry([Impostor()], use_entry_points=False)
    rules = registry.rules("russian")
    assert rules.layout == default_registry().variant("russian").layout
    lost = shipped("russian").letters.index("L") + 1  # lost with Russian's building...
    assert shipped_verdicts(rules) is None
    assert new_game("russian", lost, registry=registry).is_winnable() is not False  # ...not here


def test_a_damaged_or_missing_file_means_solving(tmp_path: Path) -> None:
    assert read_verdicts(tmp_path / "absent.txt") is None
    damaged = tmp_path / "damaged.txt"
    damaged.write_bytes(b"variant russian\nfirst 1\nrules \xff\n")
    assert read_verdicts(damaged) is None
    good = shipped("russian")
    (tmp_path / "good.txt").write_text(good.text(), encoding="ascii")
    assert read_verdicts(tmp_path / "good.txt") == good


@pytest.mark.parametrize(
    "text",
    ["", "variant x\n", "variant x\nfirst one\nrules 0\nsource s\nletters W\n",
     "variant x\nfirst 1\nrules 0\nsource s\nletters WX\n"],
)  # fmt: skip
def test_a_damaged_file_is_refused_by_name(text: str) -> None:
    with pytest.raises(ValueError, match="not a published verdicts file"):
        ShippedVerdicts.parse(text)


def test_a_file_made_for_other_rules_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = default_registry().rules("relaxed")
    forged = attrs.evolve(shipped("relaxed"), rules="0" * 16)
    monkeypatch.setattr(published_module, "_shipped", lambda _name: forged)
    shipped_verdicts.cache_clear()
    try:
        assert shipped_verdict(rules, 1) is None
    finally:
        shipped_verdicts.cache_clear()


def _row(deal_number: int, verdict: str, seconds: float, replayed: bool | None) -> SurveyRow:
    return SurveyRow("relaxed", "{}", deal_number, verdict, 0, "", replayed, 1, seconds, 1.0,
                     10.0, 2048.0, "solver x", "here", "now")  # fmt: skip


def test_publishing_keeps_the_run_from_deal_1_and_only_replayed_wins() -> None:
    rows = [_row(1, "won", 0.5, True), _row(2, "lost", 0.1, None), _row(3, "won", 0.1, False),
            _row(4, "unknown", 10, None), _row(6, "won", 0.01, True)]  # fmt: skip
    run = unbroken_run(rows)
    assert [row.deal for row in run] == [1, 2, 3, 4]
    verdicts = verdicts_of(run, "s.sqlite")
    assert verdicts.letters == "WL??"
    assert verdicts.rules == rules_fingerprint(default_registry().rules("relaxed"), 1)
    assert [row.deal for row in pins(run)] == [1, 2]  # deal 3's win never replayed
    slow = [_row(1, "lost", 9.0, None), _row(2, "lost", 1.5, None), _row(3, "lost", 5.0, None),
            _row(4, "won", 30.0, True), _row(5, "won", 40.0, True)]  # fmt: skip
    assert [row.deal for row in pins(slow)] == [4, 2]  # a slow verdict keeps its quickest pin


def test_the_shipped_verdicts_are_those_of_the_survey_the_repository_keeps(
    tmp_path: Path,
) -> None:
    with SurveyStore(tmp_path / "store.sqlite") as store:  # replayed in test_survey_trust.py
        store.put_all(row for rows in read_packed(PACKED).values() for row in rows)
    kept = {run[0].variant: run for rows in surveyed_games(tmp_path / "store.sqlite")
            if (run := unbroken_run(rows))}  # fmt: skip
    assert sorted(kept) == SHIPPED
    for name, run in kept.items():
        assert shipped(name).letters == verdicts_of(run, "store.sqlite").letters, name
    pinned = [{"game": row.variant, "deal": str(row.deal), "verdict": row.verdict}
              for run in kept.values() for row in pins(run)]  # fmt: skip
    assert pinned == PINS


def test_first_winnable_deal_still_solves_where_nothing_is_published() -> None:
    rules = default_registry().rules("classic", max_group_size=3)
    assert shipped_verdicts(rules) is None
    budget = Budget(nodes=50_000, seconds=None)  # the default's positions, on any clock
    number = first_winnable_deal(rules, 1, budget)
    assert solve(rules, deal(rules.layout, number), budget).verdict is Verdict.WON
