//! The action numbering (`sowing::actions`) on random positions of every game: every
//! legal move has a number below the game's number of actions and comes back from it,
//! and the masks, bit sets and lists of legal actions hold exactly the legal moves.

use proptest::prelude::*;
use sowing::actions::{action_of, legal_actions, legal_mask, move_of};
use sowing::{AnyGame, FromSetup, Game, GameKind, MoveList, Position, Rng};

/// Checks the actions of `game`'s current position against its legal moves.
fn check_actions(game: &Game<AnyGame>) {
    let pos = game.position();
    let kind = pos.kind();
    let n = kind.num_actions();
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);

    let mut numbered: Vec<usize> = moves
        .iter()
        .map(|&mv| {
            let a = action_of(kind, mv).unwrap_or_else(|| panic!("{kind}: {mv} has no number"));
            assert!(a < n, "{kind}: {mv} is action {a}, not below {n}");
            assert_eq!(move_of(kind, a), Some(mv), "{kind}: action {a}");
            a
        })
        .collect();
    numbered.sort_unstable();
    let mut listed = Vec::new();
    legal_actions(pos, &mut listed);
    assert_eq!(listed, numbered);
    assert!(
        listed.windows(2).all(|w| w[0] < w[1]),
        "distinct moves, distinct numbers"
    );

    let mut mask = vec![false; n];
    assert_eq!(legal_mask(pos, &mut mask), Ok(moves.len()));
    let mut floats = vec![0.5f32; n + 7];
    assert_eq!(legal_mask(pos, &mut floats), Ok(moves.len()));
    for a in 0..n {
        assert_eq!(
            mask[a],
            listed.binary_search(&a).is_ok(),
            "{kind}: action {a}"
        );
        assert_eq!(floats[a], f32::from(u8::from(mask[a])));
        if !mask[a] {
            let mv = move_of(kind, a).unwrap();
            assert!(
                !pos.is_legal(mv),
                "{kind}: {mv} is legal but not in the mask"
            );
        }
    }
    assert!(floats[n..].iter().all(|&f| f == 0.0));

    // The same set as bits (each game's own, through AnyGame): Oware's from its mask
    // of legal houses, the others' from their move lists.
    let bits = (0..n).filter(|&a| mask[a]).fold(0u128, |b, a| b | 1 << a);
    assert_eq!(pos.legal_action_bits(&mut MoveList::new()), bits, "{kind}");

    // The driver's mask: the position's, or nothing once finished or stopped.
    let mut driver = vec![true; n];
    let set = game.legal_mask(&mut driver).unwrap();
    if game.is_finished() || game.is_stopped() {
        assert_eq!(set, 0);
        assert!(driver.iter().all(|&m| !m));
    } else {
        assert_eq!(driver, mask);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn legal_moves_of_random_positions_round_trip_through_their_actions(
        game in 0..GameKind::ALL.len(),
        seed in any::<u64>(),
        plies in 0usize..250,
    ) {
        let mut g = Game::new(AnyGame::start(GameKind::ALL[game])).with_ply_limit(Some(plies));
        let mut rng = Rng::new(seed);
        let mut moves = MoveList::new();
        loop {
            check_actions(&g);
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
}

#[test]
fn gore_negotiation_numbers_its_answers_and_offers() {
    use sowing::{Gore, Move, OfferHoles, Ruleset};
    let mut pos = Gore::start();
    pos.play(Move::Offer(OfferHoles::new(&[4, 7]).unwrap()))
        .unwrap();
    let mut actions = Vec::new();
    legal_actions(&pos, &mut actions);
    assert_eq!(actions, [10]); // North cannot pay: decline only
    let offer = action_of(
        GameKind::Gore,
        Move::Offer(OfferHoles::new(&[4, 7]).unwrap()),
    );
    assert_eq!(offer, Some(8 + 3 + 8 + 7 + 6 + 5 + 4 + 2)); // {4,7}: the pairs from 0, 1, 2, 3, then {4,5}, {4,6}
}
