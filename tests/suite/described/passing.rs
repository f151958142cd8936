//! Captures while sowing in described games (docs/DESCRIPTIONS.md, `passing`,
//! `sowing.after_capture`, `sowing.opponent_takes_at_most`, `end.last_seeds`): one
//! scenario test per rule, their traces, their prose and their contradictions.

use crate::common::{described_at, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, DescriptionError, Rules};
use sowing::trace::Event;
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 4 seeds (32 in play) with `fields`.
fn rules(fields: Value) -> &'static Rules {
    Rules::from_json(&board(fields).to_string()).unwrap()
}

fn board(fields: Value) -> Value {
    let base = json!({"name": "passing", "board": {"holes_per_row": 4, "seeds_per_hole": 4},
                       "capture": {"on": "counts", "counts": [4]}});
    with_fields(base, fields)
}

fn error(fields: Value) -> DescriptionError {
    Rules::from_json(&board(fields).to_string()).unwrap_err()
}

/// A position of `rules` (holes North 0–3, South 4–7), the seeds not on the board
/// captured by North.
fn at(rules: &'static Rules, holes: &[u8], to_move: Player) -> Described {
    described_at(rules, holes, to_move, Player::North)
}

/// Plays `mv`, returning the trace, and each player's gain.
fn play(pos: &mut Described, mv: Move) -> (Vec<Event>, [u32; 2], sowing::MoveReport) {
    let before = Player::BOTH.map(|p| pos.captured(p));
    let mut trace = Vec::new();
    let report = pos.play_traced(mv, &mut trace).unwrap();
    let gain = Player::BOTH.map(|p| pos.captured(p) - before[p.index()]);
    (trace, gain, report)
}

fn takes(trace: &[Event]) -> Vec<(u8, u8, Player)> {
    trace
        .iter()
        .filter_map(|e| match *e {
            Event::Take { hole, seeds, to } => Some((hole, seeds, to)),
            _ => None,
        })
        .collect()
}

#[test]
fn passing_captures_go_to_the_holes_owner() {
    let r = rules(json!({"passing": {}}));
    // Hole 6's three seeds: 7 (South's) and 3 (North's) reach 4 as the sowing
    // passes, each taken by its owner; the last falls into empty 2.
    let mut pos = at(r, &[1, 0, 0, 3, 1, 0, 3, 3], Player::South);
    let (trace, gain, report) = play(&mut pos, Move::Sow(6));
    assert_eq!(
        takes(&trace),
        [(7, 4, Player::South), (3, 4, Player::North)]
    );
    assert_eq!(gain, [4, 4]);
    assert_eq!(pos.board().holes(), &[1, 0, 1, 0, 1, 0, 0, 0]);
    // The report counts the mover's share.
    assert_eq!(report.captured.seeds, 4);
    assert!(report.captured.holes.contains(7));
}

#[test]
fn passing_captures_leave_the_last_seed_to_the_capture_rule() {
    // The last seed makes hole 2 hold 4: the capture rule takes it for the mover.
    let r = rules(json!({"passing": {}}));
    let mut pos = at(r, &[1, 0, 3, 3, 1, 0, 3, 3], Player::South);
    let (trace, gain, _) = play(&mut pos, Move::Sow(6));
    assert!(trace.contains(&Event::Capture { hole: 2, seeds: 4 }));
    assert_eq!(gain, [8, 4]);
    // With `last_seed_too`, the last seed's hole goes to its owner as well.
    let r = rules(json!({"passing": {"last_seed_too": true}}));
    let mut pos = at(r, &[1, 0, 3, 3, 1, 0, 3, 3], Player::South);
    let (trace, gain, _) = play(&mut pos, Move::Sow(6));
    assert_eq!(takes(&trace).last(), Some(&(2, 4, Player::North)));
    assert_eq!(gain, [4, 8]);
}

#[test]
fn passing_captures_for_the_mover_in_some_rows() {
    let r = rules(json!({"passing": {"rows": "opponent", "to": "mover"}}));
    let mut pos = at(r, &[1, 0, 0, 3, 1, 0, 3, 3], Player::South);
    let (trace, gain, _) = play(&mut pos, Move::Sow(6));
    // Hole 7 is South's own: it stays at 4.
    assert_eq!(takes(&trace), [(3, 4, Player::South)]);
    assert_eq!(gain, [4, 0]);
    assert_eq!(pos.board().seeds(7), 4);
}

