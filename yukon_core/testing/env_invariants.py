"""The invariants of the Gymnasium environment (``yukon_core.gym``), for any variant: joined to
:data:`~yukon_core.testing.invariants.INVARIANTS` where the ``rl`` extra is installed."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from hypothesis import given

from ..engine import apply, legal_moves
from ..gym import FACE_DOWN, FACE_UP, YukonEnv
from ..gym.worlds import hidden_cards, with_hidden
from ..moves import action_id
from ..position import Position
from .invariants import Target, invariant
from .lines import Line, reporting
from .strategies import lines

__all__: list[str] = []


def _env(target: Target, open_information: bool = False) -> YukonEnv:
    return YukonEnv(
        target.variant, house_rules=target.options, registry=target.registry,
        open_information=open_information,
    )  # fmt: skip


def _same(one: dict[str, np.ndarray], other: dict[str, np.ndarray]) -> bool:
    return all(np.array_equal(one[key], other[key]) for key in one)


@invariant(
    "env_actions",
    "the environment's action mask is the legal moves; a legal action plays the engine's move "
    "and any other changes nothing",
)
def _env_actions(target: Target) -> Callable[[], None]:
    env = _env(target)

    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        rules, position = line.rules, line.position
        start = {"position": position, "deal": line.deal}
        observation, info = env.reset(options=start)
        moves = {action_id(rules, move): move for move in legal_moves(rules, position)}
        assert set(np.flatnonzero(info["action_mask"])) == set(moves), (
            "the action mask is not the legal moves"
        )
        assert np.array_equal(env.action_masks(), info["action_mask"]), "two masks differ"
        for action, move in moves.items():
            env.reset(options=start)
            after, _, terminated, _, info = env.step(action)
            expected, _ = apply(rules, position, move)
            assert env.position == expected, f"action {action} did not play {move}"
            assert _same(after, env.observe(expected)), "the observation is not the new position's"
            assert terminated == (not legal_moves(rules, expected) or rules.won(expected))
        illegal = next((a for a in range(env.actions) if a not in moves), None)
        if illegal is not None:
            env.reset(options=start)
            after, reward, _, _, info = env.step(illegal)
            assert env.position == position and info["illegal"], "an illegal action acted"
            assert _same(after, observation) and reward == env.illegal_reward

    return test


def _face_down_turned(position: Position) -> Position:
    """``position`` with its face-down cards moved round by one place among themselves."""
    hidden = hidden_cards(position)
    return with_hidden(position, hidden[1:] + hidden[:1])


@invariant(
    "env_observation",
    "the observation shows every face-up card once and hides which card each face-down one "
    "is, unless asked for open information",
)
def _env_observation(target: Target) -> Callable[[], None]:
    hidden, shown = _env(target), _env(target, open_information=True)
    cards = len(target.rules.cards)

    @given(lines(target.rules))
    @reporting
    def test(line: Line) -> None:
        position = line.position
        seen = hidden.observe(position)
        assert hidden.observation_space.contains(seen), "the observation is outside its space"
        piles = seen["piles"]
        face_up = piles[piles >= FACE_UP] - FACE_UP
        assert len(face_up) + (piles == FACE_DOWN).sum() == cards, "a card is missing or doubled"
        assert (piles == FACE_DOWN).sum() == position.face_down_count, "face-down count differs"
        assert len(set(face_up.tolist())) == len(face_up), "a face-up card shows twice"
        assert _same(seen, hidden.observe(_face_down_turned(position))), (
            "the hidden observation tells face-down cards apart"
        )
        every = shown.observe(position)["piles"]
        ids = (every[every >= FACE_UP] - FACE_UP) % cards
        assert sorted(ids.tolist()) == list(range(cards)), "open information loses a card"

    return test
