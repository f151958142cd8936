//! Boards as pictures: any position of any game drawn as an SVG document, and the
//! frames of a move's animation from its trace.
//!
//! A [`View`] is what a picture shows: the board with each hole's seeds and owner (Goré's
//! traded holes included), the seeds each player has captured, and the player to move
//! or the result. [`render`] draws it, with optional [`Highlights`] (the last move, the
//! captured holes, the legal holes, a selection, the hole an animation is at);
//! [`frames`] gives the view after each event of a move's trace
//! ([`crate::trace`]), for animating the move.
//!
//! The document is hand-written SVG text, the same bytes for the same view on every
//! platform. It scales to any width (a `viewBox`, with its natural size in `width` and
//! `height` and `max-width: 100%` on the root) and stays readable at 320 pixels wide.
//! Styling is in presentation attributes, which a page's CSS overrides; the elements
//! carry stable classes for it:
//!
//! | element | class and attributes |
//! | --- | --- |
//! | the root `<svg>` | `sowing-board`, `data-game` (the docs/FORMAT.md name) |
//! | a row of holes | `<g class="row north" data-row="0">` (`south` for South's rows) |
//! | a hole | `<g class="hole south" data-hole="7">` with a `<title>` such as `hole 7: 4 seeds, South's`; also the classes `traded` (held by the other player than the row's), `last`, `capture`, `legal`, `selected`, `active` (the [`Highlights`]) |
//! | the seeds captured | `<g class="store south">`, `<g class="store north">`; `to-move` on the store of the player whose decision is next |
//! | who is to move, or the result | `<g class="status">` |
//!
//! Holes are numbered as in docs/FORMAT.md (row-major, row 0 on North's side), the
//! numbers the command line takes. Each hole shows its count, and its seeds as dots up
//! to 12 (a hole of more shows 12 dots and its count). [`crate::docs::pictures`] shows
//! every game's start position.
//!
//! ```
//! use sowing::svg::{render, Highlights, View};
//! use sowing::{Move, Oware, Position, Ruleset};
//! let mut pos = Oware::start();
//! let mut trace = Vec::new();
//! pos.play_traced(Move::Sow(8), &mut trace).unwrap();
//! let svg = render(&View::of(&pos), &Highlights::of_trace(&trace));
//! assert!(svg.starts_with("<svg"));
//! assert!(svg.contains(r#"<g class="hole south last" data-hole="8">"#));
//! ```

use crate::board::Board;
use crate::game::Game;
use crate::rules::FromSetup;
use crate::trace::Event;
use crate::types::{GameKind, Move, Outcome, Player};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What a picture shows: a board with its owners, the captures, who is to move or the
/// result.
///
/// JSON: the docs/FORMAT.md position's fields that a picture needs, `game`, `rows`,
/// `cols`, `holes`, `owners`, `captured` (`{"south": 0, "north": 0}`), `to_move` (`null`
/// once the game is over) and `result`. Reading checks the board's shape against the
/// game, nothing else: a view may show any board (a frame in the middle of a move is no
/// position of the game).
///
/// ```
/// use sowing::svg::View;
/// use sowing::{GameKind, Player};
/// let view = View::start(GameKind::Gore);
/// assert_eq!(view.board.total(), 48);
/// assert_eq!(view.to_move, Some(Player::South));
/// let json = serde_json::to_string(&view).unwrap();
/// assert_eq!(serde_json::from_str::<View>(&json).unwrap(), view);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The game.
    pub game: GameKind,
    /// Holes, seeds and owners.
    pub board: Board,
    /// Seeds captured by South and North (indexed by [`Player::index`]).
    pub captured: [u32; 2],
    /// The player whose decision is next; `None` once the game is over.
    pub to_move: Option<Player>,
    /// The result, once the game is over.
    pub result: Option<Outcome>,
}

