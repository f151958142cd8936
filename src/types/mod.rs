//! Plain values shared by every layer: players, hole sets, moves and their action
//! numbers, outcomes, game options, and the games: the registry (`__games!`, the one
//! list of them, as plain data) and [`GameKind`], generated from it. Nothing here knows a rule.

mod games;
mod holes;
mod moves;
mod numbering;
mod options;
mod outcome;
mod player;

pub use games::*;
pub use holes::*;
pub use moves::*;
pub use numbering::{action_of, move_of};
pub use options::*;
pub use outcome::*;
pub use player::*;

use games::GameNames;

/// Text that does not spell a game, a move, a player or a result.
///
/// ```
/// use sowing::{GameKind, Move};
/// assert!("chess".parse::<GameKind>().is_err());
/// assert_eq!("sow x".parse::<Move>().unwrap_err().to_string(),
///            "not a move: \"sow x\" (write a hole number such as 7 or 7cw, or pass, offer 5,6, accept, decline)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ParseError {
    /// Not one of the games' names.
    #[error("unknown game {0:?} (the games are {names}, and the described games of the library)", names = GameNames)]
    UnknownGame(String),
    /// Not a move in the text notation.
    #[error(
        "not a move: {0:?} (write a hole number such as 7 or 7cw, or pass, offer 5,6, accept, decline)"
    )]
    Move(String),
    /// An offer that does not name 1 to 3 different holes.
    #[error("an offer names 1, 2 or 3 different holes: {0:?}")]
    Offer(String),
    /// Not `south` or `north`.
    #[error("not a player: {0:?} (south or north)")]
    Player(String),
    /// Not a result such as `south wins`, `north wins without glory` or `draw`.
    #[error("not a result: {0:?} (south wins, north wins, … without glory, or draw)")]
    Outcome(String),
}
