"""Columns whose cards each carry their face (issue 47, item 2), on Wave: its deal puts a
face-down card between two face-up ones, and each deal from its stock buries a column's cards
under a face-down card with a face-up one on it."""

from __future__ import annotations

import json
import random

import pytest

from yukon_core import (
    Budget,
    Column,
    Layout,
    LayoutError,
    Verdict,
    apply,
    board_text,
    check,
    deal,
    default_registry,
    new_game,
    position_from_json,
    position_to_json,
    solve,
)
from yukon_core.deals import shuffled_deck
from yukon_core.engine import legal_moves
from yukon_core.events import CardTurned, StockDealt
from yukon_core.messages import refusal_message
from yukon_core.position_json import PositionError
from yukon_core.protocol.views import state_view

REGISTRY = default_registry()
WAVE = REGISTRY.rules("wave")


def _after(moves: str, number: int = 1):
    position = deal(WAVE.layout, number)
    for move in moves.split():
        position, _ = apply(WAVE, position, move)
    return position


def _random_positions(count: int, seed: int):
    chooser = random.Random(seed)
    for number in range(1, count + 1):
        position = deal(WAVE.layout, number)
        for _ in range(80):
            yield position
            moves = legal_moves(WAVE, position)
            if not moves:
                break
            position, _ = apply(WAVE, position, chooser.choice(moves))


def test_a_column_is_dealt_face_up_face_down_face_up_row_by_row() -> None:
    position = deal(WAVE.layout, 1)
    order = [WAVE.cards[c] for c in shuffled_deck(1, 104)]
    for at, column in enumerate(position.columns):
        assert column.under == (((), (order[at],)),)
        assert column.down == (order[8 + at],)
        assert column.up == (order[16 + at],)
    assert position.stock == tuple(order[24:])[::-1]  # the next card to deal last


def test_a_face_up_card_under_a_face_down_one_waits_for_it() -> None:
    position = deal(WAVE.layout, 1)
    refused = check(WAVE, position, "JS/1>8")
    assert refused is not None and refused.code == "under_face_down"
    assert "under a face-down card" in refusal_message(refused, "en", decks=2)
    assert "под закрытой картой" in refusal_message(refused, "ru", decks=2)
    assert "JS/1>8" not in {str(m) for m in legal_moves(WAVE, position)}


def test_the_card_turned_joins_the_face_up_cards_under_it() -> None:
    before = deal(WAVE.layout, 1)
    after, events = apply(WAVE, before, "3S/1>2")
    turned = before.columns[2].down[0]
    assert events[-1] == CardTurned(WAVE.cards[turned], 2)
    assert after.columns[2] == Column((), (before.columns[2].under[0][1][0], turned))
    assert check(WAVE, after, "JS/1>8").code == "wrong_rank"  # free now, with the card on it


def test_a_deal_buries_each_column_under_a_face_down_card_and_a_face_up_one() -> None:
    before = _after("3S/1>2")
    after, events = apply(WAVE, before, "deal")
    top = before.stock[::-1]  # the next card to deal first
    for at, (old, new) in enumerate(zip(before.columns, after.columns, strict=True)):
        assert new.runs == (*old.runs, ((top[at],), (top[8 + at],)))
        assert new.up == (top[8 + at],)
    assert events == [StockDealt(tuple(WAVE.cards[c] for c in top[8:16]), tuple(range(8)),
                                 tuple(range(8)))]  # fmt: skip
    assert len(after.stock) == len(before.stock) - 16


def test_five_deals_empty_the_stock_and_undo_takes_one_back_exactly() -> None:
    game = new_game("wave", 1)
    for _ in range(5):
        game.play("deal")
    assert not game.position.stock
    assert check(WAVE, game.position, "deal").code == "stock_empty"
    dealt = game.position
    game.undo()
    assert len(game.position.stock) == 16
    game.redo()
    assert game.position == dealt


def test_json_version_3_carries_the_runs_and_reads_back() -> None:
    for position in _random_positions(3, seed=1):
        written = position_to_json(WAVE, position)
        assert written["version"] == 3
        assert all("under" in column for column in written["columns"])
        assert position_from_json(json.loads(json.dumps(written)))[1] == position


