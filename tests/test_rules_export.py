"""Rules as data (issue 48, item 1): every game exports its layout, tables, scoring and texts,
valid by the package's schema; a game whose hooks no table holds is refused with the reason; and
a dealer written from docs/rules-format.md alone deals what the engine deals."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Iterator
from importlib import resources

import jsonschema
import pytest

from yukon_core import (
    YUKON_LAYOUT,
    Card,
    Registry,
    Variant,
    deal,
    default_registry,
    hookimpl,
)
from yukon_core.events import CardsMoved
from yukon_core.position import Pile
from yukon_core.protocol.lines import run
from yukon_core.protocol.session import ProtocolSession
from yukon_core.rules_export import ExportError, export_rules

REGISTRY = default_registry()
NAMES = [variant.name for variant in REGISTRY.variants]
SCHEMA = json.loads(
    resources.files("yukon_core.protocol").joinpath("schemas/rules.schema.json").read_text()
)


@pytest.mark.parametrize("name", NAMES)
def test_every_game_exports_its_tables_as_they_are(name: str) -> None:
    rules = REGISTRY.rules(name)
    document = json.loads(json.dumps(export_rules(rules)))
    jsonschema.validate(document, SCHEMA)
    tables = document["tables"]
    assert tables["onto"] == [sorted(targets) for targets in rules.onto]
    assert tables["foundation_next"] == [sorted(after) for after in rules.foundation_next]
    assert tables["heads_empty"] == list(rules.heads_empty)
    assert tables["may_lift"] == list(rules.may_lift)
    assert tables["returns"] == list(rules.returns)
    assert document["cards"] == [card.text(rules.decks) for card in rules.cards]
    assert document["variant"]["code"] == str(rules.variant.code(5))[:-7]
    assert document["texts"]["rules"]["ru"].startswith("# ")


def test_house_rules_are_folded_into_the_tables() -> None:
    plain = export_rules(REGISTRY.rules("classic"))
    relaxed = export_rules(REGISTRY.rules("classic", empty_column="any", max_group_size=3))
    assert plain["options"] == {} and relaxed["options"]["empty_column"] == "any"
    assert sum(plain["tables"]["heads_empty"]) == 4 and all(relaxed["tables"]["heads_empty"])
    assert relaxed["tables"]["may_lift"][3] and not relaxed["tables"]["may_lift"][4]


def test_scoring_is_read_per_kind_and_card() -> None:
    classic = export_rules(REGISTRY.rules("classic"))["scoring"]
    assert set(classic["CardToFoundation"]) == {10} and set(classic["CardTurned"]) == {5}
    assert set(classic["CardsMoved"]) == {0} and classic["StockDealt"] == 0
    spider = export_rules(REGISTRY.rules("russian-spider"))["scoring"]
    assert spider["SuitToFoundation"][12] == 130  # the King of spades heads its suit


def _registry_with(rules: object) -> Registry:
    class Plugin:
        @hookimpl
        def yukon_register_variants(self, register: Callable[[Variant], None]) -> None:
            register(Variant("odd", None, {"en": "Odd"}, YUKON_LAYOUT, rules=rules))

    return Registry([Plugin()], use_entry_points=False)


class _ReadsThePosition:
    @hookimpl
    def yukon_is_won(self, position) -> bool:
        return len(position.foundations[0]) == 13


class _ScoresByPile:
    @hookimpl
    def yukon_score_event(self, event) -> int | None:
        return 3 if isinstance(event, CardsMoved) and event.source == Pile("waste") else None


@pytest.mark.parametrize(
    ("rules", "said"),
    [
        (_ReadsThePosition(), "yukon_is_won of _ReadsThePosition reads the whole position"),
        (_ScoresByPile(), "answers 0 and 3 for two CardsMoved events of ♠A"),
    ],
)
def test_a_game_whose_hooks_no_table_holds_is_refused(rules: object, said: str) -> None:
    registry = _registry_with(rules)
    with pytest.raises(ExportError, match=said):
        export_rules(registry.rules("odd"), registry)
    request = {"jsonrpc": "2.0", "id": 1, "method": "export", "params": {"variant": "odd"}}
    answer = run(ProtocolSession(registry=registry), json.dumps(request))
    assert answer["error"]["data"]["type"] == "ExportError"
    assert said.split(" reads")[0] in answer["error"]["message"]


def test_yukon_export_prints_the_document() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "export", "wave", "-o", "max_group_size=5"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    document = json.loads(done.stdout)
    assert document["variant"]["name"] == "wave" and document["options"]["max_group_size"] == 5
    assert document["layout"]["columns"][0] == [[0, 1], [1, 1]]
    assert document["layout"]["stock"]["face_down_rows"] == 1


# A dealer written from docs/rules-format.md and the export alone.

MASK = (1 << 64) - 1


def _splitmix64(seed: int) -> Iterator[int]:
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def _shuffle(items: list[int], seed: int) -> list[int]:
    stream, order = _splitmix64(seed), list(items)
    for i in range(len(order) - 1, 0, -1):
        bound = i + 1
        while (value := next(stream)) >= (1 << 64) - (1 << 64) % bound:
            pass
        j = value % bound
        order[i], order[j] = order[j], order[i]
    return order


def _dealt(document: dict, number: int) -> dict:
    layout, cards = document["layout"], document["cards"]
    bases = [cards.index(text) for text in layout["foundation_bases"]]
    order = iter(_shuffle([c for c in range(len(cards)) if c not in bases], number))
    shapes = layout["columns"]
    columns = [[[[], []] for _ in runs] for runs in shapes]
    if layout["deal_order"] == "columns":
        slots = [(i, r, face) for i, runs in enumerate(shapes) for r, counts in enumerate(runs)
                 for face in (0, 1) for _ in range(counts[face])]  # fmt: skip
    else:
        slots = []
        for r in range(max(map(len, shapes))):
            for face in (0, 1):
                rows = max(runs[r][face] for runs in shapes if r < len(runs))
                slots += [(i, r, face) for row in range(rows) for i, runs in enumerate(shapes)
                          if r < len(runs) and runs[r][face] > row]  # fmt: skip
    for i, r, face in slots:
        columns[i][r][face].append(next(order))
    cells = [[next(order)] for _ in range(layout["cells_dealt"])]
    reserves = [[next(order) for _ in range(size)] for size in layout["reserves"]]
    stock = list(order)[::-1]
    start = layout["stock"]["waste_start"] if layout["stock"] else 0
    waste = stock[len(stock) - start :][::-1]
    return {"columns": columns, "cells": cells, "reserves": reserves,
            "stock": stock[: len(stock) - start], "waste": waste, "bases": bases}  # fmt: skip


@pytest.mark.parametrize("name", NAMES)
def test_a_dealer_written_from_the_document_deals_what_the_engine_deals(name: str) -> None:
    rules = REGISTRY.rules(name)
    document = export_rules(rules)
    for number in (1, 2, 977, 8031810175):
        mine, position = _dealt(document, number), deal(rules.layout, number)
        assert [[[list(d), list(u)] for d, u in c.runs] for c in position.columns] == [
            [run for run in column if run != [[], []]] for column in mine["columns"]
        ]
        assert [list(cell) for cell in position.cells if cell] == mine["cells"]
        assert [list(pile) for pile in position.reserves] == mine["reserves"]
        assert (list(position.stock), list(position.waste)) == (mine["stock"], mine["waste"])
        assert [pile[0] for pile in position.foundations if pile] == mine["bases"]


def test_card_ids_are_as_the_document_says() -> None:
    document = export_rules(REGISTRY.rules("double"))
    card = Card.from_id(52 + 2 * 13 + 9 - 1)
    assert document["cards"][card] == "9D/2" and card.rank == 9