impl View {
    /// The view of a position (`to_move` is `None` when the game is over). Works for
    /// every game's type and for [`crate::AnyGame`].
    pub fn of<P: FromSetup>(pos: &P) -> View {
        let result = pos.result();
        View {
            game: pos.kind(),
            board: *pos.board(),
            captured: [pos.captured(Player::South), pos.captured(Player::North)],
            to_move: result.is_none().then(|| pos.to_move()),
            result,
        }
    }

    /// The view of a game's current position, with the game's result (which may be a
    /// draw by repetition the position alone does not know).
    pub fn of_game<P: FromSetup>(game: &Game<P>) -> View {
        let mut view = View::of(game.position());
        if let Some(result) = game.result() {
            view.result = Some(result);
            view.to_move = None;
        }
        view
    }

    /// The view of a game's starting position with its default options.
    pub fn start(game: GameKind) -> View {
        View::of(&crate::AnyGame::start(game))
    }

    /// One step of an animation: applies one trace event, of a move made by `mover`.
    ///
    /// - `Lift` takes the lifted seeds (the whole hole) out of the hole;
    /// - `Drop` adds one seed to its hole (Djenon-aboure's first seed back into the
    ///   lap's origin is a `Drop` like the others);
    /// - `Capture` moves the hole's seeds to `mover`'s captures;
    /// - `Pay` (Goré) gives the hole to `to` and moves the seeds from `to`'s captures
    ///   into it;
    /// - `Sweep` moves the hole's seeds to `to`'s captures;
    /// - `End` sets the result and clears `to_move`;
    /// - `Pass`, `Offer`, `Decline`, `ExtraTurn` and `GrandSlam` change nothing.
    ///
    /// Who decides next is known only at the end of the move: [`View::finish_move`]
    /// (which [`frames`] calls after the last event) hands the turn over.
    ///
    /// # Panics
    /// If the event names a hole the board does not have (a trace of another game).
    pub fn apply(&mut self, event: &Event, mover: Player) {
        let b = &mut self.board;
        match *event {
            Event::Lift { hole, seeds, .. } => {
                let h = usize::from(hole);
                b.set_seeds(h, b.seeds(h).saturating_sub(seeds));
            }
            Event::Drop { hole } => {
                let h = usize::from(hole);
                b.set_seeds(h, b.seeds(h).saturating_add(1));
            }
            Event::Capture { hole, seeds } => {
                let h = usize::from(hole);
                b.set_seeds(h, b.seeds(h).saturating_sub(seeds));
                self.captured[mover.index()] += u32::from(seeds);
            }
            Event::Pay { hole, seeds, to } => {
                let h = usize::from(hole);
                b.set_owner(h, to);
                b.set_seeds(h, b.seeds(h).saturating_add(seeds));
                let c = &mut self.captured[to.index()];
                *c = c.saturating_sub(u32::from(seeds));
            }
            Event::Sweep { hole, seeds, to } => {
                let h = usize::from(hole);
                b.set_seeds(h, b.seeds(h).saturating_sub(seeds));
                self.captured[to.index()] += u32::from(seeds);
            }
            Event::End { result } => {
                self.result = Some(result);
                self.to_move = None;
            }
            Event::Pass
            | Event::Offer { .. }
            | Event::Decline
            | Event::ExtraTurn
            | Event::GrandSlam => {}
        }
    }

    /// Ends a move that made `trace`: unless the game is over, the turn goes to
    /// [`next_to_move`].
    pub fn finish_move(&mut self, trace: &[Event], mover: Player) {
        if self.result.is_none() {
            self.to_move = Some(next_to_move(trace, mover));
        }
    }
}

/// Who decides after a move by `mover` that made `trace`, if the game goes on: the
/// mover again after an extra turn (Hoyito III) or an answer to an offer (Goré's
/// `Pay` or `Decline`: the same player then sows), the opponent otherwise (after an
/// offer, the opponent answers it).
pub fn next_to_move(trace: &[Event], mover: Player) -> Player {
    let again = trace
        .iter()
        .any(|e| matches!(e, Event::ExtraTurn | Event::Pay { .. } | Event::Decline));
    if again {
        mover
    } else {
        mover.opponent()
    }
}

