//! What several commands share: errors and output, the game and its options, the
//! board as people read it, and the databases.

use serde::Serialize;
use sowing::format::describe_trace;
use sowing::search::{Evaluate, ExactLeaves, Spec};
use sowing::solve::AnyTablebase;
use sowing::trace::Event;
use sowing::{AnyGame, FromSetup, Game, GameKind, Move, MoveList, Player, Position};
use std::fmt;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

/// The end of the top-level help: players, moves, exit status.
pub const AFTER_HELP: &str = "\
Players (match A B, play --ai): random, greedy, alphabeta:depth=D, alphabeta:nodes=N,
  alphabeta:ms=T, mcts:sims=N, mcts:ms=T, or a level: easy (greedy), medium (alpha-beta,
  depth 4), hard (alpha-beta, 200,000 nodes a move).
Moves: a hole number such as 7, pass, offer 5,6, accept, decline; --moves takes them
  separated by commas: --moves '8,offer 5,6,accept,3'.
At the play prompt: a move, hint, undo, board, help, quit.
Exit status: 0; 1 (replay: a move rejected); 2 (bad input, with one line on stderr).";

/// Why a command stopped early.
#[derive(Debug)]
pub enum CliError {
    /// Something for the user to read: one line on stderr, exit status 2.
    Message(String),
    /// Stdout was closed (`mancala random oware | head`): end quietly.
    ClosedPipe,
}

impl From<String> for CliError {
    fn from(s: String) -> Self {
        CliError::Message(s)
    }
}

impl From<&str> for CliError {
    fn from(s: &str) -> Self {
        CliError::Message(s.to_string())
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::ClosedPipe
        } else {
            CliError::Message(e.to_string())
        }
    }
}

/// A command's result: the exit status, or why it stopped.
pub type CliResult = Result<u8, CliError>;

/// `println!` to stdout that returns the error (a closed pipe ends the program
/// quietly) instead of panicking.
#[macro_export]
macro_rules! outln {
    () => {
        writeln!(std::io::stdout().lock())?
    };
    ($($arg:tt)*) => {
        writeln!(std::io::stdout().lock(), $($arg)*)?
    };
}

/// A line for people: on stdout, or on stderr when stdout is kept for JSON
/// (`--json`). A closed pipe ends the program quietly.
#[macro_export]
macro_rules! say {
    ($json:expr) => {
        if $json {
            eprintln!();
        } else {
            writeln!(std::io::stdout().lock())?;
        }
    };
    ($json:expr, $($arg:tt)*) => {
        if $json {
            eprintln!($($arg)*);
        } else {
            writeln!(std::io::stdout().lock(), $($arg)*)?;
        }
    };
}

/// Help and version go to stdout with status 0; usage errors are one line on stderr
/// with status 2, like every other error.
pub fn clap_exit(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            eprintln!("mancala: missing command; try mancala --help");
            ExitCode::from(2)
        }
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let mut out = io::stdout().lock();
            let _ = write!(out, "{}", e.render());
            ExitCode::SUCCESS
        }
        _ => {
            // clap's message is the lines before its usage and tips: one line here.
            let text = e.render().to_string();
            let first: String = text
                .lines()
                .take_while(|l| !l.trim().is_empty() && !l.starts_with("Usage:"))
                .collect::<Vec<_>>()
                .join(" ");
            let first = first.trim_start_matches("error: ");
            let msg = first.split_whitespace().collect::<Vec<_>>().join(" ");
            eprintln!("mancala: {msg}; try mancala --help");
            ExitCode::from(2)
        }
    }
}

/// A `--options` value: the docs/FORMAT.md options object as JSON.
pub fn json_object(s: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(s).map_err(|e| format!("takes a JSON object: {e}"))
}

/// A `--moves` value: moves separated by commas, an offer written as everywhere else
/// (`offer 5,6`): the numbers after `offer` are its holes (a move that follows an
/// offer is always the opponent's `accept` or `decline`, never a number). The older
/// `offer 5+6` and `offer 5 6` are read too.
#[derive(Clone, Debug, Default)]
pub struct Moves(pub Vec<Move>);

