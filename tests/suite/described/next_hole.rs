//! Relays from the next hole, captures past an empty hole and an extra turn once in
//! described games (docs/DESCRIPTIONS.md, `sowing.laps: relay-next`, `capture.on:
//! past-empty-hole`, `extra_turn.capture_once`): one scenario test per rule.

use crate::common::{described_at, legal, rules_over};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, Rules};
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds with `fields`. Holes 0–3 are
/// North's, 4–7 South's; counter-clockwise the ring is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0.
fn rules(fields: Value) -> &'static Rules {
    let base = json!({"name": "next-hole", "board": {"holes_per_row": 4, "seeds_per_hole": 2}});
    rules_over(base, fields)
}

/// A position of `rules` holding `holes`, the other seeds captured by South.
fn at(rules: &'static Rules, holes: &[u8], to_move: Player) -> Described {
    described_at(rules, holes, to_move, Player::South)
}

#[test]
fn relay_next_sows_on_from_the_hole_after_the_landing() {
    let layout = [0, 1, 1, 1, 2, 1, 0, 3];
    // Hole 4's seeds end in the empty hole 6; hole 7 after it holds 3, sown on into
    // 3, 2 and 1; the hole after 1 is empty: the move ends.
    let mut pos = at(
        rules(json!({"sowing": {"laps": "relay-next"}})),
        &layout,
        Player::South,
    );
    let report = pos.play(Move::Sow(4)).unwrap();
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(pos.board().holes(), &[0, 2, 2, 2, 0, 2, 1, 0]);
    // Plain relay laps end at once in the empty hole 6.
    let mut plain = at(
        rules(json!({"sowing": {"laps": "relay"}})),
        &layout,
        Player::South,
    );
    plain.play(Move::Sow(4)).unwrap();
    assert_eq!(plain.board().holes(), &[0, 1, 1, 1, 0, 2, 1, 3]);
}

#[test]
fn relay_next_lifts_the_movers_store_after_their_last_hole() {
    // Three holes a row with stores: South's circuit is 3, 4, 5, South's store, 2, 1, 0.
    let r = Rules::from_json(
        &json!({"name": "next-store", "board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
                "sowing": {"laps": "relay-next"}})
        .to_string(),
    )
    .unwrap();
    let mut pos = Described::from_parts(r, &[0, 1, 1, 0, 1, 1], [2, 6], Player::South).unwrap();
    // Hole 4's seed lands in 5; the store after it holds South's 2 captured seeds,
    // lifted and sown into 2 and 1; the hole after 1 is empty.
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 2, 2, 0, 0, 2]);
    assert_eq!(pos.captured(Player::South), 0);
    assert_eq!(pos.captured(Player::North), 6);
}

#[test]
fn past_empty_hole_takes_the_hole_past_an_empty_next_hole() {
    let r = rules(json!({"capture": {"on": "past-empty-hole"}}));
    // Hole 4's seeds fall into 5 and 6 (which held one); 7 after it is empty, and 3
    // past it holds 3: taken.
    let mut pos = at(r, &[0, 0, 0, 3, 2, 0, 1, 0], Player::South);
    let report = pos.play(Move::Sow(4)).unwrap();
    assert_eq!(report.captured.seeds, 3);
    assert_eq!(pos.board().holes(), &[0, 0, 0, 0, 0, 1, 2, 0]);
    // After a single lap the landing hole must have held seeds: 6 was empty.
    let mut pos = at(r, &[0, 0, 0, 3, 2, 0, 0, 0], Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 0);
    // In the opponent's row only: hole 3 is North's, so South takes it; North does
    // not take its own.
    let own = rules(json!({"capture": {"on": "past-empty-hole", "rows": "own"}}));
    let mut pos = at(own, &[0, 0, 0, 3, 2, 0, 1, 0], Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 0);
}

#[test]
fn past_empty_hole_chains_forward_after_relay_laps() {
    let fields = |chain: &str| {
        json!({"sowing": {"laps": "relay-next"},
               "capture": {"on": "past-empty-hole", "chain": chain}})
    };
    // Hole 4's seed ends in 5; 6 is empty: 7 is taken, then 3 is empty: 2 is taken,
    // then 1 holds seeds: the chain stops.
    let layout = [0, 1, 3, 0, 1, 0, 0, 2];
    let mut pos = at(rules(fields("forward")), &layout, Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 5);
    assert_eq!(pos.board().holes(), &[0, 1, 0, 0, 0, 1, 0, 0]);
    let mut pos = at(rules(fields("none")), &layout, Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 2);
}

