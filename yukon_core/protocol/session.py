"""One protocol session: the games it holds, each under an id, and the methods that reach them.

Every method is a thin layer over the public session API (``yukon_core.game``); this module adds
only ids, params and JSON views. :meth:`ProtocolSession.handle` answers one request; a runner
(``stdio.py``, the web server) reads the messages and writes the answers, and runs the methods
of :data:`BACKGROUND` (``solve``) beside the others, where ``cancel`` can stop them.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from collections.abc import Callable, Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import attrs

from ..bounded import excerpt
from ..codes import GameCode, GameCodeError
from ..deals import deal
from ..errors import GameError
from ..game import (
    Game,
    PlayerError,
    RecordsStore,
    game_from_json,
    game_to_json,
    new_game,
    records_outlook,
)
from ..game.deals import deal_number
from ..game.placement import TapPolicy
from ..messages import LANGUAGES
from ..moves import move_text
from ..position import Position
from ..refusals import IllegalMoveError, Refusal
from ..registry import OptionError, Registry, UnknownVariantError, default_registry
from ..rules import PluginError, RuleTable
from ..rules_export import ExportError, export_rules
from ..rules_html import rules_html
from ..rules_text import rules_text
from ..solver import Budget, SolveResult, solve
from .errors import (
    CANCELLED,
    GAME_ERROR,
    INVALID_PARAMS,
    METHOD_NOT_FOUND,
    MOVE_REFUSED,
    NO_SUCH_GAME,
    ProtocolError,
    without_paths,
)
from .params import Params
from .quota import ENGINE_LIMITS, Quota
from .views import (
    event_view,
    for_people,
    hint_view,
    house_rule_view,
    record_view,
    state_view,
    summary_view,
    variant_view,
)

__all__ = ["BACKGROUND", "METHODS", "PROTOCOL_VERSION", "ProtocolSession"]

PROTOCOL_VERSION = 1
MAX_SOLVE_SECONDS = 600.0
MAX_SOLVE_NODES = 50_000_000
BACKGROUND = frozenset({"solve"})
"""Methods a runner runs beside the others, so that ``cancel`` can reach them."""

Handler = Callable[["ProtocolSession", Params], dict[str, Any]]
Solver = Callable[[RuleTable, Position, Budget, Callable[[], bool]], SolveResult]
"""What runs a ``solve`` request: :func:`~yukon_core.solver.solve`'s signature."""


