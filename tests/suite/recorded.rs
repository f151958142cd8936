//! The five seed games play as they were recorded: 1,000 random games of each (of
//! each options of Hoyito III and Bao Kigogo), played by the hand-written modules
//! before those left `src/` (commit 6ac35e6), each folded into one digest per game
//! in `tests/recorded/<game>.txt`. A digest covers every ply: the move, the
//! position's key (docs/FORMAT.md: board, captures, player to move, result), the
//! move's report and its trace. So the games keep playing move for move like the
//! modules they replaced, once those are gone.
//!
//! A rule change that is meant (and listed in CHANGELOG as breaking) records the
//! files again: `RECORD=1 cargo test --release --test suite recorded:: -- --ignored`.

use sowing::playout::Rng;
use sowing::trace::Event;
use sowing::{
    BaoKigogo, BaoKigogoOptions, Direction, DjenonAboure, Gore, HoyitoIii, HoyitoOptions, MoveList,
    Oware, Player, Position, Ruleset,
};
use std::fmt::Write as _;
use std::path::PathBuf;

/// Games per file.
const GAMES: u64 = 1000;
/// Plies per game at most.
const PLIES: u32 = 400;

/// FNV-1a over `bytes`, continuing from `h`.
fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// Game `g` from `start`: the moves drawn uniformly among the legal ones by an
/// [`Rng`] seeded with `g`. Its plies and digest.
fn game<P: Position>(start: P, g: u64) -> (u32, u64) {
    let mut rng = Rng::new(0x5EED_0000 + g);
    let (mut pos, mut moves, mut trace) = (start, MoveList::new(), Vec::<Event>::new());
    let mut h = fnv(0xcbf2_9ce4_8422_2325, &pos.key().to_le_bytes());
    let mut plies = 0;
    while plies < PLIES {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        trace.clear();
        let report = pos.play_traced(mv, &mut trace).expect("a legal move plays");
        let mut line = format!("{mv} {report:?}");
        for e in &trace {
            let _ = write!(line, " {e:?}");
        }
        h = fnv(h, line.as_bytes());
        h = fnv(h, &pos.key().to_le_bytes());
        plies += 1;
    }
    (plies, h)
}

/// The file's lines: `game plies digest`.
fn record<P: Position>(start: P) -> String {
    let mut out = String::from("# game plies digest (tests/suite/recorded.rs)\n");
    for g in 0..GAMES {
        let (plies, h) = game(start, g);
        let _ = writeln!(out, "{g} {plies} {h:016x}");
    }
    out
}

/// The folder of the recorded files.
fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/recorded")
}

fn path(name: &str) -> PathBuf {
    dir().join(format!("{name}.txt"))
}

/// The starts recorded, by file name.
fn starts() -> Vec<(String, Box<dyn Fn() -> String>)> {
    let mut out: Vec<(String, Box<dyn Fn() -> String>)> = vec![
        ("oware".into(), Box::new(|| record(Oware::start()))),
        (
            "djenon-aboure".into(),
            Box::new(|| record(DjenonAboure::start())),
        ),
        ("gore".into(), Box::new(|| record(Gore::start()))),
    ];
    for (round, winner) in [
        (1, None),
        (2, Some(Player::North)),
        (3, Some(Player::South)),
        (3, Some(Player::North)),
        (4, None),
    ] {
        let options = HoyitoOptions::new(round, winner).unwrap();
        let name = match winner {
            None => format!("hoyito-iii-round{round}"),
            Some(p) => format!("hoyito-iii-round{round}-after-{p}").to_lowercase(),
        };
        out.push((
            name,
            Box::new(move || record(HoyitoIii::new(options).unwrap())),
        ));
    }
    for direction in [Direction::CounterClockwise, Direction::Clockwise] {
        let options = BaoKigogoOptions { direction };
        let name = match direction {
            Direction::CounterClockwise => "bao-kigogo".to_string(),
            Direction::Clockwise => "bao-kigogo-clockwise".to_string(),
        };
        out.push((
            name,
            Box::new(move || record(BaoKigogo::new(options).unwrap())),
        ));
    }
    out
}

/// Each file, played again: the first game that differs is named.
fn check(name: &str) {
    let (_, play) = starts()
        .into_iter()
        .find(|(n, _)| n == name)
        .expect("a recorded start");
    let text = std::fs::read_to_string(path(name)).expect("the recorded file");
    let now = play();
    for (want, got) in text.lines().zip(now.lines()) {
        assert_eq!(got, want, "{name}: a game no longer plays as recorded");
    }
    assert_eq!(text.lines().count(), now.lines().count(), "{name}");
}

#[test]
fn oware_plays_as_recorded() {
    check("oware");
}

#[test]
fn djenon_aboure_plays_as_recorded() {
    check("djenon-aboure");
}

#[test]
fn gore_plays_as_recorded() {
    check("gore");
}

#[test]
fn hoyito_iii_plays_as_recorded_under_every_rule_of_the_last_four() {
    for name in [
        "hoyito-iii-round1",
        "hoyito-iii-round2-after-north",
        "hoyito-iii-round3-after-south",
        "hoyito-iii-round3-after-north",
        "hoyito-iii-round4",
    ] {
        check(name);
    }
}

#[test]
fn bao_kigogo_plays_as_recorded_in_both_directions() {
    check("bao-kigogo");
    check("bao-kigogo-clockwise");
}

/// Through the driver, which applies Bao Kigogo's draw by repetition (rule 6): the
/// random games `g` (moves drawn from `Rng::new(g)`) that the hand-written module drew
/// by repetition, and no others among those seeds (about 1 game in 2,000 is drawn).
#[test]
fn bao_kigogo_draws_by_repetition_as_recorded() {
    use sowing::{Game, Outcome};
    let runs: [(Direction, Vec<u64>, &[u64]); 2] = [
        (
            Direction::CounterClockwise,
            (0..200).chain([3945, 4965, 7229, 11311]).collect(),
            &[3945, 4965, 7229, 11311],
        ),
        (Direction::Clockwise, (0..400).collect(), &[110, 348]),
    ];
    let mut moves = MoveList::new();
    for (direction, seeds, drawn) in runs {
        let start = BaoKigogo::new(BaoKigogoOptions { direction }).unwrap();
        assert!(start.repetition_ends_game());
        let mut draws = Vec::new();
        for g in seeds {
            let mut rng = Rng::new(g);
            let mut game = Game::new(start);
            while !game.is_finished() {
                game.legal_moves(&mut moves);
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            if game.result() == Some(Outcome::Draw) {
                draws.push(g);
            }
        }
        assert_eq!(draws, drawn, "{direction:?}");
    }
}

/// Records the files again (with `RECORD=1`; ignored otherwise).
#[test]
#[ignore = "records tests/recorded/ again: RECORD=1 and --ignored"]
fn record_again() {
    if std::env::var_os("RECORD").is_none() {
        return;
    }
    std::fs::create_dir_all(dir()).unwrap();
    for (name, play) in starts() {
        std::fs::write(path(&name), play()).unwrap();
    }
}