@pytest.mark.parametrize(
    ("name", "version"), [("classic", 1), ("double", 1), ("australian", 2), ("hawaiian", 2)]
)
def test_the_other_games_write_the_version_they_always_wrote(name: str, version: int) -> None:
    rules = REGISTRY.rules(name)
    written = position_to_json(rules, deal(rules.layout, 3))
    assert written["version"] == version
    assert all(set(column) == {"down", "up"} for column in written["columns"])
    assert position_from_json(written)[1] == deal(rules.layout, 3)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c["under"].append({"down": [], "up": []}), "every run under its top run"),
        (lambda c: c.update(down=[]), "every run under its top run"),
        (lambda c: c.update(under=[{"down": ["AS/1"]}]), "every run under its top run"),
        (lambda c: c.update(under={"up": []}), '"under" must be a list'),
        (lambda c: c.update(under=[{"sideways": []}]), '"under" must be a list'),
    ],
)
def test_a_column_whose_runs_could_not_arise_is_refused(change, message: str) -> None:
    written = position_to_json(WAVE, deal(WAVE.layout, 1))
    change(written["columns"][0])
    with pytest.raises(PositionError, match=message):
        position_from_json(written)


def test_under_is_refused_in_a_game_that_never_deals_it() -> None:
    rules = REGISTRY.rules("australian")
    written = position_to_json(rules, deal(rules.layout, 1))
    written["columns"][0]["under"] = []
    with pytest.raises(PositionError, match='"down" and "up"'):
        position_from_json(written)


def test_the_board_text_and_the_protocol_show_each_card_with_its_face() -> None:
    position = deal(WAVE.layout, 1)
    rows = board_text(WAVE, position).splitlines()[-3:]
    assert rows[0].split()[0] == "♦6/1" and set(rows[1].split()) == {"##"}
    view = state_view(new_game("wave", 1), "g1")["columns"][0]
    assert view == {"down": 1, "up": ["10C/1"], "under": [{"down": 0, "up": ["6D/1"]}]}


def test_column_of_puts_any_runs_in_their_form() -> None:
    assert Column.of([((), (1,)), ((2,), (3,))]) == Column((2,), (3,), (((), (1,)),))
    assert Column.of([((), (1,)), ((), (3,))]) == Column((), (1, 3))  # face up on face up
    assert Column.of([((5,), (1,)), ((2,), ())]) == Column((5,), (1, 2))  # top turned, joined
    assert Column.of([((), ()), ((2, 4), ())]) == Column((2,), (4,))
    assert Column((2,), (3,), (((), (1,)),)).lifted(0) == Column((), (1, 2))


def test_a_layout_of_runs_is_checked() -> None:
    with pytest.raises(LayoutError, match="every run above the first at least one face-down"):
        Layout(decks=1, columns=[((0, 1), (0, 1))] * 7 + [(0, 38)], foundations=4)
    layout = Layout(decks=1, columns=[((0, 1), (1, 1))] * 4 + [(0, 40)], foundations=4)
    assert layout.mixed_faces and not layout.columns_only and layout.face_down == 4


def test_the_solver_wins_and_its_line_replays_through_the_engine() -> None:
    result = solve(WAVE, deal(WAVE.layout, 1), Budget(seconds=None))
    assert result.verdict is Verdict.WON
    position = deal(WAVE.layout, 1)
    for move in result.moves:
        position, _ = apply(WAVE, position, move)
    assert WAVE.won(position)


def test_a_short_last_deal_turns_the_face_down_cards_it_leaves_on_top() -> None:
    from collections.abc import Callable

    from yukon_core import Registry, Stock, StockKind, Variant, hookimpl

    layout = Layout(
        decks=1, columns=[((0, 1), (1, 1))] * 7, foundations=4,
        stock=Stock(StockKind.ROWS, face_down_rows=1),
    )  # fmt: skip

    class Plugin:
        @hookimpl
        def yukon_register_variants(self, register: Callable[[Variant], None]) -> None:
            register(Variant("ripple", None, {"en": "Ripple"}, layout))

    rules = Registry([Plugin()], use_entry_points=False).rules("ripple")
    position = deal(rules.layout, 5)
    for _ in range(2):
        position, _ = apply(rules, position, "deal")
    last = position.stock[::-1]  # three cards: a face-down row as far as they go, no face-up row
    after, events = apply(rules, position, "deal")
    turned = [CardTurned(rules.cards[card], at) for at, card in enumerate(last)]
    assert events == [StockDealt((), (), (0, 1, 2)), *turned]
    for at in range(3):  # turned, it joins the face-up cards it was dealt on
        assert after.columns[at].up == (*position.columns[at].up, last[at])
    assert after.columns[3:] == position.columns[3:] and not after.stock
