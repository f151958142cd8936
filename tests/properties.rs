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

// ------------------------------------------------------------------------- Goré

use sowing::playout::Rng;
use sowing::{Gore, Move, MoveList, Player};

/// Goré rule 6: over exactly when every hole holds fewer than 3 seeds (after the end
/// sweep every hole shows 0).
fn gore_over(p: &Gore) -> bool {
    p.board().holes().iter().all(|&n| n < 3)
}

/// A policy biased toward trades: accepts whenever it can pay (3 times in 4), and in an
/// ordinary turn offers (1 time in 3) rather than sows.
fn gore_trading_move(legal: &MoveList, rng: &mut Rng) -> Move {
    if legal.contains(&Move::Accept) && rng.below(4) != 0 {
        return Move::Accept;
    }
    let offers: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Offer(_)))
        .collect();
    if !offers.is_empty() && rng.below(3) == 0 {
        return offers[rng.below(offers.len())];
    }
    let others: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| !matches!(m, Move::Offer(_) | Move::Accept))
        .collect();
    others[rng.below(others.len())]
}

/// Plays a trade-biased game, checking every position like `check_random_game` and the
/// trade invariants after every accept: each hole has one controller (8 in all), each
/// player keeps a hole, exactly the offered holes changed hands, the answerer paid 6
/// captured seeds per hole (never going below zero) and each received hole gained 6.
/// Returns how many trades were accepted.
fn gore_trading_game(seed: u64, max_plies: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut pos = Gore::start();
    let mut legal = MoveList::new();
    let mut trades = 0;
    common::check_position(&pos, &gore_over);
    for _ in 0..max_plies {
        if pos.is_over() {
            break;
        }
        pos.legal_moves(&mut legal);
        let m = gore_trading_move(&legal, &mut rng);
        let before = pos;
        pos.play(m).unwrap();
        common::check_position(&pos, &gore_over);
        for p in Player::BOTH {
            assert!(pos.captured(p) <= 48, "captured count wrapped: {pos}");
        }
        if m == Move::Accept {
            trades += 1;
            let offer = before.pending_offer().expect("an accept answers an offer");
            let me = before.to_move();
            let k = offer.holes.len() as u32;
            let (b0, b1) = (before.board(), pos.board());
            assert_eq!(
                b1.holes_of(Player::South).len() + b1.holes_of(Player::North).len(),
                8
            );
            assert_eq!(
                b1.holes_of(Player::South).0 & b1.holes_of(Player::North).0,
                0
            );
            assert!(!b1.holes_of(Player::South).is_empty());
            assert!(!b1.holes_of(Player::North).is_empty());
            assert_eq!(b1.holes_of(me).0, b0.holes_of(me).0 | offer.holes.set().0);
            assert!(before.captured(me) >= 6 * k);
            assert_eq!(pos.captured(me), before.captured(me) - 6 * k);
            for h in 0..8 {
                let gain = if offer.holes.set().contains(h) { 6 } else { 0 };
                assert_eq!(b1.seeds(h), b0.seeds(h) + gain);
            }
        }
    }
    trades
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn gore_random_games_keep_every_invariant(seed in any::<u64>()) {
        check_random_game(Gore::start(), seed, 300, &gore_over);
    }

    #[test]
    fn gore_trading_games_keep_every_invariant(seed in any::<u64>()) {
        gore_trading_game(seed, 300);
    }
}

/// The trade-biased policy really trades: without this the trade invariants above would
/// be checked on nothing.
#[test]
fn gore_trading_policy_makes_trades_happen() {
    let trades: usize = (0..20).map(|seed| gore_trading_game(seed, 300)).sum();
    assert!(trades >= 20, "only {trades} trades in 20 games");
}
