//! Successors and random play are the same rules as `legal_moves` + `play`, only
//! cheaper: every game, positions from random games, compared field by field; random
//! play is uniform over the legal moves, endless sowings or not; and a playout is the
//! same game, move for move, as one played through a `Game`.

use sowing::playout::{Playout, Rng};
use sowing::{
    AnyGame, BaoKigogo, BaoKigogoOptions, Direction, DjenonAboure, Game, Gore, HoyitoIii,
    HoyitoOptions, Move, MoveError, MoveList, Player, Position, Ruleset, Successors,
};

/// Positions along random games from `start` (`games` games of at most `plies`).
fn sample<P: Position>(start: P, games: u64, plies: usize) -> Vec<P> {
    let mut out = Vec::new();
    let mut moves = MoveList::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut pos = start;
        for _ in 0..plies {
            out.push(pos);
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
        out.push(pos);
    }
    out
}

/// Successors equal legal moves played one by one on copies, in the same order.
fn check_successors<P: Position>(start: P) {
    let mut succ = Successors::new();
    let mut moves = MoveList::new();
    let positions = sample(start, 60, 300);
    for pos in &positions {
        pos.successors(&mut succ);
        pos.legal_moves(&mut moves);
        assert_eq!(succ.moves().collect::<Vec<_>>(), moves.to_vec(), "{pos:?}");
        for s in succ.iter() {
            let mut played = *pos;
            let report = played.play(s.mv).unwrap();
            assert_eq!(s.position, played, "{pos:?} {:?}", s.mv);
            assert_eq!(s.report, report, "{pos:?} {:?}", s.mv);
        }
    }
    assert!(positions.len() > 1000);
}

/// `play_random` plays one of the legal moves, exactly as `play` would, and the same
/// one for the same generator state. With `same_draw` (the games that draw as the
/// default does), it is the move `moves[rng.below(n)]` picks.
fn check_play_random<P: Position>(start: P, same_draw: bool) {
    let mut moves = MoveList::new();
    for pos in sample(start, 30, 300) {
        let seed = pos.key();
        let mut fast = pos;
        let got = fast.play_random(&mut Rng::new(seed));
        let mut again = pos;
        assert_eq!(again.play_random(&mut Rng::new(seed)), got);
        pos.legal_moves(&mut moves);
        let Some((mv, report)) = got else {
            assert!(moves.is_empty());
            assert_eq!(fast, pos);
            continue;
        };
        assert!(moves.contains(&mv), "{pos:?} {mv:?}");
        if same_draw {
            assert_eq!(mv, moves[Rng::new(seed).below(moves.len())]);
        }
        let mut slow = pos;
        assert_eq!(slow.play(mv), Ok(report));
        assert_eq!(fast, slow);
    }
}

/// The holes of `pos` whose sowing is refused as endless.
fn endless_holes<P: Position>(pos: &P) -> Vec<u8> {
    (0..pos.board().len() as u8)
        .filter(|&h| {
            matches!(
                pos.clone().play(Move::Sow(h)),
                Err(MoveError::EndlessSowing { .. })
            )
        })
        .collect()
}

/// The first position `make` gives (from a generator seeded 0, 1, …) whose player
/// to move has a hole that may be lifted but whose sowing is endless, and at least
/// two legal sowings.
fn with_endless_hole<P: Position>(make: impl Fn(&mut Rng) -> Option<P>) -> P {
    let mut moves = MoveList::new();
    for seed in 0..1_000_000 {
        let Some(pos) = make(&mut Rng::new(seed)) else {
            continue;
        };
        if pos.is_over() || endless_holes(&pos).is_empty() {
            continue;
        }
        pos.legal_moves(&mut moves);
        if moves.iter().filter(|m| matches!(m, Move::Sow(_))).count() >= 2 {
            return pos;
        }
    }
    panic!("no such position found");
}

/// `draws` seeded draws of `play_random` from `pos` pick only legal moves, each about
/// equally often: within 5 standard deviations of `draws / n`.
fn check_uniform<P: Position>(pos: P, draws: u64) {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut counts = vec![0u64; moves.len()];
    for seed in 0..draws {
        let (mv, _) = pos.clone().play_random(&mut Rng::new(seed)).unwrap();
        let i = moves.iter().position(|m| *m == mv);
        counts[i.unwrap_or_else(|| panic!("{mv:?} is not legal in {pos:?}"))] += 1;
    }
    let p = 1.0 / moves.len() as f64;
    let (mean, sd) = (draws as f64 * p, (draws as f64 * p * (1.0 - p)).sqrt());
    for (mv, &c) in moves.iter().zip(&counts) {
        assert!(
            (c as f64 - mean).abs() < 5.0 * sd,
            "{mv:?} drawn {c} times of {draws}, expected {mean:.0} ± {sd:.0}: {counts:?}"
        );
    }
}

