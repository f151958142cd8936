//! Bao Kigogo scenario tests: one per rule of docs/RULES.md (and each Decision), on
//! hand-built positions, with expectations worked out by hand from the rules (the
//! reasoning is in the comments).
//!
//! Geometry used throughout (docs/RULES.md rule 2): hole = row * 12 + col. South's
//! counter-clockwise loop, by loop position k: k = 0..11 is row 3 col k (hole 36 + k),
//! k = 12..23 is row 2 col 23 − k (hole 47 − k). North's: k = 0..11 is row 1 col k
//! (hole 12 + k), k = 12..23 is row 0 col 23 − k (hole 23 − k). Clockwise runs the same
//! loops backwards.

use crate::common::{bao_kigogo_at as position, bao_lap_rule as lap_rule, legal_holes};
use sowing::games::bao_kigogo::{BaoKigogoOptions, Direction};
use sowing::sow::{sow, sow_lap, LapVerdict, SowOptions};
use sowing::{
    AnyGame, BaoKigogo, Board, Game, GameKind, Move, MoveError, MoveList, OfferHoles, Outcome,
    Player, Position, Ruleset,
};

const CCW: Direction = Direction::CounterClockwise;
const CW: Direction = Direction::Clockwise;
const Z: [u8; 12] = [0; 12];

/// The four rows of a board.
fn rows(b: &Board) -> [[u8; 12]; 4] {
    let mut out = [[0u8; 12]; 4];
    for (r, row) in out.iter_mut().enumerate() {
        row.copy_from_slice(&b.holes()[r * 12..r * 12 + 12]);
    }
    out
}

fn start(dir: Direction) -> BaoKigogo {
    BaoKigogo::new(BaoKigogoOptions { direction: dir }).unwrap()
}

// ---------------------------------------------------------------------------------
// Rule 1: the start.

#[test]
fn rule_1_start_has_two_seeds_everywhere_except_row_1_col_11_and_row_2_col_0() {
    for dir in [CCW, CW] {
        let p = start(dir);
        let mut expected = [[2u8; 12]; 4];
        expected[1][11] = 0;
        expected[2][0] = 0;
        assert_eq!(rows(p.board()), expected);
        assert_eq!(p.board().total(), 92);
        assert_eq!(p.board().seeds_of(Player::North), 46);
        assert_eq!(p.board().seeds_of(Player::South), 46);
        assert_eq!(p.captured(Player::South) + p.captured(Player::North), 0);
        assert_eq!(p.to_move(), Player::South);
        assert_eq!(p.result(), None);
        assert_eq!(p.direction(), dir);
        // Rows 0–1 North's, rows 2–3 South's.
        for h in 0..48 {
            let owner = if h < 24 { Player::North } else { Player::South };
            assert_eq!(p.board().owner(h), owner, "hole {h}");
        }
    }
    assert_eq!(
        BaoKigogo::start().direction(),
        CCW,
        "counter-clockwise by default"
    );
}

// ---------------------------------------------------------------------------------
// Rule 2: the loops and the direction option.

#[test]
fn rule_2_each_players_loop_is_the_one_rules_md_spells_out() {
    // Written out from docs/RULES.md rule 2, not from the engine.
    let mut south: Vec<usize> = (36..48).collect(); // row 3, col 0 → 11
    south.extend((24..36).rev()); // row 2, col 11 → 0
    let mut north: Vec<usize> = (12..24).collect(); // row 1, col 0 → 11
    north.extend((0..12).rev()); // row 0, col 11 → 0
    let ccw = CCW.circuit();
    assert_eq!(ccw.cycle_from(36).collect::<Vec<_>>(), south);
    assert_eq!(ccw.cycle_from(12).collect::<Vec<_>>(), north);
    // Clockwise: the same 24 holes in reverse order.
    let cw = CW.circuit();
    let mut south_rev = south.clone();
    south_rev.reverse();
    south_rev.rotate_right(1); // start again from hole 36
    assert_eq!(cw.cycle_from(36).collect::<Vec<_>>(), south_rev);
    let mut north_rev = north.clone();
    north_rev.reverse();
    north_rev.rotate_right(1);
    assert_eq!(cw.cycle_from(12).collect::<Vec<_>>(), north_rev);
}

/// South sows hole 46 (row 3 col 10, 3 seeds); North has 2 seeds in hole 0 and 2 in
/// hole 23.
fn direction_position(dir: Direction) -> BaoKigogo {
    let mut row0 = Z;
    row0[0] = 2;
    let mut row1 = Z;
    row1[11] = 2;
    let mut row3 = Z;
    row3[10] = 3;
    position([row0, row1, Z, row3], Player::South, dir)
}

