//! Children in described games (`children`): how a hole becomes a player's child, its
//! kinds, what it does to sowing, captures and the end, and children in the formats.

use crate::common::{from_parts as at, legal, small_rules as rules};
use serde_json::json;
use sowing::described::{Described, Rules};
use sowing::{Move, MoveError, Outcome, Oware, Player, Position, Ruleset};

/// A position of `rules` from its parts, with `south` and `north` (masks) as children.
fn with_children(
    rules: &'static Rules,
    holes: &[u8],
    captured: [u32; 2],
    to_move: Player,
    children: [u64; 2],
) -> Described {
    crate::common::with_children(at(rules, holes, captured, to_move), children)
}

/// `children` (kind `normal`): a last seed that makes a hole hold `convert` seeds
/// makes it the mover's child; a child is never sown from.
#[test]
fn children_a_last_seed_making_convert_makes_a_child() {
    let r = rules(json!({"name": "children-normal", "children": {"convert": 3}}));
    // Hole 3's seed falls into hole 4, which then holds 3.
    let mut pos = at(r, &[2, 2, 2, 1, 2, 2], [1, 0], Player::South);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!(report.captured.seeds, 0);
    assert_eq!(pos.children(), 1 << 4);
    assert_eq!(pos.children_of(Player::South), 1 << 4);
    assert_eq!(pos.board().holes(), &[2, 2, 2, 0, 3, 2]);
    // North sows hole 2 (into 1 and 0); South may not sow the child.
    pos.play(Move::Sow(2)).unwrap();
    assert_eq!(legal(&pos), vec![Move::Sow(5)]);
    let before = pos;
    assert_eq!(
        pos.play(Move::Sow(4)),
        Err(MoveError::ChildHole { hole: 4 })
    );
    assert_eq!(pos, before);
    // `rows`: a child only in the opponent's rows, so none here.
    let r = rules(json!({"name": "children-opponent-rows",
        "children": {"convert": 3, "rows": "opponent"}}));
    let mut pos = at(r, &[2, 2, 2, 1, 2, 2], [1, 0], Player::South);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.children(), 0);
}

/// Children take precedence over captures, and a child is never captured from: a
/// capture on counts landing on `convert` makes a child instead; an empty own hole
/// across from a child captures nothing.
#[test]
fn children_before_captures_and_never_captured_from() {
    let r = rules(json!({"name": "children-before-captures",
        "capture": {"on": "counts", "counts": [3]}, "children": {"convert": 3}}));
    let mut pos = at(r, &[2, 2, 2, 1, 2, 2], [1, 0], Player::South);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!((report.captured.seeds, pos.children()), (0, 1 << 4));
    let r = rules(json!({"name": "children-not-captured",
        "capture": {"on": "empty-own-hole"}, "children": {"convert": 9}}));
    // Hole 3's seed falls into empty hole 4, across from North's child 1.
    let mut pos = with_children(r, &[2, 3, 2, 1, 0, 2], [1, 1], Player::South, [0, 1 << 1]);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!(report.captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[2, 3, 2, 0, 1, 2]);
    // Without the child, the capture is made.
    let mut pos = at(r, &[2, 3, 2, 1, 0, 2], [1, 1], Player::South);
    assert_eq!(pos.play(Move::Sow(3)).unwrap().captured.seeds, 4);
}

/// A relay lap that lands in a child ends the sowing.
#[test]
fn children_end_relay_laps() {
    let r = rules(json!({"name": "children-relay",
        "sowing": {"laps": "relay"}, "children": {"convert": 5}}));
    let holes = [2, 2, 2, 1, 2, 1];
    let mut pos = with_children(r, &holes, [2, 0], Player::South, [1 << 4, 0]);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 0, 3, 1]);
    assert_eq!(pos.to_move(), Player::North);
    // Without the child, the lap relays from hole 4.
    let mut pos = at(r, &holes, [2, 0], Player::South);
    pos.play(Move::Sow(3)).unwrap();
    assert_ne!(pos.board().holes(), &[2, 2, 2, 0, 3, 1]);
}

/// The seeds in a child are its owner's: they count for `majority` and go to the
/// owner at the end, whatever `end.remaining` says.
#[test]
fn children_seeds_count_for_their_owner() {
    let r = rules(json!({"name": "children-majority",
        "children": {"convert": 3}, "end": {"majority": true}}));
    // South holds 4 captured and makes a child of 3: 7 of 12.
    let mut pos = at(r, &[1, 1, 1, 1, 2, 0], [4, 2], Player::South);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.board().total(), 0);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (7, 5)
    );
    // Seeds left to the mover: North's child still goes to North.
    // North, left with a child alone, has no move: the game ends.
    let r = rules(
        json!({"name": "children-remaining-mover", "children": {"convert": 9},
        "moves": {"no_move": "end"}, "end": {"remaining": "mover"}}),
    );
    let mut pos = with_children(r, &[2, 0, 0, 1, 0, 0], [4, 5], Player::South, [0, 1 << 0]);
    pos.play(Move::Sow(3)).unwrap();
    assert!(pos.is_over());
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (5, 7)
    );
}

