//! Perft tables (`tests/perft/*.txt`): the number of leaves of the legal-move tree at
//! each depth, from the start of every game and from positions that reach the rarer
//! rules (Hoyito III's last four in round 3, Goré's trades, endless sowings).
//!
//! Each table is checked twice:
//!
//! - with the crate's `perft` (which walks `legal_moves`);
//! - by brute force, without `legal_moves`: at every node every syntactically possible
//!   move (a sowing of every hole of the board, pass, accept, decline and, in Goré,
//!   every offer of 1, 2 or 3 distinct holes) is played on a copy, and the moves
//!   accepted are the children. At every node the accepted moves must be exactly the
//!   set `legal_moves` returns.
//!
//! The default run checks the small depths (see [`QUICK_PERFT_LEAVES`] and
//! [`QUICK_BRUTE_LEAVES`]); every depth is checked by the ignored tests:
//!
//! ```sh
//! cargo test --release --test suite perft:: -- --ignored
//! ```
//!
//! File format, one item a line (`#` lines and blank lines are ignored):
//!
//! ```text
//! game bao-kigogo
//! options {"direction":"clockwise"}      (optional, a docs/FORMAT.md options object)
//! position start                         (or a docs/FORMAT.md position object on one line)
//! perft 1 23                             (depth, leaves; depths ascending)
//! ```

// ---------------------------------------------------------------------------------------
// Every use of the crate's API is in this block: adapt it here when the API changes.
// ---------------------------------------------------------------------------------------

use sowing::{AnyGame, FromSetup, GameKind, Move, MoveList, OfferHoles, Position};

/// A position of any game.
type Pos = AnyGame;
/// A move (only compared, sorted, hashed and printed outside this block).
type Mv = Move;

/// The starting position of `game` (a docs/FORMAT.md name) with docs/FORMAT.md `options`.
fn start(game: &str, options: Option<&serde_json::Value>) -> Result<Pos, String> {
    let kind: GameKind = game.parse().map_err(|e| format!("{e}"))?;
    AnyGame::with_json_options(kind, options).map_err(|e| format!("{e}"))
}

/// A docs/FORMAT.md position object on one line.
fn from_json(line: &str) -> Result<Pos, String> {
    serde_json::from_str::<AnyGame>(line).map_err(|e| format!("{e}"))
}

/// The docs/FORMAT.md name of the position's game.
fn game_name(pos: &Pos) -> String {
    pos.kind().name().to_string()
}

/// The crate's perft.
fn perft(pos: &Pos, depth: u32) -> u64 {
    sowing::perft::perft(pos, depth)
}

/// The legal moves, in the crate's order.
fn legal_moves(pos: &Pos) -> Vec<Mv> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.iter().copied().collect()
}

/// The position after `mv`, or `None` if `play` refuses it (and then checks that the
/// refusal left the copy unchanged).
fn play(pos: &Pos, mv: Mv) -> Option<Pos> {
    let mut next = *pos;
    match next.play(mv) {
        Ok(_) => Some(next),
        Err(_) => {
            assert_eq!(&next, pos, "refused move {mv:?} changed the position");
            None
        }
    }
}

/// Every syntactically possible move of the position's game: a sowing of every hole of
/// the board, pass, accept and decline, and in Goré every offer of 1, 2 or 3 distinct
/// holes.
fn all_candidate_moves(pos: &Pos) -> Vec<Mv> {
    let holes = pos.board().len();
    let mut moves: Vec<Mv> = (0..holes).map(|h| Move::Sow(h as u8)).collect();
    moves.extend([Move::Pass, Move::Accept, Move::Decline]);
    if pos.kind() == GameKind::Gore {
        let offer = |hs: &[usize]| Move::Offer(OfferHoles::new(hs).unwrap());
        for a in 0..holes {
            moves.push(offer(&[a]));
            for b in a + 1..holes {
                moves.push(offer(&[a, b]));
                for c in b + 1..holes {
                    moves.push(offer(&[a, b, c]));
                }
            }
        }
    }
    moves
}

/// The position as docs/FORMAT.md JSON, for failure messages.
fn describe(pos: &Pos) -> String {
    serde_json::to_string(pos).unwrap_or_else(|e| format!("{pos:?} ({e})"))
}

// ---------------------------------------------------------------------------------------
// Below: no direct use of the crate.
// ---------------------------------------------------------------------------------------

use std::path::PathBuf;

/// The default run checks with `perft` every depth with at most this many leaves.
const QUICK_PERFT_LEAVES: u64 = 100_000;
/// The default run checks by brute force every depth with at most this many leaves.
const QUICK_BRUTE_LEAVES: u64 = 20_000;

/// Every table the tests expect to find (more may be added).
const EXPECTED: [&str; 11] = [
    "gore",
    "hoyito-iii",
    "djenon-aboure",
    "bao-kigogo",
    "bao-kigogo-clockwise",
    "oware",
    "hoyito-iii-round3-end",
    "gore-offer-pending",
    "gore-traded",
    "hoyito-iii-endless",
    "bao-kigogo-endless",
];

