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
//! mancala play <game> [--as south|north] [--seed N] [--options J] [--trace]
//!                                      play against a random opponent at the terminal
//!                                      ('undo' takes back your last move)
//! ```
//!
//! `<game>` is a docs/FORMAT.md game name (`djenon-aboure`, …); `--options` takes the
//! docs/FORMAT.md options object as JSON, e.g. `--options '{"round": 3}'`.

use sowing::format::describe_trace;
use sowing::playout::Rng;
use sowing::trace::Event;
use sowing::{AnyGame, Game, GameKind, Move, MoveList, Player, Position};
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  mancala replay < request.json
  mancala show <game> [--options JSON] [--moves M1,M2,...] [--trace] [--json]
  mancala random <game> [--seed N] [--max-plies N] [--options JSON] [--trace]
  mancala play <game> [--as south|north] [--seed N] [--options JSON] [--trace]
moves: a hole number such as 7, pass, offer 5 6, accept, decline (in --moves, offers
join their holes with '+': offer 5+6)
games: gore, hoyito-iii, djenon-aboure, bao-kigogo, oware";

/// Ply limit of `random` games unless `--max-plies` says otherwise: games without a
/// repetition rule may go on for ever (docs/RULES.md, Common conventions, Decision).
const DEFAULT_MAX_PLIES: usize = 2000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => ExitCode::from(code),
        Err(msg) => {
            eprintln!("mancala: {msg}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Command-line options after the game name.
struct Opts {
    seed: u64,
    max_plies: usize,
    options: Option<serde_json::Value>,
    human: Player,
    moves: Vec<Move>,
    trace: bool,
    json: bool,
}

fn parse_opts(args: &[String]) -> Result<Opts, String> {
    let mut o = Opts {
        seed: 0,
        max_plies: DEFAULT_MAX_PLIES,
        options: None,
        human: Player::South,
        moves: Vec::new(),
        trace: false,
        json: false,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if matches!(flag.as_str(), "--trace" | "--json") {
            match flag.as_str() {
                "--trace" => o.trace = true,
                _ => o.json = true,
            }
            continue;
        }
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--seed" => o.seed = value()?.parse().map_err(|_| "--seed takes a number")?,
            "--max-plies" => {
                o.max_plies = value()?.parse().map_err(|_| "--max-plies takes a number")?
            }
            "--options" => {
                o.options = Some(
                    serde_json::from_str(value()?)
                        .map_err(|e| format!("--options takes a JSON object: {e}"))?,
                )
            }
            "--moves" => {
                o.moves = value()?
                    .split(',')
                    .map(|m| m.replace('+', ",").parse::<Move>())
                    .collect::<Result<_, _>>()
                    .map_err(|e| format!("--moves: {e}"))?
            }
            "--as" => {
                o.human = match value()?.as_str() {
                    "south" => Player::South,
                    "north" => Player::North,
                    other => return Err(format!("--as takes south or north, not {other:?}")),
                }
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(o)
}

fn start_position(name: Option<&String>, opts: &Opts) -> Result<AnyGame, String> {
    let name = name.ok_or("missing game name")?;
    let game: GameKind = name.parse().map_err(|e| format!("{e}"))?;
    AnyGame::with_json_options(game, opts.options.as_ref()).map_err(|e| e.to_string())
}

fn run(args: &[String]) -> Result<u8, String> {
    let Some(cmd) = args.first() else {
        return Err("missing command".into());
    };
    match cmd.as_str() {
        "replay" => {
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
        "show" => {
            let opts = parse_opts(&args[2.min(args.len())..])?;
            let pos = start_position(args.get(1), &opts)?;
            show(pos, &opts)
        }
        "random" => {
            let opts = parse_opts(&args[2.min(args.len())..])?;
            let pos = start_position(args.get(1), &opts)?;
            random_game(pos, &opts);
            Ok(0)
        }
        "play" => {
            let opts = parse_opts(&args[2.min(args.len())..])?;
            let pos = start_position(args.get(1), &opts)?;
            play(pos, &opts).map_err(|e| e.to_string())?;
            Ok(0)
        }
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(0)
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

fn print_legal(pos: &AnyGame) {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let list: Vec<String> = moves.iter().map(Move::to_string).collect();
    println!("legal moves: {}", list.join("  "));
}

fn describe_end(game: &Game<AnyGame>) -> String {
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

fn play(start: AnyGame, opts: &Opts) -> io::Result<()> {
    let mut rng = Rng::new(opts.seed);
    let mut game = Game::new(start);
    let mut moves = MoveList::new();
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "You play {}. Type a move (a hole number such as 7, pass, offer 5,6, accept, decline), \
         'board', 'undo', 'help' or 'quit'.",
        opts.human
    );
    loop {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mover = game.position().to_move();
        if mover != opts.human {
            let mv = moves[rng.below(moves.len())];
            let mut trace = Vec::new();
            game.play_traced(mv, &mut trace).expect("legal move");
            println!("{mover} plays {mv}");
            if opts.trace {
                print_trace(&trace, mover);
            }
            continue;
        }
        println!("\n{}", game.position());
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
            match line {
                "" => continue,
                "quit" | "exit" => return Ok(()),
                "help" => {
                    print_legal(game.position());
                    continue;
                }
                "board" => {
                    println!("{}", game.position());
                    continue;
                }
                "undo" => {
                    // Take back moves until it is the human's turn after one of theirs.
                    let mut undone = Vec::new();
                    while let Some(mv) = game.undo() {
                        undone.push(mv);
                        if game.position().to_move() == opts.human {
                            break;
                        }
                    }
                    if undone.is_empty() {
                        println!("nothing to undo");
                    } else {
                        undone.reverse();
                        let list: Vec<String> = undone.iter().map(Move::to_string).collect();
                        println!("took back: {}", list.join(", "));
                        println!("\n{}", game.position());
                        print_legal(game.position());
                    }
                    continue;
                }
                _ => {}
            }
            match line.parse::<Move>() {
                Err(e) => println!("{e}"),
                Ok(mv) => {
                    let mut trace = Vec::new();
                    match game.play_traced(mv, &mut trace) {
                        Ok(_) => {
                            if opts.trace {
                                print_trace(&trace, mover);
                            }
                            break;
                        }
                        Err(e) => println!("not allowed: {e}"),
                    }
                }
            }
        }
    }
    println!("\n{}\n{}", game.position(), describe_end(&game));
    Ok(())
}