/// Seeds per hole for `holes` holes adding up to `total`, scattered at random.
fn scatter<const N: usize>(rng: &mut Rng, holes: std::ops::Range<usize>, total: usize) -> [u8; N] {
    let mut out = [0u8; N];
    let span = holes.len();
    for _ in 0..total {
        out[holes.start + rng.below(span)] += 1;
    }
    out
}

/// Random two-row positions with `board` seeds of 48 on the board (the rest
/// captured by South), either player to move.
fn two_row<P>(
    rng: &mut Rng,
    board: usize,
    make: impl Fn([u8; 12], [u8; 2], Player) -> Result<P, sowing::SetupError>,
) -> Option<P> {
    let holes = scatter::<12>(rng, 0..12, board);
    let to_move = [Player::South, Player::North][rng.below(2)];
    make(holes, [(48 - board) as u8, 0], to_move).ok()
}

fn hoyito(rng: &mut Rng) -> Option<HoyitoIii> {
    let board = 4 * (2 + rng.below(10));
    two_row(rng, board, |h, c, p| {
        HoyitoIii::from_parts(h, c, p, HoyitoOptions::SINGLE)
    })
}

fn djenon(rng: &mut Rng) -> Option<DjenonAboure> {
    let board = 4 + rng.below(40);
    two_row(rng, board, DjenonAboure::from_parts)
}

fn bao(rng: &mut Rng) -> Option<BaoKigogo> {
    let (n, s) = (4 + rng.below(40), 4 + rng.below(40));
    let north = scatter::<48>(rng, 0..24, n);
    let south = scatter::<48>(rng, 24..48, s);
    let holes: [u8; 48] = std::array::from_fn(|i| north[i] + south[i]);
    let to_move = [Player::South, Player::North][rng.below(2)];
    BaoKigogo::from_parts(holes, to_move, Direction::CounterClockwise).ok()
}

/// The relay games draw one hole and sow it, drawing again among the legal moves only
/// if that sowing is endless: still uniform over the legal moves, and never an endless
/// sowing.
#[test]
fn play_random_is_uniform_when_a_hole_is_endless() {
    check_uniform(with_endless_hole(hoyito), 20_000);
    check_uniform(with_endless_hole(djenon), 20_000);
    check_uniform(with_endless_hole(bao), 20_000);
}

/// A player whose every sowing is endless passes (the draw falls back on the legal
/// moves, shared by the games with a pass; random boards of Hoyito III almost never
/// give such a position, so the Djenon-aboure scenario of tests/suite/djenon_aboure.rs).
#[test]
fn play_random_passes_when_every_sowing_is_endless() {
    // South's only hole of 2 or more is 6, and its sowing never ends.
    let pos = DjenonAboure::from_parts([4, 3, 4, 9, 6, 5, 7, 1, 0, 1, 0, 1], [3, 4], Player::South)
        .unwrap();
    assert_eq!(endless_holes(&pos), vec![6]);
    for seed in 0..20 {
        let mut next = pos;
        let (mv, _) = next.play_random(&mut Rng::new(seed)).unwrap();
        assert_eq!(mv, Move::Pass);
        assert_eq!(next.to_move(), Player::North);
    }
}

/// A playout equals the same random draws played through a `Game` (repetition rules
/// included), and reusing one `Playout` changes nothing.
fn check_playouts<P: Position>(start: P, limit: usize) {
    let mut playout = Playout::new();
    let mut moves = MoveList::new();
    let mut finished = 0;
    for seed in 0..100 {
        let end = playout.run(start, &mut Rng::new(seed), limit);
        let mut rng = Rng::new(seed);
        let mut game = Game::new(start).with_ply_limit(Some(limit));
        loop {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let (mv, _) = game.position().clone().play_random(&mut rng).unwrap();
            game.play(mv).unwrap();
        }
        assert_eq!(end.plies, game.ply(), "seed {seed}");
        assert_eq!(end.result, game.result(), "seed {seed}");
        let p = game.position();
        assert_eq!(
            end.captured,
            [p.captured(Player::South), p.captured(Player::North)]
        );
        finished += end.result.is_some() as usize;
    }
    assert!(finished > 0, "some games finish");
}

fn every_game() -> Vec<AnyGame> {
    vec![
        Gore::start().into(),
        HoyitoIii::start().into(),
        HoyitoIii::new(HoyitoOptions {
            round: 3,
            previous_winner: Some(Player::North),
        })
        .unwrap()
        .into(),
        DjenonAboure::start().into(),
        BaoKigogo::start().into(),
        BaoKigogo::new(BaoKigogoOptions {
            direction: Direction::Clockwise,
        })
        .unwrap()
        .into(),
        sowing::Oware::start().into(),
    ]
}

#[test]
fn successors_are_the_legal_moves_played() {
    check_successors(Gore::start());
    check_successors(HoyitoIii::start());
    check_successors(DjenonAboure::start());
    check_successors(BaoKigogo::start());
    check_successors(sowing::Oware::start());
    for g in every_game() {
        check_successors(g);
    }
}