#[test]
fn passing_captures_give_no_extra_turn() {
    let r = rules(json!({"passing": {}, "extra_turn": {"capture": true}}));
    let mut pos = at(r, &[1, 0, 0, 3, 1, 0, 3, 3], Player::South);
    let (_, _, report) = play(&mut pos, Move::Sow(6));
    assert!(!report.moves_again);
    assert_eq!(pos.to_move(), Player::North);
    // A last seed that captures does.
    let mut pos = at(r, &[1, 0, 3, 3, 1, 0, 3, 3], Player::South);
    let (_, _, report) = play(&mut pos, Move::Sow(6));
    assert!(report.moves_again);
}

#[test]
fn passing_captures_in_every_relay_lap() {
    // Relay laps: hole 5's two seeds land in 7 (now 2) and relay; that lap passes
    // 3, which reaches 4 (North's), and lands in empty 2.
    let r = rules(json!({"passing": {}, "sowing": {"laps": "relay"}}));
    let mut pos = at(r, &[1, 0, 0, 3, 1, 2, 0, 1], Player::South);
    let (trace, gain, report) = play(&mut pos, Move::Sow(5));
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(takes(&trace), [(3, 4, Player::North)]);
    assert_eq!(gain, [0, 4]);
    assert_eq!(pos.board().holes(), &[1, 0, 1, 0, 1, 0, 1, 0]);
}

#[test]
fn after_capture_lifts_next_hole() {
    // Hole 4's two seeds make 6 hold 4: taken, then hole 7's two seeds are sown on
    // into 3 and 2, the sowing ending in empty 2.
    let r = rules(json!({"sowing": {"laps": "relay", "after_capture": "lifts-next"}}));
    let mut pos = at(r, &[1, 0, 0, 1, 2, 0, 3, 2], Player::South);
    let (trace, gain, report) = play(&mut pos, Move::Sow(4));
    assert!(trace.contains(&Event::Capture { hole: 6, seeds: 4 }));
    assert_eq!(gain, [4, 0]);
    assert_eq!(report.captured.seeds, 4);
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(pos.board().holes(), &[1, 0, 1, 2, 0, 1, 0, 0]);
    // The sowing ends where the next hole is empty.
    let mut pos = at(r, &[1, 0, 0, 1, 2, 0, 3, 0], Player::South);
    let (_, gain, report) = play(&mut pos, Move::Sow(4));
    assert_eq!(gain, [4, 0]);
    assert_eq!(report.sowing.unwrap().landing, 7);
}

#[test]
fn after_capture_lifts_landing() {
    // A last seed in an empty hole of South's takes what is across and is sown on:
    // 5 takes 1's three seeds, 6 takes 2's two, 7 (nothing across) ends.
    let r = rules(json!({
        "capture": {"on": "empty-own-hole", "take": "opposite"},
        "sowing": {"laps": "relay", "after_capture": "lifts-landing"}
    }));
    let mut pos = at(r, &[1, 3, 2, 0, 1, 0, 0, 0], Player::South);
    let (_, gain, report) = play(&mut pos, Move::Sow(4));
    assert_eq!(gain, [5, 0]);
    assert_eq!(report.sowing.unwrap().laps, 3);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 0, 0, 0, 0, 1]);
}

#[test]
fn opponent_takes_at_most_few_seeds() {
    let r = rules(json!({"sowing": {"opponent_takes_at_most": 8}}));
    // Four seeds on the board once hole 7's three are lifted: the two sown into
    // North's 3 and 2 go to North; the last makes 1 hold 4 and captures.
    let mut pos = at(r, &[1, 3, 0, 0, 0, 0, 0, 3], Player::South);
    let (trace, gain, _) = play(&mut pos, Move::Sow(7));
    assert_eq!(
        takes(&trace),
        [(3, 1, Player::North), (2, 1, Player::North)]
    );
    assert_eq!(gain, [4, 2]);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 0, 0, 0, 0, 0]);
    // A last seed that does not capture goes to North too.
    let mut pos = at(r, &[1, 2, 0, 0, 0, 0, 0, 3], Player::South);
    let (_, gain, _) = play(&mut pos, Move::Sow(7));
    assert_eq!(gain, [0, 3]);
    // More seeds on the board: an ordinary sowing.
    let mut pos = at(r, &[1, 2, 0, 0, 6, 0, 0, 3], Player::South);
    let (trace, gain, _) = play(&mut pos, Move::Sow(7));
    assert!(takes(&trace).is_empty());
    assert_eq!(gain, [0, 0]);
}

