//! Territory matches (docs/DESCRIPTIONS.md, *territory*), a prescribed opening
//! (`moves.opening`) and feeding that falls back to any move
//! (`moves.any_move_if_none_feeds`): one scenario test per rule.

use crate::common::{compile as rules, legal, with_fields};
use serde_json::{json, Value};
use sowing::described::{Described, Description, DescriptionError, Rules};
use sowing::{FromSetup, Move, MoveError, Outcome, Player, Position, SetupError};

/// A territory match on three holes a row of four seeds (a hole's worth: 4), a
/// round ending when a player's holes are empty, won by owning five holes.
fn territory(name: &str, partial: &str, extra: Value) -> &'static Rules {
    let d = json!({
        "name": name,
        "board": {"holes_per_row": 3, "seeds_per_hole": 4},
        "end": {"one_side_empty": true},
        "rounds": {"territory": {"win_holes": 5, "partial_hole": partial}}
    });
    rules(with_fields(d, extra))
}

/// South's last seed (hole 5) goes to North's hole 2 and empties South's row: the
/// round ends with South holding `south` seeds (captured 14 + what the sweep gives).
fn round_end(rules: &'static Rules, south: u32) -> Described {
    let north = 24 - south;
    // North's holes keep 1 + 1 (hole 2 gains the seed); South captured the rest.
    let mut pos = Described::from_parts(
        rules,
        &[1, 0, 0, 0, 0, 1],
        [south, north - 2],
        Player::South,
    )
    .unwrap();
    let report = pos.play(Move::Sow(5)).unwrap();
    assert!(report.round_ended.is_some() || pos.result().is_some());
    pos
}

/// After a round the player with more seeds owns as many holes as their seeds fill
/// (15 seeds: three holes and three seeds, more than half of the fourth, so four),
/// counted from their leftmost hole along their row and on into the opponent's from
/// its owner's left (North's left is column 2); the other player owns the rest. The
/// next round starts from the start layout, nothing captured, and each player sows
/// the holes they own.
#[test]
fn territory_holes_are_shared_out_by_the_seeds_won() {
    let r = territory("territory-shared", "more-than-half", json!({}));
    let pos = round_end(r, 15);
    assert_eq!(pos.result(), None);
    assert_eq!(pos.board().holes(), &[4; 6]);
    assert_eq!(pos.captured(Player::South) + pos.captured(Player::North), 0);
    let owners: Vec<Player> = pos.board().owners().collect();
    use Player::{North as N, South as S};
    assert_eq!(owners, [N, N, S, S, S, S]);
    // The players alternate: North starts the second round, from its two holes.
    assert_eq!(pos.to_move(), Player::North);
    assert_eq!(legal(&pos), [Move::Sow(0), Move::Sow(1)]);
    let mut refused = pos;
    assert!(refused.play(Move::Sow(2)).is_err());
    assert_eq!(refused, pos);
}

/// The hole the winner fills only in part: theirs if more than half full
/// (`more-than-half`), always the other player's (`loser`), or the other player's
/// and empty, each player keeping the seeds beyond their whole holes as captured
/// (`loser-empty`).
#[test]
fn territory_partial_hole() {
    use Player::{North as N, South as S};
    let owners = |p: &Described| p.board().owners().collect::<Vec<_>>();
    // 14 seeds: three holes and two seeds, exactly half: not more than half.
    let half = round_end(territory("territory-half", "more-than-half", json!({})), 14);
    assert_eq!(owners(&half), [N, N, N, S, S, S]);
    let loser = round_end(territory("territory-loser", "loser", json!({})), 15);
    assert_eq!(owners(&loser), [N, N, N, S, S, S]);
    assert_eq!(loser.board().holes(), &[4; 6]);
    let empty = round_end(territory("territory-empty", "loser-empty", json!({})), 15);
    assert_eq!(owners(&empty), [N, N, N, S, S, S]);
    // North's first hole from its left (column 2) starts empty; South keeps 3,
    // North 1.
    assert_eq!(empty.board().holes(), &[4, 4, 0, 4, 4, 4]);
    assert_eq!(empty.captured(Player::South), 3);
    assert_eq!(empty.captured(Player::North), 1);
}

/// The match ends after a round that leaves a player enough to own `win_holes`
/// holes: four holes' worth and two seeds (18) where the partly filled hole may be
/// theirs, five holes' worth (20) where it goes to the other player.
#[test]
fn territory_the_match_ends_when_a_player_can_own_win_holes() {
    let r = territory("territory-won", "more-than-half", json!({}));
    let pos = round_end(r, 18);
    assert_eq!(pos.result(), Some(Outcome::win(Player::South)));
    let pos = round_end(r, 17);
    assert_eq!(pos.result(), None);
    let r = territory("territory-won-loser", "loser", json!({}));
    assert_eq!(round_end(r, 19).result(), None);
    assert_eq!(round_end(r, 20).result(), Some(Outcome::win(Player::South)));
}

