"""The pair relaxation: it proves losses the event relaxation cannot, never calls a won deal
lost, and the solve asks it."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from builders import build
from unpruned import exhaustive

from yukon_core import Budget, Card, Column, Position, Verdict, apply, deal, default_registry, solve
from yukon_core.rules import RuleTable
from yukon_core.solver import context as context_module
from yukon_core.solver.board import Board
from yukon_core.solver.column_context import ColumnContext
from yukon_core.solver.conditions import conditions
from yukon_core.solver.context import PAIRS_EVERY, PAIRS_SIZE, PAIRS_TRIAL, pairs_interval
from yukon_core.solver.deadlock import Relaxation
from yukon_core.solver.depth_first import PAIRS_AFTER
from yukon_core.solver.pairs import PAIRS_LARGEST, answers, never_all_home, size
from yukon_core.solver.piles.context import PileContext
from yukon_core.solver.search import Role, portfolio

REGISTRY = default_registry()

SUITS_HOME = {1: "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
              2: "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
              3: "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"}  # fmt: skip


def test_pairs_prove_a_deal_lost_that_the_event_relaxation_does_not() -> None:
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 511)  # lost: complete search needed 13,685 positions
    assert not Relaxation(rules).lost(*Board.encode(position))
    assert never_all_home(rules, position) is True


SPADES_STUCK = {1: ("", "4S 2S 3S"), 2: ("", "AS"), 3: ("", "KS QS JS 10S 9S 8S 7S 6S 5S")}
SPADES_FREED = {**SPADES_STUCK, 1: ("", "2S 3S 4S")}


def test_pairs_know_a_card_cannot_go_on_a_card_of_its_own_group() -> None:
    """Russian: 3S lies on 2S, and its only place, 4S, lies under 2S, in the group 3S would
    carry; so 2S is never bared. Without the split facts the pairs would let 2S go on 3S,
    bare 4S, and so let 3S go there."""
    rules = REGISTRY.rules("russian")
    position = build(rules, SPADES_STUCK, SUITS_HOME)
    assert solve(rules, position, Budget(nodes=10_000)).verdict is Verdict.LOST
    assert not Relaxation(rules).lost(*Board.encode(position))
    assert never_all_home(rules, position) is True
    freed = build(rules, SPADES_FREED, SUITS_HOME)
    assert solve(rules, freed, Budget(nodes=10_000)).verdict is Verdict.WON
    assert never_all_home(rules, freed) is False


def _suit(suit: str, low: int, high: int, copy: str = "") -> str:
    """The cards of ``suit`` from rank ``low`` up to ``high``, as text."""
    ranks = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    return " ".join(f"{rank}{suit}{copy}" for rank in ranks[low - 1 : high])


@pytest.mark.parametrize(("variant", "second_copy"), [("classic", None), ("double", "/2")])
def test_pairs_see_a_card_come_back_and_the_one_under_it_become_the_top_again(
    variant: str, second_copy: str | None
) -> None:
    """4H lies on 3H and 5D and takes only a black Five: the only one to be had is 5S, the top
    of its foundation (the Clubs lie under their King). Every win brings 5S back onto 6D, plays
    4H onto it, and later sends 5S home again onto 4S, the top once more. Double Yukon has it
    with the first copies and every second copy's suit home, where 5S lies home on 4S, not on
    4S/2."""
    rules = REGISTRY.rules(variant)
    columns = {
        1: ("", "5D 3H 4H"),
        2: ("", "6D"),
        3: ("", " ".join(reversed(_suit("S", 6, 13).split()))),
        4: ("", " ".join(reversed(_suit("H", 5, 13).split()))),
        5: ("", " ".join(reversed(_suit("D", 7, 13).split()))),
    }
    home = {1: _suit("S", 1, 5), 2: _suit("H", 1, 2), 3: _suit("D", 1, 4), 4: _suit("C", 1, 13)}
    if second_copy:
        home |= {4 + n: _suit(suit, 1, 13, second_copy) for n, suit in enumerate("SHDC", 1)}
    position = build(rules, columns, home)
    assert solve(rules, position, Budget(nodes=20_000, seconds=None)).verdict is Verdict.WON
    assert never_all_home(rules, position) is False


@pytest.mark.parametrize(
    ("spades", "verdict"), [(SPADES_STUCK, Verdict.LOST), (SPADES_FREED, Verdict.WON)]
)
def test_pairs_read_a_waste_stock_as_cards_free_to_leave(spades: dict, verdict: Verdict) -> None:
    """Tasmanian builds as Russian does: the same spades, with the last hearts in its stock
    (10H) and waste (JH on QH). The pairs read each as free to leave, and still see the stuck
    spades (which the event relaxation does not) and nothing where the spades are free; the
    search, with fewer positions than it needs to ask them, agrees."""
    rules = REGISTRY.rules("tasmanian")
    home = {**SUITS_HOME, 1: "AH 2H 3H 4H 5H 6H 7H 8H 9H"}
    laid = build(rules, {**spades, 4: ("", "KH"), 5: ("", "10H"), 6: ("", "QH JH")}, home)
    empty = Column((), ())
    position = laid._replace(columns=(*laid.columns[:4], empty, empty, empty),
                             stock=laid.columns[4].up, waste=laid.columns[5].up)  # fmt: skip
    assert solve(rules, position, Budget(nodes=PAIRS_AFTER - 1)).verdict is verdict
    assert never_all_home(rules, position) is (verdict is Verdict.LOST)
    context = PileContext(rules, position, Budget())
    assert not context.relaxed_lost(*context.encode(position))


@pytest.mark.parametrize(
    ("variant", "number"),
    [("classic", 17), ("classic", 61), ("classic", 572), ("double-russian", 60)],
)
def test_solve_proves_lost_what_search_alone_left_undecided(variant: str, number: int) -> None:
    """Complete search ran 900 s on Classic 17 and 61 without deciding them, and the portfolio
    60 s on 572 (which needs the split facts) and 600 s on Double Russian 60 (twins: a card goes
    home onto either copy of the card it follows); the pairs settle each at once."""
    rules = REGISTRY.rules(variant)
    result = solve(rules, deal(rules.layout, number), Budget(nodes=1_000_000, seconds=None))
    assert result.verdict is Verdict.LOST
    assert result.nodes < PAIRS_AFTER + 2_000


@pytest.mark.parametrize(
    ("variant", "numbers"),
    [
        ("classic", (1, 2, 3, 4, 6, 7, 8, 9)),
        ("alaska", (3, 5)),
        ("relaxed", (3,)),
        ("yukonic-plague", (2, 10, 11, 12, 15, 21)),
        ("chinese-discipline", (2, 3, 4, 5)),
        ("tasmanian", (1, 2, 3, 4)),
        ("australian", (1, 2, 4)),
        ("double-russian", (29, 57)),  # called lost if a card followed its own copy alone
        ("double", (1, 2)),
    ],
)
def test_pairs_never_call_a_won_deal_lost(variant: str, numbers: tuple[int, ...]) -> None:
    rules = REGISTRY.rules(variant)
    for number in numbers:
        position = deal(rules.layout, number)
        assert solve(rules, position, Budget(nodes=50_000, seconds=None)).verdict is Verdict.WON
        assert never_all_home(rules, position) is False


@pytest.mark.parametrize("variant", [variant.name for variant in REGISTRY.variants])
def test_the_report_says_where_the_solve_asks_the_pairs(variant: str) -> None:
    """``yukon solve --pruning`` says the pairs are on exactly where the solve's context asks
    them: where they can answer (no cells, whole suits, shuffle, or face-down cards between
    face-up ones) and the questions are at most :data:`PAIRS_LARGEST`; where they are off it
    says why."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, 1)
    report = conditions(rules).pairs
    kind = ColumnContext if rules.columns_only else PileContext
    assert (kind(rules, position, Budget()).pairs_rules is not None) is report.on
    assert report.on or report.reasons
    if answers(rules):
        assert report.on is (size(rules, position) <= PAIRS_LARGEST)
    else:
        assert not report.on and never_all_home(rules, position) is None


