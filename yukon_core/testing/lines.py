"""Lines: a numbered deal and the moves played from it — what the invariants run on, and what a
failure reports, in a form a person can read and ``yukon play-moves`` can replay.

:class:`Broken` carries the line of the example that broke an invariant and one sentence of what
broke; the invariant suite turns it into a report: the invariant, the variant and its options,
the position as the text board ``yukon deal`` prints, and the command that replays the moves.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from typing import Any, ParamSpec, TypeVar

import attrs

from ..board_text import board_text
from ..codes import GameCode
from ..deals import deal
from ..engine import apply
from ..game import Game
from ..game.history import StepKind
from ..house_rules import option_text
from ..moves import Move, move_text
from ..position import Position
from ..rules import RuleTable

__all__ = ["Broken", "Line", "reporting"]


@attrs.frozen(repr=False, eq=False)
class Line:
    """Deal ``deal`` of ``rules``' variant, then ``moves`` (engine moves, or step texts such as
    ``collect`` for a game's line); ``position`` is where they lead."""

    rules: RuleTable
    deal: int
    moves: tuple[Move | str, ...] = ()
    position: Position = attrs.field(default=None)

    def __attrs_post_init__(self) -> None:
        if self.position is None:
            object.__setattr__(self, "position", self.replay())

    def replay(self) -> Position:
        """Play the moves from the deal again (engine moves only)."""
        position = deal(self.rules.layout, self.deal)
        for move in self.moves:
            position, _ = apply(self.rules, position, move)
        return position

    @classmethod
    def of_game(cls, game: Game) -> Line:
        """The line of a game session: its steps from the deal (``collect`` for a
        collect-all), ending where the game stands."""
        moves = tuple(
            "collect" if step.kind is StepKind.COLLECT else step.moves[0] for step in game.steps
        )
        return cls(game.rules, game.deal, moves, game.position)

    def extended(self, move: Move) -> Line:
        after, _ = apply(self.rules, self.position, move)
        return Line(self.rules, self.deal, (*self.moves, move), after)

    @property
    def code(self) -> GameCode:
        return self.rules.variant.code(self.deal)

    @property
    def texts(self) -> list[str]:
        return [m if isinstance(m, str) else move_text(self.rules, m) for m in self.moves]

    def replay_command(self) -> str:
        """The ``yukon play-moves`` command that plays this line (or ``yukon deal`` for none)."""
        options = [
            f"-o {name}={option_text(value)}"
            for name, value in sorted(self.rules.options.items())
            if value is not None and value != self.rules.variant.options.get(name)
        ]
        if not self.moves:
            return " ".join(["yukon deal", str(self.code), *options])
        return " ".join(["yukon play-moves --deal", str(self.code), *options, *self.texts])

    def report(self) -> str:
        """The variant, its options, the deal, the moves, the replay command and the board."""
        options = ", ".join(
            f"{name}={option_text(value)}"
            for name, value in sorted(self.rules.options.items())
            if value is not None
        )
        return "\n".join(
            [
                f"variant: {self.rules.variant.name} (options: {options or 'none'})",
                f"deal: {self.code} (number {self.deal}); {len(self.moves)} moves played",
                f"replay: {self.replay_command()}",
                "position:",
                board_text(self.rules, self.position),
            ]
        )

    def __repr__(self) -> str:
        shown = " ".join(self.texts[:12]) + (" …" if len(self.moves) > 12 else "")
        return f"<line: {self.rules.variant.name} deal {self.deal}: {shown or 'no moves'}>"


class Broken(AssertionError):
    """An invariant broke on ``line``: ``sentence`` says how."""

    def __init__(self, line: Line, sentence: str) -> None:
        super().__init__(f"{sentence}\n{line.report()}")
        self.line = line
        self.sentence = sentence


P = ParamSpec("P")
R = TypeVar("R")


def reporting(test: Callable[P, R]) -> Callable[P, R]:
    """Turn a failure of ``test`` — an assertion or an error a plugin raised — into
    :class:`Broken` with the :class:`Line` among its arguments (the first one found)."""

    @functools.wraps(test)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return test(*args, **kwargs)
        except Broken:
            raise
        except Exception as error:
            line = next(_lines([*args, *kwargs.values()]), None)
            if line is None:
                raise
            sentence = str(error).splitlines()[0] if str(error) else type(error).__name__
            if not isinstance(error, AssertionError):
                sentence = f"{type(error).__name__}: {sentence}"
            raise Broken(line, sentence) from error

    return run


def _lines(values: Sequence[Any]) -> Iterator[Line]:
    for value in values:
        if isinstance(value, Line):
            yield value
        elif isinstance(value, Game):
            yield Line.of_game(value)
        elif isinstance(value, tuple):
            yield from _lines(value)
