//! The `sowing` command line.
//!
//! ```text
//! mancala replay                       read one docs/FORMAT.md replay request on stdin,
//!                                      write JSON Lines; exit 0, 1 (rejected move) or 2
//! mancala show <game> [--options J] [--moves M1,M2,…] [--trace] [--json]
//!                                      print the starting board, or the board after
//!                                      the moves (each with what it did, --trace);
//!                                      --json adds one JSON line: position and traces
//! mancala random <game> [--seed N] [--max-plies N] [--options J] [--trace]
//!                                      play a random game, printing every move
//! mancala play <game> [--ai LEVEL] [--as south|north] [--seed N] [--options J] [--trace]
//!                                      play against the computer at the terminal
//!                                      (commands: a move, hint, undo, board, help, quit)
//! mancala match <game> A B [--games N] [--seed S] [--options J] [--max-plies N] [--opening K]
//!                                      play N games between two players, seats
//!                                      alternating; a summary, then one JSON line
//! mancala analyse <game> [--moves M1,…] [--position J] [--options J] [--depth D | --ms T]
//!                  [--db PATH] [--json]
//!                                      every legal move with its score and line;
//!                                      with --db, exact values from the databases
//! mancala solve djenon-aboure|hoyito-iii --seeds K [--dir PATH] [--threads N] [--check S]
//!                                      build (or resume) the endgame databases
//! mancala prove djenon-aboure|hoyito-iii [--db PATH] [--moves M1,…] [--depth D] [--json]
//!                                      proven bounds on the value by search over them
//! ```
//!
//! `<game>` is a docs/FORMAT.md game name (`djenon-aboure`, …); `--options` takes the
//! docs/FORMAT.md options object as JSON, e.g. `--options '{"round": 3}'`. Players are
//! `sowing::search::Spec` strings: `random`, `greedy`, `alphabeta:depth=D`,
//! `alphabeta:ms=T`, `alphabeta:nodes=N`, `mcts:sims=N`, `mcts:ms=T`, or a level: `easy`,
//! `medium`, `hard`.
//!
//! Every error exits with status 2 and one line on stderr.

use serde::Serialize;
use sowing::format::describe_trace;
use sowing::playout::Rng;
use sowing::search::{AlphaBeta, Engine, ExactLeaves, Limits, Score, SearchResult, Spec};
use sowing::solve::{BuildOptions, Solvable, Tablebase};
use sowing::trace::Event;
use sowing::with_game;
use sowing::{
    AnyGame, DjenonAboure, FromSetup, Game, GameKind, HoyitoIii, Move, MoveList, Player, Position,
    Ruleset,
};
use std::any::Any;
use std::fmt;
use std::io::{self, BufRead, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

const USAGE: &str = "usage:
  mancala replay < request.json
  mancala show <game> [--options JSON] [--moves M1,M2,...] [--trace] [--json]
  mancala random <game> [--seed N] [--max-plies N] [--options JSON] [--trace]
  mancala play <game> [--ai PLAYER] [--as south|north] [--seed N] [--options JSON] [--trace]
                      [--db PATH]
      at the prompt: a move, hint, undo, board, help, quit
  mancala match <game> A B [--games N] [--seed S] [--options JSON] [--max-plies N]
                           [--opening K] [--db PATH]
      N games (default 20) of player A against player B, A starting the odd-numbered
      games (1, 3, ...); games stopped by the ply limit (default 2000) are not scored;
      --opening K begins each pair of games with the same K random plies;
      --db PATH (djenon-aboure, in play too): alpha-beta players play the positions of
      the endgame databases perfectly and search with them as exact leaves;
      a summary, then one JSON line
  mancala analyse <game> [--moves M1,M2,...] [--position JSON] [--options JSON]
                         [--depth D | --ms T] [--json]
                         [--db PATH]
      every legal move with its score and line, best first (default depth 8;
      --ms T: about T milliseconds in all, shared by the moves); --db PATH (djenon-aboure):
      the search ends at positions the endgame databases hold, and moves into them get
      their exact final capture margin (exact: true in --json)
  mancala solve djenon-aboure|hoyito-iii --seeds K [--dir PATH] [--threads N] [--check S]
      builds the endgame databases of every board with up to K seeds (default folder
      target/tablebases/<game>); re-running resumes at the first missing layer;
      progress with the estimated time left on stderr, then one JSON line;
      --check S re-checks every S-th board of each layer against its successors
  mancala prove djenon-aboure|hoyito-iii [--db PATH] [--moves M1,M2,...] [--depth D] [--json]
      alpha-beta over the databases, deepening to D plies (default 30): proven lower
      and upper bounds of the final margin for the player to move at each depth, until
      they meet; then the value and a principal variation
  mancala --help
games: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware
players: random, greedy, alphabeta:depth=D, alphabeta:ms=T, alphabeta:nodes=N,
  mcts:sims=N, mcts:ms=T, or a level: easy (greedy), medium (alpha-beta, depth 4),
  hard (alpha-beta, 200,000 nodes a move)
moves: a hole number such as 7, pass, offer 5 6, accept, decline (in --moves, offers
  join their holes with '+': offer 5+6)
exit status: 0, 1 (replay: a move rejected), 2 (bad input, with one line on stderr)";

/// Ply limit of `random` games and `match` games unless `--max-plies` says otherwise:
/// games without a repetition rule may go on for ever (docs/RULES.md, Common
/// conventions, Decision).
const DEFAULT_MAX_PLIES: usize = 2000;

/// Games of a `match` unless `--games` says otherwise.
const DEFAULT_GAMES: usize = 20;

/// The depth `analyse` searches to without `--depth` or `--ms`: Bao Kigogo's start (23
/// moves, each searched 7 plies after it) takes about 0.4 s in a release build.
const DEFAULT_ANALYSE_DEPTH: u32 = 8;

/// The hint's searcher when the computer player does not search.
const HINT_SPEC: &str = "alphabeta:depth=6";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => ExitCode::from(code),
        Err(msg) => {
            // One line, whatever the message.
            let msg = msg.split_whitespace().collect::<Vec<_>>().join(" ");
            eprintln!("mancala: {msg}; try mancala --help");
            ExitCode::from(2)
        }
    }
}