/// `children.kind: "one"`: a player has at most one child.
#[test]
fn child_kind_one() {
    let r = rules(json!({"name": "children-one", "children": {"kind": "one", "convert": 3}}));
    let mut pos = with_children(r, &[2, 2, 2, 1, 2, 2], [1, 0], Player::South, [1 << 5, 0]);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.children(), 1 << 5);
    let mut pos = with_children(r, &[2, 2, 2, 1, 2, 2], [1, 0], Player::South, [0, 1 << 0]);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.children_of(Player::South), 1 << 4);
}

/// `children.kind: "pair-across"`: a last seed in an empty hole across from
/// `convert` seeds makes both holes the mover's children.
#[test]
fn child_kind_pair_across() {
    let r = rules(json!({"name": "children-pair",
        "children": {"kind": "pair-across", "convert": 3, "rows": "own"}}));
    let mut pos = at(r, &[1, 3, 1, 1, 0, 2], [2, 2], Player::South);
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.children_of(Player::South), 1 << 4 | 1 << 1);
    assert_eq!(pos.board().owner(1), Player::South);
    assert_eq!(pos.board().holes(), &[1, 3, 1, 0, 1, 2]);
}

/// `children.kind: "weg"`: a last seed in the opponent's child takes two of its
/// seeds; in one's own child it does nothing.
#[test]
fn child_kind_weg() {
    let r = rules(json!({"name": "children-weg", "children": {"kind": "weg", "convert": 5}}));
    // Hole 5's two seeds fall into 2 and North's child 1.
    let mut pos = with_children(r, &[1, 3, 1, 1, 1, 2], [2, 1], Player::South, [0, 1 << 1]);
    let report = pos.play(Move::Sow(5)).unwrap();
    assert_eq!(report.captured.seeds, 2);
    assert_eq!(pos.board().holes(), &[1, 2, 2, 1, 1, 0]);
    assert_eq!(pos.captured(Player::South), 4);
    let mut pos = with_children(r, &[1, 3, 1, 1, 1, 2], [2, 1], Player::South, [1 << 1, 0]);
    assert_eq!(pos.play(Move::Sow(5)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[1, 4, 2, 1, 1, 0]);
}

/// Children go through the formats (JSON `children`, the text line); a setup with
/// children is refused by a game without them, and by the built-in games.
#[test]
fn children_positions_round_trip_through_the_formats() {
    use sowing::{FromSetup, SetupError};
    let r = rules(json!({"name": "children-in-the-formats", "children": {"convert": 3}}));
    let mut pos = at(r, &[2, 2, 2, 1, 2, 2], [1, 0], Player::South);
    let plain = pos;
    pos.play(Move::Sow(3)).unwrap();
    pos.play(Move::Sow(2)).unwrap();
    let json = serde_json::to_string(&sowing::format::to_json(&pos)).unwrap();
    // North's sowing made hole 0 hold 3: a child of North's.
    assert!(
        json.contains(r#""children":{"south":[4],"north":[0]}"#),
        "{json}"
    );
    let back: Described = serde_json::from_str(&json).unwrap();
    assert_eq!(back, pos);
    let text = sowing::format::to_json(&pos).to_string();
    assert!(text.contains("children: south 4, north 0"), "{text}");
    let parsed: sowing::format::PositionJson = text.parse().unwrap();
    assert_eq!(parsed.to_position::<Described>().unwrap(), pos);
    // The key tells a child apart.
    let mut unchild = pos.to_setup();
    unchild.children = [0, 0];
    let unchild = Described::from_setup(&unchild).unwrap();
    assert_ne!(unchild.key(), pos.key());
    assert_ne!(unchild, pos);
    // Refused: children in a game without them, in Oware, of both players.
    let mut setup = pos.to_setup();
    setup.game = rules(json!({"name": "children-none-in-the-formats"})).kind();
    assert!(matches!(
        Described::from_setup(&setup),
        Err(SetupError::BadChildren { .. })
    ));
    let mut setup = Oware::start().to_setup();
    setup.children = [1, 0];
    assert!(matches!(
        Oware::from_setup(&setup),
        Err(SetupError::BadChildren { .. })
    ));
    let oware = serde_json::to_value(sowing::format::to_json(&Oware::start())).unwrap();
    let mut with = oware.clone();
    with["children"] = json!({"south": [1]});
    assert!(serde_json::from_value::<Oware>(with).is_err());
    let mut setup = plain.to_setup();
    setup.children = [1 << 4, 1 << 4];
    assert!(matches!(
        Described::from_setup(&setup),
        Err(SetupError::BadChildren { .. })
    ));
}