class ProtocolSession:
    """The games of one connection (or one ``yukon engine`` process) and the protocol's
    methods over them. ``records`` is the records file that ``finish`` writes to (``None``:
    keep no records); ``quota`` bounds what the session holds (by default
    :data:`~yukon_core.protocol.quota.ENGINE_LIMITS`); ``solver`` runs ``solve`` requests (a
    server runs them apart: :func:`~yukon_core.solver.apart.solve_apart`)."""

    def __init__(
        self,
        registry: Registry | None = None,
        records: Path | None = None,
        quota: Quota | None = None,
        solver: Solver = solve,
    ) -> None:
        self.registry = registry or default_registry()
        self.records = records
        self.quota = quota or Quota(ENGINE_LIMITS)
        self.solver = solver
        self.lang = "en"
        self._games: dict[str, Game] = {}
        self._charged: dict[str, int] = {}
        """Steps each open game is charged to the quota."""
        self._ids = itertools.count(1)
        self._stops: dict[str, threading.Event] = {}
        self._gone = False
        """:meth:`cancel_all` was called: a background request that comes late stops too."""
        self._lock = threading.Lock()

    # --- the frame ---------------------------------------------------------------------------

    def call(self, method: str, params: dict[str, Any], request_id: object = None) -> Any:
        """The result of ``method``, or a :class:`ProtocolError`; the engine's own errors become
        ``MOVE_REFUSED`` and ``GAME_ERROR``. A method of :data:`BACKGROUND` may be stopped by
        :meth:`cancel` with ``request_id``."""
        handler = METHODS.get(method)
        if handler is None:
            raise ProtocolError(
                METHOD_NOT_FOUND, f"no method {method!r}", {"methods": sorted(METHODS)}
            )
        reader = Params(method, params)
        key = repr(request_id)
        if method in BACKGROUND:
            self.quota.take(solves=1)
            with self._lock:
                self._stops[key] = reader.stop
                if self._gone:
                    reader.stop.set()
        try:
            return handler(self, reader)
        except IllegalMoveError as error:
            refusal = error.refusal
            raise ProtocolError(
                MOVE_REFUSED,
                for_people(refusal.message(self.lang, self._decks(reader))),
                {"refusal": refusal.code.value, "fields": _fields(refusal, self._decks(reader))},
            ) from error
        except UnknownVariantError as error:
            raise ProtocolError(
                INVALID_PARAMS, str(error).strip("'\""), {"param": "variant"}
            ) from error
        except OptionError as error:
            raise ProtocolError(INVALID_PARAMS, str(error), {"param": "options"}) from error
        except (GameError, PluginError) as error:
            said = error.message(self.lang) if isinstance(error, PlayerError) else str(error)
            said = for_people(said)
            raise ProtocolError(GAME_ERROR, said, {"type": type(error).__name__}) from error
        finally:
            if method in BACKGROUND:
                with self._lock:
                    self._stops.pop(key, None)
                self.quota.give(solves=1)

    def cancel(self, request_id: object) -> bool:
        """Stop the running request ``request_id``; ``False`` if none is running."""
        with self._lock:
            stop = self._stops.get(repr(request_id))
        if stop is None:
            return False
        stop.set()
        return True

    def cancel_all(self) -> None:
        """Stop every running request, and any that starts later (the connection that sent
        them is gone)."""
        with self._lock:
            self._gone = True
            stops = list(self._stops.values())
        for stop in stops:
            stop.set()

    def close_all(self) -> None:
        """Stop every running request and close every game (the client is gone)."""
        self.cancel_all()
        for game_id in list(self._games):
            self.forget(game_id)

    def _decks(self, reader: Params) -> int:
        game_id = reader.peek("game")
        game = self._games.get(game_id) if isinstance(game_id, str) else None
        return game.rules.decks if game is not None else 1

    def game(self, params: Params) -> tuple[str, Game]:
        game_id = params.word("game")
        game = self._games.get(game_id)
        if game is None:
            raise ProtocolError(NO_SUCH_GAME, f"no open game {game_id!r}", {"game": game_id})
        return game_id, game

    def open(self, game: Game) -> dict[str, Any]:
        weight = _weight(game)
        self.quota.take(games=1, steps=weight)
        game_id = f"g{next(self._ids)}"
        self._games[game_id] = game
        self._charged[game_id] = weight
        return {"game": game_id, "state": state_view(game, game_id)}

    def forget(self, game_id: str) -> None:
        del self._games[game_id]
        self.quota.give(games=1, steps=self._charged.pop(game_id))

    @contextlib.contextmanager
    def growing(self, game_id: str, game: Game) -> Iterator[None]:
        """Room for the step an action may add to ``game``'s history; afterwards the game is
        charged what it holds."""
        self.quota.take(steps=1)
        self._charged[game_id] += 1
        try:
            yield
        finally:
            weight = _weight(game)
            self.quota.give(steps=self._charged[game_id] - weight)
            self._charged[game_id] = weight

    def acted(self, game_id: str, game: Game, events: list[Any]) -> dict[str, Any]:
        return {
            "events": [event_view(game.rules, event) for event in events],
            "state": state_view(game, game_id),
        }


def _weight(game: Game) -> int:
    """The steps ``game``'s history holds, undone ones included."""
    return len(game.steps) + len(game.redo_steps)


def _fields(refusal: Refusal, decks: int) -> dict[str, Any]:
    """The refusal's fields that are set, cards as text."""
    fields: dict[str, Any] = {}
    for name, value in attrs.asdict(refusal, recurse=False).items():
        if name == "code" or value is None or value == ():
            continue
        if isinstance(value, tuple):
            fields[name] = [card.text(decks) for card in value]
        elif name in ("card", "target"):
            fields[name] = value.text(decks)
        elif name == "column":  # 0-based, as in events (the refusal's own is a player's 1-based)
            fields[name] = value - 1
        else:
            fields[name] = value
    return fields


# --- the methods ----------------------------------------------------------------------------

NO_PLACE = "no_place"
"""``why_not``'s refusal for a card that may move but that no place takes now (the message
says which cards it could go on, and where they are)."""


def _hello(session: ProtocolSession, params: Params) -> dict[str, Any]:
    lang = params.text("lang", required=False)
    params.done()
    if lang is not None:
        if lang not in LANGUAGES:
            raise ProtocolError(INVALID_PARAMS, f"no texts in {lang!r}", {"param": "lang"})
        session.lang = lang
    outlook = records_outlook(session.records) if session.records is not None else None
    return {
        "protocol": PROTOCOL_VERSION,
        "engine": metadata.version("yukon"),
        "languages": list(LANGUAGES),
        "lang": session.lang,
        "records_note": outlook and without_paths(outlook),
    }


def _variants(session: ProtocolSession, params: Params) -> dict[str, Any]:
    params.done()
    registry = session.registry
    return {
        "variants": [variant_view(v, registry.options(v)) for v in registry.variants],
        "house_rules": [house_rule_view(rule) for rule in registry.house_rules],
    }


