//! The public reference, also in the repository's `docs/` folder.
//!
//! - [`rules`]: the rules of every game as this crate implements them, with every
//!   decision taken where the original descriptions are silent.
//! - [`format`](mod@format): the JSON interchange format (positions, moves, replays, move traces),
//!   the text form and the perft files.

#[doc = include_str!("../docs/RULES.md")]
pub mod rules {}

#[doc = include_str!("../docs/FORMAT.md")]
pub mod format {}
