"""House rules in every variant: returns from foundations, suit-bound slots, group limit,
what an empty column takes; their defaults, how they are listed and recorded."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from builders import build, cards
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import (
    FOUNDATION,
    CardToFoundation,
    Move,
    OptionError,
    Position,
    PositionError,
    RefusalCode,
    RuleTable,
    Suit,
    apply,
    check,
    deal,
    default_registry,
    legal_moves,
    locate,
    position_from_json,
    position_to_json,
)
from yukon_core.cli import main
from yukon_core.testing import played_positions

REGISTRY = default_registry()
VARIANTS = ["classic", "relaxed", "russian", "alaska", "double", "moosehide"]
"""The variants whose foundations are Yukon's: built from the Ace, a card at a time."""
SPADES_HOME = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"


def card(rules: RuleTable, text: str) -> int:
    (card_id,) = cards(rules, text)
    return card_id


def tables(rules: RuleTable) -> tuple:
    return (
        rules.onto,
        rules.heads_empty,
        rules.starts_foundation,
        rules.foundation_next,
        rules.may_lift,
        rules.returns,
    )


# --- cards back from foundations ---------------------------------------------------------


def king_on_a_foundation(rules: RuleTable) -> Position:
    """All spades home, column 1 empty: the King of spades could come back to column 1."""
    return build(rules, {1: ("", "")}, foundations={1: SPADES_HOME})


@pytest.mark.parametrize("variant", VARIANTS)
def test_foundation_returns_follow_the_variant_default(variant: str) -> None:
    rules = REGISTRY.rules(variant)
    back = Move(card(rules, "KS"), 0)
    allowed = variant != "russian"
    assert (back in legal_moves(rules, king_on_a_foundation(rules))) is allowed
    assert all(rules.returns) is allowed


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize(("value", "allowed"), [("yes", True), ("no", False)])
def test_foundation_returns_chosen(variant: str, value: str, allowed: bool) -> None:
    rules = REGISTRY.rules(variant, foundation_returns=value)
    position = king_on_a_foundation(rules)
    back = Move(card(rules, "KS"), 0)
    assert (back in legal_moves(rules, position)) is allowed
    refusal = check(rules, position, back)
    if allowed:
        assert refusal is None
        after, _ = apply(rules, position, back)
        assert after.columns[0].up == (card(rules, "KS"),)
    else:
        assert refusal.code is RefusalCode.NO_RETURN
        assert refusal.message() == "cards do not come back from foundations in this game"


def test_russian_solitaire_keeps_cards_home_by_default_and_can_be_told_otherwise() -> None:
    assert REGISTRY.options("russian")["foundation_returns"] is False
    assert REGISTRY.options("russian", foundation_returns="yes")["foundation_returns"] is True
    assert REGISTRY.options("russian", foundation_returns=None)["foundation_returns"] is False
    assert REGISTRY.options("classic")["foundation_returns"] is None


# --- foundations bound to suits ----------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_suit_bound_slots_take_only_their_suits_ace(variant: str) -> None:
    rules = REGISTRY.rules(variant, foundation_slots="suits")
    free = REGISTRY.rules(variant, foundation_slots="free")
    slots = range(rules.layout.foundations)
    for c in rules.cards:
        aces = c.rank == 1
        assert rules.starts_foundation[c.id] == (
            {s for s in slots if s % 4 == c.suit} if aces else set()
        )
        assert free.starts_foundation[c.id] == (set(slots) if aces else set())


def first_slot_of_ace_of_hearts(rules: RuleTable) -> int:
    position = build(rules, {1: ("", "AH")})
    _, events = apply(rules, position, Move(card(rules, "AH"), FOUNDATION))
    (home,) = [e for e in events if isinstance(e, CardToFoundation)]
    return home.slot


@pytest.mark.parametrize("variant", VARIANTS)
def test_first_ace_takes_the_first_free_slot_unless_slots_are_bound(variant: str) -> None:
    assert first_slot_of_ace_of_hearts(REGISTRY.rules(variant)) == 0
    assert first_slot_of_ace_of_hearts(REGISTRY.rules(variant, foundation_slots="free")) == 0
    assert first_slot_of_ace_of_hearts(REGISTRY.rules(variant, foundation_slots="suits")) == 1


