"""The game session (issue 4, items 1-3): deals, moves, undo/redo, counters, events, clock."""

from __future__ import annotations

import pytest
from game_support import CLASSIC_DEAL_1, registry_with

from yukon_core import (
    Card,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    GameCode,
    GameCodeError,
    IllegalMoveError,
    MoveParseError,
    RefusalCode,
    Suit,
    Won,
    deal,
    default_registry,
    hookimpl,
)
from yukon_core.cli.common import CommandError, read_deal
from yukon_core.game import (
    CardTurnedDown,
    Counters,
    NoMoveLeft,
    ScoreChanged,
    UndoCounting,
    UndoError,
    deal_number,
    new_game,
)

TEN_S, EIGHT_S = Card(Suit.SPADES, 10), Card(Suit.SPADES, 8)


class FakeTime:
    """A time source that moves only when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_deal_by_number_or_code_is_that_deal() -> None:
    rules = default_registry().rules("classic")
    by_number = new_game("classic", 1)
    by_code = new_game("C", "YU1-C-AAAAAAB")
    assert by_number.position == by_code.position == deal(rules.layout, 1)
    assert str(by_number.code) == "YU1-C-AAAAAAB"
    assert by_number.deal == 1 and by_number.variant.name == "classic"
    assert new_game("relaxed", "YU1-R-AAAAAAB").position == by_number.position


def test_a_random_deal_has_a_code_that_reproduces_it() -> None:
    game = new_game("classic")
    assert new_game("classic", str(game.code)).position == game.position


def test_a_code_of_another_variant_or_a_bad_deal_is_refused() -> None:
    with pytest.raises(GameCodeError, match=r"game code YU1-R-AAAAAAB is for relaxed, not classic"):
        new_game("classic", "YU1-R-AAAAAAB")
    with pytest.raises(GameCodeError, match="not a game code"):
        new_game("classic", "YU1-C-1")
    with pytest.raises(GameCodeError, match="a deal number is 0 to"):
        new_game("classic", -4)
    with pytest.raises(GameCodeError, match="a deal number must be a whole number written in"):
        new_game("classic", "²")  # a digit to str.isdigit, not a deal number
    with pytest.raises(GameCodeError, match=r"YU1-Q-AAAAAAB is for the variant with letter Q \("):
        new_game("classic", GameCode("Q", 1))
    with pytest.raises(GameCodeError, match="a deal is a number or a game code, not True"):
        new_game("classic", True)


def test_one_deal_reader_serves_the_session_and_the_command_line() -> None:
    classic = default_registry().variant("classic")
    assert deal_number(classic, " 12 ") == deal_number(classic, "yu1-c-aaaaaam") == 12
    assert read_deal("classic", "YU1-C-AAAAAAM") == read_deal("YU1-C-AAAAAAM", None)
    assert read_deal("R", "12") == ("relaxed", 12)
    with pytest.raises(CommandError, match="a game code alone"):
        read_deal("YU1-C-AAAAAAM", "5")


def test_house_rules_and_settings_are_separate_keywords() -> None:
    game = new_game("classic", 1, max_group_size=3, undo_limit=10, undo_counting="count")
    assert game.options["max_group_size"] == 3
    assert game.settings.undo_limit == 10
    assert game.settings.undo_counting is UndoCounting.COUNT
    assert game.check("10S>2").code is RefusalCode.GROUP_TOO_LARGE
    for limit in (0, 2.5, True, "5"):
        with pytest.raises(ValueError, match=f"undo_limit must be .*, not {limit!r}"):
            new_game("classic", 1, undo_limit=limit)


def test_play_takes_a_move_or_its_text_and_returns_the_motion() -> None:
    game = new_game("classic", 1)
    assert game.check("10S>2") is None
    events = game.play("10S>2")
    assert isinstance(events[0], CardsMoved)
    assert events[0].cards[0] == TEN_S and len(events[0].cards) == 5
    assert (events[0].source, events[0].target) == (6, 1)
    assert events[1] == CardTurned(EIGHT_S, 6)
    assert events[2] == ScoreChanged(5, 5)
    same = new_game("classic", 1)
    same.play(same.move("10S-2"))
    assert same.position == game.position


def test_an_illegal_move_changes_nothing() -> None:
    game = new_game("classic", 1)
    start = game.position
    refusal = game.check("6S>4")
    assert refusal is not None and refusal.code is RefusalCode.WRONG_RANK
    with pytest.raises(IllegalMoveError) as raised:
        game.play("6S>4")
    assert raised.value.refusal == refusal
    with pytest.raises(MoveParseError):
        game.play("6S to 4")
    assert game.position == start and game.counters == Counters() and not game.can_undo


def test_the_automatic_turn_is_part_of_its_move_and_of_its_undo() -> None:
    game = new_game("classic", 1)
    game.play("10S>2")
    assert game.counters.moves == 1
    events = game.undo()
    assert events[0] == CardTurnedDown(EIGHT_S, 6)
    assert events[1] == CardsMoved(events[1].cards, 1, 6) and events[1].cards[0] == TEN_S
    assert events[2] == ScoreChanged(0, -5)
    assert game.position == game.start and game.score == 0


def test_undo_and_redo_walk_the_history() -> None:
    game = new_game("classic", 1)
    positions = [game.position]
    scores = [0]
    for move in CLASSIC_DEAL_1[:30]:
        game.play(move)
        positions.append(game.position)
        scores.append(game.score)
    for back in range(1, 31):
        game.undo()
        assert game.position == positions[-1 - back] and game.score == scores[-1 - back]
    with pytest.raises(UndoError, match="nothing to undo"):
        game.undo()
    for forward in range(1, 31):
        game.redo()
        assert game.position == positions[forward] and game.score == scores[forward]
    with pytest.raises(UndoError, match="nothing to redo"):
        game.redo()


def test_a_new_move_drops_the_redo_steps() -> None:
    game = new_game("classic", 1)
    game.play("10S>2")
    game.undo()
    assert game.can_redo
    game.play("6S>1")
    assert not game.can_redo
    with pytest.raises(UndoError):
        game.redo()


@pytest.mark.parametrize(("counting", "moves"), [(UndoCounting.KEEP, 3), (UndoCounting.COUNT, 5)])
def test_counting_modes(counting: UndoCounting, moves: int) -> None:
    game = new_game("classic", 1, undo_counting=counting)
    game.play("10S>2")
    game.play("8S>6")
    game.undo()
    game.undo()
    game.redo()
    assert game.counters == Counters(moves=moves, undos=2, redos=1, hints=0)


def test_an_undo_limit_keeps_only_the_last_steps() -> None:
    game = new_game("classic", 1, undo_limit=3)
    for move in CLASSIC_DEAL_1[:5]:
        game.play(move)
    for _ in range(3):
        game.undo()
    assert not game.can_undo
    with pytest.raises(UndoError, match="only the last 3 steps can be undone"):
        game.undo()
    game.redo()
    game.play(CLASSIC_DEAL_1[3])  # after a new step, it is undoable again, like a stack
    game.undo()
    game.undo()
    assert not game.can_undo


def test_unlimited_undo_goes_back_to_the_deal() -> None:
    game = new_game("classic", 1)
    for move in CLASSIC_DEAL_1[:120]:
        game.play(move)
    while game.can_undo:
        game.undo()
    assert game.position == game.start and game.score == 0


def test_the_last_move_of_a_win_ends_with_won_and_stops_the_clock() -> None:
    time = FakeTime()
    game = new_game("classic", 1, clock=time)
    for move in CLASSIC_DEAL_1[:-1]:
        game.play(move)
        time.now += 2
    assert not game.is_won and game.seconds == 2 * 93
    events = game.play(CLASSIC_DEAL_1[-1])
    assert events[0] == CardToFoundation(Card(Suit.CLUBS, 13), 0, events[0].slot)
    assert events[-2:] == [ScoreChanged(625, 10), Won()]
    assert game.is_won and not game.is_stuck
    time.now += 100
    assert game.seconds == 186  # time runs from the first move to the last card home
    game.undo()
    time.now += 1
    assert game.seconds == 187  # an undo out of the win lets it run again


def test_the_clock_starts_at_the_first_move() -> None:
    time = FakeTime()
    game = new_game("classic", 1, clock=time)
    time.now += 30  # looking at the deal
    game.resume()  # a page shown again before any move
    time.now += 30
    assert game.seconds == 0 and not game.clock.running
    game.play("10S>2")
    time.now += 2
    assert game.seconds == 2


def test_pause_and_resume_stop_and_restart_the_clock() -> None:
    time = FakeTime()
    game = new_game("classic", 1, clock=time)
    game.play("10S>2")
    time.now += 5
    game.pause()
    time.now += 50
    game.resume()
    time.now += 1
    assert game.seconds == 6


class Frozen:
    """Nothing builds on the tableau: cards only go home."""

    @hookimpl
    def yukon_may_build(self) -> bool:
        return False


def test_no_move_left_is_reported_after_the_step_that_leaves_none() -> None:
    game = new_game("frozen", 12, registry=registry_with("frozen", Frozen()))
    assert [game.move_text(m) for m in game.legal_moves()] == ["AH>F"]
    events = game.play("AH>F")
    assert events[-1] == NoMoveLeft()
    assert game.is_stuck and not game.is_won
    assert NoMoveLeft() not in game.undo()


def test_listeners_hear_every_change() -> None:
    game = new_game("classic", 1)
    heard = []
    game.listeners.append(lambda changed, events: heard.append((changed.counters.moves, events)))
    played = game.play("10S>2")
    undone = game.undo()
    game.hint()
    assert heard == [(1, played), (1, undone), (1, [])]


def test_repr_names_the_game() -> None:
    game = new_game("classic", 1)
    game.play("10S>2")
    assert repr(game) == "<Game classic YU1-C-AAAAAAB: 1 moves>"
