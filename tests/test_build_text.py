"""A rules page's build rule is read off the hooks (issue 45, item 1): named where the family
shares it, said suit by suit (suits, and ranks by steps, straight or round the King), or card
by card; a declared sentence other than the hooks' fails, naming a pair of cards."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from builders import building

from yukon_core import Card, Registry
from yukon_core.build_text import build_sentence, declared_mismatch, family_rule
from yukon_core.builds import ALTERNATE_COLOUR, FAMILY, SAME_SUIT


def _registry(fits: Callable[[Card, Card], bool], declared: dict | None = None) -> Registry:
    return building(fits, build_rule=declared)


def _sentence(fits: Callable[[Card, Card], bool], lang: str = "en") -> str:
    return build_sentence(_registry(fits).rules("made"), lang)


@pytest.mark.parametrize("rule", FAMILY, ids=lambda rule: rule.text["en"][:40])
def test_a_family_rule_is_named_whoever_wrote_its_hook(rule) -> None:
    rules = _registry(lambda card, onto: rule.fits(card, onto)).rules("made")
    assert family_rule(rules) is rule
    assert build_sentence(rules, "ru") == rule.text["ru"]


@pytest.mark.parametrize(
    ("fits", "sentence"),
    [
        (lambda c, o: c.suit != o.suit and c.rank + 1 == o.rank,
         "A card goes on a card one rank higher of any suit but its own."),
        (lambda c, o: c.colour == o.colour and c.rank == o.rank + 2,
         "A card goes on a card 2 ranks lower of its own colour."),
        (lambda c, o: c.colour != o.colour and c.rank == o.rank,
         "A card goes on a card of the same rank of the other colour."),
        (lambda c, o: c.suit == o.suit and (c.rank + (c.suit + 1)) % 13 == o.rank % 13,
         "A card of ♠ goes on a card one rank higher of its own suit, round from King to Ace. "
         "A card of ♥ goes on a card 2 ranks higher of its own suit, round from King to Ace. "
         "A card of ♦ goes on a card 3 ranks higher of its own suit, round from King to Ace. "
         "A card of ♣ goes on a card 4 ranks higher of its own suit, round from King to Ace."),
        (lambda c, o: c.suit in (0, 1) and o.suit == 2 and c.rank + 1 == o.rank,
         "A card of ♠ goes on a card one rank higher of suit ♦. A card of ♥ goes on a card one "
         "rank higher of suit ♦. A card of ♦ goes on no card. A card of ♣ goes on no card."),
        (lambda c, o: False, "A card goes on no card: nothing is built on the tableau."),
    ],
)  # fmt: skip
def test_any_other_rule_is_said_from_the_table(fits, sentence: str) -> None:
    assert _sentence(fits).startswith(sentence)


def test_a_rule_no_pattern_fits_is_said_card_by_card() -> None:
    said = _sentence(lambda c, o: (c.rank, o.rank, o.suit) in {(5, 9, 1), (6, 10, 2)})
    assert said.startswith("Cards go on: ♠5 goes on ♥9; ♠6 goes on ♦10; ♥5 goes on ♥9; ")
    assert said.endswith("; ♣6 goes on ♦10.")


def test_a_declared_rule_is_held_against_the_hooks() -> None:
    def same_suit(card: Card, onto: Card) -> bool:
        return SAME_SUIT.fits(card, onto)

    agrees = _registry(same_suit, dict(SAME_SUIT.text)).rules("made")
    assert declared_mismatch(agrees) is None
    lies = _registry(same_suit, dict(ALTERNATE_COLOUR.text)).rules("made")
    assert declared_mismatch(lies) == (
        "declared 'A card goes on a card one rank higher of the other colour.', but ♠A on ♠2 is "
        "allowed (the hooks say: 'A card goes on the card of its own suit one rank higher.')"
    )
    own_words = _registry(same_suit, {"en": "Down in suit."}).rules("made")
    assert declared_mismatch(own_words) == (
        "declared 'Down in suit.', but the hooks say 'A card goes on the card of its own suit one "
        "rank higher.'"
    )
    assert declared_mismatch(_registry(same_suit).rules("made")) is None  # nothing declared
