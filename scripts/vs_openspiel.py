"""Oware matches: this crate's engine against OpenSpiel's bots (open-spiel 2.0.2).

Run through `scripts/vs-openspiel`, which prepares the virtual environment and builds
the engine (examples/oware_engine.rs). For every pairing it plays N games between our
engine (a `sowing::search::Spec`, default `alphabeta:ms=T`) and one of OpenSpiel's bots:

    mctsN   pyspiel.MCTSBot (C++) with random rollouts (RandomRolloutEvaluator with
            1 rollout), uct_c = 2, N simulations a move, solve = False
    ab:D    open_spiel.python.algorithms.minimax.alpha_beta_search to depth D (pyspiel
            2.0.2 exposes no alpha-beta bot of its own, so this is OpenSpiel's Python
            alpha-beta over the C++ states), valued at the horizon by the score
            difference / 100 for the player to move at the root (terminal states are
            worth their returns, +-1, so a win always beats any margin)

OpenSpiel's state is the referee: both sides' moves are applied to it, every move of
our engine is checked against `state.legal_actions()`, and the result is read from
`state.returns()`. Our engine is told the whole game so far (our hole numbers) and
rebuilds it with `Game::from_moves`, so its repetition rule sees the history.

Colours alternate game by game (our engine is player 0, who moves first, in even
games). Games 2k and 2k+1 start from the same opening of K uniformly random plies
(`--opening-plies`; by default 0 against MCTS, which is random by itself, and 4 against
the deterministic alpha-beta bot, so that the games differ), played with colours
swapped.

Time: the wall clock of each answer of our engine process (request written to answer
read) and of each bot move (`bot.step(state)` / the alpha-beta call). With `--ms T`
our engine gets T ms a move. Without it our time is matched to the bot's: before a
pairing the bot plays itself from the start (a whole game, or `--calibrate-moves`
moves) to measure its time per move, and before every game our `ms` is set to 95% of
the bot's recent mean time per move (the self-play game until two games have been
played, then its last 100 moves in games, so that changes in the machine's load are
followed), minus our measured overhead (answer time beyond the `ms` asked for: process
round trip, wake-up, the search's last check of the clock), minus any excess of our
mean over the bot's so far, so that our mean time per move stays at or below the
bot's (see `our_spec`). The MCTS bot spends more time in the opening, where its random
rollouts are longest, than later, so a measurement of its first moves alone would
overstate its mean; our engine spends the same time on every move. The `ms` is fixed
for a whole game, so the engine, and its transposition table, lives for the whole
game.

Board mapping (see scripts/crosscheck_openspiel.py, where it is probed): player 0 is
South; player 0's action a sows our hole 6 + a, player 1's action a sows our hole 5 - a.

Output: one line per game (with its moves when our engine did not win), a table per
pairing (also every `--report-every` games), and at the end one JSON line with every
pairing.
"""

import argparse
import json
import random
import statistics
import subprocess
import sys
import time

import pyspiel
from open_spiel.python.algorithms import minimax


def action_to_hole(player, action):
    """OpenSpiel (player, action) -> our hole."""
    return 6 + action if player == 0 else 5 - action


def hole_to_action(player, hole):
    """Our hole -> OpenSpiel action of `player` (None if not `player`'s hole)."""
    a = hole - 6 if player == 0 else 5 - hole
    return a if 0 <= a < 6 else None


def scores(state):
    """(score of player 0, score of player 1) from OpenSpiel's observation string."""
    s0, s1 = state.observation_string(0).split(" | ")[1].split()
    return int(s0), int(s1)


class Engine:
    """Our engine process (examples/oware_engine.rs), one JSON line each way."""

    def __init__(self, path):
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, holes, spec, new_game=False, seed=1):
        req = {"moves": holes, "spec": spec}
        if new_game:
            req["new_game"] = True
            req["seed"] = seed
        t = time.perf_counter()
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        wall = (time.perf_counter() - t) * 1000.0
        if not line:
            raise RuntimeError("the engine process ended")
        reply = json.loads(line)
        if "error" in reply:
            raise RuntimeError(f"engine error: {reply['error']} (moves {holes})")
        return reply, wall

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


