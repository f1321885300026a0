"""Saved games: versioned JSON, written atomically, signed, checked and replayed when read.

A save holds what it takes to rebuild the game exactly, not the position itself::

    {"format": "yukon-save", "version": 3,
     "game_id": "<32 hex digits>", "ended": false,
     "variant": "classic", "options": {}, "deal": 1, "code": "YU1-C-AAAAAAB",
     "settings": {"undo_limit": null, "undo_counting": "keep", "tap_policy": "longest"},
     "steps": ["10S>2", "collect"], "redo": [], "undo_floor": 0,
     "counters": {"moves": 2, "undos": 0, "redos": 0, "hints": 1},
     "score": 525, "seconds": 312.5, "last_tap": null,
     "checksum": "<sha256 of the rest>", "signature": "<HMAC-SHA256 of the rest, or null>"}

``steps`` are the steps from the deal to the current position (a move's text, ``collect``,
or ``home`` for automatic moves home), ``redo`` the undone steps, the next to redo first.
Loading replays every step through the engine and checks the score, the counters and the
checksum against it, so a damaged file is refused with a message saying what is wrong;
reading never writes. The checksum catches damage, not intent: anyone can recompute it. The
signature (``signing.py``) tells this player's own saves from all others, which load as
unverified (``Game.verified``) and set no record. Version 1 saves (a checksum, no
signature) load as unverified.

``game_id`` is the game's identity (``Game.id``), by which a records store counts it once
however often it is loaded and finished; ``ended`` says it has ended (``Game.end``) and takes
no more actions. Versions 1 and 2 have neither: such a save's game has not ended, and its id
comes from the save's checksum, so loading the same file twice is loading one game.

A save is read within :data:`~yukon_core.bounded.SAVE_BYTES` and holds at most
:data:`MAX_STEPS` steps and steps to redo together.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import time
from pathlib import Path
from typing import Any

from ..bounded import SAVE_BYTES, InputError, excerpt, load_json, read_bytes
from ..cards import CardParseError
from ..codes import GameCodeError
from ..moves import MoveParseError, resolve_card
from ..refusals import IllegalMoveError
from ..registry import Registry, UnknownVariantError, default_registry
from ..rules import RuleTable
from . import signing
from .atomic import write_atomic
from .clock import TimeSource
from .errors import GameError, SaveError
from .events import GameEvent
from .hints import HintProvider, solver_or_heuristic_hint
from .history import Counters, Step, StepKind, UndoCounting
from .session import Game, GameSettings, Listener

__all__ = [
    "FORMAT",
    "MAX_STEPS",
    "VERSION",
    "autosave",
    "checksum",
    "game_from_json",
    "game_to_json",
    "load_game",
    "save_game",
]

FORMAT = "yukon-save"
"""The ``format`` field of every save."""
VERSION = 3
"""The save layout this yukon writes; it reads this one and versions 1 and 2."""
READ = (1, 2, VERSION)
SIGNED = (2, VERSION)
"""The versions that carry a signature."""
MAX_STEPS = 50_000
"""The most steps and steps to redo one save holds (a long game takes a few hundred)."""
STEP_WORDS = {StepKind.COLLECT: "collect", StepKind.HOME: "home"}
"""How a step that is not one move is written: a collect-all, automatic moves home."""
_COUNTERS = ("moves", "undos", "redos", "hints")
_SEALS = ("checksum", "signature")


def game_to_json(game: Game, *, sign: bool = True) -> dict[str, Any]:
    """The save of ``game`` as a JSON-ready dict, checksum and signature included. The
    signature is ``None`` without ``sign`` (nothing is written then: signing creates the
    player's key at its first use), where no key can be kept, and for an unverified game."""
    settings = game.settings
    counters = game.counters
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game.id,
        "ended": game.ended,
        "variant": game.variant.name,
        "options": game.options,
        "deal": game.deal,
        "code": str(game.code),
        "settings": {
            "undo_limit": settings.undo_limit,
            "undo_counting": settings.undo_counting.value,
            "tap_policy": settings.tap_policy.value,
        },
        "steps": [_step_text(game, step) for step in game.steps],
        "redo": [_step_text(game, step) for step in game.redo_steps],
        "undo_floor": game.undo_floor,
        "counters": {
            "moves": counters.moves,
            "undos": counters.undos,
            "redos": counters.redos,
            "hints": counters.hints,
        },
        "score": game.score,
        "seconds": game.seconds,
        "last_tap": None if game.last_tap is None else game.rules.card_text(game.last_tap),
    }
    signature = signing.sign(_canonical(data)) if sign and game.verified else None
    return {**data, "checksum": checksum(data), "signature": signature}


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write ``game`` to ``path`` atomically: the old file stays whole until the new one is,
    and keeps its file mode. Raises :class:`SaveError` if it cannot be written."""
    if len(game.steps) + len(game.redo_steps) > MAX_STEPS:
        raise SaveError(f"a game of more than {MAX_STEPS:,} steps cannot be saved")
    text = json.dumps(game_to_json(game), ensure_ascii=False, indent=1) + "\n"
    try:
        write_atomic(Path(path), text.encode("utf-8"))
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise SaveError(f"cannot save to {excerpt(os.fspath(path), 300)}: {reason}") from error


def autosave(game: Game, path: str | os.PathLike[str]) -> Listener:
    """Save ``game`` to ``path`` now and after every change from now on.

    Returns the listener; remove it from ``game.listeners`` to stop.
    """

    def save(changed: Game, _events: list[GameEvent]) -> None:
        save_game(changed, path)

    save_game(game, path)
    game.listeners.append(save)
    return save


def load_game(
    path: str | os.PathLike[str],
    *,
    registry: Registry | None = None,
    clock: TimeSource = time.monotonic,
    hint_provider: HintProvider = solver_or_heuristic_hint,
) -> Game:
    """The game saved in ``path``, replayed and checked; raises :class:`SaveError`."""
    name = excerpt(os.fspath(path), 300)
    try:
        data = load_json(read_bytes(path, SAVE_BYTES, name), name, max_values=2 * MAX_STEPS + 100)
    except InputError as error:
        raise SaveError(str(error)) from error
    try:
        return game_from_json(data, registry=registry, clock=clock, hint_provider=hint_provider)
    except SaveError as error:
        raise SaveError(f"{name}: {error}") from error


def game_from_json(
    data: Any,
    *,
    registry: Registry | None = None,
    clock: TimeSource = time.monotonic,
    hint_provider: HintProvider = solver_or_heuristic_hint,
) -> Game:
    """The game ``data`` (a parsed save) describes; raises :class:`SaveError`."""
    fields = _Fields(data)
    rules = _rules(fields, registry or default_registry())
    settings = _settings(fields)
    deal = _deal(fields, rules)
    steps, redo = fields.texts("steps"), fields.texts("redo")
    if len(steps) + len(redo) > MAX_STEPS:
        raise SaveError(f"a save holds at most {MAX_STEPS:,} steps and steps to redo")
    counters = _counters(fields, settings, len(steps), len(redo))
    floor = _floor(fields.count("undo_floor"), settings, len(steps), len(redo))
    seconds = fields.seconds()
    game = Game(rules, deal, settings=settings, clock=clock, hint_provider=hint_provider)
    _replay(game, steps, "step")
    _replay(game, redo, "redo step")
    for _ in redo:
        game.undo()
    if fields.count("score") != game.score:
        raise SaveError(
            f"the score {fields.count('score')} does not match the steps, which score {game.score}"
        )
    game._restore(
        counters,
        floor,
        seconds,
        _last_tap(game, fields),
        fields.verified,
        game_id=fields.game_id(),
        ended=fields.flag("ended"),
    )
    return game


def _rules(fields: _Fields, registry: Registry) -> RuleTable:
    options = fields.mapping("options")
    unset = [name for name, value in options.items() if value is None]
    if unset:
        raise SaveError(
            f'the field "options" must hold only set options, not null for {excerpt(unset, 60)}'
        )
    try:
        return registry.rules(fields.text("variant"), **options)
    except (UnknownVariantError, TypeError, ValueError) as error:  # OptionError is a ValueError
        raise SaveError(str(error)) from error


def _settings(fields: _Fields) -> GameSettings:
    try:
        return GameSettings(**fields.mapping("settings"))
    except (TypeError, ValueError) as error:
        raise SaveError(f'the field "settings": {str(error)[:120]}') from error


def _deal(fields: _Fields, rules: RuleTable) -> int:
    """The deal number, checked against its range and against the saved code."""
    deal, code = fields.count("deal"), fields.text("code")
    try:
        expected = rules.variant.code(deal)
    except GameCodeError as error:
        raise SaveError(f'the field "deal": {error}') from error
    if code != str(expected):
        raise SaveError(f"the code {excerpt(code)} is not deal {deal} of {rules.variant.name}")
    return deal


def _step_text(game: Game, step: Step) -> str:
    return STEP_WORDS.get(step.kind) or game.move_text(step.moves[0])


def _canonical(data: dict[str, Any]) -> bytes:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()


def checksum(data: dict[str, Any]) -> str:
    """The checksum of a save's fields (all but ``checksum`` and ``signature``): it catches
    damage, not intent."""
    return hashlib.sha256(_canonical(data)).hexdigest()


class _Fields:
    """The fields of a save, each read with its type checked."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError(f'not a saved game: expected a JSON object with "format": "{FORMAT}"')
        version = data.get("version")
        if type(version) is not int or version not in READ:
            raise SaveError(
                f"save version {excerpt(version)} is not one this yukon reads (1 to {VERSION})"
            )
        self.version = version
        sealed = {k: v for k, v in data.items() if k not in _SEALS[: 1 + (version in SIGNED)]}
        try:
            expected = checksum(sealed)
        except (TypeError, ValueError, RecursionError) as error:
            raise SaveError(f"not a saved game: it holds what JSON cannot ({error})") from error
        if data.get("checksum") != expected:
            raise SaveError("the checksum does not match the contents: the file was changed")
        self.verified = version in SIGNED and signing.verify(
            _canonical(sealed), data.get("signature")
        )
        self._data = data
        self._checksum = expected

    def _get(self, name: str, kind: type | tuple[type, ...], what: str) -> Any:
        if name not in self._data:
            raise SaveError(f'the field "{name}" is missing')
        value = self._data[name]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError(f'the field "{name}" must be {what}, not {excerpt(value)}')
        return value

    def text(self, name: str) -> str:
        return self._get(name, str, "text")

    def mapping(self, name: str) -> dict[str, Any]:
        return self._get(name, dict, "an object")

    def count(self, name: str) -> int:
        if name not in self._data:
            raise SaveError(f'the field "{name}" is missing')
        return _whole(name, self._data[name])

    def texts(self, name: str) -> list[str]:
        value = self._get(name, list, "a list of texts")
        if not all(isinstance(item, str) for item in value):
            raise SaveError(f'the field "{name}" must be a list of texts')
        return value

    def seconds(self) -> float:
        value = self._get("seconds", (int, float), "a number of seconds")
        try:
            seconds = float(value)
        except OverflowError:
            seconds = math.inf
        if not (math.isfinite(seconds) and seconds >= 0):
            raise SaveError(
                f'the field "seconds" must be a finite number from 0, not {excerpt(value)}'
            )
        return seconds

    def game_id(self) -> str:
        """The game's id; for a save older than ids, one its checksum gives."""
        if self.version < 3:
            return self._checksum[:32]
        value = self.text("game_id")
        if not 0 < len(value) <= 64 or not value.isascii() or not value.isalnum():
            raise SaveError(f'the field "game_id" must be 1 to 64 letters and digits, not '
                            f"{excerpt(value)}")  # fmt: skip
        return value

    def flag(self, name: str) -> bool:
        """A yes-or-no field of version 3 (``False`` in older saves)."""
        if self.version < 3:
            return False
        if name not in self._data:
            raise SaveError(f'the field "{name}" is missing')
        value = self._data[name]
        if not isinstance(value, bool):
            raise SaveError(f'the field "{name}" must be true or false, not {excerpt(value)}')
        return value

    def optional_text(self, name: str) -> str | None:
        value = self._data.get(name)
        if value is not None and not isinstance(value, str):
            raise SaveError(f'the field "{name}" must be text or null, not {excerpt(value)}')
        return value


