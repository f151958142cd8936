"""OpenSpiel's MCTS bot against a uniformly random bot, shared by the tests of the five
games and of described games."""

import numpy as np


def mcts_vs_random(game, games, simulations):
    """Plays ``games`` games, MCTS taking South in even games and North in odd ones;
    checks every action is legal and returns MCTS's returns, one per game."""
    from open_spiel.python.algorithms import mcts
    from open_spiel.python.bots import uniform_random
    rng = np.random.RandomState(42)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    scores = []
    for g in range(games):
        bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations, evaluator=evaluator,
                           random_state=rng, solve=False)
        rand = uniform_random.UniformRandomBot(1 - g % 2, rng)
        bots = [bot, rand] if g % 2 == 0 else [rand, bot]
        state = game.new_initial_state()
        while not state.is_terminal():
            action = bots[state.current_player()].step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
        assert state.move_number() <= game.max_game_length()
        scores.append(state.returns()[g % 2])
    return scores
