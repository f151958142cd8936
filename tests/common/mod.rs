//! Shared helpers for the integration tests (the suite, `tests/suite/main.rs`, loads
//! this folder as its module `common`): random games and the invariants every game
//! must keep (docs/RULES.md, *Common conventions*) here; boards and positions built
//! from their holes in `positions.rs`, the command-line binary and replays in
//! `cli.rs`, described games in `described.rs`, and the perft files in `perft.rs`.

mod cli;
mod described;
pub mod perft;
mod positions;

pub use cli::{last_json, mancala, replay_lines, run_mancala, temp_dir};
pub use described::{
    compile, described_at, from_parts, rules_over, small_description, small_rules, variant,
    with_children, with_fields,
};
pub use positions::{bao_kigogo_at, bao_kigogo_cycle, bao_lap_rule, hole_set, two_row_board};

use sowing::playout::Rng;
use sowing::{FormatError, Move, MoveList, OfferHoles, Player, Position, Ruleset};

/// A game with its formats: the crate's five game types (the formats live above the
/// rules traits, so generic code names both).
pub trait Formatted:
    Ruleset
    + std::fmt::Display
    + std::str::FromStr<Err = FormatError>
    + serde::Serialize
    + serde::de::DeserializeOwned
{
}

impl<T> Formatted for T where
    T: Ruleset
        + std::fmt::Display
        + std::str::FromStr<Err = FormatError>
        + serde::Serialize
        + serde::de::DeserializeOwned
{
}

/// Every move a test tries against a position: all sowings of real and off-board
/// holes, pass, answers, and a spread of offers.
pub fn probe_moves<P: Position>(pos: &P) -> Vec<Move> {
    let n = pos.board().len();
    let mut v: Vec<Move> = (0..n + 3).map(|h| Move::Sow(h as u8)).collect();
    v.extend([Move::Pass, Move::Accept, Move::Decline]);
    for a in 0..n.min(8) {
        v.push(Move::Offer(OfferHoles::new(&[a]).unwrap()));
        for b in a + 1..n.min(8) {
            v.push(Move::Offer(OfferHoles::new(&[a, b]).unwrap()));
        }
    }
    v.push(Move::Offer(OfferHoles::new(&[0, 1, 2]).unwrap()));
    v.push(Move::Offer(OfferHoles::new(&[4, 5, 7]).unwrap()));
    v
}

/// The legal moves of `pos`, in the crate's order.
pub fn legal<P: Position>(pos: &P) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.to_vec()
}

/// The legal moves of `pos` as the holes they sow, for games whose moves are all
/// sowings (Oware, Bao Kigogo).
pub fn legal_holes<P: Position>(pos: &P) -> Vec<u8> {
    legal(pos)
        .into_iter()
        .map(|m| match m {
            Move::Sow(h) => h,
            other => panic!("a game of sowings only, got {other}"),
        })
        .collect()
}

/// Seeds on the board plus seeds captured.
pub fn seeds_in_play<P: Position>(pos: &P) -> u32 {
    pos.board().total() + pos.captured(Player::South) + pos.captured(Player::North)
}

/// Checks one position: conservation, legal moves play, other moves are refused
/// without change, JSON and text round trips, and `over` agrees with the result.
pub fn check_position<R: Formatted>(pos: &R, over: &dyn Fn(&R) -> bool) {
    assert_eq!(
        seeds_in_play(pos),
        R::TOTAL_SEEDS,
        "seeds conserved in\n{pos}"
    );
    assert_eq!(
        pos.is_over(),
        over(pos),
        "game over exactly when the rules say, in\n{pos}"
    );

    let json = serde_json::to_string(pos).unwrap();
    let back: R = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
    assert_eq!(&back, pos, "JSON round trip of {json}");
    let text = pos.to_string();
    let back: R = text.parse().unwrap_or_else(|e| panic!("{e}:\n{text}"));
    assert_eq!(&back, pos, "text round trip of\n{text}");

    let mut legal = MoveList::new();
    pos.legal_moves(&mut legal);
    assert_eq!(
        legal.is_empty(),
        pos.is_over(),
        "legal moves exist exactly while the game goes on"
    );
    for &m in legal.iter() {
        let mut copy = *pos;
        copy.play(m)
            .unwrap_or_else(|e| panic!("legal move {m} refused ({e}) in\n{pos}"));
        assert_eq!(seeds_in_play(&copy), R::TOTAL_SEEDS);
        let j = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Move>(&j).unwrap(), m);
        assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
    }
    for m in probe_moves(pos) {
        if legal.contains(&m) {
            continue;
        }
        let mut copy = *pos;
        assert!(
            copy.play(m).is_err(),
            "move {m} not in the legal list but played in\n{pos}"
        );
        assert_eq!(&copy, pos, "refused move {m} changed the position");
    }
}

/// Plays a random game from `start` (uniform over legal moves), checking every
/// position on the way, then replays the same moves and checks they give the same
/// positions. Returns the positions.
pub fn check_random_game<R: Formatted>(
    start: R,
    seed: u64,
    max_plies: usize,
    over: &dyn Fn(&R) -> bool,
) -> Vec<R> {
    let mut rng = Rng::new(seed);
    let mut pos = start;
    let mut seen = vec![pos];
    let mut moves = Vec::new();
    let mut legal = MoveList::new();
    check_position(&pos, over);
    while !pos.is_over() && moves.len() < max_plies {
        pos.legal_moves(&mut legal);
        let m = legal[rng.below(legal.len())];
        pos.play(m).unwrap();
        moves.push(m);
        seen.push(pos);
        check_position(&pos, over);
    }
    // Determinism: the same moves give the same positions.
    let mut again = start;
    for (k, &m) in moves.iter().enumerate() {
        again.play(m).unwrap();
        assert_eq!(
            again,
            seen[k + 1],
            "replaying the same moves gave another position"
        );
    }
    seen
}

/// Searches random games from `start` for positions where some sowing of the player
/// to move is endless; returns up to `want` (position, hole) pairs.
pub fn find_endless<R: Ruleset>(start: R, games: u64, want: usize) -> Vec<(R, usize)> {
    let mut found = Vec::new();
    let mut legal = MoveList::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut pos = start;
        for _ in 0..2000 {
            if pos.is_over() {
                break;
            }
            for h in 0..pos.board().len() {
                let mut copy = pos;
                if let Err(sowing::MoveError::EndlessSowing { .. }) = copy.play(Move::Sow(h as u8))
                {
                    found.push((pos, h));
                    if found.len() >= want {
                        return found;
                    }
                }
            }
            pos.legal_moves(&mut legal);
            let m = legal[rng.below(legal.len())];
            pos.play(m).unwrap();
        }
    }
    found
}
