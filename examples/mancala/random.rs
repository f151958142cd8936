//! `mancala random`: a random game, move by move.

use crate::common::{
    board_text, json_object, moves_or_end, print_trace, print_trace_summary, start_position,
    CliResult,
};
use crate::outln;
use sowing::{Game, GameKind, MoveList, Position, Rng};
use std::io::Write;

/// Ply limit of random games unless `--max-plies` says otherwise: games without a
/// repetition rule may go on for ever (docs/RULES.md, Common conventions, Decision).
pub const DEFAULT_MAX_PLIES: usize = 2000;

#[derive(clap::Args)]
pub struct Args {
    /// The game: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware, or a library game
    /// (mancala games); or give --game NAME or --game-file PATH instead.
    game: GameKind,
    /// The seed of the random moves: the same seed, the same game (default: a new
    /// seed, printed first).
    #[arg(long)]
    seed: Option<u64>,
    /// Stop the game unfinished after this many plies.
    #[arg(long, default_value_t = DEFAULT_MAX_PLIES)]
    max_plies: usize,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3}'.
    #[arg(long, value_parser = json_object)]
    options: Option<serde_json::Value>,
    /// Show every lap and event of each move (else what it captured and how the game
    /// ended).
    #[arg(long)]
    trace: bool,
}

/// A seed nobody chose: the clock and the process, mixed.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    Rng::new(nanos ^ u64::from(std::process::id()).rotate_left(32)).next_u64()
}

pub fn run(a: Args) -> CliResult {
    let start = start_position(a.game, a.options.as_ref())?;
    let seed = a.seed.unwrap_or_else(fresh_seed);
    let mut rng = Rng::new(seed);
    let mut game = Game::new(start).with_ply_limit(Some(a.max_plies));
    let mut moves = MoveList::new();
    outln!("seed: {seed} (--seed {seed} plays this game again)");
    outln!("{}\n", board_text(&start));
    loop {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mover = game.position().to_move();
        let mv = moves[rng.below(moves.len())];
        let mut trace = Vec::new();
        game.play_traced(mv, &mut trace)
            .map_err(|e| format!("a legal move was refused: {e}"))?;
        outln!("ply {}: {mover} plays {mv}", game.ply());
        if a.trace {
            print_trace(&trace, mover)?;
        } else {
            print_trace_summary(&trace, mover)?;
        }
        outln!("{}\n", board_text(game.position()));
    }
    outln!("{}", moves_or_end(&game));
    Ok(0)
}
