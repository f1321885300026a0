"""Abacus (PySolFC 192): each suit counts by its own step — clubs by 1, spades by 2, hearts by 3,
diamonds by 4 — on the foundations (up from a base card dealt to each) and on the tableau (down),
ranks wrapping round, each foundation ending with its King."""

from collections.abc import Callable

from yukon_core import Card, Layout, RuleExample, Stock, StockKind, Suit, Variant, hookimpl

__all__ = ["ABACUS", "AbacusRules", "step", "yukon_register_variants"]

STEPS = {Suit.CLUBS: 1, Suit.SPADES: 2, Suit.HEARTS: 3, Suit.DIAMONDS: 4}


def step(card: Card, by: int) -> int:
    """The rank ``by`` steps of ``card``'s suit from ``card``, wrapping round (13 ranks)."""
    return (card.rank - 1 + by * STEPS[card.suit]) % 13 + 1


class AbacusRules:
    """Down by the suit's step on the tableau, up by it on the foundations (to the King)."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.suit == onto.suit and card.rank == step(onto, -1)

    @hookimpl
    def yukon_may_start_foundation(self) -> bool:
        return False  # every foundation is dealt its base card

    @hookimpl
    def yukon_may_build_foundation(self, card: Card, top: Card) -> bool:
        return card.suit == top.suit and top.rank != 13 and card.rank == step(top, 1)


ABACUS = Variant(
    name="abacus",
    letter=None,
    title={"en": "Abacus", "ru": "Счёты"},
    layout=Layout(
        decks=1,
        columns=[(0, k) for k in range(1, 8)],
        foundations=4,
        foundation_bases=[
            Card(Suit.CLUBS, 1),
            Card(Suit.SPADES, 2),
            Card(Suit.HEARTS, 3),
            Card(Suit.DIAMONDS, 4),
        ],
        stock=Stock(StockKind.ROWS),
    ),
    foundation_rule={
        "en": "On a foundation goes the card of its suit one step of the suit higher, round "
        "from the base card (♠: 2 4 6 8 10 Q A 3 5 7 9 J K); the King comes last.",
        "ru": "На базу кладут карту той же масти на один шаг масти старше, по кругу от "
        "начальной карты (♠: 2 4 6 8 10 Д Т 3 5 7 9 В К); король — последним.",
    },
    rules=AbacusRules(),
    options={"empty_column": "any", "foundation_returns": False},
    examples=(
        RuleExample(1, "9S>1", score=0),
        RuleExample(1, "JS>3", "wrong_rank"),
        RuleExample(1, "JS>F", "foundation_refuses"),
        RuleExample(1, "8D>F", score=10),
        RuleExample(1, "AC>1", "no_return"),
        RuleExample(1, "redeal", "no_redeal", before="deal " * 3),
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(ABACUS)
