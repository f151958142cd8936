//! Replays games recorded by another engine against a described game, ply by ply:
//! `scripts/mancalagames-compare` records random games in MancalaGames and checks them
//! here, without the Python binding.
//!
//! ```text
//! cargo run --release --example described_replay -- DESCRIPTION.json GAMES.jsonl
//! ```
//!
//! `GAMES.jsonl` holds one game per line, in our coordinates (docs/MANCALAGAMES.md):
//!
//! ```text
//! {"plies": [{"to_move": 0, "legal": [6, 7, 8], "move": 7,
//!             "board": [...], "stores": [0, 0]}, ...],
//!  "end": "south" | "north" | "draw" | "endless" | "limit"}
//! ```
//!
//! A ply of a match of rounds may add `"round_end": "south" | "north" | "draw"`: the
//! move ended a round with that result, and `board` and `stores` are the next
//! round's start; the replay checks that our move ended a round with that result.
//!
//! A game may add `"start": [...]`, the board the recording engine started from;
//! a game whose description starts at random (`board.random_start`) is replayed
//! from that layout rather than its own draw, and each later round of such a match
//! (`rounds.wins`) from the board recorded with the round's end.
//!
//! `to_move` is 0 for South, 1 for North; `move` is a hole or -1 for a pass (then
//! `legal` is `[-1]`), or for a hole whose direction the player chooses `1000 + h`
//! (sown counter-clockwise) or `2000 + h` (clockwise); `board` and `stores` are the position after the move (the
//! stores: what each player has captured). `"endless"`: the recording engine ended
//! the game during the last ply's sowing (its lap limit), so that ply is not
//! compared; `"limit"`: the recording stopped unfinished.
//!
//! Writes one JSON line: the games that agree, the games that ended by the
//! recorder's lap limit (agreeing up to it), moves the recorder offered that our
//! rules refuse as endless sowings, and the first difference found.

use serde::Deserialize;
use sowing::described::{Described, NoMove, Remaining, Rules};
use sowing::{Direction, FromSetup, Move, MoveError, MoveList, Outcome, Player, Position};
use std::process::ExitCode;

#[derive(Deserialize)]
struct Ply {
    to_move: u8,
    legal: Vec<i32>,
    #[serde(rename = "move")]
    mv: i32,
    board: Vec<u32>,
    stores: [u32; 2],
    /// The move ended a round of a match with this result (`board` and `stores`
    /// are then the next round's start).
    #[serde(default)]
    round_end: Option<String>,
}

#[derive(Deserialize)]
struct Recorded {
    plies: Vec<Ply>,
    end: String,
    /// The board the recording engine started from (South to move, nothing
    /// captured). A game whose description starts at random
    /// (`board.random_start`) is replayed from it.
    #[serde(default)]
    start: Option<Vec<u8>>,
}

/// A recorded move: -1 a pass, `h` a hole, `1000 + h` hole `h` sown
/// counter-clockwise, `2000 + h` clockwise (a hole whose direction the player
/// chooses).
fn to_move(m: i32) -> Move {
    match m {
        ..0 => Move::Pass,
        0..1000 => Move::Sow(m as u8),
        1000..2000 => Move::SowDir((m - 1000) as u8, Direction::CounterClockwise),
        _ => Move::SowDir((m - 2000) as u8, Direction::Clockwise),
    }
}

fn from_move(m: Move) -> i32 {
    match m {
        Move::Sow(h) => h as i32,
        Move::SowDir(h, Direction::CounterClockwise) => 1000 + h as i32,
        Move::SowDir(h, Direction::Clockwise) => 2000 + h as i32,
        _ => -1,
    }
}

/// What a replay found: agreement, or the first difference.
enum Verdict {
    Agree,
    LapLimit,
    Differ(String),
}

fn outcome(name: &str) -> Option<Outcome> {
    match name {
        "south" => Some(Outcome::win(Player::South)),
        "north" => Some(Outcome::win(Player::North)),
        "draw" => Some(Outcome::Draw),
        _ => None,
    }
}

