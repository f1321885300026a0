"""Baseline agents for the environments (``docs/learning.md``), each playing the hidden game.

* :class:`RandomAgent` — any legal move, uniformly;
* :class:`GreedyAgent` — a move home first, then one that turns a face-down card, then one that
  empties a column, a card back from a foundation last; never back to a position of the
  episode: where every move leads back, it gives up;
* :class:`WorldsAgent` — perfect-information Monte Carlo over the hidden game: the solver
  plays a few worlds the face-down cards may be (shuffled among their places), and the move
  most of their winning lines begin with is played.

They read the position the environment holds (``env.position``) but only what a player sees:
face-up cards and how many lie face down where. An agent gives up by answering ``None``.
:func:`play` runs one episode.
"""

from __future__ import annotations

import random
from typing import Protocol

import attrs

from ..engine import apply, legal_moves, locate
from ..moves import FOUNDATION, Move, action_id, card_of
from ..position import Position
from ..rules import RuleTable
from ..solver import Budget, Verdict, solve
from .env import YukonEnv
from .registration import STEPS_PER_CARD
from .worlds import sampled_world

__all__ = [
    "WORLD_BUDGET",
    "Agent",
    "Episode",
    "GreedyAgent",
    "RandomAgent",
    "WorldsAgent",
    "play",
]


class Agent(Protocol):
    """Chooses a legal action for the environment's position (``None``: gives up); told when
    an episode starts."""

    def start(self, env: YukonEnv) -> None: ...

    def act(self, env: YukonEnv) -> int | None: ...


@attrs.frozen
class Episode:
    deal: int
    won: bool
    cards_home: int
    steps: int


def play(env: YukonEnv, agent: Agent, deal: int) -> Episode:
    """Deal ``deal`` played by ``agent`` to its end, to the registered step limit, or until
    the agent gives up."""
    env.reset(options={"deal": deal})
    agent.start(env)
    steps, terminated = 0, False
    limit = STEPS_PER_CARD * len(env.rules.cards)
    while not terminated and steps < limit and env.action_masks().any():
        action = agent.act(env)
        if action is None:
            break
        _, _, terminated, _, _ = env.step(action)
        steps += 1
    return Episode(deal, env.rules.won(env.position), env.position.cards_home, steps)


@attrs.define
class RandomAgent:
    rng: random.Random = attrs.field(factory=lambda: random.Random(0))

    def start(self, env: YukonEnv) -> None:
        pass

    def act(self, env: YukonEnv) -> int | None:
        moves = legal_moves(env.rules, env.position)
        return action_id(env.rules, self.rng.choice(moves))


HOME, TURNS, EMPTIES, IDLE, BACK = 100.0, 50.0, 10.0, -1.0, -50.0
"""What the greedy agent sees in a move: a card home, a face-down card turned, a column
emptied, a column's whole content moved to an empty one, a card back from a foundation."""


def move_value(rules: RuleTable, position: Position, move: Move) -> float:
    """How much the greedy agent likes ``move`` at ``position``, by what a player sees."""
    if move.card is None:
        return 1.0  # the stock: when nothing better is left
    if move.to == FOUNDATION:
        return HOME
    place = locate(position, card_of(move))
    if place is None or place.kind == "foundation":
        return BACK
    if place.kind != "column" or place.depth:
        return 0.0
    column = position.columns[place.at]
    if column.down:
        return TURNS + column.face_down
    return IDLE if not position.columns[move.to].up else EMPTIES


@attrs.define
class GreedyAgent:
    rng: random.Random = attrs.field(factory=lambda: random.Random(0))
    seen: set[Position] = attrs.field(factory=set)

    def start(self, env: YukonEnv) -> None:
        self.seen = {env.position}

    def act(self, env: YukonEnv) -> int | None:
        chosen = self.choose(env.rules, env.position, self.seen)
        if chosen is None:
            return None
        move, after = chosen
        self.seen.add(after)
        return action_id(env.rules, move)

    def choose(
        self, rules: RuleTable, position: Position, seen: set[Position]
    ) -> tuple[Move, Position] | None:
        """The best move to a position not in ``seen`` (ties broken at random), and that
        position; ``None`` where every move leads back."""
        best: tuple[float, float, Move, Position] | None = None
        for move in legal_moves(rules, position):
            after, _ = apply(rules, position, move)
            if after in seen:
                continue
            entry = (move_value(rules, position, move), self.rng.random(), move, after)
            if best is None or entry[:2] > best[:2]:
                best = entry
        return None if best is None else (best[2], best[3])


WORLD_BUDGET = Budget(nodes=5_000, seconds=2.0, memory_mb=256.0)
"""What :class:`WorldsAgent` may spend solving one world."""


@attrs.define
class WorldsAgent:
    """Perfect-information Monte Carlo: the game is solved in ``worlds`` worlds the face-down
    cards may be (each solve within ``budget``), and the first move most of the winning lines
    share is played; the line of a world that began with it is followed until a card is
    turned or dealt — new information — and then the worlds are drawn again. Where no world
    is won within the budget, the greedy agent moves."""

    worlds: int = 3
    budget: Budget = WORLD_BUDGET
    rng: random.Random = attrs.field(factory=lambda: random.Random(0))
    greedy: GreedyAgent = attrs.field(init=False)
    plan: list[Move] = attrs.field(factory=list)
    faces: int = -1

    def __attrs_post_init__(self) -> None:
        self.greedy = GreedyAgent(self.rng)

    def start(self, env: YukonEnv) -> None:
        self.greedy.start(env)
        self.plan, self.faces = [], -1

    def act(self, env: YukonEnv) -> int | None:
        rules, position = env.rules, env.position
        if position.face_down_count != self.faces or not self.plan:
            self.plan = self._planned(rules, position)
            self.faces = position.face_down_count
        if self.plan:
            move = self.plan.pop(0)
            self.greedy.seen.add(apply(rules, position, move)[0])
            return action_id(rules, move)
        return self.greedy.act(env)

    def _planned(self, rules: RuleTable, position: Position) -> list[Move]:
        """The winning line of a world that starts with the move most worlds' lines start with."""
        lines: list[list[Move]] = []
        for _ in range(self.worlds):
            result = solve(rules, sampled_world(position, self.rng), self.budget)
            if result.verdict is Verdict.WON and result.moves:
                lines.append(list(result.moves))
        if not lines:
            return []
        firsts = [line[0] for line in lines]
        best = max(firsts, key=firsts.count)
        return next(line for line in lines if line[0] == best)
