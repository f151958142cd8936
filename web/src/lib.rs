//! The `sowing` crate in the browser: a small JSON-in, JSON-out API over
//! WebAssembly for the web app in `web/www/` (docs/WEB.md).
//!
//! - [`Session`] is one game being played on the page: its start and moves (a
//!   [`Game`] with a redo list), legal moves, moves played from their docs/FORMAT.md
//!   text with the frames of their animation (SVG boards from the crate's renderer,
//!   one per trace event, with the words of [`describe_trace`]), undo and redo, the
//!   position at any earlier ply, replay export and import.
//! - [`engine_move`] and [`analyse`] are the engine calls the Web Worker makes: they
//!   take the game as a replay (docs/FORMAT.md JSON) and keep no state, so the page
//!   and the worker share nothing but messages.
//! - [`rules`] is the game's section of docs/RULES.md; [`speed`] the fixed search
//!   `scripts/wasm-speed` times natively and in WebAssembly.
//!
//! Every function answers JSON text; a refusal is `{"error": "…"}` (a move's refusal
//! is the rule's own words, [`sowing::MoveError`]'s Display).
#![forbid(unsafe_code)]

use serde_json::{json, Value};
use sowing::format::{describe_trace, options_to_json};
use sowing::replay::Request;
use sowing::search::{AlphaBeta, Engine, Limits, Spec};
use sowing::svg::{self, Highlights, View};
use sowing::trace::Event;
use sowing::{with_game, AnyGame, FromSetup, Game, GameKind, Move, MoveList, Player, Position};
use std::time::Duration;
use wasm_bindgen::prelude::*;
use web_time::Instant;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console)]
    fn error(s: &str);
}

/// Sends Rust panics to the browser console (a panic in WebAssembly otherwise shows
/// only as "unreachable").
#[wasm_bindgen(start)]
pub fn init() {
    #[cfg(target_arch = "wasm32")]
    std::panic::set_hook(Box::new(|info| error(&format!("sowing panicked: {info}"))));
}

/// The JSON of a refusal.
fn refusal(why: impl std::fmt::Display) -> String {
    json!({ "error": why.to_string() }).to_string()
}

/// The hole a trace event touches.
fn event_hole(e: &Event) -> Option<u8> {
    match *e {
        Event::Lift { hole, .. }
        | Event::Drop { hole }
        | Event::Capture { hole, .. }
        | Event::Pay { hole, .. }
        | Event::Refill { hole, .. }
        | Event::Child { hole, .. }
        | Event::Sweep { hole, .. }
        | Event::Take { hole, .. } => Some(hole),
        _ => None,
    }
}

/// The legal moves of the player to move, in docs/FORMAT.md order.
fn legal_moves(game: &Game<AnyGame>) -> Vec<Move> {
    let mut moves = MoveList::new();
    game.legal_moves(&mut moves);
    moves.iter().copied().collect()
}

/// A replay read into its start and moves, or why not (docs/FORMAT.md *Replay*).
fn load(replay: &str) -> Result<Game<AnyGame>, String> {
    let req = Request::parse(replay).map_err(|e| format!("not a replay: {e}"))?;
    let holes = req.start.board().len();
    let mut game = Game::new(req.start);
    for (i, m) in req.moves.iter().enumerate() {
        let mv = m
            .to_move(holes)
            .map_err(|e| format!("move {} ({}): {e}", i + 1, m.to_json()))?;
        game.play(mv)
            .map_err(|e| format!("move {} ({mv}): {e}", i + 1))?;
    }
    Ok(game)
}

/// The replay of a game (docs/FORMAT.md *Replay* input).
fn replay_json(game: &Game<AnyGame>) -> Value {
    let start = game.start();
    json!({
        "game": start.kind().name(),
        "options": options_to_json(start.options()).unwrap_or(json!({})),
        "moves": game.moves(),
    })
}

/// The words for a player.
fn player_json(p: Option<Player>) -> Value {
    p.map_or(Value::Null, |p| json!(p.name()))
}

