"""The family's games (issue 26, item 5), checked against ../shared/rules-sources/family.md
independently of the plugins: each game's deal shape (per-pile counts and faces), its building
rule as a table, and for games that differ by one rule, that the looser has every move of the
stricter."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_core import (
    CELL,
    FOUNDATION,
    Card,
    Suit,
    apply,
    deal,
    default_registry,
    legal_moves,
)
from yukon_core.moves import Move
from yukon_core.rules import RuleTable
from yukon_core.testing import random_lines

REGISTRY = default_registry()
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

YUKON = [(0, 1), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (6, 5)]
DOUBLE = [(0, 5), *((k - 1, 6) for k in range(2, 11))]
AUSTRALIAN = [(0, 4)] * 7
BRISBANE = [(0, 5), (1, 5), (2, 5), (3, 4), (4, 4), (5, 4), (6, 4)]
CHINESE = [(0, 7), (0, 7), (0, 7), (3, 4), (4, 3), (5, 2), (6, 1)]
KIEV = [(3, 1)] * 7

# name: (columns as (down, up) or runs of them, stock, waste, cells dealt / cells, reserves,
# base cards)
SHAPES = {
    "odessa": ([(3, 3), *[(3, 5)] * 5, (3, 3)], 0, 0, (0, 0), [], []),
    "roslin": (YUKON, 0, 0, (0, 0), [], []),
    "brisbane": (BRISBANE, 0, 0, (0, 0), [], []),
    "queensland": (BRISBANE, 0, 0, (0, 0), [], []),
    "geoffrey": ([*[(0, 7)] * 4, *[(4, 2)] * 4], 0, 0, (0, 0), [], []),
    "double-russian": (DOUBLE, 0, 0, (0, 0), [], []),
    "triple-yukon": ([(k - 1, 6) for k in range(1, 14)], 0, 0, (0, 0), [], []),
    "triple-russian": ([(k - 1, 6) for k in range(1, 14)], 0, 0, (0, 0), [], []),
    "chinese-discipline": (CHINESE, 3, 0, (0, 0), [], []),
    "chinese-solitaire": (CHINESE, 3, 0, (0, 0), [], []),
    "queenie": ([(0, k) for k in range(1, 8)], 24, 0, (0, 0), [], []),
    "rushdike": ([(k - 1, 1) for k in range(1, 8)], 24, 0, (0, 0), [], []),
    "russian-point": ([(0, 1), (2, 1), (4, 1), (6, 1), (4, 1), (2, 1), (0, 1)], 27, 0, (0, 0),
                      [], []),
    "abacus": ([(0, k) for k in range(1, 8)], 20, 0, (0, 0), [],
               [Card(C, 1), Card(S, 2), Card(H, 3), Card(D, 4)]),
    "kiev": (KIEV, 24, 0, (0, 0), [], []),
    "dnieper": (KIEV, 24, 0, (0, 0), [], []),
    "australian": (AUSTRALIAN, 23, 1, (0, 0), [], []),
    "tasmanian": (AUSTRALIAN, 23, 1, (0, 0), [], []),
    "canberra": (AUSTRALIAN, 23, 1, (0, 0), [], []),
    "raw-prawn": (AUSTRALIAN, 23, 1, (0, 0), [], []),
    "bim-bom": ([(0, 5)] * 8, 63, 1, (0, 0), [], []),
    "yukon-cells": (YUKON, 0, 0, (0, 2), [], []),
    "ten-across": ([(0, 5), (1, 4), (2, 3), (3, 2), (4, 1), (4, 1), (3, 2), (2, 3), (1, 4),
                    (0, 5)], 0, 0, (2, 2), [], []),
    "panopticon": ([(1, 5), (2, 4), (3, 3), (4, 2), (4, 2), (3, 3), (2, 4), (1, 5)], 0, 0,
                   (4, 4), [], []),
    "yukonic-plague": ([(0, 1), (2, 2), (2, 3), (2, 4), (2, 5), (2, 6), (2, 6)], 0, 0, (0, 0),
                       [13], []),
    "hawaiian": ([(0, 5)] * 10, 0, 0, (0, 0), [54], []),
    "russian-spider": (YUKON, 0, 0, (0, 0), [], []),
    "double-russian-spider": (DOUBLE, 0, 0, (0, 0), [], []),
    "tvetes-grandfather": ([(0, 1), (2, 5), (4, 5), (6, 5), (5, 5), (3, 5), (1, 5)], 0, 0,
                           (0, 0), [], []),
    "wave": ([((0, 1), (1, 1))] * 8, 80, 0, (0, 0), [], []),
}  # fmt: skip
"""A column of several runs (face-down cards between face-up ones) is the runs' pairs."""


def test_every_game_of_the_family_is_a_plugin() -> None:
    names = {variant.name for variant in REGISTRY.variants}
    assert set(SHAPES) <= names
    assert len(SHAPES) == 30


