"""A game session: what a front end holds while a player plays one deal.

The session owns the position, the history for undo and redo, the counters, the score and the
clock; every rule comes from the engine. Every action that changes the game returns the list of
events to animate (see :mod:`yukon_core.game.events`).
"""

from __future__ import annotations

import copy
import functools
import time
import uuid
from collections.abc import Callable
from typing import Any

import attrs

from ..board_text import board_text
from ..cards import Card
from ..deals import deal as deal_position
from ..engine import apply, check, is_stuck, is_won, legal_moves
from ..events import Won
from ..moves import CardLike, Move, MoveLike, move_text, resolve_card, resolve_move
from ..position import Position
from ..published import shipped_verdict
from ..refusals import Refusal
from ..registry import Registry, default_registry
from ..rules import RuleTable
from ..solver import Winnability, first_winnable_deal
from ..variant import Variant
from .autohome import safe_home_moves
from .clock import GameClock, TimeSource
from .collect import collect_moves
from .deals import DealLike, deal_number
from .errors import CollectError, GameEndedError, NoPlaceError
from .events import GameEvent, NoMoveLeft, ScoreChanged, inverse
from .explain import WhyNot, why_not
from .hints import Hint, HintProvider, solver_or_heuristic_hint
from .history import Counters, History, Step, StepKind, UndoCounting
from .placement import TapPolicy, destinations, tap_move
from .scoring import score_after
from .summary import Summary

__all__ = ["Game", "GameSettings", "Listener", "new_game"]


def _check_undo_limit(_instance: object, _attribute: attrs.Attribute, value: object) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ValueError(
            f"undo_limit must be a whole number of steps from 1, or None, not {value!r}"
        )


@attrs.frozen
class GameSettings:
    """How the session behaves, apart from the rules: ``undo_limit`` (``None``: unlimited;
    source 000 uses 100), what an undo does to the move counter, and the tap policy."""

    undo_limit: int | None = attrs.field(default=None, validator=_check_undo_limit)
    undo_counting: UndoCounting = attrs.field(default=UndoCounting.KEEP, converter=UndoCounting)
    tap_policy: TapPolicy = attrs.field(default=TapPolicy.LONGEST, converter=TapPolicy)


Listener = Callable[["Game", list[GameEvent]], None]
"""Called after every change of a game with the game and the events of the change."""


