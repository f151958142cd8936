//! The API 1.0 promises: setups validated with typed errors, stable keys, move lists
//! that never drop a move, move traces that say exactly what a move did, and the
//! driver's undo and record replay.

use crate::common;

use sowing::games::bao_kigogo::Direction;
use sowing::playout::Rng;
use sowing::trace::Event;
use sowing::{
    AnyGame, BaoKigogo, Board, CapacityError, DjenonAboure, FromSetup, Game, GameKind, GameOptions,
    Gore, HoyitoIii, HoyitoOptions, Move, MoveError, MoveList, OfferHoles, Outcome, Oware,
    PendingOffer, PlayError, Player, Position, Ruleset, Setup, SetupError, MOVE_LIST_CAPACITY,
};
use std::collections::HashMap;

const S: Player = Player::South;
const N: Player = Player::North;

fn legal<P: Position>(p: &P) -> MoveList {
    let mut l = MoveList::new();
    p.legal_moves(&mut l);
    l
}

/// A random game of `start`'s game through a `Game` (so the repetition rules apply),
/// at most `max` plies: the positions, the moves and the game.
fn random_game<P: Position>(start: P, seed: u64, max: usize) -> (Vec<P>, Vec<Move>, Game<P>) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(start).with_ply_limit(Some(max));
    let mut positions = vec![start];
    let mut moves = MoveList::new();
    loop {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
        positions.push(*game.position());
    }
    let played = game.moves().to_vec();
    (positions, played, game)
}

fn starts() -> Vec<AnyGame> {
    let mut v: Vec<AnyGame> = GameKind::ALL.into_iter().map(AnyGame::start).collect();
    v.push(
        AnyGame::new(
            GameKind::BaoKigogo,
            GameOptions::BaoKigogo(sowing::BaoKigogoOptions {
                direction: Direction::Clockwise,
            }),
        )
        .unwrap(),
    );
    v.push(AnyGame::from(
        HoyitoIii::new(HoyitoOptions::new(3, Some(N)).unwrap()).unwrap(),
    ));
    // Described games with rounds (their round ends are traced) and with children.
    for name in ["dakon-match", "congkak-match", "layli-goobalay"] {
        v.push(AnyGame::from(
            sowing::described::library().get(name).unwrap().start(),
        ));
    }
    v
}

// ------------------------------------------------------------------------- setups

#[test]
fn every_position_of_random_games_round_trips_through_its_setup() {
    for start in starts() {
        for seed in 0..20 {
            let (positions, _, _) = random_game(start, seed, 400);
            for p in positions {
                let s = p.to_setup();
                assert_eq!(s.game, p.kind());
                assert_eq!(AnyGame::from_setup(&s), Ok(p), "{s:?}");
            }
        }
    }
}

#[test]
fn default_is_the_start_of_every_game() {
    assert_eq!(Gore::default(), Gore::start());
    assert_eq!(HoyitoIii::default(), HoyitoIii::start());
    assert_eq!(DjenonAboure::default(), DjenonAboure::start());
    assert_eq!(BaoKigogo::default(), BaoKigogo::start());
    assert_eq!(Oware::default(), Oware::start());
    assert_eq!(HoyitoIii::start().options(), HoyitoOptions::SINGLE);
}

#[test]
fn setup_wrong_game_size_and_options_are_refused() {
    let s = DjenonAboure::start().to_setup();
    assert_eq!(
        Oware::from_setup(&s),
        Err(SetupError::WrongGame {
            expected: GameKind::Oware,
            found: GameKind::DjenonAboure
        })
    );
    let mut small = s;
    small.board = Board::two_rows(5, 4);
    small.captured = [4, 4];
    assert!(matches!(
        DjenonAboure::from_setup(&small),
        Err(SetupError::WrongSize {
            rows: 2,
            cols: 6,
            found_cols: 5,
            ..
        })
    ));
    let mut opts = s;
    opts.options = GameOptions::HoyitoIii(HoyitoOptions::SINGLE);
    assert_eq!(
        DjenonAboure::from_setup(&opts),
        Err(SetupError::WrongOptions {
            game: GameKind::DjenonAboure
        })
    );
    let mut round0 = HoyitoIii::start().to_setup();
    round0.options = GameOptions::HoyitoIii(HoyitoOptions {
        round: 0,
        previous_winner: None,
    });
    assert_eq!(HoyitoIii::from_setup(&round0), Err(SetupError::RoundZero));
    assert_eq!(
        AnyGame::new(
            GameKind::Gore,
            GameOptions::HoyitoIii(HoyitoOptions::SINGLE)
        ),
        Err(SetupError::WrongOptions {
            game: GameKind::Gore
        })
    );
}