fn replay(
    rules: &'static Rules,
    game: &Recorded,
    endless_offered: &mut u64,
    rounds: &mut u64,
) -> Verdict {
    let mut pos = rules.start();
    if let (Some(_), Some(start)) = (rules.description().board.random_start, &game.start) {
        pos = match Described::from_parts(rules, start, [0, 0], Player::South) {
            Ok(p) => p,
            Err(e) => return Verdict::Differ(format!("their start: {e}")),
        };
    }
    let last = game.plies.len();
    let remaining = rules.description().end.remaining;
    let remaining_to_mover = remaining == Remaining::Mover;
    let nobody = remaining == Remaining::Nobody;
    let divided = remaining == Remaining::Divided;
    for (i, ply) in game.plies.iter().enumerate() {
        let at = |what: String| Verdict::Differ(format!("ply {}: {what}", i + 1));
        if pos.result().is_some() {
            return at(format!(
                "our game is over ({:?}), theirs goes on",
                pos.result()
            ));
        }
        let me = pos.to_move().index() as u8;
        if me != ply.to_move {
            return at(format!("to move: ours {me}, theirs {}", ply.to_move));
        }
        let mut list = MoveList::new();
        pos.legal_moves(&mut list);
        let mut ours: Vec<i32> = list.iter().map(|&m| from_move(m)).collect();
        ours.sort_unstable();
        let mut theirs = ply.legal.clone();
        theirs.sort_unstable();
        if ours != theirs {
            // Moves they offer that we refuse as endless sowings are tolerated.
            let extra: Vec<i32> = theirs
                .iter()
                .copied()
                .filter(|m| !ours.contains(m))
                .collect();
            let missing = ours.iter().any(|m| !theirs.contains(m));
            let all_endless = extra.iter().all(|&m| {
                let mut p = pos;
                matches!(p.play(to_move(m)), Err(MoveError::EndlessSowing { .. }))
            });
            // Without any other move we would pass where they must play an endless one.
            let pass_for_endless = ours == [-1] && !extra.is_empty() && all_endless;
            if (missing && !pass_for_endless) || !all_endless {
                return at(format!("legal moves: ours {ours:?}, theirs {theirs:?}"));
            }
            *endless_offered += extra.len() as u64;
        }
        if i + 1 == last && game.end == "endless" {
            return Verdict::LapLimit;
        }
        let before = pos;
        let report = match pos.play(to_move(ply.mv)) {
            Ok(report) => report,
            Err(e) => return at(format!("move {} refused: {e}", ply.mv)),
        };
        let their_round = ply.round_end.as_deref().and_then(outcome);
        if report.round_ended != their_round {
            // Where their next and last ply is a move their 75-lap limit stopped and
            // every move they offer there is an endless sowing to us, we end the
            // round (no legal move) one ply before they do.
            if their_round.is_none()
                && i + 2 == last
                && game.end == "endless"
                && only_endless_left(&before, ply, &game.plies[i + 1])
            {
                return Verdict::LapLimit;
            }
            return at(format!(
                "round ended: ours {:?}, theirs {:?}",
                report.round_ended, ply.round_end
            ));
        }
        *rounds += their_round.is_some() as u64;
        if their_round.is_some() && rules.description().board.random_start.is_some() {
            // Each round of a match of won rounds starts from the layout their engine
            // drew (ours repeats the description's one).
            let start: Vec<u8> = ply.board.iter().map(|&n| n as u8).collect();
            pos = match pos.with_holes(&start) {
                Ok(p) => p,
                Err(e) => return at(format!("their round's start: {e}")),
            };
        }
        let mut board: Vec<u32> = ply.board.clone();
        let mut stores = ply.stores;
        let over_here = i + 1 == last && game.end != "limit";
        let ours_board: Vec<u32> = pos.board().holes().iter().map(|&n| n as u32).collect();
        let ours_stores = [pos.captured(Player::South), pos.captured(Player::North)];
        if over_here && nobody && ours_stores == stores && board.iter().all(|&n| n == 0) {
            // They drop the seeds left, uncounted; we leave them on the board.
            continue;
        }
        if over_here && board.iter().any(|&n| n > 0) && ours_board != board {
            // They may leave the seeds on the board at the end; we sweep them as
            // `end.remaining` says: compare after the same sweep. Seeds in children
            // go to the children's owners first.
            let half = board.len() / 2;
            for p in [Player::South, Player::North] {
                let mine = pos.children_of(p);
                for (h, n) in board.iter_mut().enumerate() {
                    if mine >> h & 1 == 1 {
                        stores[p.index()] += *n;
                        *n = 0;
                    }
                }
            }
            if nobody {
                // The seeds left are nobody's: ours stay on the board, uncounted;
                // theirs may already be dropped (only the children emptied yet), as
                // when neither player can move. The stores alone are compared.
                board.clone_from(&ours_board);
            } else if remaining_to_mover {
                let mover = ply.to_move as usize;
                stores[mover] += board.iter().sum::<u32>();
            } else if divided {
                // Half each, an odd seed to the player who has captured fewer.
                let left = board.iter().sum::<u32>();
                let south = left / 2 + (left % 2 == 1 && stores[1] > stores[0]) as u32;
                stores[0] += south;
                stores[1] += left - south;
            } else {
                // Each hole to its owner (the rows', or a territory's).
                let _ = half;
                for (h, owner) in pos.board().owners().enumerate() {
                    stores[owner.index()] += board[h];
                }
            }
            if !nobody {
                board.iter_mut().for_each(|n| *n = 0);
            }
        }
        if ours_board != board || ours_stores != stores {
            return at(format!(
                "after move {}: ours {ours_board:?} {ours_stores:?}, theirs {board:?} {stores:?}",
                ply.mv
            ));
        }
    }
    let want = outcome(&game.end);
    if game.end != "limit" && pos.result() != want {
        return Verdict::Differ(format!(
            "result: ours {:?}, theirs {}",
            pos.result(),
            game.end
        ));
    }
    Verdict::Agree
}