def _new_game(session: ProtocolSession, params: Params) -> dict[str, Any]:
    code = params.text("code", required=False)
    variant = params.text("variant", required=code is None)
    deal = params.deal("deal")
    if code is not None:
        if deal is not None:
            raise ProtocolError(
                INVALID_PARAMS, "give a code, or a variant and a deal", {"param": "deal"}
            )
        variant, deal = _code_variant(session, code), code
    assert variant is not None
    number = _deal_number(session, variant, deal, "code" if code is not None else "deal")
    options = _options(session, variant, params)
    solvable = params.flag("solvable_only")
    tap_policy = params.choice("tap_policy", list(TapPolicy), TapPolicy.LONGEST)
    undo_limit = params.whole("undo_limit", required=False, low=1)
    params.done()
    game = new_game(
        variant, number, registry=session.registry, solvable_only=solvable,
        tap_policy=tap_policy, undo_limit=undo_limit, **options,
    )  # fmt: skip
    return session.open(game)


def _code_variant(session: ProtocolSession, code: str) -> str:
    """The name of the variant a ``code`` param is for."""
    try:
        return session.registry.variant(GameCode.parse(code).key).name
    except (GameCodeError, UnknownVariantError) as error:
        raise ProtocolError(INVALID_PARAMS, str(error).strip("'\""), {"param": "code"}) from error


def _deal_number(session: ProtocolSession, variant: str, deal: int | str | None, param: str) -> int:
    """The number of the deal a param names (a random one for ``None``)."""
    try:
        return deal_number(variant, deal, registry=session.registry)
    except GameCodeError as error:
        raise ProtocolError(INVALID_PARAMS, str(error), {"param": param}) from error


def _options(session: ProtocolSession, variant: str, params: Params) -> dict[str, Any]:
    """The ``options`` param: house rules that ``variant`` has."""
    options = params.options()
    known = session.registry.options(variant)
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ProtocolError(
            INVALID_PARAMS,
            f"{params.method}: {variant} has no option {excerpt(unknown[0], 60)} (it has "
            f"{', '.join(sorted(known))})",
            {"param": "options"},
        )
    return options


def _state(session: ProtocolSession, params: Params) -> dict[str, Any]:
    game_id, game = session.game(params)
    params.done()
    return {"state": state_view(game, game_id)}


def _on_clock(action: Callable[[Game], None]) -> Handler:
    """``pause`` or ``resume``: the game's clock, while the front end is hidden."""

    def handler(session: ProtocolSession, params: Params) -> dict[str, Any]:
        game_id, game = session.game(params)
        params.done()
        action(game)
        return {"state": state_view(game, game_id)}

    return handler


