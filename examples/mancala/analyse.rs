//! `mancala analyse`: every legal move with its score and line, best first.

use crate::common::{
    after_moves, board_text, describe_end, json_object, legal_list, open_db, position_arg,
    start_position, CliResult, Leaves, Moves, Pos,
};
use crate::{outln, say};
use serde::Serialize;
use sowing::search::{capture_margin, AlphaBeta, Limits, Score};
use sowing::{AnyGame, GameKind, Move, MoveList};
use std::io::Write;
use std::time::{Duration, Instant};

/// The depth `analyse` searches to without `--depth` or `--ms`: Bao Kigogo's start (23
/// moves, each searched 7 plies after it) takes about 0.4 s in a release build.
const DEFAULT_DEPTH: u32 = 8;

#[derive(clap::Args)]
pub struct Args {
    /// The game: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware, or a library game
    /// (mancala games); or give --game NAME or --game-file PATH instead.
    game: GameKind,
    /// Moves to play first, separated by commas: "8,offer 5,6,accept".
    #[arg(long, default_value = "")]
    moves: Moves,
    /// The position to analyse, a docs/FORMAT.md position object (it carries its
    /// options).
    #[arg(long, conflicts_with = "options")]
    position: Option<String>,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3}'.
    #[arg(long, value_parser = json_object)]
    options: Option<serde_json::Value>,
    /// Search each move to this depth in plies (default 8).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100), conflicts_with_all = ["ms", "nodes"])]
    depth: Option<u32>,
    /// About this many milliseconds in all, shared by the moves.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..), conflicts_with = "nodes")]
    ms: Option<u64>,
    /// At most this many positions for each move's search (the `hard` player's
    /// budget is 200000 for its whole choice).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Endgame databases (a folder built by mancala solve), opened and checked first:
    /// the search ends at the positions they hold, and moves into them get their
    /// exact final margin (the captures so far included).
    #[arg(long)]
    db: Option<String>,
    /// Write one JSON document on stdout; the board and the table go to stderr. It
    /// holds the position, margin_now (the player to move's captures minus the
    /// opponent's so far) and every move with its score, exact, final_margin,
    /// board_value and line (pv). A score {"estimate": m} is a searched estimate in
    /// seeds, {"exact": m} the exact final margin from the databases; proven wins,
    /// losses and draws come from the search. final_margin (the exact final capture
    /// margin, captures so far included) and board_value (final_margin minus
    /// margin_now: what the seeds still on the board are worth) are given for exact
    /// moves only, null otherwise.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> CliResult {
    let start = match &a.position {
        None => start_position(a.game, a.options.as_ref())?,
        Some(json) => position_arg(a.game, json)?,
    };
    match &a.db {
        Some(path) => {
            let leaves: Leaves<AnyGame> = open_db(path, a.game)?;
            analyse(start, &a, Some(leaves))
        }
        None => sowing::with_game!(start, p => analyse(p, &a, None)),
    }
}

#[derive(Serialize)]
struct AnalysedMove {
    #[serde(rename = "move")]
    mv: Move,
    score: Score,
    /// Whether `score` is the exact final capture margin (from the databases).
    exact: bool,
    /// The exact final capture margin through the move for the player to move, the
    /// captures so far included (`null` unless exact).
    final_margin: Option<i32>,
    /// The exact value of the seeds on the board through the move: `final_margin`
    /// minus `margin_now` (`null` unless exact).
    board_value: Option<i32>,
    pv: Vec<Move>,
    depth: u32,
    nodes: u64,
}

#[derive(Serialize)]
struct AnalyseJson<J: Serialize> {
    position: J,
    /// The capture margin of the player to move so far.
    margin_now: i32,
    moves: Vec<AnalysedMove>,
    limit: serde_json::Value,
}

fn analyse<P: Pos>(start: P, a: &Args, leaves: Option<Leaves<P>>) -> CliResult {
    let game = after_moves(start, &a.moves.0)?;
    let pos = *game.position();
    let margin_now = capture_margin(&pos);
    say!(a.json, "{}", board_text(&pos));
    let mut legal = MoveList::new();
    game.legal_moves(&mut legal);
    let (limits, limit_text, limit_json) = match (a.depth, a.ms, a.nodes) {
        (_, _, Some(n)) => (
            Limits::nodes(n),
            format!("{n} nodes for each move"),
            serde_json::json!({"nodes": n}),
        ),
        (_, Some(ms), None) => {
            let each = (ms / legal.len().max(1) as u64).max(1);
            (
                Limits::time(Duration::from_millis(each)),
                format!("{ms} ms in all, {each} ms for each move"),
                serde_json::json!({"ms": ms}),
            )
        }
        (depth, None, None) => {
            let d = depth.unwrap_or(DEFAULT_DEPTH);
            (
                Limits::depth(d),
                format!(
                    "depth {d} (each move and {} plies after it)",
                    d.saturating_sub(1).max(1)
                ),
                serde_json::json!({"depth": d}),
            )
        }
    };
    let mut analysed = Vec::new();
    if legal.is_empty() {
        say!(a.json, "{}", describe_end(&game));
    } else {
        say!(a.json, "legal moves: {}", legal_list(&pos));
        let history: Vec<u64> = game.seen_keys().collect();
        let began = Instant::now();
        let mut searcher = AlphaBeta::new();
        if let Some(l) = leaves {
            searcher = searcher.with_leaves(l);
        }
        let results = searcher.analyse(&pos, &history, limits);
        let elapsed = began.elapsed();
        let nodes: u64 = results.iter().map(|(_, r)| r.nodes).sum();
        say!(
            a.json,
            "analysis of {} moves for {}, limit {limit_text}: {nodes} nodes, {:.2} s",
            results.len(),
            pos.to_move(),
            elapsed.as_secs_f64()
        );
        // Columns as wide as their widest entry (Goré's offers name up to three holes).
        let moves: Vec<String> = results.iter().map(|(mv, _)| mv.to_string()).collect();
        let scores: Vec<String> = results.iter().map(|(_, r)| r.score.to_string()).collect();
        let width = |column: &[String], head: &str| {
            column
                .iter()
                .map(String::len)
                .max()
                .unwrap_or(0)
                .max(head.len())
        };
        let (mw, sw) = (width(&moves, "move"), width(&scores, "score"));
        say!(a.json, "  rank  {:<mw$}  {:<sw$}  line", "move", "score");
        for (i, (_, r)) in results.iter().enumerate() {
            let line: Vec<String> = r.pv.iter().map(Move::to_string).collect();
            say!(
                a.json,
                "  {:>4}  {:<mw$}  {:<sw$}  {}",
                i + 1,
                moves[i],
                scores[i],
                line.join(" ")
            );
        }
        if let Some((mv, r)) = results.first() {
            say!(a.json, "best: {mv} ({})", r.score);
        }
        analysed = results
            .into_iter()
            .map(|(mv, r)| {
                let final_margin = match r.score {
                    Score::Exact(m) => Some(m),
                    _ => None,
                };
                AnalysedMove {
                    mv,
                    exact: final_margin.is_some(),
                    final_margin,
                    board_value: final_margin.map(|m| m - margin_now),
                    score: r.score,
                    pv: r.pv,
                    depth: r.depth,
                    nodes: r.nodes,
                }
            })
            .collect();
    }
    if a.json {
        let line = AnalyseJson {
            position: game.to_json(),
            margin_now,
            moves: analysed,
            limit: limit_json,
        };
        outln!(
            "{}",
            serde_json::to_string(&line).map_err(|e| e.to_string())?
        );
    }
    Ok(0)
}
