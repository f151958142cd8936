//! Property tests (proptest) over random games of every game: seeds conserved, legal
//! moves play, other moves are refused and change nothing, JSON and text round trips,
//! the end exactly when RULES.md says, determinism.

mod common;

use common::check_random_game;
use proptest::prelude::*;
use sowing::{DjenonAboure, Position, Ruleset};

/// Djenon-aboure rule 4: over exactly when every hole holds 0 or 1.
fn djenon_over(p: &DjenonAboure) -> bool {
    p.board().holes().iter().all(|&n| n <= 1)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn djenon_aboure_random_games_keep_every_invariant(seed in any::<u64>()) {
        check_random_game(DjenonAboure::start(), seed, 400, &djenon_over);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The replay contract never panics and always answers with its exit statuses,
    /// whatever the moves.
    #[test]
    fn replay_of_arbitrary_moves_answers_0_or_1(
        holes in proptest::collection::vec(0u64..14, 0..40),
        passes in proptest::collection::vec(any::<bool>(), 40),
    ) {
        let moves: Vec<serde_json::Value> = holes
            .iter()
            .zip(&passes)
            .map(|(&h, &p)| if p && h % 3 == 0 { serde_json::json!("pass") } else { serde_json::json!({"sow": h}) })
            .collect();
        let req = serde_json::json!({"game": "djenon-aboure", "moves": moves}).to_string();
        let mut out = Vec::new();
        let code = sowing::replay::replay(&req, &mut out).unwrap();
        prop_assert!(code == 0 || code == 1);
        let text = String::from_utf8(out).unwrap();
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            prop_assert!(v.get("ply").is_some());
        }
    }

    /// Arbitrary text is never a panic: requests, positions and moves are parsed or
    /// refused with an error.
    #[test]
    fn arbitrary_text_is_parsed_or_refused(s in "\\PC{0,80}") {
        let mut out = Vec::new();
        let code = sowing::replay::replay(&s, &mut out).unwrap();
        prop_assert!(code <= 2);
        let _ = s.parse::<sowing::Move>();
        let _ = s.parse::<DjenonAboure>();
        let _ = s.parse::<sowing::AnyGame>();
        let _ = serde_json::from_str::<DjenonAboure>(&s);
    }

    /// Mangled position text is refused or read, never a panic.
    #[test]
    fn mangled_positions_are_refused_not_panics(cut in 0usize..200, junk in "[0-9a-z:*, \\n]{0,12}") {
        let text = DjenonAboure::start().to_string();
        let cut = cut.min(text.len());
        let mangled = format!("{}{}{}", &text[..cut], junk, &text[cut..]);
        let _ = mangled.parse::<DjenonAboure>();
        let json = serde_json::to_string(&DjenonAboure::start()).unwrap();
        let cut = cut.min(json.len());
        let _ = serde_json::from_str::<DjenonAboure>(&format!("{}{}{}", &json[..cut], junk, &json[cut..]));
    }
}

/// Bao Kigogo: the invariants above in both directions, plus its own: each player's
/// seeds leave their rows only by capture, and the draw by repetition (through
/// [`sowing::Game`]) happens exactly when a position (holes and player to move) repeats.
mod bao_kigogo {
    use super::common::check_random_game;
    use proptest::prelude::*;
    use sowing::games::bao_kigogo::{lap_rule, side, BaoKigogoOptions, Direction};
    use sowing::playout::Rng;
    use sowing::sow::{sow, SowOptions};
    use sowing::{BaoKigogo, Game, MoveList, Outcome, Position, Ruleset};

    fn start(clockwise: bool) -> BaoKigogo {
        let direction = if clockwise {
            Direction::Clockwise
        } else {
            Direction::CounterClockwise
        };
        BaoKigogo::new(BaoKigogoOptions { direction }).unwrap()
    }

    /// Rule 6 (and rules 3–4, Decision on endless sowings): over exactly when the
    /// player to move has no seeds, or has holes of 2 or more whose sowings are all
    /// endless, or has only single seeds, each followed by an occupied hole.
    fn over(p: &BaoKigogo) -> bool {
        let b = p.board();
        let c = p.circuit();
        let mine: Vec<usize> = side(p.to_move()).filter(|&h| b.seeds(h) > 0).collect();
        let big: Vec<usize> = mine.iter().copied().filter(|&h| b.seeds(h) >= 2).collect();
        if !big.is_empty() {
            !big.iter().any(|&h| {
                let mut copy = *b;
                sow(&mut copy, c, h, SowOptions::default(), lap_rule).is_ok()
            })
        } else {
            !mine.iter().any(|&h| b.seeds(c.next(h)) == 0)
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn bao_kigogo_random_games_keep_every_invariant(seed in any::<u64>(), clockwise in any::<bool>()) {
            let positions = check_random_game(start(clockwise), seed, 400, &over);
            for w in positions.windows(2) {
                let (a, b) = (&w[0], &w[1]);
                let mover = a.to_move();
                let opp = mover.opponent();
                // The mover's sowing stays in the mover's rows.
                prop_assert_eq!(b.board().seeds_of(mover), a.board().seeds_of(mover));
                prop_assert_eq!(b.captured(opp), a.captured(opp));
                // The opponent's rows lose exactly what the mover captured, whole holes.
                let took = b.captured(mover) - a.captured(mover);
                prop_assert_eq!(a.board().seeds_of(opp) - b.board().seeds_of(opp), took);
                for h in side(opp) {
                    let (x, y) = (a.board().seeds(h), b.board().seeds(h));
                    prop_assert!(y == x || y == 0, "hole {} went from {} to {}", h, x, y);
                }
            }
        }

        #[test]
        fn bao_kigogo_games_draw_exactly_when_a_position_repeats(seed in any::<u64>(), clockwise in any::<bool>()) {
            let start = start(clockwise);
            let mut rng = Rng::new(seed);
            let mut game = Game::new(start).with_ply_limit(Some(1000));
            let mut seen = vec![start];
            let mut moves = MoveList::new();
            loop {
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).unwrap();
                let p = *game.position();
                let repeated = seen
                    .iter()
                    .any(|q| q.board().holes() == p.board().holes() && q.to_move() == p.to_move());
                match game.result() {
                    Some(Outcome::Draw) => prop_assert!(repeated && p.result().is_none()),
                    Some(win) => prop_assert_eq!(Some(win), p.result()),
                    None => prop_assert!(!repeated && p.result().is_none()),
                }
                seen.push(p);
            }
            prop_assert!(game.is_finished() || game.is_stopped());
        }
    }
}
