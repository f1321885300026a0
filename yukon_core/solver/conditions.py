"""The preconditions of the solver's pruning, read off a game's compiled rules and layout.

Every safe move, pruning rule, symmetry and relaxation the solver uses rests on a proof, and
each proof needs some properties of the rules (``docs/solver.md``). This module checks them for
one rule table and says, per rule, whether it is on, why not, and — where a property holds in
some positions only (a stock still to deal in rows, a shuffling redeal still to come) — in which
positions it applies. The solver reads these verdicts, never a game's name; ``yukon solve GAME
--pruning`` prints them.
"""

from __future__ import annotations

import functools

import attrs

from ..deals import deal
from ..layout import FoundationKind, Layout, StockKind
from ..rules import RuleTable
from .basis import safety_basis
from .pairs import PAIRS_LARGEST, size, unanswered_because
from .seats import seated_pairs

__all__ = ["Conditions", "Pruning", "conditions"]

SUIT_LENGTH = 13


@attrs.frozen
class Pruning:
    """One rule of the solver: its name, what it does, why it is off for this game (no reason:
    on), and the positions it is limited to, where that depends on the position."""

    name: str
    does: str
    reasons: tuple[str, ...] = ()
    only_while: str | None = None

    @property
    def on(self) -> bool:
        return not self.reasons

    def line(self) -> str:
        """One line for a reader: ``on``/``off``, the name, and why."""
        if self.reasons:
            return f"off  {self.name}: {'; '.join(self.reasons)}"
        limit = f" (only while {self.only_while})" if self.only_while else ""
        return f"on   {self.name}{limit}"


@attrs.frozen
class Conditions:
    """The verdict on every rule for one rule table, and the facts the pile solver steps by.

    ``closed_suits`` lists, for a game whose foundations take whole suits, the suits (as sets
    of card ids) whose cards are built only on and under cards of their own suit: such a suit,
    complete on a column, goes home at once (Rule S).
    """

    home: Pruning
    returns: Pruning
    waste_home: Pruning
    talon: Pruning
    suits_home: Pruning
    seated_cells: Pruning
    seat_back: Pruning
    onto_seat: Pruning
    columns: Pruning
    twins: Pruning
    slots: Pruning
    flips: Pruning
    events: Pruning
    pairs: Pruning
    closed_suits: tuple[frozenset[int], ...]

    @property
    def rules(self) -> tuple[Pruning, ...]:
        return (
            self.home,
            self.returns,
            self.waste_home,
            self.talon,
            self.suits_home,
            self.seated_cells,
            self.seat_back,
            self.onto_seat,
            self.columns,
            self.twins,
            self.slots,
            self.flips,
            self.events,
            self.pairs,
        )

    def text(self) -> str:
        return "\n".join(rule.line() for rule in self.rules)


def _position_limits(layout: Layout) -> list[str]:
    """The parts of a position that stop the column proofs while they last."""
    limits = []
    if layout.stock is not None and layout.stock.kind is StockKind.ROWS:
        limits.append("no stock is left to deal in rows (a dealt card may land on any card)")
    if layout.redeals:
        limits.append("no shuffling redeal is left (a redeal deals by where the cards lie)")
    return limits


def _joined(limits: list[str]) -> str | None:
    return " and ".join(limits) or None


def _closed_suits(rules: RuleTable) -> tuple[tuple[frozenset[int], ...], list[str]]:
    """The whole suits of one copy whose cards build only among themselves, and a reason for
    each that does not."""
    suits: dict[tuple[int, int], set[int]] = {}
    for face in rules.cards:
        suits.setdefault((face.copy, face.suit), set()).add(face.id)
    closed, reasons = [], []
    for _, members in sorted(suits.items()):
        stranger = next(
            (
                (card, other)
                for card in sorted(members)
                for other in sorted(rules.onto[card] | set(rules.builders[card]))
                if other not in members
            ),
            None,
        )
        if stranger is None:
            closed.append(frozenset(members))
        else:
            card, other = stranger
            reasons.append(
                f"{rules.card_text(card)} and {rules.card_text(other)} may be built one on "
                "the other, from two different whole suits"
            )
    return tuple(closed), reasons