#[test]
fn rule_2_counter_clockwise_south_turns_from_back_row_into_front_row() {
    // 3 seeds from row 3 col 10: row 3 col 11, then up to row 2 col 11, then row 2
    // col 10 (empty: the move ends). North's front hole in col 10 (hole 22) is empty:
    // no capture.
    let mut p = direction_position(CCW);
    let r = p.play(Move::Sow(46)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps), (34, 1));
    assert_eq!(r.captured.seeds, 0);
    let mut row2 = Z;
    row2[10] = 1;
    row2[11] = 1;
    let mut row3 = Z;
    row3[11] = 1;
    let b = rows(p.board());
    assert_eq!((b[2], b[3]), (row2, row3));
    assert_eq!(p.to_move(), Player::North);
    // North, counter-clockwise: hole 23 (row 1 col 11) sows up into row 0 col 11
    // (hole 11), then row 0 col 10 (hole 10): a back-row landing, no capture.
    let r = p.play(Move::Sow(23)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 10);
    let b = rows(p.board());
    let mut row0 = Z;
    row0[0] = 2;
    row0[10] = 1;
    row0[11] = 1;
    assert_eq!((b[0], b[1]), (row0, Z));
}

#[test]
fn rule_2_clockwise_runs_the_same_loops_backwards() {
    // Clockwise, row 3 runs right to left: 46 → 45, 44, 43 (row 3 cols 9, 8, 7).
    let mut p = direction_position(CW);
    let r = p.play(Move::Sow(46)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 43);
    let mut row3 = Z;
    row3[7] = 1;
    row3[8] = 1;
    row3[9] = 1;
    let b = rows(p.board());
    assert_eq!((b[2], b[3]), (Z, row3));
    // North, clockwise: row 1 runs right to left: 23 → 22, 21 (row 1 cols 10, 9).
    // Row 1 is North's front row, but South's row 2 col 9 is empty: no capture.
    let r = p.play(Move::Sow(23)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 21);
    assert_eq!(r.captured.seeds, 0);
    let mut row1 = Z;
    row1[9] = 1;
    row1[10] = 1;
    let b = rows(p.board());
    assert_eq!(b[1], row1);
    // Clockwise, row 3 col 0 is followed by row 2 col 0.
    assert_eq!(CW.circuit().next(36), 24);
    assert_eq!(CW.circuit().next(24), 25);
}

#[test]
fn rule_2_first_move_from_the_start_in_each_direction() {
    // South sows hole 25 (row 2 col 1, loop position 22) at the start. Loop positions
    // hold 2 everywhere except position 23 (hole 24), which is empty.
    //
    // Counter-clockwise: 2 seeds into positions 23 (0→1) and 0 (2→3): relay 3 from
    // position 0 into 1, 2, 3 (each 2→3), relay from 3 into 4, 5, 6, … every third
    // position is lifted: 0, 3, 6, 9, 12, 15, 18, 21. The lap from 21 drops into 22
    // (emptied at the start: 0→1), 23 (1→2) and 0 (lifted: 0→1) — empty, so the move
    // ends at position 0 = hole 36, South's back row: no capture. 9 laps.
    // Positions 1,2,4,5,7,8,10,11,13,14,16,17,19,20 hold 3; 3,6,9,12,15,18,21 hold 0.
    let mut p = start(CCW);
    let r = p.play(Move::Sow(25)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps, r.captured.seeds), (36, 9, 0));
    let b = rows(p.board());
    assert_eq!(b[2], [2, 1, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0]);
    assert_eq!(b[3], [1, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3]);
    assert_eq!(p.board().seeds_of(Player::North), 46);

    // Clockwise: 2 seeds into positions 21 and 20 (2→3 each): relay from 20 into 19,
    // 18, 17; from 17 into 16, 15, 14; … lifted: 20, 17, 14, 11, 8, 5, 2. The lap from 2
    // drops into 1, 0 (2→3) and 23 (empty: 0→1): the move ends at hole 24, row 2 col 0,
    // South's front row. North's front hole in col 0 (hole 12) holds 2: captured, and
    // North's back hole in col 0 (hole 0) holds 2: captured too. 8 laps.
    let mut p = start(CW);
    let r = p.play(Move::Sow(25)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps), (24, 8));
    assert_eq!(r.captured.seeds, 4);
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![0, 12]);
    let b = rows(p.board());
    assert_eq!(b[2], [1, 0, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3]);
    assert_eq!(b[3], [3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0]);
    assert_eq!(b[0][0], 0);
    assert_eq!(b[1][0], 0);
    assert_eq!(p.captured(Player::South), 4);
    assert_eq!(p.board().seeds_of(Player::North), 42);
}

// ---------------------------------------------------------------------------------
// Rule 3: sowing and relay.

/// North keeps a movable pair in hole 0 so the game goes on after South's move.
fn north_pair() -> [u8; 12] {
    let mut row0 = Z;
    row0[0] = 2;
    row0
}

