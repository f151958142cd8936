//! `mancala match`: games between two computer players, seats alternating.

use crate::common::{
    engine, json_object, open_db, start_position, CliError, CliResult, Leaves, Pos,
};
use crate::random::DEFAULT_MAX_PLIES;
use crate::{outln, say};
use serde::Serialize;
use sowing::search::Spec;
use sowing::{AnyGame, Game, GameKind, MoveList, Player, Rng};
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// The game: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware, or a library game
    /// (mancala games); or give --game NAME or --game-file PATH instead.
    game: GameKind,
    /// Player A (see mancala --help), who is south and starts in games 1, 3, 5, ...
    a: Spec,
    /// Player B.
    b: Spec,
    /// Games to play.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// The seed of the players' random choices and of the openings.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3}'.
    #[arg(long, value_parser = json_object)]
    options: Option<serde_json::Value>,
    /// Stop a game unfinished after this many plies (not scored).
    #[arg(long, default_value_t = DEFAULT_MAX_PLIES)]
    max_plies: usize,
    /// Begin each pair of games with the same K random plies (seats swapped).
    #[arg(long, default_value_t = 0)]
    opening: usize,
    /// Endgame databases (a folder built by mancala solve): alpha-beta players play
    /// their positions perfectly and search with them as exact leaves.
    #[arg(long)]
    db: Option<String>,
    /// Write only the JSON summary on stdout; the table for people goes to stderr.
    #[arg(long)]
    json: bool,
}

/// What a match produced.
struct MatchStats {
    a_wins: usize,
    b_wins: usize,
    draws: usize,
    unfinished: usize,
    /// A's points in each finished game: 1, ½ or 0.
    a_points: Vec<f64>,
    /// Time spent choosing moves, and moves chosen, by A and by B.
    think: [Duration; 2],
    moves: [u64; 2],
    plies: usize,
    elapsed: Duration,
}

pub fn run(a: Args) -> CliResult {
    let start = start_position(a.game, a.options.as_ref())?;
    let stats = match &a.db {
        Some(path) => {
            let leaves: Leaves<AnyGame> = open_db(path, a.game)?;
            run_match(start, &a, Some(leaves))?
        }
        None => sowing::with_game!(start, p => run_match(p, &a, None))?,
    };
    print_match(&a, &stats)?;
    Ok(0)
}

/// The seed of side `side` (0 = A, 1 = B) in game `k` of a match seeded `seed`:
/// SplitMix64 steps mixing the match seed and the game number.
fn engine_seed(seed: u64, k: u64, side: u64) -> u64 {
    let mix = |z: u64| Rng::new(z).next_u64();
    mix(seed ^ mix(k << 1 | side))
}

fn run_match<P: Pos>(
    start: P,
    a: &Args,
    leaves: Option<Leaves<P>>,
) -> Result<MatchStats, CliError> {
    let n = a.games;
    let began = Instant::now();
    let mut s = MatchStats {
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        unfinished: 0,
        a_points: Vec::with_capacity(n as usize),
        think: [Duration::ZERO; 2],
        moves: [0; 2],
        plies: 0,
        elapsed: Duration::ZERO,
    };
    // Progress on a terminal only: a log would get one long line of carriage returns.
    let show_progress = io::stderr().is_terminal();
    let progress = |s: &MatchStats, done: u64| {
        if !show_progress {
            return;
        }
        // (`+ 0.0`: an empty sum is -0.)
        let points = s.a_points.iter().sum::<f64>() + 0.0;
        eprint!(
            "\r{} {} vs {}: {done}/{n} games, A {points} points, {:.1} s   ",
            start.kind(),
            a.a,
            a.b,
            began.elapsed().as_secs_f64()
        );
        let _ = io::stderr().flush();
    };
    progress(&s, 0);
    for k in 0..n {
        // A is South (and moves first) in the even-numbered games.
        let a_south = k % 2 == 0;
        let mut engines = [
            engine::<P>(a.a, engine_seed(a.seed, k, 0), &leaves),
            engine::<P>(a.b, engine_seed(a.seed, k, 1), &leaves),
        ];
        let mut game = Game::new(start).with_ply_limit(Some(a.max_plies));
        // Games 2j and 2j + 1 share their random opening, with the seats swapped.
        let mut rng = Rng::new(engine_seed(a.seed, k / 2, 2));
        let mut legal = MoveList::new();
        for _ in 0..a.opening {
            game.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            game.play(legal[rng.below(legal.len())])
                .map_err(|e| format!("a legal opening move was refused: {e}"))?;
        }
        while !game.is_finished() && !game.is_stopped() {
            let side = usize::from((game.position().to_move() == Player::South) != a_south);
            let t = Instant::now();
            let choice = engines[side].choose(&game);
            s.think[side] += t.elapsed();
            s.moves[side] += 1;
            let Some(mv) = choice else { break };
            game.play(mv).map_err(|e| {
                format!(
                    "game {} of the match: {} chose {mv}, which was refused: {e}",
                    k + 1,
                    engines[side].spec()
                )
            })?;
        }
        s.plies += game.ply();
        match game.result() {
            None => s.unfinished += 1,
            Some(r) => match r.winner() {
                None => {
                    s.draws += 1;
                    s.a_points.push(0.5);
                }
                Some(w) if (w == Player::South) == a_south => {
                    s.a_wins += 1;
                    s.a_points.push(1.0);
                }
                Some(_) => {
                    s.b_wins += 1;
                    s.a_points.push(0.0);
                }
            },
        }
        progress(&s, k + 1);
    }
    if show_progress {
        eprintln!();
    }
    s.elapsed = began.elapsed();
    Ok(s)
}