/// The animation of a move by `mover` that made `trace`: the view after each event,
/// starting from `before` (the view before the move). The last frame also hands the
/// turn over ([`View::finish_move`]), so it equals the view of the position after the
/// move ([`crate::Position::play_traced`]'s trace; a [`Game`]'s trace of a move that
/// ends an Oware game by repetition moves the last seeds without events). An empty
/// trace gives no frames.
///
/// ```
/// use sowing::svg::{frames, View};
/// use sowing::{DjenonAboure, Move, Player, Position, Ruleset};
/// let mut pos = DjenonAboure::start();
/// let before = View::of(&pos);
/// let mut trace = Vec::new();
/// pos.play_traced(Move::Sow(8), &mut trace).unwrap();
/// let steps = frames(&before, &trace, Player::South);
/// assert_eq!(steps.len(), trace.len());
/// assert_eq!(steps[0].board.seeds(8), 0); // lifted
/// assert_eq!(steps.last(), Some(&View::of(&pos)));
/// ```
pub fn frames(before: &View, trace: &[Event], mover: Player) -> Vec<View> {
    let mut view = before.clone();
    let mut out: Vec<View> = trace
        .iter()
        .map(|e| {
            view.apply(e, mover);
            view.clone()
        })
        .collect();
    if let Some(last) = out.last_mut() {
        last.finish_move(trace, mover);
    }
    out
}

/// Optional highlights of a picture, by hole index.
///
/// ```
/// use sowing::svg::Highlights;
/// use sowing::{Gore, Move, MoveList, Position, Ruleset};
/// let mut pos = Gore::start();
/// let mut trace = Vec::new();
/// pos.play_traced(Move::Sow(5), &mut trace).unwrap();
/// let mut legal = MoveList::new();
/// pos.legal_moves(&mut legal);
/// let h = Highlights::of_trace(&trace).with_legal_moves(&legal);
/// assert_eq!(h.last_move, vec![5]);
/// assert_eq!(h.legal, vec![0, 1, 2, 3]); // North's sowings (its offers are not holes)
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Highlights {
    /// The holes of the last move: the lifted hole, the offered holes, or the holes
    /// received by accepting an offer.
    pub last_move: Vec<u8>,
    /// The holes captured by the last move.
    pub captures: Vec<u8>,
    /// The holes the player to move may sow.
    pub legal: Vec<u8>,
    /// Holes a user has selected (for example the holes of a Goré offer being made).
    pub selected: Vec<u8>,
    /// The hole an animation is at.
    pub active: Option<u8>,
}

impl Highlights {
    /// The highlights of a move's trace: its first lifted hole (or its offered or
    /// received holes) as `last_move`, and the holes it captured as `captures`.
    pub fn of_trace(trace: &[Event]) -> Highlights {
        let mut h = Highlights::default();
        let push = |v: &mut Vec<u8>, hole: u8| {
            if !v.contains(&hole) {
                v.push(hole);
            }
        };
        for e in trace {
            match e {
                Event::Lift { hole, .. } if h.last_move.is_empty() => push(&mut h.last_move, *hole),
                Event::Offer { holes, .. } => {
                    for &hole in holes.holes() {
                        push(&mut h.last_move, hole);
                    }
                }
                Event::Pay { hole, .. } => push(&mut h.last_move, *hole),
                Event::Capture { hole, .. } => push(&mut h.captures, *hole),
                _ => {}
            }
        }
        h
    }

    /// These highlights with `legal` set to the holes that `moves` sow (offers,
    /// answers and passes name no hole to click).
    #[must_use]
    pub fn with_legal_moves(mut self, moves: &[Move]) -> Highlights {
        self.legal = moves
            .iter()
            .filter_map(|m| match m {
                Move::Sow(h) => Some(*h),
                _ => None,
            })
            .collect();
        self
    }

