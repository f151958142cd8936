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
