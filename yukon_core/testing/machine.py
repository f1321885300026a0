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
from ..moves import card_of
from ..position import Position
from ..refusals import IllegalMoveError
from . import invariants
from .lines import Broken, Line
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
            self._game: Game | None = None
            self.line: list[tuple[Position, int]] = []
            self.undone: list[tuple[Position, int]] = []

        @property
        def game(self) -> Game:
            assert self._game is not None, "no game is dealt yet"
            return self._game

        def dealt(self) -> bool:
            return self._game is not None

        @rule(number=deal_numbers(), counting=st.sampled_from(UndoCounting))
        @precondition(lambda self: not self.dealt() or self.game.is_won or self.game.is_stuck)
        def deal(self, number: int, counting: UndoCounting) -> None:
            self._game = session(target, number, counting)
            self.line = [(self.game.position, 0)]
            self.undone = []

        def _entered(self) -> None:
            """A new step was made: the model's line grows and redo is gone."""
            self.line.append((self.game.position, self.game.score))
            self.undone.clear()

        @rule(data=st.data())
        @precondition(lambda self: self.dealt() and self.game.legal_moves())
        def play(self, data: st.DataObject) -> None:
            self.game.play(data.draw(st.sampled_from(self.game.legal_moves())))
            self._entered()

        @rule(data=st.data())
        @precondition(lambda self: self.dealt())
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
                self._broken(f"the refused move {self.game.move_text(move)} was played")
            if (self.game.position, self.game.score, self.game.counters) != before:
                self._broken("a refused move changed the game")

        @rule()
        @precondition(lambda self: self.dealt() and self.game.can_undo)
        def undo(self) -> None:
            self.game.undo()
            self.undone.append(self.line.pop())

        @rule()
        @precondition(lambda self: self.dealt() and self.game.can_redo)
        def redo(self) -> None:
            self.game.redo()
            self.line.append(self.undone.pop())

        @rule(data=st.data())
        @precondition(lambda self: self.dealt() and self.game.legal_moves())
        def tap(self, data: st.DataObject) -> None:
            cards = {card_of(m) for m in self.game.legal_moves() if m.card is not None}
            if not cards:
                return
            card = data.draw(st.sampled_from(sorted(cards)))
            try:
                self.game.tap(card)
            except NoPlaceError:
                self._broken(f"{card} has a legal move, but a tap on it finds no place")
            self._entered()

        @rule()
        @precondition(lambda self: self.dealt())
        def hint(self) -> None:
            hint = self.game.hint()
            if hint is not None and hint.move not in self.game.legal_moves():
                self._broken(f"the hint {self.game.move_text(hint.move)} is not a legal move")

        @rule()
        @precondition(lambda self: self.dealt() and self.game.can_collect)
        def collect(self) -> None:
            self.game.collect()
            self._entered()
            if not self.game.is_won:
                self._broken("collect-all did not win")

        @rule()
        @precondition(lambda self: self.dealt())
        def save_and_load(self) -> None:
            loaded = reloaded(target, self.game)
            self._holds(assert_same_game, self.game, loaded)
            self._game = loaded

        @invariant()
        def matches_the_model(self) -> None:
            if not self.dealt():
                return
            if (self.game.position, self.game.score) != self.line[-1]:
                self._broken("the game's position or score is not the one its steps lead to")
            if self.game.can_undo != (len(self.line) > 1):
                self._broken("the game's undo is not offered exactly when a step was made")
            if self.game.can_redo != bool(self.undone):
                self._broken("the game's redo is not offered exactly when a step was undone")

        @invariant()
        def position_is_sound(self) -> None:
            if not self.dealt():
                return
            self._holds(invariants.assert_sound_position, self.game.rules, self.game.position)
            if self.game.score < 0 or self.game.score != recomputed_score(self.game):
                self._broken(f"the score {self.game.score} is not what the scoring rule gives")

        def _broken(self, sentence: str) -> None:
            raise Broken(Line.of_game(self.game), sentence)

        def _holds(self, check: Callable[..., None], *args: object) -> None:
            """Run ``check``; an assertion it fails is reported against the game's line."""
            try:
                check(*args)
            except AssertionError as error:
                self._broken(str(error).splitlines()[0] if str(error) else "a check failed")

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
