//! Sowing directions hole by hole in described games (docs/DESCRIPTIONS.md,
//! `sowing.direction` `player-chooses` and `split`, `sowing.chosen_holes`): one
//! scenario test per rule, the moves that name a direction (docs/FORMAT.md) and
//! their action numbers (`sowing::actions`).

use crate::common::{described_at, rules_over, with_fields};
use serde_json::{json, Value};
use sowing::actions::{action_of, legal_actions, legal_mask, move_of};
use sowing::described::{rules_page, Described, Rules};
use sowing::perft::perft;
use sowing::replay::RequestMove;
use sowing::{Direction, GameKind, Move, MoveError, MoveList, Player, Position};

const CW: Direction = Direction::Clockwise;
const CCW: Direction = Direction::CounterClockwise;

/// The rules of a two-row board of `cols` holes of 2 seeds with the `sowing` section.
fn rules(cols: u32, sowing: Value) -> &'static Rules {
    rules_with(cols, json!({ "sowing": sowing }))
}

fn rules_with(cols: u32, fields: Value) -> &'static Rules {
    let base = json!({"name": "directions", "board": {"holes_per_row": cols, "seeds_per_hole": 2}});
    rules_over(base, fields)
}

fn at(rules: &'static Rules, holes: &[u8], to_move: Player) -> Described {
    described_at(rules, holes, to_move, Player::South)
}

fn legal<P: Position>(pos: &P) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut v = moves.to_vec();
    v.sort();
    v
}

fn holes_after(pos: &Described, mv: Move) -> Vec<u8> {
    let mut p = *pos;
    p.play(mv).unwrap();
    p.board().holes().to_vec()
}

#[test]
fn player_chooses_sows_either_way() {
    let r = rules(3, json!({"direction": "player-chooses"}));
    let pos = r.start();
    // South's holes 3, 4, 5, each in both directions.
    let expected: Vec<Move> = (3..6)
        .flat_map(|h| [Move::SowDir(h, CW), Move::SowDir(h, CCW)])
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(legal(&pos), expected);
    // Hole 4's two seeds: counter-clockwise into 5 and North's 2; clockwise into 3
    // and North's 0.
    assert_eq!(holes_after(&pos, Move::SowDir(4, CCW)), [2, 2, 3, 2, 0, 3]);
    assert_eq!(holes_after(&pos, Move::SowDir(4, CW)), [3, 2, 2, 3, 0, 2]);
    // The hole alone is refused, and changes nothing.
    let mut p = pos;
    assert_eq!(
        p.play(Move::Sow(4)),
        Err(MoveError::DirectionNeeded { hole: 4 })
    );
    assert_eq!(p, pos);
    // perft counts both directions.
    assert_eq!(perft(&pos, 1), 6);
    assert!(perft(&pos, 3) > 6 * 6);
}

#[test]
fn chosen_holes_choose_only_the_listed_columns() {
    // Column 0 from each owner's left: South's hole 3, North's hole 2.
    let r = rules(3, json!({"chosen_holes": [0]}));
    assert_eq!(
        r.kind().chosen_directions().iter().collect::<Vec<_>>(),
        [2, 3]
    );
    let pos = r.start();
    assert_eq!(
        legal(&pos),
        [
            Move::Sow(4),
            Move::Sow(5),
            Move::SowDir(3, CCW),
            Move::SowDir(3, CW)
        ]
        .into_iter()
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect::<Vec<_>>()
    );
    let mut p = pos;
    assert_eq!(
        p.play(Move::SowDir(4, CW)),
        Err(MoveError::DirectionFixed { hole: 4 })
    );
    assert_eq!(p, pos);
    // Hole 3 clockwise: North's 0 then 1.
    assert_eq!(holes_after(&pos, Move::SowDir(3, CW)), [3, 3, 2, 0, 2, 2]);
    // North's column 0 is hole 2 (its left, South's right).
    let north = at(r, &[2, 2, 2, 2, 2, 2], Player::North);
    assert!(legal(&north).contains(&Move::SowDir(2, CW)));
    assert!(legal(&north).contains(&Move::Sow(0)));
}

