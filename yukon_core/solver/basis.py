"""The table properties that the proofs of safe foundation moves rest on (``docs/solver.md``).

Each is read off the :class:`RuleTable`, never off a variant's name:

* **groups shrink freely** — whenever a group of ``n`` cards may be lifted, so may a group of
  ``n - 1``;
* **foundations are chains** — up to twins, every card has at most one card it may follow on a
  foundation and at most one that may follow it, and a card that starts a foundation follows
  nothing;
* **slots suffice** — the slots that the same cards may start form a family, every starting card
  may start exactly one family's slots, and each family has a slot for every card that may start
  it.

When one fails, :attr:`SafetyBasis.reasons` says which and the solver makes no automatic move and
prunes no return from a foundation; it still searches every move, so its verdicts stay exact.
"""

from __future__ import annotations

import functools

import attrs

from ..rules import RuleTable
from .symmetry import slot_families, twin_classes

__all__ = ["SafetyBasis", "safety_basis"]


@attrs.frozen
class SafetyBasis:
    """Derived facts about a rule table; ``pred_class[c]`` is the twin class ``c`` follows at
    home (``None`` for a card that starts a foundation or never goes home)."""

    twin: tuple[int, ...]
    copies: tuple[tuple[int, ...], ...]
    families: tuple[tuple[int, ...], ...]
    pred_class: tuple[int | None, ...]
    reasons: tuple[str, ...]

    @property
    def proofs_apply(self) -> bool:
        return not self.reasons


def _lift_reasons(rules: RuleTable) -> list[str]:
    lift = rules.may_lift
    if any(lift[n] and not lift[n - 1] for n in range(2, len(lift))):
        return ["a group may be lifted while a smaller one may not"]
    return []


def _chain_reasons(
    rules: RuleTable, twin: tuple[int, ...], copies: tuple[tuple[int, ...], ...]
) -> tuple[list[str], list[int | None]]:
    reasons = []
    preds: list[set[int]] = [set() for _ in rules.cards]
    for top, following in enumerate(rules.foundation_next):
        classes = {twin[c] for c in following}
        if len(classes) > 1 or any(set(copies[c]) - following for c in following):
            reasons.append(f"{rules.card_text(top)} may be followed home by cards of two kinds")
        for card in following:
            preds[card].add(twin[top])
    for card, classes in enumerate(preds):
        if len(classes) > 1 or (classes and rules.starts_foundation[card]):
            reasons.append(f"{rules.card_text(card)} may lie on a foundation in two ways")
    return reasons, [min(classes) if len(classes) == 1 else None for classes in preds]


def _slot_reasons(rules: RuleTable, families: tuple[tuple[int, ...], ...]) -> list[str]:
    reasons = []
    family_sets = [frozenset(f) for f in families]
    for family in family_sets:
        starters = [c for c, slots in enumerate(rules.starts_foundation) if slots & family]
        if any(rules.starts_foundation[c] != family for c in starters):
            reasons.append("a card may start foundation slots of different kinds")
        if len(starters) > len(family):
            reasons.append("some foundation slots are wanted by more cards than they number")
    return reasons


@functools.lru_cache(maxsize=64)
def safety_basis(rules: RuleTable) -> SafetyBasis:
    """Read the twin classes, slot families and proof preconditions of ``rules`` (remembered
    per rule table)."""
    twin = twin_classes(rules)
    classes: dict[int, list[int]] = {}
    for card, rep in enumerate(twin):
        classes.setdefault(rep, []).append(card)
    copies = tuple(tuple(classes[twin[card]]) for card in range(len(twin)))
    families = slot_families(rules)
    chain_reasons, pred_class = _chain_reasons(rules, twin, copies)
    reasons = _lift_reasons(rules) + chain_reasons + _slot_reasons(rules, families)
    return SafetyBasis(twin, copies, families, tuple(pred_class), tuple(dict.fromkeys(reasons)))
