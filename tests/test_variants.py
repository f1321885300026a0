"""Every built-in variant's rules as compiled: build rule, empty column, foundations, layout."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable

import pytest
from builders import build, cards, same_rules
from hypothesis import given

from yukon_core import (
    FOUNDATION,
    YUKON_LAYOUT,
    Card,
    Move,
    RefusalCode,
    Won,
    apply,
    check,
    deal,
    default_registry,
    is_won,
    legal_moves,
    position_from_json,
    position_to_json,
)
from yukon_core.testing import random_lines

REGISTRY = default_registry()

Build = Callable[[Card, Card], bool]
BUILD_RULES: dict[str, Build] = {
    "classic": lambda card, onto: card.rank + 1 == onto.rank and card.colour != onto.colour,
    "relaxed": lambda card, onto: card.rank + 1 == onto.rank,
    "russian": lambda card, onto: card.rank + 1 == onto.rank and card.suit == onto.suit,
    "alaska": lambda card, onto: abs(card.rank - onto.rank) == 1 and card.suit == onto.suit,
    "double": lambda card, onto: card.rank + 1 == onto.rank and card.colour != onto.colour,
}
LETTERS = {"classic": "C", "relaxed": "R", "russian": "S", "alaska": "A", "double": "D"}


def card(variant: str, text: str) -> int:
    (card_id,) = cards(REGISTRY.rules(variant), text)
    return card_id


def test_built_in_variants_and_their_letters() -> None:
    for name, letter in LETTERS.items():
        variant = REGISTRY.variant(letter)
        assert variant.name == name
        assert REGISTRY.variant(name.upper()) is variant


@pytest.mark.parametrize("variant", BUILD_RULES)
def test_build_rule_table(variant: str) -> None:
    rules = REGISTRY.rules(variant)
    fits = BUILD_RULES[variant]
    for c in rules.cards:
        assert rules.onto[c.id] == {t.id for t in rules.cards if fits(c, t)}, c
        assert set(rules.builders[c.id]) == {b.id for b in rules.cards if fits(b, c)}, c


@pytest.mark.parametrize("variant", BUILD_RULES)
def test_empty_column_takes_a_king_headed_group(variant: str) -> None:
    rules = REGISTRY.rules(variant)
    assert rules.heads_empty == tuple(c.rank == 13 for c in rules.cards)
    assert sum(rules.heads_empty) == 4 * rules.decks


@pytest.mark.parametrize("variant", BUILD_RULES)
def test_foundations_start_with_any_ace_and_build_up_in_suit(variant: str) -> None:
    rules = REGISTRY.rules(variant)
    slots = set(range(rules.layout.foundations))
    for c in rules.cards:
        assert rules.starts_foundation[c.id] == (slots if c.rank == 1 else set())
        assert rules.foundation_next[c.id] == {
            n.id for n in rules.cards if n.suit == c.suit and n.rank == c.rank + 1
        }
    assert all(rules.returns) is (variant != "russian")
    assert all(rules.may_lift[1:])


@pytest.mark.parametrize("variant", ["classic", "relaxed", "russian", "alaska"])
def test_yukon_layout(variant: str) -> None:
    layout = REGISTRY.variant(variant).layout
    assert layout == YUKON_LAYOUT
    assert (layout.face_down, layout.face_up, layout.foundations) == (21, 31, 4)


def test_double_yukon_layout() -> None:
    layout = REGISTRY.variant("double").layout
    assert (layout.decks, layout.card_count, layout.foundations) == (2, 104, 8)
    assert [(s.face_down, s.face_up) for s in layout.columns] == [(0, 5)] + [
        (k - 1, 6) for k in range(2, 11)
    ]
    assert (layout.face_down, layout.face_up) == (45, 59)
    position = deal(layout, 12345)
    dealt = [c for column in position.columns for c in (*column.down, *column.up)]
    assert sorted(dealt) == list(range(104))
    faces = Counter((c.suit, c.rank) for c in REGISTRY.rules("double").cards)
    assert set(faces.values()) == {2}


def test_double_yukon_is_won_with_two_foundations_per_suit() -> None:
    rules = REGISTRY.rules("double")
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    runs = [
        " ".join(f"{rank}{suit}/{copy}" for rank in ranks) for copy in (1, 2) for suit in "SHDC"
    ]
    piles = dict(enumerate([*runs[:-1], runs[-1].removesuffix(" KC/2")], 1))
    one_short = build(rules, {1: ("", "KC/2")}, piles)
    after, events = apply(rules, one_short, Move(card("double", "KC/2"), FOUNDATION))
    assert isinstance(events[-1], Won)
    assert is_won(rules, after)
    data = json.loads(json.dumps(position_to_json(rules, after)))
    assert [" ".join(pile) for pile in data["foundations"]] == runs
    read_rules, read = position_from_json(data)
    assert same_rules(read_rules, rules)
    assert read == after


def test_russian_refuses_another_suit() -> None:
    rules = REGISTRY.rules("russian")
    position = build(rules, {1: ("", "9S"), 2: ("", "10H"), 3: ("", "10S")})
    assert Move(card("russian", "9S"), 2) in legal_moves(rules, position)
    refusal = check(rules, position, Move(card("russian", "9S"), 1))
    assert refusal.code is RefusalCode.WRONG_SUIT
    assert refusal.message() == "♠9 goes on ♠10"
    assert refusal.message("ru") == "♠9 кладут на ♠10"


def test_alaska_builds_up_and_down_in_suit() -> None:
    rules = REGISTRY.rules("alaska")
    position = build(rules, {1: ("", "9S"), 2: ("", "10S"), 3: ("", "8S"), 4: ("", "10H")})
    nine = card("alaska", "9S")
    assert {Move(nine, 1), Move(nine, 2)} <= set(legal_moves(rules, position))
    refusal = check(rules, position, Move(nine, 3))
    assert refusal.code is RefusalCode.WRONG_SUIT
    assert refusal.message() == "♠9 goes on ♠10 or ♠8"


def test_relaxed_refuses_only_the_rank() -> None:
    rules = REGISTRY.rules("relaxed")
    position = build(rules, {1: ("", "7S"), 2: ("", "9H")})
    refusal = check(rules, position, Move(card("relaxed", "7S"), 1))
    assert refusal.code is RefusalCode.WRONG_RANK
    assert refusal.message() == "♠7 goes on an 8 of any suit"


@given(random_lines(REGISTRY.rules("russian")))
def test_russian_solitaire_play_never_takes_a_card_from_a_foundation(line) -> None:
    rules = REGISTRY.rules("russian")
    position = deal(rules.layout, line.deal)
    for move in line.moves:
        after, _ = apply(rules, position, move)
        assert after.cards_home >= position.cards_home
        position = after
