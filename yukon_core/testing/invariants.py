"""The named invariants every Yukon-family variant must keep, as hypothesis tests.

Each :class:`Invariant` builds, for one variant's rule table, a test that hypothesis runs; a
failing test raises with a falsifying example that can be replayed. ``docs/invariants.md``
describes each one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs
from hypothesis import given

from ..codes import GameCode
from ..deals import deal
from ..engine import all_home, apply, check, is_stuck, is_won, legal_moves, locate
from ..moves import FOUNDATION, action_count, action_id, move_from_action, move_text, parse_move
from ..position import Column, Position
from ..position_json import card_problems, position_from_json, position_to_json
from ..refusals import IllegalMoveError, RefusalCode
from ..registry import Registry, default_registry
from ..rules import RuleTable
from .strategies import deal_numbers, deals, move_paths, played_positions

__all__ = [
    "INVARIANTS",
    "Invariant",
    "Target",
    "assert_sound_position",
    "invariant",
]

INVARIANTS: dict[str, Invariant] = {}


@attrs.frozen
class Target:
    """The variant under test: a name (with options) in a registry."""

    variant: str
    registry: Registry = attrs.field(factory=default_registry)
    options: Mapping[str, Any] = attrs.field(factory=dict)

    @property
    def rules(self) -> RuleTable:
        return self.registry.rules(self.variant, **self.options)


@attrs.frozen
class Invariant:
    """A named property; ``build(target)`` returns a hypothesis test of it for one variant."""

    name: str
    description: str
    build: Callable[[Target], Callable[[], None]]

    def run(self, target: Target) -> None:
        """Run the test; raises (AssertionError or the plugin's error) on a failure."""
        self.build(target)()


def invariant(name: str, description: str) -> Callable:
    """Register the decorated test builder as invariant ``name``."""

    def register(build: Callable[[Target], Callable[[], None]]) -> Callable:
        INVARIANTS[name] = Invariant(name, description, build)
        return build

    return register


def _assert_every_card_once(rules: RuleTable, position: Position) -> None:
    problems = card_problems(rules, position)
    assert not problems, "; ".join(problems)


def assert_sound_position(rules: RuleTable, position: Position) -> None:
    """Every card once, every column's top face up, every foundation a run from the Ace."""
    _assert_every_card_once(rules, position)
    _assert_column_faces(rules, position)
    _assert_foundation_runs(rules, position)


@invariant(
    "deal_shape", "a deal deals every card of the declared decks once, in the declared shape"
)
def _deal_shape(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(deals(rules))
    def test(position: Position) -> None:
        _assert_every_card_once(rules, position)
        shapes = [(len(c.down), len(c.up)) for c in position.columns]
        assert shapes == [(s.face_down, s.face_up) for s in rules.layout.columns]
        assert position.foundations == ((),) * rules.layout.foundations

    return test


@invariant("deal_reproducible", "the same deal number or game code gives the same layout")
def _deal_reproducible(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(deal_numbers())
    def test(number: int) -> None:
        code = GameCode(rules.variant.letter, number)
        parsed = GameCode.parse(str(code))
        assert parsed == code
        assert deal(rules.layout, parsed.number) == deal(rules.layout, number)

    return test


@invariant("card_conservation", "after any legal sequence every card is there exactly once")
def _card_conservation(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(played_positions(rules))
    def test(position: Position) -> None:
        _assert_every_card_once(rules, position)

    return test


def _assert_column_faces(rules: RuleTable, position: Position) -> None:
    for number, column in enumerate(position.columns, 1):
        assert isinstance(column, Column), f"column {number} is not a Column"
        assert column.up or not column.down, f"column {number}'s top card is face down"


@invariant("column_faces", "no face-up card under a face-down one; every column's top is face up")
def _column_faces(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(played_positions(rules))
    def test(position: Position) -> None:
        _assert_column_faces(rules, position)

    return test


def _assert_foundation_runs(rules: RuleTable, position: Position) -> None:
    for slot, pile in enumerate(position.foundations, 1):
        run = [rules.cards[c] for c in pile]
        assert all(card.suit == run[0].suit for card in run), f"foundation {slot} mixes suits"
        assert [card.rank for card in run] == list(range(1, len(run) + 1)), (
            f"foundation {slot} is not a run from the Ace: {[str(c) for c in run]}"
        )


@invariant("foundation_runs", "every foundation is a same-suit run up from the Ace")
def _foundation_runs(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(played_positions(rules))
    def test(position: Position) -> None:
        _assert_foundation_runs(rules, position)

    return test


@invariant("moves_apply", "every legal move applies and a moved group keeps its order")
def _moves_apply(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(played_positions(rules))
    def test(position: Position) -> None:
        for move in legal_moves(rules, position):
            assert check(rules, position, move) is None, move_text(rules, move)
            after, _ = apply(rules, position, move)
            _assert_every_card_once(rules, after)
            source, index = locate(position, move.card)  # type: ignore[misc]
            if move.to != FOUNDATION and source is not None:
                group = position.columns[source].up[index:]
                assert after.columns[move.to].up[-len(group) :] == group, "group order changed"

    return test


@invariant("refusals_change_nothing", "every other move is refused with a code and changes nothing")
def _refusals_change_nothing(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(played_positions(rules))
    def test(position: Position) -> None:
        legal = set(legal_moves(rules, position))
        before = position_to_json(rules, position)
        for action in range(action_count(rules)):
            move = move_from_action(rules, action)
            refusal = check(rules, position, move)
            assert (refusal is None) == (move in legal), move_text(rules, move)
            if refusal is None:
                continue
            assert isinstance(refusal.code, RefusalCode)
            try:
                apply(rules, position, move)
            except IllegalMoveError as error:
                assert error.refusal == refusal
            else:
                raise AssertionError(f"refused move {move_text(rules, move)} was applied")
            assert position_to_json(rules, position) == before, "a refused move changed things"

    return test


@invariant("stuck_and_won", "no legal move ⇔ stuck; won ⇔ every card is home")
def _stuck_and_won(target: Target) -> Callable[[], None]:
    rules = target.rules
    home = all_home(rules)
    assert home is not None, "the foundation rules cannot take every card home"

    @given(played_positions(rules, max_moves=200))
    def test(position: Position) -> None:
        everything_home = not any(column.size for column in position.columns)
        assert is_won(rules, position) == everything_home
        assert is_stuck(rules, position) == (
            not legal_moves(rules, position) and not everything_home
        )
        assert is_won(rules, home), "a position with every card home is not won"

    return test


@invariant("action_ids", "action ids and moves are a bijection; move text reads back")
def _action_ids(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(played_positions(rules))
    def test(position: Position) -> None:
        seen = {move_from_action(rules, action) for action in range(action_count(rules))}
        assert len(seen) == action_count(rules)
        for move in legal_moves(rules, position):
            assert move_from_action(rules, action_id(rules, move)) == move
            assert parse_move(rules, move_text(rules, move), position) == move

    return test


@invariant("position_identity", "equal positions hash equal; the JSON form round-trips")
def _position_identity(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(move_paths(rules))
    def test(path: tuple) -> None:
        start, played, position = path
        loaded_rules, loaded = position_from_json(
            position_to_json(rules, position), target.registry
        )
        assert loaded == position and hash(loaded) == hash(position)
        assert loaded_rules.variant == rules.variant
        replayed = start
        for move in played:
            replayed, _ = apply(rules, replayed, move)
        assert replayed == position and hash(replayed) == hash(position)

    return test