#[test]
fn split_sows_towards_the_nearer_end() {
    let r = rules(4, json!({"direction": "split"}));
    let pos = r.start();
    // Plain moves: the rules fix every direction.
    assert_eq!(legal(&pos), (4..8).map(Move::Sow).collect::<Vec<_>>());
    // South's hole 4 (left half) sows clockwise: North's 0, 1.
    assert_eq!(holes_after(&pos, Move::Sow(4)), [3, 3, 2, 2, 0, 2, 2, 2]);
    // South's hole 7 (right half) counter-clockwise: North's 3, 2.
    assert_eq!(holes_after(&pos, Move::Sow(7)), [2, 2, 3, 3, 2, 2, 2, 0]);
    // North's hole 3 is the left of its row: clockwise, into South's 7 and 6.
    let north = at(r, &[2; 8], Player::North);
    assert_eq!(holes_after(&north, Move::Sow(3)), [2, 2, 2, 0, 2, 2, 3, 3]);
    // North's hole 0, its right: counter-clockwise, into South's 4 and 5.
    assert_eq!(holes_after(&north, Move::Sow(0)), [0, 2, 2, 2, 3, 3, 2, 2]);
}

#[test]
fn split_with_an_odd_row_chooses_the_middle_hole() {
    let r = rules(5, json!({"direction": "split", "chosen_holes": [2]}));
    let pos = r.start();
    assert_eq!(
        legal(&pos),
        [
            Move::Sow(5),
            Move::Sow(6),
            Move::Sow(8),
            Move::Sow(9),
            Move::SowDir(7, CCW),
            Move::SowDir(7, CW)
        ]
    );
    assert_eq!(
        holes_after(&pos, Move::SowDir(7, CW)),
        [2, 2, 2, 2, 2, 3, 3, 0, 2, 2]
    );
    assert_eq!(
        holes_after(&pos, Move::SowDir(7, CCW)),
        [2, 2, 2, 2, 2, 2, 2, 0, 3, 3]
    );
}

#[test]
fn chosen_direction_chains_run_back_along_the_sowing() {
    // Captures on 2 and 3 in the opponent's row, chains backward.
    let r = rules_with(
        3,
        json!({"sowing": {"direction": "player-chooses"},
               "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"}}),
    );
    // South's hole 3 holds 3: clockwise it sows North's 0, 1, 2.
    let pos = at(r, &[1, 1, 1, 3, 1, 1], Player::South);
    let mut p = pos;
    p.play(Move::SowDir(3, CW)).unwrap();
    // Landing on 2 (now 2), then back along the sowing: 1 and 0 (2 each).
    assert_eq!(p.board().holes(), [0, 0, 0, 0, 1, 1]);
    // Counter-clockwise it sows 4, 5 and North's 2: only 2 is captured, the chain
    // back runs into South's own 5.
    let mut q = pos;
    q.play(Move::SowDir(3, CCW)).unwrap();
    assert_eq!(q.board().holes(), [1, 1, 0, 0, 2, 2]);
}

#[test]
fn chosen_directions_with_stores_pass_the_stores_where_they_are() {
    let r = rules_with(
        3,
        json!({"board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
               "sowing": {"direction": "player-chooses"}}),
    );
    let pos = at(r, &[2, 2, 2, 2, 2, 2], Player::South);
    // South's hole 5 counter-clockwise: South's store, then North's 2.
    let mut p = pos;
    p.play(Move::SowDir(5, CCW)).unwrap();
    assert_eq!(p.board().holes(), [2, 2, 3, 2, 2, 0]);
    assert_eq!(p.captured(Player::South), 1);
    // South's hole 3 clockwise: North's 0 and 1 (the store is on the right).
    let mut q = pos;
    q.play(Move::SowDir(3, CW)).unwrap();
    assert_eq!(q.board().holes(), [3, 3, 2, 0, 2, 2]);
    assert_eq!(q.captured(Player::South), 0);
}