#[test]
fn rule_3_relay_while_the_last_seed_lands_in_an_occupied_hole() {
    // South: hole 36 = 2, hole 38 = 1. Sow 36: 37 (0→1), 38 (1→2, occupied: relay);
    // lift 38's 2: 39 (0→1), 40 (0→1, empty): the move ends. 2 laps.
    let mut row3 = Z;
    row3[0] = 2;
    row3[2] = 1;
    let mut p = position([north_pair(), Z, Z, row3], Player::South, CCW);
    let r = p.play(Move::Sow(36)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.origin, s.landing, s.laps), (36, 40, 2));
    assert_eq!(rows(p.board())[3], [0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn rule_3_a_lap_of_24_seeds_ends_in_its_own_emptied_origin() {
    // 24 seeds from hole 40: one into each of the 23 other holes of the loop, the 24th
    // into the origin, which was emptied (not skipped): it now holds 1, so the move
    // ends there. Every South hole holds 1. Same in both directions.
    for dir in [CCW, CW] {
        let mut row3 = Z;
        row3[4] = 24;
        let mut p = position([north_pair(), Z, Z, row3], Player::South, dir);
        let r = p.play(Move::Sow(40)).unwrap();
        let s = r.sowing.unwrap();
        assert_eq!((s.landing, s.laps, r.captured.seeds), (40, 1, 0));
        let b = rows(p.board());
        assert_eq!((b[2], b[3]), ([1; 12], [1; 12]));
    }
}

#[test]
fn rule_3_a_lap_of_25_seeds_goes_round_and_relays_on() {
    // 25 seeds from hole 40 (loop position 4), counter-clockwise: positions 5..23, 0..3
    // get 1 each, the origin (position 4) gets the 24th, position 5 the 25th: 2, relay.
    // Each relay of 2 from an odd position p fills p+1 and p+2 to 2 and relays from
    // p+2: lifted 5, 7, …, 23, 1, 3. The lap from 3 drops into 4 (1→2) and 5 (emptied:
    // 0→1): the move ends at hole 41 (row 3 col 5), back row. 13 laps.
    // Even positions hold 2, position 5 holds 1, other odd positions 0.
    let mut row3 = Z;
    row3[4] = 25;
    let mut p = position([north_pair(), Z, Z, row3], Player::South, CCW);
    let r = p.play(Move::Sow(40)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps, r.captured.seeds), (41, 13, 0));
    let b = rows(p.board());
    assert_eq!(b[3], [2, 0, 2, 0, 2, 1, 2, 0, 2, 0, 2, 0]);
    assert_eq!(b[2], [0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2]);
}

// ---------------------------------------------------------------------------------
// Rule 4: single seeds.

#[test]
fn rule_4_single_seeds_may_not_move_while_a_hole_holds_two() {
    // South: hole 36 = 2, hole 45 = 1 (next hole 46 empty). Only 36 may move.
    let mut row3 = Z;
    row3[0] = 2;
    row3[9] = 1;
    let mut p = position([north_pair(), Z, Z, row3], Player::South, CCW);
    assert_eq!(legal_holes(&p), vec![36]);
    let before = p;
    assert!(matches!(
        p.play(Move::Sow(45)),
        Err(MoveError::SingletonWhileBigHole { hole: 45 })
    ));
    assert_eq!(p, before);
}

#[test]
fn rule_4_a_single_seed_steps_one_hole_and_only_into_an_empty_hole() {
    // South has only single seeds: 36, 37, 40. 36's next hole (37) is occupied: it may
    // not move. 37 → 38 and 40 → 41 may.
    let mut row3 = Z;
    row3[0] = 1;
    row3[1] = 1;
    row3[4] = 1;
    let mut p = position([north_pair(), Z, Z, row3], Player::South, CCW);
    assert_eq!(legal_holes(&p), vec![37, 40]);
    let before = p;
    assert!(matches!(
        p.play(Move::Sow(36)),
        Err(MoveError::SingletonBlocked { hole: 36, next: 37 })
    ));
    assert_eq!(p, before);
    let r = p.play(Move::Sow(40)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps), (41, 1));
    assert_eq!(rows(p.board())[3], [1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    // Clockwise the same seeds step the other way: 36 → 24 (row 2 col 0) and 40 → 39;
    // 37's next hole (36) is occupied.
    let p = position([north_pair(), Z, Z, row3], Player::South, CW);
    assert_eq!(legal_holes(&p), vec![36, 40]);
}

#[test]
fn rule_4_a_single_seed_step_can_capture() {
    // South's only seeds: hole 47 (row 3 col 11) = 1. It steps to hole 35 (row 2 col
    // 11), empty, in South's front row. North's front hole in col 11 (hole 23) holds 3:
    // captured; North's back hole in col 11 (hole 11) holds 2: captured too.
    let mut row0 = north_pair();
    row0[11] = 2;
    let mut row1 = Z;
    row1[11] = 3;
    let mut row3 = Z;
    row3[11] = 1;
    let mut p = position([row0, row1, Z, row3], Player::South, CCW);
    assert_eq!(legal_holes(&p), vec![47]);
    let r = p.play(Move::Sow(47)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 35);
    assert_eq!(r.captured.seeds, 5);
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![11, 23]);
    // North had 7 seeds on the board, so South had captured 46 − 7 = 39.
    assert_eq!(p.captured(Player::South), 44);
    assert_eq!(p.board().seeds_of(Player::North), 2);
    assert_eq!(p.result(), None, "North can still sow hole 0");
}

// ---------------------------------------------------------------------------------
// Rule 5: capture.

/// South sows hole 46 (3 seeds) counter-clockwise: 47, 35, then 34 (row 2 col 10,
/// empty), the end of the move in South's front row. North's column 10 is hole 22
/// (front) and hole 10 (back); `front` and `back` seeds there, plus the pair in hole 0.
fn capture_position(front: u8, back: u8) -> BaoKigogo {
    let mut row0 = north_pair();
    row0[10] = back;
    let mut row1 = Z;
    row1[10] = front;
    let mut row3 = Z;
    row3[10] = 3;
    position([row0, row1, Z, row3], Player::South, CCW)
}

#[test]
fn rule_5_capture_takes_the_front_hole_and_then_the_back_hole() {
    let mut p = capture_position(4, 3);
    let captured_before = p.captured(Player::South);
    let r = p.play(Move::Sow(46)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 34);
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![10, 22]);
    assert_eq!(r.captured.seeds, 7);
    assert_eq!(p.board().seeds(10) + p.board().seeds(22), 0);
    assert_eq!(p.captured(Player::South), captured_before + 7);
    assert_eq!(p.board().seeds(34), 1, "the landing seed stays");
}

