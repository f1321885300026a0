from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import MAX_DEAL, YUKON_LAYOUT, GameCode, GameCodeError, deal
from yukon_core.deals import shuffled_deck, splitmix64


def test_splitmix64_matches_the_reference_stream() -> None:
    stream = splitmix64(0)
    assert [next(stream) for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_shuffle_is_pinned() -> None:
    assert shuffled_deck(1, 52)[:10] == [19, 8, 16, 33, 20, 43, 23, 18, 47, 10]


@given(st.integers(0, MAX_DEAL))
def test_deal_has_the_declared_shape_and_every_card_once(number: int) -> None:
    position = deal(YUKON_LAYOUT, number)
    shapes = [(len(c.down), len(c.up)) for c in position.columns]
    assert shapes == [(s.face_down, s.face_up) for s in YUKON_LAYOUT.columns]
    dealt = [card for c in position.columns for card in (*c.down, *c.up)]
    assert sorted(dealt) == list(range(52))
    assert position.foundations == ((), (), (), ())
    assert deal(YUKON_LAYOUT, number) == position


def test_different_numbers_give_different_deals() -> None:
    assert len({deal(YUKON_LAYOUT, n) for n in range(50)}) == 50


@pytest.mark.parametrize("number", [-1, MAX_DEAL + 1])
def test_deal_number_out_of_range(number: int) -> None:
    with pytest.raises(ValueError, match="deal number"):
        deal(YUKON_LAYOUT, number)


def test_code_examples() -> None:
    assert str(GameCode("C", 1)) == "YU1-C-AAAAAAB"
    assert str(GameCode("R", 26)) == "YU1-R-AAAAABA"
    assert str(GameCode("C", MAX_DEAL)) == "YU1-C-ZZZZZZZ"
    assert GameCode.parse(" yu1-c-aaaaaab ") == GameCode("C", 1)


@given(st.sampled_from("CRSADM"), st.integers(0, MAX_DEAL))
def test_codes_round_trip(letter: str, number: int) -> None:
    code = GameCode(letter, number)
    assert GameCode.parse(str(code)) == code


@pytest.mark.parametrize(
    "text", ["", "YU1-C-AAAAAB", "YU2-C-AAAAAAB", "YU1-CC-AAAAAAB", "YU1-C-AAAAAA1", "YU1C AAAAAAB"]
)
def test_malformed_codes_are_refused_clearly(text: str) -> None:
    with pytest.raises(GameCodeError, match="is not a game code"):
        GameCode.parse(text)
