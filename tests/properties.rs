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
