"""Moosehide's own tests: its build rule, its registration, and yukon's invariant suite."""

from yukon_core import Card, Suit, default_registry
from yukon_core.testing import contract_tests

test_contract = contract_tests("moosehide")


def test_registered_through_the_entry_point() -> None:
    variant = default_registry().variant("M")
    assert (variant.name, variant.layout.decks, len(variant.layout.columns)) == ("moosehide", 1, 7)


def test_a_card_goes_on_the_next_rank_of_any_other_suit() -> None:
    rules = default_registry().rules("moosehide")
    nine = Card(Suit.SPADES, 9)
    tens = {Card(suit, 10) for suit in (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)}
    assert rules.onto[nine] == tens
    assert rules.heads_empty == tuple(card.rank == 13 for card in rules.cards)