#[test]
fn rule_5_front_hole_alone_when_the_back_hole_is_empty() {
    let mut p = capture_position(4, 0);
    let r = p.play(Move::Sow(46)).unwrap();
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![22]);
    assert_eq!(r.captured.seeds, 4);
}

#[test]
fn rule_5_the_back_hole_is_never_taken_alone() {
    let mut p = capture_position(0, 3);
    let r = p.play(Move::Sow(46)).unwrap();
    assert_eq!(r.captured.seeds, 0);
    assert!(r.captured.holes.is_empty());
    assert_eq!(p.board().seeds(10), 3);
}

#[test]
fn rule_5_no_capture_when_the_move_ends_in_the_back_row() {
    // South sows hole 44 (2 seeds): 45, 46 — the move ends in row 3 col 10, South's
    // back row, although North's column 10 is full.
    let mut p = capture_position(4, 3);
    let mut holes = [0u8; 48];
    holes.copy_from_slice(p.board().holes());
    holes[46] = 0;
    holes[44] = 2;
    p = BaoKigogo::from_parts(holes, Player::South, CCW).unwrap();
    let r = p.play(Move::Sow(44)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 46);
    assert_eq!(r.captured.seeds, 0);
    assert_eq!((p.board().seeds(22), p.board().seeds(10)), (4, 3));
}

#[test]
fn rule_5_a_relay_lap_passing_empty_front_holes_captures_nothing() {
    // South: 47 = 3, 33 = 1, 32 = 1. North: 23 = 5, 22 = 5, 21 = 2 (front row, cols
    // 11, 10, 9) and the pair in hole 0.
    // Sow 47: lap 1 drops into 35 (row 2 col 11, empty, facing 23 = 5), 34 (row 2 col
    // 10, empty, facing 22 = 5) and 33 (1→2, occupied: relay, facing 21 = 2). Lap 2
    // lifts 33's 2: 32 (1→2), 31 (row 2 col 7, empty): the move ends there. North's
    // hole 19 (row 1 col 7) is empty: no capture. Passing empty front holes and
    // ending a lap in an occupied one capture nothing.
    let mut row1 = Z;
    row1[11] = 5;
    row1[10] = 5;
    row1[9] = 2;
    let mut row2 = Z;
    row2[9] = 1;
    row2[8] = 1;
    let mut row3 = Z;
    row3[11] = 3;
    let mut p = position([north_pair(), row1, row2, row3], Player::South, CCW);
    let r = p.play(Move::Sow(47)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps), (31, 2));
    assert_eq!(r.captured.seeds, 0);
    let b = rows(p.board());
    assert_eq!(b[1], row1, "North's front row untouched");
    assert_eq!(b[2], [0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 1, 1]);
    assert_eq!(b[3], Z);
}

#[test]
fn rule_5_north_captures_south_front_then_back() {
    // North sows hole 13 (row 1 col 1, 2 seeds) counter-clockwise: 14, then 15 (row 1
    // col 3, empty): North's front row. South's front hole in col 3 (hole 27) holds 2,
    // its back hole (hole 39) 1: both captured. South keeps hole 36.
    let mut row1 = Z;
    row1[1] = 2;
    let mut row2 = Z;
    row2[3] = 2;
    let mut row3 = Z;
    row3[0] = 2;
    row3[3] = 1;
    let mut p = position([Z, row1, row2, row3], Player::North, CCW);
    let r = p.play(Move::Sow(13)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 15);
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![27, 39]);
    assert_eq!(r.captured.seeds, 3);
    assert_eq!(p.to_move(), Player::South);
    assert_eq!(p.result(), None);
}

#[test]
fn rule_5_clockwise_capture_by_north() {
    // Clockwise North sows hole 23 (row 1 col 11, 2 seeds): 22, then 21 (row 1 col 9,
    // empty, front row). South's hole 33 (row 2 col 9) = 1 and 45 (row 3 col 9) = 2:
    // both captured.
    let mut row1 = Z;
    row1[11] = 2;
    let mut row2 = Z;
    row2[9] = 1;
    let mut row3 = Z;
    row3[0] = 2;
    row3[9] = 2;
    let mut p = position([Z, row1, row2, row3], Player::North, CW);
    let r = p.play(Move::Sow(23)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 21);
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![33, 45]);
    assert_eq!(r.captured.seeds, 3);
}

