"""The learning environments: PettingZoo's and Gymnasium's own checks on every game,
and the vectorized environment against positions played one by one."""

import numpy as np
import pytest

import sowing
from sowing.vector import VectorEnv

pettingzoo = pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from sowing.gymnasium import SowingEnv  # noqa: E402
from sowing.pettingzoo import env as pz_env  # noqa: E402


@pytest.mark.parametrize("game", sowing.GAMES)
def test_pettingzoo_api_test(game):
    api_test(pz_env(game), num_cycles=200)


@pytest.mark.parametrize("game", sowing.GAMES)
def test_pettingzoo_seed_test(game):
    seed_test(lambda: pz_env(game, opening=3), num_cycles=100)


def test_pettingzoo_extra_turn_is_the_same_agent_again():
    # Hoyito III: a capture of exactly 4 earns another move (docs/RULES.md).
    e = pz_env("hoyito-iii")
    e.reset(seed=0)
    rng = np.random.default_rng(1)
    repeats = 0
    for _ in range(400):
        agent = e.agent_selection
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            break
        before = e.unwrapped.position.current_player
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if not e.terminations.get(agent, True) and e.agent_selection == agent:
            repeats += 1
            assert e.unwrapped.position.current_player == before
    assert repeats > 0


def test_pettingzoo_gore_answer_is_the_opponent_acting():
    e = pz_env("gore")
    e.reset(seed=0)
    pos = e.unwrapped.position
    offer = next(a for a in pos.legal_actions() if a >= 11)
    e.step(offer)
    assert e.agent_selection == "north"
    mask = e.last()[0]["action_mask"]
    # Only answers (9 accept, 10 decline); with nothing captured to pay, only decline.
    assert set(np.flatnonzero(mask)) == {10}


def test_pettingzoo_illegal_action_loses():
    e = pz_env("oware")
    e.reset(seed=0)
    before = str(e.unwrapped.position)
    e.step(0)  # North's hole: illegal for South
    assert e.terminations["south"] and e.terminations["north"]
    assert e.rewards == {"south": -1, "north": 0}
    assert str(e.unwrapped.position) == before


def test_render_modes():
    e = pz_env("bao-kigogo", render_mode="ansi")
    e.reset(seed=0)
    assert e.render() == str(e.unwrapped.position)
    e = pz_env("gore", render_mode="svg")
    e.reset(seed=0)
    assert e.render().startswith("<svg") and 'data-game="gore"' in e.render()
    g = SowingEnv("oware", render_mode="svg")
    g.reset(seed=0)
    assert g.render() == g.position.svg()
    with pytest.raises(ValueError):
        SowingEnv("oware", render_mode="human")


@pytest.mark.parametrize("game", sowing.GAMES)
@pytest.mark.parametrize("seat", ["south", "north"])
def test_gymnasium_check_env(game, seat):
    check_env(SowingEnv(game, opponent="random", seat=seat), skip_render_check=True)


@pytest.mark.parametrize("opponent", ["greedy", "easy", "alphabeta:depth=2"])
def test_gymnasium_check_env_with_engines(opponent):
    check_env(SowingEnv("oware", opponent=opponent, seat="north"), skip_render_check=True)


def test_gymnasium_illegal_action_ends_the_episode_and_changes_nothing():
    env = SowingEnv("oware")
    obs, info = env.reset(seed=3)
    before = str(env.position)
    obs2, reward, term, trunc, info2 = env.step(0)
    assert (reward, term, trunc, info2["illegal"]) == (-1.0, True, False, True)
    assert str(env.position) == before and np.array_equal(obs, obs2)


def test_gymnasium_a_whole_game_ends_with_a_result():
    env = SowingEnv("djenon-aboure", opponent="greedy", seat="north")
    obs, info = env.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(1000):
        a = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, term, trunc, info = env.step(a)
        if term or trunc:
            break
    assert term or trunc
    assert reward in (-1.0, 0.0, 1.0)