@pytest.mark.parametrize("name", sorted(SHAPES))
@pytest.mark.parametrize("number", [1, 2, 77, 8031810175])
def test_a_deal_has_the_shape_family_md_gives(name: str, number: int) -> None:
    columns, stock, waste, (dealt, cells), reserves, bases = SHAPES[name]
    position = deal(REGISTRY.variant(name).layout, number)
    assert [
        tuple((len(down), len(up)) for down, up in c.runs) if c.under else (len(c.down), len(c.up))
        for c in position.columns
    ] == columns
    assert (len(position.stock), len(position.waste)) == (stock, waste)
    assert [len(cell) for cell in position.cells] == [1] * dealt + [0] * (cells - dealt)
    assert [len(pile) for pile in position.reserves] == reserves
    assert [pile[0] for pile in position.foundations if pile] == bases
    assert all(column.up for column in position.columns)


def _parse(text: str) -> Card:
    from yukon_core import parse_card

    return parse_card(text)


# name: [(card, onto, may it go on it)]
BUILDING = {
    "roslin": [("9S", "10H", True), ("9S", "8D", True), ("9S", "10C", False), ("9S", "8S", False)],
    "brisbane": [("9S", "10S", True), ("9S", "10H", True), ("9S", "8H", False)],
    "queensland": [("9S", "10S", True), ("9S", "10H", False)],
    "odessa": [("9S", "10S", True), ("9S", "10C", False)],
    "chinese-discipline": [("9S", "10H", True), ("9S", "10C", False)],
    "rushdike": [("9S", "10S", True), ("9S", "10H", False)],
    "dnieper": [("KS", "AS", True), ("QS", "KS", True), ("KS", "AH", False), ("AS", "2S", True)],
    "kiev": [("KS", "AS", False), ("QS", "KS", True)],
    # Abacus: down by the suit's step, round the corner (clubs 1, spades 2, hearts 3, diamonds 4)
    "abacus": [
        ("8C", "9C", True),
        ("7S", "9S", True),
        ("KS", "2S", True),
        ("JS", "KS", True),
        ("JH", "AH", True),
        ("10H", "KH", True),
        ("9D", "KD", True),
        ("8S", "9S", False),
    ],
    "hawaiian": [("9S", "10D", True), ("9S", "10S", False)],
    "ten-across": [("9S", "10S", True), ("9S", "10H", False)],
}


@pytest.mark.parametrize(
    ("name", "card", "onto", "fits"),
    [(name, *case) for name, cases in BUILDING.items() for case in cases],
)
def test_the_building_rule_as_a_table(name: str, card: str, onto: str, fits: bool) -> None:
    rules = REGISTRY.rules(name)
    assert (_parse(onto) in rules.onto[_parse(card)]) is fits


@pytest.mark.parametrize(
    ("name", "king_only"),
    [
        ("chinese-discipline", True),
        ("chinese-solitaire", False),
        ("kiev", False),
        ("australian", True),
        ("raw-prawn", False),
        ("bim-bom", False),
        ("hawaiian", False),
        ("brisbane", False),
        ("geoffrey", True),
        ("abacus", False),
    ],
)
def test_what_an_empty_column_takes(name: str, king_only: bool) -> None:
    heads = REGISTRY.rules(name).heads_empty
    assert heads[_parse("QS")] is (not king_only) and heads[_parse("KS")]


def test_abacus_foundations_count_by_the_suits_steps() -> None:
    rules = REGISTRY.rules("abacus")
    order, top = [], _parse("2S")
    while rules.foundation_next[top]:
        (top,) = rules.foundation_next[top]
        order.append(rules.cards[top].text())
    assert order == ["4S", "6S", "8S", "10S", "QS", "AS", "3S", "5S", "7S", "9S", "JS", "KS"]


# --- the looser game of a pair has every move of the stricter ----------------------------

PAIRS = [
    ("chinese-discipline", "chinese-solitaire"),
    ("australian", "raw-prawn"),
    ("australian", "canberra"),
    ("classic", "yukon-cells"),
]
STRICT_OPTIONS = {("classic", "yukon-cells"): {"foundation_returns": False}}
"""Yukon Cells keeps every card home, as the collection plays it; Classic, by its source, may
take one back: the pair is compared on the same foundations."""


def _strict_rules(strict: str, loose: str) -> RuleTable:
    return REGISTRY.rules(strict, **STRICT_OPTIONS.get((strict, loose), {}))