    /// The highlight classes of `hole`, in a fixed order.
    fn classes(&self, hole: u8) -> Vec<&'static str> {
        let mut out = Vec::new();
        for (on, class) in [
            (self.last_move.contains(&hole), "last"),
            (self.captures.contains(&hole), "capture"),
            (self.legal.contains(&hole), "legal"),
            (self.selected.contains(&hole), "selected"),
            (self.active == Some(hole), "active"),
        ] {
            if on {
                out.push(class);
            }
        }
        out
    }
}

/// The view as it is spelled in JSON.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewJson {
    game: GameKind,
    rows: usize,
    cols: usize,
    holes: Vec<u8>,
    owners: Vec<Player>,
    captured: CapturedJson,
    to_move: Option<Player>,
    result: Option<Outcome>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CapturedJson {
    south: u32,
    north: u32,
}

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ViewJson {
            game: self.game,
            rows: self.board.rows(),
            cols: self.board.cols(),
            holes: self.board.holes().to_vec(),
            owners: self.board.owners().collect(),
            captured: CapturedJson {
                south: self.captured[0],
                north: self.captured[1],
            },
            to_move: self.to_move,
            result: self.result,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for View {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = ViewJson::deserialize(d)?;
        if (v.rows, v.cols) != (v.game.rows(), v.game.cols()) {
            return Err(serde::de::Error::custom(format!(
                "a {} board is {}×{}, not {}×{}",
                v.game,
                v.game.rows(),
                v.game.cols(),
                v.rows,
                v.cols
            )));
        }
        let board = Board::from_parts(v.rows, v.cols, &v.holes, &v.owners).ok_or_else(|| {
            serde::de::Error::custom("holes and owners must list rows × cols holes each")
        })?;
        Ok(View {
            game: v.game,
            board,
            captured: [v.captured.south, v.captured.north],
            to_move: v.to_move,
            result: v.result,
        })
    }
}

// The drawing, in user units (the natural size is one unit a pixel).

/// Width of a hole's cell.
const CELL: i32 = 76;
/// Radius of a hole.
const HOLE_R: i32 = 33;
/// Height of the strip above each row that holds the hole numbers.
const STRIP: i32 = 28;
/// Padding of the board inside its frame.
const PAD: i32 = 10;
/// Margin around everything.
const MARGIN: i32 = 8;
/// Gap between the board, the stores and the status.
const GAP: i32 = 8;
/// Space between North's rows and South's.
const MID_GAP: i32 = 14;
/// Height of a store's bar.
const BAR: i32 = 50;
/// Height of the status line.
const STATUS: i32 = 44;
/// The most seeds drawn as dots.
const MAX_DOTS: u8 = 12;
/// Radius of the ring the dots sit on.
const RING_R: f64 = 25.5;
/// Radius of a dot.
const DOT_R: f64 = 4.5;

/// The palette: calm woods and earths; South terracotta, North sage.
const BACKGROUND: &str = "#f6eedc";
const WOOD: &str = "#c49a62";
const WOOD_EDGE: &str = "#7a5230";
const HOLE_FILL: &str = "#5a3b22";
const SEED: &str = "#f2e6c9";
const SEED_EDGE: &str = "#8a6a3f";
const COUNT: &str = "#fffaf0";
const INK: &str = "#2b1d12";
const HIGHLIGHT_LAST: &str = "#e9b824";
const HIGHLIGHT_CAPTURE: &str = "#b3261e";
const HIGHLIGHT_SELECTED: &str = "#2d6cb5";
const HIGHLIGHT_ACTIVE: &str = "#ffffff";
const LEGAL_PILL: &str = "#fbf3d5";

/// A player's colors: the strong one (hole rims, badges) and the light one (the store).
fn colors(p: Player) -> (&'static str, &'static str) {
    match p {
        Player::South => ("#b5562b", "#f2d6c2"),
        Player::North => ("#3e6f68", "#d2e3de"),
    }
}

/// "South" or "North".
fn title_name(p: Player) -> &'static str {
    match p {
        Player::South => "South",
        Player::North => "North",
    }
}

