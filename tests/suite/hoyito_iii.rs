//! Hoyito III scenario tests: one per rule of docs/RULES.md (and per Decision), each on a
//! hand-built position with the expected result worked out by hand in the comments.
//!
//! Sowing order (docs/RULES.md, *Common conventions*): 6 → 7 → 8 → 9 → 10 → 11 → 5 → 4 → 3
//! → 2 → 1 → 0 → 6 … North owns 0–5 (top row), South owns 6–11 (bottom row).

use sowing::games::hoyito_iii::{HoyitoOptions, Match, MatchError};
use sowing::sow::LapVerdict;
use sowing::{
    AnyGame, GameKind, HoleSet, HoyitoIii, Move, MoveError, MoveList, Outcome, Player, Position,
    Ruleset,
};
use std::collections::HashSet;

use crate::common::{self, legal};

use Player::{North, South};

fn pos(holes: [u8; 12], captured: [u8; 2], to_move: Player) -> HoyitoIii {
    HoyitoIii::from_parts(holes, captured, to_move, HoyitoOptions::SINGLE).unwrap()
}

fn pos_round(
    holes: [u8; 12],
    captured: [u8; 2],
    to_move: Player,
    round: u32,
    previous_winner: Option<Player>,
) -> HoyitoIii {
    let options = HoyitoOptions::new(round, previous_winner).unwrap();
    HoyitoIii::from_parts(holes, captured, to_move, options).unwrap()
}

fn sows(holes: &[u8]) -> Vec<Move> {
    holes.iter().map(|&h| Move::Sow(h)).collect()
}

// ---------------------------------------------------------------------------------
// Rule 1: any non-empty hole of your row, single seeds included; counter-clockwise
// from the next hole; the origin is not skipped.
// ---------------------------------------------------------------------------------

#[test]
fn rule_1_any_non_empty_hole_of_your_row_may_be_sown_single_seeds_included() {
    // North: 0:1. South: 6:1, 8:2, 11:4. Board 8, captures 20/20.
    // South's non-empty holes are 6, 8 and 11; each sowing ends quickly:
    //   6 (1 seed)  → 7 (0→1): empty, ends.
    //   8 (2 seeds) → 9 (1), 10 (0→1): ends.
    //   11 (4)      → 5, 4, 3, 2 (each 0→1): ends at 2.
    let p = pos([1, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 4], [20, 20], South);
    assert_eq!(legal(&p), sows(&[6, 8, 11]));

    // The single seed moves: hole 6 → hole 7, the turn passes to North.
    let mut q = p;
    let r = q.play(Move::Sow(6)).unwrap();
    assert_eq!(q.board().holes(), &[1, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 4]);
    assert_eq!(q.to_move(), North);
    assert_eq!(r.sowing.unwrap().laps, 1);
    assert_eq!(r.sowing.unwrap().landing, 7);
    assert!(!r.moves_again);

    // Refused, position unchanged: an empty hole, North's hole, a hole off the board.
    for (m, e) in [
        (Move::Sow(7), MoveError::EmptyHole { hole: 7 }),
        (
            Move::Sow(0),
            MoveError::NotYourHole {
                hole: 0,
                player: South,
            },
        ),
        (Move::Sow(12), MoveError::NoSuchHole { hole: 12 }),
    ] {
        let mut q = p;
        assert_eq!(q.play(m), Err(e));
        assert_eq!(q, p);
    }
}

#[test]
fn rule_1_sowing_runs_counter_clockwise_from_the_next_hole_into_the_other_row() {
    // Same position; South sows 11 (4 seeds): the next holes counter-clockwise are
    // 5, 4, 3, 2 (North's row, right to left). Each was empty; the last (2) now
    // holds 1: the move ends. Hole 11 is emptied, 0 and 1 untouched.
    let mut p = pos([1, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 4], [20, 20], South);
    let r = p.play(Move::Sow(11)).unwrap();
    assert_eq!(p.board().holes(), &[1, 0, 1, 1, 1, 1, 1, 0, 2, 0, 0, 0]);
    assert_eq!(r.sowing.unwrap().landing, 2);
    assert_eq!(p.to_move(), North);

    // North sows 0 (1 seed): the next hole after 0 is 6 (South's row, left end).
    // 6 held 1 → 2: relay; lift 2 from 6: 7 (0→1), 8 (2→3): landing 8 holds 3: relay;
    // lift 3 from 8: 9 (0→1), 10 (0→1), 11 (0→1): landing 11 holds 1: ends.
    let r = p.play(Move::Sow(0)).unwrap();
    assert_eq!(p.board().holes(), &[0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1]);
    assert_eq!(r.sowing.unwrap().laps, 3);
    assert_eq!(r.sowing.unwrap().landing, 11);
    assert_eq!(p.to_move(), South);
}