#[test]
fn setup_seed_totals_owners_and_negotiation_fields_are_checked() {
    let mut s = Oware::start().to_setup();
    s.captured = [1, 0];
    assert_eq!(
        Oware::from_setup(&s),
        Err(SetupError::SeedTotal {
            found: 49,
            expected: 48
        })
    );
    let mut s = HoyitoIii::start().to_setup();
    s.board.set_owner(7, N);
    assert_eq!(
        HoyitoIii::from_setup(&s),
        Err(SetupError::ImpossibleOwner {
            game: GameKind::HoyitoIii,
            hole: 7,
            owner: N
        })
    );
    let mut s = DjenonAboure::start().to_setup();
    s.declined = [true, false];
    assert_eq!(
        DjenonAboure::from_setup(&s),
        Err(SetupError::NoOffersInThisGame {
            game: GameKind::DjenonAboure
        })
    );
    // Goré: every hole South's leaves North none.
    let mut s = Gore::start().to_setup();
    for h in 0..4 {
        s.board.set_owner(h, S);
    }
    assert_eq!(
        Gore::from_setup(&s),
        Err(SetupError::NoHoleLeft { player: N })
    );
    // Goré: an offer by the player to move cannot be pending.
    let mut s = Gore::start().to_setup();
    s.pending_offer = Some(PendingOffer {
        by: S,
        holes: OfferHoles::new(&[4]).unwrap(),
    });
    assert!(matches!(
        Gore::from_setup(&s),
        Err(SetupError::BadPendingOffer { .. })
    ));
    // … but by the other player, of a hole they control, it can.
    s.to_move = N;
    let p = Gore::from_setup(&s).unwrap();
    assert_eq!(legal(&p).as_slice(), &[Move::Decline]);
    s.answered = true;
    assert!(matches!(
        Gore::from_setup(&s),
        Err(SetupError::BadPendingOffer { .. })
    ));
}

#[test]
fn setup_captures_sides_and_results_must_follow_the_rules() {
    // Hoyito III: captures come in fours.
    let mut s = HoyitoIii::start().to_setup();
    s.board.set_seeds(6, 1);
    s.captured = [3, 0];
    assert_eq!(
        HoyitoIii::from_setup(&s),
        Err(SetupError::CapturesNotInFours {
            player: S,
            captured: 3
        })
    );
    // Bao Kigogo: a seed moved from North's rows to South's.
    let mut s = BaoKigogo::start().to_setup();
    s.board.set_seeds(0, 1);
    s.board.set_seeds(24, 1);
    assert_eq!(
        BaoKigogo::from_setup(&s),
        Err(SetupError::SideTotal {
            player: N,
            opponent: S,
            found: 45
        })
    );
    // Djenon-aboure: a board of 0s and 1s is a finished game, which needs its result.
    let mut s = DjenonAboure::start().to_setup();
    for h in 0..12 {
        s.board.set_seeds(h, 1);
    }
    s.captured = [18, 18];
    assert!(matches!(
        DjenonAboure::from_setup(&s),
        Err(SetupError::ResultMissing { .. })
    ));
    // A result on a game in progress contradicts the board.
    let mut s = Oware::start().to_setup();
    s.result = Some(Outcome::Draw);
    assert!(matches!(
        Oware::from_setup(&s),
        Err(SetupError::ResultContradicts {
            declared: Outcome::Draw,
            ..
        })
    ));
    // Every error is a sentence a player can read.
    let e = SetupError::SeedTotal {
        found: 49,
        expected: 48,
    };
    assert_eq!(
        e.to_string(),
        "seeds on the board plus captured make 49, not 48"
    );
}

