//! The description language: the serde types of a game description and their
//! validation. docs/DESCRIPTIONS.md is the reference page; every field's doc here
//! says the same in short.
//!
//! Every struct refuses unknown fields, and every field but the game's name and the
//! board's size and seeds has a default, so a description states only what differs
//! from the most common rules. [`Description::check`] refuses contradictions and
//! impossible boards with a [`DescriptionError`]; nothing here panics.

mod board;
mod capture;
mod check;
pub(in crate::described) use check::check_counts;
mod end;
mod rounds;
mod single_seed;
mod sowing;
mod trades;
mod turns;

pub use board::*;
pub use capture::*;
pub use check::*;
pub use end::*;
pub use rounds::*;
pub use single_seed::*;
pub use sowing::*;
pub use trades::TradesSpec;
pub use turns::*;

use serde::{Deserialize, Serialize};

/// A game, described: its board, how it sows, captures and ends.
///
/// JSON (docs/DESCRIPTIONS.md):
///
/// ```
/// use sowing::described::Description;
/// let d: Description = serde_json::from_str(r#"{
///     "name": "tiny",
///     "board": {"holes_per_row": 3, "seeds_per_hole": 2},
///     "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"}
/// }"#).unwrap();
/// assert_eq!(d.board.rows, 2);
/// assert!(d.check().is_ok());
/// assert!(serde_json::from_str::<Description>(r#"{"name": "x", "board": {"holes_per_row": 3, "seeds_per_hole": 2}, "colour": "red"}"#).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Description {
    /// The game's name: lowercase ASCII letters, digits and hyphens, e.g. `"kalah"`.
    pub name: String,
    /// A title for people, e.g. `"Kalah (6×4)"`. Default: none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// Where the rules come from (a book and page, an engine, an ethnographic source).
    /// Default: none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub source: String,
    /// The board.
    pub board: BoardSpec,
    /// How a move sows.
    #[serde(default)]
    pub sowing: SowingSpec,
    /// What a sowing captures. Default: nothing.
    #[serde(default)]
    pub capture: CaptureSpec,
    /// When the mover plays again. Default: never.
    #[serde(default)]
    pub extra_turn: ExtraTurnSpec,
    /// Which holes may be sown, and what a player without a move does.
    #[serde(default)]
    pub moves: MovesSpec,
    /// When the game ends and where the seeds left on the board go.
    #[serde(default)]
    pub end: EndSpec,
    /// What a repeated position does (only a [`crate::Game`] sees repetitions).
    /// Default: nothing.
    #[serde(default)]
    pub repetition: Repetition,
    /// A match of rounds: how the next round's board is filled from the seeds each
    /// player won, who starts it, whether unfilled holes are blocked, when the match
    /// ends. Default: none (a single game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<RoundsSpec>,
    /// Children: holes that become a player's store during the game (Toguz
    /// Kumalak's tuzdyk, Layli Goobalay's uur, Qelat's walda). Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub children: Option<ChildrenSpec>,
    /// Passing captures: holes sown to a capture count taken while the sowing passes
    /// (docs/DESCRIPTIONS.md, *passing*). Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passing: Option<PassingSpec>,
    /// What a move lifting a single seed does differently: no capture, or a capture
    /// across its hole before it sows. Default: nothing.
    #[serde(default, skip_serializing_if = "is_default")]
    pub single_seed_move: SingleSeedMoveSpec,
    /// Hole trades (Goré): offers of holes, answered by paying captured seeds into
    /// them or declining (docs/DESCRIPTIONS.md, *trades*). Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trades: Option<TradesSpec>,
}

fn two() -> u32 {
    2
}

fn one() -> u32 {
    1
}

fn yes() -> bool {
    true
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}
