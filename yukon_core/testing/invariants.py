"""The named invariants every Yukon-family variant must keep, as hypothesis tests.

Each :class:`Invariant` builds, for one variant's rule table, a test that hypothesis runs over
:class:`~yukon_core.testing.lines.Line` objects (a deal and moves from it, random play and end
games). A failure raises :class:`InvariantFailure`: the invariant, one sentence of what broke,
the variant, the board and the ``yukon play-moves`` command that replays the example.
``docs/invariants.md`` describes each one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import pairwise
from typing import Any

import attrs
from hypothesis import given

from ..build_text import declared_mismatch
from ..codes import GameCode
from ..deals import deal
from ..engine import all_home, apply, check, is_stuck, is_won, legal_moves, locate, whole_suit
from ..events import CardToFoundation, SuitToFoundation
from ..examples import example_failures
from ..layout import FoundationKind
from ..moves import (
    action_count,
    action_id,
    card_of,
    move_from_action,
    move_text,
    parse_move,
)
from ..position import Column, Position
from ..position_json import card_problems, position_from_json, position_to_json
from ..refusals import IllegalMoveError, RefusalCode
from ..registry import Registry, default_registry
from ..rules import RuleTable
from .lines import Broken, Line, reporting
from .strategies import deal_numbers, lines

__all__ = [
    "INVARIANTS",
    "Invariant",
    "InvariantFailure",
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


class InvariantFailure(AssertionError):
    """An invariant broke: the message is the whole report."""


@attrs.frozen
class Invariant:
    """A named property; ``build(target)`` returns a hypothesis test of it for one variant."""

    name: str
    description: str
    build: Callable[[Target], Callable[[], None]]

    def run(self, target: Target) -> None:
        """Run the test; raises :class:`InvariantFailure` with a report a person can read (or,
        where no line of play is at fault, the error itself)."""
        try:
            test = self.build(target)
        except Exception as error:  # the variant fails before any line is played
            sentence = str(error).splitlines()[0] if str(error) else type(error).__name__
            if not isinstance(error, AssertionError):
                sentence = f"{type(error).__name__}: {sentence}"
            raise InvariantFailure(
                f"{self._heading(sentence)}\nvariant: {target.variant} (options: "
                f"{dict(target.options) or 'none'})"
            ) from error
        try:
            test()
        except Broken as broken:
            raise InvariantFailure(
                f"{self._heading(broken.sentence)}\n{broken.line.report()}"
            ) from broken

    def _heading(self, sentence: str) -> str:
        return f"invariant {self.name} broke: {sentence}\n(the invariant: {self.description})"


def invariant(name: str, description: str) -> Callable:
    """Register the decorated test builder as invariant ``name``."""

    def register(build: Callable[[Target], Callable[[], None]]) -> Callable:
        INVARIANTS[name] = Invariant(name, description, build)
        return build

    return register


def _assert_every_card_once(rules: RuleTable, position: Position) -> None:
    problems = card_problems(rules, position)
    assert not problems, "a card is lost or doubled: " + "; ".join(problems)


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

    @given(deal_numbers().map(lambda number: Line(rules, number)))
    @reporting
    def test(line: Line) -> None:
        position = line.position
        _assert_every_card_once(rules, position)
        assert_dealt_as_declared(rules, position)

    return test


def assert_dealt_as_declared(rules: RuleTable, position: Position) -> None:
    """Every pile of a fresh deal holds what the layout declares: the columns' face-down and
    face-up counts, the base cards alone on the foundations, the cells and reserves, the
    stock (and the waste's first cards), no redeal made."""
    layout = rules.layout
    shapes = [tuple((len(down), len(up)) for down, up in c.runs) for c in position.columns]
    assert shapes == [s.runs for s in layout.columns], (
        f"the columns are dealt {shapes}, not the layout's shape"
    )
    bases = tuple((card,) for card in layout.foundation_bases)
    assert position.foundations == bases + ((),) * (layout.foundations - len(bases)), (
        "the foundations are dealt other cards than their bases"
    )
    cells = [len(cell) for cell in position.cells]
    assert cells == [1] * layout.cells_dealt + [0] * (layout.cells - layout.cells_dealt), (
        f"the cells are dealt {cells} cards"
    )
    assert [len(pile) for pile in position.reserves] == list(layout.reserves), (
        "the reserve piles are not dealt their sizes"
    )
    waste = layout.stock.waste_start if layout.stock else 0
    assert (len(position.stock), len(position.waste)) == (layout.stock_size - waste, waste), (
        f"the stock is dealt {len(position.stock)} cards and the waste {len(position.waste)}"
    )
    assert position.redeals == 0, "a fresh deal counts a redeal"


@invariant("deal_reproducible", "the same deal number or game code gives the same layout")
def _deal_reproducible(target: Target) -> Callable[[], None]:
    rules = target.rules

    @given(deal_numbers())
    def test(number: int) -> None:
        code = rules.variant.code(number)
        parsed = GameCode.parse(str(code))
        assert parsed == code, f"the code {code} reads back as {parsed}"
        assert deal(rules.layout, parsed.number) == deal(rules.layout, number), (
            f"deal {number} comes out differently the second time"
        )

    return test


@invariant("card_conservation", "after any legal sequence every card is there exactly once")
def _card_conservation(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        _assert_every_card_once(line.rules, line.position)

    return test


def _assert_column_faces(rules: RuleTable, position: Position) -> None:
    for number, column in enumerate(position.columns, 1):
        assert isinstance(column, Column), f"column {number} is not a Column"
        assert column.up or not column.down, f"column {number}'s top card is face down"
        assert column == Column.of(column.runs), f"column {number}'s runs are not in their form"
        assert rules.layout.mixed_faces or not column.under, (
            f"column {number} has a face-up card under a face-down one, which "
            f"{rules.variant.name}'s layout never deals"
        )


@invariant(
    "column_faces",
    "every column's top is face up, and a face-up card lies under a face-down one only where "
    "the layout deals face-down cards between face-up ones",
)
def _column_faces(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        _assert_column_faces(line.rules, line.position)

    return test


def _assert_foundation_runs(rules: RuleTable, position: Position) -> None:
    bases = rules.layout.foundation_bases
    suits_home = rules.layout.foundation_kind is FoundationKind.SUIT
    for slot, pile in enumerate(position.foundations, 1):
        run = [rules.cards[c] for c in pile]
        shown = " ".join(map(str, run))
        assert all(card.suit == run[0].suit for card in run), f"foundation {slot} mixes suits"
        assert len({card.rank for card in run}) == len(run), f"foundation {slot} repeats a rank"
        if suits_home:
            assert not run or whole_suit(pile), f"foundation {slot} is not a whole suit: {shown}"
            continue
        base = bases[slot - 1] if slot <= len(bases) else None
        assert not run or run[0] == base or (base is None and run[0].rank == 1), (
            f"foundation {slot} does not start from its base card or an Ace: {shown}"
        )
        assert all(upper in rules.foundation_next[lower] for lower, upper in pairwise(pile)), (
            f"foundation {slot} is not built by the variant's foundation rule: {shown}"
        )


@invariant(
    "foundation_runs",
    "every foundation holds one suit, each rank once, from its base card or an Ace, built by "
    "the variant's foundation rule (or whole suits, King to Ace)",
)
def _foundation_runs(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        _assert_foundation_runs(line.rules, line.position)

    return test


@invariant("moves_apply", "every legal move applies and a moved group keeps its order")
def _moves_apply(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        rules, position = line.rules, line.position
        for move in legal_moves(rules, position):
            text = move_text(rules, move)
            assert check(rules, position, move) is None, f"the legal move {text} is refused"
            after, events = apply(rules, position, move)
            problems = card_problems(rules, after)
            assert not problems, f"the legal move {text} loses or doubles a card: {problems}"
            for event in events:
                if isinstance(event, CardToFoundation | SuitToFoundation):
                    home = event.card if isinstance(event, CardToFoundation) else event.cards[-1]
                    assert after.foundations[event.slot][-1:] == (home.id,), (
                        f"the legal move {text} says {home} went to foundation {event.slot + 1}, "
                        "which it did not"
                    )
            if move.card is None or move.to < 0:
                continue
            place = locate(position, card_of(move))
            if place is not None and place.kind == "column":
                group = position.columns[place.at].up[place.depth :]
                assert after.columns[move.to].up[-len(group) :] == group, (
                    f"the legal move {text} changes the order of the moved group"
                )

    return test


@invariant("refusals_change_nothing", "every other move is refused with a code and changes nothing")
def _refusals_change_nothing(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        rules, position = line.rules, line.position
        legal = set(legal_moves(rules, position))
        before = position_to_json(rules, position)
        for action in range(action_count(rules)):
            move = move_from_action(rules, action)
            refusal = check(rules, position, move)
            if (refusal is None) != (move in legal):
                raise AssertionError(
                    f"{move_text(rules, move)} is {'refused' if refusal else 'allowed'} by "
                    f"check but {'listed' if move in legal else 'not listed'} among the legal moves"
                )
            if refusal is None:
                continue
            assert isinstance(refusal.code, RefusalCode), (
                f"{move_text(rules, move)} is refused without a code"
            )
            if move.card is not None:
                assert refusal.card == card_of(move), (
                    f"the refusal of {move_text(rules, move)} names {refusal.card}, not the card"
                )
            try:
                apply(rules, position, move)
            except IllegalMoveError as error:
                assert error.refusal == refusal, (
                    f"{move_text(rules, move)} is refused for two different reasons"
                )
            else:
                raise AssertionError(f"the refused move {move_text(rules, move)} was applied")
        assert position_to_json(rules, position) == before, "refusing moves changed the position"

    return test


@invariant("stuck_and_won", "no legal move ⇔ stuck; won ⇔ every card is home")
def _stuck_and_won(target: Target) -> Callable[[], None]:
    rules = target.rules
    home = all_home(rules)
    assert home is not None, "the foundation rules cannot take every card home"

    @given(lines(rules, max_moves=200))
    @reporting
    def test(line: Line) -> None:
        position = line.position
        everything_home = rules.at_goal(position)
        assert is_won(rules, position) == everything_home, (
            "the game is judged won with cards left out of the foundations"
            if not everything_home
            else "the game is not judged won with every card home"
        )
        assert is_stuck(rules, position) == (
            not legal_moves(rules, position) and not everything_home
        ), "stuck is not the same as: no legal move and not won"
        assert is_won(rules, home), "a position with every card home is not won"

    return test


@invariant(
    "won_at_goal",
    "the variant's won rule claims a win exactly where every card has reached its goal",
)
def _won_at_goal(target: Target) -> Callable[[], None]:
    rules = target.rules
    home = all_home(rules)
    assert home is not None, "the foundation rules cannot take every card home"
    assert rules.claims_won(home), "the won rule does not claim the position with all cards home"

    @given(lines(rules, max_moves=200))
    @reporting
    def played(line: Line) -> None:
        at_goal = rules.at_goal(line.position)
        claimed = rules.claims_won(line.position)
        left = sum(column.size for column in line.position.columns)
        assert claimed == at_goal, (
            f"the variant's won rule claims a win with {left} cards still outside the foundations"
            if claimed
            else "the variant's won rule denies the win with every card home"
        )

    def test() -> None:
        played()  # a lie on a line of play is reported with the line, to replay
        assert not rules.claims_won(_one_from_home(home)), (
            "the variant's won rule claims a win with one card still on the table, face up"
        )

    return test


def _one_from_home(home: Position) -> Position:
    """``home`` with the top card of its first foundation back on the first column, face up:
    one move from the win."""
    *rest, last = home.foundations[0]
    columns = (Column((), (last,)), *home.columns[1:])
    return home._replace(foundations=(tuple(rest), *home.foundations[1:]), columns=columns)


def _is_subsequence(part: tuple[int, ...], whole: tuple[int, ...]) -> bool:
    cards = iter(whole)
    return all(card in cards for card in part)


@invariant(
    "piles_keep_their_rules",
    "the stock keeps its order until dealt, a cell holds one card at most, and no more redeals "
    "are made than the layout allows",
)
def _piles_keep_their_rules(target: Target) -> Callable[[], None]:
    rules = target.rules
    layout = rules.layout

    @given(lines(rules, max_moves=200))
    @reporting
    def test(line: Line) -> None:
        position = line.position
        dealt = deal(layout, line.deal)
        order = position.stock + position.waste[::-1]
        assert _is_subsequence(order, dealt.stock + dealt.waste[::-1]), (
            "the stock and the waste are not in the order of the deal"
        )
        assert all(len(cell) <= 1 for cell in position.cells), "a cell holds more than one card"
        passes = layout.stock.passes if layout.stock is not None else None
        most = layout.redeals or (passes - 1 if passes is not None else position.redeals)
        assert position.redeals <= most, f"{position.redeals} redeals, of {most} allowed"
        assert position.seed == (line.deal if layout.redeals else 0), "the redeal seed changed"

    return test


@invariant("action_ids", "action ids and moves are a bijection; move text reads back")
def _action_ids(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        rules, position = line.rules, line.position
        seen = {move_from_action(rules, action) for action in range(action_count(rules))}
        assert len(seen) == action_count(rules), "two action ids name the same move"
        for move in legal_moves(rules, position):
            text = move_text(rules, move)
            assert move_from_action(rules, action_id(rules, move)) == move, (
                f"{text}'s action id names another move"
            )
            assert parse_move(rules, text, position) == move, f"{text} reads back as another move"

    return test


@invariant("position_identity", "equal positions hash equal; the JSON form round-trips")
def _position_identity(target: Target) -> Callable[[], None]:
    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        loaded_rules, loaded = position_from_json(
            position_to_json(line.rules, line.position), target.registry
        )
        assert loaded == line.position and hash(loaded) == hash(line.position), (
            "the position read back from its JSON form is another"
        )
        assert loaded_rules.variant == line.rules.variant, "the JSON form names another variant"
        assert line.replay() == line.position, "the same moves from the same deal lead elsewhere"

    return test


@invariant(
    "declared_build_rule",
    "the build rule a variant declares is the one its hooks follow (its rules page says theirs)",
)
def _declared_build_rule(target: Target) -> Callable[[], None]:
    mismatch = declared_mismatch(target.rules)
    assert mismatch is None, mismatch
    return lambda: None  # the whole relation was read off the table above


@invariant(
    "rule_examples",
    "every move the variant gives as an example is legal, or refused with the code it says",
)
def _rule_examples(target: Target) -> Callable[[], None]:
    failures = example_failures(target.rules)
    assert not failures, "; ".join(failures)
    return lambda: None  # every example was played above