class MctsBot:
    def __init__(self, game, sims, seed, max_memory_mb):
        self.name = f"mcts{sims}"
        self.desc = (f"pyspiel.MCTSBot, RandomRolloutEvaluator(1), uct_c=2, "
                     f"{sims} simulations, solve=False")
        self.bot = pyspiel.MCTSBot(
            game,
            pyspiel.RandomRolloutEvaluator(1, seed),
            uct_c=2.0,
            max_simulations=sims,
            max_memory_mb=max_memory_mb,
            solve=False,
            seed=seed,
            verbose=False,
        )

    def step(self, state):
        return self.bot.step(state)


class AlphaBetaBot:
    def __init__(self, game, depth):
        self.name = f"ab:{depth}"
        self.desc = (f"open_spiel.python.algorithms.minimax.alpha_beta_search, depth "
                     f"{depth}, horizon value = score difference / 100")
        self.game = game
        self.depth = depth

    def step(self, state):
        me = state.current_player()

        def value(s):
            sc = scores(s)
            return (sc[me] - sc[1 - me]) / 100.0

        _, action = minimax.alpha_beta_search(
            self.game, state=state, value_function=value,
            maximum_depth=self.depth, maximizing_player_id=me)
        return action


def make_bot(game, name, seed, max_memory_mb):
    if name.startswith("mcts"):
        return MctsBot(game, int(name[4:]), seed, max_memory_mb)
    if name.startswith("ab:"):
        return AlphaBetaBot(game, int(name[3:]))
    raise SystemExit(f"unknown pairing {name!r} (mctsN or ab:D)")


def calibrate(game, bot, moves):
    """The bot's wall-clock ms per move, playing itself from the start."""
    state = game.new_initial_state()
    times = []
    while len(times) < moves and not state.is_terminal():
        t = time.perf_counter()
        action = bot.step(state)
        times.append((time.perf_counter() - t) * 1000.0)
        state.apply_action(action)
    return times


class Pairing:
    def __init__(self, name, bot):
        self.name = name
        self.bot = bot
        self.games = []  # one dict per game
        self.bot_ms = []  # every bot move, calibration included
        self.bot_ms_games = []  # bot moves in games only
        self.our_ms = []  # wall clock of every answer
        self.our_think = []  # the engine's own search time
        self.our_asked = []  # the ms asked for, per move
        self.depths = []

    def summary(self):
        g = self.games
        n = len(g)
        w = sum(1 for x in g if x["result"] == "win")
        d = sum(1 for x in g if x["result"] == "draw")
        l_ = sum(1 for x in g if x["result"] == "loss")

        def mean(xs):
            return round(statistics.fmean(xs), 2) if xs else None

        def by_colour(c):
            gs = [x for x in g if x["our_player"] == c]
            return {
                "games": len(gs),
                "wins": sum(1 for x in gs if x["result"] == "win"),
                "draws": sum(1 for x in gs if x["result"] == "draw"),
                "losses": sum(1 for x in gs if x["result"] == "loss"),
            }

        return {
            "pairing": self.name,
            "bot": self.bot.desc,
            "games": n,
            "wins": w,
            "draws": d,
            "losses": l_,
            "score_pct": round(100.0 * (w + 0.5 * d) / n, 1) if n else None,
            "as_first_player": by_colour(0),
            "as_second_player": by_colour(1),
            "our_ms_per_move": mean(self.our_ms),
            "our_ms_per_move_median": round(statistics.median(self.our_ms), 2)
            if self.our_ms else None,
            "our_search_ms_per_move": mean(self.our_think),
            "bot_ms_per_move": mean(self.bot_ms_games),
            "bot_ms_per_move_median": round(statistics.median(self.bot_ms_games), 2)
            if self.bot_ms_games else None,
            "our_ms_asked_mean": mean(self.our_asked),
            "our_mean_depth": mean(self.depths),
            "mean_plies": mean([x["plies"] for x in g]),
            "our_ms_asked_range": [min(self.our_asked), max(self.our_asked)]
            if self.our_asked else None,
        }


