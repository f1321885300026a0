"""A broken plugin is fenced off and named (issue 25, items 1 and 2): installed beside the
built-ins, each broken third-party package is left out with its distribution, entry point and
reason, every other variant works, and the strict switch turns it into an error."""

from __future__ import annotations

import os
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from fake_plugins import BROKEN, broken_plugin, fake_distribution, variant_source

from yukon_core.registry import default_registry

AT_LOAD = {
    "fails-at-import": "ModuleNotFoundError: No module named 'no_such_dependency_xyz'",
    "letter-taken": "variant 'letter-taken' wants letter 'C', which 'classic' (from yukon)",
    "name-taken": "variant name 'classic' is taken by yukon",
    "registers-a-string": "register() expects a Variant, not 'classic'",
    "deals-53-cards": "LayoutError: the columns take 53 cards but 1 deck(s) hold 52",
    "raises-in-register": "RuntimeError while registering: the registration hook broke",
    "returns-its-variant": "its yukon_register_variants returned [Variant(name='returns-its-",
    "registers-nothing": "registers no variant and no house rule: does its "
    "yukon_register_variants hook call register(variant)?",
    "misspelled-empty-column": "yukon_may_head_empty_colum is not a yukon hook; did you mean "
    "yukon_may_head_empty_column?",
    "misspelled-build": "yukon_may_biuld is not a yukon hook; did you mean yukon_may_build?",
    "answers-maybe": "its rules do not compile: yukon_may_head_empty_column(card=",
}


def yukon(folder: Path, *argv: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(folder), **env}
    return subprocess.run(
        [sys.executable, "-m", "yukon_core.cli", *argv],
        capture_output=True, text=True, env=environment, timeout=120,
    )  # fmt: skip


@pytest.fixture(scope="module")
def every_broken_plugin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder holding every plugin of :data:`AT_LOAD`, as if all were installed, each with
    a letter no installed game takes, so that none is refused for another's letter."""
    taken = {variant.letter for variant in default_registry().variants}
    free = [letter for letter in string.ascii_uppercase if letter not in taken]
    assert len(AT_LOAD) <= len(free), "a letter of its own for each"
    folder = tmp_path_factory.mktemp("broken")
    for name, letter in zip(sorted(AT_LOAD), free, strict=False):
        broken_plugin(folder, name, letter)
    return folder


@pytest.fixture(scope="module")
def listing(every_broken_plugin: Path) -> tuple[set[str], list[str]]:
    """``yukon variants`` beside every broken plugin: the games listed, the lines not loaded."""
    listed = yukon(every_broken_plugin, "variants")
    assert listed.returncode == 0, listed.stderr
    table, _, broken = listed.stdout.partition("\nNot loaded:\n")
    return {line.split()[0] for line in table.splitlines()[1:]}, broken.splitlines()[1:]


@pytest.mark.parametrize("name", sorted(AT_LOAD))
def test_a_broken_plugin_is_left_out_and_named(
    listing: tuple[set[str], list[str]], name: str
) -> None:
    listed, problems = listing
    assert {"classic", "double", "moosehide"} <= listed
    assert len(problems) == len(AT_LOAD)  # no other plugin is refused
    assert name not in listed
    (problem,) = (line for line in problems if line.startswith(f"yukon-{name} "))
    assert f"{name} = yukon_{name.replace('-', '_')}" in problem
    assert AT_LOAD[name] in problem


def test_every_game_plays_beside_broken_plugins_and_strict_refuses_them(
    every_broken_plugin: Path,
) -> None:
    dealt = yukon(every_broken_plugin, "deal", "classic", "1")
    assert dealt.returncode == 0 and "YU1-C-AAAAAAB" in dealt.stdout
    played = subprocess.run(
        [sys.executable, "-c", "from yukon_core import new_game; print(new_game('classic', 1))"],
        capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(every_broken_plugin)},
    )  # fmt: skip
    assert played.returncode == 0 and played.stdout.startswith("Foundations:")
    first = min(set(AT_LOAD) - {"answers-maybe"})  # plugins load in their distributions' order
    for argv, env in (
        (("variants",), {"YUKON_STRICT_PLUGINS": "1"}),
        (("--strict-plugins", "deal", "classic", "1"), {}),
    ):
        strict = yukon(every_broken_plugin, *argv, **env)
        assert strict.returncode == 2 and "a plugin is broken (strict)" in strict.stderr
        assert f"yukon-{first}" in strict.stderr and AT_LOAD[first] in strict.stderr


