"""The piles beyond columns and foundations (issue 26, items 1 and 3): the stock's row deals and
turns to a waste with passes, cells, reserve piles, whole suits home, base cards, shuffling
redeals — their moves, text, refusals (English and Russian), undo and saves."""

from __future__ import annotations

import json

import pytest

from yukon_core import (
    CELL,
    DEAL_MOVE,
    FOUNDATION,
    REDEAL_MOVE,
    GameError,
    IllegalMoveError,
    Move,
    Pile,
    PositionError,
    RefusalCode,
    StockDealt,
    WasteTurnedOver,
    apply,
    check,
    deal,
    default_registry,
    game_from_json,
    game_to_json,
    legal_moves,
    load_position,
    new_game,
    parse_card,
    position_to_json,
)
from yukon_core.events import CardsMoved, CardToFoundation, Redealt, SuitToFoundation

REGISTRY = default_registry()


def card(text: str):
    return parse_card(text)


def test_a_row_deal_puts_a_card_face_up_on_each_column() -> None:
    rules = REGISTRY.rules("queenie")
    position = deal(rules.layout, 3)
    assert DEAL_MOVE in legal_moves(rules, position)
    after, events = apply(rules, position, DEAL_MOVE)
    dealt = position.stock[-7:][::-1]
    assert events == [StockDealt(dealt, tuple(range(7)))]
    assert [column.up[-1] for column in after.columns] == list(dealt)
    assert after.stock == position.stock[:-7]
    for _ in range(3):
        after, _ = apply(rules, after, DEAL_MOVE)
    assert after.stock == () and [len(c.up) for c in after.columns][:3] == [5, 6, 7]
    assert check(rules, after, DEAL_MOVE).code is RefusalCode.STOCK_EMPTY


def test_a_waste_stock_turns_cards_and_is_gone_through_as_often_as_its_passes() -> None:
    for name, turn, passes in (("australian", 1, 1), ("canberra", 1, 2), ("tasmanian", 3, None)):
        rules = REGISTRY.rules(name)
        position = deal(rules.layout, 9)
        assert len(position.waste) == 1
        after, events = apply(rules, position, DEAL_MOVE)
        assert after.waste[-turn:] == position.stock[-turn:][::-1]
        assert events == [StockDealt(position.stock[-turn:][::-1], (Pile("waste"),) * turn)]
        assert check(rules, after, REDEAL_MOVE).code in (
            RefusalCode.STOCK_NOT_EMPTY, RefusalCode.NO_REDEAL_LEFT,
        )  # fmt: skip
        while after.stock:
            after, _ = apply(rules, after, DEAL_MOVE)
        for _ in range(5 if passes is None else passes - 1):
            waste = after.waste
            after, events = apply(rules, after, REDEAL_MOVE)
            assert events == [WasteTurnedOver(waste)] and after.stock == waste[::-1]
            while after.stock:
                after, _ = apply(rules, after, DEAL_MOVE)
        if passes is not None:
            refusal = check(rules, after, REDEAL_MOVE)
            assert refusal.code is RefusalCode.NO_REDEAL_LEFT
            assert refusal.message() == f"no redeal is left: there are {passes - 1} in a game"


def test_the_waste_top_plays_and_nothing_goes_on_the_waste() -> None:
    rules = REGISTRY.rules("australian")
    for number in range(1, 200):
        position = deal(rules.layout, number)
        top = position.waste[-1]
        moves = [m for m in legal_moves(rules, position) if m.card == top]
        if moves:
            break
    after, events = apply(rules, position, moves[0])
    assert after.waste == position.waste[:-1]
    assert isinstance(events[0], CardsMoved | CardToFoundation)
    assert events[0][1] == Pile("waste")
    assert all(
        m.card != position.waste[0] or len(position.waste) == 1 for m in legal_moves(rules, after)
    )