def test_double_yukon_has_two_slots_per_suit_in_the_fixed_order() -> None:
    rules = REGISTRY.rules("double", foundation_slots="suits")
    position = build(rules, {1: ("", "AH/2")}, foundations={2: "AH/1"})
    _, events = apply(rules, position, Move(card(rules, "AH/2"), FOUNDATION))
    assert events[0].slot == 5
    homes = [sorted(rules.starts_foundation[card(rules, f"A{s.letter}/1")]) for s in Suit]
    assert homes == [[0, 4], [1, 5], [2, 6], [3, 7]]


def test_suit_bound_position_with_an_ace_in_the_wrong_slot_is_refused() -> None:
    rules = REGISTRY.rules("classic", foundation_slots="suits")
    data = position_to_json(rules, build(rules, {}, foundations={1: "AH"}))
    with pytest.raises(PositionError, match="foundation 1: AH cannot lie there at the bottom"):
        position_from_json(data)
    data["options"] = {}
    assert position_from_json(data)[1].foundations[0] == (card(rules, "AH"),)


# --- largest group moved at once ---------------------------------------------------------


def king_heading(rules: RuleTable, size: int) -> Position:
    """Column 1 empty; column 2 shows the King of spades with ``size - 1`` cards on it."""
    others = [c.text(rules.decks) for c in rules.cards if c.id != card(rules, "KS")]
    up = " ".join(["KS", *others[: size - 1]])
    return build(rules, {1: ("", ""), 2: ("", up)}, spare_column=3)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("limit", [1, 2, 20])
def test_group_limit(variant: str, limit: int) -> None:
    rules = REGISTRY.rules(variant, max_group_size=limit)
    assert rules.may_lift == (False, *(n <= limit for n in range(1, len(rules.cards) + 1)))
    king = Move(card(rules, "KS"), 0)
    assert king in legal_moves(rules, king_heading(rules, limit))
    too_many = king_heading(rules, limit + 1)
    assert king not in legal_moves(rules, too_many)
    refusal = check(rules, too_many, king)
    assert (refusal.code, refusal.limit, refusal.size) == (
        RefusalCode.GROUP_TOO_LARGE,
        limit,
        limit + 1,
    )
    assert refusal.message() == f"♠K heads {limit + 1} cards; at most {limit} move at once"
    assert check(REGISTRY.rules(variant), too_many, king) is None


@pytest.mark.parametrize("value", [0, -3, "2.5", "many", True, ""])
def test_bad_group_limits_are_refused(value: object) -> None:
    with pytest.raises(OptionError, match="max_group_size"):
        REGISTRY.rules("classic", max_group_size=value)


# --- what an empty column takes ----------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_empty_column_takes_a_king_by_default_and_any_card_as_an_option(variant: str) -> None:
    kings = REGISTRY.rules(variant, empty_column="king")
    anything = REGISTRY.rules(variant, empty_column="any")
    assert kings.heads_empty == REGISTRY.rules(variant).heads_empty
    assert kings.heads_empty == tuple(c.rank == 13 for c in kings.cards)
    assert all(anything.heads_empty)
    position = build(kings, {1: ("", ""), 2: ("", "QS JH")})
    queen = Move(card(kings, "QS"), 0)
    assert queen not in legal_moves(kings, position)
    refusal = check(kings, position, queen)
    assert refusal.code is RefusalCode.EMPTY_COLUMN
    assert refusal.message() == "an empty column takes only a K of any suit, not ♠Q"
    assert queen in legal_moves(anything, position)
    after, _ = apply(anything, position, queen)
    assert after.columns[0].up == cards(anything, "QS JH")


def test_unknown_options_and_values_are_refused() -> None:
    with pytest.raises(OptionError, match=r"unknown option\(s\) 'colour'"):
        REGISTRY.rules("alaska", colour="red")
    with pytest.raises(OptionError, match=r"empty_column: expected one of king, any, not 'queen'"):
        REGISTRY.rules("alaska", empty_column="queen")
    with pytest.raises(OptionError, match="foundation_returns: expected yes or no, not 'maybe'"):
        REGISTRY.rules("russian", foundation_returns="maybe")


# --- what "unless set" means is what the variants do ---------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_unset_options_mean_what_their_descriptions_say(variant: str) -> None:
    said = {"foundation_slots": "free", "empty_column": "king", "foundation_returns": "yes"}
    unset = {k: v for k, v in said.items() if REGISTRY.options(variant)[k] is None}
    assert tables(REGISTRY.rules(variant)) == tables(REGISTRY.rules(variant, **unset))
    for rule in REGISTRY.house_rules:
        if rule.name in said:
            for lang in ("en", "ru"):
                explicit = rule.describe(rule.convert(said[rule.name]), lang)
                assert rule.describe(None, lang) == explicit