def _twins(rules: RuleTable) -> Pruning:
    does = "copies of a card that follow the same rules are one card in the key"
    if rules.decks == 1:
        return Pruning("twins", does, ("one deck: no card has a copy",))
    twin = safety_basis(rules).twin
    if all(rep == card for card, rep in enumerate(twin)):
        return Pruning("twins", does, ("the copies of each card follow different rules",))
    return Pruning("twins", does)


def _talon(layout: Layout) -> Pruning:
    does = (
        "after a turn of the stock (and nothing sent home with it), only the stock and the "
        "waste's top move (Rule T)"
    )
    reasons = []
    if not layout.has_waste:
        reasons.append("no waste")
    if layout.redeals:
        reasons.append("a shuffling redeal deals by where the cards lie")
    return Pruning("talon order", does, tuple(reasons))


def _seat_reasons(rules: RuleTable) -> list[str]:
    """Why no rule of seats holds, whatever the piles: a group that may not be lifted with the
    cards on it, or no card with a seat."""
    reasons = []
    if not all(rules.may_lift[1:]):
        reasons.append("the size of a group that may be moved is limited")
    if not seated_pairs(rules):
        reasons.append("no card may go on one card only that takes it alone")
    return reasons


def _seated_cells(rules: RuleTable, limits: list[str]) -> Pruning:
    does = (
        "a card lying on its seat (the one card it may go on, which takes no other) goes to a "
        "cell only when two are free: its seat must follow it there (Rule C)"
    )
    layout = rules.layout
    reasons = []
    if not layout.cells:
        reasons.append("no cells")
    if layout.foundation_kind is FoundationKind.SINGLE:
        reasons.append("the foundations are built one card at a time (a cell's card may go home)")
    reasons += _seat_reasons(rules)
    return Pruning("seated cells", does, tuple(reasons), _joined(limits))


def _seat_back(rules: RuleTable, seated_cells: Pruning) -> Pruning:
    does = (
        "a cell's card goes back at once onto its seat where that tops a column on its own seat: "
        "with two cells, Rule C keeps such a seat out of them (Rule F)"
    )
    reasons = list(seated_cells.reasons)
    if rules.layout.cells > 2:
        reasons.append(
            f"{rules.layout.cells} cells: a seat may go to one while a card waits in one"
        )
    return Pruning("seat back", does, tuple(reasons), seated_cells.only_while)


def _onto_seat(rules: RuleTable, limits: list[str]) -> Pruning:
    does = (
        "a face-up card whose seat tops a settled column (each card on its seat from one that "
        "goes on no card) goes onto it at once, with the cards on it (Rule G)"
    )
    layout = rules.layout
    failed = (
        (layout.cells, "cells (a seat may have to go into one; Rules C and F instead)"),
        (
            rules.columns_only,
            "worked out for games with other piles (the column solver has it not)",
        ),
        (layout.mixed_faces, "face-down cards lie between face-up ones"),
    )
    reasons = [why for fails, why in failed if fails] + _seat_reasons(rules)
    if layout.foundation_kind is FoundationKind.SINGLE and any(
        rules.starts_foundation[seat] or rules.follows[seat] != {card}
        for card, seat in seated_pairs(rules).items()
    ):
        reasons.append("a seat may go home before the card that goes on it")
    return Pruning("onto the seat", does, tuple(reasons), _joined(limits))


def _flips(rules: RuleTable) -> Pruning:
    does = "positions that differ by flipping two cards of a kind are searched once (flips.py)"
    reasons = []
    if not rules.columns_only:
        reasons.append("worked out for columns and foundations alone")
    if not all(rules.may_lift[1:]):
        reasons.append("the size of a group that may be moved is limited")
    if rules.decks > 1 and any(rep != c for c, rep in enumerate(safety_basis(rules).twin)):
        reasons.append("the game has twin cards")
    kinds: dict[frozenset[int], int] = {}
    for builders in rules.builders:
        if builders:
            kinds[frozenset(builders)] = kinds.get(frozenset(builders), 0) + 1
    if 2 not in kinds.values():
        reasons.append("no two cards take exactly the same builders")
    return Pruning("flips", does, tuple(reasons))


