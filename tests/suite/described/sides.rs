//! Boards whose sides are not the usual ones (docs/DESCRIPTIONS.md, *Sides*): a
//! board without sides (`moves.any_hole`) and each player sowing round their own
//! row (`sowing.circuit: own-row`). One scenario test per rule.

use crate::common::{compile as rules, legal_holes, with_fields};
use serde_json::{json, Value};
use sowing::described::{Described, Description, DescriptionError, Rules};
use sowing::{Move, MoveError, Outcome, Player, Position};

/// Three holes a row of two seeds, with `fields` set.
fn game(name: &str, fields: Value) -> &'static Rules {
    rules(with_fields(
        json!({"name": name, "board": {"holes_per_row": 3, "seeds_per_hole": 2}}),
        fields,
    ))
}

/// `moves.any_hole`: either player may sow every hole holding seeds, the
/// opponent's row included, along the usual circuit.
#[test]
fn any_hole_lets_either_player_sow_every_hole() {
    let r = game(
        "sides-any-hole",
        json!({"moves": {"any_hole": true, "no_move": "end"}}),
    );
    assert_eq!(r.max_legal_moves(), 6);
    let mut pos = r.start();
    assert_eq!(legal_holes(&pos), vec![0, 1, 2, 3, 4, 5]);
    // South sows North's leftmost hole (as South sees it): counter-clockwise it
    // runs on into South's leftmost, then the next.
    pos.play(Move::Sow(0)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 2, 2, 3, 3, 2]);
    assert_eq!(legal_holes(&pos), vec![1, 2, 3, 4, 5]);
    // North sows one of South's holes.
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 3, 3, 3, 3, 0]);
    // An empty hole is still refused, whoever's it is.
    let mut again = pos;
    assert_eq!(
        again.play(Move::Sow(5)),
        Err(MoveError::EmptyHole { hole: 5 })
    );
    // Without the field, the opponent's hole is refused.
    let plain = game("sides-plain", json!({}));
    assert!(matches!(
        plain.start().play(Move::Sow(0)),
        Err(MoveError::NotYourHole { hole: 0, .. })
    ));
}

/// On a board without sides a player without a move ends the game, and (with
/// `end.remaining: nobody`) the seeds left score for nobody: here the board's
/// three seeds, which the rows' owners would otherwise take, do not decide it.
#[test]
fn any_hole_a_player_without_a_move_ends_the_game() {
    let r = game(
        "sides-no-move",
        json!({
            "sowing": {"min_seeds": 2},
            "moves": {"any_hole": true, "no_move": "end"},
            "end": {"remaining": "nobody"}
        }),
    );
    let mut pos = Described::from_parts(r, &[1, 0, 0, 0, 0, 2], [5, 4], Player::South).unwrap();
    // South may sow only the hole holding two.
    assert_eq!(legal_holes(&pos), vec![5]);
    pos.play(Move::Sow(5)).unwrap();
    // Every hole holds one seed or none: North cannot move, and the game is over.
    assert_eq!(pos.board().holes(), &[1, 1, 1, 0, 0, 0]);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (5, 4)
    );
}

/// `sowing.circuit: own-row`: a sowing goes round the mover's own row and store
/// (South's after its rightmost hole, North's after its own rightmost, South's
/// left), never into the opponent's row; the store's seed earns its extra turn.
#[test]
fn own_row_circuit_keeps_each_sowing_on_the_movers_row() {
    let r = game(
        "sides-own-row-stores",
        json!({
            "board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
            "sowing": {"circuit": "own-row"},
            "extra_turn": {"store": true}
        }),
    );
    let mut pos = r.start();
    // South's hole 4: one seed into hole 5, one into South's store.
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 2, 0, 3]);
    assert_eq!(pos.captured(Player::South), 1);
    assert_eq!(pos.to_move(), Player::South);
    // Hole 5's three seeds: South's store, then round to South's leftmost hole and on.
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 3, 1, 0]);
    assert_eq!(pos.captured(Player::South), 2);
    assert_eq!(pos.to_move(), Player::North);
    // North's hole 1: into North's hole 0, then North's store.
    pos.play(Move::Sow(1)).unwrap();
    assert_eq!(pos.board().holes(), &[3, 0, 2, 3, 1, 0]);
    assert_eq!(pos.captured(Player::North), 1);

    // Without stores, and clockwise: South's row from right to left, round again.
    let cw = game(
        "sides-own-row-clockwise",
        json!({"sowing": {"circuit": "own-row", "direction": "clockwise"}}),
    );
    let mut pos = cw.start();
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 0, 3, 3]);
}

