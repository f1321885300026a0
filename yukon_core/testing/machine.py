"""A game as a hypothesis state machine: play, refused moves, undo, redo, save and load, tap,
hint and collect in any order, with the invariants checked after every step."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from ..game import Game, NoPlaceError, UndoCounting
from ..position import Position
from ..refusals import IllegalMoveError
from . import invariants
from .session_invariants import assert_same_game, recomputed_score, reloaded, session
from .strategies import deal_numbers, moves

__all__ = ["game_machine"]


def game_machine(target: invariants.Target) -> type[RuleBasedStateMachine]:
    """A state machine class playing games of ``target``'s variant.

    It keeps its own model of the line of positions (for undo) and of undone ones (for redo)
    and compares the game with it after every step. When a game is won or stuck it may deal a
    new one, so a run never stalls.
    """

    class GameMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.game: Game | None = None

        @rule(number=deal_numbers(), counting=st.sampled_from(UndoCounting))
        @precondition(lambda self: self.game is None or self.game.is_won or self.game.is_stuck)
        def deal(self, number: int, counting: UndoCounting) -> None:
            self.game = session(target, number, counting)
            self.line: list[tuple[Position, int]] = [(self.game.position, 0)]
            self.undone: list[tuple[Position, int]] = []

        def _entered(self) -> None:
            """A new step was made: the model's line grows and redo is gone."""
            self.line.append((self.game.position, self.game.score))
            self.undone.clear()

        @rule(data=st.data())
        @precondition(lambda self: self.game is not None and self.game.legal_moves())
        def play(self, data: st.DataObject) -> None:
            self.game.play(data.draw(st.sampled_from(self.game.legal_moves())))
            self._entered()

        @rule(data=st.data())
        @precondition(lambda self: self.game is not None)
        def refused(self, data: st.DataObject) -> None:
            move = data.draw(moves(self.game.rules, self.game.position))
            if move in self.game.legal_moves():
                return
            before = (self.game.position, self.game.score, self.game.counters)
            try:
                self.game.play(move)
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"refused move {self.game.move_text(move)} was played")
            assert (self.game.position, self.game.score, self.game.counters) == before

        @rule()
        @precondition(lambda self: self.game is not None and self.game.can_undo)
        def undo(self) -> None:
            self.game.undo()
            self.undone.append(self.line.pop())

        @rule()
        @precondition(lambda self: self.game is not None and self.game.can_redo)
        def redo(self) -> None:
            self.game.redo()
            self.line.append(self.undone.pop())

        @rule(data=st.data())
        @precondition(lambda self: self.game is not None and self.game.legal_moves())
        def tap(self, data: st.DataObject) -> None:
            card = data.draw(st.sampled_from(sorted({m.card for m in self.game.legal_moves()})))
            try:
                self.game.tap(card)
            except NoPlaceError:
                raise AssertionError("a card with a legal move could not be tapped") from None
            self._entered()

        @rule()
        @precondition(lambda self: self.game is not None)
        def hint(self) -> None:
            hint = self.game.hint()
            assert hint is None or hint.move in self.game.legal_moves()

        @rule()
        @precondition(lambda self: self.game is not None and self.game.can_collect)
        def collect(self) -> None:
            self.game.collect()
            self._entered()
            assert self.game.is_won

        @rule()
        @precondition(lambda self: self.game is not None)
        def save_and_load(self) -> None:
            loaded = reloaded(target, self.game)
            assert_same_game(self.game, loaded)
            self.game = loaded

        @invariant()
        def matches_the_model(self) -> None:
            if self.game is None:
                return
            assert (self.game.position, self.game.score) == self.line[-1]
            assert self.game.can_undo == (len(self.line) > 1)
            assert self.game.can_redo == bool(self.undone)

        @invariant()
        def position_is_sound(self) -> None:
            if self.game is None:
                return
            invariants.assert_sound_position(self.game.rules, self.game.position)
            assert self.game.score >= 0 and self.game.score == recomputed_score(self.game)

    GameMachine.__name__ = f"GameMachine_{target.variant}"
    return GameMachine


@invariants.invariant(
    "session_machine",
    "play, undo, redo, save/load, tap, hint and collect in any order keep the game sound",
)
def _session_machine(target: invariants.Target) -> Callable[[], None]:
    def test() -> None:
        run_state_machine_as_test(
            game_machine(target), settings=settings(settings.default, stateful_step_count=30)
        )

    return test