#[test]
fn json_reads_through_the_setup_and_reports_its_error() {
    let mut v = serde_json::to_value(Oware::start()).unwrap();
    v["captured"]["south"] = 1.into();
    let err = serde_json::from_value::<Oware>(v).unwrap_err().to_string();
    assert!(err.contains("make 49, not 48"), "{err}");
    let text = Oware::start().to_string().replace("south 0", "south 1");
    assert_eq!(
        text.parse::<Oware>(),
        Err(sowing::FormatError::Setup(SetupError::SeedTotal {
            found: 49,
            expected: 48
        }))
    );
}

// ------------------------------------------------------------------------- keys

#[test]
fn keys_are_pinned_for_ever() {
    // Computed once by this version of the crate and fixed: a change here breaks
    // every key users have stored.
    let mut oware = Oware::start();
    oware.play(Move::Sow(11)).unwrap();
    let pinned: [(AnyGame, u64); 6] = [
        (AnyGame::start(GameKind::Gore), 0x8312_10fc_1af8_8942),
        (AnyGame::start(GameKind::HoyitoIii), 0x6225_4cba_ce4e_7010),
        (
            AnyGame::start(GameKind::DjenonAboure),
            0xe49b_888b_cbe7_c12a,
        ),
        (AnyGame::start(GameKind::BaoKigogo), 0x1f10_7322_d581_e486),
        (AnyGame::start(GameKind::Oware), 0xfd73_7284_e7c1_7640),
        (AnyGame::from(oware), 0x9baa_c378_6da0_6876),
    ];
    for (p, key) in pinned {
        assert_eq!(p.key(), key, "{:?} key {:#018x}", p.kind(), p.key());
    }
}

#[test]
fn keys_tell_apart_options_players_and_games() {
    let ccw = BaoKigogo::start();
    let cw = BaoKigogo::new(sowing::BaoKigogoOptions {
        direction: Direction::Clockwise,
    })
    .unwrap();
    assert_ne!(ccw.key(), cw.key());
    let r1 = HoyitoIii::start();
    let r3 = HoyitoIii::new(HoyitoOptions::new(3, Some(N)).unwrap()).unwrap();
    assert_ne!(r1.key(), r3.key());
    // Same board, same player, other game.
    assert_ne!(Oware::start().key(), DjenonAboure::start().key());
    // Same board, other player to move.
    let mut s = Oware::start().to_setup();
    s.to_move = N;
    assert_ne!(Oware::from_setup(&s).unwrap().key(), Oware::start().key());
    // Goré: the negotiation is part of the key.
    let mut g = Gore::start();
    let k0 = g.key();
    g.play(Move::Offer(OfferHoles::new(&[4]).unwrap())).unwrap();
    let k1 = g.key();
    g.play(Move::Decline).unwrap();
    assert!(k0 != k1 && k1 != g.key() && k0 != g.key());
    // AnyGame has the key of the position it holds.
    assert_eq!(AnyGame::from(r3).key(), r3.key());
}

#[test]
fn a_million_distinct_positions_from_random_games_have_distinct_keys() {
    let mut seen: HashMap<u64, AnyGame> = HashMap::with_capacity(1 << 21);
    let starts = starts();
    let mut seed = 0;
    while seen.len() < 1_000_000 {
        let start = starts[seed as usize % starts.len()];
        let (positions, _, _) = random_game(start, seed, 300);
        for p in positions {
            if let Some(other) = seen.insert(p.key(), p) {
                assert_eq!(other, p, "two positions share key {:#x}", p.key());
            }
        }
        seed += 1;
    }
    // Equal positions have equal keys (the map above relies on it): replaying a game
    // gives the same keys.
    let (a, _, _) = random_game(starts[0], 1, 100);
    let (b, _, _) = random_game(starts[0], 1, 100);
    assert!(a.iter().zip(&b).all(|(x, y)| x.key() == y.key()));
}

// ------------------------------------------------------------------------- move lists

#[test]
fn move_lists_never_drop_a_move() {
    let mut l = MoveList::new();
    for i in 0..MOVE_LIST_CAPACITY {
        l.try_push(Move::Sow((i % 48) as u8)).unwrap();
    }
    assert_eq!(l.try_push(Move::Pass), Err(CapacityError));
    assert_eq!(l.len(), MOVE_LIST_CAPACITY);
    assert!(std::panic::catch_unwind(move || {
        let mut l = l;
        l.push(Move::Pass)
    })
    .is_err());
}

