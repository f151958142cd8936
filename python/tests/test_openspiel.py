"""The five games inside OpenSpiel: conformance (random_sim_test with
serialization), OpenSpiel's MCTS bot, and sowing_oware against OpenSpiel's own oware."""

import random
import time

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import sowing  # noqa: E402
import sowing.openspiel  # noqa: E402,F401  (registers the games)
from mcts_games import mcts_vs_random  # noqa: E402

SHORT_NAMES = list(sowing.openspiel.GAMES)


def test_registered():
    names = {g.short_name for g in pyspiel.registered_games()}
    assert set(SHORT_NAMES) <= names
    assert SHORT_NAMES == ["sowing_gore", "sowing_hoyito_iii", "sowing_djenon_aboure",
                           "sowing_bao_kigogo", "sowing_oware"]
    for short, name in sowing.openspiel.GAMES.items():
        game = pyspiel.load_game(short)
        info = sowing.game_info(name)
        assert game.num_distinct_actions() == info["num_distinct_actions"]
        assert game.num_players() == 2
        assert game.max_game_length() == 1000
        assert game.observation_tensor_shape() == [info["observation_size"]]
        assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_random_sim_test_with_serialization(short):
    game = pyspiel.load_game(short)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_random_sim_test_with_parameters():
    for spec in ("sowing_hoyito_iii(round=3,previous_winner=north)",
                 "sowing_bao_kigogo(direction=clockwise)",
                 "sowing_gore(max_game_length=60)"):
        game = pyspiel.load_game(spec)
        pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    state = pyspiel.load_game("sowing_gore(max_game_length=60)").new_initial_state()
    rng = random.Random(0)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.move_number() <= 60


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_serialization_keeps_the_history(short):
    game = pyspiel.load_game(short)
    state = game.new_initial_state()
    rng = random.Random(5)
    for _ in range(30):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game)
    assert state2.history() == state.history()
    assert state2.position.moves() == state.position.moves()
    assert state2.position.key() == state.position.key()
    assert state2.legal_actions() == state.legal_actions()
    clone = state.clone()
    assert clone.position.moves() == state.position.moves()
    if not clone.is_terminal():
        clone.apply_action(clone.legal_actions()[0])
        assert len(state.position.moves()) + 1 == len(clone.position.moves())


def test_hoyito_extra_turn_is_the_same_player_again():
    game = pyspiel.load_game("sowing_hoyito_iii")
    rng = random.Random(11)
    again = 0
    for _ in range(20):
        state = game.new_initial_state()
        while not state.is_terminal():
            player = state.current_player()
            caught = state.position.captured()[player]
            state.apply_action(rng.choice(state.legal_actions()))
            if not state.is_terminal() and state.position.captured()[player] > caught:
                assert state.current_player() == player
                again += 1
    assert again > 0


def test_gore_offers_and_answers_are_actions():
    game = pyspiel.load_game("sowing_gore")
    state = game.new_initial_state()
    offer = state.position.move_to_action("offer 5,6")
    assert offer in state.legal_actions()
    assert state.action_to_string(0, offer) == "South:offer 5,6"
    state.apply_action(offer)
    assert state.current_player() == 1
    assert 10 in state.legal_actions()  # decline
    state.apply_action(10)
    assert state.current_player() == 1  # North sows after answering


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_observer(short):
    from open_spiel.python.observation import make_observation
    game = pyspiel.load_game(short)
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    obs = make_observation(game)
    obs.set_from(state, 1)
    assert np.array_equal(obs.tensor, state.position.observation_tensor(1))
    assert list(state.observation_tensor(0)) == state.position.observation_values(0)
    assert state.observation_string(0) == str(state.position)


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_mcts_bot_plays(short):
    # Goré's random rollouts trade holes for a long time: a shorter game keeps the
    # test quick.
    game = pyspiel.load_game(short + ("(max_game_length=80)" if short == "sowing_gore" else ""))
    scores = mcts_vs_random(game, games=2, simulations=40)
    assert all(s in (-1.0, 0.0, 1.0) for s in scores)
    if short in ("sowing_oware", "sowing_djenon_aboure", "sowing_bao_kigogo"):
        assert sum(scores) > 0, scores  # MCTS does better than random


# ---------------------------------------------------------------- sowing_oware vs oware

def os_house_to_hole(h):
    """OpenSpiel oware's house h -> FORMAT.md hole (see scripts/crosscheck_openspiel.py)."""
    return 6 + h if h < 6 else 5 - (h - 6)


def os_action_to_hole(player, action):
    return 6 + action if player == 0 else 5 - action


def parse_oware(obs):
    cur, scores, houses = obs.split(" | ")
    holes = [0] * 12
    for h, n in enumerate(houses.split()):
        holes[os_house_to_hole(h)] = int(n)
    return int(cur), [int(s) for s in scores.split()], holes


def test_sowing_oware_agrees_with_openspiel_oware_on_1000_random_games():
    theirs_game = pyspiel.load_game("oware")
    ours_game = pyspiel.load_game("sowing_oware")
    rng = random.Random(2024)
    games = moves = positions = mismatches = 0
    outcomes = [0, 0, 0]
    t0 = time.time()
    for _ in range(1000):
        theirs = theirs_game.new_initial_state()
        ours = ours_game.new_initial_state()
        while True:
            positions += 1
            cur, scores, holes = parse_oware(theirs.observation_string(0))
            same = (
                theirs.is_terminal() == ours.is_terminal()
                and theirs.returns() == ours.returns()
                and holes == ours.position.board()
                and scores == ours.position.captured()
                and theirs.current_player() == ours.current_player()
                and sorted(os_action_to_hole(cur, a) for a in theirs.legal_actions())
                == ours.legal_actions()
            )
            if not same:
                mismatches += 1
                break
            if theirs.is_terminal():
                break
            action = rng.choice(theirs.legal_actions())
            theirs.apply_action(action)
            ours.apply_action(os_action_to_hole(cur, action))
            moves += 1
        games += 1
        r = theirs.returns()[0]
        outcomes[0 if r > 0 else 1 if r < 0 else 2] += 1
    print(f"\noware agreement: {games} games, {moves} moves, {positions} positions "
          f"compared, {mismatches} mismatching games; South/North/draw {outcomes}; "
          f"{time.time() - t0:.1f} s")
    assert games == 1000 and mismatches == 0
    assert moves > 50_000


def test_bao_kigogo_repetition_draw_uses_the_states_history():
    # Random game 9135 (random.Random(9135), uniform over legal actions) of Bao Kigogo
    # ends in a draw by repetition after 160 moves. Played through OpenSpiel, with a
    # serialization round trip and a clone on the way, the state's history ends it.
    game = pyspiel.load_game("sowing_bao_kigogo")
    rng = random.Random(9135)
    state = game.new_initial_state()
    keys = [state.position.key()]
    while not state.is_terminal():
        if len(keys) == 80:
            _, state = pyspiel.deserialize_game_and_state(
                pyspiel.serialize_game_and_state(game, state))
        if len(keys) == 120:
            state = state.clone()
        if len(keys) == 160:
            before_last = state.position.clone()
        state.apply_action(rng.choice(state.legal_actions()))
        keys.append(state.position.key())
    assert state.move_number() == 160
    assert state.position.result == "draw" and state.returns() == [0.0, 0.0]
    assert keys[-1] in keys[:-1]  # the final position was seen before
    # The same last move from the same position without its history goes on.
    fresh = sowing.Position.from_json(before_last.to_json())
    fresh.play(state.history()[-1])
    assert fresh.key() == keys[-1] and not fresh.is_terminal()
