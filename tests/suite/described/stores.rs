//! Stores and extra turns in described games (`board.stores`, `sowing.stores`,
//! `extra_turn`): one scenario test per mechanism.

use crate::common::{from_parts as at, small_rules as rules, variant};
use serde_json::json;
use sowing::{Move, Player, Position};

#[test]
fn extra_turns_after_a_capture_and_in_the_store() {
    let r =
        rules(json!({"capture": {"on": "counts", "counts": [3]}, "extra_turn": {"capture": true}}));
    let mut pos = at(r, &[2, 2, 2, 2, 2, 2], [0, 0], Player::South);
    let report = pos.play(Move::Sow(4)).unwrap(); // 5, 2 (3): captured
    assert!(report.moves_again);
    assert_eq!(pos.to_move(), Player::South);
    let mut kalah = variant("kalah").start();
    assert!(kalah.play(Move::Sow(8)).unwrap().moves_again); // 9, 10, 11, store
    assert_eq!(kalah.to_move(), Player::South);
    assert!(!kalah.play(Move::Sow(9)).unwrap().moves_again);
    assert_eq!(kalah.to_move(), Player::North);
}

#[test]
fn stores_sown_by_their_owner_or_by_both() {
    let own = rules(json!({"board": {"holes_per_row": 2, "seeds_per_hole": 3, "stores": true}}));
    // South's circuit 2 → 3 → S → 1 → 0 → 2 (North's store passed over).
    let mut pos = at(own, &[0, 0, 0, 6], [3, 3], Player::South);
    pos.play(Move::Sow(3)).unwrap(); // S, 1, 0, 2, 3, S
    assert_eq!(pos.board().holes(), &[1, 1, 1, 1]);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (5, 3)
    );
    let both = rules(
        json!({"board": {"holes_per_row": 2, "seeds_per_hole": 3, "stores": true}, "sowing": {"stores": "both"}}),
    );
    let mut pos = at(both, &[0, 0, 0, 6], [3, 3], Player::South);
    pos.play(Move::Sow(3)).unwrap(); // S, 1, 0, N, 2, 3
    assert_eq!(pos.board().holes(), &[1, 1, 1, 1]);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (4, 4)
    );
}

#[test]
fn extra_turn_in_either_store() {
    let any = rules(
        json!({"board": {"holes_per_row": 2, "seeds_per_hole": 3, "stores": true},
        "sowing": {"stores": "both"}, "extra_turn": {"any_store": true}}),
    );
    // South's circuit 2 → 3 → S → 1 → 0 → N → 2: four seeds from 3 end in North's store.
    let mut pos = at(any, &[2, 0, 0, 4], [3, 3], Player::South);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert!(report.moves_again);
    assert_eq!(pos.to_move(), Player::South);
    assert_eq!(pos.board().holes(), &[3, 1, 0, 0]);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (4, 4)
    );
    // The own store too; a hole is not a store.
    let mut pos = at(any, &[2, 0, 1, 1], [4, 4], Player::South);
    assert!(pos.play(Move::Sow(3)).unwrap().moves_again);
    assert!(!pos.play(Move::Sow(2)).unwrap().moves_again);
    // Without it, a last seed in the opponent's store ends the turn.
    let own = rules(
        json!({"board": {"holes_per_row": 2, "seeds_per_hole": 3, "stores": true},
        "sowing": {"stores": "both"}, "extra_turn": {"store": true}}),
    );
    let mut pos = at(own, &[2, 0, 0, 4], [3, 3], Player::South);
    assert!(!pos.play(Move::Sow(3)).unwrap().moves_again);
}