#[test]
fn move_lists_sort_and_iterate_by_value() {
    let mut l = legal(&Oware::start());
    l.sort_by(|a, b| b.cmp(a));
    assert_eq!(l[0], Move::Sow(11));
    l.retain(|m| *m != Move::Sow(11));
    assert_eq!(l.len(), 5);
    for m in &mut l {
        *m = Move::Sow(m.to_string().parse::<u8>().unwrap() - 6);
    }
    assert_eq!(l[0], Move::Sow(4));
    l.fill(Move::Pass);
    let all: Vec<Move> = l.into_iter().collect();
    assert_eq!(all, vec![Move::Pass; 5]);
}

/// Each game's `MAX_LEGAL_MOVES` bounds its legal moves in random games, and the
/// capacity is above every game's bound (also a compile-time assertion).
#[test]
fn no_game_has_more_legal_moves_than_its_bound() {
    fn check<R: Ruleset>(start: R) -> usize {
        let mut most = 0;
        for seed in 0..200 {
            let (positions, _, _) = random_game(start, seed, 300);
            for p in positions {
                let n = legal(&p).len();
                assert!(n <= R::MAX_LEGAL_MOVES, "{n} moves in {p:?}");
                most = most.max(n);
            }
        }
        assert!(R::MAX_LEGAL_MOVES <= MOVE_LIST_CAPACITY);
        most
    }
    assert!(check(Gore::start()) >= 18);
    assert_eq!(check(HoyitoIii::start()), 6);
    assert_eq!(check(DjenonAboure::start()), 6);
    assert!(check(BaoKigogo::start()) <= 24);
    assert_eq!(check(Oware::start()), 6);
    // Goré's bound of 70 is reached: seven holes, all sowable.
    use Player::{North as Nn, South as Ss};
    let p = Gore::from_parts(
        [6, 6, 6, 6, 6, 6, 6, 6],
        [Nn, Ss, Ss, Ss, Ss, Ss, Ss, Ss],
        [0, 0],
        Ss,
    )
    .unwrap();
    assert_eq!(legal(&p).len(), Gore::MAX_LEGAL_MOVES);
    assert_eq!(Gore::MAX_LEGAL_MOVES, 70);
}

// ------------------------------------------------------------------------- traces

