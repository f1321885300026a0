"""yukon_core: a rules engine for the Yukon family of patience games.

Variants are pluggy plugins found through the ``yukon.variants`` entry points; the core knows
none of them. See ``docs/architecture.md``.
"""

from .cards import CARDS_PER_DECK, Card, CardParseError, Colour, Suit, deck_cards, parse_card
from .codes import GameCode, GameCodeError
from .deals import MAX_DEAL, deal, random_deal_number
from .engine import apply, check, foundation_slot, is_stuck, is_won, legal_moves, locate
from .events import CardFromFoundation, CardsMoved, CardToFoundation, CardTurned, Event, Won
from .game import (
    CardTurnedDown,
    CollectError,
    Game,
    GameError,
    GameSettings,
    Hint,
    HintReason,
    NoMoveLeft,
    NoPlaceError,
    Record,
    RecordsError,
    RecordsStore,
    SaveError,
    ScoreChanged,
    Summary,
    TapPolicy,
    UndoCounting,
    UndoError,
    WhyNot,
    autosave,
    load_game,
    new_game,
    save_game,
)
from .hookspecs import hookimpl
from .layout import YUKON_LAYOUT, ColumnShape, Layout, LayoutError
from .messages import describe_cards, refusal_message
from .moves import (
    FOUNDATION,
    Move,
    MoveParseError,
    action_count,
    action_id,
    move_from_action,
    move_text,
    parse_move,
    read_card,
)
from .position import Column, Position
from .position_json import PositionError, position_from_json, position_to_json
from .refusals import IllegalMoveError, Refusal, RefusalCode
from .registry import (
    ENTRY_POINT_GROUP,
    OptionError,
    Registry,
    UnknownVariantError,
    default_registry,
)
from .rules import PluginError, RuleTable
from .rules_text import rules_text
from .solver import Budget, SolveResult, Verdict, solve
from .variant import HouseRule, Variant

__all__ = [
    "CARDS_PER_DECK",
    "ENTRY_POINT_GROUP",
    "FOUNDATION",
    "MAX_DEAL",
    "YUKON_LAYOUT",
    "Budget",
    "Card",
    "CardFromFoundation",
    "CardParseError",
    "CardToFoundation",
    "CardTurned",
    "CardTurnedDown",
    "CardsMoved",
    "CollectError",
    "Colour",
    "Column",
    "ColumnShape",
    "Event",
    "Game",
    "GameCode",
    "GameCodeError",
    "GameError",
    "GameSettings",
    "Hint",
    "HintReason",
    "HouseRule",
    "IllegalMoveError",
    "Layout",
    "LayoutError",
    "Move",
    "MoveParseError",
    "NoMoveLeft",
    "NoPlaceError",
    "OptionError",
    "PluginError",
    "Position",
    "PositionError",
    "Record",
    "RecordsError",
    "RecordsStore",
    "Refusal",
    "RefusalCode",
    "Registry",
    "RuleTable",
    "SaveError",
    "ScoreChanged",
    "SolveResult",
    "Suit",
    "Summary",
    "TapPolicy",
    "UndoCounting",
    "UndoError",
    "UnknownVariantError",
    "Variant",
    "Verdict",
    "WhyNot",
    "Won",
    "action_count",
    "action_id",
    "apply",
    "autosave",
    "check",
    "deal",
    "deck_cards",
    "default_registry",
    "describe_cards",
    "foundation_slot",
    "hookimpl",
    "is_stuck",
    "is_won",
    "legal_moves",
    "load_game",
    "locate",
    "move_from_action",
    "move_text",
    "new_game",
    "parse_card",
    "parse_move",
    "position_from_json",
    "position_to_json",
    "random_deal_number",
    "read_card",
    "refusal_message",
    "rules_text",
    "save_game",
    "solve",
]
