//! The moves of described games (`moves`): feeding, passes and players without a
//! move, and the sowings a single seed or a short lap may make: one scenario test per
//! mechanism.

use crate::common::{from_parts as at, legal, small_rules as rules};
use serde_json::json;
use sowing::described::{DescriptionError, Rules};
use sowing::{Move, MoveError, Outcome, Player, Position};

#[test]
fn feeding_passes_and_players_without_moves() {
    let feed = rules(json!({"moves": {"must_feed": true}}));
    // North's row is empty: hole 3 (1 seed → 4) does not feed, hole 5 does.
    let pos = at(feed, &[0, 0, 0, 1, 1, 1], [4, 5], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(5)]);
    let mut copy = pos;
    assert!(matches!(
        copy.play(Move::Sow(3)),
        Err(MoveError::MustFeed { hole: 3, .. })
    ));
    // Pass: North has nothing and must pass.
    let pass = rules(json!({}));
    let mut pos = at(pass, &[0, 0, 0, 2, 2, 2], [3, 3], Player::North);
    assert_eq!(legal(&pos), vec![Move::Pass]);
    pos.play(Move::Pass).unwrap();
    assert_eq!(pos.to_move(), Player::South);
    assert_eq!(
        pos.play(Move::Pass),
        Err(MoveError::CannotPass {
            player: Player::South
        })
    );
    // End: the board is swept to its owners.
    let end = rules(json!({"moves": {"no_move": "end"}}));
    let pos = at(end, &[0, 0, 0, 2, 2, 2], [3, 3], Player::North);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.captured(Player::South), 9);
    // Lose: the player without a move loses, the board left as it is.
    let lose = rules(json!({"moves": {"no_move": "lose"}}));
    let pos = at(lose, &[0, 0, 0, 2, 2, 2], [3, 3], Player::North);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    assert_eq!(pos.board().total(), 6);
    let mut copy = pos;
    assert_eq!(copy.play(Move::Pass), Err(MoveError::GameOver));
}

#[test]
fn feeding_by_the_whole_move() {
    // North has no seeds. Hole 3's first lap ends in 4, whose two seeds relay on to
    // 5 and North's 2; hole 4's ends in 5 and relays to 2 and 1; hole 5 feeds at once.
    let holes = [0, 0, 0, 1, 1, 1];
    let first_lap = rules(json!({"sowing": {"laps": "relay"}, "moves": {"must_feed": true}}));
    let pos = at(first_lap, &holes, [5, 4], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(5)]);
    let mut copy = pos;
    assert!(matches!(
        copy.play(Move::Sow(3)),
        Err(MoveError::MustFeed { .. })
    ));
    assert_eq!(copy, pos);
    let by_move =
        rules(json!({"sowing": {"laps": "relay"}, "moves": {"must_feed": true, "feed": "move"}}));
    let pos = at(by_move, &holes, [5, 4], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(3), Move::Sow(4), Move::Sow(5)]);
    // A move whose capture leaves the opponent empty again does not feed.
    let taking = rules(
        json!({"capture": {"on": "counts", "counts": [1], "rows": "opponent"},
        "moves": {"must_feed": true, "feed": "move"}}),
    );
    let pos = at(taking, &[0, 0, 0, 0, 0, 2], [5, 5], Player::South);
    // 5 → 2, 1: 1 holds 1 and is taken; 2 keeps its seed: fed.
    assert_eq!(legal(&pos), vec![Move::Sow(5)]);
    let pos = at(taking, &[0, 0, 0, 0, 1, 0], [6, 5], Player::South);
    // 4 → 5: nothing reaches North.
    assert!(legal(&pos).iter().all(|m| *m != Move::Sow(4)));
}

#[test]
fn any_move_if_none_feeds_lets_a_player_who_cannot_feed_play_any_move() {
    // North has no seeds; South's hole 3 sows into 4 only.
    let strict = rules(json!({"moves": {"must_feed": true, "feed": "move"}}));
    let able = rules(
        json!({"moves": {"must_feed": true, "feed": "move", "any_move_if_none_feeds": true}}),
    );
    let holes = [0, 0, 0, 1, 0, 0];
    // Without it South cannot move, nor can North: the game is over.
    let over = at(strict, &holes, [6, 5], Player::South);
    assert_eq!(legal(&over), vec![]);
    assert!(over.result().is_some());
    assert_eq!(
        legal(&at(able, &holes, [6, 5], Player::South)),
        vec![Move::Sow(3)]
    );
    // Where a move feeds (5 into North's 2), only it may be played.
    let pos = at(able, &[0, 0, 0, 1, 0, 1], [5, 5], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(5)]);
    let mut copy = pos;
    assert!(matches!(
        copy.play(Move::Sow(3)),
        Err(MoveError::MustFeed { .. })
    ));
    assert_eq!(copy, pos);
    assert!(sowing::described::rules_page(able.description()).contains("may play any move"));
    let e = Rules::from_json(
        &json!({"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2},
                "moves": {"any_move_if_none_feeds": true}})
        .to_string(),
    )
    .unwrap_err();
    assert!(matches!(e, DescriptionError::Contradiction(_)), "{e}");
}

