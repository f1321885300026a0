"""The stock's actions: dealing (a row onto the columns, or cards onto the waste) and
redealing (the waste turned back over, or the tableau gathered, shuffled and dealt again)."""

from __future__ import annotations

from ..cards import Card, cards_of
from ..deals import redeal_columns
from ..events import CardTurned, Event, PileRef, Redealt, StockDealt, WasteTurnedOver
from ..layout import StockKind
from ..moves import DEAL, REDEAL
from ..position import Column, Pile, Position
from ..refusals import Refusal, RefusalCode
from ..rules import RuleTable

__all__ = ["apply_stock", "check_stock", "stock_moves"]


def check_stock(rules: RuleTable, position: Position, action: int) -> Refusal | None:
    """``None`` if the stock action may be made, else why not."""
    layout = rules.layout
    if action == DEAL:
        if layout.stock is None:
            return Refusal(RefusalCode.NO_STOCK)
        return None if position.stock else Refusal(RefusalCode.STOCK_EMPTY)
    if layout.redeals:
        if position.redeals >= layout.redeals:
            return Refusal(RefusalCode.NO_REDEAL_LEFT, limit=layout.redeals)
        return None if any(column.size for column in position.columns) else (
            Refusal(RefusalCode.NOTHING_TO_REDEAL)
        )  # fmt: skip
    if not layout.has_waste:
        return Refusal(RefusalCode.NO_REDEAL)
    passes = layout.stock.passes if layout.stock else 1
    if passes is not None and position.redeals >= passes - 1:
        return Refusal(RefusalCode.NO_REDEAL_LEFT, limit=passes - 1)
    if position.stock:
        return Refusal(RefusalCode.STOCK_NOT_EMPTY)
    return None if position.waste else Refusal(RefusalCode.NOTHING_TO_REDEAL)


def stock_moves(rules: RuleTable, position: Position) -> list[int]:
    """The stock actions that may be made now."""
    return [action for action in (DEAL, REDEAL) if check_stock(rules, position, action) is None]


def apply_stock(rules: RuleTable, position: Position, action: int) -> tuple[Position, list[Event]]:
    """The position after a stock action that :func:`check_stock` allows, and its events."""
    layout = rules.layout
    if action == REDEAL:
        if layout.redeals:
            dealt_again = redeal_columns(layout, position)
            return position._replace(columns=dealt_again, redeals=position.redeals + 1), [
                Redealt(position.columns, dealt_again)
            ]
        cards = position.waste
        turned = position._replace(stock=cards[::-1], waste=(), redeals=position.redeals + 1)
        return turned, [WasteTurnedOver(cards_of(cards))]
    stock = position.stock
    if layout.stock is not None and layout.stock.kind is StockKind.WASTE:
        count = min(layout.stock.turn, len(stock))
        dealt = stock[len(stock) - count :][::-1]
        waste_targets: tuple[PileRef, ...] = (Pile("waste"),) * count
        after = position._replace(stock=stock[: len(stock) - count], waste=position.waste + dealt)
        return after, [StockDealt(cards_of(dealt), waste_targets)]
    width = len(position.columns)
    hidden = layout.stock.face_down_rows * width if layout.stock is not None else 0
    count = min(hidden + width, len(stock))
    dealt = stock[len(stock) - count :][::-1]
    down, up = dealt[:hidden], dealt[hidden:]
    columns = list(position.columns)
    turns: list[Event] = []
    for index, column in enumerate(columns):
        under, over = tuple(down[index::width]), tuple(up[index : index + 1])
        if under:
            columns[index] = Column.of((*column.runs, (under, over)))
            if not over:  # a short last deal: the face-down card on top is turned
                turns.append(CardTurned(Card.from_id(under[-1]), index))
        elif over:
            columns[index] = column.added(over)
    after = position._replace(columns=tuple(columns), stock=stock[: len(stock) - count])
    face_down = tuple(index % width for index in range(len(down)))
    return after, [StockDealt(cards_of(up), tuple(range(len(up))), face_down), *turns]