#[test]
fn chosen_games_number_both_directions() {
    let r = rules(3, json!({"chosen_holes": [1]}));
    let kind = r.kind();
    assert_eq!(kind.num_actions(), 2 * 6 + 1);
    // Holes 1 and 4 choose: action h is the counter-clockwise sowing, 7 + h the
    // clockwise one; the other holes keep their plain action.
    assert_eq!(move_of(kind, 4), Some(Move::SowDir(4, CCW)));
    assert_eq!(move_of(kind, 7 + 4), Some(Move::SowDir(4, CW)));
    assert_eq!(move_of(kind, 3), Some(Move::Sow(3)));
    assert_eq!(move_of(kind, 6), Some(Move::Pass));
    assert_eq!(move_of(kind, 7 + 3), None);
    assert_eq!(move_of(kind, 13), None);
    assert_eq!(action_of(kind, Move::Sow(4)), None);
    assert_eq!(action_of(kind, Move::SowDir(3, CW)), None);
    for a in 0..kind.num_actions() {
        if let Some(mv) = move_of(kind, a) {
            assert_eq!(action_of(kind, mv), Some(a), "{mv}");
        }
    }
    let pos = r.start();
    let mut actions = Vec::new();
    legal_actions(&pos, &mut actions);
    assert_eq!(actions, [3, 4, 5, 11]);
    let mut mask = [0u8; 13];
    assert_eq!(legal_mask(&pos, &mut mask), Ok(4));
    // A game with fixed directions keeps one action per hole.
    assert_eq!(rules(3, json!({})).kind().num_actions(), 7);
    assert_eq!(GameKind::Oware.num_actions(), 13);
    assert_eq!(action_of(GameKind::Oware, Move::SowDir(7, CW)), None);
}

#[test]
fn directed_moves_read_and_write_in_both_notations() {
    for (text, mv) in [
        ("7cw", Move::SowDir(7, CW)),
        ("7ccw", Move::SowDir(7, CCW)),
        ("7 clockwise", Move::SowDir(7, CW)),
        ("sow 7 counter-clockwise", Move::SowDir(7, CCW)),
        ("7", Move::Sow(7)),
    ] {
        assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        let json = serde_json::to_string(&mv).unwrap();
        assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), mv);
    }
    assert_eq!(
        serde_json::to_value(Move::SowDir(7, CW)).unwrap(),
        json!({"sow": 7, "direction": "clockwise"})
    );
    assert_eq!(
        serde_json::to_value(Move::Sow(7)).unwrap(),
        json!({"sow": 7})
    );
    for bad in ["7cx", "cw", "7 cw 8", "-7cw", "300cw"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
    for bad in [
        json!({"sow": 7, "direction": "up"}),
        json!({"sow": 7, "way": "clockwise"}),
        json!({"direction": "clockwise"}),
    ] {
        assert!(
            serde_json::from_value::<Move>(bad.clone()).is_err(),
            "{bad}"
        );
    }
    // The replay request reads them too.
    let req = RequestMove::parse(&json!({"sow": 7, "direction": "clockwise"})).unwrap();
    assert_eq!(req, RequestMove::SowDir(7, CW));
    assert_eq!(req.to_move(12), Ok(Move::SowDir(7, CW)));
    assert_eq!(req.to_json(), json!({"sow": 7, "direction": "clockwise"}));
    assert!(RequestMove::parse(&json!({"sow": 7, "direction": "up"})).is_err());
}

#[test]
fn random_play_of_chosen_games_keeps_the_seeds_and_plays_legal_moves() {
    let r = rules_with(
        4,
        json!({"sowing": {"direction": "split", "laps": "relay", "chosen_holes": [1]},
               "capture": {"on": "counts", "counts": [2, 4], "chain": "backward"},
               "moves": {"must_feed": true}}),
    );
    for seed in 0..50 {
        let mut rng = sowing::Rng::new(seed);
        let mut pos = r.start();
        for _ in 0..200 {
            let moves = legal(&pos);
            let Some((mv, _)) = pos.play_random(&mut rng) else {
                assert!(pos.is_over());
                break;
            };
            assert!(moves.contains(&mv), "{mv} not in {moves:?}");
            let total =
                pos.board().total() + pos.captured(Player::South) + pos.captured(Player::North);
            assert_eq!(total, r.total_seeds());
        }
    }
}

#[test]
fn rules_pages_tell_the_directions() {
    let split = rules(5, json!({"direction": "split", "chosen_holes": [2]}));
    let page = rules_page(split.description());
    assert!(page.contains("towards the nearer end"), "{page}");
    assert!(page.contains("chooses the direction of hole 3"), "{page}");
    let chosen = rules(3, json!({"direction": "player-chooses"}));
    let page = rules_page(chosen.description());
    assert!(page.contains("the mover chooses at each move"), "{page}");
    let fixed = rules(3, json!({}));
    assert!(!rules_page(fixed.description()).contains("chooses"));
}