/// A later round is laid out as the player who does not start it sees it (as
/// MancalaGames lays later rounds out): a round North starts gets the start layout
/// as South sees it, not turned round.
#[test]
fn territory_a_later_round_is_laid_out_as_its_non_starter_sees_it() {
    let r = territory(
        "territory-layout",
        "more-than-half",
        json!({"board": {"holes_per_row": 3, "seeds_per_hole": 4, "start": [8, 0, 4, 0, 4, 8]}}),
    );
    let pos = round_end(r, 15);
    assert_eq!(pos.to_move(), Player::North);
    assert_eq!(pos.board().holes(), &[8, 0, 4, 0, 4, 8]);
}

/// Captures and children may be restricted to the holes a player owns at the time
/// (`opponent-territory`, `own-territory`): a hole of South's row that North owns is
/// the opponent's territory for South.
#[test]
fn territory_captures_in_the_opponents_territory() {
    let r = territory(
        "territory-captures",
        "more-than-half",
        json!({"capture": {"on": "counts", "counts": [2], "rows": "opponent-territory"}}),
    );
    let mut s = r.start().to_setup();
    // North owns hole 5 (South's rightmost); South sows hole 4's one seed into it.
    for (h, n) in [0u8, 4, 4, 4, 1, 1].iter().enumerate() {
        s.board.set_seeds(h, *n);
    }
    s.captured = [10, 0];
    s.board.set_owner(5, Player::North);
    let pos = Described::from_setup(&s).unwrap();
    let mut played = pos;
    let report = played.play(Move::Sow(4)).unwrap();
    assert_eq!(report.captured.seeds, 2);
    // By rows, hole 5 is South's own: no capture there.
    let by_rows = territory(
        "territory-captures-rows",
        "more-than-half",
        json!({"capture": {"on": "counts", "counts": [2], "rows": "opponent"}}),
    );
    s.game = by_rows.start().kind();
    let mut played = Described::from_setup(&s).unwrap();
    assert_eq!(played.play(Move::Sow(4)).unwrap().captured.seeds, 0);
}

/// A territory's owners go through the formats (`owners`); a game that is not a
/// territory match refuses owners other than the rows'.
#[test]
fn territory_owners_round_trip_through_the_formats() {
    let r = territory("territory-formats", "more-than-half", json!({}));
    let pos = round_end(r, 15);
    let json = serde_json::to_string(&sowing::format::to_json(&pos)).unwrap();
    let back: Described = serde_json::from_str(&json).unwrap();
    assert_eq!(back, pos);
    assert_eq!(back.board().owner(2), Player::South);
    let plain = rules(json!({"name": "territory-none",
        "board": {"holes_per_row": 3, "seeds_per_hole": 4}, "end": {"one_side_empty": true}}));
    let mut s = pos.to_setup();
    s.game = plain.start().kind();
    assert!(matches!(
        Described::from_setup(&s),
        Err(SetupError::ImpossibleOwner { .. })
    ));
}

/// The checks: `win_holes` between 1 and the holes, no blocked holes, seeds that
/// divide evenly among the holes.
#[test]
fn territory_contradictions_are_refused() {
    let bad = |rounds: Value, board: Value| {
        let d = json!({"name": "x", "board": board, "rounds": rounds});
        matches!(
            Description::from_json(&d.to_string()),
            Err(DescriptionError::Contradiction(_))
        )
    };
    let board = json!({"holes_per_row": 3, "seeds_per_hole": 4});
    assert!(bad(json!({"territory": {"win_holes": 0}}), board.clone()));
    assert!(bad(json!({"territory": {"win_holes": 7}}), board.clone()));
    assert!(bad(
        json!({"blocks": true, "territory": {"win_holes": 5}}),
        board.clone()
    ));
    assert!(bad(
        json!({"territory": {"win_holes": 5}}),
        json!({"holes_per_row": 3, "seeds_per_hole": 4, "start": [4, 4, 4, 4, 4, 3]})
    ));
    assert!(!bad(json!({"territory": {"win_holes": 5}}), board));
}

/// `partial_hole: "loser-empty"` with a start pattern is refused: the seeds kept past
/// whole holes make up for the emptied hole only where it holds a hole's worth (a
/// random description once made two seeds so). The other partial holes take one.
#[test]
fn territory_loser_empty_with_a_start_pattern_is_refused() {
    let d = |partial: &str| {
        json!({"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 4,
            "start": [8, 0, 8, 0, 8, 0]},
            "rounds": {"territory": {"win_holes": 4, "partial_hole": partial}}})
        .to_string()
    };
    assert!(matches!(
        Description::from_json(&d("loser-empty")),
        Err(DescriptionError::Unsupported { feature }) if feature.contains("loser-empty")
    ));
    for partial in ["loser", "more-than-half"] {
        assert!(Description::from_json(&d(partial)).is_ok(), "{partial}");
    }
}