/// One table.
struct Table {
    name: String,
    root: Pos,
    /// (depth, leaves), depths ascending.
    counts: Vec<(u32, u64)>,
}

/// Builds one table's position from its file (read by `common::perft`); panics on a
/// position that does not read or does not agree with the file's other lines.
fn parse(name: &str, text: &str) -> Table {
    let file = crate::common::perft::parse(name, text);
    let game = file.game;
    let root = match &file.position {
        None => start(&game, file.options.as_ref())
            .unwrap_or_else(|e| panic!("{name}.txt: cannot start {game}: {e}")),
        Some(position) => {
            let v: serde_json::Value = serde_json::from_str(position)
                .unwrap_or_else(|e| panic!("{name}.txt: position is not JSON: {e}"));
            if let Some(opts) = &file.options {
                assert_eq!(
                    v.get("options"),
                    Some(opts),
                    "{name}.txt: the options line and the position's options differ"
                );
            }
            from_json(position).unwrap_or_else(|e| panic!("{name}.txt: bad position: {e}"))
        }
    };
    assert_eq!(
        game_name(&root),
        game,
        "{name}.txt: the position is not a {game} position"
    );
    Table {
        name: name.to_string(),
        root,
        counts: file.counts,
    }
}

/// Every table of tests/perft/, sorted by name; panics if there is none, if an
/// expected one is missing or if any file does not parse.
fn tables() -> Vec<Table> {
    let dir = crate::common::perft::dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} is empty", dir.display());
    let tables: Vec<Table> = files
        .iter()
        .map(|path| {
            assert_eq!(
                path.extension().and_then(|e| e.to_str()),
                Some("txt"),
                "{}: not a .txt table",
                path.display()
            );
            let name = path.file_stem().unwrap().to_str().unwrap();
            let text = std::fs::read_to_string(path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            parse(name, &text)
        })
        .collect();
    for want in EXPECTED {
        assert!(
            tables.iter().any(|t| t.name == *want),
            "tests/perft/{want}.txt is missing"
        );
    }
    tables
}

/// Leaves at `depth` by brute force: the children of a node are the candidate moves
/// that `play` accepts. At every inner node the accepted moves must be exactly
/// `legal_moves` (as sets, and `legal_moves` without repeats).
fn brute_force(pos: &Pos, depth: u32, candidates: &[Mv]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut accepted: Vec<(Mv, Pos)> = candidates
        .iter()
        .filter_map(|&mv| play(pos, mv).map(|next| (mv, next)))
        .collect();
    let mut legal = legal_moves(pos);
    legal.sort();
    let before = legal.len();
    legal.dedup();
    assert_eq!(
        legal.len(),
        before,
        "legal_moves repeats a move in {}",
        describe(pos)
    );
    accepted.sort_by_key(|a| a.0);
    let played: Vec<Mv> = accepted.iter().map(|(mv, _)| *mv).collect();
    assert_eq!(
        played,
        legal,
        "moves play accepts (left) differ from legal_moves (right) in {}",
        describe(pos)
    );
    accepted
        .iter()
        .map(|(_, next)| brute_force(next, depth - 1, candidates))
        .sum()
}

/// Checks every (depth, leaves) of every table with at most `max_leaves` leaves, with
/// the crate's perft or by brute force; returns how many were checked.
fn check(max_leaves: u64, brute: bool) -> usize {
    let mut checked = 0;
    let mut failures = Vec::new();
    for t in tables() {
        let candidates = all_candidate_moves(&t.root);
        for &(depth, leaves) in t.counts.iter().filter(|(_, n)| *n <= max_leaves) {
            let got = if brute {
                brute_force(&t.root, depth, &candidates)
            } else {
                perft(&t.root, depth)
            };
            if got != leaves {
                failures.push(format!(
                    "{}: depth {depth}: table {leaves}, {} {got}",
                    t.name,
                    if brute { "brute force" } else { "perft" }
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    checked
}

#[test]
fn every_table_parses_and_starts_with_a_cheap_depth() {
    let tables = tables();
    assert!(tables.len() >= EXPECTED.len());
    for t in &tables {
        // The default run checks at least the first depth of every table.
        assert!(
            t.counts[0].1 <= QUICK_BRUTE_LEAVES,
            "{}: the first depth is too deep for the default run",
            t.name
        );
    }
}

#[test]
fn perft_small_depths() {
    assert!(check(QUICK_PERFT_LEAVES, false) > 0);
}

#[test]
fn brute_force_small_depths() {
    assert!(check(QUICK_BRUTE_LEAVES, true) > 0);
}

#[test]
#[ignore = "slow: run with `cargo test --release --test suite perft:: -- --ignored`"]
fn perft_all_depths() {
    check(u64::MAX, false);
}

#[test]
#[ignore = "slow: run with `cargo test --release --test suite perft:: -- --ignored`"]
fn brute_force_all_depths() {
    check(u64::MAX, true);
}
