from __future__ import annotations

import copy
import json

import pytest
from builders import build, same_rules
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import (
    PositionError,
    deal,
    default_registry,
    position_from_json,
    position_to_json,
)

CLASSIC = default_registry().rules("classic")


@given(st.integers(0, 10**9))
def test_deals_round_trip_through_json(number: int) -> None:
    position = deal(CLASSIC.layout, number)
    data = json.loads(json.dumps(position_to_json(CLASSIC, position)))
    read_rules, read = position_from_json(data)
    assert same_rules(read_rules, CLASSIC)
    assert read == position


def test_a_position_set_up_elsewhere_loads() -> None:
    position = build(CLASSIC, {1: ("", "")}, foundations={1: "AS 2S 3S", 3: "AD"})
    data = position_to_json(CLASSIC, position)
    assert data["foundations"][0] == ["AS", "2S", "3S"]
    assert data["columns"][0] == {"down": [], "up": []}
    assert position_from_json(data)[1] == position


def test_options_round_trip() -> None:
    rules = default_registry().rules("classic", max_group_size=20, foundation_returns="no")
    data = position_to_json(rules, deal(rules.layout, 5))
    assert data["options"] == {"max_group_size": 20, "foundation_returns": False}
    assert position_from_json(data)[0] is rules


def _dealt() -> dict:
    return position_to_json(CLASSIC, deal(CLASSIC.layout, 1))


def _with(change) -> dict:
    data = copy.deepcopy(_dealt())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["columns"][1]["up"].pop(), r"missing: \w+"),
        (lambda d: d["columns"][1]["up"].append("AS"), "more than once: AS"),
        (lambda d: d["columns"][1].update(up=[]), "face-down cards and no face-up card"),
        (lambda d: d["columns"].pop(), "has 7 columns"),
        (lambda d: d["foundations"].pop(), "has 4 foundations"),
        (lambda d: d.update(variant="nonesuch"), "no variant 'nonesuch'"),
        (lambda d: d.update(version=4), '"version": 1 to 3'),
        (lambda d: d["columns"][0].update(up=["XX"]), "column 1 up: cannot read card 'XX'"),
        (lambda d: d.update(options={"colour": "blue"}), "unknown option"),
        (lambda d: d.pop("variant"), '"variant" must be the name of a variant'),
        (lambda d: d.update(variant=5), '"variant" must be the name of a variant'),
        (lambda d: d.update(version=True), '"version": 1'),
        (lambda d: d.update(version=1.0), '"version": 1'),
        (lambda d: d.update(options={"max_group_size": [20]}), '"options" must be an object'),
        (lambda d: d.update(options=None), '"options" must be an object'),
        (lambda d: d.update(options=[1]), "options"),
    ],
)
def test_impossible_positions_are_refused(change, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        position_from_json(_with(change))


def test_foundation_must_be_a_run_from_the_ace() -> None:
    position = build(CLASSIC, {}, foundations={1: "AS 3S"})
    with pytest.raises(PositionError, match="foundation 1: 3S cannot lie there on AS"):
        position_from_json(position_to_json(CLASSIC, position))
    position = build(CLASSIC, {}, foundations={1: "2S"})
    with pytest.raises(PositionError, match="at the bottom"):
        position_from_json(position_to_json(CLASSIC, position))


def test_not_an_object() -> None:
    with pytest.raises(PositionError, match="JSON object"):
        position_from_json([1, 2])
