"""What ``yukon play`` says about a change and about a finished game."""

from __future__ import annotations

from ..events import (
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    PileRef,
    Redealt,
    StockDealt,
    StockUndealt,
    SuitFromFoundation,
    SuitToFoundation,
    WasteTurnedBack,
    WasteTurnedOver,
    Won,
)
from ..game.clock import duration_text
from ..game.events import CardTurnedDown, GameEvent, NoMoveLeft, ScoreChanged
from ..game.summary import Summary
from ..rules import RuleTable

__all__ = ["describe_events", "describe_summary"]


def _pile(pile: PileRef) -> str:
    return f"column {pile + 1}" if isinstance(pile, int) else str(pile)


def _describe(rules: RuleTable, event: GameEvent) -> str:
    decks = rules.decks
    match event:
        case CardsMoved(cards, source, target):
            head = cards[0].symbol_text(decks)
            rest = len(cards) - 1
            group = f"{head} with {rest} card{'s' * (rest != 1)} on it" if rest else head
            return f"{group}: {_pile(source)} → {_pile(target)}"
        case CardToFoundation(card, column, slot):
            return f"{card.symbol_text(decks)}: {_pile(column)} → foundation {slot + 1}"
        case CardFromFoundation(card, slot, column):
            return f"{card.symbol_text(decks)}: foundation {slot + 1} → {_pile(column)}"
        case CardTurned(card, column):
            return f"{card.symbol_text(decks)} turns face up in column {column + 1}"
        case CardTurnedDown(card, column):
            return f"{card.symbol_text(decks)} turns face down in column {column + 1}"
        case SuitToFoundation(cards, column, slot):
            return f"the {cards[0].suit.symbol} suit: column {column + 1} → foundation {slot + 1}"
        case SuitFromFoundation(cards, slot, column):
            return f"the {cards[0].suit.symbol} suit: foundation {slot + 1} → column {column + 1}"
        case StockDealt(cards, targets, face_down):
            shown = " ".join(card.symbol_text(decks) for card in cards)
            where = "the waste" if targets and not isinstance(targets[0], int) else "a row"
            under = f", on a row of {len(face_down)} face down" if face_down else ""
            return f"dealt {shown} from the stock to {where}{under}"
        case StockUndealt(cards, _, face_down):
            count = len(cards) + len(face_down)
            return f"{count} card{'s' * (count != 1)} back onto the stock"
        case WasteTurnedOver(cards):
            return f"the waste ({len(cards)} cards) turned over into the stock"
        case WasteTurnedBack(cards):
            return f"the stock ({len(cards)} cards) turned back into the waste"
        case Redealt(_, after):
            return f"the tableau gathered, shuffled and dealt again into {len(after)} columns"
        case ScoreChanged(score, change):
            return f"score {score} ({change:+})"
        case Won():
            return "all cards are home: won!"
        case NoMoveLeft():
            return "no move is left: undo, or quit"
    raise TypeError(f"not a game event: {event!r}")


def describe_events(rules: RuleTable, events: list[GameEvent], *, limit: int = 4) -> str:
    """The events of one change in a line; a long run of cards going home is counted."""
    homes = [e for e in events if isinstance(e, CardToFoundation)]
    if len(homes) > limit:
        others = [_describe(rules, e) for e in events if not isinstance(e, CardToFoundation)]
        return "; ".join([f"{len(homes)} cards go home", *others])
    return "; ".join(_describe(rules, event) for event in events)


def describe_summary(summary: Summary) -> list[str]:
    """The end-of-game card: result, moves, time, undos, hints, score, record news."""
    result = "Won" if summary.won else "Not finished (counts as lost)"
    lines = [
        f"{result}: {summary.code}",
        f"Moves {summary.moves} · Time {duration_text(summary.seconds)} · Undos {summary.undos} · "
        f"Hints {summary.hints} · Score {summary.score}",
    ]
    if summary.new_record:
        lines.append(f"New record for this deal: {summary.moves} moves "
                     f"(before: {summary.previous_best}).")  # fmt: skip
    elif summary.previous_best is not None:
        lines.append(f"Best on this deal so far: {summary.previous_best} moves.")
    return lines