def _pairs_unasked(rules: RuleTable) -> tuple[str, ...]:
    """Why the solve does not ask the pair relaxation: it cannot answer, or its questions at the
    start of deal 1 are larger than :data:`~.pairs.PAIRS_LARGEST`."""
    reasons = unanswered_because(rules)
    if reasons:
        return reasons
    work = size(rules, deal(rules.layout, 1))
    if work > PAIRS_LARGEST:
        return (
            f"its questions are too large to ask: {work:,} facts times actions at the start of "
            f"deal 1, over {PAIRS_LARGEST:,}",
        )
    return ()


@functools.lru_cache(maxsize=64)
def conditions(rules: RuleTable) -> Conditions:
    """Check every rule's preconditions against ``rules`` and its layout."""
    layout = rules.layout
    basis = safety_basis(rules)
    limits = _position_limits(layout)
    single = layout.foundation_kind is FoundationKind.SINGLE
    home_reasons = list(basis.reasons) if single else ["the foundations take whole suits"]
    home = Pruning(
        "home",
        "a card proven safe goes home at once, with no other move tried (Rule H)",
        tuple(home_reasons),
        _joined(limits),
    )
    returns = Pruning(
        "returns",
        "no card the set Z holds is brought back from a foundation (Rule R)",
        tuple(home_reasons),
        _joined(limits),
    )
    waste_reasons = list(home_reasons)
    waste_limits = list(limits)
    if not layout.has_waste:
        waste_reasons.append("no waste")
    elif layout.stock is not None and layout.stock.turn > 1:
        waste_limits.append(
            f"the stock is gone through for the last time (it turns {layout.stock.turn} cards "
            "at a time: taking one off the waste changes which cards later turns bare)"
        )
    waste_home = Pruning(
        "waste home",
        "Rule H for the waste's top card",
        tuple(waste_reasons),
        _joined(waste_limits),
    )
    closed: tuple[frozenset[int], ...] = ()
    if single:
        suit_reasons = ["the foundations are built one card at a time"]
    else:
        closed, strangers = _closed_suits(rules)
        more = f" (and {len(strangers) - 1} more such pairs)" if len(strangers) > 1 else ""
        suit_reasons = [] if closed else [strangers[0] + more]
    suits_home = Pruning(
        "suits home",
        "a whole suit on a column whose cards build only among themselves goes home at once "
        "(Rule S)",
        tuple(suit_reasons),
        _joined(limits),
    )
    seated_cells = _seated_cells(rules, limits)
    columns = Pruning(
        "columns",
        "column order is not part of the key; only the first empty column is a target; no "
        "whole column moves to an empty one",
        (),
        _joined(limits),
    )
    families = len(basis.families)
    slots = Pruning(
        "slots",
        f"foundation slots that the same cards may start are alike in the key ({families} "
        f"kind{'s' if families != 1 else ''})",
    )
    events = Pruning(
        "event relaxation",
        "positions where some card can never go home are lost (deadlock.py; with whole "
        "suits, where some card can never lie on its suit's next rank)",
        only_while=(
            "no shuffling redeal is left (a redeal deals by where the cards lie)"
            if layout.redeals
            else None
        ),
    )
    pairs = Pruning(
        "pair relaxation",
        "positions where two cards can never be home together are lost (pairs.py)",
        _pairs_unasked(rules),
        "the position is the deal's start (two or more decks: later questions cost more than "
        "they prove; context.py)"
        if rules.decks > 1
        else None,
    )
    return Conditions(
        home, returns, waste_home, _talon(layout), suits_home, seated_cells,
        _seat_back(rules, seated_cells), _onto_seat(rules, limits), columns, _twins(rules), slots,
        _flips(rules), events, pairs, closed,
    )  # fmt: skip
