//! The board of a description (its shape, owners, start layouts) and the positions of
//! described games (moves of other kinds refused, their size, their keys).

use crate::common::{legal, small_description as description, small_rules as rules, variant};
use serde_json::{json, Value};
use sowing::described::{Described, Description, DescriptionError};
use sowing::{Move, Oware, Player, Position, Ruleset};

#[test]
fn board_shape_seeds_and_owners() {
    let r = rules(json!({"board": {"rows": 4, "holes_per_row": 3, "seeds_per_hole": 1}}));
    let pos = r.start();
    assert_eq!((pos.board().rows(), pos.board().cols()), (4, 3));
    assert_eq!(pos.total_seeds(), 12);
    assert_eq!(pos.board().owner(5), Player::North);
    assert_eq!(pos.board().owner(6), Player::South);
    assert_eq!(r.max_legal_moves(), 6);
}

#[test]
fn random_start_draws_the_layout_from_its_seed() {
    let board = |seed: u64| json!({"holes_per_row": 7, "seeds_per_hole": 7, "random_start": seed});
    let a = rules(json!({"board": board(1)}));
    let start = a.start();
    let holes = start.board().holes();
    // The seeds in play, at least two in every hole, not the even layout.
    assert_eq!(start.board().total(), 98);
    assert!(holes.iter().all(|&n| n >= 2));
    assert!(holes.iter().any(|&n| n != 7));
    assert_eq!(start.to_move(), Player::South);
    // The same seed, the same start; another seed, another.
    assert_eq!(
        rules(json!({"board": board(1), "title": "again"}))
            .start()
            .board()
            .holes(),
        holes
    );
    assert_ne!(
        rules(json!({"board": board(2)})).start().board().holes(),
        holes
    );
    // Too few seeds for two a hole: from none.
    let few = rules(json!({"board": {"holes_per_row": 3, "seeds_per_hole": 1, "random_start": 5}}));
    assert_eq!(few.start().board().total(), 6);
    // One start only, and not in rounds.
    for bad in [
        json!({"board": {"holes_per_row": 3, "seeds_per_hole": 2, "random_start": 1,
            "start": [2, 2, 2, 2, 2, 2]}}),
        json!({"board": {"holes_per_row": 3, "seeds_per_hole": 2, "random_start": 1}, "rounds": {}}),
    ] {
        assert!(description(bad).check().is_err());
    }
}

/// `board.start`: a start pattern, the seeds of each hole at the start.
#[test]
fn board_start_pattern() {
    let r = rules(json!({"name": "start-pattern",
        "board": {"holes_per_row": 3, "seeds_per_hole": 2, "start": [0, 3, 0, 3, 0, 3]}}));
    assert_eq!(r.total_seeds(), 9);
    let pos = r.start();
    assert_eq!(pos.board().holes(), &[0, 3, 0, 3, 0, 3]);
    assert_eq!(legal(&pos), vec![Move::Sow(3), Move::Sow(5)]);
    let page = sowing::described::rules_page(r.description());
    assert!(page.contains("row 0: 0 3 0; row 1: 3 0 3"), "{page}");
    // One count per hole, some seeds, not in rounds.
    let board = |start: Value| json!({"holes_per_row": 3, "seeds_per_hole": 2, "start": start});
    assert!(matches!(
        Description::from_json(&description(json!({"board": board(json!([1, 2]))})).to_json()),
        Err(DescriptionError::Contradiction(_))
    ));
    assert_eq!(
        Description::from_json(
            &description(json!({"board": board(json!([0, 0, 0, 0, 0, 0]))})).to_json()
        ),
        Err(DescriptionError::NoSeeds)
    );
    assert!(matches!(
        Description::from_json(
            &description(json!({"board": board(json!([2, 2, 2, 2, 2, 2])), "rounds": {}}))
                .to_json()
        ),
        Err(DescriptionError::Unsupported { .. })
    ));
}

#[test]
fn moves_of_other_kinds_are_refused() {
    let pos = variant("oware").start();
    let mut copy = pos;
    for mv in [
        Move::Pass,
        Move::Accept,
        Move::Decline,
        Move::Sow(12),
        Move::Sow(0),
    ] {
        assert!(copy.play(mv).is_err(), "{mv}");
        assert_eq!(copy, pos);
    }
}

#[test]
fn positions_are_small_copy_values_and_keys_tell_games_apart() {
    // A built-in position plus the rules pointer, the holes that may be lifted, a
    // round's blocked holes and starter, the turns counted for captures off, and the
    // child holes (in the padding: their owners are the board's).
    assert!(std::mem::size_of::<Described>() <= 104);
    let a = variant("oware").start();
    let b = variant("djenon-aboure").start();
    assert_eq!(a.board(), b.board());
    assert_ne!(a, b);
    assert_ne!(a.key(), b.key());
    assert_ne!(a.key(), Oware::start().key());
    assert_eq!(a.key(), variant("oware").start().key());
}
