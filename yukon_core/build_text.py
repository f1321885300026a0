"""The tableau's build rule read off a rule table and said in words: a rules page says what the
hooks do, whatever the plugin declared.

Which card may go on which is the table's ``onto``. A rule the family shares
(:data:`~yukon_core.builds.FAMILY`) is said in its own sentence. Any other is said suit by
suit: on which suits a card of the suit goes, and which ranks ("one rank higher", "two ranks
higher, round from King to Ace"); where a suit's cards do not follow one such pattern, card by
card. :func:`declared_mismatch` holds a plugin's declared sentence against the hooks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .builds import FAMILY, BuildRule
from .cards import Card, Suit, rank_text
from .messages import describe_cards
from .rules import RuleTable

__all__ = ["build_sentence", "declared_mismatch", "family_rule"]

Face = tuple[Suit, int]
"""A card without its copy: suit and rank."""
_RANKS = set(range(1, 14))

_WORDS = {
    "en": {
        "suit": "A card of {suits} goes on {onto}.",
        "all": "A card goes on {onto}.",
        "onto": "a card {ranks} {suits}",
        "own": "of its own suit",
        "other_colour": "of the other colour",
        "same_colour": "of its own colour",
        "other_suit": "of any suit but its own",
        "any": "of any suit",
        "listed": "of suit {symbols}",
        "higher": ("one rank higher", "{n} ranks higher"),
        "lower": ("one rank lower", "{n} ranks lower"),
        "or": " or ",
        "same_rank": "of the same rank",
        "round": ", round from King to Ace",
        "ranks": "as the ranks go: {pairs}",
        "none": "A card goes on no card: nothing is built on the tableau.",
        "nothing": "no card",
        "card": "{card} goes on {onto}",
        "cards": "Cards go on: {list}.",
    },
    "ru": {
        "suit": "Карту масти {suits} кладут на {onto}.",
        "all": "Карту кладут на {onto}.",
        "onto": "карту {suits} {ranks}",
        "own": "той же масти",
        "other_colour": "другого цвета",
        "same_colour": "того же цвета",
        "other_suit": "любой другой масти",
        "any": "любой масти",
        "listed": "масти {symbols}",
        "higher": ("на одну ступень старше", "на {n} ступени старше"),
        "lower": ("на одну ступень младше", "на {n} ступени младше"),
        "or": " или ",
        "same_rank": "того же достоинства",
        "round": ", по кругу от короля к тузу",
        "ranks": "по достоинствам: {pairs}",
        "none": "Ни одну карту ни на какую не кладут: на столбцах ничего не собирают.",
        "nothing": "никакую карту",
        "card": "{card} — на {onto}",
        "cards": "Карты кладут так: {list}.",
    },
}  # fmt: skip


def _faces(cards: Iterable[int]) -> frozenset[Face]:
    return frozenset((card.suit, card.rank) for card in map(Card.from_id, cards))


def relation(rules: RuleTable) -> dict[Face, frozenset[Face]]:
    """Which cards each card may be built on, copies aside."""
    found: dict[Face, set[Face]] = {}
    for card in rules.cards:
        found.setdefault((card.suit, card.rank), set()).update(_faces(rules.onto[card]))
    return {face: frozenset(onto) for face, onto in found.items()}


def family_rule(rules: RuleTable) -> BuildRule | None:
    """The family's build rule whose relation ``rules`` has, if one has it."""
    built = relation(rules)
    for rule in FAMILY:
        if all(
            _fits(rule, face, onto) == (onto in built[face]) for face in built for onto in built
        ):
            return rule
    return None


def _fits(rule: BuildRule, face: Face, onto: Face) -> bool:
    return rule.fits(Card(*face), Card(*onto))


def build_sentence(rules: RuleTable, lang: str = "en") -> str:
    """How cards are built on the tableau under ``rules``, in one sentence or a short list."""
    rule = family_rule(rules)
    if rule is not None:
        return rule.text.get(lang, rule.text["en"])
    words = _WORDS[lang]
    built = relation(rules)
    if not any(built.values()):
        return str(words["none"])
    clauses = {suit: _clause(built, suit, lang) for suit in Suit}
    if None not in clauses.values():
        if len(set(clauses.values())) == 1:
            return str(words["all"]).format(onto=clauses[Suit.SPADES])
        return " ".join(
            str(words["suit"]).format(suits=suit.symbol, onto=clause)
            for suit, clause in clauses.items()
        )
    listed = [
        str(words["card"]).format(
            card=Card(*face).symbol_text(), onto=describe_cards(map(_card, onto), lang)
        )
        for face, onto in sorted(built.items()) if onto
    ]  # fmt: skip
    return str(words["cards"]).format(list="; ".join(listed))


