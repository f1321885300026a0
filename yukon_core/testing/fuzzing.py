"""Fuzzing every reader of outside data: hostile inputs, and the one outcome allowed.

Each :class:`Reader` makes inputs from a :class:`random.Random` — valid ones mutated, look-alike
characters, control characters, huge numbers, deep nesting, wrong types, broken bytes — and
reads them. Reading must either accept the input or raise the reader's one documented error;
anything else is a bug. The same readers serve the hypothesis tests (``tests/test_fuzz.py``,
where hypothesis drives the random source) and ``benchmarks/fuzz.py`` (100,000 inputs each).
"""

from __future__ import annotations

import functools
import io
import json
import random
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ..cards import CardParseError, parse_card
from ..codes import GameCode, GameCodeError
from ..deals import deal
from ..game import RecordsError, RecordsStore, SaveError, game_to_json, load_game, new_game
from ..game import deal_number as read_deal_number
from ..game.journal import JournalEntry, journal_path, rejected_path
from ..game.save import checksum
from ..moves import MoveParseError, parse_move
from ..position_json import PositionError, load_position, position_to_json
from ..protocol import INTERNAL_ERROR, ProtocolSession, run
from ..registry import OptionError, UnknownVariantError, default_registry
from ..solver import Budget, SolveResult, Verdict

__all__ = ["READERS", "Reader", "Unexpected", "hostile_json", "hostile_text", "try_reader"]

LOOK_ALIKES = "\u212aſ²١٫Ｋ𝟗ｓК\u0130\u00a0\u200b\u2028\ufeff"
"""Characters that look like, or fold into, ASCII letters and digits, and invisible ones."""
CONTROLS = "\x00\x01\x1b\x7f\x85\r\t"
GRAMMAR = "AJQK23456789 10SHDCshdc♠♥♦♣ТВДК/>-Ff"
ALPHABET = GRAMMAR + LOOK_ALIKES + CONTROLS + "\"'[]{}:,\\é€\udcff"


def hostile_text(rng: random.Random, seeds: tuple[str, ...]) -> str:
    """A valid token mutated, or random characters near its grammar, sometimes very long."""
    roll = rng.random()
    if roll < 0.05:
        return rng.choice(ALPHABET) * rng.choice([300, 5000])
    text = list(rng.choice(seeds)) if roll < 0.7 else []
    for _ in range(rng.randint(0 if text else 1, 4)):
        place = rng.randint(0, len(text))
        action = rng.random()
        if action < 0.4 or not text:
            text.insert(place, rng.choice(ALPHABET))
        elif action < 0.7:
            del text[min(place, len(text) - 1)]
        else:
            text[min(place, len(text) - 1)] = rng.choice(ALPHABET)
    return "".join(text)


_ODD_VALUES: tuple[Any, ...] = (
    None, True, 0, -1, 1.5, 10**40, "", "x" * 200, [], {}, [[[[]]]], {"a": {"b": [1]}},
    26**7, "YU1-C-AAAAAAB", "9S>3", "collect", ["AS"] * 60,
)  # fmt: skip


_ODD_NAMES = (
    "self", "variant", "deal", "registry", "options", "tap_policy", "undo_limit", "clock",
    "solvable_only", "hint_provider", "__class__", "", "x" * 300, "é", "K", "id", "game",
)  # fmt: skip
"""Names that collide with the engine's own arguments and attributes, or break a grammar."""


