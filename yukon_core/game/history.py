"""Undo and redo: the steps from the deal to now, the steps undone, an optional limit.

A *step* is what one undo takes back: one move (with the automatic turn of the card it
uncovered), all the foundation moves of a collect-all, or the automatic moves home that
followed a move.
"""

from __future__ import annotations

import enum

import attrs

from ..events import Event
from ..moves import Move
from ..position import Position
from .errors import UndoError

__all__ = ["Counters", "History", "Step", "StepKind", "UndoCounting"]


class StepKind(enum.StrEnum):
    """What one undoable step was."""

    MOVE = "move"
    """One move, played or tapped, with the card it turned."""
    COLLECT = "collect"
    """All the foundation moves of a collect-all."""
    HOME = "home"
    """The safe moves home a front end made by itself (:mod:`yukon_core.game.autohome`)."""


@attrs.frozen
class Step:
    """One undoable step, with the position and score before and after it."""

    kind: StepKind
    moves: tuple[Move, ...]
    before: Position
    after: Position
    score_before: int
    score_after: int
    events: tuple[Event, ...]
    """The engine's events of the step's moves, in order."""


class UndoCounting(enum.StrEnum):
    """What an undo does to the move counter. Every play, tap, redo and collect adds one."""

    KEEP = "keep"
    """Undo leaves the move counter as it is (source 000); it only adds to the undo counter."""
    COUNT = "count"
    """Undo counts as a move too (source 003's option)."""


@attrs.frozen
class Counters:
    """What a player did: moves (as :class:`UndoCounting` says), undos, redos, hints shown."""

    moves: int = 0
    undos: int = 0
    redos: int = 0
    hints: int = 0


class History:
    """The steps from the deal to now and the steps undone since, for redo.

    With a ``limit`` only the last ``limit`` steps can be undone, like a stack that forgets
    its oldest entry (source 000: 100). The steps beyond reach stay in :attr:`line`, which a
    save needs to replay the game. A game builds it from its :class:`GameSettings`, which
    check the limit.
    """

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit
        self._line: list[Step] = []
        self._undone: list[Step] = []  # the next step to redo last
        self._floor = 0

    @property
    def line(self) -> tuple[Step, ...]:
        """Every step from the deal to the current position, first first."""
        return tuple(self._line)

    @property
    def redo_steps(self) -> tuple[Step, ...]:
        """The undone steps, the next to redo first."""
        return tuple(reversed(self._undone))

    @property
    def floor(self) -> int:
        """How many steps of :attr:`line` are beyond the undo limit's reach."""
        return self._floor

    @property
    def can_undo(self) -> bool:
        """Whether a step within the limit's reach is left to undo."""
        return len(self._line) > self._floor

    @property
    def can_redo(self) -> bool:
        """Whether an undone step is left to redo."""
        return bool(self._undone)

    def push(self, step: Step) -> None:
        """Record a new step; the redo steps are dropped."""
        self._line.append(step)
        self._undone.clear()
        self._keep_limit()

    def undo(self) -> Step:
        """Take the last step off the line, keeping it for redo."""
        if not self._line:
            raise UndoError.of("nothing_to_undo")
        if not self.can_undo:
            raise UndoError.of("undo_limit", limit=self.limit)
        step = self._line.pop()
        self._undone.append(step)
        return step

    def redo(self) -> Step:
        """Put the last undone step back on the line."""
        if not self._undone:
            raise UndoError.of("nothing_to_redo")
        step = self._undone.pop()
        self._line.append(step)
        self._keep_limit()
        return step

    def copy(self) -> History:
        """An independent history with the same steps (which are immutable, so shared)."""
        twin = History(self.limit)
        twin._line, twin._undone, twin._floor = list(self._line), list(self._undone), self._floor
        return twin

    def set_floor(self, floor: int) -> None:
        """Put the first ``floor`` steps of the line beyond reach (loading a save)."""
        if not self._floor <= floor <= len(self._line):
            raise ValueError(
                f"an undo floor must be {self._floor} to {len(self._line)} here, not {floor}"
            )
        self._floor = floor

    def _keep_limit(self) -> None:
        if self.limit is not None:
            self._floor = max(self._floor, len(self._line) - self.limit)
