//! The parallel runners give the same answers as one thread: batches of playouts (per
//! game generators, totals merged) and root-split analyses (every move searched alike).

use sowing::playout::{batch_rng, playout_batch, BatchStats, Playout};
use sowing::search::{analyse_parallel, search_parallel, Limits, SearchResult};
use sowing::{AnyGame, GameKind, Move, Position};

#[test]
fn a_batch_is_the_sum_of_its_games_on_any_number_of_threads() {
    for game in GameKind::ALL {
        let start = AnyGame::start(game);
        let mut playout = Playout::new();
        let mut expected = BatchStats::default();
        for i in 0..150 {
            expected.add(&playout.run(start, &mut batch_rng(9, i), 500));
        }
        for threads in [1, 2, 3, 0] {
            assert_eq!(
                playout_batch(start, 150, 9, 500, threads),
                expected,
                "{game}, {threads} threads"
            );
        }
        assert_eq!(expected.games, 150);
        assert!(expected.plies > 150);
    }
}

fn scores(v: &[(Move, SearchResult)]) -> Vec<(Move, String)> {
    v.iter()
        .map(|(m, r)| (*m, format!("{:?}", r.score)))
        .collect()
}

#[test]
fn a_root_split_analysis_is_the_same_on_any_number_of_threads() {
    for game in GameKind::ALL {
        let start = AnyGame::start(game);
        let depth = if game == GameKind::BaoKigogo { 2 } else { 4 };
        let one = analyse_parallel(&start, &[], Limits::depth(depth), 1, 14);
        let mut moves = sowing::MoveList::new();
        start.legal_moves(&mut moves);
        assert_eq!(one.len(), moves.len(), "{game}: every legal move");
        for threads in [2, 3] {
            let many = analyse_parallel(&start, &[], Limits::depth(depth), threads, 14);
            assert_eq!(scores(&one), scores(&many), "{game}, {threads} threads");
        }
        let best = search_parallel(&start, &[], Limits::depth(depth), 2, 14);
        assert_eq!(best.best, Some(one[0].0), "{game}");
        assert_eq!(best.score, one[0].1.score, "{game}");
    }
}
