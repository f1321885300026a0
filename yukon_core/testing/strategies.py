"""Hypothesis strategies over any variant's rules: deals, lines of play, positions, moves.

A :class:`~yukon_core.testing.lines.Line` is a deal and moves played from it. The lines drawn
reach the whole game: random legal play from a deal, and the end game — prefixes of winning
lines (the solver's, or failing that the hint's greedy play), down to positions with every card
face up and one move from a win.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Callable, Sequence
from typing import TypeVar

from hypothesis import strategies as st

from ..deals import MAX_DEAL, deal
from ..engine import legal_moves
from ..game.hints import heuristic_hint
from ..moves import FOUNDATION, Move, action_count, move_from_action
from ..position import Position
from ..rules import RuleTable
from ..solver import Budget, Verdict, solve
from .lines import Line

__all__ = [
    "deal_numbers",
    "deals",
    "lines",
    "moves",
    "picker",
    "played_positions",
    "random_lines",
    "winning_lines",
]

ENDGAME_DEALS = 3
"""How many winning lines the end-game strategy keeps per rule table."""
ENDGAME_NODES = 20_000
"""Positions the solver may expand on each deal it tries for a winning line."""
ENDGAME_TRIES = 12
"""Deals the solver tries for winning lines; while it has won none, only ``ENDGAME_DEALS`` (a
game it wins seldom in the budget, such as Double Russian Spider, goes to the greedy play
sooner). Budgets are in nodes, never seconds, so the lines found do not depend on how busy the
machine is."""


T = TypeVar("T")


def picker(
    draw: Callable[[st.SearchStrategy[bytes]], bytes], picks: int
) -> Callable[[Sequence[T]], T]:
    """A function that picks an item of the sequence it is given, ``picks`` times at most.

    The picks are two bytes each of one draw: a draw costs hypothesis far more than a move costs
    the engine, and one draw a move was most of the time a random line took. Hypothesis still
    shrinks the picks towards the first items and fewer picks.
    """
    drawn = draw(st.binary(min_size=2 * picks, max_size=2 * picks))
    numbers = iter(struct.unpack(f">{picks}H", drawn))
    return lambda items: items[next(numbers) % len(items)]


def deal_numbers() -> st.SearchStrategy[int]:
    """Deal numbers, small ones first when shrinking."""
    return st.integers(0, MAX_DEAL)


def deals(rules: RuleTable) -> st.SearchStrategy[Position]:
    """Opening positions of the variant's deals."""
    return deal_numbers().map(lambda number: deal(rules.layout, number))


@st.composite
def random_lines(draw: st.DrawFn, rules: RuleTable, max_moves: int = 80) -> Line:
    """A deal and a random number of random legal moves played from it."""
    line = Line(rules, draw(deal_numbers()))
    length = draw(st.integers(0, max_moves))
    pick = picker(draw, length)
    for _ in range(length):
        options = legal_moves(rules, line.position)
        if not options:
            break
        line = line.extended(pick(options))
    return line


@functools.lru_cache(maxsize=64)
def _winning(rules: RuleTable) -> tuple[tuple[int, tuple[Move, ...]], ...]:
    """A few deals with a line that wins them (the solver's), or, where the solver wins none of
    the first deals in its budget, the hint's greedy play from them."""
    found: list[tuple[int, tuple[Move, ...]]] = []
    budget = Budget(nodes=ENDGAME_NODES, seconds=None)
    for number in range(1, ENDGAME_TRIES + 1):
        if number > ENDGAME_DEALS and not found:
            break
        result = solve(rules, deal(rules.layout, number), budget)
        if result.verdict is Verdict.WON:
            found.append((number, result.moves))
            if len(found) == ENDGAME_DEALS:
                return tuple(found)
    return tuple(found) or tuple((n, _greedy(rules, n)) for n in range(1, ENDGAME_DEALS + 1))


def _greedy(rules: RuleTable, number: int, limit: int = 400) -> tuple[Move, ...]:
    line = Line(rules, number)
    for _ in range(limit):
        hint = heuristic_hint(rules, line.position)
        if hint is None:
            break
        line = line.extended(hint.move)
    return tuple(move for move in line.moves if isinstance(move, Move))


@st.composite
def winning_lines(draw: st.DrawFn, rules: RuleTable) -> Line:
    """A prefix of a winning line: the end game, with every card face up, one move from a win,
    or won."""
    number, moves = draw(st.sampled_from(_winning(rules)))
    short_of_the_end = draw(st.integers(0, len(moves)))  # small distances are drawn most
    return Line(rules, number, moves[: len(moves) - short_of_the_end])


def lines(rules: RuleTable, max_moves: int = 80) -> st.SearchStrategy[Line]:
    """Random play and end games alike (the end game twice as often: random play reaches it
    seldom)."""
    return st.one_of(random_lines(rules, max_moves), winning_lines(rules), winning_lines(rules))


def played_positions(rules: RuleTable, max_moves: int = 80) -> st.SearchStrategy[Position]:
    """Positions of :func:`lines`."""
    return lines(rules, max_moves).map(lambda line: line.position)


def moves(rules: RuleTable, position: Position | None = None) -> st.SearchStrategy[Move]:
    """Moves, legal or not: any of the move space, and with ``position`` as often its legal
    moves and moves of the cards that can be picked up there (to any place)."""
    anything = st.integers(0, action_count(rules) - 1).map(
        lambda action: move_from_action(rules, action)
    )
    if position is None:
        return anything
    targets = st.sampled_from([FOUNDATION, *range(len(rules.layout.columns))])
    pickable = sorted({c for col in position.columns for c in col.up} | {
        pile[-1] for pile in position.foundations if pile})  # fmt: skip
    choices = [anything]
    if pickable:
        choices.append(st.builds(Move, st.sampled_from(pickable), targets))
    legal = legal_moves(rules, position)
    if legal:
        choices.append(st.sampled_from(legal))
    return st.one_of(choices)