def _whole(name: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise SaveError(f'the field "{name}" must be a whole number from 0, not {excerpt(value)}')
    return value


def _replay(game: Game, texts: list[str], label: str) -> None:
    for number, text in enumerate(texts, 1):
        try:
            if text == STEP_WORDS[StepKind.COLLECT]:
                game.collect()
            elif text == STEP_WORDS[StepKind.HOME]:
                if not game.send_safe_home():
                    raise SaveError(f"{label} {number} (home) sends no card home")
            else:
                game.play(text)
        except (IllegalMoveError, MoveParseError, GameError) as error:
            raise SaveError(
                f"{label} {number} ({excerpt(text)}) cannot be played: {error}"
            ) from error


def _counters(fields: _Fields, settings: GameSettings, steps: int, redo: int) -> Counters:
    values = fields.mapping("counters")
    unknown = sorted(set(values) - set(_COUNTERS))
    if unknown:
        raise SaveError(f'the field "counters" holds unknown counters {excerpt(unknown, 60)}')
    counters = Counters(**{name: _whole(name, values.get(name)) for name in _COUNTERS})
    made = steps + redo + (counters.undos if settings.undo_counting is UndoCounting.COUNT else 0)
    if counters.moves < made or counters.undos < redo or counters.redos > counters.moves:
        raise SaveError(
            f"the counters {excerpt(values, 80)} cannot come from {steps} steps with {redo} to redo"
        )
    return counters


def _floor(floor: int, settings: GameSettings, steps: int, redo: int) -> int:
    limit = settings.undo_limit
    if limit is not None and redo > limit:
        raise SaveError(f"{redo} steps to redo are more than the undo limit of {limit}")
    lowest = 0 if limit is None else max(0, steps + redo - limit)
    highest = 0 if limit is None else steps
    if not lowest <= floor <= highest:
        raise SaveError(f"the undo floor {floor} must be {lowest} to {highest} here")
    return floor


def _last_tap(game: Game, fields: _Fields) -> int | None:
    text = fields.optional_text("last_tap")
    if text is None:
        return None
    try:
        card = resolve_card(game.rules, game.position, text)
    except (CardParseError, GameError) as error:
        raise SaveError(f'the field "last_tap": {error}') from error
    line = game.steps
    if not line or line[-1].kind is not StepKind.MOVE or line[-1].moves[0].card != card:
        raise SaveError(
            f'the field "last_tap" names {excerpt(text)}, which the last step did not move'
        )
    return card