/// Command-line options after the command.
struct Opts {
    /// Arguments that are not options (the game name, the players of a match).
    positional: Vec<String>,
    seed: u64,
    max_plies: usize,
    options: Option<serde_json::Value>,
    human: Player,
    moves: Vec<Move>,
    trace: bool,
    json: bool,
    ai: Spec,
    /// `--ai` as typed (a level name such as `medium`, or a spec).
    ai_name: String,
    games: usize,
    opening: usize,
    position: Option<String>,
    depth: Option<u32>,
    ms: Option<u64>,
    seeds: Option<u32>,
    dir: Option<String>,
    db: Option<String>,
    threads: Option<usize>,
    check: Option<u64>,
}

/// The options each command takes.
fn allowed_flags(cmd: &str) -> &'static [&'static str] {
    match cmd {
        "show" => &["--options", "--moves", "--trace", "--json"],
        "random" => &["--seed", "--max-plies", "--options", "--trace"],
        "play" => &["--ai", "--as", "--seed", "--options", "--trace", "--db"],
        "match" => &[
            "--games",
            "--seed",
            "--options",
            "--max-plies",
            "--opening",
            "--db",
        ],
        "analyse" | "analyze" => &[
            "--moves",
            "--position",
            "--options",
            "--depth",
            "--ms",
            "--db",
            "--json",
        ],
        "solve" => &["--seeds", "--dir", "--threads", "--check"],
        "prove" => &["--db", "--moves", "--depth", "--json"],
        _ => &[],
    }
}

fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, String> {
    v.parse()
        .map_err(|_| format!("{flag} takes a number, not {v:?}"))
}

fn parse_opts(cmd: &str, args: &[String]) -> Result<Opts, String> {
    let mut o = Opts {
        positional: Vec::new(),
        seed: 0,
        max_plies: DEFAULT_MAX_PLIES,
        options: None,
        human: Player::South,
        moves: Vec::new(),
        trace: false,
        json: false,
        ai: Spec::Random,
        ai_name: "random".into(),
        games: DEFAULT_GAMES,
        opening: 0,
        position: None,
        depth: None,
        ms: None,
        seeds: None,
        dir: None,
        db: None,
        threads: None,
        check: None,
    };
    let allowed = allowed_flags(cmd);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let flag = arg.as_str();
        if !flag.starts_with("--") {
            o.positional.push(arg.clone());
            continue;
        }
        if !allowed.contains(&flag) {
            let known = [
                "show", "random", "play", "match", "analyse", "solve", "prove",
            ]
            .iter()
            .any(|c| allowed_flags(c).contains(&flag));
            return Err(if known {
                format!("{cmd} does not take {flag}")
            } else {
                format!("unknown option {flag:?}")
            });
        }
        match flag {
            "--trace" => {
                o.trace = true;
                continue;
            }
            "--json" => {
                o.json = true;
                continue;
            }
            _ => {}
        }
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value"))?
            .as_str();
        match flag {
            "--seed" => o.seed = number(flag, value)?,
            "--max-plies" => o.max_plies = number(flag, value)?,
            "--games" => {
                o.games = number(flag, value)?;
                if o.games == 0 {
                    return Err("--games takes a number of at least 1".into());
                }
            }
            "--opening" => o.opening = number(flag, value)?,
            "--depth" => {
                let d: u32 = number(flag, value)?;
                if !(1..=100).contains(&d) {
                    return Err(format!("--depth takes 1 to 100 plies, not {d}"));
                }
                o.depth = Some(d);
            }
            "--ms" => {
                let t: u64 = number(flag, value)?;
                if t == 0 {
                    return Err("--ms takes a number of at least 1".into());
                }
                o.ms = Some(t);
            }
            "--options" => {
                o.options = Some(
                    serde_json::from_str(value)
                        .map_err(|e| format!("--options takes a JSON object: {e}"))?,
                )
            }
            "--position" => o.position = Some(value.to_string()),
            "--seeds" => {
                let k: u32 = number(flag, value)?;
                if k > sowing::solve::MAX_SEEDS {
                    return Err(format!(
                        "--seeds takes 0 to {}, not {k}",
                        sowing::solve::MAX_SEEDS
                    ));
                }
                o.seeds = Some(k);
            }
            "--dir" => o.dir = Some(value.to_string()),
            "--db" => o.db = Some(value.to_string()),
            "--threads" => {
                let t: usize = number(flag, value)?;
                if t == 0 {
                    return Err("--threads takes a number of at least 1".into());
                }
                o.threads = Some(t);
            }
            "--check" => {
                let c: u64 = number(flag, value)?;
                if c == 0 {
                    return Err("--check takes a number of at least 1".into());
                }
                o.check = Some(c);
            }
            "--moves" => o.moves = parse_moves(value)?,
            "--as" => {
                o.human = match value {
                    "south" => Player::South,
                    "north" => Player::North,
                    other => return Err(format!("--as takes south or north, not {other:?}")),
                }
            }
            "--ai" => {
                o.ai = parse_spec(value)?;
                o.ai_name = value.to_string();
            }
            _ => unreachable!("every allowed option is handled"),
        }
    }
    if o.depth.is_some() && o.ms.is_some() {
        return Err("give --depth or --ms, not both".into());
    }
    Ok(o)
}

