"""Invariants of the game session: undo and redo, saves, score, placement help, collect-all."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from ..engine import legal_moves
from ..events import (
    CardFromFoundation,
    CardsMoved,
    CardToFoundation,
    CardTurned,
    SuitToFoundation,
)
from ..game import (
    Game,
    NoPlaceError,
    UndoCounting,
    game_from_json,
    game_to_json,
    heuristic_hint,
    new_game,
)
from ..game.scoring import score_after
from ..moves import card_of
from ..position import Position
from ..rules import RuleTable
from .invariants import Target, invariant
from .lines import Line, reporting
from .strategies import deal_numbers, picker

__all__ = ["assert_same_game", "games", "recomputed_score", "reloaded", "session"]


def session(target: Target, number: int, counting: UndoCounting) -> Game:
    """A new game of deal ``number`` for the suite: a still clock and the instant heuristic
    hints (the solver's hints, the default, may think for half a second)."""
    return new_game(
        target.variant,
        number,
        registry=target.registry,
        undo_counting=counting,
        hint_provider=heuristic_hint,
        clock=lambda: 0.0,
        **target.options,
    )


def reloaded(target: Target, game: Game) -> Game:
    """``game`` saved to JSON and loaded back, as :func:`session` would have made it."""
    return game_from_json(
        game_to_json(game, sign=False), registry=target.registry, hint_provider=heuristic_hint
    )


@st.composite
def games(draw: st.DrawFn, target: Target, max_moves: int = 60) -> Game:
    """A game of the target variant after a random session: legal plays mixed with undos, redos
    and save-and-load round trips, then some steps undone (so redo has something to do)."""
    game = session(target, draw(deal_numbers()), draw(st.sampled_from(UndoCounting)))
    actions = ["play"] * 6 + ["undo", "redo", "save"]
    length = draw(st.integers(0, max_moves))
    pick = picker(draw, 2 * length)  # an action, and a move to play
    for _ in range(length):
        action = pick(actions)
        if action == "undo" and game.can_undo:
            game.undo()
        elif action == "redo" and game.can_redo:
            game.redo()
        elif action == "save":
            game = reloaded(target, game)
        elif game.legal_moves():
            game.play(pick(game.legal_moves()))
    for _ in range(draw(st.integers(0, len(game.steps)))):
        game.undo()
    return game


def recomputed_score(game: Game) -> int:
    """The score the variant's scoring rule gives the steps from the deal to now."""
    return score_after(game.rules, 0, (event for step in game.steps for event in step.events))


def _scores_by_default(rules: RuleTable) -> bool:
    """Does the variant score as the core's default (10 a card home, a whole suit's included;
    5 a card turned)?"""
    card = rules.cards[0]
    samples = (
        CardToFoundation(card, 0, 0),
        SuitToFoundation(rules.cards[:13], 0, 0),
        CardTurned(card, 0),
        CardsMoved((card,), 0, 1),
        CardFromFoundation(card, 0, 0),
    )
    return [rules.score_event(event) for event in samples] == [10, 130, 5, 0, 0]


def assert_same_game(game: Game, other: Game) -> None:
    """Two sessions agree on everything a player sees and can do next."""
    assert other.position == game.position, "the reloaded game stands in another position"
    assert other.score == game.score, f"the reloaded game scores {other.score}, not {game.score}"
    assert other.counters == game.counters, (
        f"the reloaded game counts {other.counters}, not {game.counters}"
    )
    assert other.code == game.code and other.options == game.options, (
        "the reloaded game has another code or other options"
    )
    assert [s.moves for s in other.steps] == [s.moves for s in game.steps], (
        "the reloaded game has other steps"
    )
    assert [s.moves for s in other.redo_steps] == [s.moves for s in game.redo_steps], (
        "the reloaded game has other steps to redo"
    )


@invariant("undo_redo", "n plays then n undos give back the start exactly; redo replays")
def _undo_redo(target: Target) -> Callable[[], None]:
    @given(st.data(), deal_numbers(), st.sampled_from(UndoCounting))
    def test(data: st.DataObject, number: int, counting: UndoCounting) -> None:
        game = session(target, number, counting)
        trail = [(game.position, game.score)]
        length = data.draw(st.integers(1, 40))
        pick = picker(data.draw, length)
        for _ in range(length):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(pick(moves))
            trail.append((game.position, game.score))
        _undo_and_redo(Line.of_game(game), game, trail, counting)

    return test


@reporting
def _undo_and_redo(
    line: Line, game: Game, trail: list[tuple[Position, int]], counting: UndoCounting
) -> None:
    """Undo every step of ``game`` (the ``line`` played, passing through ``trail``), checking
    each against the trail, then redo them all."""
    plays = len(trail) - 1
    for _ in range(plays):
        game.undo()
        assert (game.position, game.score) == trail[len(trail) - 1 - game.counters.undos], (
            f"undo {game.counters.undos} does not give back the position and score before"
        )
    assert game.position == trail[0][0] and game.score == 0 and not game.can_undo, (
        "undoing every step does not give back the deal"
    )
    per_undo = 1 if counting is UndoCounting.COUNT else 0
    assert game.counters.moves == plays * (1 + per_undo), "the move counter is off"
    assert game.counters.undos == plays, "the undo counter is off"
    for _ in range(plays):
        game.redo()
    assert (game.position, game.score) == trail[-1] and not game.can_redo, (
        "redoing every step does not lead back to where the game was"
    )


@invariant("save_load", "a save loads back to the same game at any point, redo stack included")
def _save_load(target: Target) -> Callable[[], None]:
    @given(games(target))
    @reporting
    def test(game: Game) -> None:
        loaded = reloaded(target, game)
        assert_same_game(game, loaded)
        if game.can_redo:
            game.redo()
            loaded.redo()
            assert_same_game(game, loaded)

    return test


@invariant("score_rule", "the score is never negative and is what the scoring rule gives")
def _score_rule(target: Target) -> Callable[[], None]:
    @given(games(target))
    @reporting
    def test(game: Game) -> None:
        assert game.score >= 0, f"the score is {game.score}, below 0"
        assert game.score == recomputed_score(game), (
            f"the score is {game.score}, but the scoring rule gives {recomputed_score(game)}"
        )
        if _scores_by_default(game.rules):
            events = [event for step in game.steps for event in step.events]
            home = sum(
                len(event.cards) if isinstance(event, SuitToFoundation) else 1
                for event in events
                if isinstance(event, CardToFoundation | SuitToFoundation)
            )
            turned = sum(isinstance(event, CardTurned) for event in events)
            expected = 10 * home + 5 * turned
            assert game.score == expected, f"score {game.score}, by the default rule {expected}"
        for step in game.steps:
            assert step.score_before >= 0 and step.score_after >= 0, "a step's score is below 0"

    return test


@invariant("placement_legal", "hints, destinations, taps and collect-all make only legal moves")
def _placement_legal(target: Target) -> Callable[[], None]:
    @given(games(target))
    @reporting
    def test(game: Game) -> None:
        legal = set(game.legal_moves())
        hint = game.hint()
        assert hint is None or hint.move in legal, f"hint {hint} is not a legal move"
        pickable: set[int] = {card_of(m) for m in legal if m.card is not None}
        pickable |= {c for col in game.position.columns for c in col.up}
        for card in sorted(pickable):
            assert set(game.destinations(card)) == {m for m in legal if m.card == card}, (
                f"the destinations of {card} are not its legal moves"
            )
        collect = game.collect_moves()
        if collect is not None:
            before = game.position
            game.collect()
            assert game.is_won, "collect-all did not win"
            game.undo()
            assert game.position == before, "undoing collect-all does not give the cards back"
        for card in sorted(pickable):
            before = game.position
            try:
                game.tap(card)
            except NoPlaceError:
                assert game.position == before, f"a refused tap on {card} changed the position"
                assert not any(m.card == card for m in legal_moves(game.rules, before)), (
                    f"a tap on {card} finds no place though it has a legal move"
                )
            else:
                assert game.steps[-1].moves[0] in set(legal_moves(game.rules, before)), (
                    f"a tap on {card} makes an illegal move"
                )
                game.undo()

    return test
