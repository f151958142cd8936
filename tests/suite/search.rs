//! The searches against a plain, unpruned minimax, and on the rules that bend turn
//! order: extra turns, passes, Goré's offers and answers, repetition along the line.

use crate::common;

use sowing::playout::Rng;
use sowing::search::{evaluate, play_out, AlphaBeta, Engine, Evaluate, Limits, Mcts, Score, Spec};
use sowing::{
    AnyGame, BaoKigogo, Game, GameKind, Move, MoveList, Outcome, Oware, Player, Position, Ruleset,
};

/// Plain negamax, no pruning, no table: the value of `pos` for its player to move,
/// `depth` plies deep, on the scale of [`Score::rank`]: a finished game won with final
/// capture margin `m` after `p` plies is 10^9 + 1000·m − p (the largest margin first,
/// then the shortest win), lost is −10^9 + 1000·m + p (the best margin first, then the
/// longest loss), drawn 0; the horizon is the evaluation. An extra turn keeps the sign
/// and, for the first ⌈depth / 2⌉ of them along a line, the depth (it continues the
/// turn; docs/SEARCH.md); a change of player flips the sign and uses a ply of depth.
fn minimax<P: Evaluate>(pos: &P, depth: u32, ply: i32) -> f64 {
    minimax_on(pos, depth, depth.div_ceil(2), ply, &mut Vec::new())
}

/// `path` holds the positions of the line so far: a child that repeats one of them
/// ends the game by the repetition rule (Bao Kigogo: a draw; Oware: each row to its
/// owner), as in a game.
fn minimax_on<P: Evaluate>(pos: &P, depth: u32, free: u32, ply: i32, path: &mut Vec<P>) -> f64 {
    if depth == 0 {
        return evaluate(pos) as f64;
    }
    let me = pos.to_move();
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut best = f64::NEG_INFINITY;
    path.push(*pos);
    for &mv in moves.iter() {
        let mut child = *pos;
        child.play(mv).unwrap();
        let repeats =
            child.result().is_none() && child.repetition_ends_game() && path.contains(&child);
        if repeats && !child.repetition_is_draw() {
            child.end_by_repetition_unchecked();
        }
        let margin = child.captured(me) as f64 - child.captured(me.opponent()) as f64;
        let plies = (ply + 1) as f64;
        let v = match child.result() {
            Some(r) => match r.winner() {
                Some(w) if w == me => 1e9 + 1000.0 * margin - plies,
                Some(_) => -1e9 + 1000.0 * margin + plies,
                None => 0.0,
            },
            None if repeats => 0.0,
            None if child.to_move() == me && free > 0 => {
                minimax_on(&child, depth, free - 1, ply + 1, path)
            }
            None if child.to_move() == me => minimax_on(&child, depth - 1, free, ply + 1, path),
            None => -minimax_on(&child, depth - 1, free, ply + 1, path),
        };
        best = best.max(v);
    }
    path.pop();
    best
}