fn parse_moves(list: &str) -> Result<Vec<Move>, String> {
    list.split(',')
        .filter(|m| !m.trim().is_empty())
        .map(|m| m.replace('+', ",").parse::<Move>())
        .collect::<Result<_, _>>()
        .map_err(|e| format!("--moves: {e}"))
}

fn parse_spec(s: &str) -> Result<Spec, String> {
    s.parse::<Spec>().map_err(|e| e.to_string())
}

/// The positional arguments of a command: exactly `names`.
fn positionals<'a>(cmd: &str, opts: &'a Opts, names: &[&str]) -> Result<&'a [String], String> {
    let got = &opts.positional;
    if got.len() < names.len() {
        let missing = names[got.len()];
        return Err(format!(
            "{cmd} needs {}: missing {missing}",
            names.join(" ")
        ));
    }
    if let Some(extra) = got.get(names.len()) {
        return Err(format!(
            "unexpected argument {extra:?} after {cmd} {}",
            names.join(" ")
        ));
    }
    Ok(got)
}

fn game_kind(name: &str) -> Result<GameKind, String> {
    name.parse().map_err(|e| format!("{e}"))
}

fn start_position(name: &str, opts: &Opts) -> Result<AnyGame, String> {
    AnyGame::with_json_options(game_kind(name)?, opts.options.as_ref()).map_err(|e| e.to_string())
}

/// The bounds every concrete game type meets: the commands that search run on the
/// game's own type, not through [`AnyGame`]'s dispatch.
trait Pos: Position + FromSetup + Serialize + fmt::Display + 'static {}
impl<T: Position + FromSetup + Serialize + fmt::Display + 'static> Pos for T {}

fn run(args: &[String]) -> Result<u8, String> {
    let Some(cmd) = args.first() else {
        return Err("missing command".into());
    };
    let cmd = cmd.as_str();
    let rest = &args[1..];
    match cmd {
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(0)
        }
        "replay" => {
            if let Some(extra) = rest.first() {
                return Err(format!("replay takes no arguments, not {extra:?}"));
            }
            let mut input = String::new();
            io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            let stdout = io::stdout();
            let mut out = stdout.lock();
            let code = sowing::replay::replay(&input, &mut out).map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
            Ok(code as u8)
        }
        "show" | "random" | "play" => {
            let opts = parse_opts(cmd, rest)?;
            let name = &positionals(cmd, &opts, &["<game>"])?[0];
            let pos = start_position(name, &opts)?;
            check_db_game(&opts, pos.kind())?;
            match cmd {
                "show" => show(pos, &opts),
                "random" => {
                    random_game(pos, &opts);
                    Ok(0)
                }
                _ => {
                    with_game!(pos, p => play(p, &opts)).map_err(|e| e.to_string())?;
                    Ok(0)
                }
            }
        }
        "match" => {
            let opts = parse_opts(cmd, rest)?;
            let names = positionals(cmd, &opts, &["<game>", "A", "B"])?;
            let pos = start_position(&names[0], &opts)?;
            check_db_game(&opts, pos.kind())?;
            let a = parse_spec(&names[1])?;
            let b = parse_spec(&names[2])?;
            let stats = with_game!(pos, p => run_match(p, a, b, &opts))?;
            print_match(pos.kind(), a, b, &opts, &stats);
            Ok(0)
        }
        "analyse" | "analyze" => {
            let opts = parse_opts(cmd, rest)?;
            let name = &positionals(cmd, &opts, &["<game>"])?[0];
            let start = match &opts.position {
                None => start_position(name, &opts)?,
                Some(json) => {
                    let kind = game_kind(name)?;
                    if opts.options.is_some() {
                        return Err(
                            "--options does not go with --position (a position carries its options)"
                                .into(),
                        );
                    }
                    let pos: AnyGame =
                        serde_json::from_str(json).map_err(|e| format!("--position: {e}"))?;
                    if pos.kind() != kind {
                        return Err(format!(
                            "--position is a {} position, not {kind}",
                            pos.kind()
                        ));
                    }
                    pos
                }
            };
            with_game!(start, p => analyse(p, &opts))
        }
        "solve" => {
            let opts = parse_opts(cmd, rest)?;
            let name = &positionals(cmd, &opts, &["<game>"])?[0];
            match solvable(name)? {
                GameKind::HoyitoIii => solve::<HoyitoIii>(&opts),
                _ => solve::<DjenonAboure>(&opts),
            }
        }
        "prove" => {
            let opts = parse_opts(cmd, rest)?;
            let name = &positionals(cmd, &opts, &["<game>"])?[0];
            match solvable(name)? {
                GameKind::HoyitoIii => prove::<HoyitoIii>(&opts),
                _ => prove::<DjenonAboure>(&opts),
            }
        }
        other => Err(format!("unknown command {other:?}")),
    }
}

/// `show`: the start, then each move of `--moves` with what it did (`--trace`), the
/// final board and its legal moves; `--json` ends with one JSON line.
fn show(start: AnyGame, opts: &Opts) -> Result<u8, String> {
    let mut game = Game::new(start);
    let mut traces: Vec<Vec<Event>> = Vec::new();
    if !opts.moves.is_empty() {
        println!("{start}\n");
    }
    for (k, &mv) in opts.moves.iter().enumerate() {
        let mover = game.position().to_move();
        let mut trace = Vec::new();
        game.play_traced(mv, &mut trace)
            .map_err(|e| format!("move {} ({mv}) refused: {e}", k + 1))?;
        println!("ply {}: {mover} plays {mv}", k + 1);
        if opts.trace {
            for line in describe_trace(&trace, mover) {
                println!("  {line}");
            }
        }
        traces.push(trace);
    }
    if !opts.moves.is_empty() {
        println!();
    }
    let pos = *game.position();
    println!("{pos}");
    print_legal(&pos);
    if opts.json {
        let mut legal = MoveList::new();
        game.legal_moves(&mut legal);
        let line = serde_json::json!({
            "position": game.to_json(),
            "moves": opts.moves,
            "traces": traces,
            "legal": legal.as_slice(),
        });
        println!("{line}");
    }
    Ok(0)
}

