//! The `variants/` descriptions of Oware, Djenon-aboure and Hoyito III play move for
//! move like the hand-written games, in random games from the start and through the
//! driver.

use crate::common::{legal, variant};
use sowing::described::Rules;
use sowing::perft::perft;
use sowing::{DjenonAboure, Game, HoyitoIii, Oware, Player, Position, Rng, Ruleset};

/// Whether two positions agree on everything a position shows.
fn same<P: Position, Q: Position>(a: &P, b: &Q) -> bool {
    a.board().holes() == b.board().holes()
        && Player::BOTH.iter().all(|&p| a.captured(p) == b.captured(p))
        && a.to_move() == b.to_move()
        && a.result() == b.result()
}

/// Random games of a hand-written game and of its description, side by side: the same
/// legal moves, reports and positions at every ply, and the same perft at depth 3 from
/// every 25th position.
fn move_for_move<P: Position>(rules: &'static Rules, start: P, games: u64) {
    let mut rng = Rng::new(0xD5);
    for g in 0..games {
        let (mut hand, mut desc) = (start, rules.start());
        for ply in 0..400 {
            assert!(
                same(&hand, &desc),
                "game {g} ply {ply}: {hand:?} vs {desc:?}"
            );
            assert_eq!(legal(&hand), legal(&desc), "game {g} ply {ply}");
            if ply % 25 == 0 {
                assert_eq!(perft(&hand, 3), perft(&desc, 3), "game {g} ply {ply}");
            }
            let Some((mv, report)) = hand.play_random(&mut rng) else {
                break;
            };
            assert_eq!(desc.play(mv), Ok(report), "game {g} ply {ply}: {mv}");
        }
    }
}

#[test]
fn described_oware_plays_like_oware() {
    move_for_move(variant("oware"), Oware::start(), 150);
}

#[test]
fn described_djenon_aboure_plays_like_djenon_aboure() {
    move_for_move(variant("djenon-aboure"), DjenonAboure::start(), 100);
}

#[test]
fn described_hoyito_iii_plays_like_hoyito_iii() {
    move_for_move(variant("hoyito-iii"), HoyitoIii::start(), 100);
}

/// Through the driver, which applies Oware's repetition rule (rule 7) from the
/// game's history: the same ends, repetitions included.
#[test]
fn described_oware_ends_by_repetition_like_oware() {
    let rules = variant("oware");
    let mut rng = Rng::new(7);
    for g in 0..60 {
        let mut hand = Game::new(Oware::start());
        let mut desc = Game::new(rules.start());
        while !hand.position().is_over() {
            let moves = legal(hand.position());
            let mv = moves[rng.below(moves.len())];
            hand.play(mv).unwrap();
            desc.play(mv).unwrap();
            assert!(same(hand.position(), desc.position()), "game {g}");
        }
        assert!(desc.position().is_over());
    }
}