// ---------------------------------------------------------------------------------
// Rule 6: the end.

#[test]
fn rule_6_the_mover_wins_when_the_opponent_has_no_seeds_left() {
    // South's only seed: hole 35 (row 2 col 11); it steps to 34 (row 2 col 10, empty,
    // front row) and captures North's hole 22 (1 seed) and hole 10 (2 seeds): North's
    // last seeds. South wins; no move is legal any more.
    let mut row0 = Z;
    row0[10] = 2;
    let mut row1 = Z;
    row1[10] = 1;
    let mut row2 = Z;
    row2[11] = 1;
    let mut p = position([row0, row1, row2, Z], Player::South, CCW);
    let r = p.play(Move::Sow(35)).unwrap();
    assert_eq!(r.captured.seeds, 3);
    assert_eq!(p.board().seeds_of(Player::North), 0);
    assert_eq!(p.result(), Some(Outcome::win(Player::South)));
    assert!(legal_holes(&p).is_empty());
    assert_eq!(p.play(Move::Sow(34)), Err(MoveError::GameOver));
    // docs/FORMAT.md: no award at the end, the board stays as the move left it.
    assert_eq!(p.board().total(), 1);
    assert_eq!(p.captured(Player::South), 46);
}

#[test]
fn rule_6_the_mover_wins_when_the_opponent_has_no_legal_move() {
    // North has a single seed in each of its 24 holes: no hole of 2, and every single
    // seed's next hole is occupied, so North has no legal move. South sows 36 (2
    // seeds) into 37 and 38, back row, no capture — and wins.
    let mut row3 = Z;
    row3[0] = 2;
    let mut p = position([[1; 12], [1; 12], Z, row3], Player::South, CCW);
    assert_eq!(p.result(), None);
    let r = p.play(Move::Sow(36)).unwrap();
    assert_eq!(r.captured.seeds, 0);
    assert_eq!(p.result(), Some(Outcome::win(Player::South)));
    assert!(legal_holes(&p).is_empty());
}

/// South's rows of the pattern "alternating single seeds, and a 3": along South's
/// counter-clockwise loop, every even position holds 1, every odd one 0, except
/// position `pos3` (odd) which holds 3 — or the same shifted by one when `pos3` is
/// even. Hole of loop position k: 36 + k for k < 12, 47 − k otherwise.
fn alternating_with_three(pos3: usize) -> [u8; 48] {
    let mut holes = [0u8; 48];
    for k in 0..24 {
        let hole = if k < 12 { 36 + k } else { 47 - k };
        holes[hole] = if k == pos3 {
            3
        } else {
            u8::from(k % 2 != pos3 % 2)
        };
    }
    holes
}

