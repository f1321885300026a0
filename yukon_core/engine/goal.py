"""The end of a game: won, stuck, and the position with every card home."""

from __future__ import annotations

from ..cards import Card, cards_of
from ..layout import FoundationKind
from ..position import Column, Position
from ..rules import RuleTable
from .generate import legal_moves

__all__ = ["all_home", "is_stuck", "is_won"]


def is_won(rules: RuleTable, position: Position) -> bool:
    """Is ``position`` won: every card home, and the variant's rule agreeing?"""
    return rules.won(position)


def is_stuck(rules: RuleTable, position: Position) -> bool:
    """No legal move is left and the game is not won."""
    return not legal_moves(rules, position) and not rules.won(position)


def all_home(rules: RuleTable) -> Position | None:
    """Every card on a foundation, each pile built up by the variant's own foundation rules
    from its base card (lowest card id first where there is a choice), or whole suits King to
    Ace; ``None`` if those rules cannot take them all."""
    layout = rules.layout
    if layout.foundation_kind is FoundationKind.SUIT:
        suits = sorted({(card.copy, card.suit) for card in rules.cards})
        piles = [tuple(Card(suit, rank, copy) for rank in range(13, 0, -1)) for copy, suit in suits]
        if len(piles) > layout.foundations:
            return None
        piles += [() for _ in range(layout.foundations - len(piles))]
    else:
        single = _single_piles(rules)
        if single is None:
            return None
        piles = [cards_of(pile) for pile in single]
    return Position(
        tuple(Column((), ()) for _ in layout.columns),
        tuple(piles),
        cells=tuple(() for _ in range(layout.cells)),
        reserves=tuple(() for _ in layout.reserves),
    )


def _single_piles(rules: RuleTable) -> list[tuple[int, ...]] | None:
    bases = rules.layout.foundation_bases
    left = set(range(len(rules.cards))) - set(bases)
    piles = []
    for slot in range(rules.layout.foundations):
        pile: list[int] = [bases[slot]] if slot < len(bases) else []
        while True:
            fits = rules.foundation_next[pile[-1]] if pile else None
            card = next(
                (
                    c
                    for c in sorted(left)
                    if (c in fits if fits is not None else slot in rules.starts_foundation[c])
                ),
                None,
            )
            if card is None:
                break
            pile.append(card)
            left.discard(card)
        piles.append(tuple(pile))
    return None if left else piles