/// Whether, on the board `ply` left after `before` (their record), the player to
/// move in `next` has no legal move of ours and every move they offer is one we
/// refuse as an endless sowing. Checked on the same game with `no_move: "pass"`, so
/// that the position stands without our end applied.
fn only_endless_left(before: &Described, ply: &Ply, next: &Ply) -> bool {
    let mut d = before.rules().description().clone();
    d.name.push_str("-passing");
    d.moves.no_move = NoMove::Pass;
    let Ok(rules) = Rules::compile(&d) else {
        return false;
    };
    let mut s = before.to_setup();
    s.game = rules.start().kind();
    for (h, &n) in ply.board.iter().enumerate() {
        s.board.set_seeds(h, n as u8);
    }
    s.captured = ply.stores;
    s.to_move = if next.to_move == 0 {
        Player::South
    } else {
        Player::North
    };
    s.result = None;
    let Ok(p) = Described::from_setup(&s) else {
        return false;
    };
    let mut list = MoveList::new();
    p.legal_moves(&mut list);
    list.iter().all(|&m| m == Move::Pass)
        && next.legal.iter().all(|&m| {
            let mut q = p;
            matches!(q.play(to_move(m)), Err(MoveError::EndlessSowing { .. }))
        })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: described_replay DESCRIPTION.json GAMES.jsonl");
        return ExitCode::from(2);
    }
    let read = |p: &str| std::fs::read_to_string(p).map_err(|e| format!("{p}: {e}"));
    let (desc, games) = match (read(&args[1]), read(&args[2])) {
        (Ok(d), Ok(g)) => (d, g),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let rules = match Rules::from_json(&desc) {
        Ok(r) => r,
        Err(e) => {
            println!("{}", serde_json::json!({"error": e.to_string()}));
            return ExitCode::from(1);
        }
    };
    let (mut agree, mut lap_limit, mut unfinished, mut endless_offered) = (0u64, 0u64, 0u64, 0u64);
    let mut rounds = 0u64;
    let mut total = 0u64;
    let mut first: Option<String> = None;
    for (n, line) in games.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        total += 1;
        let game: Recorded = match serde_json::from_str(line) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("game {}: {e}", n + 1);
                return ExitCode::from(2);
            }
        };
        match replay(rules, &game, &mut endless_offered, &mut rounds) {
            Verdict::Agree => {
                agree += 1;
                unfinished += (game.end == "limit") as u64;
            }
            Verdict::LapLimit => lap_limit += 1,
            Verdict::Differ(d) => {
                first.get_or_insert(format!("game {}, {d}", n + 1));
            }
        }
    }
    println!(
        "{}",
        serde_json::json!({
            "games": total,
            "agree": agree,
            "lap_limit": lap_limit,
            "unfinished": unfinished,
            "endless_offered": endless_offered,
            "rounds": rounds,
            "first_difference": first,
        })
    );
    if first.is_some() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