#[test]
fn endless_sowing_alternating_seeds_and_a_three_rotates_for_ever() {
    // Found by searching random games (seed 2940), then understood by hand.
    // Along South's loop: 1 on even positions, 0 on odd ones, 3 on position 17 (hole
    // 30, row 2 col 6). Lift the 3: 18 (1→2), 19 (0→1), 20 (1→2): relay. Each relay of
    // 2 from an even position p fills p+1 (0→1) and p+2 (1→2) and relays from p+2:
    // 20, 22, 0, 2, …, 14 are lifted; the lap from 16 drops into 17 (emptied: 0→1) and
    // 18 (2→3): relay from 18 with 3 seeds. That is 12 laps, and the board is the
    // same pattern moved one position on: 1 on odd positions, 3 on position 18. The
    // loop is symmetric under rotation, so this repeats for ever (24 rotations, 288
    // laps, bring back the very first state): the sowing never ends.
    let holes = alternating_with_three(17);
    let mut board = *BaoKigogo::from_parts(holes, Player::South, CCW)
        .unwrap()
        .board();
    assert_eq!(rows(&board)[2], [0, 1, 0, 1, 0, 1, 3, 1, 0, 1, 0, 1]);
    assert_eq!(rows(&board)[3], [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    let circuit = CCW.circuit();
    let mut hole = 30;
    for lap in 1..=12 {
        let landing = sow_lap(&mut board, circuit, hole, SowOptions::default());
        assert_eq!(lap_rule(&board, landing), LapVerdict::Relay, "lap {lap}");
        hole = landing;
    }
    let rotated = alternating_with_three(18);
    assert_eq!(board.holes(), &rotated[..]);
    assert_eq!(hole, 29, "next lift: the 3 at position 18 (row 2 col 5)");
    let mut board = *BaoKigogo::from_parts(holes, Player::South, CCW)
        .unwrap()
        .board();
    assert!(sow(&mut board, circuit, 30, SowOptions::default(), lap_rule).is_err());
}

#[test]
fn rule_6_a_player_whose_every_sowing_is_endless_has_no_legal_move_and_loses() {
    // South has the pattern above: its only hole of 2 or more is the 3, whose sowing is
    // endless, and its single seeds may not move while it has that hole (rule 4). With
    // no pass in Bao Kigogo (Decision), South has no legal move.
    // North (only single seeds: row 0 cols 0, 1, 2, 7, 10) steps 7 → 6 (row 0 runs
    // right to left counter-clockwise), a back-row landing: no capture. South to move
    // has no legal move: North wins.
    let mut holes = alternating_with_three(17);
    for h in [0, 1, 2, 7, 10] {
        holes[h] = 1;
    }
    let mut p = BaoKigogo::from_parts(holes, Player::North, CCW).unwrap();
    assert_eq!(
        legal_holes(&p),
        vec![0, 7, 10],
        "1 → 0 and 2 → 1 are blocked"
    );
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!((r.sowing.unwrap().landing, r.captured.seeds), (6, 0));
    assert_eq!(p.result(), Some(Outcome::win(Player::North)));
    assert!(legal_holes(&p).is_empty());
    // Built directly, the same position is already over.
    let mut holes = alternating_with_three(17);
    for h in [0, 1, 2, 6, 10] {
        holes[h] = 1;
    }
    let q = BaoKigogo::from_parts(holes, Player::South, CCW).unwrap();
    assert_eq!(q, p);
    assert_eq!(q.result(), Some(Outcome::win(Player::North)));
}

/// Lap by lap with the kernel's single-lap primitive, independently of `sow`'s cycle
/// detection: the (board, next hole) states until one repeats; panics if the sowing
/// ends first or no state repeats within `max_laps`.
fn witness_endless(board: &Board, dir: Direction, hole: usize, max_laps: usize) -> usize {
    let mut b = *board;
    let mut h = hole;
    let mut states: Vec<(Board, usize)> = Vec::new();
    for _ in 0..max_laps {
        if let Some(k) = states.iter().position(|(sb, sh)| *sb == b && *sh == h) {
            return states.len() - k;
        }
        states.push((b, h));
        let landing = sow_lap(&mut b, dir.circuit(), h, SowOptions::default());
        assert_eq!(lap_rule(&b, landing), LapVerdict::Relay, "the sowing ended");
        h = landing;
    }
    panic!("no repeated state in {max_laps} laps");
}

/// Checks a position with an endless sowing of `hole`: it is refused with the
/// endless-sowing error and left out of the legal moves, while other moves exist.
fn check_endless(p: BaoKigogo, hole: u8) {
    let cycle = witness_endless(p.board(), p.direction(), hole as usize, 5000);
    assert!(cycle > 0);
    let mut q = p;
    assert_eq!(
        q.play(Move::Sow(hole)),
        Err(MoveError::EndlessSowing {
            hole: hole as usize
        })
    );
    assert_eq!(q, p, "a refused move changes nothing");
    let moves = legal_holes(&p);
    assert!(!moves.is_empty());
    assert!(!moves.contains(&hole));
    assert!(p.board().seeds(hole as usize) >= 2);
    for m in moves {
        let mut q = p;
        q.play(Move::Sow(m)).unwrap();
    }
}

#[test]
fn endless_sowing_found_in_a_random_counter_clockwise_game_is_refused() {
    // Found by `find_endless`-style search (random game seed 879, ply 48): South's hole
    // 32 (row 2 col 8, 2 seeds) relays for ever (the state recurs after 220 laps).
    let p: BaoKigogo = serde_json::from_str(
        r#"{"game":"bao-kigogo","options":{"direction":"counter-clockwise"},"rows":4,"cols":12,
        "holes":[0,0,0,1,0,1,0,1,1,0,2,1, 4,0,1,0,3,2,3,1,1,0,1,0,
                 0,1,0,1,2,1,2,0,2,1,2,5, 1,0,3,0,1,0,1,2,1,2,1,0],
        "owners":["north","north","north","north","north","north","north","north","north","north","north","north",
                  "north","north","north","north","north","north","north","north","north","north","north","north",
                  "south","south","south","south","south","south","south","south","south","south","south","south",
                  "south","south","south","south","south","south","south","south","south","south","south","south"],
        "captured":{"south":23,"north":17},"to_move":"south","result":null}"#,
    )
    .unwrap();
    assert_eq!(witness_endless(p.board(), CCW, 32, 5000), 220);
    check_endless(p, 32);
}

#[test]
fn endless_sowing_found_in_a_random_clockwise_game_is_refused() {
    // Random clockwise game seed 12, ply 59: North's hole 18 (row 1 col 6, 2 seeds).
    let p: BaoKigogo = serde_json::from_str(
        r#"{"game":"bao-kigogo","options":{"direction":"clockwise"},"rows":4,"cols":12,
        "holes":[0,1,0,1,0,1,0,1,0,1,0,2, 1,0,1,0,1,0,2,1,2,1,0,1,
                 0,0,0,2,1,2,1,0,0,1,0,3, 1,2,1,2,3,0,1,1,0,2,0,6],
        "owners":["north","north","north","north","north","north","north","north","north","north","north","north",
                  "north","north","north","north","north","north","north","north","north","north","north","north",
                  "south","south","south","south","south","south","south","south","south","south","south","south",
                  "south","south","south","south","south","south","south","south","south","south","south","south"],
        "captured":{"south":29,"north":17},"to_move":"north","result":null}"#,
    )
    .unwrap();
    check_endless(p, 18);
}