/// Prints what a move did, one indented line per lap or event.
fn print_trace(trace: &[Event], mover: Player) {
    for line in describe_trace(trace, mover) {
        println!("  {line}");
    }
}

/// Prints what a move did in short: the number of laps and where the last seed fell,
/// then every other event (captures, extra turn, offers, the end) in words.
fn print_trace_summary(trace: &[Event], mover: Player) {
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
        println!("  {laps} lap{s}, the last seed into hole {last}");
    }
    for line in describe_trace(trace, mover) {
        if !line.starts_with("lap ") && !line.starts_with("a seed into hole") {
            println!("  {line}");
        }
    }
}

fn legal_list<P: Position>(pos: &P) -> String {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    list.join("  ")
}

fn print_legal<P: Position>(pos: &P) {
    println!("legal moves: {}", legal_list(pos));
}

fn describe_end<P: Position>(game: &Game<P>) -> String {
    match game.result() {
        Some(r) => format!(
            "result: {r} (captured: south {}, north {})",
            game.position().captured(Player::South),
            game.position().captured(Player::North)
        ),
        None => format!("stopped unfinished after {} plies (ply limit)", game.ply()),
    }
}

fn random_game(start: AnyGame, opts: &Opts) {
    let mut rng = Rng::new(opts.seed);
    let mut game = Game::new(start).with_ply_limit(Some(opts.max_plies));
    let mut moves = MoveList::new();
    println!("{start}\n");
    loop {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mover = game.position().to_move();
        let mv = moves[rng.below(moves.len())];
        let mut trace = Vec::new();
        // A legal move always plays.
        let report = game.play_traced(mv, &mut trace).expect("legal move");
        let capture = if report.captured.seeds > 0 {
            format!(", captures {}", report.captured.seeds)
        } else {
            String::new()
        };
        println!("ply {}: {mover} plays {mv}{capture}", game.ply());
        if opts.trace {
            print_trace(&trace, mover);
        }
        println!("{}\n", game.position().board());
    }
    println!("{}", describe_end(&game));
}

// ---------------------------------------------------------------------------------
// play

/// The board for people: the status lines of the text form, each row with its hole
/// numbers above it, and who plays which row.
fn print_board<P: Pos>(game: &Game<P>) {
    let pos = game.position();
    for line in pos.to_string().lines() {
        // The text form's field lines (game, options, to move, captured, Goré's
        // negotiation); its board is drawn below with hole numbers instead, and the
        // result is left to `describe_end` at the end of the game.
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) && !line.starts_with("result:") {
            println!("{line}");
        }
    }
    let board = pos.board();
    let (rows, cols) = (board.rows(), board.cols());
    for r in 0..rows {
        let row_owner = if r < rows / 2 {
            Player::North
        } else {
            Player::South
        };
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
        println!("  hole {}", numbers.trim_end());
        println!(" {:>5} {}", row_owner.name(), seeds.trim_end());
    }
    println!("{}", board_legend(pos.kind(), rows, cols));
}

/// Which holes are whose, in words.
fn board_legend(kind: GameKind, rows: usize, cols: usize) -> String {
    let half = rows / 2 * cols;
    let last = rows * cols - 1;
    match kind {
        GameKind::Gore => format!(
            "holes 0-{} (top row) start as north's, {half}-{last} (bottom row) as south's; \
             trades change who controls a hole: * marks a hole held by the other player",
            half - 1
        ),
        GameKind::BaoKigogo => format!(
            "north: holes 0-{} (rows 0-1, top), south: holes {half}-{last} (rows 2-3, bottom); \
             each player sows around their own two rows",
            half - 1
        ),
        _ => format!(
            "north: holes 0-{} (top row), south: holes {half}-{last} (bottom row); \
             sowing runs counter-clockwise (the bottom row left to right, the top row \
             right to left)",
            half - 1
        ),
    }
}

const PLAY_HELP: &str = "commands: a move (a hole number such as 7, pass, offer 5,6, accept, \
decline), hint (the computer's suggestion), undo (take back your last move), board, help, quit";