#[test]
fn no_single_seed_back_bars_a_seed_sown_across_a_rows_end() {
    let fields = json!({"sowing": {"direction": "split"}, "moves": {"no_single_seed_back": true}});
    let r = rules_with(4, fields);
    // South's hole 4, the left end of its row, sows its single seed clockwise into
    // North's 0 (empty), the left end of the other row.
    let pos = at(r, &[0, 2, 2, 2, 1, 0, 2, 2], Player::South);
    let mut p = pos;
    p.play(Move::Sow(4)).unwrap();
    assert_eq!(p.board().holes(), [1, 2, 2, 2, 0, 0, 2, 2]);
    // North's hole 0 (its right half) would sow it straight back: barred.
    assert_eq!(legal(&p), [Move::Sow(1), Move::Sow(2), Move::Sow(3)]);
    let before = p;
    assert_eq!(
        p.play(Move::Sow(0)),
        Err(MoveError::SingleSeedBack { hole: 0 })
    );
    assert_eq!(p, before);
    // The same board without the bar is another position.
    assert_ne!(p, at(r, &[1, 2, 2, 2, 0, 0, 2, 2], Player::North));
    // Another sowing lifts the bar: North's 3 (into South's 7, 6), South's 7 (into
    // North's 3, 2, 1); North's 0 may then be sown.
    p.play(Move::Sow(3)).unwrap();
    p.play(Move::Sow(7)).unwrap();
    assert_eq!(p.board().holes(), [1, 3, 3, 1, 0, 0, 3, 0]);
    assert!(legal(&p).contains(&Move::Sow(0)));
    // Without the rule, the seed may go straight back.
    let free = rules(4, json!({"direction": "split"}));
    let mut q = at(free, &[0, 2, 2, 2, 1, 0, 2, 2], Player::South);
    q.play(Move::Sow(4)).unwrap();
    assert!(legal(&q).contains(&Move::Sow(0)));
    // No bar where the seed falls into an occupied hole, or where two seeds cross.
    for holes in [[1, 2, 2, 2, 1, 0, 2, 2], [0, 2, 2, 2, 2, 0, 2, 2]] {
        let mut q = at(r, &holes, Player::South);
        q.play(Move::Sow(4)).unwrap();
        let seeded: Vec<Move> = (0..4)
            .filter(|&h| q.board().seeds(h) > 0)
            .map(|h| Move::Sow(h as u8))
            .collect();
        assert_eq!(legal(&q), seeded, "{holes:?}");
    }
    // The right end likewise: North's 3 into South's 7, barred for South.
    let mut q = at(r, &[2, 2, 2, 1, 2, 2, 2, 0], Player::North);
    q.play(Move::Sow(3)).unwrap();
    assert_eq!(q.board().holes(), [2, 2, 2, 0, 2, 2, 2, 1]);
    assert_eq!(legal(&q), [Move::Sow(4), Move::Sow(5), Move::Sow(6)]);
    // The rules page tells it.
    assert!(rules_page(r.description()).contains("straight back"));
}

#[test]
fn no_single_seed_back_needs_a_way_back() {
    for fields in [
        json!({"moves": {"no_single_seed_back": true}}),
        json!({"sowing": {"direction": "split", "min_seeds": 2}, "moves": {"no_single_seed_back": true}}),
        json!({"sowing": {"direction": "player-chooses"}, "moves": {"no_single_seed_back": true},
               "board": {"rows": 4, "holes_per_row": 4, "seeds_per_hole": 2}}),
    ] {
        let base =
            json!({"name": "directions", "board": {"holes_per_row": 4, "seeds_per_hole": 2}});
        let e = Rules::from_json(&with_fields(base, fields.clone()).to_string());
        assert!(
            matches!(
                e,
                Err(sowing::described::DescriptionError::Contradiction(_))
            ),
            "{fields}"
        );
    }
}