#[test]
fn play_random_plays_a_legal_move() {
    // Goré and Oware draw as the default does; the relay games by rejection.
    check_play_random(Gore::start(), true);
    check_play_random(sowing::Oware::start(), true);
    check_play_random(HoyitoIii::start(), false);
    check_play_random(DjenonAboure::start(), false);
    check_play_random(BaoKigogo::start(), false);
    for g in every_game() {
        check_play_random(g, false);
    }
}

#[test]
fn playouts_are_games_played_through_the_driver() {
    check_playouts(Gore::start(), 400);
    check_playouts(HoyitoIii::start(), 400);
    check_playouts(DjenonAboure::start(), 400);
    check_playouts(BaoKigogo::start(), 400);
    check_playouts(sowing::Oware::start(), 2000);
    for g in every_game() {
        check_playouts(g, 400);
    }
}

#[test]
fn playouts_apply_the_repetition_rules() {
    // Oware's random games sometimes end on a repeated position (rule 7): found, and
    // the same as through the driver (checked above).
    let mut playout = Playout::new();
    let mut moves = MoveList::new();
    let mut repeats = 0;
    for seed in 0..300 {
        let end = playout.run(sowing::Oware::start(), &mut Rng::new(seed), 5000);
        let mut rng = Rng::new(seed);
        let mut pos = sowing::Oware::start();
        for _ in 0..end.plies {
            pos.legal_moves(&mut moves);
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
        // Without the history the last position is not over: it ended by repetition.
        repeats += (end.result.is_some() && !pos.is_over()) as usize;
    }
    assert!(repeats > 0);
}

#[test]
fn a_playout_continues_a_game_with_its_history() {
    // From the middle of games that remember positions (Bao Kigogo, Oware), a playout
    // counts the game's history: the same as continuing the game through the driver.
    let mut moves = MoveList::new();
    let mut playout = Playout::new();
    for start in [
        AnyGame::from(BaoKigogo::start()),
        sowing::Oware::start().into(),
    ] {
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let mut game = Game::new(start).with_ply_limit(Some(3000));
            for _ in 0..(seed as usize * 7) {
                game.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            let end = playout.run_game(&game, &mut Rng::new(seed + 100), 2000);
            let mut rng = Rng::new(seed + 100);
            let mut cont = game.clone().with_ply_limit(Some(game.ply() + 2000));
            loop {
                cont.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                cont.play(moves[rng.below(moves.len())]).unwrap();
            }
            assert_eq!(end.plies, cont.ply() - game.ply(), "seed {seed}");
            assert_eq!(end.result, cont.result(), "seed {seed}");
        }
    }
}

/// Every game of the library: each position of a few random games lists as
/// successors exactly its legal moves, each played as `play` plays it (every
/// compiled path's successor loop, trades and chosen directions included).
#[test]
fn successors_of_every_library_game_are_its_legal_moves_played() {
    let library = sowing::described::library();
    let mut succ = Successors::new();
    let mut moves = MoveList::new();
    for name in library.names() {
        let rules = library.get(name).unwrap();
        let mut rng = Rng::new(7);
        for _ in 0..2 {
            let mut pos = rules.start();
            for _ in 0..150 {
                pos.successors(&mut succ);
                pos.legal_moves(&mut moves);
                assert_eq!(
                    succ.moves().collect::<Vec<_>>(),
                    moves.to_vec(),
                    "{name}: {pos:?}"
                );
                for s in succ.iter() {
                    let mut played = pos;
                    let report = played.play(s.mv).unwrap();
                    assert_eq!(s.position, played, "{name}: {pos:?} {:?}", s.mv);
                    assert_eq!(s.report, report, "{name}: {pos:?} {:?}", s.mv);
                }
                if pos.play_random(&mut rng).is_none() {
                    break;
                }
            }
        }
    }
}

#[test]
fn play_random_while_plays_the_moves_of_play_random_on_every_library_game() {
    // Each game's loop is chosen once for the run (its compiled path): the same
    // moves, positions and reports as `play_random` called move by move.
    let library = sowing::described::library();
    for name in library.names() {
        let start = library.get(name).unwrap().start();
        for seed in 0..3 {
            let (mut pos, mut rng) = (start, Rng::new(seed));
            let mut again = start;
            let mut rng_again = Rng::new(seed);
            let plies = pos.play_random_while(&mut rng, 300, |p, mv, report| {
                let (m, r) = again.play_random(&mut rng_again).unwrap();
                assert_eq!((m, &r, &again), (mv, report, &*p), "{name}, seed {seed}");
                true
            });
            assert_eq!(pos, again, "{name}, seed {seed}");
            if plies < 300 {
                assert!(again.play_random(&mut rng_again).is_none(), "{name}");
            }
        }
    }
}
