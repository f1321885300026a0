"""A second relaxation, over pairs of facts: which two facts can ever hold at the same time.

The position is written as facts — card ``y`` lies on card ``p`` (or heads column ``i``), ``c`` is
bare, face up (a turned card stays so at home), face down, home, the top of its pile; column
``i`` is empty — and the rules as actions that need some facts, add some and delete others: a
group moves by its head alone (the cards on the head keep their facts), a face-down card is
turned once bare, a bare card goes home onto its predecessor, a pile top comes back. A *split*
fact of history (see :func:`_splits`) keeps a card from going on a card of the group it heads
at the start. Every move of the game is such an action, so every state met in play is made of
such facts.

A pair of facts is *possible* if it holds in the position, or an action whose needed facts are
pairwise possible adds both, or adds one while the other, possible with every needed fact, is not
deleted. By induction over any line of play, every two facts that hold together in a state met
are possible; so if two cards can never be home together (or one never at all), the position is
lost. This sees what the event relaxation of ``deadlock.py`` cannot — a card put on a place
takes that place — at a cost of tenths of a second, so the depth-first searches ask it, paced,
about positions they have stayed below for long (``search.py``).

A reserve pile is read as its own facts: its cards lie on each other (the bottom one heads
reserve ``r``) and are face up; only its *reserve top* leaves, alone, onto a card it may go on,
into an empty column or home, and is then bare, the card under it becoming the reserve top; no
card goes onto a card of a reserve.

A stock dealt in rows (face up, one card a column) is read by its rows: dealing the next row
makes each of its cards bare and face up, lying on a place of its own (the card or empty column
it lands on is not known to the facts, so nothing is deleted for it, and the card leaving that
place frees nothing: both only allow more).

A stock turned onto a waste is read without its order: each of its cards, in the stock or the
waste, is read as a reserve of its own, whose one card may leave at any time (turning cards and
turning the waste back over change no fact; a card that leaves is the waste's top, so this only
allows more).

Where a card may go home onto any copy of the card it follows (two or three decks), it goes home
by one action for each, and adds which one it lies on (*y is home on p*): its return reads that
fact to make ``p`` the top again. Elsewhere the card under a returning one is its one
predecessor.

It needs a layout of columns, foundations of single cards, reserves and a stock dealt in face-up
rows or turned onto a waste alone (:func:`answers`), else it answers nothing.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Hashable

from ..layout import FoundationKind, Layout, StockKind
from ..position import Position
from ..rules import RuleTable

__all__ = ["PAIRS_LARGEST", "answers", "never_all_home", "size", "unanswered_because"]

PAIRS_LARGEST = 8_000_000
"""The largest question (:func:`size`) a solve asks, about two seconds' work: a game whose
questions at the start of its deal 1 are larger gets none (``conditions.py``). Triple
Russian's are 10 million, Bim Bom's and Triple Yukon's 25 million, Hawaiian's 55 million (4, 8
and 20 s each): the first alone would take a third of a minute's budget, in games where no deal
has been proven lost."""

Place = int | tuple[str, int]
"""A card, or ``("column", i)`` for the bottom of column ``i`` (``("reserve", r)``: of reserve
``r``; ``("dealt", n)``: wherever the ``n``-th card dealt from the stock lands; ``("loose", n)``:
the place of its own of the ``n``-th card of a waste stock)."""


_Action = tuple[list[int], list[int], list[int]]
"""Needed, added, deleted facts."""

_Way = tuple[list[int], list[int]]
"""A way home: the facts it needs and deletes (the top of the pile it goes on), and those it adds
besides *home* and *top*."""


class _Facts:
    """Numbers the facts as they are named."""

    def __init__(self) -> None:
        self.numbers: dict[Hashable, int] = {}

    def __call__(self, *fact: Hashable) -> int:
        return self.numbers.setdefault(fact, len(self.numbers))


def answers(rules: RuleTable) -> bool:
    """Can the pairs answer about positions of ``rules`` (:func:`unanswered_because`)?"""
    return not unanswered_because(rules)


def unanswered_because(rules: RuleTable) -> tuple[str, ...]:
    """Why the pairs cannot answer about positions of ``rules`` (empty: they can). They read
    columns with their face-down cards under the face-up ones, foundations of single cards,
    reserves, and a stock dealt in face-up rows or turned onto a waste."""
    layout = rules.layout
    failed = (
        (layout.foundation_kind is not FoundationKind.SINGLE, "whole suits go home at once"),
        (bool(layout.cells), "cells"),
        (bool(layout.redeals), "a shuffling redeal"),
        (layout.mixed_faces, "face-down cards may lie between face-up ones"),
    )
    return tuple(why for fails, why in failed if fails)


def _predecessors(rules: RuleTable) -> list[list[int]]:
    """The cards each card may follow home (none: it starts a pile or never goes home); one
    for each copy of its predecessor where the game has twins."""
    predecessors: list[list[int]] = [[] for _ in rules.cards]
    for top, following in enumerate(rules.foundation_next):
        for card in following:
            predecessors[card].append(top)
    return predecessors


def never_all_home(rules: RuleTable, position: Position) -> bool | None:
    """``True`` if the pairs prove some card can never go home (the position is lost),
    ``False`` if they do not, ``None`` where they cannot answer (:func:`answers`)."""
    question = _question(rules, position)
    if question is None:
        return None
    fact, start, actions = question
    possible = _possible_pairs(start, actions, len(fact.numbers))
    goal = [fact("home", card) for card in range(len(rules.cards))]
    together = sum(1 << g for g in goal)
    return any(possible[g] & together != together for g in goal)


def size(rules: RuleTable, position: Position) -> int:
    """How much work a question about ``position`` is: its facts times its actions (Classic's
    deal, about 290,000, is asked in about 0.04 s; 0 where the pairs cannot answer)."""
    question = _question(rules, position)
    return 0 if question is None else len(question[0].numbers) * len(question[2])


_Question = tuple[_Facts, set[int], list[_Action]]
"""The facts named, those holding in the position asked about, and the actions of the rules."""


def _question(rules: RuleTable, position: Position) -> _Question | None:
    """The question about ``position``, where the pairs can answer."""
    if not answers(rules):
        return None
    fact = _Facts()
    predecessors = _predecessors(rules)
    start = _start(rules.layout, position, predecessors, fact)
    return fact, start, _actions(rules, position, predecessors, fact)


def _start(
    layout: Layout, position: Position, predecessors: list[list[int]], fact: _Facts
) -> set[int]:
    home = [card for pile in position.foundations for card in pile]
    facts = {fact("home", card) for card in home} | {fact("up", card) for card in home}
    facts |= {fact("top", pile[-1]) for pile in position.foundations if pile}
    for pile in position.foundations:
        facts |= {
            fact("home on", card, under)
            for under, card in itertools.pairwise(pile)
            if len(predecessors[card]) > 1
        }
    for index, column in enumerate(position.columns):
        cards = (*column.down, *column.up)
        if not cards:
            facts.add(fact("empty", index))
            continue
        facts.add(fact("on", cards[0], ("column", index)))
        facts |= {fact("on", card, under) for under, card in itertools.pairwise(cards)}
        facts.add(fact("bare", cards[-1]))
        facts |= {fact("down", card) for card in column.down}
        facts |= {fact("up", card) for card in column.up}
    for index, pile in enumerate(position.reserves):
        if pile:
            facts.add(fact("on", pile[0], ("reserve", index)))
            facts |= {fact("on", card, under) for under, card in itertools.pairwise(pile)}
            facts.add(fact("reserve top", pile[-1]))
            facts |= {fact("up", card) for card in pile}
    if _rows_to_deal(layout, position):
        facts.add(fact("next row", 0))
    for at, card in enumerate(_loose(layout, position)):
        facts |= {fact("on", card, ("loose", at)), fact("reserve top", card), fact("up", card)}
    return facts


def _rows_to_deal(layout: Layout, position: Position) -> tuple[int, ...]:
    """The cards of a stock dealt in rows, the next one first."""
    rows = layout.stock is not None and layout.stock.kind is StockKind.ROWS
    return position.stock[::-1] if rows else ()


def _loose(layout: Layout, position: Position) -> tuple[int, ...]:
    """The cards of a waste stock, in its stock and waste: each is read as a pile of its own,
    whose one card may leave at any time."""
    waste = layout.stock is not None and layout.stock.kind is StockKind.WASTE
    return (*position.waste, *position.stock) if waste else ()


def _actions(
    rules: RuleTable, position: Position, predecessors: list[list[int]], fact: _Facts
) -> list[_Action]:
    columns = range(len(position.columns))
    lying: dict[int, Place] = {}
    for index, column in enumerate(position.columns):
        cards = (*column.down, *column.up)
        lying.update(zip(cards, [("column", index), *cards[:-1]], strict=False))
    rows = _rows_to_deal(rules.layout, position)
    lying.update((card, ("dealt", at)) for at, card in enumerate(rows))
    reserved: dict[int, Place] = {}
    reserved.update((card, ("loose", at)) for at, card in enumerate(_loose(rules.layout, position)))
    for index, reserve in enumerate(position.reserves):
        reserved.update(zip(reserve, [("reserve", index), *reserve[:-1]], strict=False))

    needs_split, splits = _splits(rules, position, fact)
    free = functools.partial(_free, fact)
    ready = functools.partial(_ready, fact)
    actions: list[_Action] = []
    for card in range(len(rules.cards)):
        targets: set[Place] = set(rules.onto[card])
        if rules.heads_empty[card]:
            targets |= {("column", index) for index in columns}
        ways = _ways_home(card, predecessors[card], bool(rules.starts_foundation[card]), fact)
        for source in targets | ({lying[card]} if card in lying else set()):
            on = fact("on", card, source)
            split = splits.get(card, []) if source == lying.get(card) else []
            for target in targets - {source}:
                actions.append(
                    ([on, fact("up", card), *ready(target), *needs_split.get((card, target), [])],
                     [fact("on", card, target), free(source), *split],
                     [on, free(target)])
                )  # fmt: skip
            for pile, landed in ways:
                actions.append(
                    ([on, fact("bare", card), fact("up", card), *pile],
                     [fact("home", card), fact("top", card), *landed, free(source), *split],
                     [on, fact("bare", card), *pile])
                )  # fmt: skip
        if card in reserved:
            actions += _leaving_the_reserve(card, reserved[card], targets, ways, fact)
        if rules.returns[card]:
            for (pile, landed), target in itertools.product(ways, targets):
                actions.append(
                    ([fact("top", card), fact("home", card), *landed, *ready(target)],
                     [fact("on", card, target), fact("bare", card), fact("up", card), *pile],
                     [fact("top", card), fact("home", card), *landed, free(target)])
                )  # fmt: skip
    for column in position.columns:
        for card in column.down:
            actions.append(([fact("bare", card), fact("down", card)], [fact("up", card)],
                            [fact("down", card)]))  # fmt: skip
    return actions + _rows(rows, len(position.columns), fact)


def _ways_home(card: int, predecessors: list[int], starts: bool, fact: _Facts) -> list[_Way]:
    """The ways ``card`` goes home: for each card it may follow, the top of that pile (needed,
    and deleted), and what it adds besides being home and the top. Where it may follow any of
    its predecessor's copies, it adds which one it lies on (*home on*), which its return reads;
    a card that follows none goes home only if it starts a pile (and one with no way home has
    no return either: it never lies home)."""
    if not predecessors:
        return [([], [])] if starts else []
    twins = len(predecessors) > 1
    return [
        ([fact("top", under)], [fact("home on", card, under)] if twins else [])
        for under in predecessors
    ]


def _rows(dealt: tuple[int, ...], width: int, fact: _Facts) -> list[_Action]:
    """Dealing each row of the stock, in turn: each of its cards bare and face up, on a place of
    its own."""
    actions: list[_Action] = []
    for row, first in enumerate(range(0, len(dealt), width)):
        added = [fact("next row", row + 1)]
        for at in range(first, min(first + width, len(dealt))):
            card = dealt[at]
            added += [fact("on", card, ("dealt", at)), fact("bare", card), fact("up", card)]
        actions.append(([fact("next row", row)], added, [fact("next row", row)]))
    return actions


def _leaving_the_reserve(
    card: int,
    source: Place,
    targets: set[Place],
    ways: list[_Way],
    fact: _Facts,
) -> list[_Action]:
    """The actions of ``card``, lying on ``source`` in a reserve, leaving it alone once it is
    the reserve's top: onto one of ``targets`` (bare there), or home each of its ``ways``
    (:func:`_ways_home`); the card under it becomes the top."""
    on, top = fact("on", card, source), fact("reserve top", card)
    under = [] if isinstance(source, tuple) else [fact("reserve top", source)]
    actions: list[_Action] = [
        ([on, top, *_ready(fact, target)], [fact("on", card, target), fact("bare", card), *under],
         [on, top, _free(fact, target)])
        for target in targets
    ]  # fmt: skip
    actions += [
        ([on, top, *pile], [fact("home", card), fact("top", card), *landed, *under],
         [on, top, *pile])
        for pile, landed in ways
    ]  # fmt: skip
    return actions


def _free(fact: _Facts, place: Place) -> int:
    """The fact that ``place`` may take a card: it is bare, or its column is empty (for a
    dealt card's place, a fact of its own that nothing reads)."""
    if isinstance(place, tuple):
        return fact("empty" if place[0] == "column" else place[0], place[1])
    return fact("bare", place)


def _ready(fact: _Facts, place: Place) -> list[int]:
    """The facts a move onto ``place`` needs: it is free, and face up if it is a card."""
    free = _free(fact, place)
    return [free] if isinstance(place, tuple) else [free, fact("up", place)]


def _splits(
    rules: RuleTable, position: Position, fact: _Facts
) -> tuple[dict[tuple[int, Place], list[int]], dict[int, list[int]]]:
    """The *split* facts: where ``x``, a card ``y`` may go on, lies above ``y`` in one column,
    ``y`` cannot go on ``x`` until some card from just above ``y`` up to ``x`` has left the card
    it lay on in the position — while all stay, ``x`` is in the group ``y`` heads. A split is
    history: once added it is never deleted.

    Returns the split fact each such move needs, and the split facts each card adds when it
    leaves the card it lies on in the position."""
    needs: dict[tuple[int, Place], list[int]] = {}
    adds: dict[int, list[int]] = {}
    for column in position.columns:
        cards = (*column.down, *column.up)
        for low, below in enumerate(cards):
            for high in range(low + 1, len(cards)):
                if cards[high] in rules.onto[below]:
                    split = fact("split", below, cards[high])
                    needs[below, cards[high]] = [split]
                    for leaving in cards[low + 1 : high + 1]:
                        adds.setdefault(leaving, []).append(split)
    return needs, adds


def _possible_pairs(start: set[int], actions: list[_Action], count: int) -> list[int]:
    """``possible[f]``: the bit mask of the facts possible together with ``f`` (bit ``f`` set
    when ``f`` itself is possible).

    Masks only grow, so an action's added facts are paired only with the facts it keeps that
    it did not keep when last tried."""
    possible = [0] * count
    held = sum(1 << f for f in start)
    for f in start:
        possible[f] = held
    prepared = [
        (needed, sum(1 << f for f in needed), ~sum(1 << f for f in added | deleted), added,
         sum(1 << f for f in added))
        for needed, added, deleted in ((n, set(a), set(d)) for n, a, d in actions)
    ]  # fmt: skip
    kept_before = [0] * len(prepared)
    changed = True
    while changed:
        changed = False
        for index, (needed, needed_mask, untouched, added, added_mask) in enumerate(prepared):
            kept = -1
            for f in needed:
                if possible[f] & needed_mask != needed_mask:
                    break
                kept &= possible[f]
            else:
                kept &= untouched
                gained = kept | added_mask
                for g in added:
                    if possible[g] | gained != possible[g]:
                        possible[g] |= gained
                        changed = True
                fresh = kept & ~kept_before[index]
                kept_before[index] = kept
                for f in _bits(fresh):
                    if possible[f] & added_mask != added_mask:
                        possible[f] |= added_mask
                        changed = True
    return possible


def _bits(mask: int) -> list[int]:
    """The places of the set bits of ``mask`` (not negative), read a byte at a time: stepping
    through a long integer bit by bit would build a new one at every step."""
    found: list[int] = []
    data = mask.to_bytes((mask.bit_length() + 7) // 8, "little")
    for at in range(len(data)):
        byte = data[at]
        while byte:
            low = byte & -byte
            found.append(8 * at + low.bit_length() - 1)
            byte ^= low
    return found
