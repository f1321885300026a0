"""Rules by example: moves a variant declares legal or refused, the way the rule sources teach
("♠9 with the cards on it onto ♥10 is one move; onto ♣10 it is refused: ♠9 goes on a red 10").

A :class:`~yukon_core.variant.RuleExample` names a deal, the moves played from it first, a
move, and whether that move is legal or refused with which refusal code. A variant lists its
examples in ``Variant.examples``; ``yukon check`` plays each through the engine
(:func:`example_failures`, the ``rule_examples`` invariant), so a hook that strays from what
the page teaches is caught however it strays.
"""

from __future__ import annotations

from .deals import deal
from .engine import apply, check
from .errors import GameError
from .position import Position
from .rules import RuleTable
from .variant import RuleExample

__all__ = ["example_failures"]


def example_failures(rules: RuleTable) -> list[str]:
    """What goes otherwise than each of the variant's examples says, one line each."""
    return [
        f"example {number} ({example}): {failure}"
        for number, example in enumerate(rules.variant.examples, 1)
        if (failure := _failure(rules, example)) is not None
    ]


def _failure(rules: RuleTable, example: RuleExample) -> str | None:
    position = deal(rules.layout, example.deal)
    for step, text in enumerate(example.before, 1):
        try:
            position, _ = apply(rules, position, text)
        except GameError as error:
            return f"move {step} before it, {text}, is refused: {error}"
    try:
        refusal = check(rules, position, example.move)
    except GameError as error:
        return f"the move names no card of the game: {error}"
    if refusal is None:
        return _score_failure(rules, position, example) if example.refused is None else (
            "it is legal")  # fmt: skip
    if refusal.code is example.refused:
        return None
    return f"it is refused ({refusal.code.value}): {refusal.message('en', rules.decks)}"


def _score_failure(rules: RuleTable, position: Position, example: RuleExample) -> str | None:
    if example.score is None:
        return None
    _, events = apply(rules, position, example.move)
    score = sum(rules.score_event(event) for event in events)
    return None if score == example.score else f"it scores {score}, not {example.score}"
