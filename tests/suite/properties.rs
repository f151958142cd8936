//! Property tests (proptest) over random games of every game: seeds conserved, legal
//! moves play, other moves are refused and change nothing, JSON and text round trips,
//! the end exactly when docs/RULES.md says, determinism.

use crate::common;

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
        let code = sowing::replay::replay(&req, &mut out).unwrap().exit_code();
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
        let code = sowing::replay::replay(&s, &mut out).unwrap().exit_code();
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

// ---------------------------------------------------------------------------------
// Hoyito III
// ---------------------------------------------------------------------------------

use sowing::games::hoyito_iii::HoyitoOptions;
use sowing::{HoyitoIii, Move, MoveError, MoveList, Player};

/// Hoyito III rule 4: over exactly when a capture has left 4 seeds, which are then
/// awarded, so the board is empty. (Every capture takes 4 from 48, so a game in
/// progress always has at least 8 seeds on the board.) Random games have no
/// repetition rule and could in principle go on for ever: the ply limit of
/// `check_random_game` stops them unfinished, and this predicate only speaks of the
/// position itself.
fn hoyito_over(p: &HoyitoIii) -> bool {
    p.board().total() == 0
}

/// Any valid options: round 1 to 6, any previous winner (rule 5).
fn hoyito_options() -> impl Strategy<Value = HoyitoOptions> {
    (
        1u32..=6,
        prop_oneof![
            Just(None),
            Just(Some(Player::South)),
            Just(Some(Player::North))
        ],
    )
        .prop_map(|(round, previous_winner)| HoyitoOptions::new(round, previous_winner).unwrap())
}

/// Hoyito III rules 1–5, checked on every move of a random game: captures come in
/// fours and give an extra turn; every other move hands the turn over; the legal
/// sowings are exactly the player's non-empty holes whose sowing is not endless, and
/// pass is legal exactly when there is none; the last four go where rule 5 says and
/// the result follows the captures.
fn check_hoyito_game(options: HoyitoOptions, seed: u64, max_plies: usize) {
    let mut rng = sowing::playout::Rng::new(seed);
    let mut pos = HoyitoIii::new(options).unwrap();
    let mut legal = MoveList::new();
    for _ in 0..max_plies {
        if pos.is_over() {
            break;
        }
        let mover = pos.to_move();
        assert!(pos.board().total() >= 8 && pos.board().total() % 4 == 0);
        for p in Player::BOTH {
            assert_eq!(pos.captured(p) % 4, 0);
        }
        // Rules 1 and 3 (and the endless-sowing Decision).
        pos.legal_moves(&mut legal);
        let mut sowable = Vec::new();
        for h in pos.board().holes_of(mover).iter() {
            if pos.board().seeds(h) == 0 {
                continue;
            }
            let mut copy = pos;
            match copy.play(Move::Sow(h as u8)) {
                Ok(_) => sowable.push(Move::Sow(h as u8)),
                Err(MoveError::EndlessSowing { hole }) => {
                    assert_eq!(hole, h);
                    assert_eq!(copy, pos);
                }
                Err(e) => panic!("non-empty own hole {h} refused: {e}\n{pos}"),
            }
        }
        if sowable.is_empty() {
            assert_eq!(legal.as_slice(), &[Move::Pass]);
        } else {
            assert_eq!(legal.as_slice(), sowable.as_slice());
        }
        let m = legal[rng.below(legal.len())];
        let before = pos;
        let report = pos.play(m).unwrap();
        let gained = |p: Player| pos.captured(p) - before.captured(p);
        match pos.result() {
            None => {
                // Rule 2: a capture of exactly the landing hole's 4, then an extra turn.
                if report.captured.seeds > 0 {
                    let landing = report.sowing.unwrap().landing;
                    assert_eq!(report.captured.seeds, 4);
                    assert_eq!(report.captured.holes.iter().collect::<Vec<_>>(), [landing]);
                    assert!(report.moves_again);
                    assert_eq!(pos.to_move(), mover);
                    assert_eq!((gained(mover), gained(mover.opponent())), (4, 0));
                } else {
                    assert!(!report.moves_again);
                    assert_eq!(pos.to_move(), mover.opponent());
                    assert_eq!((gained(mover), gained(mover.opponent())), (0, 0));
                }
            }
            Some(result) => {
                // Rules 4–5: the capture left 4; they go to the capturer, or from round
                // 3 on to the previous winner (the capturer after a drawn game).
                assert_eq!(report.captured.seeds, 4);
                assert_eq!(before.board().total(), 8);
                assert_eq!(pos.board().total(), 0);
                let to = if options.round >= 3 {
                    options.previous_winner.unwrap_or(mover)
                } else {
                    mover
                };
                let mut expected = [0u32; 2];
                expected[mover.index()] += 4;
                expected[to.index()] += 4;
                assert_eq!([gained(Player::South), gained(Player::North)], expected);
                assert_eq!(
                    result,
                    sowing::Outcome::by_seeds(
                        pos.captured(Player::South),
                        pos.captured(Player::North)
                    )
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn hoyito_iii_random_games_keep_every_invariant(
        seed in any::<u64>(),
        options in hoyito_options(),
    ) {
        check_random_game(HoyitoIii::new(options).unwrap(), seed, 600, &hoyito_over);
    }

    #[test]
    fn hoyito_iii_random_games_follow_rules_2_to_5(
        seed in any::<u64>(),
        options in hoyito_options(),
    ) {
        check_hoyito_game(options, seed, 2000);
    }
}

// ------------------------------------------------------------------------- Goré

use sowing::playout::Rng;
use sowing::Gore;

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

/// Bao Kigogo: the invariants above in both directions, plus its own: each player's
/// seeds leave their rows only by capture, and the draw by repetition (through
/// [`sowing::Game`]) happens exactly when a position (holes and player to move) repeats.
mod bao_kigogo {
    use super::common::{bao_lap_rule as lap_rule, check_random_game};
    use proptest::prelude::*;
    use sowing::games::bao_kigogo::{BaoKigogoOptions, Direction};
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
        let mine: Vec<usize> = b
            .holes_of(p.to_move())
            .iter()
            .filter(|&h| b.seeds(h) > 0)
            .collect();
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
                for h in b.board().holes_of(opp).iter() {
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
