//! Games from descriptions (src/described, docs/DESCRIPTIONS.md), a file a topic:
//!
//! - the repository's `variants/` descriptions of Oware, Djenon-aboure, Hoyito III,
//!   Bao Kigogo and Goré, which play the five seed games, give their perft tables
//!   (`perft.rs`; tests/suite/recorded.rs holds 1,000 games each of their hand-written
//!   modules played before those went); `variants/kalah.json` plays like a model of
//!   OpenSpiel's `mancala` (`kalah.rs`);
//! - one scenario test per mechanism of the language, by its section: the board and
//!   positions, sowings, stores, captures, the grand slam, moves, ends, rounds and
//!   children; and a file for each mechanism of its own: the hole across
//!   (`across.rs`), where children are made (`children.rs`), directions hole by hole
//!   (`directions.rs`), captures of the next hole (`next_capture.rs`), relays from the
//!   next hole (`next_hole.rs`), captures while sowing (`passing.rs`), captures on
//!   reaching the opponent's row (`reached.rs`), other sides (`sides.rs`), a single
//!   seed's move (`single_seed.rs`), single seeds as a last resort (`singletons.rs`),
//!   territory (`territory.rs`) and hole trades (`trades.rs`);
//! - typed errors for unknown fields, impossible boards and contradictions
//!   (`errors.rs`);
//! - a proptest over random valid descriptions (`random.rs`, drawn by
//!   `random_descriptions.rs`);
//! - described games in the one registry of games, and every tool on them
//!   (`registry.rs`).

mod across;
mod captures;
mod children;
mod children_kinds;
mod directions;
mod ends;
mod errors;
mod grand_slam;
mod kalah;
mod moves;
mod next_capture;
mod next_hole;
mod passing;
mod perft;
mod positions;
mod random;
mod random_descriptions;
mod reached;
mod registry;
mod rounds;
mod sides;
mod single_seed;
mod singletons;
mod sowings;
mod stores;
mod territory;
mod trades;
