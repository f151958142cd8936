//! Games from descriptions (src/described, docs/DESCRIPTIONS.md), a file a topic:
//!
//! - the repository's `variants/` descriptions of Oware, Djenon-aboure and Hoyito III
//!   give the perft tables of the hand-written games (`perft.rs`) and play move for
//!   move like them (`move_for_move.rs`); `variants/kalah.json` plays like a model of
//!   OpenSpiel's `mancala` (`kalah.rs`);
//! - one scenario test per mechanism of the language, by its section: the board and
//!   positions, sowings, stores, captures, the grand slam, moves, ends, rounds and
//!   children;
//! - typed errors for unknown fields, impossible boards and contradictions
//!   (`errors.rs`);
//! - a proptest over random valid descriptions (`random.rs`, drawn by
//!   `random_descriptions.rs`).

mod captures;
mod children_kinds;
mod ends;
mod errors;
mod grand_slam;
mod kalah;
mod move_for_move;
mod moves;
mod perft;
mod positions;
mod random;
mod random_descriptions;
mod rounds;
mod sowings;
mod stores;