/// Replays a trace on the position before the move, by the meaning docs/FORMAT.md
/// gives each event, and checks it lands on the position after the move.
fn check_trace<P: Position>(before: &P, after: &P, mv: Move, trace: &[Event], moves_again: bool) {
    let mover = before.to_move();
    let mut board = *before.board();
    let mut captured = [before.captured(S), before.captured(N)];
    let mut hand = 0u32;
    let mut lap = 0;
    let mut ended = None;
    for (k, e) in trace.iter().enumerate() {
        assert!(ended.is_none(), "an event after the end: {trace:?}");
        match *e {
            Event::Lift {
                hole,
                seeds,
                lap: l,
            } => {
                assert_eq!(hand, 0, "a lift before the last lap's seeds were dropped");
                assert_eq!(l, lap + 1, "laps count from 1");
                lap = l;
                assert_eq!(board.seeds(hole as usize), seeds, "lift of {hole}");
                board.set_seeds(hole as usize, 0);
                hand = seeds as u32;
            }
            Event::Drop { hole } => {
                assert!(hand > 0, "a drop with no seed in hand");
                hand -= 1;
                let h = hole as usize;
                if h < board.len() {
                    board.set_seeds(h, board.seeds(h) + 1);
                } else {
                    // A described game's store (slot `len` South's, `len + 1` North's):
                    // what it holds counts as captured.
                    captured[h - board.len()] += 1;
                }
            }
            Event::Capture { hole, seeds } => {
                assert_eq!(board.seeds(hole as usize), seeds, "capture of {hole}");
                board.set_seeds(hole as usize, 0);
                captured[mover.index()] += seeds as u32;
            }
            Event::Pay { hole, seeds, to } => {
                board.set_seeds(hole as usize, board.seeds(hole as usize) + seeds);
                board.set_owner(hole as usize, to);
                captured[to.index()] -= seeds as u32;
            }
            Event::Sweep { hole, seeds, to } => {
                assert!(seeds > 0);
                assert_eq!(board.seeds(hole as usize), seeds, "sweep of {hole}");
                board.set_seeds(hole as usize, 0);
                captured[to.index()] += seeds as u32;
            }
            Event::Take { hole, seeds, to } => {
                assert!(
                    seeds > 0 && board.seeds(hole as usize) >= seeds,
                    "take from {hole}"
                );
                board.set_seeds(hole as usize, board.seeds(hole as usize) - seeds);
                captured[to.index()] += seeds as u32;
            }
            Event::Child { hole, to } => board.set_owner(hole as usize, to),
            Event::RoundEnd { .. } => assert_eq!(hand, 0, "a round ends between laps"),
            Event::Refill { hole, seeds, from } => {
                assert_eq!(board.seeds(hole as usize), 0, "refill of {hole}");
                board.set_seeds(hole as usize, seeds);
                captured[from.index()] -= seeds as u32;
            }
            Event::End { result } => ended = Some(result),
            Event::ExtraTurn => assert!(moves_again && k + 1 == trace.len()),
            Event::Pass => assert_eq!(mv, Move::Pass),
            Event::Offer { by, holes } => {
                assert_eq!(mv, Move::Offer(holes));
                assert_eq!(by, mover);
            }
            Event::Decline => assert_eq!(mv, Move::Decline),
            Event::GrandSlam => {}
        }
    }
    assert_eq!(hand, 0, "seeds left in hand: {trace:?}");
    assert_eq!(
        board,
        *after.board(),
        "the trace does not lead to the board after {mv}"
    );
    assert_eq!(captured, [after.captured(S), after.captured(N)]);
    assert_eq!(ended, after.result(), "the end event and the result");
    if matches!(mv, Move::Sow(_)) {
        assert!(lap >= 1, "a sowing has a lift");
    }
}

#[test]
fn traces_replay_to_the_position_after_every_move_of_random_games() {
    for start in starts() {
        for seed in 0..30 {
            let (positions, moves, _) = random_game(start, seed, 400);
            for (k, &mv) in moves.iter().enumerate() {
                let before = positions[k];
                let mut traced = before;
                let mut trace = Vec::new();
                let report = traced.play_traced(mv, &mut trace).unwrap();
                let mut plain = before;
                assert_eq!(plain.play(mv).unwrap(), report);
                assert_eq!(traced, plain, "tracing changes nothing in the move");
                check_trace(
                    &before,
                    &traced,
                    mv,
                    &trace,
                    report.moves_again
                        && matches!(before, AnyGame::HoyitoIii(_) | AnyGame::Described(_)),
                );
            }
        }
    }
}

#[test]
fn the_djenon_aboure_trace_example_of_the_docs() {
    let mut p = DjenonAboure::start();
    let mut trace = Vec::new();
    p.play_traced(Move::Sow(8), &mut trace).unwrap();
    let json = serde_json::to_value(&trace).unwrap();
    let docs = include_str!("../../docs/FORMAT.md");
    let start = docs.find("[\n  {\"lift\": {\"hole\": 8").unwrap();
    let end = start + docs[start..].find("\n]").unwrap() + 2;
    let expected: serde_json::Value = serde_json::from_str(&docs[start..end]).unwrap();
    assert_eq!(json, expected);
    assert_eq!(p.board().holes(), &[5, 5, 1, 5, 5, 5, 5, 1, 2, 6, 6, 0]);
}