impl std::str::FromStr for Moves {
    type Err = String;
    fn from_str(list: &str) -> Result<Self, String> {
        let mut moves = Vec::new();
        let mut offer: Option<String> = None;
        let finish = |offer: &mut Option<String>, moves: &mut Vec<Move>| -> Result<(), String> {
            if let Some(text) = offer.take() {
                moves.push(
                    text.replace('+', ",")
                        .parse::<Move>()
                        .map_err(|e| e.to_string())?,
                );
            }
            Ok(())
        };
        for part in list.split(',').map(str::trim).filter(|m| !m.is_empty()) {
            let is_hole = part.chars().all(|c| c.is_ascii_digit());
            match offer.as_mut() {
                Some(text) if is_hole => {
                    text.push(',');
                    text.push_str(part);
                    continue;
                }
                _ => finish(&mut offer, &mut moves)?,
            }
            if part.to_ascii_lowercase().starts_with("offer") {
                offer = Some(part.to_string());
            } else {
                moves.push(part.parse::<Move>().map_err(|e| e.to_string())?);
            }
        }
        finish(&mut offer, &mut moves)?;
        Ok(Moves(moves))
    }
}

/// A computer player as typed (`hard`, `alphabeta:depth=6`, …) and the spec it names.
#[derive(Clone, Debug)]
pub struct Computer {
    /// The words given.
    pub name: String,
    /// The player they name.
    pub spec: Spec,
}

impl std::str::FromStr for Computer {
    type Err = sowing::search::SpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Computer {
            name: s.to_string(),
            spec: s.parse()?,
        })
    }
}

impl fmt::Display for Computer {
    /// The name, and the spec behind it when they differ (`hard: alphabeta:nodes=…`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.name == self.spec.to_string() {
            f.write_str(&self.name)
        } else {
            write!(f, "{}: {}", self.name, self.spec)
        }
    }
}

/// The bounds every concrete game type meets: the commands run on the game's own type,
/// or on [`AnyGame`] when databases are used.
pub trait Pos: Evaluate + FromSetup + Serialize + fmt::Display + Send + Sync + 'static {}
impl<T: Evaluate + FromSetup + Serialize + fmt::Display + Send + Sync + 'static> Pos for T {}

/// Exact leaves of the game `P`, shared by the players of a match.
pub type Leaves<P> = Arc<dyn ExactLeaves<P> + Send + Sync>;

/// The starting position of `game` with the `--options` object.
pub fn start_position(
    game: GameKind,
    options: Option<&serde_json::Value>,
) -> Result<AnyGame, CliError> {
    AnyGame::with_json_options(game, options).map_err(|e| CliError::Message(e.to_string()))
}

/// A `--position` value: a docs/FORMAT.md position object, which must be one of
/// `game` (it carries its options).
pub fn position_arg(game: GameKind, json: &str) -> Result<AnyGame, CliError> {
    let pos: AnyGame = serde_json::from_str(json).map_err(|e| format!("--position: {e}"))?;
    if pos.kind() != game {
        return Err(format!("--position is a position of {}, not of {game}", pos.kind()).into());
    }
    Ok(pos)
}

/// `game` from its start after `moves`, each checked.
pub fn after_moves<P: Position>(start: P, moves: &[Move]) -> Result<Game<P>, CliError> {
    let mut game = Game::new(start);
    for (k, &mv) in moves.iter().enumerate() {
        game.play(mv)
            .map_err(|e| format!("move {} ({mv}) refused: {e}", k + 1))?;
    }
    Ok(game)
}

/// The folder of a game's databases unless `--dir` or `--db` says otherwise.
pub fn default_dir(kind: GameKind) -> String {
    format!("target/tablebases/{kind}")
}

/// The databases of `--db` for positions of `kind`, opened and checked before any
/// output.
pub fn open_db(path: &str, kind: GameKind) -> Result<Arc<AnyTablebase>, CliError> {
    AnyTablebase::open(kind, Path::new(path))
        .map(Arc::new)
        .map_err(|e| CliError::Message(format!("--db: {e}")))
}

/// The legal moves, two spaces apart.
pub fn legal_list<P: Position>(pos: &P) -> String {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    list.join("  ")
}

/// The legal moves, or how the game ended: the line under a board.
pub fn moves_or_end<P: Position>(game: &Game<P>) -> String {
    if game.is_finished() || game.is_stopped() {
        describe_end(game)
    } else {
        format!("legal moves: {}", legal_list(game.position()))
    }
}

/// How the game ended, or that it was stopped.
pub fn describe_end<P: Position>(game: &Game<P>) -> String {
    match game.result() {
        Some(r) => format!(
            "result: {r} (captured: south {}, north {})",
            game.position().captured(Player::South),
            game.position().captured(Player::North)
        ),
        None => format!("stopped unfinished after {} plies (ply limit)", game.ply()),
    }
}

