//! The end of described games (`end`, `repetition`): its conditions, its goals, and
//! where the remaining seeds go: one scenario test per mechanism.

use crate::common::{from_parts as at, small_rules as rules};
use serde_json::json;
use sowing::{Move, Outcome, Player, Position};

#[test]
fn end_conditions_and_where_the_remaining_seeds_go() {
    // One side empty, swept to the owners.
    let r = rules(json!({"end": {"one_side_empty": true}}));
    let mut pos = at(r, &[1, 0, 0, 0, 0, 3], [4, 4], Player::North);
    pos.play(Move::Sow(0)).unwrap(); // 0 → 3: North's row is empty
    assert!(pos.is_over());
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (8, 4)
    );
    // Every hole at most 1.
    let r = rules(json!({"end": {"every_hole_at_most": 1}}));
    let mut pos = at(r, &[1, 0, 1, 2, 0, 0], [4, 4], Player::South);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::Draw));
    // Seeds on the board at most 2, to the mover.
    let r = rules(
        json!({"capture": {"on": "counts", "counts": [2]}, "end": {"seeds_on_board_at_most": 2, "remaining": "mover"}}),
    );
    let mut pos = at(r, &[1, 1, 0, 0, 1, 1], [4, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap(); // 2 (1): no capture
    assert!(!pos.is_over());
    pos.play(Move::Sow(2)).unwrap(); // North: 1 (2) is taken; 2 seeds left, North's
    assert!(pos.is_over());
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (4, 8)
    );
    // Majority.
    let r = rules(json!({"capture": {"on": "counts", "counts": [2]}, "end": {"majority": true}}));
    let mut pos = at(r, &[1, 1, 0, 0, 0, 1], [5, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap(); // 2 (1)
    assert!(!pos.is_over());
    pos.play(Move::Sow(2)).unwrap(); // North: 1 (2): North has 6 of 12: draw-level half
    assert!(!pos.is_over()); // 6 is half; South has 5
                             // More than half ends it at once, seeds still on the board (swept to the owners).
    let pos = at(r, &[0, 1, 0, 0, 0, 0], [4, 7], Player::South);
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

#[test]
fn end_when_the_mover_or_the_opponent_has_emptied_their_row() {
    let capture = json!({"on": "counts", "counts": [2]});
    // South sows 5 into North's 2, which then holds 2 and is taken: North is empty.
    let holes = [0, 0, 1, 1, 0, 1];
    let mover = rules(json!({"capture": capture, "end": {"mover_side_empty": true}}));
    let mut pos = at(mover, &holes, [5, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert!(!pos.is_over());
    let opponent = rules(json!({"capture": capture, "end": {"opponent_side_empty": true}}));
    let mut pos = at(opponent, &holes, [5, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.captured(Player::South), 8);
    // The mover's own row emptied by their move.
    let mut pos = at(mover, &[1, 1, 0, 0, 0, 1], [5, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert!(pos.is_over());
}

#[test]
fn goal_of_emptying_ones_own_holes() {
    let r = rules(json!({"end": {"goal": "empty-own-holes"}}));
    let mut pos = at(r, &[1, 1, 1, 0, 0, 1], [4, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap(); // into North's 2: South's holes are empty
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.board().total(), 4);
    // The opponent's row emptied by a capture makes the opponent the winner.
    let r = rules(
        json!({"capture": {"on": "counts", "counts": [2]}, "end": {"goal": "empty-own-holes"}}),
    );
    let mut pos = at(r, &[0, 0, 1, 1, 0, 1], [5, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

#[test]
fn goal_of_emptying_the_opponents_holes() {
    let r = rules(json!({"end": {"goal": "empty-opponent-holes"}, "moves": {"no_move": "lose"}}));
    let mut pos = at(r, &[1, 0, 0, 0, 1, 1], [5, 4], Player::South);
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.result(), None);
    // North sows its last seed into South's row: its holes are empty, South wins.
    pos.play(Move::Sow(0)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.board().holes(), &[0, 0, 0, 1, 0, 2]);
    // South sows its last seed away: North wins.
    let mut pos = at(r, &[1, 1, 1, 0, 0, 1], [4, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
    // A capture that empties both rows wins for the mover: the opponent's are
    // looked at first.
    let r = rules(json!({"capture": {"on": "counts", "counts": [2]},
        "end": {"goal": "empty-opponent-holes"}, "moves": {"no_move": "lose"}}));
    let mut pos = at(r, &[0, 0, 1, 0, 0, 1], [5, 5], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.captured(Player::South), 7);
}

#[test]
fn remaining_seeds_to_nobody() {
    let r = rules(json!({"end": {"one_side_empty": true, "remaining": "nobody"}}));
    let mut pos = at(r, &[1, 0, 0, 0, 0, 1], [6, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.board().holes(), &[1, 0, 1, 0, 0, 0]);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (6, 4)
    );
}

/// `remaining: "south"`: every seed left to South, though North made the last move.
#[test]
fn remaining_south_gives_every_seed_left_to_south() {
    let r = rules(json!({"end": {"one_side_empty": true, "remaining": "south"}}));
    // North's single seed goes on into South's hole 3, emptying North's row.
    let mut pos = at(r, &[1, 0, 0, 0, 0, 1], [6, 4], Player::North);
    pos.play(Move::Sow(0)).unwrap();
    assert_eq!(pos.board().total(), 0);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (8, 4)
    );
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
}

/// `remaining: "north"`: every seed left to North, though South made the last move.
#[test]
fn remaining_north_gives_every_seed_left_to_north() {
    let r = rules(json!({"end": {"one_side_empty": true, "remaining": "north"}}));
    // South's single seed goes on into North's hole 2, emptying South's row.
    let mut pos = at(r, &[1, 0, 0, 0, 0, 1], [5, 5], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.board().total(), 0);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (5, 7)
    );
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

#[test]
fn remaining_seeds_divided() {
    let r = rules(json!({"end": {"one_side_empty": true, "remaining": "divided"}}));
    // South's last seed leaves South's row empty with 3 seeds left on the board: the
    // odd seed goes to the player who has captured fewer.
    let mut pos = at(r, &[2, 0, 0, 0, 0, 1], [3, 6], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.board().total(), 0);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (5, 7)
    );
    let mut pos = at(r, &[2, 0, 0, 0, 0, 1], [5, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (6, 6)
    );
    assert_eq!(pos.result(), Some(Outcome::Draw));
}

#[test]
fn unfed_player_takes_the_remaining_seeds() {
    let fields = |unfed: bool| {
        json!({"moves": {"must_feed": true, "no_move": "end"},
               "end": {"unfed_takes_remaining": unfed}})
    };
    // North's only seed (hole 2) falls into hole 1: it cannot feed South, whose row is
    // empty, so the game ends and South, the unfed player, takes that seed.
    let pos = at(
        rules(fields(true)),
        &[0, 0, 1, 0, 0, 0],
        [6, 5],
        Player::North,
    );
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (7, 5)
    );
    // Without the rule the seed goes to its owner.
    let pos = at(
        rules(fields(false)),
        &[0, 0, 1, 0, 0, 0],
        [6, 5],
        Player::North,
    );
    assert_eq!(pos.result(), Some(Outcome::Draw));
    // A player to move without seeds is not the one who failed to feed: `remaining`.
    let pos = at(
        rules(fields(true)),
        &[0, 0, 0, 0, 0, 1],
        [6, 5],
        Player::North,
    );
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (7, 5)
    );
}

/// `end.captured_above`: a capture that gives South more than 5 ends the game (North
/// taking the 3 left in their holes); without it the game goes on.
#[test]
fn end_captured_above() {
    let capture = json!({"on": "counts", "counts": [2]});
    let r = rules(json!({"capture": capture, "end": {"captured_above": 5}}));
    let mut pos = at(r, &[1, 2, 1, 0, 0, 1], [5, 2], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.captured(Player::South), 7);
    assert_eq!(pos.captured(Player::North), 5);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    let r = rules(json!({"capture": capture}));
    let mut pos = at(r, &[1, 2, 1, 0, 0, 1], [5, 2], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.result(), None);
}

#[test]
fn repetition_rules() {
    let none = rules(json!({})).start();
    assert!(!none.repetition_ends_game());
    let draw = rules(json!({"repetition": "draw"})).start();
    assert!(draw.repetition_ends_game() && draw.repetition_is_draw());
    let sweep = rules(json!({"repetition": "sweep-to-owners"}));
    let mut pos = at(sweep, &[1, 2, 0, 3, 0, 0], [3, 3], Player::South);
    assert!(pos.repetition_ends_game() && !pos.repetition_is_draw());
    pos.end_by_repetition_unchecked();
    assert_eq!(pos.result(), Some(Outcome::Draw));
    assert_eq!(pos.captured(Player::North), 6);
}
