"""Golden deals: every pinned deal in ``seeds/`` is dealt again, cards, code and all."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import (
    MAX_DEAL,
    GameCode,
    deal,
    default_registry,
    position_from_json,
    position_to_json,
)

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
PINNED = [
    pytest.param(path.stem, pinned, id=f"{path.stem}-{pinned['number']}")
    for path in sorted(SEEDS.glob("*.json"))
    for pinned in json.loads(path.read_text(encoding="utf-8"))["deals"]
]
SHARED_LAYOUT = ("classic", "relaxed", "russian", "alaska")


def test_every_built_in_variant_has_golden_deals() -> None:
    pinned = {path.stem for path in SEEDS.glob("*.json")}
    assert {"classic", "relaxed", "russian", "alaska", "double"} <= pinned


@pytest.mark.parametrize(("variant", "pinned"), PINNED)
def test_pinned_deal_is_dealt_again(variant: str, pinned: dict[str, Any]) -> None:
    rules = default_registry().rules(variant)
    number = pinned["number"]
    assert position_to_json(rules, deal(rules.layout, number)) == pinned["position"]
    assert str(GameCode(rules.variant.letter, number)) == pinned["code"]
    code = GameCode.parse(pinned["code"])
    assert default_registry().variant(code.letter).name == variant
    assert code.number == number


@pytest.mark.parametrize(("variant", "pinned"), PINNED)
def test_pinned_position_loads_as_the_deal(variant: str, pinned: dict[str, Any]) -> None:
    rules, position = position_from_json(pinned["position"])
    assert rules.variant.name == variant
    assert position == deal(rules.layout, pinned["number"])


def test_pinned_files_agree_on_the_shared_layout() -> None:
    columns_by_number: dict[int, dict[str, str]] = {}
    for variant in SHARED_LAYOUT:
        data = json.loads((SEEDS / f"{variant}.json").read_text(encoding="utf-8"))
        for pinned in data["deals"]:
            columns = json.dumps(pinned["position"]["columns"])
            columns_by_number.setdefault(pinned["number"], {})[variant] = columns
    pinned_by_all = [n for n, seen in columns_by_number.items() if len(seen) == len(SHARED_LAYOUT)]
    assert pinned_by_all
    assert all(len(set(seen.values())) == 1 for seen in columns_by_number.values())


@given(st.integers(0, MAX_DEAL))
def test_shared_layout_variants_deal_the_same_cards(number: int) -> None:
    registry = default_registry()
    positions = {deal(registry.variant(name).layout, number) for name in SHARED_LAYOUT}
    assert len(positions) == 1