/// A move as it was played: the move, its mover, its trace.
type Played = (Move, Player, Vec<Event>);

/// One game being played: the page's whole state of play.
#[wasm_bindgen]
pub struct Session {
    game: Game<AnyGame>,
    /// Moves undone, the next to redo last.
    redo: Vec<Move>,
}

impl Session {
    /// The game after its first `ply` moves, and how its last move went: the move, its
    /// mover and its trace.
    fn at(&self, ply: usize) -> (Game<AnyGame>, Option<Played>) {
        let moves = &self.game.moves()[..ply.min(self.game.ply())];
        let mut game = Game::new(*self.game.start());
        let mut last = None;
        for (i, &mv) in moves.iter().enumerate() {
            let mover = game.position().to_move();
            if i + 1 == moves.len() {
                let mut trace = Vec::new();
                game.play_traced(mv, &mut trace).expect("a recorded move");
                last = Some((mv, mover, trace));
            } else {
                game.play(mv).expect("a recorded move");
            }
        }
        (game, last)
    }

    /// The picture of `game` with its last move marked, the legal holes when asked.
    fn picture(
        game: &Game<AnyGame>,
        last: &Option<Played>,
        legal: bool,
        selected: &[u8],
    ) -> String {
        let mut h = match last {
            Some((_, _, trace)) => Highlights::of_trace(trace),
            None => Highlights::default(),
        };
        if legal {
            h = h.with_legal_moves(&legal_moves(game));
        }
        h.selected = selected.to_vec();
        svg::render(&View::of_game(game), &h)
    }

    /// The move list: each ply's move text and mover.
    fn record(&self) -> Vec<Value> {
        let mut pos = *self.game.start();
        self.game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &mv)| {
                let by = pos.to_move();
                let _ = pos.play(mv);
                json!({ "ply": i + 1, "move": mv.to_string(), "by": by.name() })
            })
            .collect()
    }

    /// The frames of a move just played from `before` by `mover`: one per trace event,
    /// each an SVG board (the hole the event touches marked, the captures so far) and
    /// the words so far ([`describe_trace`]); the last is the position the trace leads
    /// to, which the browser tests compare with the engine's.
    fn frames(before: &View, mover: Player, trace: &[Event]) -> Vec<Value> {
        let views = svg::frames(before, trace, mover);
        views
            .iter()
            .enumerate()
            .map(|(i, view)| {
                let mut h = Highlights::of_trace(&trace[..=i]);
                if i + 1 < views.len() {
                    h.active = event_hole(&trace[i]);
                }
                let words = describe_trace(&trace[..=i], mover);
                json!({
                    "svg": svg::render(view, &h),
                    "text": words.last().cloned().unwrap_or_default(),
                    "event": trace[i],
                })
            })
            .collect()
    }

    /// Plays `mv` with its animation; `Err` is the refusal's words.
    fn play_move(&mut self, mv: Move) -> Result<Value, String> {
        let before = View::of_game(&self.game);
        let mover = self.game.position().to_move();
        let mut trace = Vec::new();
        self.game
            .play_traced(mv, &mut trace)
            .map_err(|e| e.to_string())?;
        let frames = Self::frames(&before, mover, &trace);
        Ok(json!({
            "move": mv.to_string(),
            "by": mover.name(),
            "words": describe_trace(&trace, mover),
            "trace": trace,
            "frames": frames,
        }))
    }
}