# --- recorded where positions are saved; listed by the CLI --------------------------------

CHOSEN = [
    {},
    {"foundation_returns": "no"},
    {"foundation_returns": "yes"},
    {"foundation_slots": "suits"},
    {"foundation_slots": "free"},
    {"max_group_size": 20},
    {"max_group_size": "1"},
    {"empty_column": "any"},
    {"foundation_returns": "no", "foundation_slots": "suits", "max_group_size": 3},
]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("chosen", CHOSEN)
def test_options_round_trip_through_position_json(variant: str, chosen: dict) -> None:
    rules = REGISTRY.rules(variant, **chosen)
    data = json.loads(json.dumps(position_to_json(rules, deal(rules.layout, 7))))
    loaded, position = position_from_json(data)
    assert loaded is rules
    assert loaded.options == REGISTRY.options(variant, **chosen)
    assert position == deal(rules.layout, 7)


def test_russian_default_and_its_override_are_both_recorded(capsys) -> None:
    assert main(["deal", "russian", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["options"] == {"foundation_returns": False}
    assert main(["deal", "S", "3", "--json", "-o", "foundation_returns=yes"]) == 0
    assert json.loads(capsys.readouterr().out)["options"] == {"foundation_returns": True}


def test_variants_options_lists_every_rule_and_each_variant_default(capsys) -> None:
    assert main(["variants", "--options"]) == 0
    out = capsys.readouterr().out
    for rule in REGISTRY.house_rules:
        choices = rule.choices["en"].replace("`", "")
        assert f"  {rule.name} = {choices}: {rule.title['en']}" in out
        assert f"    unless set: {rule.describe(None, 'en')}" in out
    assert "    russian: no: Cards never come back from a foundation." in out
    assert main(["--lang", "ru", "variants", "--options"]) == 0
    assert "    russian: no: Карты из баз обратно не снимаются." in capsys.readouterr().out


# --- properties: a house rule removes (or adds) exactly the moves it names -----------------


def group_size(position: Position, move: Move) -> int:
    place = locate(position, move.card)
    return 1 if place.kind != "column" else len(position.columns[place.at].up) - place.depth


Keep = Callable[[Position, Move], bool]
NARROWING: dict[tuple[str, object], Keep] = {
    ("foundation_returns", "no"): lambda position, move: (
        locate(position, move.card).kind != "foundation"
    ),
    ("max_group_size", 1): lambda position, move: group_size(position, move) <= 1,
    ("max_group_size", 4): lambda position, move: group_size(position, move) <= 4,
}
BASELINE = {"foundation_returns": "yes", "max_group_size": None}


@given(st.sampled_from(VARIANTS), st.sampled_from(sorted(NARROWING, key=str)), st.data())
def test_a_narrowing_rule_removes_exactly_the_moves_it_forbids(
    variant: str, option: tuple[str, object], data: st.DataObject
) -> None:
    name, value = option
    narrow = REGISTRY.rules(variant, **{name: value})
    wide = REGISTRY.rules(variant, **{name: BASELINE[name]})
    position = data.draw(played_positions(narrow))
    expected = {m for m in legal_moves(wide, position) if NARROWING[option](position, m)}
    assert set(legal_moves(narrow, position)) == expected


@given(st.sampled_from(VARIANTS), st.data())
def test_any_card_on_an_empty_column_only_adds_moves_to_empty_columns(
    variant: str, data: st.DataObject
) -> None:
    anything = REGISTRY.rules(variant, empty_column="any")
    kings = REGISTRY.rules(variant, empty_column="king")
    position = data.draw(played_positions(anything))
    wide, narrow = set(legal_moves(anything, position)), set(legal_moves(kings, position))
    empty = {i for i, column in enumerate(position.columns) if not column.up}
    face_up = {c for column in position.columns for c in column.up}
    assert narrow <= wide
    assert all(move.to in empty for move in wide - narrow)
    assert {Move(c, t) for c in face_up for t in empty} <= wide


@given(st.sampled_from(VARIANTS), st.data())
def test_suit_bound_foundations_hold_their_suit_and_allow_the_same_moves(
    variant: str, data: st.DataObject
) -> None:
    suits = REGISTRY.rules(variant, foundation_slots="suits")
    free = REGISTRY.rules(variant, foundation_slots="free")
    position = data.draw(played_positions(suits, max_moves=150))
    for slot, pile in enumerate(position.foundations):
        assert all(suits.cards[c].suit == slot % 4 for c in pile)
    assert set(legal_moves(suits, position)) == set(legal_moves(free, position))
