from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import Card, CardParseError, Colour, Suit, deck_cards, parse_card

card_ids = st.integers(min_value=0, max_value=2 * 52 - 1)


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("9S", Suit.SPADES, 9),
        ("10H", Suit.HEARTS, 10),
        ("QD", Suit.DIAMONDS, 12),
        ("AS", Suit.SPADES, 1),
        ("kc", Suit.CLUBS, 13),
        ("♠9", Suit.SPADES, 9),
        ("10♦", Suit.DIAMONDS, 10),
        ("♥10", Suit.HEARTS, 10),
        ("В♦", Suit.DIAMONDS, 11),
        ("Д♠", Suit.SPADES, 12),
        ("К♣", Suit.CLUBS, 13),
        ("Т♥", Suit.HEARTS, 1),
        (" 2C ", Suit.CLUBS, 2),
    ],
)
def test_parse_forms(text: str, suit: Suit, rank: int) -> None:
    assert parse_card(text) == Card(suit, rank)


@pytest.mark.parametrize("text", ["", "1S", "11H", "9X", "S", "9", "Z♠", "9S/3", "10 H"])
def test_malformed_card_names_the_token(text: str) -> None:
    with pytest.raises(CardParseError) as caught:
        parse_card(text, decks=2)
    assert caught.value.token == text
    assert repr(text) in str(caught.value)


def test_copy_suffix_needs_a_second_deck() -> None:
    assert parse_card("9S/2", decks=2) == Card(Suit.SPADES, 9, copy=1)
    with pytest.raises(CardParseError, match="copy must be 1 to 1"):
        parse_card("9S/2", decks=1)


@given(card_ids)
def test_id_round_trip(card_id: int) -> None:
    assert Card.from_id(card_id).id == card_id


@given(card_ids)
def test_text_forms_round_trip(card_id: int) -> None:
    card = Card.from_id(card_id)
    assert parse_card(card.text(decks=2), decks=2) == card
    assert parse_card(card.symbol_text(decks=2), decks=2) == card


def test_single_deck_text_has_no_copy() -> None:
    card = Card(Suit.DIAMONDS, 10)
    assert card.text() == "10D"
    assert card.symbol_text() == "♦10"
    assert str(Card(Suit.CLUBS, 11, copy=1)) == "♣J/2"


def test_colours() -> None:
    assert {s for s in Suit if s.colour is Colour.RED} == {Suit.HEARTS, Suit.DIAMONDS}
    assert {s for s in Suit if s.colour is Colour.BLACK} == {Suit.SPADES, Suit.CLUBS}


def test_deck_cards_are_distinct_and_ordered_by_id() -> None:
    two = deck_cards(2)
    assert len(set(two)) == 104
    assert [c.id for c in two] == list(range(104))


def test_rank_and_copy_out_of_range_are_rejected() -> None:
    with pytest.raises(ValueError, match="rank"):
        Card(Suit.SPADES, 14)
    with pytest.raises(ValueError, match="copy"):
        Card(Suit.SPADES, 5, -1)