/// The match's one-line JSON summary (fields in this order).
#[derive(Serialize)]
struct MatchJson {
    game: String,
    a: String,
    b: String,
    games: u64,
    a_wins: usize,
    b_wins: usize,
    draws: usize,
    unfinished: usize,
    /// A's points per finished game, 0 to 1 (`null` when no game finished).
    a_score: Option<f64>,
    ci95: Option<[f64; 2]>,
    elo: Option<f64>,
    elo_ci95: Option<[f64; 2]>,
    ms_per_move: [f64; 2],
    seed: u64,
    max_plies: usize,
    opening: usize,
    plies_per_game: f64,
}

fn round_to(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    // Adding 0.0 turns -0.0 into 0.0.
    (x * f).round() / f + 0.0
}

/// The 95% quantile of the normal distribution used by the intervals.
const Z95: f64 = 1.959_963_984_540_054;

/// A's score (points per finished game, a draw half a point) and its 95% Wilson score
/// interval, which stays inside [0, 1] and is honest at 0% and 100%.
fn score_interval(points: &[f64]) -> Option<(f64, [f64; 2])> {
    let n = points.len() as f64;
    if n == 0.0 {
        return None;
    }
    let p = points.iter().sum::<f64>() / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    Some((p, [(centre - half).max(0.0), (centre + half).min(1.0)]))
}

/// The Elo difference that predicts `score` (0 < score < 1).
fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The Elo difference of A over B and its 95% interval, from the score with Jeffreys'
/// prior (half a win and half a loss added: Beta(x + ½, n − x + ½)), so that both stay
/// finite when one player won every game.
fn elo_interval(points: &[f64]) -> Option<(f64, [f64; 2])> {
    let n = points.len() as f64;
    if n == 0.0 {
        return None;
    }
    let x = points.iter().sum::<f64>();
    let (a, b) = (x + 0.5, n - x + 0.5);
    let mean = a / (a + b);
    Some((
        elo(mean),
        [
            elo(beta_quantile(0.025, a, b)),
            elo(beta_quantile(0.975, a, b)),
        ],
    ))
}