def test_a_cell_holds_one_card_which_goes_to_a_column_or_home() -> None:
    rules = REGISTRY.rules("yukon-cells")
    position = deal(rules.layout, 4)
    top = position.columns[3].up[-1]
    after, events = apply(rules, position, Move(top, CELL))
    assert after.cells[0] == (top,) and events[0] == CardsMoved((top,), 3, Pile("cell", 0))
    assert check(rules, after, Move(top, CELL)).code is RefusalCode.ALREADY_IN_CELL
    group = position.columns[2].up[0]
    assert check(rules, after, Move(group, CELL)).code is RefusalCode.ONE_CARD_ONLY
    full, _ = apply(rules, after, Move(after.columns[4].up[-1], CELL))
    refusal = check(rules, full, Move(full.columns[5].up[-1], CELL))
    assert refusal.code is RefusalCode.NO_FREE_CELL
    assert refusal.message("ru").startswith("нет свободной ячейки для")
    back = [m for m in legal_moves(rules, after) if m.card == top]
    assert all(m.to != CELL for m in back)


def test_a_reserve_plays_its_top_card_only() -> None:
    rules = REGISTRY.rules("yukonic-plague")
    position = deal(rules.layout, 2)
    reserve = position.reserves[0]
    assert check(rules, position, Move(reserve[0], 0)).code is RefusalCode.NOT_AVAILABLE
    for move in legal_moves(rules, position):
        assert move.card not in reserve[:-1]


def test_a_whole_suit_goes_home_at_once_and_only_whole() -> None:
    rules = REGISTRY.rules("russian-spider")
    suit = [
        card(f"{r}H") for r in ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    ]
    data = position_to_json(rules, deal(rules.layout, 1))
    rest = [c for column in data["columns"] for c in column["down"] + column["up"]]
    rest = [c for c in rest if not c.endswith("H")]
    data["columns"] = [{"down": [], "up": [c.text() for c in suit]}] + [
        {"down": [], "up": rest[i::6]} for i in range(6)
    ]
    rules, position = load_position(json.dumps(data))
    move = Move(suit[0], FOUNDATION)
    assert move in legal_moves(rules, position)
    after, events = apply(rules, position, move)
    assert events[0] == SuitToFoundation(tuple(suit), 0, 0) and after.foundations[0] == tuple(suit)
    assert check(rules, position, Move(suit[-1], FOUNDATION)).code is RefusalCode.NOT_WHOLE_SUIT
    assert check(rules, position, Move(suit[1], FOUNDATION)).code is RefusalCode.NOT_WHOLE_SUIT
    game = new_game("russian-spider", 1)
    assert game.rules.score_event(events[0]) == 130


def test_abacus_deals_its_base_cards_home_and_builds_by_steps() -> None:
    rules = REGISTRY.rules("abacus")
    position = deal(rules.layout, 1)
    assert [pile for pile in position.foundations] == [
        (card("AC"),),
        (card("2S"),),
        (card("3H"),),
        (card("4D"),),
    ]
    assert card("2C") in rules.foundation_next[card("AC")]
    assert card("4S") in rules.foundation_next[card("2S")]
    assert card("6H") in rules.foundation_next[card("3H")]
    assert not rules.foundation_next[card("KS")]


def test_a_shuffling_redeal_is_the_same_every_time_and_counted() -> None:
    rules = REGISTRY.rules("tvetes-grandfather")
    position = deal(rules.layout, 12)
    assert position.seed == 12
    after, events = apply(rules, position, REDEAL_MOVE)
    again, _ = apply(rules, position, REDEAL_MOVE)
    assert after == again and after.redeals == 1 and after.columns != position.columns
    assert events == [Redealt(position.columns, after.columns)]
    assert sorted(c for col in after.columns for c in col.down + col.up) == list(range(52))
    twice, _ = apply(rules, after, REDEAL_MOVE)
    assert twice.columns != after.columns
    assert check(rules, twice, REDEAL_MOVE).code is RefusalCode.NO_REDEAL_LEFT
    other, _ = apply(rules, deal(rules.layout, 13), REDEAL_MOVE)
    assert other.columns != after.columns


@pytest.mark.parametrize(
    ("name", "text", "move"),
    [("queenie", "deal", DEAL_MOVE), ("canberra", "redeal", REDEAL_MOVE),
     ("tvetes-grandfather", "пересдать", REDEAL_MOVE), ("yukon-cells", "5D>C", None)],
)  # fmt: skip
def test_the_new_moves_have_text(name: str, text: str, move: Move | None) -> None:
    game = new_game(name, 1)
    parsed = game.move(text)
    assert parsed == (move or Move(card("5D"), CELL))
    assert str(parsed) == game.move_text(parsed) == (text if move is None else str(move))