/// The 12 dot places around a hole's centre, clockwise from the top: the sine and
/// minus the cosine of multiples of 30°, written out so that every platform draws the
/// same digits.
const RING: [(f64, f64); 12] = {
    const H: f64 = 0.866_025_403_784_438_6; // √3 / 2
    [
        (0.0, -1.0),
        (0.5, -H),
        (H, -0.5),
        (1.0, 0.0),
        (H, 0.5),
        (0.5, H),
        (0.0, 1.0),
        (-0.5, H),
        (-H, 0.5),
        (-1.0, 0.0),
        (-H, -0.5),
        (-0.5, -H),
    ]
};

/// A coordinate with one decimal, without a trailing `.0`.
fn num(x: f64) -> String {
    let s = format!("{:.1}", x);
    match s.strip_suffix(".0") {
        Some("-0") => "0".to_string(),
        Some(whole) => whole.to_string(),
        None => s,
    }
}

/// The status line: who is to move, or the result.
fn status_text(view: &View) -> String {
    match (view.result, view.to_move) {
        (Some(Outcome::Draw), _) => "Draw".to_string(),
        (
            Some(Outcome::Win {
                winner,
                without_glory,
            }),
            _,
        ) => {
            let glory = if without_glory { " without glory" } else { "" };
            format!("{} wins{glory}", title_name(winner))
        }
        (None, Some(p)) => format!("{} to move", title_name(p)),
        (None, None) => String::new(),
    }
}