/// The `q` quantile of Beta(a, b), by bisection on the regularized incomplete beta.
fn beta_quantile(q: f64, a: f64, b: f64) -> f64 {
    let (mut lo, mut hi) = (0.0, 1.0);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        if incomplete_beta(mid, a, b) < q {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// The regularized incomplete beta function I_x(a, b), by its continued fraction
/// (modified Lentz), on the side where it converges fast.
fn incomplete_beta(x: f64, a: f64, b: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let front =
        (ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln()).exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_fraction(x, a, b) / a
    } else {
        1.0 - front * beta_fraction(1.0 - x, b, a) / b
    }
}

fn beta_fraction(x: f64, a: f64, b: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let mut c = 1.0;
    let mut d = 1.0 - (a + b) * x / (a + 1.0);
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..300 {
        let m = m as f64;
        for (k, num) in [
            m * (b - m) * x / ((a + 2.0 * m - 1.0) * (a + 2.0 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2.0 * m) * (a + 2.0 * m + 1.0)),
        ]
        .into_iter()
        .enumerate()
        {
            d = 1.0 + num * d;
            if d.abs() < TINY {
                d = TINY;
            }
            c = 1.0 + num / c;
            if c.abs() < TINY {
                c = TINY;
            }
            d = 1.0 / d;
            let step = d * c;
            h *= step;
            if k == 1 && (step - 1.0).abs() < 1e-15 {
                return h;
            }
        }
    }
    h
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9).
fn ln_gamma(x: f64) -> f64 {
    const G: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        return std::f64::consts::PI.ln()
            - (std::f64::consts::PI * x).sin().ln()
            - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut sum = G[0];
    for (i, g) in G.iter().enumerate().skip(1) {
        sum += g / (x + i as f64);
    }
    let t = x + 7.5;
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + sum.ln()
}

/// Whether a player always makes the same move in the same game (no randomness, no
/// clock).
fn deterministic(spec: Spec) -> bool {
    match spec {
        Spec::Random | Spec::Greedy => false,
        Spec::AlphaBeta(l) => l.time.is_none(),
        // Seeded per game, so MCTS differs from game to game.
        Spec::Mcts(_) => false,
    }
}

fn print_match(a: &Args, s: &MatchStats) -> Result<(), CliError> {
    let ms = |side: usize| {
        if s.moves[side] == 0 {
            0.0
        } else {
            s.think[side].as_secs_f64() * 1000.0 / s.moves[side] as f64
        }
    };
    let interval = score_interval(&s.a_points);
    let games = a.games;
    say!(
        a.json,
        "match: {}, A = {}, B = {} (seed {}, ply limit {}, random opening plies: {})",
        a.game,
        a.a,
        a.b,
        a.seed,
        a.max_plies,
        a.opening
    );
    say!(
        a.json,
        "games:          {games} (A is south, and starts, in games 1, 3, 5, ...)"
    );
    say!(a.json, "A wins:         {}", s.a_wins);
    say!(a.json, "B wins:         {}", s.b_wins);
    say!(a.json, "draws:          {}", s.draws);
    say!(
        a.json,
        "unfinished:     {} (stopped by the ply limit; not scored)",
        s.unfinished
    );
    match (interval, elo_interval(&s.a_points)) {
        (Some((score, [lo, hi])), Some((e, [elo_lo, elo_hi]))) => {
            say!(
                a.json,
                "A's score:      {:.1}% of {} finished games (95% Wilson interval {:.1}% to {:.1}%)",
                score * 100.0,
                s.a_points.len(),
                lo * 100.0,
                hi * 100.0
            );
            say!(
                a.json,
                "Elo (A - B):    {:+.0} (95% interval {:+.0} to {:+.0}; Jeffreys' prior: half a win and half a loss added)",
                round_to(e, 0),
                round_to(elo_lo, 0),
                round_to(elo_hi, 0)
            );
        }
        _ => {
            say!(a.json, "A's score:      none (no game finished)");
            say!(a.json, "Elo (A - B):    none");
        }
    }
    say!(a.json, "ms per move:    A {:.3}, B {:.3}", ms(0), ms(1));
    say!(
        a.json,
        "plies per game: {:.1}; {:.1} s in all",
        s.plies as f64 / games as f64,
        s.elapsed.as_secs_f64()
    );
    if a.opening == 0 && deterministic(a.a) && deterministic(a.b) && games > 2 {
        say!(
            a.json,
            "note: both players are deterministic, so the games repeat in pairs; \
             --opening N starts each pair of games with N random plies"
        );
    }
    let line = MatchJson {
        game: a.game.to_string(),
        a: a.a.to_string(),
        b: a.b.to_string(),
        games,
        a_wins: s.a_wins,
        b_wins: s.b_wins,
        draws: s.draws,
        unfinished: s.unfinished,
        a_score: interval.map(|(score, _)| round_to(score, 4)),
        ci95: interval.map(|(_, [lo, hi])| [round_to(lo, 4), round_to(hi, 4)]),
        elo: elo_interval(&s.a_points).map(|(e, _)| round_to(e, 1)),
        elo_ci95: elo_interval(&s.a_points).map(|(_, [lo, hi])| [round_to(lo, 1), round_to(hi, 1)]),
        ms_per_move: [round_to(ms(0), 3), round_to(ms(1), 3)],
        seed: a.seed,
        max_plies: a.max_plies,
        opening: a.opening,
        plies_per_game: round_to(s.plies as f64 / games as f64, 1),
    };
    outln!(
        "{}",
        serde_json::to_string(&line).map_err(|e| e.to_string())?
    );
    Ok(())
}