#[test]
fn first_choice_holds_fixes_both_players_directions() {
    let r = rules(
        3,
        json!({"direction": "player-chooses", "first_choice_holds": true}),
    );
    let pos = r.start();
    assert!(!pos.directions_fixed());
    // The first move chooses, as in any game of chosen directions.
    assert_eq!(legal(&pos).len(), 6);
    let mut p = pos;
    // South sows hole 4 clockwise: into 3 and North's 0.
    p.play(Move::SowDir(4, CW)).unwrap();
    assert_eq!(p.board().holes(), [3, 2, 2, 3, 0, 2]);
    assert!(p.directions_fixed());
    // North now sows counter-clockwise only; the other way is refused, unchanged.
    assert_eq!(
        legal(&p),
        [
            Move::SowDir(0, CCW),
            Move::SowDir(1, CCW),
            Move::SowDir(2, CCW)
        ]
    );
    let before = p;
    assert_eq!(
        p.play(Move::SowDir(1, CW)),
        Err(MoveError::DirectionTaken { hole: 1 })
    );
    assert_eq!(p, before);
    // North's hole 1 counter-clockwise: into 0 and South's 3.
    p.play(Move::SowDir(1, CCW)).unwrap();
    assert_eq!(p.board().holes(), [4, 0, 2, 4, 0, 2]);
    // South keeps clockwise.
    assert!(legal(&p)
        .iter()
        .all(|m| matches!(m, Move::SowDir(_, d) if *d == CW)));
    assert_eq!(legal(&p).len(), 2);
    // The same board before any choice is another position.
    assert_ne!(p, at(r, &[4, 0, 2, 4, 0, 2], Player::South));
    // Without the rule, both directions stay open.
    let free = rules(3, json!({"direction": "player-chooses"}));
    let mut q = free.start();
    q.play(Move::SowDir(4, CW)).unwrap();
    assert_eq!(legal(&q).len(), 6);
    // The rules page tells it; a fixed direction needs player-chooses.
    assert!(rules_page(r.description()).contains("Only the first move"));
    let base = json!({"name": "directions", "board": {"holes_per_row": 3, "seeds_per_hole": 2}});
    let bad = with_fields(base, json!({"sowing": {"first_choice_holds": true}}));
    assert!(matches!(
        Rules::from_json(&bad.to_string()),
        Err(sowing::described::DescriptionError::Contradiction(_))
    ));
}

#[test]
fn towards_centre_sows_each_half_towards_the_middle() {
    let r = rules(4, json!({"direction": "towards-centre"}));
    let pos = r.start();
    assert_eq!(legal(&pos), (4..8).map(Move::Sow).collect::<Vec<_>>());
    // South's hole 4 (left half) sows counter-clockwise: 5, 6.
    assert_eq!(holes_after(&pos, Move::Sow(4)), [2, 2, 2, 2, 0, 3, 3, 2]);
    // South's hole 7 (right half) clockwise: 6, 5.
    assert_eq!(holes_after(&pos, Move::Sow(7)), [2, 2, 2, 2, 2, 3, 3, 0]);
    // North's hole 3 is the left of its row: counter-clockwise, into 2 and 1.
    let north = at(r, &[2; 8], Player::North);
    assert_eq!(holes_after(&north, Move::Sow(3)), [2, 3, 3, 0, 2, 2, 2, 2]);
    // North's hole 0, its right: clockwise, into 1 and 2.
    assert_eq!(holes_after(&north, Move::Sow(0)), [0, 3, 3, 2, 2, 2, 2, 2]);
    // Past the row's end, a long sowing goes on along the other row.
    let long = at(r, &[0, 0, 0, 0, 0, 0, 0, 5], Player::South);
    assert_eq!(holes_after(&long, Move::Sow(7)), [1, 1, 0, 0, 1, 1, 1, 0]);
    // An odd row names its middle hole; the rules page tells the direction.
    let odd = rules(
        5,
        json!({"direction": "towards-centre", "chosen_holes": [2]}),
    );
    assert!(odd.kind().chosen_directions().contains(7));
    assert!(rules_page(odd.description()).contains("towards the middle"));
}

/// `sowing.first_turn_unchosen`: each player's first turn sows chosen holes in the
/// game's own direction only (the move still names it); the choice starts with their
/// second turn.
#[test]
fn first_turn_unchosen_sows_the_first_turns_counter_clockwise() {
    let r = rules(
        3,
        json!({"direction": "player-chooses", "first_turn_unchosen": true}),
    );
    let mut pos = r.start();
    assert_eq!(
        legal(&pos),
        [
            Move::SowDir(3, CCW),
            Move::SowDir(4, CCW),
            Move::SowDir(5, CCW)
        ]
    );
    let before = pos;
    assert_eq!(
        pos.play(Move::SowDir(3, CW)).unwrap_err(),
        MoveError::FirstTurnDirection { hole: 3 }
    );
    assert_eq!(pos.board().holes(), before.board().holes());
    // Counter-clockwise: hole 3's two seeds into 4 and 5.
    pos.play(Move::SowDir(3, CCW)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 0, 3, 3]);
    // North's first turn is unchosen too: hole 0 into 3 and 4.
    assert_eq!(
        legal(&pos),
        [
            Move::SowDir(0, CCW),
            Move::SowDir(1, CCW),
            Move::SowDir(2, CCW)
        ]
    );
    pos.play(Move::SowDir(0, CCW)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 2, 2, 1, 4, 3]);
    // South's second turn chooses.
    assert!(legal(&pos).contains(&Move::SowDir(3, CW)));
    assert!(legal(&pos).contains(&Move::SowDir(3, CCW)));
    // Without a chosen direction the field contradicts the description.
    let d = json!({"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2},
        "sowing": {"first_turn_unchosen": true}});
    assert!(Rules::from_json(&d.to_string()).is_err());
}