#[test]
fn rule_1_a_lap_of_twelve_seeds_drops_its_last_seed_into_the_emptied_origin() {
    // Only hole 6 holds seeds: 12. Board 12, captures 16/20.
    // Lifting 6 empties it; seeds 1–11 go to 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0; the
    // 12th goes round into 6 itself (Decision: the origin is not skipped), which now
    // holds 1: the move ends there. (Skipping the origin would put it in 7, making 2.)
    let mut p = pos([0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0], [16, 20], South);
    let r = p.play(Move::Sow(6)).unwrap();
    assert_eq!(p.board().holes(), &[1; 12]);
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps, s.ended), (6, 1, LapVerdict::End));
    assert_eq!(p.to_move(), North);
}

#[test]
fn rule_1_a_lap_of_thirteen_seeds_passes_its_origin_and_can_capture_beyond_it() {
    // 0:1, 6:13, 7:2. Board 16, captures 16/16.
    // Lift 13 from 6: seed 1 → 7 (2→3), seeds 2–11 → 8, 9, 10, 11, 5, 4, 3, 2, 1, 0
    // (0: 1→2, the rest 0→1), seed 12 → 6 (the emptied origin, not skipped: 0→1),
    // seed 13 → 7 (3→4). The lap ends on 7 holding exactly 4: South captures them and
    // plays again. (Had the origin been skipped, seed 12 would make 7 hold 4 while
    // passing and seed 13 would land on 8.)
    let mut p = pos([1, 0, 0, 0, 0, 0, 13, 2, 0, 0, 0, 0], [16, 16], South);
    let r = p.play(Move::Sow(6)).unwrap();
    assert_eq!(p.board().holes(), &[2, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1]);
    assert_eq!(r.captured.holes, HoleSet::EMPTY.with(7));
    assert_eq!(r.captured.seeds, 4);
    assert_eq!(p.captured(South), 20);
    assert_eq!(p.to_move(), South);
    assert!(r.moves_again);
}

// ---------------------------------------------------------------------------------
// Rule 2: after each lap — 4: capture and extra turn; 1: end; else relay. Capture
// beats relay. No other capture, no chain.
// ---------------------------------------------------------------------------------

#[test]
fn rule_2_exactly_four_in_the_landing_hole_is_captured_and_the_mover_plays_again() {
    // North 1 in each hole; South 6:1, 7:2, 8:2, 9:2, 11:3. Board 16, captures 16/16.
    // South sows 9 (2): 10 (0→1), 11 (3→4): the lap ends on 4: capture 11's four.
    let mut p = pos([1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 0, 3], [16, 16], South);
    let r = p.play(Move::Sow(9)).unwrap();
    assert_eq!(p.board().holes(), &[1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 1, 0]);
    assert_eq!(r.sowing.unwrap().ended, LapVerdict::Capture);
    assert_eq!(r.captured.holes, HoleSet::EMPTY.with(11));
    assert_eq!(p.captured(South), 20);
    assert_eq!(p.captured(North), 16);
    // Extra turn: South again, with South's moves.
    assert!(r.moves_again);
    assert_eq!(p.to_move(), South);
    assert_eq!(legal(&p), sows(&[6, 7, 8, 10]));
}

#[test]
fn rule_2_capture_beats_relay_after_a_relay_in_the_other_row() {
    // 0:2, 1:2, 4:3; 6:2, 7:2, 8:3, 10:1, 11:1. Board 16, captures 16/16.
    // South sows 10 (1): 11 (1→2): neither 1 nor 4: relay. Lift 2 from 11, sow from the
    // next hole: 5 (0→1), 4 (3→4). Hole 4 was occupied, so a relay would also fit, but
    // it now holds exactly 4: capture (rule 2, capture takes precedence). North's hole
    // is taken by South; South plays again.
    let mut p = pos([2, 2, 0, 0, 3, 0, 2, 2, 3, 0, 1, 1], [16, 16], South);
    let r = p.play(Move::Sow(10)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.laps, s.landing, s.ended), (2, 4, LapVerdict::Capture));
    assert_eq!(p.board().holes(), &[2, 2, 0, 0, 0, 1, 2, 2, 3, 0, 0, 0]);
    assert_eq!(r.captured.holes, HoleSet::EMPTY.with(4));
    assert_eq!(p.captured(South), 20);
    assert_eq!(p.to_move(), South);
}