#[test]
fn past_empty_hole_also_takes_the_hole_across() {
    let r = rules(json!({"sowing": {"laps": "relay-next"},
                         "capture": {"on": "past-empty-hole", "also_across": true}}));
    // Hole 7's five seeds fall into 3, 2, 1, 0 and 4; 5 after it is empty: 6 is
    // taken, and 2 across from it.
    let mut pos = at(r, &[1, 1, 1, 1, 0, 0, 2, 5], Player::South);
    let report = pos.play(Move::Sow(7)).unwrap();
    assert_eq!(report.captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[2, 2, 0, 2, 1, 0, 0, 0]);
}

#[test]
fn capture_once_gives_no_second_extra_turn() {
    let fields = |once: bool| {
        json!({"capture": {"on": "counts", "counts": [2]},
               "extra_turn": if once { json!({"capture_once": true}) } else { json!({"capture": true}) }})
    };
    // South's 7 makes 3 hold 2 (a capture and an extra turn); then 6's three seeds
    // make 2 hold 2: a capture, and no other extra turn.
    let layout = [0, 0, 1, 1, 0, 0, 3, 1];
    for (once, second) in [(true, false), (false, true)] {
        let mut pos = at(rules(fields(once)), &layout, Player::South);
        assert!(pos.play(Move::Sow(7)).unwrap().moves_again);
        let report = pos.play(Move::Sow(6)).unwrap();
        assert_eq!(report.captured.seeds, 2);
        assert_eq!(report.moves_again, second);
        assert_eq!(
            pos.to_move(),
            if second { Player::South } else { Player::North }
        );
    }
}

#[test]
fn capture_once_is_not_reset_by_a_pass() {
    let r = rules(json!({"capture": {"on": "counts", "counts": [2]},
                         "extra_turn": {"capture_once": true}}));
    // South captures with its last seed and must pass its extra turn; North's capture
    // then earns no extra turn.
    let mut pos = at(r, &[0, 1, 1, 1, 0, 0, 0, 1], Player::South);
    assert!(pos.play(Move::Sow(7)).unwrap().moves_again);
    assert_eq!(legal(&pos), vec![Move::Pass]);
    pos.play(Move::Pass).unwrap();
    let report = pos.play(Move::Sow(2)).unwrap();
    assert_eq!(report.captured.seeds, 2);
    assert!(!report.moves_again);
    assert_eq!(pos.to_move(), Player::South);
}

#[test]
fn next_hole_contradictions_are_refused() {
    let bad = [
        json!({"capture": {"on": "past-empty-hole", "chain": "backward"}}),
        json!({"capture": {"on": "past-empty-hole", "chain": "forward"}}),
        json!({"extra_turn": {"capture": true, "capture_once": true}}),
        json!({"board": {"holes_per_row": 4, "seeds_per_hole": 2, "stores": true},
               "capture": {"on": "past-empty-hole"}}),
        json!({"sowing": {"laps": "relay-next"}, "children": {"convert": 4}}),
        json!({"sowing": {"laps": "relay-next", "relay_from": 3}}),
    ];
    for fields in bad {
        let mut d = json!({"name": "bad", "board": {"holes_per_row": 4, "seeds_per_hole": 2}});
        for (k, v) in fields.as_object().unwrap() {
            d[k] = v.clone();
        }
        assert!(Description::from_json(&d.to_string()).is_err(), "{d}");
    }
}

#[test]
fn next_hole_rules_are_written_out() {
    let r = rules(json!({"sowing": {"laps": "relay-next"},
                         "capture": {"on": "past-empty-hole", "chain": "forward", "also_across": true},
                         "extra_turn": {"capture_once": true}}));
    let page = rules_page(r.description());
    for phrase in [
        "relay laps from the next hole",
        "past that empty hole",
        "across from the first hole taken",
        "not twice in a row",
    ] {
        assert!(page.contains(phrase), "{phrase} missing from:\n{page}");
    }
}