#[test]
fn last_seeds_go_to_the_mover_or_the_starter() {
    let r = rules(json!({"end": {"last_seeds": {"at_most": 4}}}));
    // After hole 7's sowing, 4 seeds are left: South takes them, and the game ends.
    let mut pos = at(r, &[2, 0, 0, 0, 0, 0, 0, 2], Player::South);
    let (trace, gain, _) = play(&mut pos, Move::Sow(7));
    assert!(trace.contains(&Event::Sweep {
        hole: 0,
        seeds: 2,
        to: Player::South
    }));
    assert_eq!(gain, [4, 0]);
    assert_eq!(pos.board().total(), 0);
    // Counted in the opponent's holes only: 4 there, 5 on the board.
    let r = rules(json!({"end": {"last_seeds": {"at_most": 4, "rows": "opponent"}}}));
    let mut pos = at(r, &[2, 0, 0, 0, 1, 0, 0, 2], Player::South);
    let (_, gain, _) = play(&mut pos, Move::Sow(7));
    assert_eq!(gain, [5, 0]);
    // The starter takes them (South, in a single game), whoever sowed.
    let r = rules(json!({"end": {"last_seeds": {"at_most": 4, "to": "starter"}}}));
    let mut pos = at(r, &[2, 0, 0, 2, 0, 0, 0, 0], Player::North);
    let (_, gain, _) = play(&mut pos, Move::Sow(3));
    assert_eq!(gain, [4, 0]);
    // More seeds left: nothing is taken.
    let r = rules(json!({"end": {"last_seeds": {"at_most": 4}}}));
    let mut pos = at(r, &[2, 0, 0, 0, 1, 0, 0, 2], Player::South);
    let (_, gain, _) = play(&mut pos, Move::Sow(7));
    assert_eq!(gain, [0, 0]);
}

#[test]
fn passing_rules_have_prose_and_contradictions() {
    let r = rules(json!({
        "passing": {"to": "mover"},
        "sowing": {"laps": "relay", "after_capture": "lifts-next", "opponent_takes_at_most": 8},
        "end": {"last_seeds": {"at_most": 4}}
    }));
    let page = rules_page(r.description());
    for words in [
        "As the sowing passes",
        "the hole after the landing hole",
        "goes to the opponent's captures instead",
        "takes every seed on the board",
    ] {
        assert!(page.contains(words), "{words}: {page}");
    }
    use DescriptionError::{Contradiction, Unsupported};
    let e = error(json!({"capture": {"on": "none"}, "passing": {}}));
    assert!(matches!(e, Contradiction(_)), "{e}");
    let e = error(json!({"sowing": {"after_capture": "lifts-next"}}));
    assert!(matches!(e, Contradiction(_)), "{e}");
    let e = error(
        json!({"capture": {"on": "counts", "counts": [4], "grand_slam": "forbidden"},
                         "sowing": {"laps": "relay", "after_capture": "lifts-next"}}),
    );
    assert!(matches!(e, Unsupported { .. }), "{e}");
    let e = error(json!({"sowing": {"opponent_takes_at_most": 0}}));
    assert!(matches!(e, Contradiction(_)), "{e}");
    let e = error(json!({"end": {"last_seeds": {"at_most": 0}}}));
    assert!(matches!(e, Contradiction(_)), "{e}");
    let e = error(json!({"passing": {"rows": "all"}}));
    assert!(matches!(e, DescriptionError::Parse { .. }), "{e}");
}