/// A position whose 10-ply cycle repeats it (worked out by hand below).
///
/// Both players' rows hold the same pattern along their own loop, North's at loop
/// position 0 and South's moved on by 19 positions. The pattern, by loop position:
/// `P0 = 0 1 0 1 0 2 1 1 0 1 0 1 | 0 1 0 0 0 1 1 1 0 1 0 1` (positions 0–11 | 12–23).
/// Its five moves, in pattern positions (every relay lap lands on a 1 making 2):
/// 1. sow 5 (2): 6→2, 7→2; relay 7: 8→1, 9→2; relay 9: 10→1, 11→2; relay 11: 12→1,
///    13→2; relay 13: 14→1, 15→1 empty: ends at 15.
/// 2. sow 6 (2): relays from 8, 10, 12, 14 the same way; the lap from 14 drops into
///    15 (1→2) and 16 (empty): ends at 16.
/// 3. sow 15 (2): 16→2, 17→2; relays from 17, 19, 21, 23, 1, 3; the lap from 3 drops
///    into 4 (0→1) and 5 (empty): ends at 5.
/// 4. sow 18 (2): relays from 20, 22, 0, 2, 4; the lap from 4 drops into 5 (1→2) and
///    6 (empty): ends at 6.
/// 5. sow 16 (2): 17 (0→1), 18 (empty): ends at 18 — and the pattern is `P0` again.
///
/// Holes: North's position k is hole 12 + k (k < 12) or 23 − k; South's pattern
/// position j is loop position j + 19, i.e. hole 36 + (j + 19) mod 24 or 47 − that.
/// South plays 36, 37, 46, 34, 47 and North 17, 18, 8, 5, 7.
///
/// The cycle of rule 6 (`common::bao_kigogo_cycle`, which says why it captures
/// nothing), its moves as the holes they sow.
fn cycle_position() -> (BaoKigogo, [u8; 10]) {
    let (start, moves) = crate::common::bao_kigogo_cycle();
    let holes = moves.map(|m| match m {
        Move::Sow(h) => h,
        other => panic!("the cycle sows, got {other}"),
    });
    (start, holes)
}

#[test]
fn rule_6_a_repeated_position_is_a_draw_through_game() {
    let (start, moves) = cycle_position();
    let mut game = Game::new(start);
    let mut plain = start;
    for (k, &h) in moves.iter().enumerate() {
        assert!(
            !game.is_finished(),
            "no result before the repetition (ply {k})"
        );
        let r = game.play(Move::Sow(h)).unwrap();
        assert_eq!(r.captured.seeds, 0, "ply {}", k + 1);
        plain.play(Move::Sow(h)).unwrap();
        if k + 1 < moves.len() {
            assert_ne!(plain, start, "ply {}", k + 1);
        }
    }
    // Ply 10 brings back the starting position (all holes, South to move): a draw.
    assert_eq!(*game.position(), start);
    assert_eq!(game.result(), Some(Outcome::Draw));
    assert_eq!(game.to_json().result, Some(Outcome::Draw));
    let mut moves_now = MoveList::new();
    game.legal_moves(&mut moves_now);
    assert!(moves_now.is_empty());
    assert_eq!(game.play(Move::Sow(36)), Err(MoveError::GameOver.into()));
    // The plain position cannot know the history: it goes on.
    assert_eq!(plain, start);
    assert_eq!(plain.result(), None);
    // The draw's JSON reads back as a finished position.
    let back: BaoKigogo = game.to_json().to_position().unwrap();
    assert_eq!(back.result(), Some(Outcome::Draw));
    assert!(legal_holes(&back).is_empty());
}

#[test]
fn rule_6_the_starting_position_counts_and_any_game_drives_it_too() {
    // The same cycle through Game<AnyGame> (what the replay uses), started from a
    // position reached by one move: the repetition is of a position seen after the
    // start, at ply 11.
    let (start, moves) = cycle_position();
    let mut game = Game::new(AnyGame::BaoKigogo(start));
    assert!(game.position().repetition_is_draw());
    for &h in &moves {
        game.play(Move::Sow(h)).unwrap();
    }
    assert_eq!(game.result(), Some(Outcome::Draw));
    assert_eq!(game.ply(), 10);

    let mut after_one = start;
    after_one.play(Move::Sow(moves[0])).unwrap();
    let mut game = Game::new(after_one);
    for &h in moves[1..].iter().chain(&moves[..1]) {
        game.play(Move::Sow(h)).unwrap();
    }
    assert_eq!(game.result(), Some(Outcome::Draw));
    assert_eq!(*game.position(), after_one);
}

// ---------------------------------------------------------------------------------
// Moves that do not exist, options, formats.

#[test]
fn bao_kigogo_has_no_pass_and_no_trades() {
    let mut p = start(CCW);
    let before = p;
    for m in [
        Move::Pass,
        Move::Accept,
        Move::Decline,
        Move::Offer(OfferHoles::new(&[30]).unwrap()),
    ] {
        assert!(
            matches!(p.play(m), Err(MoveError::NotInThisGame { .. })),
            "{m}"
        );
    }
    assert_eq!(
        p.play(Move::Sow(48)),
        Err(MoveError::NoSuchHole { hole: 48 })
    );
    assert!(matches!(
        p.play(Move::Sow(3)),
        Err(MoveError::NotYourHole { hole: 3, .. })
    ));
    assert_eq!(
        p.play(Move::Sow(24)),
        Err(MoveError::EmptyHole { hole: 24 })
    );
    assert_eq!(p, before);
    // Pass is refused even for a player with no legal move: the game is over then.
    let mut q = position([[1; 12], [1; 12], Z, north_pair()], Player::North, CCW);
    assert_eq!(q.result(), Some(Outcome::win(Player::South)));
    assert_eq!(q.play(Move::Pass), Err(MoveError::GameOver));
}