#[wasm_bindgen]
impl Session {
    /// A new game: `game` by its docs/FORMAT.md name, `options` a docs/FORMAT.md
    /// options object (`{}` or `null` for none). Throws the reason when refused.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: &str) -> Result<Session, JsError> {
        let kind: GameKind = game.parse().map_err(|e| JsError::new(&format!("{e}")))?;
        let opts: Value = serde_json::from_str(if options.trim().is_empty() {
            "null"
        } else {
            options
        })
        .map_err(|e| JsError::new(&format!("options: {e}")))?;
        let start = AnyGame::with_json_options(kind, Some(&opts))
            .map_err(|e| JsError::new(&format!("{e}")))?;
        Ok(Session {
            game: Game::new(start),
            redo: Vec::new(),
        })
    }

    /// The state of play: game, options, ply, the move list, whose turn or the result,
    /// the legal moves (text), the holes that can be sown, whether an offer can be
    /// made, the pending offer, captures, each hole's seeds and owner, undo/redo, and
    /// the board as SVG (the legal holes marked, `selected` as an offer being made).
    pub fn state(&self, selected: &[u8]) -> String {
        let pos = self.game.position();
        let setup = FromSetup::to_setup(pos);
        let legal = legal_moves(&self.game);
        let last = self.at(self.game.ply()).1;
        let board = &setup.board;
        json!({
            "game": pos.kind().name(),
            "options": options_to_json(pos.options()).unwrap_or(json!({})),
            "ply": self.game.ply(),
            "moves": self.record(),
            "to_move": player_json(self.game.result().is_none().then_some(pos.to_move())),
            "result": self.game.result().map(|r| r.to_string()),
            "legal": legal.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            "sow": legal.iter().filter_map(|m| m.hole()).collect::<std::collections::BTreeSet<_>>(),
            "can_offer": legal.iter().any(|m| matches!(m, Move::Offer(_))),
            "pending_offer": setup.pending_offer.map(|o| o.holes.holes().to_vec()),
            "captured": setup.captured,
            "seeds": board.holes(),
            "owners": board.owners().map(|p| p.name()).collect::<Vec<_>>(),
            "rows": board.rows(),
            "cols": board.cols(),
            "last": last.as_ref().map(|(mv, by, _)| json!({"move": mv.to_string(), "by": by.name()})),
            "can_undo": self.game.ply() > 0,
            "can_redo": !self.redo.is_empty(),
            "svg": Self::picture(&self.game, &last, true, selected),
        })
        .to_string()
    }

    /// Plays a move given as docs/FORMAT.md text (`8`, `8cw`, `offer 5,6`, `accept`,
    /// `decline`, `pass`): `{"move", "by", "words", "trace", "frames": [{"svg",
    /// "text", "event"}…]}`, the last frame the position reached; or `{"error"}`
    /// with the rule's reason, and nothing changes.
    pub fn play(&mut self, text: &str) -> String {
        let mv: Move = match text.parse() {
            Ok(mv) => mv,
            Err(e) => return refusal(e),
        };
        match self.play_move(mv) {
            Ok(v) => {
                if self.redo.last() == Some(&mv) {
                    self.redo.pop();
                } else {
                    self.redo.clear();
                }
                v.to_string()
            }
            Err(e) => refusal(e),
        }
    }

    /// Takes back the last move; false at the start.
    pub fn undo(&mut self) -> bool {
        match self.game.undo() {
            Some(mv) => {
                self.redo.push(mv);
                true
            }
            None => false,
        }
    }

    /// Plays the last move undone again, with its animation (as [`Session::play`]);
    /// `{"error"}` when there is none.
    pub fn redo(&mut self) -> String {
        let Some(&mv) = self.redo.last() else {
            return refusal("nothing to redo");
        };
        match self.play_move(mv) {
            Ok(v) => {
                self.redo.pop();
                v.to_string()
            }
            Err(e) => refusal(e),
        }
    }

    /// The position after the first `ply` moves, read-only: `{"ply", "svg", "move",
    /// "by", "to_move", "result", "captured", "seeds"}`.
    pub fn view_at(&self, ply: usize) -> String {
        let (game, last) = self.at(ply);
        let setup = FromSetup::to_setup(game.position());
        json!({
            "ply": game.ply(),
            "svg": Self::picture(&game, &last, false, &[]),
            "move": last.as_ref().map(|(mv, _, _)| mv.to_string()),
            "by": last.as_ref().map(|(_, by, _)| by.name()),
            "to_move": player_json(game.result().is_none().then_some(setup.to_move)),
            "result": game.result().map(|r| r.to_string()),
            "captured": setup.captured,
            "seeds": setup.board.holes(),
        })
        .to_string()
    }

    /// The game as a docs/FORMAT.md replay (`{"game", "options", "moves"}`).
    pub fn export(&self) -> String {
        serde_json::to_string_pretty(&replay_json(&self.game)).expect("JSON")
    }

    /// Replaces the game by a docs/FORMAT.md replay: `{"ok": true}`, or `{"error"}`
    /// saying what is wrong, and the game is unchanged.
    pub fn import(&mut self, replay: &str) -> String {
        match load(replay) {
            Ok(game) => {
                self.game = game;
                self.redo.clear();
                json!({ "ok": true }).to_string()
            }
            Err(e) => refusal(e),
        }
    }
}

