//! A proptest over random valid descriptions (`random_descriptions.rs`): seeds are
//! conserved, refused moves change nothing, the legal moves are exactly the moves
//! `play` accepts, every sowing ends or is refused as endless, and descriptions survive
//! a serde round trip. (Its saved failures are in
//! tests/proptest-regressions/described/random.txt.)

use super::random_descriptions::descriptions;
use crate::common::legal;
use proptest::prelude::*;
use sowing::described::{Described, Description, DescriptionError, Rules};
use sowing::{Direction, Move, MoveError, OfferHoles, Player, Position, Rng};

/// Every move a test tries: every hole and two past the board, each in both chosen
/// directions too, pass, the answers; in a game with trades, every offer of one to
/// three of those holes.
fn probes(len: usize, trades: bool) -> Vec<Move> {
    let mut v: Vec<Move> = (0..len + 2).map(|h| Move::Sow(h as u8)).collect();
    for d in [Direction::Clockwise, Direction::CounterClockwise] {
        v.extend((0..len + 2).map(|h| Move::SowDir(h as u8, d)));
    }
    v.extend([Move::Pass, Move::Accept, Move::Decline]);
    if trades {
        let holes = len + 2;
        for a in 0..holes {
            v.push(Move::Offer(OfferHoles::new(&[a]).unwrap()));
            for b in a + 1..holes {
                v.push(Move::Offer(OfferHoles::new(&[a, b]).unwrap()));
                for c in b + 1..holes {
                    v.push(Move::Offer(OfferHoles::new(&[a, b, c]).unwrap()));
                }
            }
        }
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_descriptions_keep_the_rules_invariants(json in descriptions(), seed in any::<u64>()) {
        keeps_the_rules_invariants(json, seed)?;
    }

    /// The descriptions drawn with hole trades (about one in ten of them), so that
    /// every run plays some: offers and answers among the moves.
    #[test]
    fn random_descriptions_with_trades_keep_the_rules_invariants(
        json in descriptions().prop_filter("hole trades", |d| d.get("trades").is_some()),
        seed in any::<u64>(),
    ) {
        keeps_the_rules_invariants(json, seed)?;
    }
}

/// The invariants of one random description `json`, played at random from `seed`.
fn keeps_the_rules_invariants(json: serde_json::Value, seed: u64) -> Result<(), TestCaseError> {
    let d: Description = serde_json::from_value(json).unwrap();
    // Serde round trip, and the same rules again.
    let again = Description::from_json(&d.to_json()).unwrap();
    prop_assert_eq!(&again, &d);
    let rules = match Rules::compile(&d) {
        Ok(r) => r,
        Err(DescriptionError::Contradiction(why)) if why.contains("over at the start") => {
            return Ok(());
        }
        Err(e) => panic!("{e}: {}", d.to_json()),
    };
    prop_assert!(std::ptr::eq(rules, Rules::compile(&again).unwrap()));
    let mut rng = Rng::new(seed);
    let mut pos = rules.start();
    let len = pos.board().len();
    for _ in 0..120 {
        // Blocked holes (rounds) hold no seeds.
        let blocked = pos.blocked();
        prop_assert!((0..len).all(|h| blocked >> h & 1 == 0 || pos.board().seeds(h) == 0));
        prop_assert!(d.rounds.is_some_and(|r| r.blocks) || blocked == 0);
        // Children: only with the rules' children; never a legal move; through
        // the formats unchanged.
        let kids = pos.children();
        prop_assert!(d.children.is_some() || kids == 0);
        prop_assert!(legal(&pos)
            .iter()
            .all(|m| !matches!(m, Move::Sow(h) if kids >> h & 1 == 1)));
        if let Ok(back) =
            <Described as sowing::FromSetup>::from_setup(&sowing::FromSetup::to_setup(&pos))
        {
            prop_assert_eq!(back.children(), kids);
            prop_assert_eq!(back.board(), pos.board());
            // Trades: the negotiation too.
            prop_assert_eq!(back.pending_offer(), pos.pending_offer());
            prop_assert_eq!(back.answered(), pos.answered());
            for p in Player::BOTH {
                prop_assert_eq!(back.has_declined(p), pos.has_declined(p));
            }
        }
        // Without trades, no negotiation; with them, every player holds a hole.
        prop_assert!(d.trades.is_some() || (pos.pending_offer().is_none() && !pos.answered()));
        if d.trades.is_some() {
            prop_assert!(Player::BOTH
                .iter()
                .all(|&p| !pos.board().holes_of(p).is_empty()));
        }
        // Seeds are conserved.
        let on_board = pos.board().total();
        prop_assert_eq!(
            on_board + pos.captured(Player::South) + pos.captured(Player::North),
            rules.total_seeds()
        );
        // The legal moves are exactly what play accepts; refusals change nothing;
        // a sowing of a hole that may be lifted ends or is refused as endless.
        let moves = legal(&pos);
        let mut accepted = Vec::new();
        for mv in probes(len, d.trades.is_some()) {
            let mut copy = pos;
            match copy.play(mv) {
                Ok(_) => accepted.push(mv),
                Err(e) => {
                    prop_assert_eq!(copy, pos, "{} refused ({}) changed the position", mv, e);
                    if let (Some(h), false) = (mv.hole(), pos.is_over()) {
                        let h = h as usize;
                        let lifted = h < len
                            && pos.board().owner(h) == pos.to_move()
                            && pos.board().seeds(h) as u32 >= d.sowing.min_seeds;
                        if lifted {
                            prop_assert!(
                                matches!(
                                    e,
                                    MoveError::EndlessSowing { .. }
                                        | MoveError::MustFeed { .. }
                                        | MoveError::GrandSlamForbidden { .. }
                                        | MoveError::SingleSeedIntoOccupied { .. }
                                        | MoveError::SingletonWhileBigHole { .. }
                                        | MoveError::SingletonBlocked { .. }
                                        | MoveError::SingleSeedBack { .. }
                                        | MoveError::DirectionTaken { .. }
                                        | MoveError::ShortLapEndsOccupied { .. }
                                        | MoveError::ChildHole { .. }
                                        | MoveError::DirectionNeeded { .. }
                                        | MoveError::DirectionFixed { .. }
                                        | MoveError::FirstTurnDirection { .. }
                                        | MoveError::OpeningHole { .. }
                                        | MoveError::AnswerFirst { .. }
                                ),
                                "{}: {}",
                                mv,
                                e
                            );
                        }
                        // A move names a direction exactly where the player chooses.
                        let chooses = h < len && rules.kind().chosen_directions().contains(h);
                        if matches!(e, MoveError::DirectionNeeded { .. }) {
                            prop_assert!(chooses && matches!(mv, Move::Sow(_)));
                        }
                        if matches!(e, MoveError::DirectionFixed { .. }) {
                            prop_assert!(!chooses && matches!(mv, Move::SowDir(..)));
                        }
                        // The other direction, once the first move fixed them.
                        if matches!(e, MoveError::DirectionTaken { .. }) {
                            prop_assert!(chooses && pos.directions_fixed());
                        }
                    }
                }
            }
        }
        accepted.sort();
        let mut sorted = moves.clone();
        sorted.sort();
        prop_assert_eq!(&sorted, &accepted);
        prop_assert_eq!(moves.is_empty(), pos.is_over());
        match pos.play_random(&mut rng) {
            None => break,
            // A round's end: the match goes on, in the rules' other rounds only.
            Some((_, report)) if report.round_ended.is_some() => {
                prop_assert!(d.rounds.is_some());
                prop_assert!(!pos.is_over());
            }
            Some(_) => {}
        }
    }
    Ok(())
}
