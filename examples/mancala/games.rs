//! `mancala games`: the games the command line knows: the built-in games and the
//! library of described games (`variants/*.json`), each with its board.
//!
//! Also `--game NAME` and `--game-file PATH` ([`game_options`]), which stand for the
//! game argument of every command.

use crate::common::{CliError, CliResult};
use crate::outln;
use sowing::described::{library, Rules};
use sowing::GameKind;
use std::ffi::OsString;
use std::io::Write;

#[derive(clap::Args)]
pub struct Args {
    /// Write one JSON object per game on stdout (name, title, rows, cols, seeds,
    /// described).
    #[arg(long)]
    json: bool,
}

/// The commands whose first positional argument is a game.
const TAKES_A_GAME: &[&str] = &[
    "show", "random", "play", "match", "analyse", "analyze", "solve", "prove",
];

/// Reads `--game NAME` and `--game-file PATH` (also `--game=NAME`, `--game-file=PATH`)
/// out of the arguments. `--game-file` reads and compiles the description (so its
/// game is known by name from then on, in `--position` and replay requests too);
/// either then stands for the game argument: its name goes in as the command's first
/// positional argument. `replay` takes `--game-file` alone (its request names the
/// game).
pub fn game_options(args: Vec<OsString>) -> Result<Vec<OsString>, CliError> {
    let mut rest = Vec::with_capacity(args.len());
    let mut game: Option<String> = None;
    let mut it = args.into_iter();
    let set = |g: String, game: &mut Option<String>| -> Result<(), CliError> {
        if game.replace(g).is_some() {
            return Err("give the game once (--game or --game-file)".into());
        }
        Ok(())
    };
    while let Some(arg) = it.next() {
        let text = arg.to_string_lossy().into_owned();
        if text == "--" {
            rest.push(arg);
            rest.extend(it.by_ref());
            break;
        }
        let (flag, inline) = match text.split_once('=') {
            Some((f, v)) => (f.to_string(), Some(v.to_string())),
            None => (text.clone(), None),
        };
        if flag != "--game" && flag != "--game-file" {
            rest.push(arg);
            continue;
        }
        let value = match inline {
            Some(v) => v,
            None => it
                .next()
                .map(|v| v.to_string_lossy().into_owned())
                .ok_or_else(|| format!("{flag} takes a value"))?,
        };
        if flag == "--game" {
            set(value, &mut game)?;
        } else {
            let json =
                std::fs::read_to_string(&value).map_err(|e| format!("--game-file {value}: {e}"))?;
            let rules = Rules::from_json(&json).map_err(|e| format!("--game-file {value}: {e}"))?;
            set(rules.kind().name().to_string(), &mut game)?;
        }
    }
    let Some(game) = game else {
        return Ok(rest);
    };
    match rest.get(1).map(|c| c.to_string_lossy().into_owned()) {
        Some(c) if TAKES_A_GAME.contains(&c.as_str()) => rest.insert(2, game.into()),
        Some(c) if c == "replay" => {}
        _ => return Err("--game and --game-file go with a command that takes a game".into()),
    }
    Ok(rest)
}

#[derive(serde::Serialize)]
struct Line {
    name: String,
    title: String,
    rows: usize,
    cols: usize,
    seeds: u32,
    described: bool,
}

pub fn run(a: Args) -> CliResult {
    let mut lines = Vec::new();
    for g in GameKind::ALL {
        let start = sowing::AnyGame::start(g);
        lines.push(Line {
            name: g.name().to_string(),
            title: String::new(),
            rows: g.rows(),
            cols: g.cols(),
            seeds: sowing::Position::total_seeds(&start),
            described: false,
        });
    }
    for name in library().names() {
        let rules = library().get(name).map_err(|e| e.to_string())?;
        let (rows, cols) = rules.shape();
        lines.push(Line {
            name: rules.kind().name().to_string(),
            title: rules.description().title.clone(),
            rows,
            cols,
            seeds: rules.total_seeds(),
            described: true,
        });
    }
    for l in &lines {
        if a.json {
            outln!("{}", serde_json::to_string(l).map_err(|e| e.to_string())?);
        } else {
            let kind = if l.described { "described" } else { "built-in" };
            let title = if l.title.is_empty() {
                String::new()
            } else {
                format!("  {}", l.title)
            };
            outln!(
                "{:<24} {kind:<9} {}×{}, {} seeds{title}",
                l.name,
                l.rows,
                l.cols,
                l.seeds
            );
        }
    }
    Ok(0)
}