def _card(face: Face) -> Card:
    return Card(*face)


def _clause(built: Mapping[Face, frozenset[Face]], suit: Suit, lang: str) -> str | None:
    """What the cards of ``suit`` go on, where every one of them goes on the same suits and
    the ranks follow one pattern; ``None`` where they do not."""
    mine = {rank: onto for (card_suit, rank), onto in built.items() if card_suit == suit}
    suits = {onto_suit for onto in mine.values() for onto_suit, _ in onto}
    ranks = {rank: {onto_rank for _, onto_rank in onto} for rank, onto in mine.items()}
    product = all(
        onto == {(onto_suit, r) for onto_suit in suits for r in ranks[rank]}
        for rank, onto in mine.items()
    )
    if not suits:
        return str(_WORDS[lang]["nothing"])
    if not product:
        return None
    phrase, wraps = _ranks(ranks, lang)
    words = _WORDS[lang]
    onto = str(words["onto"]).format(suits=_suits(suit, suits, lang), ranks=phrase)
    return onto + (str(words["round"]) if wraps else "")


def _suits(suit: Suit, onto: set[Suit], lang: str) -> str:
    words = _WORDS[lang]
    others = set(Suit) - {suit}
    named = {
        "own": {suit},
        "other_colour": {s for s in Suit if s.colour != suit.colour},
        "same_colour": {s for s in Suit if s.colour == suit.colour},
        "other_suit": others,
        "any": set(Suit),
    }
    for name, suits in named.items():
        if onto == suits:
            return str(words[name])
    return str(words["listed"]).format(symbols="".join(s.symbol for s in sorted(onto)))


def _ranks(ranks: Mapping[int, set[int]], lang: str) -> tuple[str, bool]:
    """The ranks a card goes on, by steps up or down (straight, or round from King to Ace:
    the flag), or listed."""
    words = _WORDS[lang]
    readings = [(steps, wraps) for wraps in (False, True) if (steps := _steps(ranks, wraps))]
    if readings:  # the fewer steps, the plainer: straight where it takes no more
        steps, wraps = min(readings, key=lambda reading: len(reading[0]))
        ordered = sorted(steps, key=lambda step: (abs(step), -step))
        return str(words["or"]).join(_step(step, lang) for step in ordered), wraps
    pairs = ", ".join(
        f"{rank_text(rank)}→{'/'.join(rank_text(onto) for onto in sorted(targets))}"
        for rank, targets in sorted(ranks.items()) if targets
    )  # fmt: skip
    return str(words["ranks"]).format(pairs=pairs), False


def _steps(ranks: Mapping[int, set[int]], wraps: bool) -> set[int] | None:
    """The steps from a card's rank to those it goes on (round from King to Ace if ``wraps``)
    that give every rank its targets, if some do."""
    steps = {
        (onto - rank + 6) % 13 - 6 if wraps else onto - rank
        for rank, targets in ranks.items() for onto in targets
    }  # fmt: skip

    def shifted(rank: int, step: int) -> int:
        return (rank - 1 + step) % 13 + 1 if wraps else rank + step

    wanted = {rank: {shifted(rank, step) for step in steps} & _RANKS for rank in ranks}
    return steps if wanted == ranks else None


def _step(step: int, lang: str) -> str:
    words = _WORDS[lang]
    if step == 0:
        return str(words["same_rank"])
    one, many = words["higher" if step > 0 else "lower"]
    return str(one if abs(step) == 1 else str(many).format(n=abs(step)))


def declared_mismatch(rules: RuleTable) -> str | None:
    """Where the variant's declared build sentence (English) says other than its hooks do:
    naming a pair of cards where it says a family rule; ``None`` where they agree (or nothing
    is declared)."""
    declared = rules.variant.build_rule
    if not declared:
        return None
    said = declared["en"]
    does = build_sentence(rules, "en")
    if said == does:
        return None
    named = next((rule for rule in FAMILY if rule.text["en"] == said), None)
    if named is not None:
        built = relation(rules)
        wrong = [  # a card the hooks let go where the declaration does not, first
            (onto not in targets, face, onto)
            for face, targets in built.items()
            for onto in built
            if _fits(named, face, onto) != (onto in targets)
        ]
        refused, face, onto = min(wrong)
        card, target = Card(*face).symbol_text(), Card(*onto).symbol_text()
        verb = "refused" if refused else "allowed"
        return f"declared {said!r}, but {card} on {target} is {verb} (the hooks say: {does!r})"
    return f"declared {said!r}, but the hooks say {does!r}"
