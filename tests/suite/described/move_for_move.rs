//! The `variants/` description of Hoyito III plays move for move like the
//! hand-written game, in random games from the start and in matches.
//! (`Oware`, `DjenonAboure`, `Gore` and `BaoKigogo` are played by their descriptions;
//! Oware is checked against OpenSpiel's own test cases, tests/suite/oware.rs;
//! tests/suite/recorded.rs holds the games their hand-written modules played.)

use crate::common::{legal, variant};
use sowing::described::Rules;
use sowing::games::hoyito_iii::Match;
use sowing::perft::perft;
use sowing::sow::LapVerdict;
use sowing::{HoyitoIii, HoyitoOptions, Player, Position, Rng, Ruleset};

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
            assert_eq!(
                desc.play(mv),
                Ok(ended_by_capture(report)),
                "game {g} ply {ply}: {mv}"
            );
        }
    }
}

/// A hand-written game's report as a description reports it: Bao Kigogo's game
/// captures after a sowing that ended (its lap rule never says `Capture`), where a
/// description's capture ends the sowing; the same holes and seeds are taken.
fn ended_by_capture(mut report: sowing::MoveReport) -> sowing::MoveReport {
    if let Some(s) = report.sowing.as_mut() {
        if s.ended == LapVerdict::End && report.captured.seeds > 0 {
            s.ended = LapVerdict::Capture;
        }
    }
    report
}

/// Every rule 5 of the last four: the description its options name
/// (`HoyitoOptions::variant`) plays like the hand-written game under those options,
/// the last four's receiver included (the final captures are compared).
#[test]
fn described_hoyito_iii_plays_like_hoyito_iii_under_every_rule_of_the_last_four() {
    let rounds = [
        (1, None),
        (2, Some(Player::North)),
        (3, Some(Player::South)),
        (3, Some(Player::North)),
        (4, None),
    ];
    for (round, previous_winner) in rounds {
        let options = HoyitoOptions::new(round, previous_winner).unwrap();
        move_for_move(
            variant(options.variant()),
            HoyitoIii::new(options).unwrap(),
            1000,
        );
    }
}

/// A match of Hoyito III: each round played by the hand-written `Match` and, side by
/// side, by the description the round's options name, until a round is drawn or the
/// fourth is over; the same positions at every ply and the same recorded results.
#[test]
fn described_hoyito_iii_plays_a_match_like_the_match() {
    let mut rng = Rng::new(0x4F);
    let mut matches_with_a_round_after_a_win = 0;
    for _ in 0..40 {
        let mut m = Match::new();
        for _ in 0..4 {
            let options = m.next_options().unwrap();
            let rules = variant(options.variant());
            let mut desc = rules.start();
            let mut hand = m.next_start().unwrap();
            let mut plies = 0;
            while plies < 2_000 && !hand.is_over() {
                assert!(same(&hand, &desc), "round {}, ply {plies}", options.round);
                let (mv, _) = hand.play_random(&mut rng).unwrap();
                desc.play(mv).unwrap();
                plies += 1;
            }
            assert!(same(&hand, &desc), "round {}, the end", options.round);
            let round = m.record(&hand, plies).unwrap();
            if round.options.last_four_seat().is_some() {
                matches_with_a_round_after_a_win += 1;
            }
            if round.outcome.is_none() {
                break;
            }
        }
    }
    assert!(
        matches_with_a_round_after_a_win > 10,
        "{matches_with_a_round_after_a_win}"
    );
}