@pytest.mark.parametrize("game", sowing.GAMES)
def test_vector_env_matches_positions(game):
    n = 6
    env = VectorEnv(game, n, ply_limit=50, threads=2)
    obs, masks = env.reset(seed=4)
    positions = [sowing.Position(game, ply_limit=50) for _ in range(n)]
    rng = np.random.default_rng(2)
    ended = 0
    for _ in range(200):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in masks])
        obs, rewards, term, trunc, masks = env.step(actions)
        for i, p in enumerate(positions):
            p.play(int(actions[i]))
            if p.is_terminal():
                assert term[i] == p.is_finished() and trunc[i] == p.is_stopped()
                assert list(rewards[i]) == (list(p.returns()) if p.is_finished() else [0, 0])
                positions[i] = p = sowing.Position(game, ply_limit=50)
                ended += 1
            else:
                assert not term[i] and not trunc[i] and list(rewards[i]) == [0, 0]
            assert np.array_equal(obs[i], p.observation_tensor())
            want = np.zeros(env.num_actions, bool)
            want[p.legal_actions()] = True
            assert np.array_equal(masks[i], want)
            assert env.to_move[i] == p.current_player
    assert ended > 0


def test_vector_env_refuses_an_illegal_action_and_changes_nothing():
    env = VectorEnv("oware", 3)
    obs, masks = env.reset(seed=0)
    with pytest.raises(sowing.IllegalMove):
        env.step([6, 0, 6])
    with pytest.raises(ValueError):
        env.step([6, 6])
    obs2, *_ , masks2 = env.step([6, 6, 6])
    assert not np.array_equal(obs, obs2)


def test_vector_env_is_the_same_on_any_number_of_threads():
    runs = []
    for threads in (1, 2):
        env = VectorEnv("bao-kigogo", 16, opening=3, ply_limit=40, threads=threads)
        obs, masks = env.reset(seed=9)
        rng = np.random.default_rng(5)
        out = [obs.copy()]
        for _ in range(100):
            actions = np.array([rng.choice(np.flatnonzero(m)) for m in masks])
            obs, rewards, term, trunc, masks = env.step(actions)
            out += [obs.copy(), rewards.copy(), term.copy(), trunc.copy()]
        runs.append(out)
    assert all(np.array_equal(a, b) for a, b in zip(*runs))


def test_selfplay_smoke_run_learns_and_checkpoints(tmp_path):
    """A few seconds of the self-play example: it runs, checkpoints, resumes, and its
    TD loss falls from its first batches."""
    from sowing import selfplay

    ck = str(tmp_path / "sp.npz")
    import argparse

    ns = argparse.Namespace(minutes=0, seconds=6.0, envs=64, threads=1, batch=256, lr=1e-3,
                            epsilon=0.2, eval_every=3.0, curve_games=2, games=4, seed=0,
                            checkpoint=ck, resume=False, out=None)
    first = selfplay.train(ns)
    assert first["last_loss"] < first["first_loss"]
    assert first["env_steps"] > 0 and first["curve"]
    assert sum(first["vs_random"][k] for k in ("won", "drawn", "lost")) == 4
    ns.seconds, ns.resume = 9.0, True
    second = selfplay.train(ns)
    assert second["seconds"] >= 9.0 and len(second["curve"]) > len(first["curve"])


def test_position_children_match_the_vector_environment():
    env = VectorEnv("gore", 1)
    env.reset(seed=0)
    pos = sowing.Position("gore")
    obs, over, reward = env.children()
    pobs, pover, preward = pos.children()
    assert np.array_equal(obs[0], pobs) and np.array_equal(over[0], pover)
    assert np.array_equal(reward[0], preward)
    legal = pos.legal_actions()
    for a in range(env.num_actions):
        assert (a in legal) == bool(pobs[a].any())


def test_vector_env_random_actions_are_legal_and_steps_return_arrays_of_their_own():
    env = VectorEnv("oware", 8, threads=2)
    obs, masks = env.reset(seed=3)
    kept_obs, kept_masks = obs, masks
    first_obs, first_masks = obs.copy(), masks.copy()
    for _ in range(50):
        actions = env.random_actions()
        assert actions.dtype == np.uint32 and actions.shape == (8,)
        assert masks[np.arange(8), actions].all()
        obs, rewards, term, trunc, masks = env.step(actions)
    # Arrays returned earlier are not overwritten by later steps.
    assert np.array_equal(kept_obs, first_obs) and np.array_equal(kept_masks, first_masks)
    assert not np.array_equal(obs, first_obs)
    # The same seed draws the same actions.
    a, b = VectorEnv("oware", 8), VectorEnv("oware", 8, threads=2)
    a.reset(seed=5)
    b.reset(seed=5)
    for _ in range(20):
        x, y = a.random_actions(), b.random_actions()
        assert np.array_equal(x, y)
        a.step(x)
        b.step(y)