class Game:
    """One deal being played. Create one with :func:`new_game` or :func:`load_game`.

    Cards may be given as :class:`Card`, card ids or text (``9S``, ``♠9``); moves as
    :class:`Move` or text (``9S>3``, ``AH>F``).
    """

    def __init__(
        self,
        rules: RuleTable,
        deal: int,
        *,
        settings: GameSettings | None = None,
        clock: TimeSource = time.monotonic,
        hint_provider: HintProvider = solver_or_heuristic_hint,
    ) -> None:
        self.rules = rules
        self.code = rules.variant.code(deal)
        self.settings = settings or GameSettings()
        self.hint_provider = hint_provider
        self.listeners: list[Listener] = []
        self._time_source = clock
        self.clock = GameClock(clock)
        self.clock.stop()  # it starts at the first move
        self._history = History(self.settings.undo_limit)
        self.start: Position = deal_position(rules.layout, deal)
        self._position = self.start
        self._score = 0
        self._counters = Counters()
        self._last_tap: int | None = None
        self._verified = True
        self._ended = False
        self._collect: tuple[Position, tuple[Move, ...] | None] | None = None
        self.id = uuid.uuid4().hex
        """Who this game is, whatever it becomes: a records store counts a game once, however
        often it is finished, and a save keeps its id (:mod:`yukon_core.game.save`)."""

    def __repr__(self) -> str:
        return f"<Game {self.variant.name} {self.code}: {self._counters.moves} moves>"

    def __str__(self) -> str:
        """The board as text (:func:`~yukon_core.board_text.board_text`): ``print(game)``."""
        return board_text(self.rules, self._position)

    # --- what the game is -------------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        """The variant being played."""
        return self.rules.variant

    @property
    def deal(self) -> int:
        """The deal number."""
        return self.code.number

    @property
    def options(self) -> dict[str, Any]:
        """The house rules in force (those with a value)."""
        return {name: value for name, value in self.rules.options.items() if value is not None}

    @property
    def position(self) -> Position:
        """The current position."""
        return self._position

    @property
    def score(self) -> int:
        """The score now (see :mod:`yukon_core.game.scoring`)."""
        return self._score

    @property
    def counters(self) -> Counters:
        """Moves, undos, redos and hints so far."""
        return self._counters

    @property
    def seconds(self) -> float:
        """Seconds of play: from the first move to the last card home, paused meanwhile by
        :meth:`pause`."""
        return self.clock.seconds

    @property
    def is_won(self) -> bool:
        """Every card is home."""
        return is_won(self.rules, self._position)

    @property
    def is_stuck(self) -> bool:
        """Not won, and no legal move is left."""
        return is_stuck(self.rules, self._position)

    @property
    def verified(self) -> bool:
        """Whether every counter and the clock come from this player's own play: true for a
        game started here, and for one loaded from a save this player signed
        (:mod:`~yukon_core.game.signing`); false for any other save. An unverified game plays
        the same, but its moves and time set no record."""
        return self._verified

    @property
    def ended(self) -> bool:
        """Whether the game has ended (:meth:`end`): it takes no more actions."""
        return self._ended

    @property
    def last_tap(self) -> int | None:
        """The card id of the last action if it was a tap (a further tap cycles on)."""
        return self._last_tap

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step from the deal to now, each with its positions and scores before and
        after (read only: change the game through its actions)."""
        return self._history.line

    @property
    def redo_steps(self) -> tuple[Step, ...]:
        """The steps undone since the last new one, the next to redo first."""
        return self._history.redo_steps

    @property
    def undo_floor(self) -> int:
        """How many of :attr:`steps` the undo limit no longer reaches."""
        return self._history.floor

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has a step to take back (within the undo limit, and the game
        has not ended)."""
        return not self._ended and self._history.can_undo

    @property
    def can_redo(self) -> bool:
        """Whether :meth:`redo` has an undone step to make again (and the game has not ended)."""
        return not self._ended and self._history.can_redo

    @property
    def can_collect(self) -> bool:
        """Whether collect-all is available (never once the game has ended)."""
        return not self._ended and self.collect_moves() is not None

    # --- reading cards and moves ------------------------------------------------------------

    def card(self, card: CardLike) -> Card:
        """The :class:`Card` ``card`` (a Card, a card id or text such as ``9S``) names in this
        game. With two or more decks, text without a copy (``9S``) means the one copy that can
        be picked up now; if both or neither can, the copy must be named (``9S/2``)."""
        return resolve_card(self.rules, self._position, card)

    def move(self, move: MoveLike) -> Move:
        """The :class:`Move` ``move`` names (its text read in this position)."""
        return resolve_move(self.rules, self._position, move)

    def move_text(self, move: Move) -> str:
        """``move`` as text, e.g. ``9S>3`` or ``AH>F``."""
        return move_text(self.rules, move)

    # --- rules ------------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move in the current position."""
        return legal_moves(self.rules, self._position)

    def check(self, move: MoveLike) -> Refusal | None:
        """``None`` if ``move`` is legal now, else the engine's refusal."""
        return check(self.rules, self._position, self.move(move))

    def is_legal(self, move: MoveLike) -> bool:
        """Whether ``move`` may be played now (a move naming no card of the game raises)."""
        return self.check(move) is None

    def destinations(self, card: CardLike) -> list[Move]:
        """Every legal move of the group ``card`` heads: the foundation first, then columns."""
        return destinations(self.rules, self._position, self._card(card))

    def why_not(self, card: CardLike) -> WhyNot | None:
        """Why ``card`` has nowhere to go (``.message(lang)`` says it), or ``None`` if it has."""
        return why_not(self.rules, self._position, self._card(card))

    def collect_moves(self) -> tuple[Move, ...] | None:
        """The moves :meth:`collect` would make, or ``None`` when it is not available."""
        if self._collect is None or self._collect[0] != self._position:
            self._collect = (self._position, collect_moves(self.rules, self._position))
        return self._collect[1]

    # --- actions ----------------------------------------------------------------------------

    def play(self, move: MoveLike) -> list[GameEvent]:
        """Play ``move``; raises ``IllegalMoveError`` (changing nothing) if it is refused."""
        self._still_on()
        return self._step(StepKind.MOVE, (self.move(move),))

    def tap(self, card: CardLike) -> list[GameEvent]:
        """Move ``card`` (with the cards on it) where the tap policy says; raises
        :class:`NoPlaceError`, whose message says what it could go on, if it has nowhere."""
        self._still_on()
        chosen = self._card(card)
        policy, again = self.settings.tap_policy, self._last_tap == chosen
        move = tap_move(self.rules, self._position, chosen, policy, again=again)
        if move is None:
            reason = why_not(self.rules, self._position, chosen)
            raise NoPlaceError(reason.message) if reason else NoPlaceError.of("nowhere_to_go")
        return self._step(StepKind.MOVE, (move,), tapped=chosen)

    def collect(self) -> list[GameEvent]:
        """Send every remaining card home in one step that one undo takes back."""
        self._still_on()
        moves = self.collect_moves()
        if moves is None:
            raise CollectError.of("collect_unavailable")
        return self._step(StepKind.COLLECT, moves)

    def send_safe_home(self) -> list[GameEvent]:
        """Send home, as one step, every card no card still in play could be built on (for a
        front end's automatic moves home, after a move); no step and no events when there is
        none. An undo takes these back before the move that led to them."""
        self._still_on()
        moves = safe_home_moves(self.rules, self._position)
        return self._step(StepKind.HOME, moves) if moves else []

    def undo(self) -> list[GameEvent]:
        """Take back the last step: cards, face-up state and score; raises ``UndoError``."""
        self._still_on()
        step = self._history.undo()
        counted = 1 if self.settings.undo_counting is UndoCounting.COUNT else 0
        self._counters = attrs.evolve(
            self._counters, undos=self._counters.undos + 1, moves=self._counters.moves + counted
        )
        motion = [inverse(event) for event in reversed(step.events)]
        return self._enter(step.before, step.score_before, [e for e in motion if e is not None])

    def redo(self) -> list[GameEvent]:
        """Make the last undone step again; raises ``UndoError`` if there is none."""
        self._still_on()
        step = self._history.redo()
        self._counters = attrs.evolve(
            self._counters, moves=self._counters.moves + 1, redos=self._counters.redos + 1
        )
        return self._enter(step.after, step.score_after, _motion(step.events))

    def is_winnable(self) -> bool | None:
        """Can this game still be won, face-down cards known? ``True``: proven winnable;
        ``False``: certainly lost; ``None``: not decided within a short solver budget (a few
        tenths of a second at most, and nothing while the player follows a line the solver
        found; at once for a fresh deal the published survey decided). Source 001's background
        check asks this after every move."""
        return self._winnability.verdict(self._position)

    def last_winnable_move(self) -> int | None:
        """How many steps from the deal the last position of this game proven winnable lies
        (``0``: the deal itself), or ``None``; undoing back to it is source 001's offer once a
        game is certainly lost."""
        positions = [step.before for step in self.steps] + [self._position]
        return self._winnability.last_winnable(positions)

    @functools.cached_property
    def _winnability(self) -> Winnability:
        winnability = Winnability(self.rules)
        known = shipped_verdict(self.rules, self.deal)
        if known is not None:
            winnability.know(self.start, known)
        return winnability

    def hint(self) -> Hint | None:
        """A useful move and why (``.message(lang, decks)``), or ``None``; counts a hint."""
        self._still_on()
        hint = self.hint_provider(self.rules, self._position)
        if hint is not None:
            self._counters = attrs.evolve(self._counters, hints=self._counters.hints + 1)
            self._notify([])
        return hint

    def copy(self) -> Game:
        """An independent game in the same state — position, history, counters, score, clock,
        settings and hint provider — to look ahead in without touching this one (listeners
        are not copied)."""
        twin = copy.copy(self)
        twin.listeners = []
        twin._history = self._history.copy()
        twin.clock = GameClock(self._time_source, self.seconds)
        if not self.clock.running:
            twin.clock.stop()
        return twin

    def pause(self) -> None:
        """Stop the clock, e.g. while the front end is hidden."""
        self.clock.stop()

    def resume(self) -> None:
        """Let the clock run again, unless no move has been made yet, or the game is won or
        has ended."""
        if self._counters.moves and not self.is_won and not self._ended:
            self.clock.start()

    def end(self) -> Summary:
        """End the game: won, or given up if it is not; the clock stops and every action is
        refused from now on (:class:`GameEndedError`). Returns the summary; ending an ended
        game changes nothing. A records store's ``finish`` ends the game it counts."""
        if not self._ended:
            self._ended = True
            self.clock.stop()
            self._notify([])
        return self.summary()

    def summary(self) -> Summary:
        """How the game has gone so far (a records store adds the record news)."""
        counters = self._counters
        return Summary(
            variant=self.variant.name,
            code=str(self.code),
            won=self.is_won,
            moves=counters.moves,
            seconds=self.seconds,
            undos=counters.undos,
            hints=counters.hints,
            score=self._score,
            verified=self._verified,
            ended=self._ended,
        )

    # --- inside -----------------------------------------------------------------------------

    def _card(self, card: CardLike) -> Card:
        return resolve_card(self.rules, self._position, card)

    def _still_on(self) -> None:
        if self._ended:
            raise GameEndedError.of("ended_won" if self.is_won else "ended_given_up")

    def _step(
        self, kind: StepKind, moves: tuple[Move, ...], *, tapped: int | None = None
    ) -> list[GameEvent]:
        position, events = self._position, []
        for move in moves:
            position, made = apply(self.rules, position, move)
            events += made
        step = Step(
            kind=kind,
            moves=moves,
            before=self._position,
            after=position,
            score_before=self._score,
            score_after=score_after(self.rules, self._score, events),
            events=tuple(events),
        )
        self._history.push(step)
        self._counters = attrs.evolve(self._counters, moves=self._counters.moves + 1)
        return self._enter(step.after, step.score_after, _motion(step.events), tapped=tapped)

    def _enter(
        self, position: Position, score: int, motion: list[GameEvent], *, tapped: int | None = None
    ) -> list[GameEvent]:
        """Make ``position`` and ``score`` current and finish the events of the change."""
        change = score - self._score
        self._position, self._score, self._last_tap = position, score, tapped
        events = list(motion)
        if change:
            events.append(ScoreChanged(score, change))
        if self.is_won:
            self.clock.stop()
            events.append(Won())
        else:
            self.clock.start()
            if self.is_stuck:
                events.append(NoMoveLeft())
        self._notify(events)
        return events

    def _notify(self, events: list[GameEvent]) -> None:
        for listener in list(self.listeners):
            listener(self, events)

    def _restore(
        self,
        counters: Counters,
        floor: int,
        seconds: float,
        last_tap: int | None,
        verified: bool,
        *,
        game_id: str,
        ended: bool,
    ) -> None:
        """Set what a replay cannot recompute (for :mod:`yukon_core.game.save`, after it has
        replayed and checked a save)."""
        self.id, self._ended = game_id, ended
        self._verified = verified
        self._history.set_floor(floor)
        self._counters = counters
        self._last_tap = last_tap
        self.clock = GameClock(self._time_source, seconds)
        if self.is_won or ended or not counters.moves:
            self.clock.stop()