def print_table(summaries, out=sys.stdout):
    head = (f"{'pairing':<11} {'games':>5} {'W':>4} {'D':>4} {'L':>4} {'score':>7} "
            f"{'W/D/L 1st':>11} {'W/D/L 2nd':>11} {'our ms/mv':>9} {'bot ms/mv':>9} "
            f"{'our depth':>9} {'plies':>6}")
    print(head, file=out)
    print("-" * len(head), file=out)
    for s in summaries:
        if not s["games"]:
            continue
        f, se = s["as_first_player"], s["as_second_player"]
        print(f"{s['pairing']:<11} {s['games']:>5} {s['wins']:>4} {s['draws']:>4} "
              f"{s['losses']:>4} {s['score_pct']:>6.1f}% "
              f"{'%d/%d/%d' % (f['wins'], f['draws'], f['losses']):>11} "
              f"{'%d/%d/%d' % (se['wins'], se['draws'], se['losses']):>11} "
              f"{s['our_ms_per_move']:>9.1f} {s['bot_ms_per_move']:>9.1f} "
              f"{s['our_mean_depth'] or 0:>9.1f} {s['mean_plies']:>6.1f}", file=out)
    out.flush()


RECENT = 100  # moves the time matching looks back on


def our_spec(args, p):
    """The spec for the next game, and the ms it asks for.

    Matched to the bot: 95% of the bot's recent mean time per move (the self-play
    calibration until two games are played, then its last RECENT moves in games, so
    that a change in the machine's load is followed), minus our recent overhead (wall
    time per answer beyond the ms asked for), minus what our mean time per move over
    the pairing so far exceeds the bot's (so the pairing's means stay in order)."""
    if args.ms is not None:
        return args.spec.replace("{ms}", str(args.ms)), args.ms
    if len(p.games) >= 2:
        bot_recent = statistics.fmean(p.bot_ms_games[-RECENT:])
    else:
        bot_recent = statistics.fmean(p.bot_ms)
    overhead = 1.0
    excess = 0.0
    if p.our_ms:
        overhead = max(0.0, statistics.fmean(p.our_ms[-RECENT:])
                       - statistics.fmean(p.our_asked[-RECENT:]))
        excess = max(0.0, statistics.fmean(p.our_ms) - statistics.fmean(p.bot_ms_games))
    ms = max(1, int(0.95 * bot_recent - overhead - excess))
    return args.spec.replace("{ms}", str(ms)), ms


