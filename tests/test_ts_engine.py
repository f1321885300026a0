"""The TypeScript engine (issue 48, items 2 and 3): built by ``npx tsc -p engine-ts`` (``.ci/run``
does it), its own tests pass under Node's test runner, its seeded random walks agree with this
engine's move for move and position for position on every installed game, the protocol's
conformance suite passes against it over stdio, and its plain solver agrees where it decides.

Without Node or the built engine the tests are skipped here, and fail in CI."""

from __future__ import annotations

import json
import os
import random
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from ts_walks import ROOT, first_difference, node, ts_walk, walk

from yukon_core import Verdict, deal, default_registry, new_game, solve
from yukon_core.protocol.lines import run
from yukon_core.protocol.session import ProtocolSession
from yukon_core.rules_export import export_rules

REGISTRY = default_registry()
NAMES = [variant.name for variant in REGISTRY.variants]

if node() is None:
    reason = "Node or the built TypeScript engine is missing (npm ci && npx tsc -p engine-ts)"
    if os.environ.get("CI"):
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason, allow_module_level=True)


@pytest.fixture(scope="module")
def exports(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("exports")
    for name in NAMES:
        document = export_rules(REGISTRY.rules(name))
        (folder / f"{name}.json").write_text(json.dumps(document), encoding="utf-8")
    return folder


def test_the_engines_own_tests_pass(exports: Path) -> None:
    done = subprocess.run(
        [node(), "--test", str(ROOT / "engine-ts" / "dist" / "test")],
        capture_output=True, text=True, env={**os.environ, "YUKON_EXPORTS": str(exports)},
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout and "# skipped 0" in done.stdout


@pytest.mark.parametrize("name", NAMES)
def test_seeded_walks_agree_with_this_engine(name: str, exports: Path) -> None:
    rules = REGISTRY.rules(name)
    mine = list(walk(rules, first=1, walks=3, steps=150, seed=17))
    assert first_difference(mine, ts_walk(exports / f"{name}.json", 1, 3, 150, 17)) is None
    assert len(mine) > 30


def _engine(exports: Path) -> list[str]:
    return [node(), str(ROOT / "engine-ts" / "dist" / "src" / "stdio.js"), str(exports)]


def test_the_protocol_conformance_suite_passes_against_it(exports: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
         "--pyargs", "yukon_core.testing.conformance"],
        capture_output=True, text=True, cwd=exports,
        env={**os.environ, "YUKON_ENGINE": shlex.join(_engine(exports))},
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:]
    assert "13 passed" in done.stdout


def test_its_solver_agrees_with_this_one_where_it_decides(exports: Path) -> None:
    requests = [{"variant": "russian-spider", "deal": n, "seconds": 30} for n in range(1, 14)]
    requests.append({"variant": "abacus", "deal": 1, "seconds": 30})
    lines = "".join(
        json.dumps({"jsonrpc": "2.0", "id": at, "method": "solve", "params": params}) + "\n"
        for at, params in enumerate(requests)
    )
    done = subprocess.run(_engine(exports), input=lines, capture_output=True, text=True, check=True)
    answers = {line["id"]: line["result"] for line in map(json.loads, done.stdout.splitlines())}
    for at, params in enumerate(requests):
        rules = REGISTRY.rules(params["variant"])
        verdict = answers[at]["verdict"]
        if verdict == "won":
            game = new_game(params["variant"], params["deal"])
            for move in answers[at]["moves"]:
                game.play(move)
            assert game.is_won
        else:
            assert verdict == "lost"
            assert solve(rules, deal(rules.layout, params["deal"])).verdict is Verdict.LOST


def test_the_page_ships_the_engine_as_compiled_from_its_sources(tmp_path: Path) -> None:
    """``yukon_core/web/engine/`` is ``npx tsc -p engine-ts/tsconfig.web.json``'s output, kept
    in the package so that ``yukon site`` needs no Node; after changing engine-ts, build it."""
    tsc = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
    config = ROOT / "engine-ts" / "tsconfig.web.json"
    subprocess.run([node(), str(tsc), "-p", str(config), "--outDir", str(tmp_path)], check=True)
    shipped = ROOT / "yukon_core" / "web" / "engine"
    built = {path.name: path.read_text() for path in tmp_path.glob("*.js")}
    assert built == {path.name: path.read_text() for path in shipped.glob("*.js")}


class _Both:
    """The same requests to this engine's protocol session and to the TypeScript engine's."""

    def __init__(self, exports: Path) -> None:
        self.python = ProtocolSession(registry=REGISTRY)
        self.node = subprocess.Popen(
            _engine(exports), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.calls = 0

    def call(self, method: str, **params: object) -> tuple[dict, dict]:
        self.calls += 1
        line = json.dumps({"jsonrpc": "2.0", "id": self.calls, "method": method, "params": params})
        assert self.node.stdin is not None and self.node.stdout is not None
        self.node.stdin.write(line + "\n")
        self.node.stdin.flush()
        theirs = json.loads(self.node.stdout.readline())
        return _comparable(run(self.python, line)), _comparable(theirs)

    def close(self) -> None:
        assert self.node.stdin is not None
        self.node.stdin.close()
        self.node.wait(timeout=10)


def _comparable(answer: dict) -> dict:
    """An answer without what each engine may say its own way: the clock, and error words."""
    result = answer.get("result")
    if isinstance(result, dict) and "state" in result:
        result["state"].pop("seconds")
    if "error" in answer:
        answer["error"].pop("message")
        answer["error"].get("data", {}).pop("fields", None)
    return answer


@pytest.mark.parametrize("name", ["classic", "wave", "australian", "yukon-cells", "kiev"])
def test_both_engines_answer_the_protocol_alike(name: str, exports: Path) -> None:
    both = _Both(exports)
    try:
        opened, theirs = both.call("new_game", variant=name, deal=3)
        assert opened == theirs
        game = opened["result"]["game"]
        chooser = random.Random(name)
        for step in range(120):
            mine, theirs = both.call("legal_moves", game=game)
            assert mine == theirs
            moves = mine["result"]["moves"]
            if not moves:
                break
            mine, theirs = both.call("play", game=game, move=chooser.choice(moves))
            assert mine == theirs, step
            mine, theirs = both.call("send_safe_home", game=game)
            assert mine == theirs, step
            if step % 7 == 3:
                for action in ("undo", "redo", "undo"):
                    mine, theirs = both.call(action, game=game)
                    assert mine == theirs, (step, action)
            faces = [card for column in mine["result"]["state"]["columns"] for card in column["up"]]
            if not faces:
                continue
            card = chooser.choice(faces)
            for method in ("destinations", "tap"):
                mine, theirs = both.call(method, game=game, card=card)
                assert mine == theirs, (step, method, card)
    finally:
        both.close()


def test_it_refuses_rules_it_was_not_exported_with_and_bad_params_change_nothing(
    exports: Path,
) -> None:
    requests = [
        ("new_game", {"variant": "classic", "deal": 1, "options": {"empty_column": "any"}}),
        ("new_game", {"variant": "hawaiian", "deal": 1, "options": {"empty_column": "any"}}),
        ("tap", {"game": "g1", "card": "QH/1", "extra": 1}),
        ("undo", {"game": "g1", "extra": 1}),
        ("state", {"game": "g1"}),
    ]
    lines = "".join(
        json.dumps({"jsonrpc": "2.0", "id": at, "method": method, "params": params}) + "\n"
        for at, (method, params) in enumerate(requests)
    )
    done = subprocess.run(_engine(exports), input=lines, capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0]["error"]["data"] == {"param": "options"}
    assert "empty_column=any" in answers[0]["error"]["message"]
    opened = answers[1]["result"]["state"]
    assert [answer["error"]["data"] for answer in answers[2:4]] == [{"param": "extra"}] * 2
    assert answers[4]["result"]["state"] == {
        **opened,
        "seconds": answers[4]["result"]["state"]["seconds"],
    }
