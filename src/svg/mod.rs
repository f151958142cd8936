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

mod draw;
pub use draw::render;

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
    /// A drop one or two past the board's holes is a drop into a described game's
    /// store (South's, then North's): it counts as captured.
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
                if h < b.len() {
                    b.set_seeds(h, b.seeds(h).saturating_add(1));
                } else {
                    // A described game's store: slot `len` is South's, `len + 1`
                    // North's; what a store holds counts as captured.
                    let owner = if h == b.len() {
                        Player::South
                    } else {
                        Player::North
                    };
                    self.captured[owner.index()] += 1;
                }
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
            Event::Sweep { hole, seeds, to } | Event::Take { hole, seeds, to } => {
                let h = usize::from(hole);
                b.set_seeds(h, b.seeds(h).saturating_sub(seeds));
                self.captured[to.index()] += u32::from(seeds);
            }
            Event::Child { hole, to } => b.set_owner(usize::from(hole), to),
            Event::Refill { hole, seeds, from } => {
                let h = usize::from(hole);
                b.set_seeds(h, b.seeds(h).saturating_add(seeds));
                let c = &mut self.captured[from.index()];
                *c = c.saturating_sub(u32::from(seeds));
            }
            Event::End { result } => {
                self.result = Some(result);
                self.to_move = None;
            }
            Event::Pass
            | Event::RoundEnd { .. }
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
/// starter of the next round after a round's end (a described match), the mover again after an extra turn (Hoyito III) or an answer to an offer (Goré's
/// `Pay` or `Decline`: the same player then sows), the opponent otherwise (after an
/// offer, the opponent answers it).
pub fn next_to_move(trace: &[Event], mover: Player) -> Player {
    if let Some(starter) = trace.iter().rev().find_map(|e| match e {
        Event::RoundEnd { starter, .. } => Some(*starter),
        _ => None,
    }) {
        return starter;
    }
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

    /// These highlights with `legal` set to the holes that `moves` sow, in either
    /// direction (offers, answers and passes name no hole to click).
    #[must_use]
    pub fn with_legal_moves(mut self, moves: &[Move]) -> Highlights {
        self.legal = moves.iter().filter_map(|m| m.hole()).collect();
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