#[test]
fn single_seed_only_into_an_empty_hole() {
    let r = rules(json!({"moves": {"single_seed_into_empty": true}}));
    // Hole 3's single seed would fall into hole 4, which holds a seed; hole 4's into
    // the empty hole 5.
    let pos = at(r, &[0, 0, 0, 1, 1, 0], [5, 5], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(4)]);
    let mut copy = pos;
    assert_eq!(
        copy.play(Move::Sow(3)),
        Err(MoveError::SingleSeedIntoOccupied { hole: 3 })
    );
    assert_eq!(copy, pos);
    // Two seeds are sown whatever the next hole holds.
    let pos = at(r, &[0, 0, 0, 2, 1, 0], [5, 4], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(3), Move::Sow(4)]);
}

#[test]
fn short_lap_ends_across_or_in_an_empty_own_hole() {
    let r = rules(json!({"moves": {"short_lap_ends_across_or_empty": true}}));
    // Hole 3's seed falls into hole 4 (South's, occupied): refused. Hole 4's two seeds
    // end in hole 2 (North's). Hole 5's seed ends in hole 2 as well.
    let pos = at(r, &[0, 0, 0, 1, 2, 1], [4, 4], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(4), Move::Sow(5)]);
    let mut copy = pos;
    assert_eq!(
        copy.play(Move::Sow(3)),
        Err(MoveError::ShortLapEndsOccupied { hole: 3 })
    );
    assert_eq!(copy, pos);
    // Hole 3's seed into the empty hole 4 is allowed; so is a hole holding more seeds
    // than a row has holes, wherever it ends (hole 5's four seeds end in hole 3).
    let pos = at(r, &[0, 0, 0, 1, 0, 4], [4, 3], Player::South);
    assert_eq!(legal(&pos), vec![Move::Sow(3), Move::Sow(5)]);
}

/// `no_move: "pass-forever"`: a player without a legal move passes even when the
/// other has none either (Hoyito III and Djenon-aboure, docs/RULES.md, *Passing*),
/// where `"pass"` ends the game. On two holes of two seeds with relay laps that skip
/// their origin, each player's only sowing is endless.
#[test]
fn no_move_pass_forever_goes_on_when_neither_player_can_move() {
    let json = |no_move: &str| {
        serde_json::from_value::<sowing::described::Description>(json!({
            "name": "stuck",
            "board": {"holes_per_row": 1, "seeds_per_hole": 2},
            "sowing": {"laps": "relay", "origin": "skip"},
            "capture": {"on": "none"},
            "moves": {"no_move": no_move},
            "end": {"remaining": "nobody"}
        }))
        .unwrap()
    };
    // Passing: the game would be over before the first move.
    assert!(matches!(
        Rules::compile(&json("pass")),
        Err(DescriptionError::Contradiction(why)) if why.contains("over at the start")
    ));
    let forever = Rules::compile(&json("pass-forever")).unwrap();
    let mut pos = forever.start();
    for ply in 0..6 {
        assert_eq!(pos.result(), None, "ply {ply}");
        assert_eq!(legal(&pos), vec![Move::Pass], "ply {ply}");
        let mut copy = pos;
        // (North's hole is 0, South's 1.)
        let hole = 1 - pos.to_move().index();
        assert_eq!(
            copy.play(Move::Sow(hole as u8)),
            Err(MoveError::EndlessSowing { hole })
        );
        assert_eq!(copy, pos);
        let before = pos.to_move();
        pos.play(Move::Pass).unwrap();
        assert_eq!(pos.to_move(), before.opponent());
        assert_eq!(pos.board().holes(), &[2, 2]);
    }
    assert!(
        sowing::described::rules_page(forever.description()).contains("both then pass for ever")
    );
}
