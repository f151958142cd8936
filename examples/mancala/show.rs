//! `mancala show`: the board, after `--moves` if given, with what each move did.

use crate::common::{board_text, json_object, moves_or_end, start_position, CliResult, Moves};
use crate::{outln, say};
use sowing::format::describe_trace;
use sowing::svg::{render, Highlights, View};
use sowing::trace::Event;
use sowing::{Game, GameKind, MoveList, Position};
use std::io::Write;

#[derive(clap::Args)]
pub struct Args {
    /// The game: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware, or a library game
    /// (mancala games); or give --game NAME or --game-file PATH instead.
    game: GameKind,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3}'.
    #[arg(long, value_parser = json_object)]
    options: Option<serde_json::Value>,
    /// Moves to play first, separated by commas: "8,offer 5,6,accept".
    #[arg(long, default_value = "")]
    moves: Moves,
    /// Show every lap and event of each move.
    #[arg(long)]
    trace: bool,
    /// Write one JSON document on stdout (the position, the moves, their traces, the
    /// legal moves); the board goes to stderr.
    #[arg(long)]
    json: bool,
    /// Write the board as an SVG picture on stdout (the last move's holes, its
    /// captures and the legal holes highlighted); the board text goes to stderr.
    #[arg(long, conflicts_with = "json")]
    svg: bool,
}

pub fn run(a: Args) -> CliResult {
    // Only the JSON document, or only the picture, goes to stdout.
    let quiet = a.json || a.svg;
    let start = start_position(a.game, a.options.as_ref())?;
    let mut game = Game::new(start);
    let mut traces: Vec<Vec<Event>> = Vec::new();
    if !a.moves.0.is_empty() {
        say!(quiet, "{}\n", board_text(&start));
    }
    for (k, &mv) in a.moves.0.iter().enumerate() {
        let mover = game.position().to_move();
        let mut trace = Vec::new();
        game.play_traced(mv, &mut trace)
            .map_err(|e| format!("move {} ({mv}) refused: {e}", k + 1))?;
        say!(quiet, "ply {}: {mover} plays {mv}", k + 1);
        if a.trace {
            for line in describe_trace(&trace, mover) {
                say!(quiet, "  {line}");
            }
        }
        traces.push(trace);
    }
    if !a.moves.0.is_empty() {
        say!(quiet);
    }
    say!(quiet, "{}", board_text(game.position()));
    say!(quiet, "{}", moves_or_end(&game));
    if a.json {
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        let line = serde_json::json!({
            "position": game.to_json(),
            "moves": a.moves.0,
            "traces": traces,
            "legal": legal.as_slice(),
        });
        outln!("{line}");
    }
    if a.svg {
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        let last = traces.last().map_or(&[][..], |t| &t[..]);
        let highlights = Highlights::of_trace(last).with_legal_moves(&legal);
        write!(
            std::io::stdout().lock(),
            "{}",
            render(&View::of_game(&game), &highlights)
        )?;
    }
    Ok(0)
}