def test_the_pairs_read_a_waste_rows_of_the_stock_and_twins() -> None:
    """And Hawaiian's questions (two decks, a reserve of 54 cards) are too large to ask."""
    for variant in ("tasmanian", "australian", "queenie", "yukonic-plague", "double-russian"):
        assert conditions(REGISTRY.rules(variant)).pairs.on
    assert "start" in conditions(REGISTRY.rules("double-russian")).pairs.line()
    assert "start" not in conditions(REGISTRY.rules("classic")).pairs.line()
    for variant, why in [
        ("yukon-cells", "cells"),
        ("kiev", "whole suits"),
        ("tvetes-grandfather", "shuffling redeal"),
        ("wave", "face-down cards may lie between face-up ones"),
        ("hawaiian", "too large to ask"),
    ]:
        assert why in " ".join(conditions(REGISTRY.rules(variant)).pairs.reasons)


@pytest.mark.parametrize(
    ("variant", "number", "emptied"),
    [("yukonic-plague", 2, True), ("yukonic-plague", 10, True), ("chinese-discipline", 2, True),
     ("tasmanian", 3, False)],
)  # fmt: skip
def test_pairs_never_call_lost_a_position_of_a_winning_line_with_a_reserve_or_a_stock(
    variant: str, number: int, emptied: bool
) -> None:
    """Every position of a winning line is won, from the deal (Yukonic Plague's thirteen reserve
    cards all in place; Chinese Discipline's row still in the stock; Tasmanian's 23 cards in its
    stock and one on its waste) to the reserve's last card leaving, the row dealt and played on
    or the waste's last card played: the pairs read each as open (every position while the
    reserve, the stock or the waste holds cards, every third after, to keep the test short)."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    result = solve(rules, position, Budget(nodes=50_000, seconds=None))
    assert result.verdict is Verdict.WON
    asked = {False: 0, True: 0}  # with the reserve, the stock and the waste empty, or not
    for step, move in enumerate(result.moves):
        loaded = bool(position.stock or position.waste or any(position.reserves))
        if loaded or step % 3 == 0:
            assert never_all_home(rules, position) is False, f"after {step} moves"
            asked[loaded] += 1
        position, _ = apply(rules, position, move)
    assert rules.won(position)
    assert asked[True] and asked[False] >= (2 if emptied else 0)


def _foundation_chains(rules: RuleTable) -> list[tuple[Card, ...]]:
    """Each foundation's cards in the order they go home (with twins, each copy of a card on
    a foundation of its own)."""
    following = {card for cards in rules.foundation_next for card in cards}
    chains, taken = [], set()
    for first in (card for card in range(len(rules.cards)) if card not in following):
        chain = [first]
        while free := set(rules.foundation_next[chain[-1]]) - taken:
            chain.append(min(free))
            taken.add(chain[-1])
        chains.append(tuple(rules.cards[card] for card in chain))
    return chains


def small_positions(rules: RuleTable, count: int, home: int) -> Iterator[Position]:
    """Positions of few cards: two foundations full and the first ``home`` cards of the others
    home; the cards left dealt at random into as many places of a deal, drawn at random (face
    down where the deal's are)."""
    chooser = random.Random(11)
    chains = _foundation_chains(rules)
    foundations = [chain if n < 2 else chain[:home] for n, chain in enumerate(chains)]
    gone = {card for pile in foundations for card in pile}
    left = [card for card in rules.cards if card not in gone]
    for number in range(1, count + 1):
        start = deal(rules.layout, number)
        places = len(rules.cards) - sum(map(len, start.foundations))
        chosen = set(chooser.sample(range(places), len(left)))
        cards = iter(chooser.sample(left, len(left)))
        kept = iter([n in chosen for n in range(places)])
        columns = []
        for column in start.columns:
            down, up = _refill(column.down, kept, cards), _refill(column.up, kept, cards)
            if down and not up:
                down, up = down[:-1], down[-1:]
            columns.append(column._replace(down=down, up=up))
        yield start._replace(
            columns=tuple(columns),
            foundations=(*foundations, *start.foundations[len(foundations) :]),
            stock=_refill(start.stock, kept, cards),
            waste=_refill(start.waste, kept, cards),
            reserves=tuple(_refill(pile, kept, cards) for pile in start.reserves),
        )


def _refill(
    place: tuple[Card, ...], kept: Iterator[bool], cards: Iterator[Card]
) -> tuple[Card, ...]:
    """The cards dealt into ``place``: the next of ``cards`` for each of its places ``kept``."""
    return tuple(next(cards) for _ in place if next(kept))


@pytest.mark.parametrize(
    ("variant", "home", "count", "proven"),
    [("yukonic-plague", 6, 40, 4), ("chinese-discipline", 5, 40, 3), ("rushdike", 4, 40, 1),
     ("russian-point", 4, 40, 1), ("tasmanian", 4, 12, 0), ("australian", 4, 20, 0)],
)  # fmt: skip
def test_pairs_agree_with_complete_search_on_small_positions(
    variant: str, home: int, count: int, proven: int
) -> None:
    """Two suits and some of each other one home, the cards left dealt at random into a
    reserve, rows still to deal, a stock and a waste, and the columns: no position that complete
    search wins is called lost, and the pairs prove lost some that it proves lost. (With a stock
    turned onto a waste they prove none of these lost: one such loss, read by hand, hangs on
    the order the cards turn in, which they forget.)"""
    rules = REGISTRY.rules(variant)
    verdicts: Counter[tuple[bool | None, Verdict]] = Counter()
    for position in small_positions(rules, count, home):
        called_lost = never_all_home(rules, position)
        searched = exhaustive(rules, position, 20_000)
        assert not (called_lost and searched is Verdict.WON), position
        verdicts[called_lost, searched] += 1
    assert verdicts[False, Verdict.WON] >= count * 3 // 4
    assert verdicts[True, Verdict.LOST] >= proven


@pytest.mark.parametrize(
    ("variant", "number"),
    [("yukonic-plague", 42), ("yukonic-plague", 52), ("yukonic-plague", 219),
     ("chinese-discipline", 21), ("chinese-discipline", 87), ("tasmanian", 5),
     ("tasmanian", 299)],
)  # fmt: skip
def test_pairs_read_the_piles_and_prove_lost_deals_the_search_left_undecided(
    variant: str, number: int
) -> None:
    """The survey left these unknown after 60 s (Yukonic Plague 42 after 180 s too, Tasmanian's
    after 600 s), and the event relaxation does not prove them lost. The pairs read Yukonic
    Plague's reserve, whose cards only leave from its top, Chinese Discipline's stock, a row
    dealt once, and Tasmanian's stock and waste, each card free to leave but taking the place
    it goes to, and see two cards that can never be home together; the solve asks them about
    the start once depth-first has stayed below it for long."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, number)
    context = PileContext(rules, position, Budget())
    assert context.pairs_rules is rules
    columns, piles = context.encode(position)
    assert not context.relaxed_lost(columns, piles)
    assert never_all_home(rules, position) is True
    result = solve(rules, position, Budget(nodes=1_000_000, seconds=None))
    assert result.verdict is Verdict.LOST
    assert result.nodes < PAIRS_AFTER + 2_000


def test_depth_first_leaves_a_subtree_the_pairs_prove_lost(monkeypatch) -> None:
    """Classic 92: depth-first goes below a lost position at its second move; the pairs prove
    it lost and the next subtree holds a win. Without them the portfolio did not decide it in
    60 s."""
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 92)
    budget = Budget(nodes=60_000, seconds=None)
    result = solve(rules, position, budget)
    assert result.verdict is Verdict.WON
    for move in result.moves:
        position, _ = apply(rules, position, move)
    assert rules.won(position)
    # Never time enough left to ask the pairs: PAIRS_MARGIN is read at call time even where
    # the solver is compiled (a function it calls is not, so it cannot be replaced).
    monkeypatch.setattr(context_module, "PAIRS_MARGIN", 2e9)
    unasked = Budget(nodes=60_000, seconds=1e9)
    assert solve(rules, deal(rules.layout, 92), unasked).verdict is Verdict.UNKNOWN


def test_a_position_the_pairs_prove_lost_is_dead_for_every_search() -> None:
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 17)
    context = ColumnContext(rules, position, Budget())
    columns, piles = Board.encode(position)
    key = context.board.key(columns, context.foundations.view(piles).key)
    assert not context.dead(key, columns, piles)
    assert context.pairs_prove_lost(key, columns, piles) is True
    assert context.pairs_prove_lost(key, columns, piles) is True
    assert context.pairs_asked == 1  # remembered, not asked again
    assert context.dead(key, columns, piles)


def test_a_solve_whose_questions_are_larger_asks_them_as_much_less_often() -> None:
    """Relaxed's questions (a card goes on either colour) are almost twice the size
    :data:`PAIRS_EVERY` paces, which Classic's stay under; after the first, the next waits as
    many times longer."""
    rules = REGISTRY.rules("relaxed")
    position = deal(rules.layout, 1)
    weight = size(rules, position) / PAIRS_SIZE
    assert weight > 1.5
    context = ColumnContext(rules, position, Budget())
    columns, piles = Board.encode(position)
    assert context.pairs_prove_lost(b"first", columns, piles) is False
    assert context.pairs_weight == pytest.approx(weight)
    context.nodes = PAIRS_EVERY * 3 // 2
    assert context.pairs_prove_lost(b"second", columns, piles) is None
    context.nodes = int(PAIRS_EVERY * weight) + 1
    assert context.pairs_prove_lost(b"second", columns, piles) is False
    assert context.pairs_asked == 2
    classic = REGISTRY.rules("classic")
    assert size(classic, deal(classic.layout, 1)) < PAIRS_SIZE


@pytest.mark.parametrize(("variant", "later"), [("double-russian", None), ("classic", False)])
def test_a_game_of_two_decks_asks_about_its_start_alone(variant: str, later: bool | None) -> None:
    """Deal 1 is won in both: the start is open. Double Russian asks nothing after that (where it
    proves losses, it proves them at the start); Classic asks again, once it is time."""
    rules = REGISTRY.rules(variant)
    position = deal(rules.layout, 1)
    context = ColumnContext(rules, position, Budget())
    columns, piles = Board.encode(position)
    assert context.pairs_prove_lost(b"start", columns, piles) is False
    context.nodes = int(100 * PAIRS_EVERY * context.pairs_weight)
    assert context.pairs_prove_lost(b"later", columns, piles) is later


def test_the_pairs_are_not_asked_with_under_a_second_left() -> None:
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 17)
    context = ColumnContext(rules, position, Budget(seconds=0.5))
    columns, piles = Board.encode(position)
    key = context.board.key(columns, context.foundations.view(piles).key)
    assert context.pairs_prove_lost(key, columns, piles) is None


@pytest.mark.parametrize(
    ("asked", "proved", "every"),
    [
        (PAIRS_TRIAL - 1, 0, PAIRS_EVERY),  # too few questions to judge their yield
        (PAIRS_TRIAL, PAIRS_TRIAL, PAIRS_EVERY // 2),
        (100, 20, PAIRS_EVERY // 2),  # one in five
        (100, 19, PAIRS_EVERY),
        (100, 10, PAIRS_EVERY),  # one in ten
        (100, 9, PAIRS_EVERY * 2),
        (100, 5, PAIRS_EVERY * 2),  # one in twenty
        (100, 4, PAIRS_EVERY * 4),
        (268, 1, PAIRS_EVERY * 4),  # Classic 556
    ],
)
def test_the_questions_follow_their_yield(asked: int, proved: int, every: int) -> None:
    assert pairs_interval(asked, proved) == every


def test_only_a_context_that_follows_the_yield_asks_less_where_the_pairs_prove_little() -> None:
    rules = REGISTRY.rules("classic")
    position = deal(rules.layout, 17)
    columns, piles = Board.encode(position)
    steady, thrifty = (
        ColumnContext(rules, position, Budget(), None, follow) for follow in (False, True)
    )
    for context in (steady, thrifty):
        context.pairs_asked = PAIRS_TRIAL  # none of them proved a position lost
        context.nodes = PAIRS_TRIAL * PAIRS_EVERY
    key = steady.board.key(columns, steady.foundations.view(piles).key)
    assert steady.pairs_prove_lost(key, columns, piles) is True
    assert thrifty.pairs_prove_lost(key, columns, piles) is None
    thrifty.nodes = PAIRS_TRIAL * PAIRS_EVERY * 4
    assert thrifty.pairs_prove_lost(key, columns, piles) is True
    assert (thrifty.pairs_asked, thrifty.pairs_proved) == (PAIRS_TRIAL + 1, 1)


@pytest.mark.parametrize(
    ("role", "follows"), [(Role.PROVE, True), (Role.PROVE | Role.FIND, False), (Role.FIND, False)]
)
def test_only_a_solve_with_no_search_that_finds_wins_follows_the_yield(
    role: Role, follows: bool
) -> None:
    """The prover of a split solve runs ``Role.PROVE`` alone; where searches that find wins run,
    the answers steer them, and the rate stays the one rate."""
    rules = REGISTRY.rules("classic")
    seen: list[bool] = []

    def listen(context: ColumnContext) -> None:
        seen.append(context.follow_pairs_yield)

    portfolio(rules, deal(rules.layout, 1), Budget(nodes=2_000), role, listen)
    assert seen and set(seen) == {follows}