fn play<P: Pos>(start: P, opts: &Opts) -> io::Result<()> {
    let mut game = Game::new(start);
    let db = open_opt_db(opts).map_err(io::Error::other)?;
    let mut ai = engine::<P>(opts.ai, opts.seed, &db);
    // Hints come from the computer player's own kind of search if it searches, else
    // from a fixed-depth alpha-beta.
    let hint_spec = match opts.ai {
        Spec::AlphaBeta(_) | Spec::Mcts(_) => opts.ai,
        Spec::Random | Spec::Greedy => HINT_SPEC.parse().expect("a valid spec"),
    };
    let mut hinter: Option<Engine> = None;
    let mut moves = MoveList::new();
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let ai_name = if opts.ai_name == opts.ai.to_string() {
        opts.ai_name.clone()
    } else {
        format!("{}: {}", opts.ai_name, opts.ai)
    };
    println!(
        "You play {} against the computer ({ai_name}). {PLAY_HELP}.",
        opts.human
    );
    loop {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mover = game.position().to_move();
        if mover != opts.human {
            let Some(mv) = ai.choose(&game) else { break };
            let mut trace = Vec::new();
            game.play_traced(mv, &mut trace)
                .expect("the engine plays legal moves");
            println!("computer ({mover}) plays {mv}");
            report_move(&trace, mover, opts.trace);
            continue;
        }
        println!();
        print_board(&game);
        print_legal(game.position());
        loop {
            print!("{mover}> ");
            io::stdout().flush()?;
            let Some(line) = lines.next() else {
                println!("\nbye");
                return Ok(());
            };
            let line = line?;
            let line = line.trim();
            match line.to_ascii_lowercase().as_str() {
                "" => continue,
                "quit" | "exit" | "q" => {
                    println!("bye");
                    return Ok(());
                }
                "help" | "?" => {
                    println!("{PLAY_HELP}");
                    print_legal(game.position());
                    continue;
                }
                "board" => {
                    print_board(&game);
                    print_legal(game.position());
                    continue;
                }
                "hint" => {
                    let engine = hinter.get_or_insert_with(|| Engine::new(hint_spec, opts.seed));
                    match engine.think(&game) {
                        Some(r) => println!("{}", describe_hint(&r, hint_spec)),
                        None => println!("no hint: the game is over"),
                    }
                    continue;
                }
                "undo" => {
                    // Take back the computer's replies and the human's last move; nothing
                    // if the human has not moved yet.
                    let mut before = game.clone();
                    let mut undone = Vec::new();
                    while let Some(mv) = before.undo() {
                        undone.push(mv);
                        if before.position().to_move() == opts.human {
                            break;
                        }
                    }
                    if before.position().to_move() == opts.human && !undone.is_empty() {
                        game = before;
                    } else {
                        undone.clear();
                    }
                    if undone.is_empty() {
                        println!("nothing to undo");
                    } else {
                        undone.reverse();
                        let list: Vec<String> = undone.iter().map(Move::to_string).collect();
                        println!("took back: {}", list.join(", "));
                        println!();
                        print_board(&game);
                        print_legal(game.position());
                    }
                    continue;
                }
                _ => {}
            }
            match line.parse::<Move>() {
                Err(e) => println!("{e} (type help for the commands)"),
                Ok(mv) => {
                    let mut trace = Vec::new();
                    match game.play_traced(mv, &mut trace) {
                        Ok(_) => {
                            println!("you ({mover}) play {mv}");
                            report_move(&trace, mover, opts.trace);
                            break;
                        }
                        Err(e) => println!("not allowed: {e}"),
                    }
                }
            }
        }
    }
    println!();
    print_board(&game);
    println!("{}", describe_end(&game));
    Ok(())
}