/// Positions from random games of every game (the repetition rules apply along the
/// searched lines only: the games' earlier history is left out on both sides).
fn sample_positions(game: GameKind, count: usize, seed: u64) -> Vec<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut moves = MoveList::new();
    while out.len() < count {
        let mut pos = AnyGame::start(game);
        let plies = rng.below(60);
        for _ in 0..plies {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
        if !pos.is_over() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn alpha_beta_agrees_with_plain_minimax_on_every_game() {
    for game in GameKind::ALL {
        let depth = match game {
            GameKind::BaoKigogo => 3,
            GameKind::Gore => 3,
            _ => 4,
        };
        for (i, pos) in sample_positions(game, 40, 7 + game.index() as u64)
            .iter()
            .enumerate()
        {
            for d in 1..=depth {
                let mut ab = AlphaBeta::with_table_bits(0);
                let r = ab.search(pos, Limits::depth(d));
                let want = minimax(pos, d, 0);
                assert_eq!(
                    r.score.rank(),
                    want,
                    "{game} sample {i} depth {d}: alpha-beta {:?}, minimax {want}\n{pos}",
                    r.score
                );
                // With the table, iterative deepening gives the same value when no
                // position transposes at another depth; it must at least agree on wins.
                let mut tt = AlphaBeta::new();
                let t = tt.search(pos, Limits::depth(d));
                if want.abs() > 1e8 {
                    assert_eq!(t.score.rank(), want, "{game} sample {i} depth {d} (table)");
                }
                // The principal variation plays.
                let mut p = *pos;
                for &mv in &t.pv {
                    p.play(mv).unwrap();
                }
                assert_eq!(t.pv.first(), t.best.as_ref());
            }
        }
    }
}

#[test]
fn searches_are_deterministic() {
    for game in GameKind::ALL {
        let pos = AnyGame::start(game);
        let a = AlphaBeta::new().search(&pos, Limits::depth(4));
        let b = AlphaBeta::new().search(&pos, Limits::depth(4));
        assert_eq!(
            (a.best, a.score, &a.pv, a.nodes),
            (b.best, b.score, &b.pv, b.nodes)
        );
        let m1 = Mcts::new(3).search(&pos, Limits::nodes(300));
        let m2 = Mcts::new(3).search(&pos, Limits::nodes(300));
        assert_eq!((m1.best, &m1.pv, m1.nodes), (m2.best, &m2.pv, m2.nodes));
        assert_eq!(m1.nodes, 300);
    }
}

#[test]
fn node_limits_stop_the_search() {
    let r = AlphaBeta::new().search(&BaoKigogo::start(), Limits::nodes(5_000));
    assert!(r.nodes <= 5_100, "{}", r.nodes);
    assert!(r.best.is_some());
}

#[test]
fn an_extra_turn_keeps_the_score_for_the_same_player() {
    // Hoyito III, South to move: a sowing that makes hole 5 hold 4 captures and gives
    // South an extra turn. The search must count South's next move for South too.
    use sowing::{HoyitoIii, HoyitoOptions};
    let pos = HoyitoIii::from_parts(
        [2, 2, 2, 0, 0, 3, 0, 0, 0, 0, 2, 1],
        [16, 20],
        Player::South,
        HoyitoOptions::SINGLE,
    )
    .unwrap();
    // Sowing 11 (1 seed) or 10 (2 seeds: 11, 5) both make hole 5 hold 4.
    let r = AlphaBeta::with_table_bits(0).search(&pos, Limits::depth(1));
    assert!(matches!(r.best, Some(Move::Sow(10 | 11))), "{r:?}");
    // South's extra turn is searched within the same turn, for South.
    assert_eq!(r.score, Score::Margin(minimax(&pos, 1, 0) as i32));
    assert!(r.pv.len() >= 2 || r.nodes > 1);
    let deeper = AlphaBeta::new().search(&pos, Limits::depth(6));
    assert_eq!(deeper.score.rank(), minimax(&pos, 6, 0), "{deeper:?}");
}

#[test]
fn extra_turns_use_no_depth_only_for_half_the_depth_so_chains_of_them_stay_bounded() {
    // Dakon: a sowing that ends in the mover's store plays again, and from the start
    // such turns chain for dozens of sowings. With every continuation free, a search
    // of depth 2 did not finish in hours; with ⌈d/2⌉ free, each depth is a bounded
    // tree, searched whole well inside the node budget (about 4 million nodes at 8).
    let dakon = sowing::described::library().get("dakon").unwrap().start();
    for d in [1, 2, 4] {
        let r = AlphaBeta::new().search(
            &dakon,
            Limits {
                depth: Some(d),
                nodes: Some(2_000_000),
                time: None,
            },
        );
        assert_eq!(r.depth, d, "depth {d} searched whole: {r:?}");
    }
    // The free continuations are those of a line: at depth 2 one extra turn keeps the
    // depth, the second uses a ply, as the reference minimax counts.
    let r = AlphaBeta::with_table_bits(0).search(&dakon, Limits::depth(2));
    assert_eq!(r.score.rank(), minimax(&dakon, 2, 0), "{r:?}");
}

#[test]
fn a_repetition_along_the_line_is_a_draw_in_bao_kigogo() {
    // The cycle of the Bao Kigogo tests: ten moves bring back the position after none.
    let (start, cycle) = common::bao_kigogo_cycle();
    let moves = &cycle[..9];
    let game = Game::from_moves(start, moves.iter().copied()).unwrap();
    let history: Vec<u64> = game.seen_keys().collect();
    assert_eq!(history.len(), 10);
    let lines = AlphaBeta::new().analyse(game.position(), &history, Limits::depth(3));
    let repeat = lines
        .iter()
        .find(|(mv, _)| *mv == Move::Sow(7))
        .expect("7 is legal");
    assert_eq!(repeat.1.score, Score::Draw, "{lines:?}");
    // Without the history the same move is an ordinary move.
    let bare = AlphaBeta::new().analyse(game.position(), &[], Limits::depth(3));
    let same = bare.iter().find(|(mv, _)| *mv == Move::Sow(7)).unwrap();
    assert_ne!(same.1.score, Score::Draw);
}

#[test]
fn proven_endings_are_reported_with_their_distance() {
    // Oware, South to move, North has no seeds: South must feed; 11 (1 seed) feeds 5.
    // North then must sow 5 (1 seed) into 4 … the search proves the result.
    let pos = Oware::from_parts(
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
        [23, 24],
        Player::South,
    )
    .unwrap();
    let r = AlphaBeta::new().search(&pos, Limits::depth(20));
    assert!(
        matches!(
            r.score,
            Score::Win { .. } | Score::Loss { .. } | Score::Draw
        ),
        "{r:?}"
    );
    // Every move of a finished game: none.
    let mut done = pos;
    done.play(Move::Sow(11)).unwrap();
    let lines = AlphaBeta::new().analyse(&pos, &[], Limits::depth(4));
    assert_eq!(lines.len(), 1);
}

#[test]
fn engines_play_whole_games_of_every_game() {
    for game in GameKind::ALL {
        for spec in ["random", "greedy", "alphabeta:depth=2", "mcts:sims=50"] {
            let spec: Spec = spec.parse().unwrap();
            assert_eq!(spec.to_string().parse::<Spec>().unwrap(), spec);
            let mut a = Engine::new(spec, 1);
            let mut b = Engine::new("random".parse().unwrap(), 2);
            let mut g = Game::new(AnyGame::start(game)).with_ply_limit(Some(300));
            let result = play_out(&mut g, &mut a, &mut b);
            assert!(result.is_some() || g.is_stopped(), "{game} {spec}");
            if let Some(Outcome::Win { .. }) = result {
                assert!(g.is_finished());
            }
        }
    }
    assert!("alphabeta:sims=3".parse::<Spec>().is_err());
    assert!("mcts:depth=3".parse::<Spec>().is_err());
    assert!("hard".parse::<Spec>().is_ok());
}

#[test]
fn goré_offers_and_answers_are_searched_with_the_right_signs() {
    // From the start South may offer; North answers. The search's value must agree
    // with the plain minimax through offer, answer and the sowing after it.
    let pos = sowing::Gore::start();
    for d in 1..=3 {
        let r = AlphaBeta::with_table_bits(0).search(&pos, Limits::depth(d));
        assert_eq!(r.score.rank(), minimax(&pos, d, 0), "depth {d}");
    }
    let _ = Oware::start();
}

/// Whether South can force a win (by the rules' result) within `depth` plies: an AND/OR
/// search that knows nothing of evaluations, tables or move ordering.
fn south_forces_win<P: Position>(pos: &P, depth: u32) -> bool {
    if let Some(r) = pos.result() {
        return r.winner() == Some(Player::South);
    }
    if depth == 0 {
        return false;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let wins = |mv: &Move| {
        let mut child = *pos;
        child.play(*mv).unwrap();
        south_forces_win(&child, depth - 1)
    };
    if pos.to_move() == Player::South {
        moves.iter().any(wins)
    } else {
        moves.iter().all(wins)
    }
}

/// The search proves that South, who moves first, wins Djenon-aboure by force within 18
/// plies; a second, independent AND/OR search confirms it, and that 16 plies are not
/// enough.
#[test]
fn djenon_aboure_is_a_first_player_win_in_18_plies() {
    let start = sowing::DjenonAboure::start();
    let r = AlphaBeta::new().search(&start, Limits::depth(18));
    assert!(
        matches!(r.score, Score::Win { plies: 18, .. }),
        "{:?}",
        r.score
    );
    assert!(south_forces_win(&start, 18));
    assert!(!south_forces_win(&start, 16));
    // The principal variation is a game South wins in 18 plies.
    let mut p = start;
    for &mv in &r.pv {
        p.play(mv).unwrap();
    }
    assert_eq!(r.pv.len(), 18);
    assert_eq!(p.result().and_then(|o| o.winner()), Some(Player::South));
}

/// Issue: Hoyito III has no repetition rule, and the player, behind 4–36 with 8 seeds
/// left, moved seeds round for ever rather than lose. A decided game (a side ahead by
/// more than the seeds left) is played towards its end by both players.
#[test]
fn decided_hoyito_iii_games_are_played_to_the_end() {
    use sowing::{HoyitoIii, HoyitoOptions};
    let mut rng = Rng::new(36);
    let spec: Spec = "alphabeta:nodes=20000".parse().unwrap();
    let mut played = 0;
    while played < 20 {
        // 8 seeds in South's and North's holes, 4–36 captured: North has won.
        let mut holes = [0u8; 12];
        for _ in 0..8 {
            holes[rng.below(12)] += 1;
        }
        let Ok(pos) =
            HoyitoIii::from_parts(holes, [4, 36], Player::South, HoyitoOptions::default())
        else {
            continue;
        };
        if pos.is_over() {
            continue;
        }
        assert_eq!(pos.decided(), Some(Outcome::win(Player::North)));
        let mut game = Game::new(pos).with_ply_limit(Some(300));
        let (mut south, mut north) = (Engine::new(spec, 1), Engine::new(spec, 2));
        let result = play_out(&mut game, &mut south, &mut north);
        assert_eq!(
            result,
            Some(Outcome::win(Player::North)),
            "{pos:?}: {} plies",
            game.ply()
        );
        // Not a ply longer than the shortest way to the end.
        assert_eq!(game.ply(), plies_to_end(&pos), "{pos:?}");
        played += 1;
    }
}

/// The fewest plies from `pos` to the end of the game, both sides playing towards it
/// (breadth first over the positions).
fn plies_to_end<P: Position>(pos: &P) -> usize {
    let mut seen = std::collections::HashSet::new();
    let mut level = vec![*pos];
    let mut moves = MoveList::new();
    for depth in 0.. {
        if level.iter().any(|p| p.is_over()) {
            return depth;
        }
        let mut next = Vec::new();
        for p in &level {
            p.legal_moves(&mut moves);
            for &mv in moves.iter() {
                let mut child = *p;
                child.play(mv).unwrap();
                if seen.insert(child) {
                    next.push(child);
                }
            }
        }
        assert!(!next.is_empty(), "no end reachable");
        level = next;
    }
    unreachable!()
}
