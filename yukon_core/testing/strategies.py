"""Hypothesis strategies over any variant's rules: deals, played positions, moves."""

from __future__ import annotations

from hypothesis import strategies as st

from ..deals import MAX_DEAL, deal
from ..engine import apply, legal_moves
from ..moves import FOUNDATION, Move, action_count, move_from_action
from ..position import Position
from ..rules import RuleTable

__all__ = ["deal_numbers", "deals", "move_paths", "moves", "played_positions"]


def deal_numbers() -> st.SearchStrategy[int]:
    """Deal numbers, small ones first when shrinking."""
    return st.integers(0, MAX_DEAL)


def deals(rules: RuleTable) -> st.SearchStrategy[Position]:
    """Opening positions of the variant's deals."""
    return deal_numbers().map(lambda number: deal(rules.layout, number))


@st.composite
def move_paths(
    draw: st.DrawFn, rules: RuleTable, max_moves: int = 80
) -> tuple[Position, list[Move], Position]:
    """A deal, a sequence of legal moves played from it (random length), and where it ends."""
    start = position = draw(deals(rules))
    played = []
    for _ in range(draw(st.integers(0, max_moves))):
        options = legal_moves(rules, position)
        if not options:
            break
        move = draw(st.sampled_from(options))
        position, _ = apply(rules, position, move)
        played.append(move)
    return start, played, position


def played_positions(rules: RuleTable, max_moves: int = 80) -> st.SearchStrategy[Position]:
    """Positions reached from a deal by random legal play."""
    return move_paths(rules, max_moves).map(lambda path: path[2])


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
