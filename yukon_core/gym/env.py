"""One game of any installed variant as a Gymnasium environment (``docs/learning.md``).

An action is a move's action id (:func:`~yukon_core.moves.action_id`: every card to every
place, then the stock's actions), so the action space is one ``Discrete`` per layout; the legal
ones are ``info["action_mask"]`` and :meth:`YukonEnv.action_masks`. An illegal action changes
nothing and is worth ``illegal_reward``. An episode ends (``terminated``) when the game is won
or no move is left; the registered environments truncate it after ten steps per card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..board_text import board_text
from ..deals import MAX_DEAL, deal
from ..engine import apply, legal_moves
from ..moves import Move, action_count, action_id, move_from_action
from ..position import Position
from ..registry import Registry, default_registry
from ..solver import Budget, Verdict, solve
from .observation import Observer
from .picture import Painter
from .rewards import Reward, Transition, reward_named

__all__ = ["EXPERT_BUDGET", "YukonEnv"]

EXPERT_BUDGET = Budget(nodes=200_000, seconds=2.0, memory_mb=512.0)
"""What :meth:`YukonEnv.expert_action` may spend on one solve."""


class YukonEnv(gymnasium.Env[dict[str, np.ndarray], np.int64]):
    """A game of ``variant`` (with ``house_rules``), from deal ``deal`` at every reset if
    given, else from a deal drawn with the reset's seed.

    ``reward``: a name of :data:`~yukon_core.gym.rewards.REWARDS` or a callable;
    ``open_information``: show the face-down cards in the observation; ``render_mode``:
    ``"ansi"`` (the board as text) or ``"rgb_array"``.
    """

    metadata = {"render_modes": ["ansi", "rgb_array"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        variant: str = "classic",
        *,
        deal: int | None = None,
        house_rules: Mapping[str, Any] | None = None,
        reward: str | Reward = "cards_home",
        illegal_reward: float = 0.0,
        open_information: bool = False,
        render_mode: str | None = None,
        registry: Registry | None = None,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode is one of {self.metadata['render_modes']}, not {render_mode!r}"
            )
        _check_deal(deal)
        self.rules = (registry or default_registry()).rules(variant, **dict(house_rules or {}))
        self.fixed_deal = deal
        self.reward_of = reward_named(reward)
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.observe = Observer(self.rules, open_information)
        self.observation_space = self.observe.space  # type: ignore[assignment]
        self.actions = action_count(self.rules)
        self.action_space = spaces.Discrete(self.actions)  # type: ignore[assignment]
        self._painter: Painter | None = None
        self.deal_number = 0
        self.position: Position = Position((), ())
        self._moves: dict[int, Move] = {}
        self._won = False
        self._expert_line: list[tuple[Position, int]] = []

    # --- the Gymnasium API -------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """A fresh deal: ``options={"deal": N}``, else the environment's deal, else one drawn
        from the seeded generator (the same seed, the same deal). ``options={"position": P}``
        starts from a :class:`~yukon_core.position.Position` of this game instead (an end
        game, a position from a save), with ``"deal"`` the number it is told as."""
        super().reset(seed=seed)
        options = options or {}
        number = options.get("deal", self.fixed_deal)
        _check_deal(number)
        if number is None:
            number = int(self.np_random.integers(1, MAX_DEAL, endpoint=True))
        self.deal_number = int(number)
        start = options.get("position")
        self.position = deal(self.rules.layout, self.deal_number) if start is None else start
        self._expert_line = []
        self._arrive()
        return self.observe(self.position), self._info()

    def step(
        self, action: int | np.integer
    ) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        move = self._moves.get(int(action))
        if move is None:
            info = self._info()
            info["illegal"] = True
            return self.observe(self.position), self.illegal_reward, self._over, False, info
        before = self.position
        self.position, events = apply(self.rules, before, move)
        self._arrive()
        reward = self.reward_of(Transition(self.rules, before, self.position, events, self._won))
        return self.observe(self.position), float(reward), self._over, False, self._info()

    def render(self) -> str | np.ndarray | None:  # type: ignore[override]
        if self.render_mode == "ansi":
            return board_text(self.rules, self.position) + "\n"
        if self.render_mode == "rgb_array":
            if self._painter is None:
                self._painter = Painter(self.rules)
            return self._painter(self.position)
        return None

    # --- beyond it ---------------------------------------------------------------------------

    def action_masks(self) -> np.ndarray:
        """Which actions are legal now, as booleans (the convention of masked policies)."""
        mask = np.zeros(self.actions, np.bool_)
        mask[list(self._moves)] = True
        return mask

    def expert_action(self, budget: Budget = EXPERT_BUDGET) -> int | None:
        """The first move of a winning line the solver finds within ``budget``, seeing every
        face-down card — an expert for imitation, an upper bound for the hidden game. ``None``
        where the game is lost, won, or undecided within the budget. A line found is kept
        while play follows it, so an episode that follows the expert solves once."""
        if self._expert_line and self._expert_line[0][0] == self.position:
            return self._expert_line.pop(0)[1]
        result = solve(self.rules, self.position, budget)
        if result.verdict is not Verdict.WON or not result.moves:
            self._expert_line = []
            return None
        line, position = [], self.position
        for move in result.moves:
            line.append((position, action_id(self.rules, move)))
            position, _ = apply(self.rules, position, move)
        self._expert_line = line[1:]
        return line[0][1]

    def move_of(self, action: int) -> Move:
        """The move an action id stands for."""
        return move_from_action(self.rules, action)

    @property
    def code(self) -> str:
        """The game code of the deal in play (``yukon play`` and the page open it)."""
        return str(self.rules.variant.code(self.deal_number))

    def _arrive(self) -> None:
        """Read what the episode needs of the new position, once: its legal moves by action
        id, and whether it is won."""
        moves = legal_moves(self.rules, self.position)
        self._moves = {action_id(self.rules, move): move for move in moves}
        self._won = self.rules.won(self.position)

    @property
    def _over(self) -> bool:
        return not self._moves or self._won

    def _info(self) -> dict[str, Any]:
        return {
            "action_mask": self.action_masks(),
            "deal": self.deal_number,
            "cards_home": self.position.cards_home,
            "won": self._won,
        }


def _check_deal(number: object) -> None:
    """Refuse a deal number that is not a whole number from 0 to ``MAX_DEAL``, as game codes
    count them (``None``: none)."""
    if number is None:
        return
    if isinstance(number, bool) or not isinstance(number, int | np.integer):
        raise ValueError(f"a deal number is a whole number, not {number!r}")
    if not 0 <= number <= MAX_DEAL:
        raise ValueError(f"a deal number is 0 to {MAX_DEAL}, not {number}")
