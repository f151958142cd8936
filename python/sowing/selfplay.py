"""Self-play that learns: a small value network trained by temporal differences on
the vectorized environment, in numpy alone.

The network values *afterstates*: the position just after a move, from the point of
view of the player who made it (``VectorEnv.children`` gives every legal move's
afterstate at once). The policy is one-move lookahead: the move whose afterstate is
worth most (a move that ends the game is worth its result), with exploration during
training. Each afterstate learns towards the value of the next one (negated when the
other player made it), and the last one towards the game's result: TD(0), as in
TD-Gammon, from self-play only.

Usage::

    python -m sowing.selfplay --minutes 10 --out docs/images/selfplay.png
    python -m sowing.selfplay --seconds 20 --games 40          # a smoke run

Training checkpoints to ``--checkpoint`` (default ``target/selfplay.npz``) every
minute and at the end; ``--resume`` continues from it (its clock included). The result
is printed as JSON: games won against ``random`` and ``greedy`` (200 each by default,
half from each seat, each game opened by one random move per side so that the games
differ), the loss, and the learning curve's points.

Why numpy: the network is small (two hidden layers of 64), positions come in
batches of thousands from Rust, and numpy's matrix products are all it needs; PyTorch
would add a large dependency and no speed at this size.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

import sowing
from sowing.vector import VectorEnv

SCALE = 1.0 / 12.0  # seeds and captures are counts: keep the inputs near 1


class ValueNet:
    """A two-hidden-layer ReLU network with a tanh output, trained by Adam."""

    def __init__(self, inputs: int, hidden: int = 64, seed: int = 0) -> None:
        rng = np.random.default_rng(seed)
        self.params: Dict[str, np.ndarray] = {
            "w1": rng.normal(0, np.sqrt(2 / inputs), (inputs, hidden)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "w2": rng.normal(0, np.sqrt(2 / hidden), (hidden, hidden)).astype(np.float32),
            "b2": np.zeros(hidden, np.float32),
            "w3": rng.normal(0, np.sqrt(1 / hidden), (hidden, 1)).astype(np.float32),
            "b3": np.zeros(1, np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.t = 0

    def value(self, x: np.ndarray) -> np.ndarray:
        p = self.params
        h1 = np.maximum(x @ p["w1"] + p["b1"], 0)
        h2 = np.maximum(h1 @ p["w2"] + p["b2"], 0)
        return np.tanh(h2 @ p["w3"] + p["b3"])[:, 0]

    def train(self, x: np.ndarray, target: np.ndarray, lr: float) -> float:
        """One Adam step on the mean squared error; returns the loss before it."""
        p = self.params
        a1 = x @ p["w1"] + p["b1"]
        h1 = np.maximum(a1, 0)
        a2 = h1 @ p["w2"] + p["b2"]
        h2 = np.maximum(a2, 0)
        y = np.tanh(h2 @ p["w3"] + p["b3"])[:, 0]
        err = y - target
        loss = float(np.mean(err**2))
        g3 = (2 * err / len(x) * (1 - y**2))[:, None]
        grads = {"w3": h2.T @ g3, "b3": g3.sum(0)}
        g2 = (g3 @ p["w3"].T) * (a2 > 0)
        grads.update(w2=h1.T @ g2, b2=g2.sum(0))
        g1 = (g2 @ p["w2"].T) * (a1 > 0)
        grads.update(w1=x.T @ g1, b1=g1.sum(0))
        self.t += 1
        for k, g in grads.items():
            self.m[k] = 0.9 * self.m[k] + 0.1 * g
            self.v[k] = 0.999 * self.v[k] + 0.001 * g * g
            mh = self.m[k] / (1 - 0.9**self.t)
            vh = self.v[k] / (1 - 0.999**self.t)
            p[k] -= (lr * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)
        return loss

    def state(self) -> Dict[str, np.ndarray]:
        out = {f"p_{k}": v for k, v in self.params.items()}
        out.update({f"m_{k}": v for k, v in self.m.items()})
        out.update({f"v_{k}": v for k, v in self.v.items()})
        out["t"] = np.array(self.t)
        return out

    def load(self, d: Dict[str, np.ndarray]) -> None:
        for k in self.params:
            self.params[k] = d[f"p_{k}"]
            self.m[k] = d[f"m_{k}"]
            self.v[k] = d[f"v_{k}"]
        self.t = int(d["t"])


def lookahead(net: ValueNet, obs: np.ndarray, over: np.ndarray, reward: np.ndarray,
              mask: np.ndarray) -> np.ndarray:
    """Each legal move's worth for its mover (its result if it ends the game), -inf for
    the others; shapes ``(..., num_actions)``."""
    shape = mask.shape
    v = net.value(obs.reshape(-1, obs.shape[-1]) * SCALE).reshape(shape)
    v = np.where(over, reward, v)
    return np.where(mask, v, -np.inf)


def choose(net: ValueNet, pos: sowing.Position) -> int:
    """The lookahead move in one position."""
    obs, over, reward = pos.children()
    mask = np.zeros(len(over), bool)
    mask[pos.legal_actions()] = True
    return int(np.argmax(lookahead(net, obs, over, reward, mask)))


def play_match(net: ValueNet, opponent: str, games: int, seed: int,
               game: str = "oware") -> Tuple[int, int, int]:
    """Wins, draws and losses of the lookahead player against ``opponent`` (``random``
    or an engine spec), half the games from each seat, each opened by one random move
    per side."""
    rng = np.random.default_rng(seed)
    won = drawn = lost = 0
    for g in range(games):
        me = g % 2
        pos = sowing.Position(game, ply_limit=500)
        for _ in range(2):
            legal = pos.legal_actions()
            pos.play(int(legal[rng.integers(len(legal))]))
        while not pos.is_terminal():
            if pos.current_player == me:
                pos.play(choose(net, pos))
            elif opponent == "random":
                legal = pos.legal_actions()
                pos.play(int(legal[rng.integers(len(legal))]))
            else:
                pos.play(pos.search(opponent, int(rng.integers(2**63)))["action"])
        r = pos.returns()[me]
        won += r > 0
        drawn += r == 0
        lost += r < 0
    return won, drawn, lost


def train(args: argparse.Namespace) -> dict:
    env = VectorEnv("oware", args.envs, ply_limit=300, threads=args.threads)
    net = ValueNet(env.observation_size, seed=args.seed)
    curve: List[dict] = []
    clock = 0.0
    if args.resume and os.path.exists(args.checkpoint):
        saved = np.load(args.checkpoint, allow_pickle=False)
        net.load(dict(saved))
        clock = float(saved["clock"])
        curve = json.loads(str(saved["curve"]))
        print(f"resumed at {clock:.0f} s", file=sys.stderr)
    budget = args.seconds if args.seconds is not None else 60.0 * args.minutes
    rng = np.random.default_rng(args.seed + int(clock))
    env.reset(seed=args.seed + int(clock))
    n = args.envs
    # Per game: the last afterstate's input and who made it (-1: none yet).
    prev_x = np.zeros((n, env.observation_size), np.float32)
    prev_mover = np.full(n, -1)
    xs: List[np.ndarray] = []
    ys: List[np.ndarray] = []
    losses: List[float] = []
    first_losses: List[float] = []
    if not curve:
        curve.append(evaluate(net, args, 0.0, 0, None, 0))
    start = time.perf_counter() - clock
    last_eval = last_save = time.perf_counter()
    steps = 0
    while time.perf_counter() - start < budget:
        masks = env._masks()
        mover = env.to_move.astype(np.int64)
        obs, over, reward = env.children()
        worth = lookahead(net, obs, over, reward, masks)
        explore = max(args.epsilon * (1 - (time.perf_counter() - start) / budget), 0.02)
        greedy = np.argmax(worth, axis=1)
        noise = np.where(masks, rng.random(masks.shape), -1).argmax(axis=1)
        action = np.where(rng.random(n) < explore, noise, greedy)
        idx = np.arange(n)
        q = worth[idx, action]  # the chosen afterstate's worth for its mover
        # TD(0): the previous afterstate learns towards this one (negated if the other
        # player made that one).
        has_prev = prev_mover >= 0
        sign = np.where(prev_mover == mover, 1.0, -1.0)
        xs.append(prev_x[has_prev])
        ys.append((sign * q)[has_prev].astype(np.float32))
        x_now = obs[idx, action] * SCALE
        _, _, term, trunc, _ = env.step(action)
        steps += n
        # A game that ended: its last afterstate learns its result; it starts afresh.
        ended = term | trunc
        xs.append(x_now[term])
        ys.append(reward[idx, action][term].astype(np.float32))
        prev_x = x_now
        prev_mover = np.where(ended, -1, mover)
        total = sum(len(x) for x in xs)
        if total >= args.batch:
            x = np.concatenate(xs)
            y = np.concatenate(ys)
            xs, ys = [], []
            for k in range(0, len(x) - args.batch + 1, args.batch):
                loss = net.train(x[k : k + args.batch], y[k : k + args.batch], args.lr)
                losses.append(loss)
                if len(first_losses) < 20:
                    first_losses.append(loss)
        now = time.perf_counter()
        if now - last_eval >= args.eval_every or now - start >= budget:
            loss = float(np.mean(losses[-50:])) if losses else None
            curve.append(evaluate(net, args, now - start, steps, loss, len(curve)))
            last_eval = time.perf_counter()
        if time.perf_counter() - last_save >= 60:
            save(args.checkpoint, net, time.perf_counter() - start, curve)
            last_save = time.perf_counter()
    clock = time.perf_counter() - start
    save(args.checkpoint, net, clock, curve)
    result = {
        "seconds": round(clock, 1),
        "env_steps": steps,
        "first_loss": float(np.mean(first_losses)) if first_losses else None,
        "last_loss": float(np.mean(losses[-20:])) if losses else None,
        "curve_games": args.curve_games,
        "curve": curve,
    }
    if args.games:
        for opp in ("random", "greedy"):
            w, d, l = play_match(net, opp, args.games, seed=10_000)
            result[f"vs_{opp}"] = {"won": w, "drawn": d, "lost": l, "games": args.games}
    return result


def evaluate(net: ValueNet, args: argparse.Namespace, seconds: float, steps: int,
             loss: Optional[float], k: int) -> dict:
    """A point of the learning curve: scores against greedy and random (win 1, draw
    1/2) over ``args.curve_games`` games each."""
    point: Dict[str, Any] = {"seconds": round(seconds, 1), "steps": steps, "loss": loss}
    for opp in ("greedy", "random"):
        w, d, l = play_match(net, opp, args.curve_games, seed=1000 * k)
        point[f"vs_{opp}"] = (w + d / 2) / max(w + d + l, 1)
    print(json.dumps(point), file=sys.stderr)
    return point


def save(path: str, net: ValueNet, clock: float, curve: List[dict]) -> None:
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tmp = path + ".tmp.npz"
    np.savez(tmp, clock=np.array(clock), curve=np.array(json.dumps(curve)), **net.state())
    os.replace(tmp, path)


def plot(result: dict, out: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    pts = result["curve"]
    t = [p["seconds"] / 60 for p in pts]
    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=100)
    ax.plot(t, [p["vs_greedy"] for p in pts], color="#b5532a", marker=".",
            label="score vs greedy")
    ax.plot(t, [p.get("vs_random", np.nan) for p in pts], color="#c9a227", marker=".",
            label="score vs random")
    ax.axhline(0.6, color="#b5532a", lw=0.8, ls=":")
    ax.axhline(0.9, color="#c9a227", lw=0.8, ls=":")
    ax.set_xlabel("training time (minutes, 2 shared cores)")
    ax.set_ylabel(f"score (win 1, draw ½), {result.get('curve_games', '?')} games each")
    ax.set_ylim(0, 1)
    ax2 = ax.twinx()
    ax2.plot(t, [p["loss"] if p["loss"] is not None else np.nan for p in pts],
             color="#4a6b5d", lw=0.8, label="TD loss")
    ax2.set_ylabel("TD loss (mean squared error)")
    lines = ax.get_lines()[:2] + ax2.get_lines()
    ax.legend(lines, [ln.get_label() for ln in lines], loc="lower right")
    vs = result.get("vs_greedy")
    vr = result.get("vs_random")
    title = "Oware self-play, numpy value network"
    if vs and vr:
        title += f": {vr['won']}/{vr['games']} vs random, {vs['won']}/{vs['games']} vs greedy"
    ax.set_title(title, fontsize=9)
    fig.tight_layout()
    fig.savefig(out)


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description="Oware self-play with a numpy value network")
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--seconds", type=float, default=None, help="overrides --minutes")
    ap.add_argument("--envs", type=int, default=256)
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--epsilon", type=float, default=0.2)
    ap.add_argument("--eval-every", type=float, default=30.0)
    ap.add_argument("--curve-games", type=int, default=40)
    ap.add_argument("--games", type=int, default=200, help="final games per opponent")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--checkpoint", default="target/selfplay.npz")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--out", help="the learning curve as a PNG (needs matplotlib)")
    args = ap.parse_args(argv)
    result = train(args)
    if args.out:
        plot(result, args.out)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
