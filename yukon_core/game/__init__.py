"""The game session a front end holds: history, undo/redo, counters, score, clock, events,
placement help, hints, collect-all, saves and records. See ``docs/embedding.md``."""

from .clock import GameClock, TimeSource, duration_text
from .deals import DealLike, deal_number
from .errors import (
    CollectError,
    GameEndedError,
    GameError,
    NoPlaceError,
    PlayerError,
    RecordsError,
    SaveError,
    UndoError,
)
from .events import CardTurnedDown, GameEvent, NoMoveLeft, ScoreChanged
from .explain import Blocker, BlockKind, WhyNot
from .hints import Hint, HintProvider, HintReason, heuristic_hint, solver_or_heuristic_hint
from .history import Counters, Step, StepKind, UndoCounting
from .placement import TapPolicy
from .records import GameRecord, Record, RecordsStore, records_outlook
from .save import autosave, game_from_json, game_to_json, load_game, save_game
from .session import Game, GameSettings, Listener, new_game
from .summary import Summary

__all__ = [
    "BlockKind",
    "Blocker",
    "CardTurnedDown",
    "CollectError",
    "Counters",
    "DealLike",
    "Game",
    "GameClock",
    "GameEndedError",
    "GameError",
    "GameEvent",
    "GameRecord",
    "GameSettings",
    "Hint",
    "HintProvider",
    "HintReason",
    "Listener",
    "NoMoveLeft",
    "NoPlaceError",
    "PlayerError",
    "Record",
    "RecordsError",
    "RecordsStore",
    "SaveError",
    "ScoreChanged",
    "Step",
    "StepKind",
    "Summary",
    "TapPolicy",
    "TimeSource",
    "UndoCounting",
    "UndoError",
    "WhyNot",
    "autosave",
    "deal_number",
    "duration_text",
    "game_from_json",
    "game_to_json",
    "heuristic_hint",
    "load_game",
    "new_game",
    "records_outlook",
    "save_game",
    "solver_or_heuristic_hint",
]