def _mutate(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """``value`` with one node somewhere replaced by an odd value, or one name in an object
    renamed to an odd one."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        roll = rng.random()
        if roll < 0.15:
            return {k: v for k, v in value.items() if k != key}
        if roll < 0.3:
            name = rng.choice(_ODD_NAMES) if rng.random() < 0.7 else hostile_text(rng, (key,))
            return {(name if k == key else k): v for k, v in value.items()}
        return {**value, key: _mutate(rng, value[key], depth + 1)}
    if isinstance(value, list) and value and rng.random() < 0.7:
        index = rng.randrange(len(value))
        return [*value[:index], _mutate(rng, value[index], depth + 1), *value[index + 1 :]]
    return rng.choice(_ODD_VALUES)


def hostile_json(
    rng: random.Random, seed: Any, seal: Callable[[Any, random.Random], Any] | None = None
) -> bytes:
    """A valid document mutated in its structure, in its bytes, or both; ``seal`` (if given)
    makes a structurally mutated document consistent again, as a careful forger would."""
    roll = rng.random()
    if roll < 0.05:
        return rng.choice([b"[" * 50_000, b"9" * 5_000, b"\xff\xfe", b"", b"NaN", b"1e999"])
    document = _mutate(rng, seed) if roll < 0.75 else seed
    if seal is not None and isinstance(document, dict) and rng.random() < 0.7:
        document = seal(document, rng)
    text = json.dumps(document, ensure_ascii=rng.random() < 0.5)
    data = bytearray(text.encode("utf-8", "surrogatepass"))  # half characters stay broken
    if roll >= 0.55:
        for _ in range(rng.randint(1, 3)):
            if not data:
                break
            at = rng.randrange(len(data))
            kind = rng.random()
            if kind < 0.4:
                data[at] = rng.randrange(256)
            elif kind < 0.7:
                del data[at:]
            else:
                data[at:at] = rng.choice([b"[", b"{", b'"', b"\\", b"\xc3", b"\x00", b"]"])
    return bytes(data)


@attrs.frozen
class Reader:
    """A reader of outside data: ``make`` an input, ``read`` it; ``refusal`` is the one error
    type it may raise."""

    name: str
    make: Callable[[random.Random], Any]
    read: Callable[[Any], Any]
    refusal: type[Exception] | tuple[type[Exception], ...]


class Unexpected(AssertionError):
    """A reader raised something other than its documented error."""


def try_reader(reader: Reader, value: Any) -> bool:
    """Read ``value``: ``True`` if accepted, ``False`` if refused with the documented error;
    raises :class:`Unexpected` for anything else."""
    try:
        reader.read(value)
    except reader.refusal:
        return False
    except Exception as error:
        raise Unexpected(
            f"{reader.name} raised {type(error).__name__}: {error} on {value!r:.200}"
        ) from error
    return True


@functools.cache
def _classic_deal() -> tuple[Any, Any, dict[str, Any]]:
    rules = default_registry().rules("classic")
    position = deal(rules.layout, 1)
    return rules, position, position_to_json(rules, position)


@functools.cache
def _folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="yukon-fuzz-"))


@functools.cache
def _saved() -> dict[str, Any]:
    """A signed save (signing makes the player's key where there is none)."""
    game = new_game("classic", 1, clock=lambda: 0.0)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    game.undo()
    return game_to_json(game)


_SIGNATURES: tuple[Any, ...] = (
    "é",
    "\udcff",
    "0" * 64,
    "ａ" * 64,
    "",
    "x" * 100_000,
    7,
    [],
    {"a": 1},
    True,
)
"""Signatures a forger might write: any text (not ASCII, half a character, the right length
in other digits), and values that are not text."""


def _resealed(save: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``save`` with its checksum made to match again and a signature a forger chose."""
    sealed = {k: v for k, v in save.items() if k not in ("checksum", "signature")}
    choices = (
        lambda: save.get("signature"),
        lambda: None,
        lambda: rng.choice(_SIGNATURES),
        lambda: hostile_text(rng, (str(save.get("signature")),)),
    )
    signature = rng.choice(choices)()
    try:
        return {**sealed, "checksum": checksum(sealed), "signature": signature}
    except (TypeError, ValueError):
        return save


def _through_file(name: str, data: bytes) -> Path:
    path = _folder() / name
    path.write_bytes(data)
    return path


def _read_save(data: bytes) -> Any:
    return load_game(_through_file("save.json", data), clock=lambda: 0.0)


def _read_records(data: bytes) -> None:
    path = _through_file("records.sqlite3", data)
    with RecordsStore(path, timeout=0.05) as store:
        store.records()


def _read_journal_line(data: bytes) -> None:
    JournalEntry.parse(data)


def _journal_lines(rng: random.Random) -> bytes:
    """A journal: entries, some mutated, some glued to damage, some garbage between."""
    pieces = []
    for _ in range(rng.randint(1, 6)):
        roll = rng.random()
        if roll < 0.1:
            pieces.append(rng.randbytes(rng.choice([10, 5000])))
        else:
            entry = dict(_JOURNAL_ENTRY, id=str(rng.random()))
            pieces.append(hostile_json(rng, entry) if roll < 0.7 else json.dumps(entry).encode())
        pieces.append(b"\n" if rng.random() < 0.9 else b"")
    return b"".join(pieces)


def _read_journal(data: bytes) -> None:
    """A journal added to a records file: the store must open, empty it and read on."""
    records = _folder() / "journal-records.sqlite3"
    journal_path(records).write_bytes(data)
    with RecordsStore(records) as store:
        store.records()
    rejected_path(records).unlink(missing_ok=True)
    if journal_path(records).stat().st_size:
        raise AssertionError("the journal was not emptied")


def _read_options(pair: tuple[str, str]) -> None:
    default_registry().options("classic", **{pair[0]: pair[1]})


def _play_lines(data: bytes) -> int:
    """A game of ``yukon play`` fed ``data`` as its standard input: it must end with 0."""
    from ..cli.play import _lines, _Session  # the front end's own loop

    game = new_game("classic", 1, clock=lambda: 0.0)
    sink = io.StringIO()
    session = _Session(game, sink, "en", colour=False)
    session.run(_lines(io.BytesIO(data), sink, interactive=False))
    return 0


def _no_search(rules: Any, position: Any, budget: Budget, stop: Any) -> SolveResult:
    """A solver that gives up at once: the fuzzer reads ``solve``'s params, not the search."""
    return SolveResult(Verdict.UNKNOWN, exhausted="nodes")


@functools.cache
def _protocol_session() -> ProtocolSession:
    session = ProtocolSession(records=_folder() / "protocol-records.sqlite3", solver=_no_search)
    session.call("new_game", {"code": "YU1-C-AAAAAAB"})
    return session


def _protocol_message(data: bytes) -> None:
    """One message to a protocol session (``yukon engine``, ``yukon serve``): it must be
    answered with a result or an error of the caller's, never an internal error. A game it
    opens is closed again, and the session made anew if its first game was closed."""
    session = _protocol_session()
    response = run(session, data) or {}
    error = response.get("error") or {}
    if error.get("code") == INTERNAL_ERROR:
        raise AssertionError(f"the engine failed: {error.get('message')}")
    opened = (response.get("result") or {}).get("game")
    if isinstance(opened, str) and opened != "g1":
        session.call("close", {"game": opened})
    if "error" in (run(session, b'{"id": 0, "method": "state", "params": {"game": "g1"}}') or {}):
        _protocol_session.cache_clear()


_REQUESTS = (
    {"jsonrpc": "2.0", "id": 1, "method": "play", "params": {"game": "g1", "move": "10S>2"}},
    {
        "id": "x",
        "method": "new_game",
        "params": {"variant": "double", "deal": 7, "options": {"max_group_size": 5}},
    },
    {"id": 2, "method": "tap", "params": {"game": "g1", "card": "10S"}},
    {"id": 3, "method": "destinations", "params": {"game": "g1", "card": "AH"}},
    {"id": 4, "method": "rules", "params": {"variant": "kiev"}},
    {"id": 5, "method": "undo", "params": {"game": "g1"}},
    {"id": 6, "method": "cancel", "params": {"id": 1}},
    {"id": 7, "method": "rules",
     "params": {"variant": "classic", "options": {"max_group_size": 5}}},
    {"id": 8, "method": "solve",
     "params": {"variant": "russian", "deal": 3, "seconds": 1, "nodes": 10,
                "options": {"foundation_returns": "no"}}},
    {"id": 9, "method": "solve", "params": {"game": "g1", "seconds": 0.5}},
    {"id": 10, "method": "new_game",
     "params": {"code": "YU2-kiev-AAAAAAB", "tap_policy": "cycle", "undo_limit": 3}},
    {"id": 11, "method": "hello", "params": {"lang": "ru"}},
    {"id": 12, "method": "why_not", "params": {"game": "g1", "card": "KS"}},
    {"id": 13, "method": "records", "params": {"variant": "classic"}},
    {"id": 14, "method": "finish", "params": {"game": "g1"}},
    {"id": 15, "method": "new_game", "params": {"variant": "classic", "deal": 5}},
    {"id": 16, "method": "close", "params": {"game": "g2"}},
)  # fmt: skip
_JOURNAL_ENTRY = {"id": "x", "variant": "classic", "options": "{}", "deal": 1, "won": True,
                  "moves": 9, "seconds": 1.0}  # fmt: skip
_NAMES = ("classic", "relaxed", "C", "double", "D", "russian")
_OPTION_NAMES = ("max_group_size", "foundation_returns", "foundation_slots", "empty_column")
_OPTION_VALUES = ("20", "yes", "no", "suits", "free", "king", "any", "да", "1")
_COMMANDS = ("hint", "undo", "redo", "where AH", "tap 6S", "10S>2", "collect", "moves",
             "save", "load", "back", "board", "AH", "quit")  # fmt: skip

READERS: tuple[Reader, ...] = (
    Reader("card", lambda r: hostile_text(r, ("9S", "10♦", "QD/2", "В♦", "ah")),
           lambda text: parse_card(text, 2), CardParseError),
    Reader("move", lambda r: hostile_text(r, ("9S>3", "AH>F", "10♦-7", "KS>1")),
           lambda text: parse_move(_classic_deal()[0], text, _classic_deal()[1]), MoveParseError),
    Reader("game code", lambda r: hostile_text(r, ("YU1-C-AAAAAAB", "yu1-d-zzzzzzz")),
           GameCode.parse, GameCodeError),
    Reader("deal number", lambda r: hostile_text(r, ("1", "8031810175", "YU1-C-AAAAAAB")),
           lambda text: read_deal_number(default_registry().variant("classic"), text),
           GameCodeError),
    Reader("variant name", lambda r: hostile_text(r, _NAMES), default_registry().variant,
           UnknownVariantError),
    Reader("option", lambda r: (hostile_text(r, _OPTION_NAMES), hostile_text(r, _OPTION_VALUES)),
           _read_options, OptionError),
    Reader("position", lambda r: hostile_json(r, _classic_deal()[2]), load_position,
           PositionError),
    Reader("save", lambda r: hostile_json(r, _saved(), _resealed), _read_save, SaveError),
    Reader("records file", lambda r: r.randbytes(r.choice([0, 100, 4096, 8192])), _read_records,
           RecordsError),
    Reader("journal line", lambda r: hostile_json(r, _JOURNAL_ENTRY), _read_journal_line,
           ValueError),
    Reader("journal file", _journal_lines, _read_journal, ()),
    Reader("protocol message", lambda r: hostile_json(r, r.choice(_REQUESTS)),
           _protocol_message, ()),
    Reader("play command line",
           lambda r: "\n".join(hostile_text(r, _COMMANDS) for _ in range(8)).encode(
               "utf-8", "surrogateescape"), _play_lines, ()),
)  # fmt: skip
"""Every reader of outside data; the play loop must take any line without raising."""
