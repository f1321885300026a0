"""``yukon play`` (issue 4, item 9): a terminal game driven by scripted standard input."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from game_support import CLASSIC_DEAL_1

from yukon_core.cli import main
from yukon_core.game import (
    RecordsStore,
    TapPolicy,
    UndoCounting,
    game_to_json,
    load_game,
    new_game,
)
from yukon_core.game.save import checksum

DEMO = Path(__file__).resolve().parents[1] / "docs" / "demo-game.txt"


@pytest.fixture
def play(capsys, monkeypatch, tmp_path):
    """Run ``yukon ARGS...`` with ``script`` as standard input; records go to a temp file."""

    def run(script: str, *argv: str, lang: str = "en") -> tuple[int, str, str]:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(script.encode())))
        records = ["--records", str(tmp_path / "records.sqlite3")]
        status = main(["--lang", lang, "play", *argv, *records])
        out, err = capsys.readouterr()
        return status, out, err

    return run


def test_the_demo_game_is_won_and_recorded(play, tmp_path) -> None:
    status, out, _ = play(DEMO.read_text(encoding="utf-8"), "classic", "--deal", "YU1-C-AAAAAAB")
    assert status == 0
    assert "> hint\n  hint: 10S>2 — leads to a win" in out
    assert "> where AH\n  ♥A goes on a black 2: ♠2 is in the same column;" in out
    assert "> 8D>1\n  ! ♦8 goes on a black 9" in out
    assert "> collect\n  20 cards go home; score 625 (+200); all cards are home: won!" in out
    summary = out.split("\n\n")[-1].splitlines()
    assert summary[0] == "Won: YU1-C-AAAAAAB"
    assert summary[1].startswith("Moves 76 · Time ")
    assert summary[1].endswith(" · Undos 1 · Hints 1 · Score 625")
    _, again, _ = play(DEMO.read_text(encoding="utf-8"), "classic", "--deal", "1")
    assert again.splitlines()[-1] == "Best on this deal so far: 76 moves."
    shorter = "\n".join([*CLASSIC_DEAL_1[:74], "collect"])
    _, best, _ = play(shorter, "classic", "--deal", "1")
    assert best.splitlines()[-1] == "New record for this deal: 75 moves (before: 76)."
    with RecordsStore(tmp_path / "records.sqlite3") as store:
        (record,) = store.records()
    assert (record.played, record.won, record.lost, record.fewest_moves) == (3, 3, 0, 75)


def test_quitting_or_running_out_of_input_is_a_lost_game(play, tmp_path) -> None:
    _, out, _ = play("10S>2\nquit\n10S>2\n", "classic", "--deal", "1")
    assert out.count("> 10S>2") == 1  # nothing is read after quit
    assert "Not finished (counts as lost): YU1-C-AAAAAAB" in out
    play("10S>2\n", "classic", "--deal", "1")
    with RecordsStore(tmp_path / "records.sqlite3") as store:
        (record,) = store.records()
    assert (record.played, record.lost) == (2, 2)


def test_mistakes_are_explained_and_the_game_goes_on(play) -> None:
    script = "redo\ncollect\nbogus\n9S>9\ntap AH\n6S>4\nsave\nload /nonexistent/x.json\n6S>1\n"
    status, out, _ = play(script, "classic", "--deal", "1", "--no-records")
    assert status == 0
    errors = [line for line in out.splitlines() if line.startswith("  ! ")]
    assert errors == [
        "  ! nothing to redo",
        "  ! collect-all needs every card face up and every column in build order",
        "  ! 'bogus' is not a command, a move or a card; type help",
        "  ! cannot read move '9S>9': the target must be a column 1-7 or F (foundation)",
        "  ! ♥A goes on a black 2: ♠2 is in the same column; ♣2 is under 2 cards in column 7",
        "  ! ♠6 goes on a red 7",
        "  ! save needs a file name: save FILE",
        "  ! cannot read '/nonexistent/x.json': No such file or directory",
    ]
    assert "Moves 1 · " in out.split("\n\n")[-1]


def test_save_and_load_inside_a_game(play, tmp_path) -> None:
    path = tmp_path / "game.json"
    script = f"10S>2\n8S>6\nsave {path}\nundo\nundo\nload {path}\nquit\n"
    _, out, _ = play(script, "classic", "--deal", "1", "--no-records")
    assert f"  saved to {path}" in out and f"  loaded {path}: YU1-C-AAAAAAB" in out
    assert "Moves 2 · " in out.split("\n\n")[-1]  # the loaded game is the one summed up
    assert game_to_json(load_game(path))["steps"] == ["10S>2", "8S>6"]


def test_a_file_that_cannot_be_loaded_leaves_the_game_going(play, tmp_path) -> None:
    data = game_to_json(new_game("classic", 1))
    sealed = {k: v for k, v in data.items() if k not in ("checksum", "signature")}
    forged = sealed | {"deal": 26**7}
    out_of_range = tmp_path / "out-of-range.json"
    out_of_range.write_text(json.dumps({**forged, "checksum": checksum(forged)}), "utf-8")
    truncated = tmp_path / "truncated.json"
    truncated.write_text(json.dumps(data)[:40], "utf-8")
    script = f"10S>2\nload {out_of_range}\nload {truncated}\nload {tmp_path}\n8S>6\nundo\n"
    status, out, _ = play(script, "classic", "--deal", "1", "--no-records")
    assert status == 0
    errors = [line for line in out.splitlines() if line.startswith("  ! ")]
    assert errors[0] == (
        f"  ! '{out_of_range}': the field \"deal\": a deal number is 0 to 8031810175, "
        "not 8031810176"
    )
    assert errors[1].startswith(f"  ! '{truncated}' is not JSON")
    assert errors[2].startswith(f"  ! cannot read '{tmp_path}'")
    assert "> undo\n  ♦2 turns face down in column 7; ♠8: column 6 → column 7" in out
    assert "Moves 2 · " in out.split("\n\n")[-1]


def test_load_survives_whatever_reading_a_save_raises(play, monkeypatch) -> None:
    def broken_load(path: str) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr("yukon_core.cli.play.load_game", broken_load)
    status, out, _ = play("10S>2\nload x.json\n8S>6\n", "classic", "--deal", "1", "--no-records")
    assert status == 0
    assert "  ! cannot load x.json: RecursionError: maximum recursion depth exceeded" in out
    assert "Moves 2 · " in out.split("\n\n")[-1]


def test_a_saved_game_can_be_continued_with_load(play, tmp_path) -> None:
    path = tmp_path / "game.json"
    play(f"10S>2\nsave {path}\n", "classic", "--deal", "1", "--no-records")
    status, out, _ = play("undo\nquit\n", "--load", str(path), "--no-records")
    assert status == 0
    assert "♠10 with 4 cards on it: column 2 → column 7" in out


def test_settings_and_house_rules_reach_the_game(play, tmp_path) -> None:
    path = tmp_path / "game.json"
    script = f"10S>2\n6S>1\nundo\nsave {path}\n"
    _, out, _ = play(script, "classic", "--deal", "1", "--tap", "cycle", "--undo-counts",
                     "--undo-limit", "7", "-o", "max_group_size=3", "--no-records")  # fmt: skip
    assert "  ! ♠10 heads 5 cards; at most 3 move at once" in out
    assert "Moves 2 · " in out.split("\n\n")[-1]  # the undo counted as a move
    settings = load_game(path).settings
    assert (settings.tap_policy, settings.undo_counting, settings.undo_limit) == (
        TapPolicy.CYCLE, UndoCounting.COUNT, 7,
    )  # fmt: skip


def test_heuristic_hints_on_request(play) -> None:
    argv = ["C", "--deal", "1", "--no-records", "--heuristic-hints"]
    _, out, _ = play("hint\n", *argv, lang="ru")
    assert "  hint: 10S>2 — открывает закрытую карту в столбце 7" in out


def test_the_language_option_reaches_hints_and_explanations(play) -> None:
    _, out, _ = play("hint\nwhere AH\n", "C", "--deal", "1", "--no-records", lang="ru")
    assert "  hint: 10S>2 — ведёт к выигрышу" in out
    assert "  ♥A кладут на чёрную 2: ♠2 в том же столбце; ♣2 лежит под 2 картами в столбце 7" in out


def test_colour_always_paints_red_cards(play) -> None:
    _, out, _ = play("", "classic", "--deal", "1", "--colour", "always", "--no-records")
    assert "\x1b[31m♥7" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("nosuch",), "no variant 'nosuch'"),
        (("classic", "--deal", "YU1-R-AAAAAAB"), "game code YU1-R-AAAAAAB is for relaxed"),
        (("classic", "--undo-limit", "0"), "--undo-limit: must be 1 to"),
        (("classic", "--undo-limit", "١٢"), "--undo-limit: must be a whole number written in"),
        ((), "name a variant"),
        (("--load", "/nonexistent/save.json"), "cannot read '/nonexistent/save.json'"),
    ],
)
def test_bad_arguments_are_errors_before_the_game(play, argv, message) -> None:
    status, _, err = play("", *argv, "--no-records")
    assert status == 2 and message in err
