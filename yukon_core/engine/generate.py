"""Every legal move of a position, read off the compiled tables alone."""

from __future__ import annotations

from ..layout import FoundationKind
from ..moves import CELL, FOUNDATION, Move
from ..position import Position
from ..rules import RuleTable
from .places import foundation_slot, free_cell, whole_suit
from .stock import stock_moves

__all__ = ["legal_moves"]


def legal_moves(rules: RuleTable, position: Position) -> list[Move]:
    """Every legal move: groups onto columns, cards home, foundation tops back, and where the
    layout has them, cards from and to the waste, cells and reserves, whole suits home, and
    the stock's actions."""
    moves = _column_moves(rules, position)
    if not rules.columns_only:
        moves += _other_moves(rules, position)
    return moves


def _column_moves(rules: RuleTable, position: Position) -> list[Move]:
    """Groups onto columns, column tops home, foundation tops back to columns."""
    columns = position.columns
    column_of = [-1] * len(rules.cards)  # each face-up card's column (-1: none)
    size_of = [0] * len(rules.cards)  # the size of the group it heads
    for index, column in enumerate(columns):
        size = len(column.up)
        for card in column.up:
            column_of[card] = index
            size_of[card] = size
            size -= 1
    may_lift = rules.may_lift
    heads_empty = rules.heads_empty
    made = rules.moves
    moves: list[Move] = []
    for target, column in enumerate(columns):
        if column.up:
            for card in rules.builders[column.up[-1]]:
                source = column_of[card]
                if source >= 0 and source != target and may_lift[size_of[card]]:
                    moves.append(made[card][target])
            continue
        for other in columns:
            for card in other.up:
                if heads_empty[card] and may_lift[size_of[card]]:
                    moves.append(made[card][target])
    if rules.layout.foundation_kind is FoundationKind.SUIT:
        return moves
    foundations = position.foundations
    tops = {pile[-1] for pile in foundations if pile}
    empty = {slot for slot, pile in enumerate(foundations) if not pile}
    follows, starts = rules.follows, rules.starts_foundation
    for column in columns:
        if column.up:
            card = column.up[-1]
            if not follows[card].isdisjoint(tops) or (empty and not starts[card].isdisjoint(empty)):
                moves.append(made[card][FOUNDATION])
    for pile in foundations:
        if pile and rules.returns[pile[-1]]:
            card = pile[-1]
            onto = rules.onto[card]
            for target, column in enumerate(columns):
                if column.up[-1] in onto if column.up else heads_empty[card]:
                    moves.append(made[card][target])
    return moves


def _other_moves(rules: RuleTable, position: Position) -> list[Move]:
    """The moves of the piles beyond columns and foundations of single cards."""
    moves: list[Move] = []
    made = rules.moves
    cell = free_cell(position)
    lone = rules.may_lift[1]
    singles = rules.layout.foundation_kind is FoundationKind.SINGLE
    for pile, card in position.tops:
        if lone:
            onto = rules.onto[card]
            for target, column in enumerate(position.columns):
                if column.up[-1] in onto if column.up else rules.heads_empty[card]:
                    moves.append(made[card][target])
        if singles and foundation_slot(rules, position.foundations, card) is not None:
            moves.append(made[card][FOUNDATION])
        if cell is not None and pile.kind != "cell" and rules.enters_cell[card]:
            moves.append(made[card][CELL])
    if cell is not None:
        moves += [
            made[column.up[-1]][CELL]
            for column in position.columns
            if column.up and rules.enters_cell[column.up[-1]]
        ]
    if rules.layout.foundation_kind is FoundationKind.SUIT and not all(position.foundations):
        moves += [
            made[column.up[-13]][FOUNDATION]
            for column in position.columns
            if len(column.up) >= 13 and whole_suit(column.up[-13:])
        ]
    moves += [Move(None, action) for action in stock_moves(rules, position)]
    return moves