/// The player of a level: `easy`, `medium` and `hard` (the crate's [`Spec`] names;
/// in the browser `hard` thinks for a fixed time, 1.5 s, rather than a node count,
/// so it answers promptly on any machine), or any spec.
fn level_spec(level: &str) -> Result<Spec, String> {
    let spec = match level {
        "hard" => "alphabeta:ms=1500",
        other => other,
    };
    spec.parse().map_err(|e| format!("{e}"))
}

/// The computer's move in the game of `replay` at `level` (see [`level_spec`]), its
/// random choices following `seed`: `{"move": text, "ms"}` (`"move": null` when
/// there is none), or `{"error"}`.
#[wasm_bindgen]
pub fn engine_move(replay: &str, level: &str, seed: u32) -> String {
    let began = Instant::now();
    let (game, spec) = match (load(replay), level_spec(level)) {
        (Ok(g), Ok(s)) => (g, s),
        (Err(e), _) | (_, Err(e)) => return refusal(e),
    };
    let mv = with_game!(*game.start(), start => {
        let g = Game::from_moves(start, game.moves().iter().copied()).expect("recorded moves");
        Engine::new(spec, u64::from(seed)).choose(&g)
    });
    json!({
        "move": mv.map(|m| m.to_string()),
        "ms": began.elapsed().as_secs_f64() * 1000.0,
    })
    .to_string()
}

/// Every legal move of the game of `replay` with its score and line, best first,
/// about `ms` milliseconds in all (shared by the moves, as `mancala analyse --ms`):
/// `{"moves": [{"move", "score" (words), "value" (docs/SEARCH.md JSON), "line",
/// "depth", "nodes"}], "nodes", "ms"}`, or `{"error"}`.
#[wasm_bindgen]
pub fn analyse(replay: &str, ms: u32) -> String {
    let began = Instant::now();
    let game = match load(replay) {
        Ok(g) => g,
        Err(e) => return refusal(e),
    };
    let legal = legal_moves(&game).len().max(1) as u64;
    let each = Limits::time(Duration::from_millis((u64::from(ms) / legal).max(1)));
    let history: Vec<u64> = game.seen_keys().collect();
    let results = with_game!(*game.start(), start => {
        let g = Game::from_moves(start, game.moves().iter().copied()).expect("recorded moves");
        AlphaBeta::new().analyse(g.position(), &history, each)
    });
    let nodes: u64 = results.iter().map(|(_, r)| r.nodes).sum();
    json!({
        "moves": results.iter().map(|(mv, r)| json!({
            "move": mv.to_string(),
            "score": r.score.to_string(),
            "value": r.score,
            "line": r.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            "depth": r.depth,
            "nodes": r.nodes,
        })).collect::<Vec<_>>(),
        "nodes": nodes,
        "ms": began.elapsed().as_secs_f64() * 1000.0,
    })
    .to_string()
}

