"""The event relaxation of ``solver/deadlock.py``: its bit-mask closure against the events read
straight off their definition, and never a won position called lost."""

from __future__ import annotations

import random
from unittest import mock

import pytest
from builders import build
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_core import Budget, Verdict, apply, deal, default_registry, legal_moves, solve
from yukon_core.rules import RuleTable
from yukon_core.solver import deadlock
from yukon_core.solver.board import Board, Columns, Piles
from yukon_core.solver.deadlock import Relaxation

REGISTRY = default_registry()
VARIANTS = ("classic", "relaxed", "russian", "alaska", "double")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


NOTHING = -1
"""What the bottom card of a reserve, or a loose card, lies on: no card, and no column."""


def reference_lost(
    rules: RuleTable,
    columns: Columns,
    piles: Piles,
    chains: tuple[bytes, ...] = (),
    loose: frozenset[int] = frozenset(),
    cellable: frozenset[int] = frozenset(),
) -> bool:
    """The closure of the module docstring, each rule applied to every card until nothing
    changes; ``chains``, ``loose`` and ``cellable`` as :meth:`Relaxation.lost` reads them."""
    home = {card for pile in piles for card in pile}
    bared = {card for card in home if rules.returns[card]}
    follows = {card: set() for card in range(len(rules.cards))}
    for before, after in enumerate(rules.foundation_next):
        for card in after:
            follows[card].add(before)
    lying: dict[int, int | None] = {}  # tableau card -> the card under it, None at a bottom
    face_up: set[int] = set(loose)
    for column in columns:
        cards = column[1:]
        lying.update(zip(cards, (None, *cards), strict=False))
        face_up.update(column[column[0] + 1 :])
        bared.update(cards[-1:])
    for chain in chains:
        lying.update(zip(chain, (NOTHING, *chain), strict=False))
        face_up.update(chain[-1:])
        bared.update(chain[-1:])
    lying.update(dict.fromkeys(loose, NOTHING))
    bared |= loose
    empty = any(len(column) == 1 for column in columns)
    gone: set[int] = set()
    while True:
        before = (len(home), len(bared), len(gone), empty)
        for card, under in lying.items():
            if card in bared and (rules.starts_foundation[card] or follows[card] & home):
                home.add(card)
            if (card in face_up or card in bared) and (
                card in home
                or card in cellable
                or (empty and rules.heads_empty[card])
                or any(target in bared for target in rules.onto[card])
            ):
                gone.add(card)
                if under is None:
                    empty = True
                elif under != NOTHING:
                    bared.add(under)
        if before == (len(home), len(bared), len(gone), empty):
            return not lying.keys() <= home


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(VARIANTS),
    st.booleans(),
    st.integers(1, 10**6),
    st.randoms(use_true_random=False),
)
def test_closure_agrees_with_the_events_read_off_their_definition(
    variant: str, returns: bool, number: int, chooser
) -> None:
    """Along a random line of play, with a memo of four columns (so it is used and emptied)."""
    rules = REGISTRY.rules(variant, foundation_returns=returns)
    relaxation = Relaxation(rules)
    position = deal(rules.layout, number)
    for _ in range(40):
        columns, piles = Board.encode(position)
        with mock.patch.object(deadlock, "CACHE_SIZE", 4):
            assert relaxation.lost(columns, piles) == reference_lost(rules, columns, piles)
        moves = legal_moves(rules, position)
        if not moves:
            break
        position, _ = apply(rules, position, chooser.choice(moves))


def _mask(cards: frozenset[int]) -> int:
    return sum(1 << card for card in cards)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(("hawaiian", "canberra", "yukon-cells", "australian", "bim-bom", "classic")),
    st.randoms(use_true_random=False),
)
def test_closure_among_piles_agrees_with_the_events_read_off_their_definition(
    variant: str, chooser: random.Random
) -> None:
    """Every card dealt at random to foundations, columns (some cards face down), reserves
    and loose cards, some of them free to go to a cell: the answer is the rules' fixed
    point."""
    rules = REGISTRY.rules(variant)
    cards = list(range(len(rules.cards)))
    chooser.shuffle(cards)
    cuts = sorted(chooser.sample(range(len(cards) + 1), 11))
    parts = [bytes(cards[a:b]) for a, b in zip([0, *cuts], [*cuts, len(cards)], strict=True)]
    piles = tuple(parts[:2])
    columns = tuple(
        bytes([chooser.randint(0, max(0, len(part) - 1))]) + part for part in parts[2:8]
    )
    chains = tuple(parts[8:11])
    loose = frozenset(parts[11])
    cellable = frozenset(chooser.sample(cards, chooser.randint(0, 8)))
    found = Relaxation(rules).lost(columns, piles, chains, _mask(loose), _mask(cellable))
    assert found == reference_lost(rules, columns, piles, chains, loose, cellable)


@pytest.mark.parametrize("variant", VARIANTS)
def test_closure_agrees_on_lost_and_open_positions_of_random_lines(variant: str) -> None:
    """Seeded random lines from deals 1-20, with and without returns: the two agree on every
    position, and both verdicts occur, so the lost positions are compared too."""
    chooser = random.Random(7)
    verdicts = set()
    for returns in (False, True):
        rules = REGISTRY.rules(variant, foundation_returns=returns)
        relaxation = Relaxation(rules)
        for number in range(1, 21):
            position = deal(rules.layout, number)
            for _ in range(40):
                columns, piles = Board.encode(position)
                verdict = relaxation.lost(columns, piles)
                assert verdict == reference_lost(rules, columns, piles)
                verdicts.add(verdict)
                moves = legal_moves(rules, position)
                if not moves:
                    break
                position, _ = apply(rules, position, chooser.choice(moves))
    assert verdicts == {True, False}


@pytest.mark.parametrize(
    ("variant", "number", "returns"),
    [("classic", 1, False), ("classic", 3, True), ("alaska", 3, False), ("double", 2, False)],
)
def test_no_position_of_a_winning_line_is_called_lost(
    variant: str, number: int, returns: bool
) -> None:
    rules = REGISTRY.rules(variant, foundation_returns=returns)
    relaxation = Relaxation(rules)
    position = deal(rules.layout, number)
    result = solve(rules, position, Budget(nodes=20_000, seconds=20))
    assert result.verdict is Verdict.WON
    for move in result.moves:
        assert not relaxation.lost(*Board.encode(position))
        position, _ = apply(rules, position, move)
    assert rules.won(position)


def test_a_king_leaves_for_a_column_emptied_by_its_bottom_card_leaving() -> None:
    """Russian, every card but the spades home, KS on AS and no column empty at the start: KS can
    leave AS only for a column that empties when its bottom card leaves (2S for 3S, or QS for
    KS)."""
    rules = REGISTRY.rules("russian")
    home = {n: " ".join(f"{rank}{suit}" for rank in RANKS) for n, suit in enumerate("HDC", 1)}
    pairs = {n: ("", f"{RANKS[15 - 2 * n]}S {RANKS[14 - 2 * n]}S") for n in range(2, 7)}
    position = build(rules, {1: ("AS", "KS"), **pairs, 7: ("", "2S")}, home)
    placed = [c for column in position.columns for c in (*column.down, *column.up)]
    assert all(position.columns) and len(set(placed)) == len(placed) == 13
    assert not Relaxation(rules).lost(*Board.encode(position))