#[test]
fn traces_of_extra_turns_trades_grand_slams_and_refusals() {
    // Hoyito III: a capture of 4 with an extra turn.
    let mut p = HoyitoIii::from_parts(
        [2, 2, 2, 0, 0, 3, 0, 0, 0, 0, 2, 1],
        [16, 20],
        S,
        HoyitoOptions::SINGLE,
    )
    .unwrap();
    let mut t = Vec::new();
    let r = p.play_traced(Move::Sow(11), &mut t).unwrap();
    assert!(r.moves_again);
    assert_eq!(
        t,
        vec![
            Event::Lift {
                hole: 11,
                seeds: 1,
                lap: 1
            },
            Event::Drop { hole: 5 },
            Event::Capture { hole: 5, seeds: 4 },
            Event::ExtraTurn,
        ]
    );
    // Goré: an offer, then an accept paying 6 into each received hole.
    let mut g = Gore::from_parts(
        [6, 6, 6, 6, 6, 0, 0, 0],
        [N, N, N, N, S, S, S, S],
        [6, 12],
        S,
    )
    .unwrap();
    let mut t = Vec::new();
    g.play_traced(Move::Offer(OfferHoles::new(&[5, 6]).unwrap()), &mut t)
        .unwrap();
    g.play_traced(Move::Accept, &mut t).unwrap();
    assert_eq!(
        t,
        vec![
            Event::Offer {
                by: S,
                holes: OfferHoles::new(&[5, 6]).unwrap()
            },
            Event::Pay {
                hole: 5,
                seeds: 6,
                to: N
            },
            Event::Pay {
                hole: 6,
                seeds: 6,
                to: N
            },
        ]
    );
    // Oware: a grand slam captures nothing.
    let mut o = Oware::from_parts([0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 2], [19, 24], S).unwrap();
    let mut t = Vec::new();
    let r = o.play_traced(Move::Sow(11), &mut t).unwrap();
    assert_eq!(r.captured.seeds, 0);
    assert_eq!(t.last(), Some(&Event::GrandSlam));
    // A refused move records nothing.
    let mut t = Vec::new();
    let before = o;
    assert!(o.play_traced(Move::Sow(0), &mut t).is_err());
    assert!(t.is_empty());
    assert_eq!(o, before);
}

// ------------------------------------------------------------------------- the driver

#[test]
fn undo_takes_back_every_move_exactly() {
    for start in starts() {
        for seed in 0..10 {
            let (positions, moves, mut game) = random_game(start, seed, 300);
            let result = game.result();
            let last = *moves.last().unwrap();
            assert_eq!(game.undo(), Some(last));
            assert_eq!(game.result(), None, "the last move decided the result");
            game.play(last).unwrap();
            assert_eq!(game.result(), result);
            for k in (0..moves.len()).rev() {
                assert_eq!(game.undo(), Some(moves[k]));
                assert_eq!(*game.position(), positions[k]);
                assert_eq!(game.ply(), k);
            }
            assert_eq!(game.undo(), None);
            let again = Game::from_moves(start, moves.iter().copied()).unwrap();
            assert_eq!(again.position(), &positions[moves.len()]);
            assert_eq!(again.result(), result);
        }
    }
}

#[test]
fn undo_restores_the_repetition_history() {
    // Bao Kigogo: ten moves bring back the position reached after none: a draw.
    let (start, moves) = common::bao_kigogo_cycle();
    let mut game = Game::from_moves(start, moves).unwrap();
    assert_eq!(game.result(), Some(Outcome::Draw));
    assert_eq!(
        game.play(Move::Sow(36)),
        Err(PlayError::Move(MoveError::GameOver))
    );
    assert_eq!(game.undo(), Some(Move::Sow(7)));
    assert_eq!(game.result(), None);
    let mut trace = Vec::new();
    game.play_traced(Move::Sow(7), &mut trace).unwrap();
    assert_eq!(game.result(), Some(Outcome::Draw));
    assert_eq!(
        trace.last(),
        Some(&Event::End {
            result: Outcome::Draw
        })
    );
    // A record with an illegal move says which.
    let err = Game::from_moves(start, [Move::Sow(36), Move::Sow(36)]).unwrap_err();
    assert_eq!(err.ply, 2);
}

#[test]
fn the_ply_limit_is_the_drivers_error() {
    let mut game = Game::new(Oware::start()).with_ply_limit(Some(1));
    game.play(Move::Sow(11)).unwrap();
    let err = game.play(Move::Sow(0)).unwrap_err();
    assert_eq!(err, PlayError::PlyLimit { limit: 1 });
    assert_eq!(err.kind(), "game-over");
    assert!(game.is_stopped());
}

#[test]
fn the_common_test_helpers_still_apply() {
    // The formats of every game (the `common` helpers need them).
    common::check_position(&Gore::start(), &|p: &Gore| p.is_over());
    let _ = Setup::new(GameKind::Oware, Board::two_rows(6, 4));
}