def _motion(events: tuple[GameEvent, ...] | list[GameEvent]) -> list[GameEvent]:
    """The card motions of a step, without the engine's ``Won`` (the session adds it last)."""
    return [event for event in events if not isinstance(event, Won)]


def new_game(
    variant: str | Variant,
    /,
    deal: DealLike = None,
    *,
    undo_limit: int | None = None,
    undo_counting: UndoCounting | str = UndoCounting.KEEP,
    tap_policy: TapPolicy | str = TapPolicy.LONGEST,
    hint_provider: HintProvider = solver_or_heuristic_hint,
    clock: TimeSource = time.monotonic,
    registry: Registry | None = None,
    solvable_only: bool = False,
    **options: Any,
) -> Game:
    """A new game of ``variant`` (name or letter).

    ``deal`` is a deal number, a game code (``YU1-C-AAAAAAB``, which must be for ``variant``)
    or ``None`` for a random deal. ``options`` are house rules (``foundation_returns=False``,
    ``max_group_size=20``…); the keyword arguments before them are the session's
    :class:`GameSettings`, the hint provider and the clock's time source. With
    ``solvable_only`` the deal is the first from the one asked for that the solver proves
    winnable (source 001's default), so the game's code still reproduces it exactly.
    """
    registry = registry or default_registry()
    rules = registry.rules(variant, **options)
    settings = GameSettings(undo_limit, UndoCounting(undo_counting), TapPolicy(tap_policy))
    number = deal_number(rules.variant, deal, registry=registry)
    return Game(
        rules,
        first_winnable_deal(rules, number) if solvable_only else number,
        settings=settings,
        clock=clock,
        hint_provider=hint_provider,
    )