/// The games, from the crate's registry: `[{"name", "title"}]`, the docs/FORMAT.md
/// name and the title of its rules section (`Goré`, `Hoyito III`, …): the built-in
/// games, then the library of described games (`variants/*.json`).
#[wasm_bindgen]
pub fn games() -> String {
    let described = sowing::described::library()
        .names()
        .filter_map(|name| sowing::described::library().get(name).ok())
        .map(|r| r.kind());
    let list: Vec<Value> = GameKind::ALL
        .into_iter()
        .chain(described)
        .map(|g| {
            let rules = rules(g.name());
            let title = rules.lines().next().unwrap_or("").trim_start_matches("## ");
            json!({ "name": g.name(), "title": title })
        })
        .collect();
    Value::Array(list).to_string()
}

/// The rules section of a described game: its title (or name), where its rules come
/// from, and its description (docs/DESCRIPTIONS.md gives every field's meaning).
fn described_rules(rules: &sowing::described::Rules) -> String {
    let d = rules.description();
    let title = if d.title.is_empty() {
        &d.name
    } else {
        &d.title
    };
    let source = if d.source.is_empty() {
        String::new()
    } else {
        format!("Source: {}\n\n", d.source)
    };
    let json = serde_json::to_string_pretty(d).unwrap_or_default();
    format!(
        "## {title} (described)\n\nA described game (docs/DESCRIPTIONS.md gives every field's meaning). {source}```json\n{json}\n```\n"
    )
}

/// docs/RULES.md, whole.
const RULES: &str = include_str!("../../docs/RULES.md");

/// The section of docs/RULES.md on `game` (docs/FORMAT.md name), Markdown, from its
/// `## ` heading to the next; empty for an unknown game.
#[wasm_bindgen]
pub fn rules(game: &str) -> String {
    let Ok(kind) = game.parse::<GameKind>() else {
        return String::new();
    };
    if let Some(id) = kind.described() {
        return described_rules(sowing::described::Rules::of(id));
    }
    let name = format!("Game name `\"{}\"`", kind.name());
    // Words compared across line breaks: a section may wrap inside the phrase.
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    RULES
        .split("\n## ")
        .skip(1)
        .find(|section| words(section).contains(&name))
        .map(|section| format!("## {section}"))
        .unwrap_or_default()
}

/// The fixed search `scripts/wasm-speed` times: every legal move of `game`'s start
/// analysed to `depth` ([`AlphaBeta::analyse`], as `mancala analyse --depth`):
/// `{"nodes", "ms"}`.
#[wasm_bindgen]
pub fn speed(game: &str, depth: u32) -> String {
    let Ok(kind) = game.parse::<GameKind>() else {
        return refusal(format!("no game {game:?}"));
    };
    // The searcher (its 32 MB table) is made before the clock starts: what is
    // measured is the search, not how fast each platform hands out zeroed memory.
    let (nodes, ms) = with_game!(AnyGame::start(kind), p => {
        let mut searcher = AlphaBeta::new();
        let began = Instant::now();
        let results = searcher.analyse(&p, &[], Limits::depth(depth));
        let nodes: u64 = results.iter().map(|(_, r)| r.nodes).sum();
        (nodes, began.elapsed().as_secs_f64() * 1000.0)
    });
    json!({ "nodes": nodes, "ms": ms }).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game of the registry has its RULES.md section and a title (the page's game
    /// menu and status line read them).
    #[test]
    fn every_game_has_its_rules_section_and_title() {
        let list: Vec<Value> = serde_json::from_str(&games()).unwrap();
        let library = sowing::described::library();
        assert_eq!(list.len(), GameKind::ALL.len() + library.len());
        let described = library.names().map(|n| library.get(n).unwrap().kind());
        for (g, kind) in list.iter().zip(GameKind::ALL.into_iter().chain(described)) {
            let title = g["title"].as_str().unwrap();
            assert!(!title.is_empty(), "{}: no title", kind.name());
            assert!(rules(kind.name()).starts_with(&format!("## {title}")));
        }
        assert_eq!(rules("no-such-game"), "");
    }
}
