"""The core's default rules: Classic Yukon, registered first on every rule set."""

from __future__ import annotations

from .cards import Card
from .events import CardToFoundation, CardTurned, Event, SuitToFoundation
from .hookspecs import hookimpl
from .position import Position

__all__ = ["DefaultRules"]


class DefaultRules:
    """Alternate colour one rank lower; King to an empty column; foundations by suit from Ace;
    any card to a free cell; 10 points a card home (a whole suit scores its 13 cards) and 5 a
    card turned."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.rank + 1 == onto.rank and card.colour != onto.colour

    @hookimpl
    def yukon_may_head_empty_column(self, card: Card) -> bool:
        return card.rank == 13

    @hookimpl
    def yukon_may_start_foundation(self, card: Card) -> bool:
        return card.rank == 1

    @hookimpl
    def yukon_may_build_foundation(self, card: Card, top: Card) -> bool:
        return card.suit == top.suit and card.rank == top.rank + 1

    @hookimpl
    def yukon_may_lift_group(self) -> bool:
        return True

    @hookimpl
    def yukon_may_return_from_foundation(self) -> bool:
        return True

    @hookimpl
    def yukon_may_enter_cell(self) -> bool:
        return True

    @hookimpl
    def yukon_is_won(self, position: Position) -> bool:
        off_home = (position.stock, position.waste, *position.cells, *position.reserves)
        return not any(column.size for column in position.columns) and not any(off_home)

    @hookimpl
    def yukon_score_event(self, event: Event) -> int:
        if isinstance(event, CardToFoundation):
            return 10
        if isinstance(event, SuitToFoundation):
            return 10 * len(event.cards)
        return 5 if isinstance(event, CardTurned) else 0
