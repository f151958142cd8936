//! The grand slam in described games (`capture.grand_slam`): allowed, capturing
//! nothing, forbidden, unless fed, leaving a hole, or giving the mover's seeds away.

use crate::common::{
    from_parts as at, legal, small_description as description, small_rules as rules,
};
use serde_json::json;
use sowing::described::DescriptionError;
use sowing::{Move, MoveError, Player, Position};

#[test]
fn grand_slam_captures_nothing_or_is_forbidden() {
    // North's row [0, 1, 2]: hole 5's 2 seeds → 2 (3), 1 (2): would take all of it.
    let holes = [0, 1, 2, 2, 1, 2];
    let caps = [2, 2];
    let base = json!({"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"});
    let mut allowed = at(rules(json!({"capture": base})), &holes, caps, Player::South);
    assert_eq!(allowed.play(Move::Sow(5)).unwrap().captured.seeds, 5);
    let mut nothing = base.clone();
    nothing["grand_slam"] = json!("captures-nothing");
    let mut pos = at(
        rules(json!({"capture": nothing})),
        &holes,
        caps,
        Player::South,
    );
    assert_eq!(pos.play(Move::Sow(5)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[0, 2, 3, 2, 1, 0]);
    let mut forbidden = base.clone();
    forbidden["grand_slam"] = json!("forbidden");
    let pos = at(
        rules(json!({"capture": forbidden})),
        &holes,
        caps,
        Player::South,
    );
    let mut copy = pos;
    assert_eq!(
        copy.play(Move::Sow(5)),
        Err(MoveError::GrandSlamForbidden { hole: 5 })
    );
    assert_eq!(copy, pos);
    assert_eq!(legal(&pos), vec![Move::Sow(3), Move::Sow(4)]);
    // Unless fed: a grand slam captures nothing, but a move made while the opponent
    // had no seeds captures as usual.
    let mut unless = base.clone();
    unless["grand_slam"] = json!("captures-nothing-unless-fed");
    let unless = rules(json!({"capture": unless}));
    let mut pos = at(unless, &holes, caps, Player::South);
    assert_eq!(pos.play(Move::Sow(5)).unwrap().captured.seeds, 0);
    let empty_before = rules(
        json!({"capture": {"on": "counts", "counts": [1], "rows": "opponent",
        "chain": "backward", "grand_slam": "captures-nothing-unless-fed"}}),
    );
    let strict = rules(
        json!({"capture": {"on": "counts", "counts": [1], "rows": "opponent",
        "chain": "backward", "grand_slam": "captures-nothing"}}),
    );
    // North empty before the move: 5's two seeds fall into 2 and 1, both taken (a
    // feeding move that captures all) under "unless fed", nothing under the strict rule.
    let mut a = at(empty_before, &[0, 0, 0, 4, 4, 2], [1, 1], Player::South);
    assert_eq!(a.play(Move::Sow(5)).unwrap().captured.seeds, 2);
    let mut b = at(strict, &[0, 0, 0, 4, 4, 2], [1, 1], Player::South);
    assert_eq!(b.play(Move::Sow(5)).unwrap().captured.seeds, 0);
}

#[test]
fn grand_slam_leaves_the_rightmost_or_leftmost_hole() {
    let slam = |g: &str| {
        rules(
            json!({"capture": {"on": "counts", "counts": [2], "rows": "opponent",
            "chain": "backward", "grand_slam": g}}),
        )
    };
    // South's hole 5 (3 seeds) makes 2, 1 and 0 hold 2: a grand slam of North's row.
    let board = [1, 1, 1, 0, 0, 3];
    for (g, left) in [
        ("allowed", [0, 0, 0]),
        ("leave-rightmost", [0, 0, 2]),
        ("leave-leftmost", [2, 0, 0]),
    ] {
        let mut pos = at(slam(g), &board, [3, 3], Player::South);
        pos.play(Move::Sow(5)).unwrap();
        assert_eq!(&pos.board().holes()[..3], &left, "{g}");
    }
    // North's only seeded hole is taken whole.
    let mut pos = at(
        slam("leave-rightmost"),
        &[0, 0, 1, 0, 0, 1],
        [5, 5],
        Player::South,
    );
    let report = pos.play(Move::Sow(5)).unwrap();
    assert_eq!(report.captured.seeds, 2);
}

/// `grand_slam: "opponent-takes-movers-seeds"`: the grand slam stands and the
/// opponent takes the seeds left in the mover's holes. Holes 0–2 are North's, 3–5
/// South's; counter-clockwise 3 → 4 → 5 → South's store → 2 → 1 → 0.
#[test]
fn grand_slam_gives_the_movers_seeds_to_the_opponent() {
    let slam = |g: &str| {
        rules(
            json!({"board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
                   "capture": {"on": "empty-own-hole", "grand_slam": g}}),
        )
    };
    // Hole 3's seed falls into the empty 4, across from North's only seeds (hole 1).
    let board = [0, 3, 0, 1, 0, 2];
    let mut allowed = at(slam("allowed"), &board, [3, 3], Player::South);
    allowed.play(Move::Sow(3)).unwrap();
    assert_eq!(allowed.captured(Player::South), 7);
    let mut given = at(
        slam("opponent-takes-movers-seeds"),
        &board,
        [3, 3],
        Player::South,
    );
    let report = given.play(Move::Sow(3)).unwrap();
    assert_eq!(report.captured.seeds, 4);
    // South's hole 5 goes to North.
    assert_eq!(
        (given.captured(Player::South), given.captured(Player::North)),
        (7, 5)
    );
    assert!(
        sowing::described::rules_page(slam("opponent-takes-movers-seeds").description())
            .contains("the opponent then takes every seed left in the mover's own holes")
    );
    // Boards without stores do not have it yet.
    assert!(matches!(
        description(json!({"capture": {"on": "counts", "counts": [2],
            "grand_slam": "opponent-takes-movers-seeds"}}))
        .check(),
        Err(DescriptionError::Unsupported { .. })
    ));
}
