"""``yukon solve``: a deal, a code or a JSON position in; verdict, moves and effort out."""

from __future__ import annotations

import json

import pytest

from yukon_core import apply, deal, default_registry, parse_move, position_to_json
from yukon_core.cli import main

CLASSIC = default_registry().rules("classic")


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_prints_a_winning_line_that_plays(capsys) -> None:
    status, out, _ = run(capsys, "solve", "classic", "1")
    heading, verdict, line = out.splitlines()
    assert status == 0 and "YU1-C-AAAAAAB" in heading and verdict.startswith("won in ")
    position = deal(CLASSIC.layout, 1)
    for text in line.split():
        position, _ = apply(CLASSIC, position, parse_move(CLASSIC, text, position))
    assert CLASSIC.won(position)
    assert verdict.startswith(f"won in {len(line.split())} moves")


def test_solve_json_from_a_game_code(capsys) -> None:
    status, out, _ = run(capsys, "solve", "YU1-C-AAAAAAY", "--json")
    answer = json.loads(out)
    assert status == 0
    assert answer["code"] == "YU1-C-AAAAAAY" and answer["verdict"] == "lost"
    assert answer["moves"] == [] and answer["exhausted"] is None
    assert set(answer) == {"code", "verdict", "moves", "nodes", "states", "seconds", "exhausted"}


def test_solve_reads_a_position_file(capsys, tmp_path) -> None:
    path = tmp_path / "deal.json"
    rules = default_registry().rules("russian")
    path.write_text(json.dumps(position_to_json(rules, deal(rules.layout, 14))))
    status, out, _ = run(capsys, "solve", "--position", str(path), "--json")
    assert status == 0 and json.loads(out)["verdict"] == "won"


def test_solve_reports_an_exhausted_budget(capsys) -> None:
    status, out, _ = run(capsys, "solve", "classic", "5", "--nodes", "50")
    assert status == 0 and "unknown: the nodes budget ran out" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve"], "give a variant"),
        (["solve", "classic", "1", "--position", "-"], "--position takes its variant"),
        (["solve", "classic", "YU1-R-AAAAAAB"], "is for relaxed, not classic"),
    ],
)
def test_solve_refuses_bad_input(capsys, argv, message) -> None:
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err


def test_solve_checks_the_variant_of_a_position(capsys, tmp_path) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(position_to_json(CLASSIC, deal(CLASSIC.layout, 1))))
    status, _, err = run(capsys, "solve", "relaxed", "--position", str(path))
    assert status == 2 and "the position is classic, not relaxed" in err