#[test]
fn passing_counts_of_their_own_with_relays_from_the_next_hole_and_a_capture_past_an_empty_hole() {
    // Pallanguzhi's kind: the capture at the end takes past an empty hole; fours are
    // taken as the sowing passes, on the passing rule's own counts. Hole 4's two
    // seeds: 5 reaches 4 (South's), lands in 6; 7 holds seeds, so its two are sown
    // on: 3 reaches 4 (North's), the last falls in 2; 1 is empty, so 0 is taken.
    let r = rules(json!({
        "sowing": {"laps": "relay-next"},
        "capture": {"on": "past-empty-hole"},
        "passing": {"counts": [4], "last_seed_too": true}
    }));
    let mut pos = at(r, &[3, 0, 1, 3, 2, 3, 1, 2], Player::South);
    let (trace, gain, report) = play(&mut pos, Move::Sow(4));
    assert_eq!(
        takes(&trace),
        [(5, 4, Player::South), (3, 4, Player::North)]
    );
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(gain, [7, 4]);
    assert_eq!(pos.board().holes(), &[0, 0, 2, 0, 0, 0, 2, 0]);
    // A lap's last seed making 4 is taken too, and the next lap starts after it.
    let mut pos = at(r, &[3, 0, 1, 3, 1, 3, 1, 2], Player::South);
    let (trace, _, _) = play(&mut pos, Move::Sow(4));
    assert_eq!(takes(&trace)[0], (5, 4, Player::South));
    // Without counts of its own, passing needs a capture on counts.
    let e = error(json!({"capture": {"on": "past-empty-hole"}, "passing": {}}));
    assert!(matches!(e, DescriptionError::Contradiction(_)), "{e}");
    assert!(rules_page(r.description()).contains("As the sowing passes"));
}

#[test]
fn after_capture_lifts_landing_past_an_empty_hole() {
    // Tap-Urdy's kind: a relaying lap takes the hole past an empty next one, then its
    // landing is sown on. Hole 4's seed makes 5 hold 2: 6 is empty, so 7's two are
    // taken, and 5 is sown on into 6 and 7; 7 held nothing, the sowing ends and the
    // capture at the end takes 2 past empty 3.
    let r = rules(json!({
        "sowing": {"laps": "relay", "after_capture": "lifts-landing"},
        "capture": {"on": "past-empty-hole"}
    }));
    let mut pos = at(r, &[2, 0, 3, 0, 1, 1, 0, 2], Player::South);
    let (_, gain, report) = play(&mut pos, Move::Sow(4));
    assert_eq!(gain, [5, 0]);
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(pos.board().holes(), &[2, 0, 0, 0, 0, 0, 1, 1]);
    assert!(rules_page(r.description()).contains("Between laps: a lap whose last seed"));
    // Without captures between laps, 7 would have relayed.
    let plain = rules(json!({"sowing": {"laps": "relay"}, "capture": {"on": "past-empty-hole"}}));
    let mut pos = at(plain, &[2, 0, 3, 0, 1, 1, 0, 2], Player::South);
    let (_, _, report) = play(&mut pos, Move::Sow(4));
    assert!(report.sowing.unwrap().laps > 2);
    let e = error(
        json!({"sowing": {"laps": "relay", "after_capture": "lifts-next"},
                         "capture": {"on": "past-empty-hole"}}),
    );
    assert!(matches!(e, DescriptionError::Unsupported { .. }), "{e}");
}

#[test]
fn feeding_by_the_whole_move_counts_the_last_seeds() {
    // North has no seeds. Hole 7's seed reaches North's 3, but two seeds are then
    // left and South takes them: North is not fed. No move feeds, so with
    // `any_move_if_none_feeds` either may be played; where one seed left is taken, 7 feeds.
    let fields = |most: u32| {
        json!({"moves": {"must_feed": true, "feed": "move", "any_move_if_none_feeds": true},
               "end": {"last_seeds": {"at_most": most}}})
    };
    let legal = |r| {
        let mut moves = sowing::MoveList::new();
        at(r, &[0, 0, 0, 0, 1, 0, 0, 1], Player::South).legal_moves(&mut moves);
        moves.to_vec()
    };
    assert_eq!(legal(rules(fields(2))), [Move::Sow(4), Move::Sow(7)]);
    assert_eq!(legal(rules(fields(1))), [Move::Sow(7)]);
}
