"""The ``yukon`` command for issue 2: variants, deal, moves, play-moves."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from builders import build

from yukon_core import default_registry, position_to_json
from yukon_core.cli import main

CLASSIC = default_registry().rules("classic")


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def example_file(tmp_path):
    position = build(
        CLASSIC, {3: ("KD", "9S 4D JC 2H 6S"), 5: ("", "10H"), 6: ("", "10C")}, spare_column=7
    )
    path = tmp_path / "example.json"
    path.write_text(json.dumps(position_to_json(CLASSIC, position)), encoding="utf-8")
    return path


def test_variants_lists_name_letter_title_decks_columns(capsys) -> None:
    status, out, _ = run(capsys, "variants")
    assert status == 0
    assert out.splitlines()[0].split() == ["NAME", "LETTER", "TITLE", "DECKS", "COLUMNS"]
    classic = next(line for line in out.splitlines() if line.startswith("classic"))
    assert classic.split() == ["classic", "C", "Classic", "Yukon", "1", "7"]


def test_deal_board_shows_code_and_cards(capsys) -> None:
    status, out, _ = run(capsys, "deal", "classic", "1")
    assert status == 0
    assert "YU1-C-AAAAAAB" in out
    lines = out.splitlines()
    assert lines[1].startswith("Foundations:")
    first_row = lines[4].split()
    assert first_row[0] == "♥7" and first_row[1:] == ["##"] * 6


def test_deal_json_by_code_matches_the_number(capsys) -> None:
    _, by_number, _ = run(capsys, "deal", "relaxed", "1", "--json")
    _, by_code, _ = run(capsys, "deal", "YU1-R-AAAAAAB", "--json")
    _, classic, _ = run(capsys, "deal", "C", "YU1-C-AAAAAAB", "--json")
    assert json.loads(by_number) == json.loads(by_code)
    assert json.loads(by_code)["columns"] == json.loads(classic)["columns"]
    assert json.loads(classic)["code"] == "YU1-C-AAAAAAB"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["deal", "YU1-C-AAAA"], "is not a game code"),
        (["deal", "classic", "YU1-R-AAAAAAB"], "is for relaxed, not classic"),
        (["deal", "nonesuch", "1"], "no variant 'nonesuch'"),
        (["deal", "classic", "1", "-o", "max_group_size=lots"], "max_group_size: a group limit"),
        (["moves", "--position", "/no/such/file.json"], "cannot read /no/such/file.json: No"),
    ],
)
def test_user_errors_exit_2_with_a_message(capsys, argv: list[str], message: str) -> None:
    status, _, err = run(capsys, *argv)
    assert status == 2
    assert err.startswith("yukon: error:") and message in err


def test_moves_of_a_position(capsys, example_file) -> None:
    status, out, _ = run(capsys, "moves", "--position", str(example_file))
    assert status == 0
    assert "9S>5" in out.split()
    assert "9S>6" not in out.split()
    _, out, _ = run(capsys, "moves", "--position", str(example_file), "--json")
    listed = json.loads(out)["moves"]
    assert {"move": "9S>5", "action": 8 * 8 + 5} in listed  # ♠9 is card 8; 8 destinations


def test_play_moves_applies_in_order(capsys, example_file) -> None:
    status, out, _ = run(capsys, "play-moves", "--position", str(example_file), "9S-5", "--json")
    assert status == 0
    result = json.loads(out)
    assert result["applied"] == 1
    assert result["position"]["columns"][4]["up"] == ["10H", "9S", "4D", "JC", "2H", "6S"]
    assert result["position"]["columns"][2] == {"down": [], "up": ["KD"]}


def test_play_moves_stops_at_a_refusal(capsys, example_file) -> None:
    status, out, err = run(capsys, "play-moves", "--position", str(example_file), "9S>6", "--json")
    assert status == 1
    assert json.loads(out)["refused"]["code"] == "wrong_colour"
    assert "move 1 (9S>6) refused: wrong_colour: ♠9 goes on a red 10" in err
    status, _, err = run(
        capsys, "--lang", "ru", "play-moves", "--position", str(example_file), "9S>6"
    )
    assert status == 1 and "♠9 кладут на красную 10" in err


def test_console_script_reads_stdin(example_file) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", "moves", "--position", "-"],
        input=example_file.read_text(encoding="utf-8"),
        capture_output=True,
        text=True,
        check=True,
    )
    assert "9S>5" in done.stdout.split()
