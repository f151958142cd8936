//! A Hoyito III match between two simple players, round after round, carrying the
//! previous winner forward (docs/RULES.md, Hoyito III rule 5).
//!
//! ```text
//! cargo run --example hoyito_match -- --rounds 6 --seed 7 --south greedy --north random
//! ```
//!
//! Players: `random` (uniform over the legal moves) or `greedy` (a capturing sowing if
//! there is one — it also gives an extra turn — else random). Defaults: 5 rounds,
//! seed 1, South greedy, North random.

use sowing::games::hoyito_iii::{HoyitoIii, Match};
use sowing::playout::Rng;
use sowing::{Move, MoveList, Player, Position};
use std::process::ExitCode;

/// Rounds stop unfinished after this many moves (Hoyito III has no repetition rule).
const PLY_LIMIT: usize = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Random,
    Greedy,
}

impl Kind {
    fn parse(s: &str) -> Result<Kind, String> {
        match s {
            "random" => Ok(Kind::Random),
            "greedy" => Ok(Kind::Greedy),
            _ => Err(format!("unknown player {s:?} (random or greedy)")),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Greedy => "greedy",
        }
    }

    fn choose(self, pos: &HoyitoIii, rng: &mut Rng) -> Move {
        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        if self == Kind::Greedy {
            let mut captures = MoveList::new();
            for &m in legal.iter() {
                let mut copy = *pos;
                if copy.play(m).is_ok_and(|r| r.captured.seeds > 0) {
                    captures.push(m);
                }
            }
            if !captures.is_empty() {
                return captures[rng.below(captures.len())];
            }
        }
        legal[rng.below(legal.len())]
    }
}

struct Args {
    rounds: u32,
    seed: u64,
    south: Kind,
    north: Kind,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        rounds: 5,
        seed: 1,
        south: Kind::Greedy,
        north: Kind::Random,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--rounds" => {
                let v = value()?;
                args.rounds = v
                    .parse()
                    .map_err(|_| format!("--rounds takes a number, not {v:?}"))?;
            }
            "--seed" => {
                let v = value()?;
                args.seed = v
                    .parse()
                    .map_err(|_| format!("--seed takes a number, not {v:?}"))?;
            }
            "--south" => args.south = Kind::parse(&value()?)?,
            "--north" => args.north = Kind::parse(&value()?)?,
            "-h" | "--help" => {
                return Err(
                    "usage: hoyito_match [--rounds N] [--seed N] [--south random|greedy] [--north random|greedy]"
                        .into(),
                )
            }
            other => return Err(format!("unknown argument {other:?} (try --help)")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    println!(
        "Hoyito III match: {} rounds, seed {}, south {} vs north {}",
        args.rounds,
        args.seed,
        args.south.name(),
        args.north.name()
    );
    let mut rng = Rng::new(args.seed);
    let mut m = Match::new();
    for _ in 0..args.rounds {
        let played = m.play_round(
            |pos| match pos.to_move() {
                Player::South => args.south.choose(pos, &mut rng),
                Player::North => args.north.choose(pos, &mut rng),
            },
            PLY_LIMIT,
        );
        let r = match played {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        let prev = r.options.previous_winner.map_or("none", Player::name);
        let outcome = r
            .outcome
            .map_or_else(|| "stopped unfinished".to_string(), |o| o.to_string());
        println!(
            "round {:>2} (previous winner {prev:>5}): south {:>2}, north {:>2}: {outcome} in {} plies",
            r.options.round, r.captured[0], r.captured[1], r.plies
        );
        if r.outcome.is_none() {
            println!("the match stops: an unfinished round has no winner to carry forward");
            break;
        }
    }
    let t = m.totals();
    println!(
        "totals after {} rounds: south {} wins, north {} wins, {} draws, {} unfinished; seeds south {}, north {}",
        t.rounds, t.wins[0], t.wins[1], t.draws, t.unfinished, t.seeds[0], t.seeds[1]
    );
    ExitCode::SUCCESS
}