#[test]
fn rule_2_a_last_seed_in_an_empty_hole_ends_the_move() {
    // 0:1; 6:1, 8:2, 11:4 (as in rule 1). South sows 8 (2): 9 (0→1), 10 (0→1). 10
    // was empty and now holds 1: the move ends, nothing captured, North to move.
    let mut p = pos([1, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 4], [20, 20], South);
    let r = p.play(Move::Sow(8)).unwrap();
    assert_eq!(p.board().holes(), &[1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 4]);
    assert_eq!(r.sowing.unwrap().ended, LapVerdict::End);
    assert_eq!(r.captured.seeds, 0);
    assert!(!r.moves_again);
    assert_eq!(p.to_move(), North);
    assert_eq!((p.captured(South), p.captured(North)), (20, 20));
}

#[test]
fn rule_2_any_other_count_relays_from_the_following_hole() {
    // 0:1; 6:2, 8:1, 10:4. Board 8, captures 20/20.
    // South sows 6 (2): 7 (0→1), 8 (1→2): 2 → relay; lift 2 from 8: 9 (0→1),
    // 10 (4→5): 5 → relay; lift 5 from 10: 11, 5, 4, 3, 2 (each 0→1): landing 2 holds
    // 1: end. Three laps, North to move.
    let mut p = pos([1, 0, 0, 0, 0, 0, 2, 0, 1, 0, 4, 0], [20, 20], South);
    let r = p.play(Move::Sow(6)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.laps, s.landing, s.ended), (3, 2, LapVerdict::End));
    assert_eq!(p.board().holes(), &[1, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(p.to_move(), North);
}

#[test]
fn rule_2_a_hole_made_four_while_passing_stays() {
    // 0:2; 9:3, 10:3. Board 8, captures 20/20.
    // South sows 9 (3): 10 (3→4, passed over), 11 (0→1), 5 (0→1): landing 5 holds 1:
    // the move ends. Hole 10 holds 4 but was not the landing hole: it stays.
    let mut p = pos([2, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 0], [20, 20], South);
    let r = p.play(Move::Sow(9)).unwrap();
    assert_eq!(p.board().holes(), &[2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 4, 1]);
    assert_eq!(r.captured.seeds, 0);
    assert_eq!((p.captured(South), p.captured(North)), (20, 20));
    assert_eq!(p.to_move(), North);
}

#[test]
fn rule_2_no_chain_only_the_landing_hole_is_taken() {
    // 5:4; 8:3, 9:3, 10:3, 11:3. Board 16, captures 16/16.
    // South sows 8 (3): 9 (3→4), 10 (3→4), 11 (3→4): the lap ends on 11 holding 4:
    // capture 11 only. Holes 9 and 10 (just before, made 4 while passing) and 5 (just
    // after, holding 4) stay: no chain in either direction.
    let mut p = pos([0, 0, 0, 0, 0, 4, 0, 0, 3, 3, 3, 3], [16, 16], South);
    let r = p.play(Move::Sow(8)).unwrap();
    assert_eq!(p.board().holes(), &[0, 0, 0, 0, 0, 4, 0, 0, 0, 4, 4, 0]);
    assert_eq!(r.captured.holes, HoleSet::EMPTY.with(11));
    assert_eq!(r.captured.seeds, 4);
    assert_eq!(p.captured(South), 20);
    assert_eq!(p.to_move(), South);
}

#[test]
fn rule_2_extra_turn_the_same_player_moves_again_and_can_capture_again() {
    // 0:3, 4:3, 5:3; 10:1, 11:2. Board 12, captures 16/20.
    // South sows 11 (2): 5 (3→4, passed over), 4 (3→4): the lap ends on 4 holding 4:
    // capture; 5 stays. Board 8: the game goes on. Extra turn: South's only seeds are
    // in 10; South sows 10 (1): 11 (0→1): ends; now North moves.
    let mut p = pos([3, 0, 0, 0, 3, 3, 0, 0, 0, 0, 1, 2], [16, 20], South);
    let r = p.play(Move::Sow(11)).unwrap();
    assert!(r.moves_again);
    assert_eq!(p.board().holes(), &[3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1, 0]);
    assert_eq!(p.to_move(), South);
    assert_eq!(legal(&p), sows(&[10]));
    let r = p.play(Move::Sow(10)).unwrap();
    assert!(!r.moves_again);
    assert_eq!(p.board().holes(), &[3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 1]);
    assert_eq!(p.to_move(), North);
    assert_eq!(p.captured(South), 20);
}

// ---------------------------------------------------------------------------------
// Rule 3: pass.
// ---------------------------------------------------------------------------------

#[test]
fn rule_3_no_seeds_in_your_row_means_the_only_legal_move_is_pass() {
    // North's row is empty, North to move. South: 6:4, 7:4. Board 8, captures 20/20.
    let p = pos([0, 0, 0, 0, 0, 0, 4, 4, 0, 0, 0, 0], [20, 20], North);
    assert_eq!(legal(&p), vec![Move::Pass]);
    let mut q = p;
    assert_eq!(
        q.play(Move::Sow(6)),
        Err(MoveError::NotYourHole {
            hole: 6,
            player: North
        })
    );
    assert_eq!(q.play(Move::Sow(0)), Err(MoveError::EmptyHole { hole: 0 }));
    assert_eq!(q, p);
    // The pass hands the turn to South, nothing else changes.
    q.play(Move::Pass).unwrap();
    assert_eq!(q.to_move(), South);
    assert_eq!(q.board(), p.board());
    // South can sow, so South may not pass.
    let mut r = q;
    assert_eq!(
        r.play(Move::Pass),
        Err(MoveError::CannotPass { player: South })
    );
    assert_eq!(r, q);
}

#[test]
fn rule_3_after_an_extra_turn_a_player_with_no_seeds_passes() {
    // 0:4, 1:4, 5:3; 11:1. Board 12, captures 16/20.
    // South sows 11 (1): 5 (3→4): capture, extra turn. The board keeps 8 (0:4, 1:4), so
    // the game goes on (rule 4 needs exactly 4 left). South's row is now empty: South's
    // only move on the extra turn is pass, which gives North the turn.
    let mut p = pos([4, 4, 0, 0, 0, 3, 0, 0, 0, 0, 0, 1], [16, 20], South);
    let r = p.play(Move::Sow(11)).unwrap();
    assert!(r.moves_again);
    assert_eq!(p.board().holes(), &[4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(p.to_move(), South);
    assert_eq!(p.result(), None);
    assert_eq!(legal(&p), vec![Move::Pass]);
    p.play(Move::Pass).unwrap();
    assert_eq!(p.to_move(), North);
    assert_eq!(legal(&p), sows(&[0, 1]));
}

/// An independent reading of rules 1–2 for the endless-sowing tests: sows `origin`
/// lap by lap straight from the rule text (ring order, drop one seed per hole, look
/// at the landing hole) and remembers every (board, hole to lift) state. Returns the
/// number of laps until the state first repeats (`Some`: endless), or `None` if the
/// sowing ends.
fn naive_endless(mut board: [u8; 12], origin: usize) -> Option<usize> {
    const RING: [usize; 12] = [6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0];
    let next = |h: usize| RING[(RING.iter().position(|&x| x == h).unwrap() + 1) % 12];
    let mut seen = HashSet::new();
    let mut hole = origin;
    for lap in 0.. {
        if !seen.insert((board, hole)) {
            return Some(lap);
        }
        let mut seeds = std::mem::take(&mut board[hole]);
        let mut cur = hole;
        while seeds > 0 {
            cur = next(cur);
            board[cur] += 1;
            seeds -= 1;
        }
        match board[cur] {
            4 | 1 => return None,
            _ => hole = cur,
        }
    }
    unreachable!()
}

/// Checks an endless position found in random play: the endless hole is not a legal
/// move, playing it is refused with the endless-sowing error and changes nothing, and
/// the legal moves are exactly the non-empty holes whose sowing the independent
/// reading sees end.
fn check_endless(p: HoyitoIii, hole: u8, period: usize) {
    let mut board = [0u8; 12];
    board.copy_from_slice(p.board().holes());
    assert_eq!(naive_endless(board, hole as usize), Some(period));
    assert!(!legal(&p).contains(&Move::Sow(hole)));
    let mut q = p;
    let err = q.play(Move::Sow(hole)).unwrap_err();
    assert_eq!(
        err,
        MoveError::EndlessSowing {
            hole: hole as usize
        }
    );
    assert_eq!(err.kind(), "endless-sowing");
    assert_eq!(
        q, p,
        "a refused endless sowing leaves the position unchanged"
    );
    assert!(!q.is_legal(Move::Sow(hole)));
    let mine = if p.to_move() == South { 6..12 } else { 0..6 };
    let expected: Vec<Move> = mine
        .filter(|&h| board[h] > 0 && naive_endless(board, h).is_none())
        .map(|h| Move::Sow(h as u8))
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(legal(&p), expected);
}

#[test]
fn rule_3_endless_sowing_from_real_play_is_refused_period_41() {
    // Found by `find_endless` (tests/common/mod.rs) in random games from the start.
    // South to move; sowing hole 11 (2 seeds): 5 (0→1), 4 (5→6): relay; lift 6 from 4:
    // 3 (4→5), 2 (3→4), 1 (2→3), 0 (3→4), 6 (2→3), 7 (1→2): relay from 7 …
    // the independent reading above (naive_endless) follows the laps and finds that
    // after 41 relay laps (none ending on 1 or 4) the board and the hole to lift are
    // exactly the starting ones again: the sowing can never end.
    let p = pos([3, 2, 3, 4, 5, 0, 2, 1, 3, 2, 1, 2], [16, 4], South);
    check_endless(p, 11, 41);
}

#[test]
fn rule_3_endless_sowing_from_real_play_is_refused_period_42() {
    // Found by `find_endless` in random games. South sows 10 (2): 11 (0→1), 5 (2→3):
    // relay; lift 3 from 5: 4 (6→7), 3 (3→4), 2 (4→5): relay from 2 … after 42 laps
    // the starting state returns (independent reading), so the sowing never ends.
    let p = pos([0, 1, 4, 3, 6, 2, 1, 0, 2, 3, 2, 0], [12, 12], South);
    check_endless(p, 10, 42);
}

#[test]
fn rule_3_endless_sowing_with_a_cycle_of_308934_laps_is_still_detected() {
    // Found by `find_endless` early in a random game (South has captured 4). South
    // sows 6 (5): 7, 8, 9, 10, 11 … The independent reading needs 308934 laps to see
    // the starting state again; the kernel's detection is exact however long the cycle.
    let p = pos([1, 4, 0, 1, 7, 16, 5, 0, 2, 4, 0, 4], [4, 0], South);
    check_endless(p, 6, 308_934);
}

#[test]
fn rule_3_decision_an_endless_sowing_does_not_count_as_a_sowing_for_pass() {
    // Decision: a player whose every sowing is endless must pass; a player with any
    // sowing that ends may not. In the period-41 position South's hole 11 is endless
    // but 6, 7, 8, 9 and 10 end (checked by check_endless above), so pass is refused.
    // (No position where *every* sowing of the player to move is endless has been
    // found: see the report; the proptest in tests/suite/properties.rs checks on every
    // visited position that pass is legal exactly when no sowing ends.)
    let p = pos([3, 2, 3, 4, 5, 0, 2, 1, 3, 2, 1, 2], [16, 4], South);
    let mut q = p;
    assert_eq!(
        q.play(Move::Pass),
        Err(MoveError::CannotPass { player: South })
    );
    assert_eq!(q, p);
    assert!(!legal(&p).contains(&Move::Pass));
}

#[test]
fn rule_3_find_endless_finds_endless_sowings_in_random_games() {
    // The search the fixed positions above came from: random games from the start
    // position do reach endless sowings (about 1 game in 40).
    let found = common::find_endless(HoyitoIii::start(), 400, 2);
    assert_eq!(found.len(), 2);
    for (p, h) in found {
        let mut board = [0u8; 12];
        board.copy_from_slice(p.board().holes());
        assert!(naive_endless(board, h).is_some());
        assert!(!legal(&p).contains(&Move::Sow(h as u8)));
    }
}

// ---------------------------------------------------------------------------------
// Rule 4: end when a capture leaves exactly 4; more seeds wins; 24–24 draws.
// ---------------------------------------------------------------------------------

#[test]
fn rule_4_a_capture_leaving_four_ends_the_game_and_the_capturer_takes_them() {
    // 0:2, 3:2; 10:1, 11:3. Board 8, captures South 20, North 20.
    // South sows 10 (1): 11 (3→4): capture 4 → South 24; 4 seeds are left (0:2, 3:2):
    // the game ends; in a single game the capturer takes them → South 28, North 20.
    // The holes show 0. South wins.
    let mut p = pos([2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 3], [20, 20], South);
    let r = p.play(Move::Sow(10)).unwrap();
    assert_eq!(r.captured.seeds, 4);
    assert!(!r.moves_again, "the game is over: no extra turn");
    assert_eq!(p.board().holes(), &[0; 12]);
    assert_eq!((p.captured(South), p.captured(North)), (28, 20));
    assert_eq!(p.result(), Some(Outcome::win(South)));
    assert!(legal(&p).is_empty());
    let mut q = p;
    assert_eq!(q.play(Move::Pass), Err(MoveError::GameOver));
    assert_eq!(q.play(Move::Sow(10)), Err(MoveError::GameOver));
    assert_eq!(q, p);
}

#[test]
fn rule_4_twenty_four_all_is_a_draw() {
    // Same board, captures South 16, North 24: South captures 4 → 20 and takes the last
    // four → 24. 24–24: a draw.
    let mut p = pos([2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 3], [16, 24], South);
    p.play(Move::Sow(10)).unwrap();
    assert_eq!((p.captured(South), p.captured(North)), (24, 24));
    assert_eq!(p.result(), Some(Outcome::Draw));
}

#[test]
fn rule_4_more_seeds_wins_even_for_the_player_who_did_not_end_it() {
    // 0:2, 3:2; 10:1, 11:3, captures South 12, North 28: South ends the game with
    // 12 + 4 + 4 = 20 against North's 28: North wins.
    let mut p = pos([2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 3], [12, 28], South);
    p.play(Move::Sow(10)).unwrap();
    assert_eq!((p.captured(South), p.captured(North)), (20, 28));
    assert_eq!(p.result(), Some(Outcome::win(North)));
}

#[test]
fn rule_4_a_capture_leaving_eight_does_not_end_the_game() {
    // 0:2, 1:2, 2:2, 3:2; 10:1, 11:3. Board 12, captures 16/20. South captures 11's
    // four: 8 seeds are left, so the game goes on with South's extra turn.
    let mut p = pos([2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 1, 3], [16, 20], South);
    p.play(Move::Sow(10)).unwrap();
    assert_eq!(p.result(), None);
    assert_eq!(p.board().total(), 8);
    assert_eq!(p.to_move(), South);
}

#[test]
fn rule_4_north_capturing_the_penultimate_four_takes_the_last_four() {
    // North to move. 0:1, 9:2, 10:2; 6:3. Board 8, captures 20/20.
    // North sows 0 (1): 6 (3→4): capture → North 24; 4 left (9:2, 10:2): the game ends
    // and North, the capturer, takes them → 28–20, North wins.
    let mut p = pos([1, 0, 0, 0, 0, 0, 3, 0, 0, 2, 2, 0], [20, 20], North);
    p.play(Move::Sow(0)).unwrap();
    assert_eq!((p.captured(South), p.captured(North)), (20, 28));
    assert_eq!(p.result(), Some(Outcome::win(North)));
    assert_eq!(p.board().total(), 0);
}

// ---------------------------------------------------------------------------------
// Rule 5: who gets the last four, by round.
// ---------------------------------------------------------------------------------

/// The rule-4 position above: South's capture leaves 4, captures 20/20 before it.
const LAST_FOUR: [u8; 12] = [2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 3];

fn end_of(round: u32, previous_winner: Option<Player>) -> HoyitoIii {
    let mut p = pos_round(LAST_FOUR, [20, 20], South, round, previous_winner);
    p.play(Move::Sow(10)).unwrap();
    p
}

#[test]
fn rule_5_rounds_1_and_2_give_the_last_four_to_the_capturer() {
    // South captures (20 → 24) and, in rounds 1 and 2, also takes the last four
    // (→ 28), whoever won the previous game (Decision: previous_winner is only read
    // from round 3 on).
    for (round, prev) in [(1, None), (1, Some(North)), (2, Some(North)), (2, None)] {
        let p = end_of(round, prev);
        assert_eq!(
            (p.captured(South), p.captured(North)),
            (28, 20),
            "round {round}, previous winner {prev:?}"
        );
        assert_eq!(p.result(), Some(Outcome::win(South)));
    }
}

#[test]
fn rule_5_from_round_3_the_previous_winner_gets_the_last_four() {
    // Round 3 after a North win: South captures (24) but the last four go to North
    // (20 → 24): 24–24, a draw. Round 7 after a South win: South takes them (28–20).
    let p = end_of(3, Some(North));
    assert_eq!((p.captured(South), p.captured(North)), (24, 24));
    assert_eq!(p.result(), Some(Outcome::Draw));
    let p = end_of(7, Some(South));
    assert_eq!((p.captured(South), p.captured(North)), (28, 20));
    assert_eq!(p.result(), Some(Outcome::win(South)));

    // The award can decide the game: captures 16/24 before South's capture. Round 3
    // after a North win: South 20, North 24 + 4 = 28: North wins; in round 1 South
    // would have made it 24–24.
    let mut p = pos_round(LAST_FOUR, [16, 24], South, 3, Some(North));
    p.play(Move::Sow(10)).unwrap();
    assert_eq!((p.captured(South), p.captured(North)), (20, 28));
    assert_eq!(p.result(), Some(Outcome::win(North)));
}

#[test]
fn rule_5_decision_after_a_drawn_previous_game_the_capturer_gets_the_last_four() {
    // Round 4 with previous_winner null (the previous game was drawn): the capturer,
    // South, takes the last four: 28–20.
    let p = end_of(4, None);
    assert_eq!((p.captured(South), p.captured(North)), (28, 20));
    assert_eq!(p.last_four_to(North), North);
}

// ---------------------------------------------------------------------------------
// Options and formats.
// ---------------------------------------------------------------------------------

#[test]
fn options_are_read_from_format_json_and_bad_values_are_refused() {
    let ok = |s: &str| serde_json::from_str::<HoyitoOptions>(s).unwrap();
    assert_eq!(
        ok(r#"{"round": 3, "previous_winner": "north"}"#),
        HoyitoOptions::new(3, Some(North)).unwrap()
    );
    assert_eq!(
        ok(r#"{"round": 2, "previous_winner": null}"#).previous_winner,
        None
    );
    assert_eq!(
        ok(r#"{"round": 5, "previous_winner": "none"}"#).previous_winner,
        None
    );
    assert_eq!(ok("{}"), HoyitoOptions::SINGLE);
    assert_eq!(ok(r#"{"round": 4}"#), HoyitoOptions::new(4, None).unwrap());

    for (bad, says) in [
        (r#"{"round": 0}"#, "round 0"),
        (r#"{"round": -1}"#, "-1"),
        (r#"{"round": "3"}"#, "string"),
        (r#"{"previous_winner": "east"}"#, "east"),
        (r#"{"round": 2, "winner": "north"}"#, "unknown field"),
    ] {
        let e = AnyGame::with_json_options(
            GameKind::HoyitoIii,
            Some(&serde_json::from_str(bad).unwrap()),
        )
        .unwrap_err();
        assert!(
            e.to_string().contains(says),
            "{bad}: the error {e:?} should mention {says}"
        );
    }
    assert!(HoyitoOptions::new(0, None).is_err());
    assert!(HoyitoIii::new(HoyitoOptions {
        round: 0,
        previous_winner: None
    })
    .is_err());
}

#[test]
fn options_travel_in_the_position_json_and_text_and_round_trip() {
    let opts = HoyitoOptions::new(3, Some(North)).unwrap();
    let p = HoyitoIii::new(opts).unwrap();
    let v = serde_json::to_value(p).unwrap();
    assert_eq!(v["game"], "hoyito-iii");
    assert_eq!(
        v["options"],
        serde_json::json!({"round": 3, "previous_winner": "north"})
    );
    assert_eq!(v["holes"], serde_json::to_value([4u8; 12]).unwrap());
    let back: HoyitoIii = serde_json::from_value(v).unwrap();
    assert_eq!(back, p);
    assert_eq!(back.options(), opts);
    let text = p.to_string();
    assert!(text.contains("options:"), "{text}");
    assert_eq!(text.parse::<HoyitoIii>().unwrap(), p);
    // A single game shows round 1 and a null previous winner; absent options read as it.
    let v = serde_json::to_value(HoyitoIii::start()).unwrap();
    assert_eq!(
        v["options"],
        serde_json::json!({"round": 1, "previous_winner": null})
    );
    let mut v2 = v.clone();
    v2.as_object_mut().unwrap().remove("options");
    assert_eq!(
        serde_json::from_value::<HoyitoIii>(v2).unwrap(),
        HoyitoIii::start()
    );
    // Through AnyGame.
    let any = AnyGame::with_json_options(
        GameKind::HoyitoIii,
        Some(&serde_json::json!({"round": 2, "previous_winner": "south"})),
    )
    .unwrap();
    assert_eq!(
        sowing::format::options_to_json(any.options()),
        Some(serde_json::json!({"round": 2, "previous_winner": "south"}))
    );
}

#[test]
fn positions_the_rules_cannot_reach_are_refused() {
    let base = serde_json::to_value(HoyitoIii::start()).unwrap();
    let with = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = base.clone();
        f(&mut v);
        serde_json::from_value::<HoyitoIii>(v)
    };
    // Board of 4 with result null: a capture leaving 4 ends the game (rule 4).
    assert!(with(&|v| {
        v["holes"] = serde_json::json!([4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        v["captured"] = serde_json::json!({"south": 24, "north": 20});
    })
    .is_err());
    // Captures not in fours.
    assert!(with(&|v| {
        v["holes"] = serde_json::json!([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2]);
        v["captured"] = serde_json::json!({"south": 2, "north": 0});
    })
    .is_err());
    // A finished game with seeds on the board, or a result its captures contradict.
    assert!(with(&|v| {
        v["holes"] = serde_json::json!([4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        v["captured"] = serde_json::json!({"south": 20, "north": 20});
        v["result"] = serde_json::json!("draw");
    })
    .is_err());
    assert!(with(&|v| {
        v["holes"] = serde_json::to_value([0u8; 12]).unwrap();
        v["captured"] = serde_json::json!({"south": 28, "north": 20});
        v["result"] = serde_json::json!({"winner": "north"});
    })
    .is_err());
    // That last one with the right result is fine.
    assert!(with(&|v| {
        v["holes"] = serde_json::to_value([0u8; 12]).unwrap();
        v["captured"] = serde_json::json!({"south": 28, "north": 20});
        v["result"] = serde_json::json!({"winner": "south"});
    })
    .is_ok());
    // Bad options, wrong size, wrong seed total, traded owners.
    assert!(with(&|v| v["options"] = serde_json::json!({"round": 0})).is_err());
    assert!(with(&|v| v["cols"] = serde_json::json!(4)).is_err());
    assert!(with(&|v| v["holes"][0] = serde_json::json!(5)).is_err());
    assert!(with(&|v| v["owners"][0] = serde_json::json!("south")).is_err());
    assert!(with(&|v| v["pending_offer"] = serde_json::Value::Null).is_err());
    // from_parts refuses the same.
    assert!(HoyitoIii::from_parts(
        [0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0],
        [24, 20],
        South,
        HoyitoOptions::SINGLE
    )
    .is_err());
    assert!(HoyitoIii::from_parts([4; 12], [0, 4], South, HoyitoOptions::SINGLE).is_err());
}

// ---------------------------------------------------------------------------------
// Match.
// ---------------------------------------------------------------------------------

fn first_legal(p: &HoyitoIii) -> Move {
    let mut l = MoveList::new();
    p.legal_moves(&mut l);
    l[0]
}

#[test]
fn match_plays_rounds_in_order_and_carries_the_previous_winner_forward() {
    let mut m = Match::new();
    // Seeded random players (random games from the start always ended well within
    // 10 000 plies in our runs).
    for k in 0..5u32 {
        let mut rng = sowing::playout::Rng::new(u64::from(k));
        let opts = m.next_options().unwrap();
        assert_eq!(opts.round, k + 1);
        let expected_prev = m.rounds().last().and_then(|r| r.outcome.unwrap().winner());
        assert_eq!(opts.previous_winner, expected_prev);
        let r = m
            .play_round(
                |p| {
                    let mut l = MoveList::new();
                    p.legal_moves(&mut l);
                    l[rng.below(l.len())]
                },
                10_000,
            )
            .unwrap();
        assert_eq!(r.options, opts);
        let o = r.outcome.expect("these games end");
        assert_eq!(r.captured[0] + r.captured[1], 48);
        assert_eq!(o, Outcome::by_seeds(r.captured[0], r.captured[1]));
    }
    let t = m.totals();
    assert_eq!(t.rounds, 5);
    assert_eq!(t.wins[0] + t.wins[1] + t.draws, 5);
    assert_eq!(t.seeds[0] + t.seeds[1], 5 * 48);
    assert_eq!(t.unfinished, 0);
    let south: u32 = m.rounds().iter().map(|r| r.captured[0]).sum();
    assert_eq!(t.seeds[0], south);
}

#[test]
fn match_record_checks_the_round_and_a_stopped_round_stops_the_match() {
    let mut m = Match::new();
    // A finished game of round 2 is not round 1.
    let wrong = HoyitoIii::new(HoyitoOptions::new(2, None).unwrap()).unwrap();
    assert!(matches!(
        m.record(&wrong, 0),
        Err(MatchError::WrongRound { .. })
    ));
    // A round stopped by the ply limit is recorded unfinished; the match cannot go on.
    let r = m.play_round(first_legal, 3).unwrap();
    assert_eq!((r.outcome, r.plies), (None, 3));
    assert_eq!(m.totals().unfinished, 1);
    assert_eq!(m.next_options(), Err(MatchError::Stopped { round: 1 }));
    assert!(m.play_round(first_legal, 100).is_err());
    // A player choosing an illegal move is refused with the move error.
    let mut m = Match::new();
    assert!(matches!(
        m.play_round(|_| Move::Sow(0), 100),
        Err(MatchError::Move { round: 1, .. })
    ));
}