#[test]
fn options_are_in_the_position_json_and_round_trip() {
    for (dir, name) in [(CCW, "counter-clockwise"), (CW, "clockwise")] {
        let p = start(dir);
        let v = serde_json::to_value(p).unwrap();
        assert_eq!(v["game"], "bao-kigogo");
        assert_eq!(v["options"], serde_json::json!({ "direction": name }));
        assert_eq!(v["rows"], 4);
        assert_eq!(v["cols"], 12);
        let back: BaoKigogo = serde_json::from_value(v).unwrap();
        assert_eq!(back, p);
        let text = p.to_string();
        assert_eq!(text.parse::<BaoKigogo>().unwrap(), p);
        let any = AnyGame::with_json_options(
            GameKind::BaoKigogo,
            Some(&serde_json::json!({ "direction": name })),
        )
        .unwrap();
        assert_eq!(any, AnyGame::BaoKigogo(p));
    }
    // Absent options: counter-clockwise.
    let mut v = serde_json::to_value(start(CCW)).unwrap();
    v.as_object_mut().unwrap().remove("options");
    assert_eq!(
        serde_json::from_value::<BaoKigogo>(v).unwrap().direction(),
        CCW
    );
    // Unknown values and fields are refused.
    for bad in [
        serde_json::json!({"direction": "sideways"}),
        serde_json::json!({"direction": "anticlockwise"}),
        serde_json::json!({"dir": "clockwise"}),
        serde_json::json!({"direction": 1}),
    ] {
        assert!(
            AnyGame::with_json_options(GameKind::BaoKigogo, Some(&bad)).is_err(),
            "{bad}"
        );
        let mut v = serde_json::to_value(start(CCW)).unwrap();
        v["options"] = bad.clone();
        assert!(serde_json::from_value::<BaoKigogo>(v).is_err(), "{bad}");
    }
}

#[test]
fn json_positions_must_be_consistent() {
    let good = serde_json::to_value(start(CCW)).unwrap();
    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        edit(&mut v);
        serde_json::from_value::<BaoKigogo>(v).is_err()
    };
    // A seed moved from South's rows to North's: the total is still 92, but North's
    // rows would hold 47 with nothing captured.
    assert!(refused(&|v| {
        v["holes"][47] = 1.into();
        v["holes"][23] = 1.into();
    }));
    // Captures that do not match the seeds missing from the opponent's rows.
    assert!(refused(&|v| {
        v["holes"][47] = 0.into();
        v["holes"][46] = 0.into();
        v["captured"]["south"] = 4.into();
    }));
    // A win that the board does not show, and a draw while the player to move has no
    // legal move (a win takes precedence).
    assert!(refused(
        &|v| v["result"] = serde_json::json!({"winner": "south"})
    ));
    let over = position([[1; 12], [1; 12], Z, north_pair()], Player::North, CCW);
    let over_json = serde_json::to_value(over).unwrap();
    assert_eq!(over_json["result"], serde_json::json!({"winner": "south"}));
    let mut v = over_json.clone();
    v["result"] = serde_json::Value::Null;
    assert!(serde_json::from_value::<BaoKigogo>(v).is_err());
    let mut v = over_json.clone();
    v["result"] = "draw".into();
    assert!(serde_json::from_value::<BaoKigogo>(v).is_err());
    let mut v = over_json;
    v["result"] = serde_json::json!({"winner": "north"});
    assert!(serde_json::from_value::<BaoKigogo>(v).is_err());
    // Wrong owners, wrong size, Goré fields.
    assert!(refused(&|v| v["owners"][0] = "south".into()));
    assert!(refused(&|v| v["rows"] = 2.into()));
    assert!(refused(&|v| v["pending_offer"] = serde_json::Value::Null));
    // A draw by repetition is accepted (only a Game can know it).
    let mut v = good.clone();
    v["result"] = "draw".into();
    assert_eq!(
        serde_json::from_value::<BaoKigogo>(v).unwrap().result(),
        Some(Outcome::Draw)
    );
}

#[test]
fn from_parts_refuses_more_than_46_seeds_on_a_side() {
    let mut holes = [0u8; 48];
    holes[30] = 47;
    assert!(BaoKigogo::from_parts(holes, Player::South, CCW).is_err());
}

#[test]
fn plain_positions_are_small_copy_values() {
    fn is_copy<T: Copy>() {}
    is_copy::<BaoKigogo>();
    // The described position: board, captures, the holes that may be lifted, the
    // round word and the rules' pointer, within two cache lines.
    assert!(std::mem::size_of::<BaoKigogo>() <= 128);
}