/// The SVG document of `view` with `highlights`: the same bytes for the same
/// arguments. See the [module docs](self) for what it shows and its classes.
///
/// ```
/// use sowing::svg::{render, Highlights, View};
/// use sowing::GameKind;
/// let view = View::start(GameKind::BaoKigogo);
/// let svg = render(&view, &Highlights { legal: vec![32, 33], ..Highlights::default() });
/// assert_eq!(svg, render(&view, &Highlights { legal: vec![32, 33], ..Highlights::default() }));
/// assert_eq!(svg.matches(r#"<g class="hole "#).count(), 48);
/// assert_eq!(svg.matches(r#"<g class="row "#).count(), 4);
/// assert!(svg.contains(r#"<g class="hole south legal" data-hole="32">"#));
/// assert!(svg.contains("<title>hole 32: 2 seeds, South's, a legal move</title>"));
/// assert!(svg.contains("South to move"));
/// ```
pub fn render(view: &View, highlights: &Highlights) -> String {
    let b = &view.board;
    let (rows, cols) = (b.rows() as i32, b.cols() as i32);
    let row_h = STRIP + CELL;
    let board_w = cols * CELL + 2 * PAD;
    let board_h = rows * row_h + MID_GAP + 2 * PAD;
    let width = board_w + 2 * MARGIN;
    let north_bar_y = MARGIN;
    let board_y = north_bar_y + BAR + GAP;
    let south_bar_y = board_y + board_h + GAP;
    let status_y = south_bar_y + BAR + GAP;
    let height = status_y + STATUS + MARGIN;
    // Text that must stay readable when a wide board is shrunk to a phone's width.
    let big_font = 28.max(width * 36 / 1000);
    let status = status_text(view);

    let mut s = String::new();
    let mut line = |text: String| {
        s.push_str(&text);
        s.push('\n');
    };
    let label = if status.is_empty() {
        view.game.name().to_string()
    } else {
        format!("{}: {status}", view.game.name())
    };
    // The open tag alone on the first line and no blank line, so that Markdown
    // (rustdoc, a README) passes the whole document through as HTML.
    line(format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" class="sowing-board" data-game="{}" role="img" aria-label="{label}" font-family="DejaVu Sans, Verdana, Arial, sans-serif" style="max-width:100%;height:auto">"#,
        view.game.name()
    ));
    line(format!("<title>{label}</title>"));
    line(format!(
        r#"<rect x="0" y="0" width="{width}" height="{height}" rx="14" fill="{BACKGROUND}"/>"#
    ));

    // The stores: North's above the board, South's below, each on its own side.
    for (p, y) in [(Player::North, north_bar_y), (Player::South, south_bar_y)] {
        let (strong, light) = colors(p);
        let to_move = view.to_move == Some(p);
        let n = view.captured[p.index()];
        let seeds = if n == 1 { "seed" } else { "seeds" };
        line(format!(
            r#"<g class="store {}{}" data-player="{}">"#,
            p.name(),
            if to_move { " to-move" } else { "" },
            p.name()
        ));
        line(format!(
            "<title>{} has captured {n} {seeds}{}</title>",
            title_name(p),
            if to_move { ", and is to move" } else { "" }
        ));
        line(format!(
            r#"<rect x="{MARGIN}" y="{y}" width="{board_w}" height="{BAR}" rx="12" fill="{light}" stroke="{strong}" stroke-width="{}"/>"#,
            if to_move { 5 } else { 2 }
        ));
        let text_y = y + BAR / 2;
        // The player to move: a marker before the name, and a thicker frame.
        let name_x = if to_move {
            let r = big_font / 4;
            line(format!(
                r#"<circle class="marker" cx="{}" cy="{text_y}" r="{r}" fill="{strong}"/>"#,
                MARGIN + 14 + r
            ));
            MARGIN + 24 + 2 * r
        } else {
            MARGIN + 16
        };
        line(format!(
            r#"<text x="{name_x}" y="{text_y}" dy=".35em" font-size="{big_font}" font-weight="bold" fill="{INK}">{}</text>"#,
            title_name(p),
        ));
        line(format!(
            r#"<text x="{}" y="{text_y}" dy=".35em" font-size="{big_font}" text-anchor="end" fill="{INK}">captured <tspan font-weight="bold">{n}</tspan></text>"#,
            MARGIN + board_w - 16
        ));
        line("</g>".to_string());
    }

    // The board.
    line(format!(
        r#"<rect class="board" x="{MARGIN}" y="{board_y}" width="{board_w}" height="{board_h}" rx="18" fill="{WOOD}" stroke="{WOOD_EDGE}" stroke-width="3"/>"#
    ));
    let middle = board_y + PAD + rows / 2 * row_h + MID_GAP / 2;
    line(format!(
        r#"<line class="divider" x1="{}" y1="{middle}" x2="{}" y2="{middle}" stroke="{WOOD_EDGE}" stroke-width="2" stroke-dasharray="10 6"/>"#,
        MARGIN + PAD,
        MARGIN + board_w - PAD
    ));
    for r in 0..rows {
        let row_owner = b.row_owner(r as usize);
        line(format!(
            r#"<g class="row {}" data-row="{r}">"#,
            row_owner.name()
        ));
        for c in 0..cols {
            let i = b.index(r as usize, c as usize);
            let x = MARGIN + PAD + c * CELL + CELL / 2;
            let gap = if r >= rows / 2 { MID_GAP } else { 0 };
            let y = board_y + PAD + r * row_h + gap + STRIP + CELL / 2;
            hole(&mut line, view, highlights, i, row_owner, x, y);
        }
        line("</g>".to_string());
    }

    // The status line.
    line(format!(
        r#"<g class="status"><text x="{}" y="{}" dy=".35em" font-size="{big_font}" font-weight="bold" text-anchor="middle" fill="{INK}">{status}</text></g>"#,
        width / 2,
        status_y + STATUS / 2
    ));
    line("</svg>".to_string());
    s
}