/// `moves.opening: "plus-one-minus-one"`: the first move keeps the chosen hole's
/// seeds; from the next hole round the board the holes lose one and gain one in
/// turn; the hole across gains one more. The next move is a sowing.
#[test]
fn opening_plus_one_minus_one() {
    let r = rules(
        json!({"name": "opening", "board": {"holes_per_row": 3, "seeds_per_hole": 4},
        "moves": {"opening": "plus-one-minus-one"}}),
    );
    let mut pos = r.start();
    assert!(pos.opening_pending());
    pos.play(Move::Sow(4)).unwrap();
    // Counter-clockwise from 4: 5 loses, 2 gains, 1 loses, 0 gains, 3 loses; 1,
    // across from 4, gains one more.
    assert_eq!(pos.board().holes(), &[5, 4, 5, 3, 4, 3]);
    assert!(!pos.opening_pending());
    // North's five seeds from hole 0: 3, 4, 5, then 2 and 1.
    pos.play(Move::Sow(0)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 5, 6, 4, 5, 4]);
    // A position from its parts is before the opening only at the start layout.
    let fresh = Described::from_parts(r, &[4; 6], [0, 0], Player::South).unwrap();
    assert!(fresh.opening_pending());
}

/// `moves.opening: "rightmost-hole"`: the game's first move must sow South's
/// rightmost hole, as an ordinary sowing; other holes are refused then, and free
/// afterwards. Contradictions are refused.
#[test]
fn opening_rightmost_hole() {
    let r = rules(
        json!({"name": "opening-rightmost", "board": {"holes_per_row": 3, "seeds_per_hole": 2},
        "moves": {"opening": "rightmost-hole"}}),
    );
    let mut pos = r.start();
    assert!(pos.opening_pending());
    assert_eq!(legal(&pos), [Move::Sow(5)]);
    let before = pos;
    assert_eq!(
        pos.play(Move::Sow(3)).unwrap_err(),
        MoveError::OpeningHole {
            hole: 3,
            required: 5
        }
    );
    assert_eq!(pos, before);
    // An ordinary sowing: hole 5's two seeds into 2 and 1.
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 3, 3, 2, 2, 0]);
    assert!(!pos.opening_pending());
    // North then moves freely.
    assert_eq!(legal(&pos), [Move::Sow(0), Move::Sow(1), Move::Sow(2)]);
    let refused = |extra: serde_json::Value| {
        let mut d = json!({"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2},
            "moves": {"opening": "rightmost-hole"}});
        for (k, v) in extra.as_object().unwrap() {
            d[k] = v.clone();
        }
        Description::from_json(&d.to_string()).is_err()
    };
    assert!(refused(json!({"sowing": {"min_seeds": 3}})));
    assert!(refused(json!({"sowing": {"direction": "player-chooses"}})));
    assert!(!refused(json!({"sowing": {"min_seeds": 2}})));
}

/// `moves.any_move_if_none_feeds`: while the opponent has no seeds and no move
/// feeds them, every move is legal (without it, none is).
#[test]
fn feeding_any_move_if_none_feeds() {
    let d = |name: &str, any: bool| {
        rules(
            json!({"name": name, "board": {"holes_per_row": 3, "seeds_per_hole": 4},
            "moves": {"must_feed": true, "any_move_if_none_feeds": any}}),
        )
    };
    let holes = [0, 0, 0, 1, 0, 0];
    let with = Described::from_parts(d("feed-any", true), &holes, [11, 12], Player::South).unwrap();
    assert_eq!(legal(&with), [Move::Sow(3)]);
    // Without it South cannot move, nor can North: the game is over.
    let without =
        Described::from_parts(d("feed-none", false), &holes, [11, 12], Player::South).unwrap();
    assert_eq!(legal(&without), []);
    assert!(without.result().is_some());
}

/// Passing captures by territory (`passing.rows: "own-territory"`): a hole is taken
/// as the sowing passes when the mover owns it now, wherever its row.
#[test]
fn territory_passing_captures_read_the_holes_owners() {
    let extra = |rows: &str| {
        json!({
            "capture": {"on": "counts", "counts": [5], "rows": "own-territory"},
            "passing": {"rows": rows, "to": "mover", "last_seed_too": true}
        })
    };
    let r = territory(
        "territory-passing",
        "more-than-half",
        extra("own-territory"),
    );
    // South won 15 seeds: South owns North's hole 2 as well; North starts.
    let pos = round_end(r, 15);
    assert_eq!(pos.board().holes(), &[4; 6]);
    assert_eq!(pos.to_move(), Player::North);
    // Hole 1 sows 0, 3, 4, 5: hole 0, North's, holds 5 and is taken; South's are not
    // (North's holes are then empty, which ends the round).
    let mut one = pos;
    let report = one.play(Move::Sow(1)).unwrap();
    assert_eq!(report.captured.seeds, 5);
    // Hole 0 sows 3, 4, 5, 2: hole 2 is in North's row but South's: nothing taken.
    let mut zero = pos;
    assert_eq!(zero.play(Move::Sow(0)).unwrap().captured.seeds, 0);
    assert_eq!(zero.board().holes(), &[0, 4, 5, 5, 5, 5]);
    // Read by rows instead, North's row is North's: hole 2 is taken.
    let r = territory("territory-passing-rows", "more-than-half", extra("own"));
    let mut rows = round_end(r, 15);
    assert_eq!(rows.play(Move::Sow(0)).unwrap().captured.seeds, 5);
}
