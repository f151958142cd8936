//! `mancala play`: a game against the computer at the terminal.

use crate::common::{
    board_text, describe_end, engine, json_object, legal_list, open_db, print_trace,
    print_trace_summary, start_position, CliError, CliResult, Leaves, Pos,
};
use crate::outln;
use sowing::search::{Engine, SearchResult, Spec};
use sowing::trace::Event;
use sowing::{AnyGame, Game, GameKind, Move, MoveList, Player};
use std::io::{self, BufRead, Write};

/// The hint's searcher when the computer player does not search.
const HINT_SPEC: &str = "alphabeta:depth=6";

const PLAY_HELP: &str = "commands: a move (a hole number such as 7, pass, offer 5,6, accept, \
decline), hint (the computer's suggestion), undo (take back your last move), board, help, quit";

#[derive(clap::Args)]
pub struct Args {
    /// The game: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware, or a library game
    /// (mancala games); or give --game NAME or --game-file PATH instead.
    game: GameKind,
    /// The computer player (see mancala --help): random, greedy, a level (easy, medium,
    /// hard) or a spec such as alphabeta:depth=6.
    #[arg(long, default_value = "random")]
    ai: crate::common::Computer,
    /// The side you play.
    #[arg(long = "as", default_value = "south")]
    human: Player,
    /// The seed of the computer's random choices.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3}'.
    #[arg(long, value_parser = json_object)]
    options: Option<serde_json::Value>,
    /// Show every lap and event of each move (else a summary).
    #[arg(long)]
    trace: bool,
    /// Endgame databases (a folder built by mancala solve): the computer plays their
    /// positions perfectly and searches with them as exact leaves.
    #[arg(long)]
    db: Option<String>,
}

pub fn run(a: Args) -> CliResult {
    let spec = a.ai.spec;
    let start = start_position(a.game, a.options.as_ref())?;
    match &a.db {
        Some(path) => {
            let tb = open_db(path, a.game)?;
            let leaves: Leaves<AnyGame> = tb;
            play(start, spec, &a, Some(leaves))
        }
        None => sowing::with_game!(start, p => play(p, spec, &a, None)),
    }
}

fn play<P: Pos>(start: P, spec: Spec, a: &Args, leaves: Option<Leaves<P>>) -> CliResult {
    let mut game = Game::new(start);
    let mut ai = engine(spec, a.seed, &leaves);
    // Hints come from the computer player's own kind of search if it searches, else
    // from a fixed-depth alpha-beta.
    let hint_spec = match spec {
        Spec::AlphaBeta(_) | Spec::Mcts(_) => spec,
        Spec::Random | Spec::Greedy => HINT_SPEC.parse().map_err(|_| "bad hint spec")?,
    };
    let mut hinter: Option<Engine<P>> = None;
    let mut moves = MoveList::new();
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    outln!(
        "You play {} against the computer ({}). {PLAY_HELP}.",
        a.human,
        a.ai
    );
    loop {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mover = game.position().to_move();
        if mover != a.human {
            let Some(mv) = ai.choose(&game) else { break };
            let mut trace = Vec::new();
            game.play_traced(mv, &mut trace)
                .map_err(|e| format!("the computer's move {mv} was refused: {e}"))?;
            outln!("computer ({mover}) plays {mv}");
            report_move(&trace, mover, a.trace)?;
            continue;
        }
        outln!();
        print_board(&game)?;
        loop {
            print!("{mover}> ");
            io::stdout().flush()?;
            let Some(line) = lines.next() else {
                outln!("\nbye");
                return Ok(0);
            };
            let line = line?;
            let line = line.trim();
            match line.to_ascii_lowercase().as_str() {
                "" => continue,
                "quit" | "exit" | "q" => {
                    outln!("bye");
                    return Ok(0);
                }
                "help" | "?" => {
                    outln!("{PLAY_HELP}");
                    outln!("legal moves: {}", legal_list(game.position()));
                    continue;
                }
                "board" => {
                    print_board(&game)?;
                    continue;
                }
                "hint" => {
                    let engine = hinter.get_or_insert_with(|| Engine::new(hint_spec, a.seed));
                    match engine.think(&game) {
                        Some(r) => outln!("{}", describe_hint(&r, hint_spec)),
                        None => outln!("no hint: the game is over"),
                    }
                    continue;
                }
                "undo" => {
                    undo(&mut game, a.human)?;
                    continue;
                }
                _ => {}
            }
            match line.parse::<Move>() {
                Err(e) => outln!("{e} (type help for the commands)"),
                Ok(mv) => {
                    let mut trace = Vec::new();
                    match game.play_traced(mv, &mut trace) {
                        Ok(_) => {
                            outln!("you ({mover}) play {mv}");
                            report_move(&trace, mover, a.trace)?;
                            break;
                        }
                        Err(e) => outln!("not allowed: {e}"),
                    }
                }
            }
        }
    }
    outln!();
    print_board(&game)?;
    outln!("{}", describe_end(&game));
    Ok(0)
}

/// Takes back the computer's replies and the human's last move; nothing if the human
/// has not moved yet.
fn undo<P: Pos>(game: &mut Game<P>, human: Player) -> Result<(), CliError> {
    let mut before = game.clone();
    let mut undone = Vec::new();
    while let Some(mv) = before.undo() {
        undone.push(mv);
        if before.position().to_move() == human {
            break;
        }
    }
    if before.position().to_move() == human && !undone.is_empty() {
        *game = before;
    } else {
        undone.clear();
    }
    if undone.is_empty() {
        outln!("nothing to undo");
    } else {
        undone.reverse();
        let list: Vec<String> = undone.iter().map(Move::to_string).collect();
        outln!("took back: {}", list.join(", "));
        outln!();
        print_board(game)?;
    }
    Ok(())
}

/// The board and, while the game goes on, the legal moves.
fn print_board<P: Pos>(game: &Game<P>) -> Result<(), CliError> {
    outln!("{}", board_text(game.position()));
    if !game.position().is_over() {
        outln!("legal moves: {}", legal_list(game.position()));
    }
    Ok(())
}

/// What a move did: every lap with `--trace`, else in short.
fn report_move(trace: &[Event], mover: Player, full: bool) -> Result<(), CliError> {
    if full {
        print_trace(trace, mover)
    } else {
        print_trace_summary(trace, mover)
    }
}

fn describe_hint(r: &SearchResult, spec: Spec) -> String {
    let Some(best) = r.best else {
        return "no hint: no legal move".into();
    };
    let line: Vec<String> = r.pv.iter().map(Move::to_string).collect();
    format!(
        "hint: {best}, score {}, line {} ({spec}: depth {}, {} nodes, {} ms)",
        r.score,
        line.join(" "),
        r.depth,
        r.nodes,
        r.elapsed.as_millis()
    )
}
