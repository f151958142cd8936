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

/// Oware (src/games/oware.rs) rules 6 and 8, worked out independently of the engine:
/// over when a player has more than 24, or both have 24, or the player to move has no
/// legal move — no seeds at all, or an empty opposing row and no house holding more
/// seeds than there are houses left in its row in sowing order (South's hole 6 + c
/// has 5 - c after it, North's hole c has c). Rule 7 needs a `Game`, see below.
fn oware_over(p: &sowing::Oware) -> bool {
    use sowing::Player;
    let (s, n) = (p.captured(Player::South), p.captured(Player::North));
    if s > 24 || n > 24 || (s == 24 && n == 24) {
        return true;
    }
    let b = p.board();
    let (own, theirs): (Vec<usize>, Vec<usize>) = match p.to_move() {
        Player::South => ((6..12).collect(), (0..6).collect()),
        Player::North => ((0..6).collect(), (6..12).collect()),
    };
    let starving = theirs.iter().all(|&h| b.seeds(h) == 0);
    let left_in_row = |h: usize| if h >= 6 { 11 - h } else { h };
    !own.iter()
        .any(|&h| b.seeds(h) > 0 && (!starving || b.seeds(h) as usize > left_in_row(h)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn oware_random_games_keep_every_invariant(seed in any::<u64>()) {
        check_random_game(sowing::Oware::start(), seed, 400, &oware_over);
    }

    /// Through a `Game` (which applies rule 7), every Oware game ends — positions
    /// cannot repeat between captures, and there are finitely many — with every seed
    /// collected and the result following the captures.
    #[test]
    fn oware_games_always_end_with_the_board_collected(seed in any::<u64>()) {
        use sowing::{Game, MoveList, Outcome, Player};
        let mut rng = sowing::playout::Rng::new(seed);
        let mut game = Game::new(sowing::Oware::start());
        let mut moves = MoveList::new();
        while !game.is_finished() {
            prop_assert!(game.ply() < 5000, "no end after 5000 moves");
            game.legal_moves(&mut moves);
            prop_assert!(!moves.is_empty());
            game.play(moves[rng.below(moves.len())]).unwrap();
        }
        let end = game.position();
        prop_assert_eq!(end.board().total(), 0);
        let (s, n) = (end.captured(Player::South), end.captured(Player::North));
        prop_assert_eq!(s + n, 48);
        prop_assert_eq!(game.result(), Some(Outcome::by_seeds(s, n)));
    }
}