/// Whether a three-hole board with `fields` is refused with a typed error.
fn refused(fields: Value) -> bool {
    let d = with_fields(
        json!({"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2}}),
        fields,
    );
    matches!(
        Description::from_json(&d.to_string()),
        Err(DescriptionError::Contradiction(_) | DescriptionError::Unsupported { .. })
    )
}

/// The contradictions of the two fields, refused with typed errors.
#[test]
fn sides_contradictions_are_refused() {
    let no_sides = json!({"any_hole": true, "no_move": "end"});
    assert!(!refused(json!({ "moves": no_sides })));
    assert!(refused(json!({"moves": {"any_hole": true}})));
    assert!(refused(
        json!({"moves": {"any_hole": true, "no_move": "end", "must_feed": true}})
    ));
    assert!(refused(json!({
        "moves": no_sides,
        "capture": {"on": "counts", "counts": [2], "grand_slam": "forbidden"}
    })));
    assert!(refused(
        json!({"moves": no_sides, "sowing": {"circuit": "own-row"}})
    ));
    assert!(!refused(json!({"sowing": {"circuit": "own-row"}})));
    assert!(refused(
        json!({"sowing": {"circuit": "own-row"}, "moves": {"must_feed": true}})
    ));
    assert!(refused(json!({
        "board": {"holes_per_row": 3, "seeds_per_hole": 2, "rows": 4},
        "sowing": {"circuit": "own-row"}
    })));
    assert!(refused(json!({
        "board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
        "sowing": {"circuit": "own-row", "stores": "both"}
    })));
}

/// `sowing.bear_off`: once a move leaves no hole holding more than one seed, a lap
/// sows only as far as the end of the mover's row; the seeds it would sow on are
/// taken off the board into the mover's captures, for good (a hole holding two
/// again changes nothing).
#[test]
fn bear_off_takes_the_seeds_past_the_movers_row_off_the_board() {
    let r = game("sides-bear-off", json!({"sowing": {"bear_off": true}}));
    // A hole holds two: the game does not bear off yet. South's two seeds reach
    // North's row as usual, and leave single seeds only: it bears off from now on.
    let mut pos = Described::from_parts(r, &[1, 0, 0, 0, 2, 0], [5, 4], Player::South).unwrap();
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[1, 0, 1, 0, 0, 1]);
    // North's last hole (hole 0, its leftmost seen from South): its seed would go
    // into South's row, and is borne off instead.
    pos.play(Move::Sow(0)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 0, 1, 0, 0, 1]);
    assert_eq!(pos.captured(Player::North), 5);
    // South's hole 5 likewise; North's hole 2 sows on inside North's row.
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.captured(Player::South), 6);
    pos.play(Move::Sow(2)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 1, 0, 0, 0, 0]);

    // A hole holding two again, still bearing off: one seed to the row's end, one
    // off the board.
    let mut pos = Described::from_parts(r, &[1, 0, 1, 1, 1, 0], [4, 4], Player::South).unwrap();
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.board().holes(), &[1, 0, 1, 0, 2, 0]);
    pos.play(Move::Sow(2)).unwrap();
    assert_eq!(pos.board().holes(), &[1, 1, 0, 0, 2, 0]);
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[1, 1, 0, 0, 0, 1]);
    assert_eq!(pos.captured(Player::South), 5);

    // Without the rule the same sowing goes on into North's row.
    let plain = game("sides-no-bear-off", json!({}));
    let mut pos = Described::from_parts(plain, &[1, 0, 1, 0, 2, 0], [4, 4], Player::South).unwrap();
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[1, 0, 2, 0, 0, 1]);
}

/// Bearing off is for two rows without stores, sown round the board, and not yet
/// with the rarer sowing rules.
#[test]
fn bear_off_contradictions_are_refused() {
    assert!(!refused(
        json!({"sowing": {"bear_off": true, "laps": "relay"}})
    ));
    assert!(refused(json!({
        "board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
        "sowing": {"bear_off": true}
    })));
    assert!(refused(json!({
        "sowing": {"bear_off": true},
        "moves": {"any_hole": true, "no_move": "end"}
    })));
    assert!(refused(
        json!({"sowing": {"bear_off": true, "circuit": "own-row"}})
    ));
    assert!(refused(
        json!({"sowing": {"bear_off": true, "direction": "split", "chosen_holes": [1]}})
    ));
    assert!(refused(
        json!({"sowing": {"bear_off": true, "origin": "skip"}})
    ));
}
