from __future__ import annotations

import pytest

from yukon_core import YUKON_LAYOUT, Layout, LayoutError


def test_yukon_layout() -> None:
    assert [shape.size for shape in YUKON_LAYOUT.columns] == [1, 6, 7, 8, 9, 10, 11]
    assert YUKON_LAYOUT.face_down == 21
    assert YUKON_LAYOUT.face_up == 31
    assert YUKON_LAYOUT.foundations == 4
    assert YUKON_LAYOUT.card_count == 52


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"decks": 1, "columns": [(0, 51)], "foundations": 4}, "take 51 cards but 1 deck"),
        ({"decks": 1, "columns": [(52, 0)], "foundations": 4}, "at least one face-up"),
        ({"decks": 0, "columns": [(0, 1)], "foundations": 4}, "one to 4 decks, not 0"),
        ({"decks": 5, "columns": [(0, 1)], "foundations": 4}, "one to 4 decks, not 5"),
        ({"decks": 1, "columns": [(0, 52)], "foundations": 0}, "at least one foundation"),
        ({"decks": 1, "columns": [], "foundations": 4}, "at least one column"),
    ],
)
def test_invalid_layouts_are_refused(kwargs: dict, message: str) -> None:
    with pytest.raises(LayoutError, match=message):
        Layout(**kwargs)
