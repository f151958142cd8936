//! `mancala prove`: proven bounds on the value of a position by alpha-beta over the
//! databases, deepening until they meet.

use crate::common::{
    after_moves, default_dir, json_object, position_arg, start_position, CliResult, Moves,
};
use crate::{outln, say};
use sowing::search::capture_margin;
use sowing::solve::{AnyTablebase, Proof};
use sowing::{GameKind, Move, Player, Position};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The end of `prove --help`: what the numbers are.
const AFTER_HELP: &str = "\
Numbers: a final margin is the player to move's captures minus the opponent's at the end
of the game, the captures so far included; a board value counts only the seeds still on
the board (final margin = margin_now + board value). The JSON line holds to_move,
margin_now (the captures so far), lo and hi (proven bounds of the final margin), exact
(whether they meet), final_margin and board_value (when exact, else null), board_lo and
board_hi (the bounds of the board value), pv (a principal variation when exact),
db_seeds, rules and endless (the databases'), endless_to, depths (at each depth: lo and
hi as final margins, board_lo, board_hi, nodes) and seconds.
The databases must be built for the rules of the position's options (--options, or the
options --position carries): a layer of other rules is refused, naming the file.";

#[derive(clap::Args)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game: djenon-aboure, hoyito-iii, or a described game of two rows of six
    /// whose seeds leave the board only by capture (e.g. kalah, ayoayo).
    game: GameKind,
    /// The databases' folder (default target/tablebases/<game>), opened and checked
    /// first.
    #[arg(long)]
    db: Option<String>,
    /// The position to prove, a docs/FORMAT.md position object of the game (it
    /// carries its options, which must be those the databases are built for); the
    /// start by default.
    #[arg(long)]
    position: Option<String>,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3,
    /// "previous_winner": "south"}' (the start's; --position carries its own).
    #[arg(long, value_parser = json_object, conflicts_with = "position")]
    options: Option<serde_json::Value>,
    /// With databases built with --endless extremes: the player a line of play that
    /// never ends gives all the seeds on the board to (south or north).
    #[arg(long, default_value = "south")]
    endless_to: Player,
    /// Moves to play first (from --position, or the start), separated by commas.
    #[arg(long, default_value = "")]
    moves: Moves,
    /// Deepen to at most this many plies.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..))]
    depth: u32,
    /// Write one JSON line on stdout (the bounds at each depth, the value and the
    /// line); the lines for people go to stderr.
    #[arg(long)]
    json: bool,
}

/// A proof's bounds as JSON: final margins (`lo`, `hi`) and board values.
fn bounds_json(p: &Proof, margin: i32) -> serde_json::Value {
    serde_json::json!({
        "depth": p.depth,
        "lo": margin + p.lo,
        "hi": margin + p.hi,
        "board_lo": p.lo,
        "board_hi": p.hi,
        "nodes": p.nodes,
    })
}

pub fn run(a: Args) -> CliResult {
    let dir = a.db.clone().unwrap_or_else(|| default_dir(a.game));
    let start = match &a.position {
        Some(json) => position_arg(a.game, json)?,
        None => start_position(a.game, a.options.as_ref())?,
    };
    // The databases of the position's rules: a layer of others is refused, named.
    let tb = AnyTablebase::open_for(&start, Path::new(&dir), a.endless_to)
        .map_err(|e| format!("--db: {e}"))?;
    let game = after_moves(start, &a.moves.0)?;
    let pos = *game.position();
    tb.check_position(&pos).map_err(|e| e.to_string())?;
    say!(a.json, "{pos}");
    let margin = capture_margin(&pos);
    let began = Instant::now();
    let mut depths = Vec::new();
    let mut last = None;
    for d in 1..=a.depth {
        let p = tb.prove(&pos, d).map_err(|e| e.to_string())?;
        say!(
            a.json,
            "depth {:>2}: final margin for {} in [{:+}, {:+}], {} nodes, {:.1} s",
            d,
            pos.to_move(),
            margin + p.lo,
            margin + p.hi,
            p.nodes,
            began.elapsed().as_secs_f64()
        );
        depths.push(bounds_json(&p, margin));
        last = Some(p);
        if p.lo == p.hi {
            break;
        }
    }
    let p = last.ok_or("prove needs --depth of at least 1")?;
    let exact = p.lo == p.hi;
    let pv = if exact {
        tb.principal_variation(&pos, p.depth)
            .map_err(|e| e.to_string())?
    } else {
        Vec::new()
    };
    if exact {
        let line: Vec<String> = pv.iter().map(Move::to_string).collect();
        say!(
            a.json,
            "value: {:+} for {} (final margin; {:+} so far, {:+} from the seeds on the board)",
            margin + p.lo,
            pos.to_move(),
            margin,
            p.lo
        );
        say!(a.json, "principal variation: {}", line.join(" "));
    }
    if a.json {
        let line = serde_json::json!({
            "to_move": pos.to_move(),
            "margin_now": margin,
            "lo": margin + p.lo,
            "hi": margin + p.hi,
            "exact": exact,
            "final_margin": exact.then_some(margin + p.lo),
            "board_value": exact.then_some(p.lo),
            "board_lo": p.lo,
            "board_hi": p.hi,
            "pv": pv,
            "db_seeds": tb.max_seeds(),
            "rules": tb.tables().rules.name,
            "endless": tb.tables().endless,
            "endless_to": a.endless_to,
            "depths": depths,
            "seconds": began.elapsed().as_secs_f64(),
        });
        outln!("{line}");
    }
    Ok(0)
}
