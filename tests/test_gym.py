"""Every game as a Gymnasium environment (issue 49, items 1 and 2): registered for every
installed variant, third-party plugins included; passing Gymnasium's own checker; seeded deals,
masks, rewards, rendering, the vector API and the solver as an expert."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

from builders import building  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from test_solver_game import LINE  # noqa: E402

from yukon_core import default_registry, new_game  # noqa: E402
from yukon_core.board_text import board_text  # noqa: E402
from yukon_core.gym import (  # noqa: E402
    FACE_DOWN,
    FACE_UP,
    STEPS_PER_CARD,
    YukonEnv,
    env_id,
    pile_names,
    register_variants,
)
from yukon_core.moves import action_id, parse_move  # noqa: E402

VARIANTS = [variant.name for variant in default_registry().variants]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_installed_game_passes_gymnasium_s_checker(variant: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker warns where it does not fail
        for mode in ("ansi", "rgb_array"):
            env = gymnasium.make(env_id(variant), render_mode=mode)
            check_env(env.unwrapped, skip_render_check=False)


def test_a_third_party_plugin_is_registered_with_no_code_of_its_own() -> None:
    assert "moosehide" in VARIANTS, "the example plugin of docs/examples is installed"
    env = gymnasium.make("yukon/moosehide-v0")
    observation, info = env.reset(seed=1)
    assert observation["piles"].shape[0] == len(pile_names(env.unwrapped.rules))
    assert info["action_mask"].any()


def test_a_registry_of_its_own_registers_its_variants() -> None:
    registry = building(lambda card, onto: card.rank == onto.rank - 1)
    assert register_variants(registry) == [env_id("made")]
    assert register_variants(registry) == []  # registered already: left as it was
    env = gymnasium.make(env_id("made"))
    assert env.unwrapped.rules.variant.name == "made"
    check_env(env.unwrapped)


def test_a_seed_reproduces_a_deal_and_a_deal_can_be_asked_for() -> None:
    env = gymnasium.make("yukon/classic-v0")
    first, info = env.reset(seed=7)
    again, info_again = env.reset(seed=7)
    assert info["deal"] == info_again["deal"] and np.array_equal(first["piles"], again["piles"])
    _, other_info = env.reset(seed=8)
    assert other_info["deal"] != info["deal"]
    _, asked = env.reset(options={"deal": 1})
    assert asked["deal"] == 1 and env.unwrapped.code == "YU1-C-AAAAAAB"
    fixed = gymnasium.make("yukon/classic-v0", deal=5)
    assert fixed.reset(seed=1)[1]["deal"] == fixed.reset(seed=2)[1]["deal"] == 5
    house = gymnasium.make("yukon/brisbane-v0", house_rules={"foundation_returns": True})
    assert house.unwrapped.rules.options["foundation_returns"] is True


def test_the_mask_is_the_legal_moves_and_an_illegal_action_changes_nothing() -> None:
    env = gymnasium.make("yukon/classic-v0")
    _, info = env.reset(options={"deal": 1})
    game = new_game("classic", 1)
    legal = {action_id(game.rules, move) for move in game.legal_moves()}
    assert set(np.flatnonzero(info["action_mask"])) == legal
    assert np.array_equal(env.unwrapped.action_masks(), info["action_mask"])
    before = env.unwrapped.position
    illegal = int(np.flatnonzero(~info["action_mask"])[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert info["illegal"] and reward == 0.0 and not terminated and not truncated
    assert env.unwrapped.position == before


def test_face_down_cards_are_hidden_unless_asked() -> None:
    hidden = gymnasium.make("yukon/classic-v0")
    shown = gymnasium.make("yukon/classic-v0", open_information=True)
    piles, _ = hidden.reset(options={"deal": 1})
    every, _ = shown.reset(options={"deal": 1})
    column = hidden.unwrapped.position.columns[6]
    row = piles["piles"][6]
    assert list(row[:6]) == [FACE_DOWN] * 6 and row[6] == FACE_UP + column.up[0]
    assert list(every["piles"][6][:6]) == [FACE_UP + 52 + card for card in column.down]
    assert (piles["piles"] == FACE_DOWN).sum() == 21


def test_following_the_expert_wins_and_the_rewards_add_up() -> None:
    env = gymnasium.make("yukon/classic-v0", reward="cards_home")
    env.reset(options={"deal": 1})
    total, steps, score = 0.0, 0, 0
    while (action := env.unwrapped.expert_action()) is not None:
        before = env.unwrapped.position
        _, reward, terminated, truncated, info = env.step(action)
        total += reward
        steps += 1
        score += sum(map(env.unwrapped.rules.score_event, _events(env, before, action)))
        if terminated:
            break
    assert info["won"] and terminated and not truncated
    assert total == pytest.approx(2.0)  # 52 cards home over 52, and the win
    sparse = gymnasium.make("yukon/classic-v0", reward="win")
    scored = gymnasium.make("yukon/classic-v0", reward="score")
    for env_of, expected in ((sparse, 1.0), (scored, float(score))):
        env_of.reset(options={"deal": 1})
        gained = 0.0
        while (action := env_of.unwrapped.expert_action()) is not None:
            gained += env_of.step(action)[1]
        assert gained == pytest.approx(expected)


def _events(env, before, action):
    from yukon_core.engine import apply

    return apply(env.unwrapped.rules, before, env.unwrapped.move_of(action))[1]


@pytest.mark.parametrize("variant", ["abacus", "australian"])
def test_a_won_game_earns_two_where_cards_are_dealt_home_too(variant: str) -> None:
    env = gymnasium.make(env_id(variant))
    for number in range(1, 30):
        env.reset(options={"deal": number})
        total, info = 0.0, {"won": False}
        while (action := env.unwrapped.expert_action()) is not None:
            _, reward, terminated, _, info = env.step(action)
            total += reward
            if terminated:
                break
        if info["won"]:
            assert total == pytest.approx(2.0)
            return
    raise AssertionError(f"the expert won no deal of {variant} among 1-29")


def test_the_expert_says_nothing_in_a_lost_game() -> None:
    env = gymnasium.make("yukon/classic-v0")
    env.reset(options={"deal": 1})
    rules = env.unwrapped.rules
    for text in [*LINE.split(), "QD>1"]:
        move = parse_move(rules, text, env.unwrapped.position)
        env.step(action_id(rules, move))
    assert env.unwrapped.expert_action() is None


def test_a_random_episode_is_truncated_after_its_steps_per_card() -> None:
    env = gymnasium.make("yukon/classic-v0")
    env.reset(options={"deal": 1})
    illegal = int(np.flatnonzero(~env.unwrapped.action_masks())[0])
    for step in range(1, STEPS_PER_CARD * 52 + 1):
        _, _, terminated, truncated, _ = env.step(illegal)
        assert not terminated and truncated == (step == STEPS_PER_CARD * 52)


def test_render_gives_the_board_text_and_a_picture_of_one_size() -> None:
    text = gymnasium.make("yukon/wave-v0", render_mode="ansi")
    text.reset(seed=3)
    assert text.render() == board_text(text.unwrapped.rules, text.unwrapped.position) + "\n"
    picture = gymnasium.make("yukon/classic-v0", render_mode="rgb_array")
    _, info = picture.reset(options={"deal": 1})
    first = picture.render()
    assert first.dtype == np.uint8 and first.ndim == 3 and first.shape[2] == 3
    rng = np.random.default_rng(1)
    for _ in range(30):
        legal = np.flatnonzero(info["action_mask"])
        if not len(legal):
            break
        *_, info = picture.step(int(rng.choice(legal)))
        assert picture.render().shape == first.shape
    assert not np.array_equal(picture.render(), first)


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_the_vector_api_steps_several_games_with_their_masks(mode: str) -> None:
    envs = gymnasium.make_vec("yukon/russian-v0", num_envs=3, vectorization_mode=mode)
    try:
        observations, info = envs.reset(seed=11)
        assert observations["piles"].shape == (3, 11, 52)
        assert info["action_mask"].shape == (3, envs.single_action_space.n)
        assert len(set(info["deal"])) == 3
        for _ in range(5):
            actions = [int(np.flatnonzero(mask)[0]) for mask in info["action_mask"]]
            observations, rewards, _, _, info = envs.step(np.array(actions))
            assert rewards.shape == (3,)
        masks = envs.call("action_masks")
        assert all(
            np.array_equal(mask, row) for mask, row in zip(masks, info["action_mask"], strict=True)
        )
    finally:
        envs.close()


def test_bad_arguments_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="no reward 'speed'"):
        YukonEnv("classic", reward="speed")
    with pytest.raises(ValueError, match="deal number"):
        YukonEnv("classic", deal=-1)
    for bad in (-1, 2.7, "5", True, 26**7):
        with pytest.raises(ValueError, match="deal number"):
            YukonEnv("classic").reset(options={"deal": bad})
    with pytest.raises(ValueError, match="render_mode"):
        YukonEnv("classic", render_mode="human")


def _classic_1_after(count: int):
    """Classic deal 1 after the first ``count`` moves of a winning line."""
    from yukon_core import apply, deal
    from yukon_core.testing.conformance import CLASSIC_1_WIN

    rules = default_registry().rules("classic")
    position = deal(rules.layout, 1)
    for text in CLASSIC_1_WIN.split()[:count]:
        position, _ = apply(rules, position, parse_move(rules, text, position))
    return rules, position


def test_a_sampled_world_keeps_what_a_player_sees_and_moves_only_hidden_cards() -> None:
    import random

    from yukon_core.gym import Observer
    from yukon_core.gym.worlds import hidden_cards, sampled_world, with_hidden

    rules, position = _classic_1_after(6)
    observe = Observer(rules)
    assert with_hidden(position, hidden_cards(position)) == position
    worlds = [sampled_world(position, random.Random(seed)) for seed in range(5)]
    for world in worlds:
        assert np.array_equal(observe(world)["piles"], observe(position)["piles"])
        assert sorted(hidden_cards(world)) == sorted(hidden_cards(position))
    assert len({tuple(hidden_cards(world)) for world in worlds}) > 1
    with pytest.raises(ValueError, match="face-down places"):
        with_hidden(position, hidden_cards(position)[1:])


def test_the_greedy_agent_never_goes_back_and_the_random_one_plays_to_the_limit() -> None:
    from yukon_core.gym.agents import GreedyAgent, RandomAgent, play

    env = YukonEnv("classic")
    greedy = GreedyAgent()
    episode = play(env, greedy, 2)
    assert len(greedy.seen) == episode.steps + 1  # every step reached a new position
    randomly = play(env, RandomAgent(), 2)
    assert not randomly.won and randomly.steps <= STEPS_PER_CARD * 52


def test_the_worlds_agent_wins_where_nothing_is_hidden() -> None:
    from yukon_core.gym.agents import WorldsAgent, play

    _, position = _classic_1_after(50)
    assert not position.face_down_count  # the line turns its last card at its 46th move
    env = YukonEnv("classic")
    agent = WorldsAgent(worlds=1)
    env.reset(options={"position": position, "deal": 1})
    agent.start(env)
    while (action := agent.act(env)) is not None:
        _, _, terminated, _, info = env.step(action)
        if terminated:
            break
    assert info["won"]
    assert play(env, WorldsAgent(), 1).steps > 0
