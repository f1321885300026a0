"""Symmetries read off a rule table: twin cards and interchangeable foundation slots.

Two cards are *twins* when swapping them (and nothing else) maps every table onto itself: the
cards each may go on, the cards that may go on each, empty columns, foundations and returns. In
Double Yukon the two copies of a card are twins, so positions that differ only by which copy lies
where are equivalent. Slots are interchangeable when exactly the same cards may start them.
"""

from __future__ import annotations

from collections import defaultdict

from ..rules import RuleTable

__all__ = ["slot_families", "twin_classes"]


def _swap(a: int, b: int, card: int) -> int:
    return b if card == a else a if card == b else card


def _swap_set(a: int, b: int, cards: frozenset[int]) -> frozenset[int]:
    return frozenset(_swap(a, b, c) for c in cards) if a in cards or b in cards else cards


def _are_twins(rules: RuleTable, a: int, b: int) -> bool:
    """Is swapping ``a`` and ``b`` an automorphism of every table of ``rules``?"""
    same = (
        rules.heads_empty[a] == rules.heads_empty[b]
        and rules.starts_foundation[a] == rules.starts_foundation[b]
        and rules.returns[a] == rules.returns[b]
    )
    return same and all(
        rules.onto[_swap(a, b, c)] == _swap_set(a, b, rules.onto[c])
        and rules.foundation_next[_swap(a, b, c)] == _swap_set(a, b, rules.foundation_next[c])
        for c in range(len(rules.cards))
    )


def twin_classes(rules: RuleTable) -> tuple[int, ...]:
    """For every card id, the smallest id of its twin class (itself when it has no twin)."""
    by_face: dict[tuple[int, int], list[int]] = defaultdict(list)
    for card in rules.cards:
        by_face[card.suit, card.rank].append(card.id)
    representative = list(range(len(rules.cards)))
    for copies in by_face.values():
        first, *others = copies
        if others and all(_are_twins(rules, first, other) for other in others):
            for other in others:
                representative[other] = first
    return tuple(representative)


def slot_families(rules: RuleTable) -> tuple[tuple[int, ...], ...]:
    """The foundation slots grouped by the set of cards that may start them, in slot order."""
    families: dict[frozenset[int], list[int]] = {}
    for slot in range(rules.layout.foundations):
        starters = frozenset(
            c for c in range(len(rules.cards)) if slot in rules.starts_foundation[c]
        )
        families.setdefault(starters, []).append(slot)
    return tuple(tuple(slots) for slots in families.values())
