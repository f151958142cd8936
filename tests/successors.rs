//! Successors and random play are the same rules as `legal_moves` + `play`, only
//! cheaper: every game, positions from random games, compared field by field; and a
//! playout is the same game, move for move, as one played through a `Game`.

use sowing::playout::{Playout, Rng};
use sowing::{
    AnyGame, BaoKigogo, BaoKigogoOptions, Direction, DjenonAboure, Game, Gore, HoyitoIii,
    HoyitoOptions, MoveList, Player, Position, Ruleset, Successors,
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

/// `play_random` picks `moves[rng.below(n)]` of the legal moves and plays it.
fn check_play_random<P: Position>(start: P) {
    let mut moves = MoveList::new();
    for pos in sample(start, 30, 300) {
        let seed = pos.key();
        let mut fast = pos;
        let got = fast.play_random(&mut Rng::new(seed));
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            assert_eq!(got, None);
            assert_eq!(fast, pos);
            continue;
        }
        let mv = moves[Rng::new(seed).below(moves.len())];
        let mut slow = pos;
        let report = slow.play(mv).unwrap();
        assert_eq!(got, Some((mv, report)));
        assert_eq!(fast, slow);
    }
}

/// A playout equals the same random choices made through a `Game` (repetition rules
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
            game.play(moves[rng.below(moves.len())]).unwrap();
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
fn play_random_is_the_legal_move_the_draw_picks() {
    check_play_random(Gore::start());
    check_play_random(HoyitoIii::start());
    check_play_random(DjenonAboure::start());
    check_play_random(BaoKigogo::start());
    check_play_random(sowing::Oware::start());
    for g in every_game() {
        check_play_random(g);
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
