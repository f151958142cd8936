//! The `variants/` descriptions of Oware, Hoyito III, Bao Kigogo and Goré play move for move
//! like the hand-written games, in random games from the start and through the driver.
//! (`DjenonAboure` is played by its description; tests/suite/recorded.rs holds the games
//! its hand-written module played.)

use crate::common::{legal, variant};
use sowing::actions::move_of;
use sowing::described::Rules;
use sowing::games::hoyito_iii::Match;
use sowing::perft::perft;
use sowing::sow::LapVerdict;
use sowing::{
    BaoKigogo, BaoKigogoOptions, Direction, FromSetup, Game, Gore, HoyitoIii, HoyitoOptions, Move,
    Outcome, Oware, Player, Position, Rng, Ruleset,
};

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

#[test]
fn described_oware_plays_like_oware() {
    move_for_move(variant("oware"), Oware::start(), 1000);
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

#[test]
fn described_bao_kigogo_plays_like_bao_kigogo() {
    move_for_move(variant("bao-kigogo"), BaoKigogo::start(), 500);
    let clockwise = BaoKigogo::new(BaoKigogoOptions {
        direction: Direction::Clockwise,
    })
    .unwrap();
    move_for_move(variant("bao-kigogo-clockwise"), clockwise, 500);
}

/// Through the driver, which applies Bao Kigogo's draw by repetition (rule 6): the
/// same positions, moves and results. Random game `g` draws its moves from
/// `Rng::new(g)`. About 1 game in 2,000 is drawn, so the counter-clockwise games add
/// four seeds whose games are (11311 after 99 plies); the clockwise ones hold two (110
/// and 348).
#[test]
fn described_bao_kigogo_draws_by_repetition_like_bao_kigogo() {
    let clockwise = BaoKigogoOptions {
        direction: Direction::Clockwise,
    };
    let runs: [(&str, BaoKigogoOptions, Vec<u64>); 2] = [
        (
            "bao-kigogo",
            BaoKigogoOptions::default(),
            (0..200).chain([3945, 4965, 7229, 11311]).collect(),
        ),
        ("bao-kigogo-clockwise", clockwise, (0..400).collect()),
    ];
    for (name, options, seeds) in runs {
        let rules = variant(name);
        assert!(rules.start().repetition_ends_game());
        let mut draws = 0;
        for g in seeds {
            let mut rng = Rng::new(g);
            let mut hand = Game::new(BaoKigogo::new(options).unwrap());
            let mut desc = Game::new(rules.start());
            while !hand.is_finished() {
                let moves = legal(hand.position());
                assert_eq!(moves, legal(desc.position()), "{name} game {g}");
                let mv = moves[rng.below(moves.len())];
                hand.play(mv).unwrap();
                desc.play(mv).unwrap();
                assert!(same(hand.position(), desc.position()), "{name} game {g}");
            }
            assert_eq!(desc.result(), hand.result(), "{name} game {g}");
            draws += (hand.result() == Some(Outcome::Draw)) as u32;
        }
        assert!(draws >= 2, "{name}: {draws} games drawn by repetition");
    }
}

/// Random games of the hand-written Goré and of `variants/gore.json`, side by side: at
/// every ply the same setup (board, owners, captures, player to move, result with its
/// glory, the offer pending, answered, who declined), the same legal moves, the same
/// reports and move traces, and, every fifth ply, the same answer to every action of the game (each
/// refusal the same typed error, leaving both positions unchanged). Each move is drawn
/// among the legal moves (offers and answers included); in odd games a sowing is
/// preferred three times in four, so that games also reach their end. Counts what the
/// games went through, so that a run that never traded or never ended fails.
#[test]
fn described_gore_plays_like_gore() {
    let rules = variant("gore");
    let gore = sowing::GameKind::Gore;
    assert_eq!(rules.kind().num_actions(), gore.num_actions());
    let mut rng = Rng::new(0x60E);
    let (mut offers, mut accepts, mut declines, mut glory, mut ended) = (0, 0, 0, 0, 0);
    for g in 0..1000 {
        let (mut hand, mut desc) = (Gore::start(), rules.start());
        for ply in 0..200 {
            let mut expected = hand.to_setup();
            expected.game = rules.kind();
            assert_eq!(desc.to_setup(), expected, "game {g} ply {ply}");
            let moves = legal(&hand);
            assert_eq!(moves, legal(&desc), "game {g} ply {ply}");
            if ply % 5 == 0 {
                for action in 0..gore.num_actions() {
                    let mv: Move = move_of(gore, action).unwrap();
                    let (mut h, mut d) = (hand, desc);
                    let (a, b) = (h.play(mv), d.play(mv));
                    assert_eq!(a, b, "game {g} ply {ply}: {mv}");
                    if a.is_err() {
                        assert_eq!((h, d), (hand, desc), "game {g} ply {ply}: {mv}");
                    }
                }
            }
            if moves.is_empty() {
                ended += 1;
                if let Some(Outcome::Win {
                    without_glory: true,
                    ..
                }) = hand.result()
                {
                    glory += 1;
                }
                break;
            }
            let sowings: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.hole().is_some())
                .collect();
            let mv = if g % 2 == 1 && !sowings.is_empty() && rng.below(4) != 0 {
                sowings[rng.below(sowings.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            match mv {
                Move::Offer(_) => offers += 1,
                Move::Accept => accepts += 1,
                Move::Decline => declines += 1,
                _ => {}
            }
            // The same events too: laps, captures, offers, payments, declines, sweeps.
            let (mut hand_trace, mut desc_trace) = (Vec::new(), Vec::new());
            let report = hand.play_traced(mv, &mut hand_trace).unwrap();
            assert_eq!(
                desc.play_traced(mv, &mut desc_trace),
                Ok(report),
                "game {g} ply {ply}: {mv}"
            );
            assert_eq!(desc_trace, hand_trace, "game {g} ply {ply}: {mv}");
        }
    }
    assert!(
        offers > 1000 && accepts > 100 && declines > 1000 && glory > 10 && ended > 100,
        "offers {offers}, accepts {accepts}, declines {declines}, without glory {glory}, ended {ended}"
    );
}

/// Random playouts of the described Goré draw the moves the hand-written Goré's
/// `play_random` draws from the same generator (each the `k`-th legal move, `k` drawn
/// once): the same moves, reports and positions, to the end of every game.
#[test]
fn described_gore_playouts_draw_as_gore() {
    let rules = variant("gore");
    let mut plies = 0;
    for seed in 0..100 {
        let (mut hand, mut desc) = (Gore::start(), rules.start());
        let (mut rh, mut rd) = (Rng::new(seed), Rng::new(seed));
        loop {
            let played = hand.play_random(&mut rh);
            assert_eq!(desc.play_random(&mut rd), played, "seed {seed} ply {plies}");
            let mut expected = hand.to_setup();
            expected.game = rules.kind();
            assert_eq!(desc.to_setup(), expected, "seed {seed}");
            if played.is_none() {
                break;
            }
            plies += 1;
        }
    }
    assert!(plies > 5_000, "{plies} plies");
}