/// What a move did, one indented line per lap or event.
pub fn print_trace(trace: &[Event], mover: Player) -> Result<(), CliError> {
    for line in describe_trace(trace, mover) {
        outln!("  {line}");
    }
    Ok(())
}

/// What a move did in short: the number of laps and where the last seed fell, then
/// every other event (captures, extra turn, offers, the end) in words.
pub fn print_trace_summary(trace: &[Event], mover: Player) -> Result<(), CliError> {
    let laps = trace
        .iter()
        .filter(|e| matches!(e, Event::Lift { .. }))
        .count();
    let last = trace.iter().rev().find_map(|e| match e {
        Event::Drop { hole } => Some(*hole),
        _ => None,
    });
    if let (true, Some(last)) = (laps > 0, last) {
        let s = if laps == 1 { "" } else { "s" };
        outln!("  {laps} lap{s}, the last seed into hole {last}");
    }
    for line in describe_trace(trace, mover) {
        if !line.starts_with("lap ") && !line.starts_with("a seed into hole") {
            outln!("  {line}");
        }
    }
    Ok(())
}

/// The board for people: the status lines of the text form, each row with its hole
/// numbers above it and whose it is, and which holes are whose in words.
pub fn board_text<P: FromSetup + fmt::Display>(pos: &P) -> String {
    let mut out = String::new();
    for line in pos.to_string().lines() {
        // The text form's field lines (game, options, to move, captured, Goré's
        // negotiation); its board is drawn below with hole numbers instead, and the
        // result is told apart.
        let over = pos.is_over() && line.starts_with("to move:");
        if line.starts_with(|c: char| c.is_ascii_alphabetic())
            && !line.starts_with("result:")
            && !over
        {
            out.push_str(line);
            out.push('\n');
        }
    }
    let board = pos.board();
    let (rows, cols) = (board.rows(), board.cols());
    for r in 0..rows {
        let row_owner = board.row_owner(r);
        let numbers: String = (0..cols)
            .map(|c| format!("{:>4} ", board.index(r, c)))
            .collect();
        let seeds: String = (0..cols)
            .map(|c| {
                let i = board.index(r, c);
                let mark = if board.owner(i) == row_owner {
                    ' '
                } else {
                    '*'
                };
                format!("{:>4}{mark}", board.seeds(i))
            })
            .collect();
        out.push_str(&format!("  hole {}\n", numbers.trim_end()));
        out.push_str(&format!(" {:>5} {}\n", row_owner.name(), seeds.trim_end()));
    }
    out.push_str(&board_legend(pos.kind(), board));
    out
}

/// Which holes are whose, in words.
fn board_legend(kind: GameKind, board: &sowing::Board) -> String {
    // The top half of the rows is North's (`Board::row_owner`).
    let (half, cols) = (board.rows() / 2, board.cols());
    let rows = |from: usize, to: usize, side: &str| {
        if to - from == 1 {
            format!("{side} row")
        } else {
            format!("rows {from}-{}, {side}", to - 1)
        }
    };
    let whose = format!(
        "north: holes 0-{} ({}), south: holes {}-{} ({})",
        half * cols - 1,
        rows(0, half, "top"),
        half * cols,
        board.len() - 1,
        rows(half, board.rows(), "bottom")
    );
    match kind {
        GameKind::Gore => format!(
            "{whose} at the start; trades change who controls a hole: * marks a hole held by \
             the other player"
        ),
        GameKind::BaoKigogo => format!("{whose}; each player sows around their own two rows"),
        GameKind::Described(_) => format!(
            "{whose}; sowing, stores and captures as the game's description says \
             (what a store holds counts as captured)"
        ),
        _ => format!(
            "{whose}; sowing runs counter-clockwise (the bottom row left to right, the top \
             row right to left)"
        ),
    }
}

/// A computer player of `spec` whose choices follow `seed`; with databases, an
/// alpha-beta player plays their positions perfectly and searches with them as exact
/// leaves.
pub fn engine<P: Pos>(
    spec: Spec,
    seed: u64,
    leaves: &Option<Leaves<P>>,
) -> sowing::search::Engine<P> {
    let e = sowing::search::Engine::new(spec, seed);
    match leaves {
        Some(l) => e.with_leaves(Arc::clone(l)),
        None => e,
    }
}