def test_a_cell_target_is_refused_where_there_are_no_cells() -> None:
    game = new_game("classic", 1)
    with pytest.raises(GameError, match="target must be a column 1-7 or F"):
        game.move("6S>C")
    assert game.check(Move("6S", CELL)).code is RefusalCode.NO_CELLS
    assert game.check(DEAL_MOVE).code is RefusalCode.NO_STOCK
    assert game.check(REDEAL_MOVE).code is RefusalCode.NO_REDEAL


def test_deals_and_redeals_undo_and_save_exactly() -> None:
    game = new_game("canberra", 5, clock=lambda: 0.0)
    start = game.position
    while game.position.stock:
        game.play(DEAL_MOVE)
    game.play(REDEAL_MOVE)
    game.play(DEAL_MOVE)
    middle = game.position
    loaded = game_from_json(game_to_json(game))
    assert loaded.position == middle
    assert [s.moves[0] for s in loaded.steps] == [s.moves[0] for s in game.steps]
    for _ in range(len(game.steps)):
        game.undo()
    assert game.position == start
    with pytest.raises(IllegalMoveError):
        game.play(REDEAL_MOVE)


def test_json_positions_of_the_new_piles_round_trip_and_version_one_still_loads() -> None:
    for name in ("australian", "yukon-cells", "hawaiian", "tvetes-grandfather", "abacus"):
        rules = REGISTRY.rules(name)
        position = deal(rules.layout, 7)
        written = position_to_json(rules, position)
        assert written["version"] == 2
        assert load_position(json.dumps(written)) == (rules, position)
    classic = REGISTRY.rules("classic")
    assert position_to_json(classic, deal(classic.layout, 1))["version"] == 1
    version_one = {**position_to_json(REGISTRY.rules("australian"), deal(classic.layout, 1))}
    version_one["version"] = 1
    with pytest.raises(PositionError, match="needs version 2"):
        load_position(json.dumps(version_one))


def test_the_board_shows_every_pile() -> None:
    shown = str(new_game("australian", 1))
    assert shown.splitlines()[0].startswith("Stock: 23  Waste: ")
    assert "Cells: --    --" in str(new_game("yukon-cells", 1))
    assert "Reserve 1: " in str(new_game("hawaiian", 1)) and "(54)" in str(new_game("hawaiian", 1))


def test_yukon_play_plays_a_game_with_a_stock_and_cells(capsys, monkeypatch) -> None:
    import io

    from yukon_core.cli import main

    script = "deal\nmoves\nhint\nundo\nredeal\nboard\nquit\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(script.encode())))
    assert main(["play", "YU2-canberra-AAAAAAB", "--no-records"]) == 0
    out = capsys.readouterr().out
    assert "> deal\n  dealt " in out and "from the stock to the waste" in out
    assert "> undo\n  1 card back onto the stock" in out
    assert "> redeal\n  ! the waste is turned back over only once the stock is empty" in out
    assert out.count("Stock: 22  Waste: ") >= 1


def test_yukon_moves_reads_a_position_of_the_new_piles(capsys, tmp_path) -> None:
    from yukon_core.cli import main

    assert main(["deal", "yukon-cells", "3", "--json"]) == 0
    path = tmp_path / "cells.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["moves", "--position", str(path)]) == 0
    assert ">C" in capsys.readouterr().out
    assert main(["play-moves", "--deal", "YU2-queenie-AAAAAAD", "deal", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["position"]["stock"]) == 17


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_where_a_waste_card_can_go_is_said_in_both_languages(lang: str) -> None:
    game = new_game("australian", 4)
    for _ in range(30):
        top = game.position.waste[-1] if game.position.waste else None
        if top is not None and game.why_not(top) is not None:
            break
        game.play(DEAL_MOVE)
    message = game.why_not(top).message(lang)
    assert message.startswith(top.symbol_text())
    assert ("goes on" in message) if lang == "en" else ("кладут" in message)
