"""Collect-all (issue 4, item 6, source 001)."""

from __future__ import annotations

import pytest
from builders import build
from game_support import CLASSIC_DEAL_1, registry_with

from yukon_core import (
    FOUNDATION,
    Card,
    CardToFoundation,
    Won,
    apply,
    default_registry,
    hookimpl,
)
from yukon_core.game import CollectError, ScoreChanged, new_game
from yukon_core.game.collect import collect_moves, columns_in_order

CLASSIC = default_registry().rules("classic")
RELAXED = default_registry().rules("relaxed")
COLLECT_AT = 74  # the winning line of deal 1 has every card face up and in order from here


def test_collect_is_offered_exactly_when_the_columns_are_face_up_and_in_order() -> None:
    game = new_game("classic", 1)
    for number, move in enumerate(CLASSIC_DEAL_1):
        ordered = columns_in_order(game.rules, game.position)
        assert game.can_collect == ordered, number
        assert ordered == (number >= COLLECT_AT), number
        if number == COLLECT_AT:
            break
        game.play(move)


def test_collect_is_one_step_one_move_and_one_undo() -> None:
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1[:COLLECT_AT]:
        game.play(move)
    before, score, home = game.position, game.score, game.position.cards_home
    events = game.collect()
    assert game.is_won and game.counters.moves == COLLECT_AT + 1
    cards_home = [e for e in events if isinstance(e, CardToFoundation)]
    assert len(cards_home) == 52 - home
    assert events[-2:] == [ScoreChanged(score + 10 * len(cards_home), 10 * len(cards_home)), Won()]
    assert [e.card.rank for e in cards_home] == sorted(e.card.rank for e in cards_home)
    game.undo()
    assert game.position == before and game.score == score and game.can_collect
    game.redo()
    assert game.is_won


def test_collect_refuses_while_a_card_is_face_down() -> None:
    game = new_game("classic", 1)
    assert game.collect_moves() is None
    with pytest.raises(CollectError, match="every card face up"):
        game.collect()
    assert game.counters.moves == 0


def _high_cards_in_columns(rules, *columns: str):
    """Aces to eights home; the nines to Kings face up in ``columns`` (bottom first)."""
    low = ("A", "2", "3", "4", "5", "6", "7", "8")
    piles = {slot: " ".join(rank + suit for rank in low) for slot, suit in enumerate("SHDC", 1)}
    return build(rules, {n: ("", up) for n, up in enumerate(columns, 1)}, piles)


def test_the_build_order_is_the_variants_own() -> None:
    alternating = ("KS QH JS 10H 9S", "KH QS JH 10S 9H", "KD QC JD 10C 9D", "KC QD JC 10D 9C")
    position = _high_cards_in_columns(CLASSIC, *alternating)
    assert columns_in_order(CLASSIC, position) and columns_in_order(RELAXED, position)
    same_colour = ("KS QH JS 10H 9H", "KH QS JH 10S 9S", *alternating[2:])
    position = _high_cards_in_columns(CLASSIC, *same_colour)
    assert not columns_in_order(CLASSIC, position) and columns_in_order(RELAXED, position)
    assert collect_moves(RELAXED, position) is not None
    face_down = build(CLASSIC, {1: ("", "KS QH JC 10D 9C"), 2: ("", "10H 9S")}, spare_column=3)
    assert not columns_in_order(RELAXED, face_down)


class UpOnly:
    """Build one rank *higher* in the same suit: a column in build order runs upward."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.suit == onto.suit and card.rank == onto.rank + 1


def test_columns_in_order_that_cannot_go_home_offer_no_collect() -> None:
    rules = registry_with("upward", UpOnly()).rules("upward")
    ranks = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    runs = {n: ("", " ".join(rank + suit for rank in ranks)) for n, suit in enumerate("SHDC", 1)}
    position = build(rules, runs)
    assert columns_in_order(rules, position)
    assert collect_moves(rules, position) is None  # the Kings on top cannot go home first


def test_collect_moves_are_legal_and_win_from_every_point_where_offered() -> None:
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1:
        moves = game.collect_moves()
        position = game.position
        for collected in moves or ():
            assert collected.to == FOUNDATION
            position, _ = apply(CLASSIC, position, collected)
        assert moves is None or CLASSIC.won(position)
        game.play(move)