def _same_deal_moves(strict: str, loose: str, moves: list) -> None:
    """Playing the stricter game's moves in the looser one, move for move, every legal move
    of the stricter game is legal in the looser one."""
    strict_rules, loose_rules = _strict_rules(strict, loose), REGISTRY.rules(loose)
    number, line = moves
    strict_position = deal(strict_rules.layout, number)
    loose_position = deal(loose_rules.layout, number)
    for move in line:
        looser = set(legal_moves(loose_rules, loose_position))
        assert set(legal_moves(strict_rules, strict_position)) <= looser
        strict_position, _ = apply(strict_rules, strict_position, move)
        loose_position, _ = apply(loose_rules, loose_position, move)


@pytest.mark.parametrize(("strict", "loose"), PAIRS)
@settings(max_examples=30)
@given(data=st.data())
def test_the_looser_game_has_every_move_of_the_stricter(strict: str, loose: str, data) -> None:
    line = data.draw(random_lines(_strict_rules(strict, loose), max_moves=120))
    _same_deal_moves(strict, loose, (line.deal, line.moves))


@settings(max_examples=30)
@given(data=st.data())
def test_russian_solitaire_can_make_every_move_of_russian_spider(data) -> None:
    """The two deal alike; a move of the tableau is a move of both, and a whole suit home in
    Russian Spider is thirteen cards home, one by one, in Russian Solitaire."""
    spider, russian = REGISTRY.rules("russian-spider"), REGISTRY.rules("russian")
    line = data.draw(random_lines(spider, max_moves=150))
    position = deal(spider.layout, line.deal)
    for move in [*line.moves, None]:
        solitaire = deal(russian.layout, line.deal)._replace(
            columns=position.columns, foundations=_single_foundations(position)
        )
        allowed = set(legal_moves(russian, solitaire))
        for spider_move in legal_moves(spider, position):
            if spider_move.to == FOUNDATION:
                _plays_home_one_by_one(russian, solitaire, spider_move)
            else:
                assert spider_move in allowed
        if move is not None:
            position, _ = apply(spider, position, move)


def _single_foundations(position) -> tuple:
    """The whole suits of Russian Spider's foundations, as Russian Solitaire's (Ace first)."""
    piles = [pile[::-1] for pile in position.foundations if pile]
    return tuple(piles + [() for _ in range(4 - len(piles))])


def _plays_home_one_by_one(russian, position, suit_move: Move) -> None:
    column = next(c for c in position.columns if suit_move.card in c.up)
    for card in reversed(column.up[-13:]):
        position, _ = apply(russian, position, Move(card, FOUNDATION))
    assert sum(map(len, position.foundations)) >= 13


def test_a_cell_move_is_the_only_kind_yukon_cells_adds() -> None:
    classic, cells = REGISTRY.rules("classic"), REGISTRY.rules("yukon-cells")
    position = deal(cells.layout, 5)
    extra = set(legal_moves(cells, position)) - set(legal_moves(classic, deal(classic.layout, 5)))
    assert extra and all(move.to == CELL for move in extra)


def test_the_readme_lists_every_game() -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    for variant in REGISTRY.variants:
        assert f"\n{variant.name} " in readme, variant.name


# --- cards back from a foundation, as the collection plays each game ----------------------

NEVER_BACK = {
    "odessa", "tvetes-grandfather", "roslin", "chinese-discipline", "chinese-solitaire",
    "queenie", "rushdike", "russian-point", "abacus", "double-russian", "triple-yukon",
    "triple-russian", "geoffrey", "queensland", "brisbane", "yukon-cells", "yukonic-plague",
}  # fmt: skip
"""The games built on the collection's Yukon base: no card ever leaves a foundation."""
TOP_COMES_BACK = {
    "australian", "tasmanian", "canberra", "raw-prawn", "bim-bom", "hawaiian", "panopticon",
    "wave",
}  # fmt: skip
"""Plain suit foundations: the top card may come back."""
WHOLE_SUITS = {"russian-spider", "double-russian-spider", "kiev", "dnieper", "ten-across"}
"""Whole-suit foundations, which never give a card back, whatever the option says."""


def test_the_rules_sheet_says_it_for_every_family_game() -> None:
    seeds = {"classic", "relaxed", "russian", "alaska", "double"}
    family = {v.name for v in REGISTRY.variants} - seeds - {"moosehide"}  # the guide's example
    assert family == NEVER_BACK | TOP_COMES_BACK | WHOLE_SUITS


@pytest.mark.parametrize("name", sorted(NEVER_BACK | TOP_COMES_BACK | WHOLE_SUITS))
def test_cards_come_back_from_a_foundation_as_the_collection_plays_each_game(name: str) -> None:
    rules = REGISTRY.rules(name)
    back = any(rules.returns)
    if name in NEVER_BACK:
        assert REGISTRY.options(name)["foundation_returns"] is False and not back
        assert any(REGISTRY.rules(name, foundation_returns=True).returns)
    elif name in TOP_COMES_BACK:
        assert back
    else:
        assert rules.layout.foundation_kind.value == "suit"