def _legal_moves(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    params.done()
    return {"moves": [game.move_text(move) for move in game.legal_moves()]}


def _action_on(param: str, action: Callable[[Game, str], list[Any]]) -> Handler:
    """A method that does ``action`` with the text param ``param`` (a move, a card)."""

    def handler(session: ProtocolSession, params: Params) -> dict[str, Any]:
        game_id, game = session.game(params)
        argument = params.word(param)
        params.done()
        with session.growing(game_id, game):
            events = action(game, argument)
        return session.acted(game_id, game, events)

    return handler


def _destinations(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    card = params.word("card")
    params.done()
    return {"moves": [game.move_text(move) for move in game.destinations(card)]}


def _why_not(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    card = params.word("card")
    params.done()
    why = game.why_not(card)
    if why is None:
        return {"message": None, "refusal": None}
    refusal = why.refusal.code.value if why.refusal is not None else NO_PLACE
    return {"message": for_people(why.message(session.lang)), "refusal": refusal}


def _hint(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    params.done()
    return {"hint": hint_view(game, game.hint(), session.lang)}


def _history_action(action: Callable[[Game], list[Any]], grows: bool = False) -> Handler:
    """A method that does ``action`` to a game; ``grows``: it may add a step to the history
    (undo and redo move steps between the line and the redo stack)."""

    def handler(session: ProtocolSession, params: Params) -> dict[str, Any]:
        game_id, game = session.game(params)
        params.done()
        if not grows:
            return session.acted(game_id, game, action(game))
        with session.growing(game_id, game):
            events = action(game)
        return session.acted(game_id, game, events)

    return handler


def _save(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    params.done()
    return {"save": game_to_json(game)}


def _load(session: ProtocolSession, params: Params) -> dict[str, Any]:
    data = params.mapping("save")
    params.done()
    if not data:
        raise ProtocolError(INVALID_PARAMS, "load: param 'save' is missing", {"param": "save"})
    return session.open(game_from_json(data, registry=session.registry))


def _is_winnable(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    params.done()
    return {"winnable": game.is_winnable()}


def _last_winnable_move(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    params.done()
    step = game.last_winnable_move()
    back = None if step is None else len(game.steps) - step
    return {"step": step, "undos": back}


def _solve(session: ProtocolSession, params: Params) -> dict[str, Any]:
    if params.has("game"):
        _, game = session.game(params)
        rules, position = game.rules, game.position
    else:
        variant = params.word("variant")
        number = _deal_number(session, variant, params.deal("deal"), "deal")
        rules = session.registry.rules(variant, **_options(session, variant, params))
        position = deal(rules.layout, number)
    seconds = params.number("seconds", 0, MAX_SOLVE_SECONDS) or 10.0
    nodes = params.whole("nodes", required=False, low=1, high=MAX_SOLVE_NODES)
    params.done()
    budget = Budget(nodes=nodes, seconds=seconds)
    result = session.solver(rules, position, budget, params.stop.is_set)
    if result.exhausted == "cancelled":
        raise ProtocolError(CANCELLED, "the solve was cancelled", None)
    return {
        "verdict": result.verdict.value,
        "moves": [move_text(rules, move) for move in result.moves],
        "nodes": result.nodes,
        "seconds": round(result.seconds, 3),
        "exhausted": result.exhausted,
    }


def _cancel(session: ProtocolSession, params: Params) -> dict[str, Any]:
    target = params.value("id")
    params.done()
    return {"cancelled": session.cancel(target)}


def _rules(session: ProtocolSession, params: Params) -> dict[str, Any]:
    variant = params.word("variant")
    options = _options(session, variant, params)
    shape = params.choice("format", ("markdown", "html"), "markdown")
    params.done()
    rules = session.registry.rules(variant, **options)
    text = rules_text(rules, session.lang, session.registry)
    return {"text": rules_html(text) if shape == "html" else text, "format": shape}


def _export(session: ProtocolSession, params: Params) -> dict[str, Any]:
    variant = params.word("variant")
    options = _options(session, variant, params)
    params.done()
    rules = session.registry.rules(variant, **options)
    try:
        return export_rules(rules, session.registry)
    except ExportError as error:
        raise ProtocolError(GAME_ERROR, str(error), {"type": "ExportError"}) from error


def _finish(session: ProtocolSession, params: Params) -> dict[str, Any]:
    _, game = session.game(params)
    params.done()
    if session.records is None:
        return {"summary": summary_view(game.end())}
    store = RecordsStore(session.records)
    try:
        return {"summary": summary_view(store.finish(game))}
    finally:
        store.close()


def _records(session: ProtocolSession, params: Params) -> dict[str, Any]:
    variant = params.text("variant", required=False)
    params.done()
    if session.records is None or not session.records.exists():
        return {"games": [], "records": []}
    name = session.registry.variant(variant).name if variant else None
    store = RecordsStore(session.records)
    try:
        return {
            "games": [record_view(record) for record in store.games(name)],
            "records": [record_view(record) for record in store.records(name)],
        }
    finally:
        store.close()


def _reset_records(session: ProtocolSession, params: Params) -> dict[str, Any]:
    variant = params.text("variant", required=False)
    params.done()
    name = session.registry.variant(variant).name if variant else None
    if session.records is not None and session.records.exists():
        with RecordsStore(session.records) as store:
            store.reset(name)
    return {"reset": name}


def _close(session: ProtocolSession, params: Params) -> dict[str, Any]:
    game_id, _ = session.game(params)
    params.done()
    session.forget(game_id)
    return {"closed": game_id}


METHODS: dict[str, Handler] = {
    "hello": _hello,
    "variants": _variants,
    "new_game": _new_game,
    "state": _state,
    "pause": _on_clock(Game.pause),
    "resume": _on_clock(Game.resume),
    "legal_moves": _legal_moves,
    "play": _action_on("move", Game.play),
    "tap": _action_on("card", Game.tap),
    "destinations": _destinations,
    "why_not": _why_not,
    "hint": _hint,
    "undo": _history_action(Game.undo),
    "redo": _history_action(Game.redo),
    "collect": _history_action(Game.collect, grows=True),
    "send_safe_home": _history_action(Game.send_safe_home, grows=True),
    "save": _save,
    "load": _load,
    "is_winnable": _is_winnable,
    "last_winnable_move": _last_winnable_move,
    "solve": _solve,
    "cancel": _cancel,
    "rules": _rules,
    "export": _export,
    "finish": _finish,
    "records": _records,
    "reset_records": _reset_records,
    "close": _close,
}
"""Every method of the protocol (``docs/protocol.md``)."""
