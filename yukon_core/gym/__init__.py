"""Every game as a Gymnasium environment (the ``rl`` extra: ``pip install 'yukon[rl]'``).

Importing this package registers every installed variant as ``yukon/NAME-v0``::

    import gymnasium
    import yukon_core.gym

    env = gymnasium.make("yukon/classic-v0", render_mode="ansi")
    envs = gymnasium.make_vec("yukon/russian-v0", num_envs=8, vectorization_mode="async")

``docs/learning.md`` describes the observation, the actions, the rewards and the baselines.
"""

from .env import EXPERT_BUDGET, YukonEnv
from .observation import EMPTY, FACE_DOWN, FACE_UP, Observer, pile_names
from .registration import STEPS_PER_CARD, env_id, register_variants
from .rewards import REWARDS, Reward, Transition

__all__ = [
    "EMPTY",
    "EXPERT_BUDGET",
    "FACE_DOWN",
    "FACE_UP",
    "REWARDS",
    "STEPS_PER_CARD",
    "Observer",
    "Reward",
    "Transition",
    "YukonEnv",
    "env_id",
    "pile_names",
    "register_variants",
]

register_variants()