/// `moves.feed_either_direction`: a chosen hole that feeds an opponent without seeds
/// in one direction may be sown both ways.
#[test]
fn feed_either_direction_offers_both_ways_of_a_feeding_hole() {
    let d = |either: bool| {
        rules_with(
            3,
            json!({"sowing": {"direction": "player-chooses"},
                   "moves": {"must_feed": true, "feed_either_direction": either}}),
        )
    };
    // Hole 3's seed feeds North clockwise (into hole 0), not counter-clockwise.
    let holes = [0, 0, 0, 1, 0, 0];
    let alone = at(d(false), &holes, Player::South);
    assert_eq!(legal(&alone), [Move::SowDir(3, CW)]);
    let mut either = at(d(true), &holes, Player::South);
    let mut both = vec![Move::SowDir(3, CW), Move::SowDir(3, CCW)];
    both.sort();
    assert_eq!(legal(&either), both);
    either.play(Move::SowDir(3, CCW)).unwrap();
    // Its seed is in South's 4: neither player can move now, and the game is over.
    assert!(either.result().is_some());
    // Without feeding the field contradicts the description.
    let bad = json!({"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2},
        "sowing": {"direction": "player-chooses"}, "moves": {"feed_either_direction": true}});
    assert!(Rules::from_json(&bad.to_string()).is_err());
}

/// `capture.chain_ignores_choice`: with chosen directions, a backward chain runs
/// against the game's own direction whichever way the move was sown. Holes 0–3 are
/// North's, 4–7 South's; counter-clockwise runs 4 → 7, then 3 → 0.
#[test]
fn chain_ignores_choice_runs_the_chain_against_the_games_direction() {
    let game = |ignores: bool| {
        rules_with(
            4,
            json!({"sowing": {"direction": "player-chooses"},
                   "capture": {"on": "counts", "counts": [2], "rows": "opponent",
                               "chain": "backward", "chain_ignores_choice": ignores}}),
        )
    };
    let captured = |r: &'static Rules, holes: &[u8], mv: Move| {
        let mut pos = at(r, holes, Player::South);
        pos.play(mv).unwrap().captured.seeds
    };
    // Hole 5 sown clockwise drops its seeds into 4 and North's 0, which then holds
    // 2. Back along the sowing the chain meets South's 4 and stops; against the
    // game's direction it runs on into North's 1, which holds 2 too.
    let clockwise = [1, 2, 0, 0, 0, 2, 0, 0];
    assert_eq!(captured(game(false), &clockwise, Move::SowDir(5, CW)), 2);
    assert_eq!(captured(game(true), &clockwise, Move::SowDir(5, CW)), 4);
    // Sown the game's way the chain is the same either way: hole 7's seeds make
    // North's 3 and 2 hold 2; the chain runs back from 2 into 3.
    let counter = [0, 0, 1, 1, 0, 0, 0, 2];
    assert_eq!(captured(game(false), &counter, Move::SowDir(7, CCW)), 4);
    assert_eq!(captured(game(true), &counter, Move::SowDir(7, CCW)), 4);
    assert!(rules_page(game(true).description()).contains("Whichever direction the mover chose"));
    // Without a chosen direction, or with another chain, the field is refused.
    for fields in [
        json!({"capture": {"on": "counts", "counts": [2], "chain": "backward",
                           "chain_ignores_choice": true}}),
        json!({"sowing": {"direction": "player-chooses"},
               "capture": {"on": "counts", "counts": [2], "chain": "forward",
                           "chain_ignores_choice": true}}),
    ] {
        let base = json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2}});
        assert!(Rules::from_json(&with_fields(base, fields).to_string()).is_err());
    }
}