/// Draws hole `i`, centred at `(x, y)`, with its number in the strip above it.
#[allow(clippy::too_many_arguments)]
fn hole(
    line: &mut impl FnMut(String),
    view: &View,
    highlights: &Highlights,
    i: usize,
    row_owner: Player,
    x: i32,
    y: i32,
) {
    let b = &view.board;
    let owner = b.owner(i);
    let traded = owner != row_owner;
    let seeds = b.seeds(i);
    let marks = highlights.classes(i as u8);
    let (strong, _) = colors(owner);

    let mut class = format!("hole {}", owner.name());
    if traded {
        class.push_str(" traded");
    }
    for m in &marks {
        class.push(' ');
        class.push_str(m);
    }
    let mut title = format!(
        "hole {i}: {seeds} {}, {}'s",
        if seeds == 1 { "seed" } else { "seeds" },
        title_name(owner)
    );
    if traded {
        title.push_str(" (traded)");
    }
    for m in &marks {
        title.push_str(match *m {
            "last" => ", the last move",
            "capture" => ", captured",
            "legal" => ", a legal move",
            "selected" => ", selected",
            _ => ", active",
        });
    }
    line(format!(r#"<g class="{class}" data-hole="{i}">"#));
    line(format!("<title>{title}</title>"));

    // The hole number, on a light pill when the hole may be sown.
    let num_y = y - CELL / 2 - STRIP / 2;
    if marks.contains(&"legal") {
        line(format!(
            r#"<rect x="{}" y="{}" width="44" height="{}" rx="11" fill="{LEGAL_PILL}" stroke="{INK}" stroke-width="1.5"/>"#,
            x - 22,
            num_y - 12,
            24
        ));
    }
    line(format!(
        r#"<text x="{x}" y="{num_y}" dy=".35em" font-size="22" text-anchor="middle" fill="{INK}"{}>{i}</text>"#,
        if marks.contains(&"legal") {
            r#" font-weight="bold""#
        } else {
            ""
        }
    ));

    // The hole, its rim in its owner's color (dashed when traded).
    line(format!(
        r#"<circle cx="{x}" cy="{y}" r="{HOLE_R}" fill="{HOLE_FILL}" stroke="{strong}" stroke-width="4"{}/>"#,
        if traded {
            r#" stroke-dasharray="8 4""#
        } else {
            ""
        }
    ));
    // The strongest highlight as a ring around the hole.
    let ring = [
        ("active", HIGHLIGHT_ACTIVE, ""),
        ("selected", HIGHLIGHT_SELECTED, ""),
        ("capture", HIGHLIGHT_CAPTURE, r#" stroke-dasharray="7 4""#),
        ("last", HIGHLIGHT_LAST, ""),
    ]
    .into_iter()
    .find(|(m, _, _)| marks.contains(m));
    if let Some((_, color, dash)) = ring {
        line(format!(
            r#"<circle class="mark" cx="{x}" cy="{y}" r="{}" fill="none" stroke="{color}" stroke-width="5"{dash}/>"#,
            HOLE_R + 3
        ));
    }
    // The seeds as dots, then the count.
    let dots = seeds.min(MAX_DOTS) as usize;
    for k in 0..dots {
        let (dx, dy) = RING[k * 12 / dots];
        line(format!(
            r#"<circle class="seed" cx="{}" cy="{}" r="{}" fill="{SEED}" stroke="{SEED_EDGE}" stroke-width="1"/>"#,
            num(f64::from(x) + RING_R * dx),
            num(f64::from(y) + RING_R * dy),
            num(DOT_R)
        ));
    }
    line(format!(
        r#"<text class="count" x="{x}" y="{y}" dy=".35em" font-size="{}" font-weight="bold" text-anchor="middle" fill="{COUNT}"{}>{seeds}</text>"#,
        if seeds < 10 { 30 } else { 27 },
        if seeds == 0 { r#" opacity="0.6""# } else { "" }
    ));
    // A traded hole's new owner, also without color: a badge with its initial.
    if traded {
        let (bx, by) = (x + HOLE_R - 4, y - HOLE_R + 4);
        line(format!(
            r#"<circle class="badge" cx="{bx}" cy="{by}" r="12" fill="{strong}" stroke="{COUNT}" stroke-width="2"/>"#
        ));
        line(format!(
            r#"<text x="{bx}" y="{by}" dy=".35em" font-size="16" font-weight="bold" text-anchor="middle" fill="{COUNT}">{}</text>"#,
            &title_name(owner)[..1]
        ));
    }
    line("</g>".to_string());
}