def test_strict_refuses_a_plugin_whose_rules_do_not_compile(tmp_path: Path) -> None:
    """Its fault is found when its rules are compiled, after every plugin has loaded."""
    folder = broken_plugin(tmp_path, "answers-maybe")
    for argv, env in (
        (("variants",), {"YUKON_STRICT_PLUGINS": "1"}),
        (("--strict-plugins", "deal", "classic", "1"), {}),
    ):
        strict = yukon(folder, *argv, **env)
        assert strict.returncode == 2 and "a plugin is broken (strict)" in strict.stderr
        assert AT_LOAD["answers-maybe"].split(":")[0] in strict.stderr


@pytest.mark.parametrize("name", ["fails-at-import", "misspelled-build", "answers-maybe"])
def test_checking_or_playing_a_left_out_variant_says_why(tmp_path: Path, name: str) -> None:
    folder = broken_plugin(tmp_path, name)
    checked = yukon(folder, "check", name)
    if name == "answers-maybe":  # it loads; its rules fail the check's first step
        assert checked.returncode == 1
        assert "rules_compile" in checked.stdout and AT_LOAD[name][-40:] in checked.stdout
    else:
        assert checked.returncode == 2
        assert f"variant '{name}' was not loaded: yukon-{name}" in checked.stderr
    script = f"from yukon_core import new_game\nnew_game({name!r}, 1)"
    played = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True,
        env={**os.environ, "PYTHONPATH": str(folder)},
    )  # fmt: skip
    assert f"PluginError: variant '{name}' was not loaded" in played.stderr


@pytest.mark.parametrize("name", ["won-when-all-face-up", "won-when-aces-home"])
def test_a_lying_won_rule_fails_yukon_check(tmp_path: Path, name: str) -> None:
    folder = broken_plugin(tmp_path, name)
    # the ci profile draws the same lines every run (dev's random 25 could miss the lie)
    checked = yukon(folder, "check", name, "--invariant", "won_at_goal", "--profile", "ci")
    assert checked.returncode == 1
    assert "won_at_goal  FAILED" in checked.stdout
    assert "the variant's won rule claims a win with" in checked.stdout
    assert "replay: yukon play-moves --deal YU1-X-" in checked.stdout


@pytest.mark.parametrize(
    ("name", "pair", "rule_text"),
    [("builds-on-the-same-colour", "♠A on ♠2 is allowed", "one rank higher of its own colour"),
     ("builds-on-the-same-rank", "♠A on ♥A is allowed", "of the same rank of the other colour"),
     ("builds-on-a-lower-rank", "♠2 on ♥A is allowed", "one rank lower of the other colour")],
)  # fmt: skip
def test_a_build_rule_other_than_declared_fails_yukon_check(
    tmp_path: Path, name: str, pair: str, rule_text: str
) -> None:
    """Issue 45: the plugin says "other colour, one rank higher"; its hook does otherwise."""
    folder = broken_plugin(tmp_path, name)
    checked = yukon(folder, "check", name, "--invariant", "declared_build_rule")
    assert checked.returncode == 1 and "declared_build_rule  FAILED" in checked.stdout
    assert "declared 'A card goes on a card one rank higher of the other colour.'" in checked.stdout
    assert pair in checked.stdout
    rules = yukon(folder, "rules", name).stdout  # the page says what the hooks do
    assert f"A card goes on a card {rule_text}." in rules and "higher of the other" not in rules


def test_collisions_are_settled_by_distribution_name_whatever_the_path_order(tmp_path) -> None:
    first = fake_distribution(
        tmp_path / "a",
        "yukon-aardvark",
        "yukon_aardvark",
        variant_source("aardvark", "Q"),
        "aardvark",
    )
    second = fake_distribution(
        tmp_path / "z", "yukon-zebra", "yukon_zebra", variant_source("zebra", "Q"), "zebra"
    )
    for order in ([first, second], [second, first]):
        listed = yukon(Path(os.pathsep.join(map(str, order))), "variants")
        assert re.search(r"\naardvark +Q ", listed.stdout)
        refused = r"yukon-zebra +zebra = yukon_zebra +variant 'zebra' wants letter 'Q', which "
        assert re.search(refused + r"'aardvark' \(from yukon-aardvark\) already has", listed.stdout)


def test_every_broken_plugin_in_the_catalogue_is_tested() -> None:
    lying = {"won-when-all-face-up", "won-when-aces-home", "builds-on-the-same-colour",
             "builds-on-the-same-rank", "builds-on-a-lower-rank"}  # fmt: skip
    assert set(BROKEN) == set(AT_LOAD) | lying