def play_game(args, game, engine, p, index, opening):
    our = index % 2  # OpenSpiel player id of our engine
    spec, ms = our_spec(args, p)
    state = game.new_initial_state()
    holes = []
    for action in opening:
        holes.append(action_to_hole(state.current_player(), action))
        state.apply_action(action)
    first_ask = True
    our_ms = bot_ms = 0.0
    our_moves = bot_moves = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == our:
            reply, wall = engine.ask(holes, spec, new_game=first_ask,
                                     seed=args.seed * 100003 + index)
            first_ask = False
            hole = reply["move"]
            action = hole_to_action(player, hole)
            legal = state.legal_actions()
            if action is None or action not in legal:
                raise RuntimeError(
                    f"{p.name} game {index + 1}: our engine played hole {hole}, not legal "
                    f"for player {player} (legal actions {legal}, holes "
                    f"{[action_to_hole(player, a) for a in legal]}); moves {holes}\n{state}")
            p.our_ms.append(wall)
            p.our_think.append(reply["ms"])
            p.our_asked.append(ms)
            p.depths.append(reply["depth"])
            our_ms += wall
            our_moves += 1
        else:
            t = time.perf_counter()
            action = p.bot.step(state)
            wall = (time.perf_counter() - t) * 1000.0
            if action not in state.legal_actions():
                raise RuntimeError(f"bot played illegal action {action}")
            p.bot_ms.append(wall)
            p.bot_ms_games.append(wall)
            bot_ms += wall
            bot_moves += 1
        holes.append(action_to_hole(player, action))
        state.apply_action(action)
    ret = state.returns()[our]
    result = "win" if ret > 0 else "loss" if ret < 0 else "draw"
    sc = scores(state)
    rec = {
        "game": index + 1,
        "our_player": our,
        "result": result,
        "plies": len(holes),
        "scores": [sc[our], sc[1 - our]],
        "our_ms_per_move": round(our_ms / max(1, our_moves), 2),
        "bot_ms_per_move": round(bot_ms / max(1, bot_moves), 2),
        "spec": spec,
        "opening": holes[:len(opening)],
        "moves": holes,
    }
    p.games.append(rec)
    return rec


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", required=True, help="examples/oware_engine binary")
    ap.add_argument("--games", type=int, default=200, help="games per pairing")
    ap.add_argument("--ms", type=int, default=None,
                    help="our ms per move (default: matched to the bot's)")
    ap.add_argument("--spec", default="alphabeta:ms={ms}",
                    help="our player spec; {ms} is replaced by the time per move")
    ap.add_argument("--pairings", default="mcts1000,mcts10000,ab:8")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opening-plies", type=int, default=None,
                    help="random plies before the engines play (default: 0 against "
                         "MCTS, 4 against alpha-beta)")
    ap.add_argument("--calibrate-moves", type=int, default=1000,
                    help="bot moves of the self-play calibration (default: a whole game)")
    ap.add_argument("--max-memory-mb", type=int, default=1000)
    ap.add_argument("--report-every", type=int, default=20)
    args = ap.parse_args()

    game = pyspiel.load_game("oware")
    engine = Engine(args.engine)
    pairings = []
    started = time.time()
    print(f"# our engine: {args.spec} ({'ms=%d' % args.ms if args.ms is not None else 'ms matched to the bot'}); "
          f"{args.games} games per pairing; seed {args.seed}", flush=True)
    try:
        for pi, name in enumerate(args.pairings.split(",")):
            name = name.strip()
            bot = make_bot(game, name, args.seed * 1000 + pi, args.max_memory_mb)
            p = Pairing(name, bot)
            pairings.append(p)
            cal = calibrate(game, bot, args.calibrate_moves)
            p.bot_ms.extend(cal)
            print(f"\n## {name}: {bot.desc}", flush=True)
            print(f"# calibration: the bot played itself, {len(cal)} moves from the start, "
                  f"{statistics.fmean(cal):.1f} ms a move (median "
                  f"{statistics.median(cal):.1f})", flush=True)
            k = args.opening_plies
            if k is None:
                k = 0 if name.startswith("mcts") else 4
            for i in range(args.games):
                rng = random.Random(f"{args.seed}/{name}/{i // 2}")
                s = game.new_initial_state()
                opening = []
                for _ in range(k):
                    if s.is_terminal():
                        break
                    a = rng.choice(s.legal_actions())
                    opening.append(a)
                    s.apply_action(a)
                rec = play_game(args, game, engine, p, i, opening)
                print(f"{name} game {rec['game']:>3}: ours as player {rec['our_player']} "
                      f"{rec['result']:<4} {rec['scores'][0]:>2}-{rec['scores'][1]:<2} "
                      f"{rec['plies']:>3} plies, ms/move ours {rec['our_ms_per_move']:.1f} "
                      f"bot {rec['bot_ms_per_move']:.1f} ({rec['spec']})"
                      f"{' opening ' + str(rec['opening']) if rec['opening'] else ''}",
                      flush=True)
                if rec["result"] != "win":
                    print(f"    moves (our holes): {rec['moves']}", flush=True)
                if args.report_every and (i + 1) % args.report_every == 0 \
                        and i + 1 < args.games:
                    print(f"# after {i + 1} games ({time.time() - started:.0f} s):",
                          flush=True)
                    print_table([p.summary()])
            print(f"\n# {name} done ({time.time() - started:.0f} s)", flush=True)
            print_table([p.summary()])
    finally:
        engine.close()
        summaries = [p.summary() for p in pairings]
        print("\n# all pairings (our engine's wins / draws / losses; ms per move is wall "
              "clock per move, ours including the process round trip)")
        print_table(summaries)
        print(json.dumps({
            "spec": args.spec,
            "ms": args.ms,
            "seed": args.seed,
            "games_per_pairing": args.games,
            "seconds": round(time.time() - started, 1),
            "pairings": summaries,
        }), flush=True)


if __name__ == "__main__":
    main()