/// What a move did: every lap with `--trace`, else in short.
fn report_move(trace: &[Event], mover: Player, full: bool) {
    if full {
        print_trace(trace, mover);
    } else {
        print_trace_summary(trace, mover);
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

// ---------------------------------------------------------------------------------
// match

/// What a match produced.
struct MatchStats {
    a_wins: usize,
    b_wins: usize,
    draws: usize,
    unfinished: usize,
    /// A's points in each finished game: 1, ½ or 0.
    a_points: Vec<f64>,
    /// Time spent choosing moves, and moves chosen, by A and by B.
    think: [Duration; 2],
    moves: [u64; 2],
    plies: usize,
    elapsed: Duration,
}

/// SplitMix64: mixes a match seed and a game number into engine seeds.
fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of side `side` (0 = A, 1 = B) in game `k` of a match seeded `seed`.
fn engine_seed(seed: u64, k: usize, side: u64) -> u64 {
    splitmix64(seed ^ splitmix64((k as u64) << 1 | side))
}

fn run_match<P: Pos>(start: P, a: Spec, b: Spec, opts: &Opts) -> Result<MatchStats, String> {
    let db = open_opt_db(opts)?;
    let n = opts.games;
    let began = Instant::now();
    let mut s = MatchStats {
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        unfinished: 0,
        a_points: Vec::with_capacity(n),
        think: [Duration::ZERO; 2],
        moves: [0; 2],
        plies: 0,
        elapsed: Duration::ZERO,
    };
    let progress = |s: &MatchStats, done: usize| {
        // (`+ 0.0`: an empty sum is -0.)
        let points = s.a_points.iter().sum::<f64>() + 0.0;
        eprint!(
            "\r{} {a} vs {b}: {done}/{n} games, A {points} points, {:.1} s   ",
            start.kind(),
            began.elapsed().as_secs_f64()
        );
        let _ = io::stderr().flush();
    };
    progress(&s, 0);
    for k in 0..n {
        // A is South (and moves first) in the even-numbered games.
        let a_south = k % 2 == 0;
        let mut engines = [
            engine::<P>(a, engine_seed(opts.seed, k, 0), &db),
            engine::<P>(b, engine_seed(opts.seed, k, 1), &db),
        ];
        let mut game = Game::new(start).with_ply_limit(Some(opts.max_plies));
        // Games 2j and 2j + 1 share their random opening, with the seats swapped.
        let mut rng = Rng::new(engine_seed(opts.seed, k / 2, 2));
        let mut legal = MoveList::new();
        for _ in 0..opts.opening {
            game.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            game.play(legal[rng.below(legal.len())])
                .expect("a legal move plays");
        }
        while !game.is_finished() && !game.is_stopped() {
            let side = usize::from((game.position().to_move() == Player::South) != a_south);
            let t = Instant::now();
            let choice = engines[side].choose(&game);
            s.think[side] += t.elapsed();
            s.moves[side] += 1;
            let Some(mv) = choice else { break };
            game.play(mv).map_err(|e| {
                format!(
                    "game {} of the match: {} chose {mv}, which was refused: {e}",
                    k + 1,
                    engines[side].spec()
                )
            })?;
        }
        s.plies += game.ply();
        match game.result() {
            None => s.unfinished += 1,
            Some(r) => match r.winner() {
                None => {
                    s.draws += 1;
                    s.a_points.push(0.5);
                }
                Some(w) if (w == Player::South) == a_south => {
                    s.a_wins += 1;
                    s.a_points.push(1.0);
                }
                Some(_) => {
                    s.b_wins += 1;
                    s.a_points.push(0.0);
                }
            },
        }
        progress(&s, k + 1);
    }
    eprintln!();
    s.elapsed = began.elapsed();
    Ok(s)
}

/// The match's one-line JSON summary (fields in this order).
#[derive(Serialize)]
struct MatchJson {
    game: String,
    a: String,
    b: String,
    games: usize,
    a_wins: usize,
    b_wins: usize,
    draws: usize,
    unfinished: usize,
    /// A's points per finished game, 0 to 1 (`null` when no game finished).
    a_score: Option<f64>,
    ci95: Option<[f64; 2]>,
    elo: Option<f64>,
    ms_per_move: [f64; 2],
    seed: u64,
    max_plies: usize,
    opening: usize,
    plies_per_game: f64,
}

fn round_to(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    // Adding 0.0 turns -0.0 into 0.0.
    (x * f).round() / f + 0.0
}

/// Mean, and the 95% interval of the mean by the normal approximation (clamped to
/// [0, 1]), of per-game points.
fn score_interval(points: &[f64]) -> Option<(f64, [f64; 2])> {
    let n = points.len();
    if n == 0 {
        return None;
    }
    let mean = points.iter().sum::<f64>() / n as f64;
    let sd = if n > 1 {
        (points.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64).sqrt()
    } else {
        0.0
    };
    let half = 1.96 * sd / (n as f64).sqrt();
    Some((
        mean,
        [(mean - half).clamp(0.0, 1.0), (mean + half).clamp(0.0, 1.0)],
    ))
}

/// The Elo difference that predicts `score` (clamped to [0.001, 0.999]).
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// Whether a player always makes the same move in the same game (no randomness, no
/// clock).
fn deterministic(spec: Spec) -> bool {
    match spec {
        Spec::Random | Spec::Greedy => false,
        Spec::AlphaBeta(l) => l.time.is_none(),
        // Seeded per game, so MCTS differs from game to game.
        Spec::Mcts(_) => false,
    }
}

fn print_match(kind: GameKind, a: Spec, b: Spec, opts: &Opts, s: &MatchStats) {
    let ms = |side: usize| {
        if s.moves[side] == 0 {
            0.0
        } else {
            s.think[side].as_secs_f64() * 1000.0 / s.moves[side] as f64
        }
    };
    let interval = score_interval(&s.a_points);
    let games = opts.games;
    println!(
        "match: {kind}, A = {a}, B = {b} (seed {}, ply limit {}, random opening plies: {})",
        opts.seed, opts.max_plies, opts.opening
    );
    println!("games:          {games} (A is south, and starts, in games 1, 3, 5, ...)");
    println!("A wins:         {}", s.a_wins);
    println!("B wins:         {}", s.b_wins);
    println!("draws:          {}", s.draws);
    println!(
        "unfinished:     {} (stopped by the ply limit; not scored)",
        s.unfinished
    );
    match interval {
        Some((score, [lo, hi])) => {
            println!(
                "A's score:      {:.1}% of {} finished games (95% interval {:.1}% to {:.1}%)",
                score * 100.0,
                s.a_points.len(),
                lo * 100.0,
                hi * 100.0
            );
            println!("Elo (A - B):    {:+.0}", round_to(elo(score), 0));
        }
        None => {
            println!("A's score:      none (no game finished)");
            println!("Elo (A - B):    none");
        }
    }
    println!("ms per move:    A {:.3}, B {:.3}", ms(0), ms(1));
    println!(
        "plies per game: {:.1}; {:.1} s in all",
        s.plies as f64 / games as f64,
        s.elapsed.as_secs_f64()
    );
    if opts.opening == 0 && deterministic(a) && deterministic(b) && games > 2 {
        println!(
            "note: both players are deterministic, so the games repeat in pairs; \
             --opening N starts each pair of games with N random plies"
        );
    }
    let line = MatchJson {
        game: kind.to_string(),
        a: a.to_string(),
        b: b.to_string(),
        games,
        a_wins: s.a_wins,
        b_wins: s.b_wins,
        draws: s.draws,
        unfinished: s.unfinished,
        a_score: interval.map(|(score, _)| round_to(score, 4)),
        ci95: interval.map(|(_, [lo, hi])| [round_to(lo, 4), round_to(hi, 4)]),
        elo: interval.map(|(score, _)| round_to(elo(score), 1)),
        ms_per_move: [round_to(ms(0), 3), round_to(ms(1), 3)],
        seed: opts.seed,
        max_plies: opts.max_plies,
        opening: opts.opening,
        plies_per_game: round_to(s.plies as f64 / games as f64, 1),
    };
    println!("{}", serde_json::to_string(&line).expect("serializable"));
}

// ---------------------------------------------------------------------------------
// analyse

#[derive(Serialize)]
struct AnalysedMove {
    #[serde(rename = "move")]
    mv: Move,
    score: Score,
    /// Whether `score` is the exact final capture margin (from the databases).
    exact: bool,
    pv: Vec<Move>,
    depth: u32,
    nodes: u64,
}

#[derive(Serialize)]
struct AnalyseJson<J: Serialize> {
    position: J,
    moves: Vec<AnalysedMove>,
    limit: serde_json::Value,
}

fn analyse<P: Pos>(start: P, opts: &Opts) -> Result<u8, String> {
    let mut game = Game::new(start);
    for (k, &mv) in opts.moves.iter().enumerate() {
        game.play(mv)
            .map_err(|e| format!("move {} ({mv}) refused: {e}", k + 1))?;
    }
    let pos = *game.position();
    println!("{pos}");
    let mut legal = MoveList::new();
    game.legal_moves(&mut legal);
    let (limits, limit_text, limit_json) = match (opts.depth, opts.ms) {
        (_, Some(ms)) => {
            let each = (ms / legal.len().max(1) as u64).max(1);
            (
                Limits::time(Duration::from_millis(each)),
                format!("{ms} ms in all, {each} ms for each move"),
                serde_json::json!({"ms": ms}),
            )
        }
        (depth, None) => {
            let d = depth.unwrap_or(DEFAULT_ANALYSE_DEPTH);
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
        println!("{}", describe_end(&game));
    } else {
        println!("legal moves: {}", legal_list(&pos));
        let history: Vec<u64> = game.seen_keys().collect();
        let began = Instant::now();
        let db = match &opts.db {
            Some(path) => {
                if pos.kind() != GameKind::DjenonAboure {
                    return Err(format!(
                        "--db: databases exist for djenon-aboure only, not {}",
                        pos.kind()
                    ));
                }
                Some(open_db::<DjenonAboure>(path)?)
            }
            None => None,
        };
        let mut searcher = AlphaBeta::new();
        if let Some(tb) = &db {
            searcher = searcher.with_leaves::<DjenonAboure>(Box::new(Arc::clone(tb)));
        }
        let mut results: Vec<(Move, SearchResult, bool)> = searcher
            .analyse(&pos, &history, limits)
            .into_iter()
            .map(|(mv, r)| (mv, r, false))
            .collect();
        if let Some(tb) = &db {
            mark_exact(tb, &pos, &mut results)?;
        }
        let elapsed = began.elapsed();
        let nodes: u64 = results.iter().map(|(_, r, _)| r.nodes).sum();
        println!(
            "analysis of {} moves for {}, limit {limit_text}: {nodes} nodes, {:.2} s",
            results.len(),
            pos.to_move(),
            elapsed.as_secs_f64()
        );
        println!("  rank  move      score            line");
        for (i, (mv, r, exact)) in results.iter().enumerate() {
            let line: Vec<String> = r.pv.iter().map(Move::to_string).collect();
            let score = if *exact {
                format!("{} exact", r.score)
            } else {
                r.score.to_string()
            };
            println!(
                "  {:>4}  {:<9} {:<16} {}",
                i + 1,
                mv.to_string(),
                score,
                line.join(" ")
            );
        }
        if let Some((mv, r, exact)) = results.first() {
            println!(
                "best: {mv} ({}{})",
                r.score,
                if *exact { ", exact" } else { "" }
            );
        }
        analysed = results
            .into_iter()
            .map(|(mv, r, exact)| AnalysedMove {
                mv,
                score: r.score,
                exact,
                pv: r.pv,
                depth: r.depth,
                nodes: r.nodes,
            })
            .collect();
    }
    if opts.json {
        let line = AnalyseJson {
            position: game.to_json(),
            moves: analysed,
            limit: limit_json,
        };
        println!("{}", serde_json::to_string(&line).expect("serializable"));
    }
    Ok(0)
}

// ---------------------------------------------------------------------------------
// solve, prove, and exact values in analyse

/// The plies of a principal variation read from the databases at most.
const DB_LINE_PLIES: usize = 60;

/// The games `solve` and `prove` take.
fn solvable(name: &str) -> Result<GameKind, String> {
    match game_kind(name)? {
        kind @ (GameKind::DjenonAboure | GameKind::HoyitoIii) => Ok(kind),
        other => Err(format!(
            "endgame databases exist for djenon-aboure and hoyito-iii only, not {other}"
        )),
    }
}

/// The folder of a game's databases unless `--dir` or `--db` says otherwise.
fn default_dir(kind: GameKind) -> String {
    format!("target/tablebases/{kind}")
}

fn open_db<G: Solvable>(path: &str) -> Result<Arc<Tablebase<G>>, String> {
    let tb = Tablebase::<G>::open(&PathBuf::from(path)).map_err(|e| e.to_string())?;
    if tb.max_seeds().is_none() {
        return Err(format!(
            "--db: no databases in {path:?} (build them with mancala solve)"
        ));
    }
    Ok(Arc::new(tb))
}

fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// `solve`: builds or resumes the layers, then one JSON line.
fn solve<G: Solvable + Ruleset>(opts: &Opts) -> Result<u8, String> {
    let k = opts.seeds.ok_or("solve needs --seeds K")?;
    let dir = PathBuf::from(opts.dir.clone().unwrap_or_else(|| default_dir(G::KIND)));
    let mut build_opts = BuildOptions::default();
    if let Some(t) = opts.threads {
        build_opts.threads = t;
    }
    let began = Instant::now();
    let stats = sowing::solve::build::<G>(&dir, k, &build_opts, &mut |p| {
        let eta = p.eta.map_or("?".to_string(), hms);
        eprintln!(
            "layer {:>2} pass {:>2}: {:>5.1}% of {} boards, {} changed; elapsed {}, about {} left",
            p.seeds,
            p.pass,
            100.0 * p.done as f64 / p.total.max(1) as f64,
            p.total,
            p.changed,
            hms(p.elapsed),
            eta
        );
    })
    .map_err(|e| e.to_string())?;
    for s in &stats {
        if !s.resumed {
            eprintln!(
                "layer {:>2} done: {} boards, {} passes, {:.1} s ({} with a child in the layer)",
                s.seeds, s.positions, s.passes, s.seconds, s.cyclic
            );
        }
    }
    let mut checked = serde_json::Value::Null;
    if let Some(stride) = opts.check {
        let tb = Tablebase::<G>::open_up_to(&dir, k).map_err(|e| e.to_string())?;
        let mut total = 0;
        for n in 0..=k {
            let (count, bad) = tb
                .check_layer(n, stride, (n as u64 * 7919) % stride)
                .map_err(|e| e.to_string())?;
            if !bad.is_empty() {
                return Err(format!("layer {n}: {} of {count} boards checked are not the best over their successors (first rank {})", bad.len(), bad[0]));
            }
            total += count;
        }
        eprintln!("checked {total} boards against their successors: all agree");
        checked = serde_json::json!(total);
    }
    let bytes: u64 = stats.iter().map(|s| s.positions).sum();
    let line = serde_json::json!({
        "game": G::KIND,
        "dir": dir.display().to_string(),
        "seeds": k,
        "positions": bytes,
        "bytes": bytes,
        "seconds": began.elapsed().as_secs_f64(),
        "checked": checked,
        "layers": stats,
    });
    println!("{line}");
    Ok(0)
}

/// `prove`: iterative deepening of the bound searches until the bounds meet.
fn prove<G: Solvable + Ruleset + fmt::Display>(opts: &Opts) -> Result<u8, String> {
    let dir = opts.db.clone().unwrap_or_else(|| default_dir(G::KIND));
    let tb = open_db::<G>(&dir)?;
    let mut game = Game::new(G::start());
    for (k, &mv) in opts.moves.iter().enumerate() {
        game.play(mv)
            .map_err(|e| format!("move {} ({mv}) refused: {e}", k + 1))?;
    }
    let pos = *game.position();
    println!("{pos}");
    let max_depth = opts.depth.unwrap_or(30);
    let margin = sowing::search::capture_margin(&pos);
    let began = Instant::now();
    let mut depths = Vec::new();
    let mut last = None;
    for d in 1..=max_depth {
        let p = sowing::solve::prove(&tb, &pos, d).map_err(|e| e.to_string())?;
        println!(
            "depth {:>2}: final margin for {} in [{:+}, {:+}], {} nodes, {:.1} s",
            d,
            pos.to_move(),
            margin + p.lo,
            margin + p.hi,
            p.nodes,
            began.elapsed().as_secs_f64()
        );
        depths.push(p);
        last = Some(p);
        if p.lo == p.hi {
            break;
        }
    }
    let p = last.ok_or("prove needs --depth of at least 1")?;
    let exact = p.lo == p.hi;
    let pv = if exact {
        sowing::solve::principal_variation(&tb, &pos, p.depth).map_err(|e| e.to_string())?
    } else {
        Vec::new()
    };
    if exact {
        let line: Vec<String> = pv.iter().map(Move::to_string).collect();
        println!(
            "value: {:+} for {} (final margin)",
            margin + p.lo,
            pos.to_move()
        );
        println!("principal variation: {}", line.join(" "));
    }
    if opts.json {
        let line = serde_json::json!({
            "to_move": pos.to_move(),
            "margin_now": margin,
            "lo": margin + p.lo,
            "hi": margin + p.hi,
            "exact": exact,
            "pv": pv,
            "db_seeds": tb.max_seeds(),
            "depths": depths,
            "seconds": began.elapsed().as_secs_f64(),
        });
        println!("{line}");
    }
    Ok(0)
}

/// Replaces the score of each move into a position the databases hold by its exact
/// final capture margin, and its line by one of perfect play.
fn mark_exact<P: Pos>(
    tb: &Tablebase<DjenonAboure>,
    pos: &P,
    results: &mut [(Move, SearchResult, bool)],
) -> Result<(), String> {
    let Some(pos) = (pos as &dyn Any).downcast_ref::<DjenonAboure>() else {
        return Ok(());
    };
    let me = pos.to_move();
    for (mv, r, exact) in results.iter_mut() {
        let mut child = *pos;
        if child.play(*mv).is_err() {
            continue;
        }
        let Some(v) = tb.exact(&child) else { continue };
        let margin = child.captured(me) as i32 - child.captured(me.opponent()) as i32;
        let fin = if child.is_over() || child.to_move() == me {
            margin + v
        } else {
            margin - v
        };
        r.score = Score::Margin(fin);
        r.pv = std::iter::once(*mv)
            .chain(
                tb.best_line(&child, DB_LINE_PLIES)
                    .map_err(|e| e.to_string())?,
            )
            .collect();
        *exact = true;
    }
    // Exact margins rank with proven results: a positive one among the wins, a
    // negative one among the losses.
    let key = |x: &(Move, SearchResult, bool)| match (x.2, x.1.score) {
        (true, Score::Margin(m)) if m > 0 => 1e9 - 1000.0 + m as f64,
        (true, Score::Margin(m)) if m < 0 => -1e9 + 1000.0 + m as f64,
        (true, _) => 0.0,
        (false, s) => s.rank(),
    };
    results.sort_by(|a, b| key(b).total_cmp(&key(a)));
    Ok(())
}

/// The databases of `--db`, if given (the commands check the game first).
fn open_opt_db(opts: &Opts) -> Result<Option<Arc<Tablebase<DjenonAboure>>>, String> {
    opts.db.as_deref().map(open_db::<DjenonAboure>).transpose()
}

/// `--db` is for djenon-aboure only.
fn check_db_game(opts: &Opts, kind: GameKind) -> Result<(), String> {
    match (&opts.db, kind) {
        (Some(_), k) if k != GameKind::DjenonAboure => Err(format!(
            "--db: databases exist for djenon-aboure only, not {k}"
        )),
        _ => Ok(()),
    }
}

/// A player of `spec`; an alpha-beta player with databases plays their positions
/// perfectly and searches with them as exact leaves.
fn engine<P: Pos>(spec: Spec, seed: u64, db: &Option<Arc<Tablebase<DjenonAboure>>>) -> Engine {
    let e = Engine::new(spec, seed);
    let Some(tb) = db else { return e };
    let leaves: Box<dyn Any> =
        Box::new(Box::new(Arc::clone(tb)) as Box<dyn ExactLeaves<DjenonAboure>>);
    match leaves.downcast::<Box<dyn ExactLeaves<P>>>() {
        Ok(l) => e.with_leaves(*l),
        Err(_) => e,
    }
}
