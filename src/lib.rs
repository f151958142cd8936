//! # sowing
//!
//! A rules engine for traditional mancala (sowing) games, exact to the rules recorded
//! in the project's `RULES.md`:
//!
//! - **Djenon-aboure** (2×6, origin-first relay laps, backward chains): [`DjenonAboure`].
//! - **Goré** (2×4, hole trades and two-way capture chains): [`Gore`].
//! - **Hoyito III** (2×6): [`HoyitoIii`], with its match type [`games::hoyito_iii::Match`].
//! - **Bao Kigogo** (4×12, four rows, draw by repetition): [`BaoKigogo`]; play whole
//!   games through [`Game`], which keeps the history the repetition rule needs.
//! - **Oware** (Abapa, 2×6), exactly as OpenSpiel's `oware` plays it: [`Oware`].
//!
//! Data flows one way: [`Board`] → [`Circuit`] → the sowing kernel ([`sow`]) → a game's
//! [`Ruleset`] → the [`Game`] driver → the formats ([`format`](mod@format), [`replay`]).
//!
//! Positions are small `Copy` values; legal moves go into a fixed-capacity
//! [`MoveList`]; moves are checked and a refused move leaves the position unchanged.
//!
//! ```
//! use sowing::{DjenonAboure, Move, MoveList, Position, Ruleset};
//!
//! let mut pos = DjenonAboure::start();
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 6); // South's six holes of 4
//! pos.play(Move::Sow(6)).unwrap();
//! println!("{pos}");
//! let json = serde_json::to_string(&pos).unwrap();
//! assert_eq!(json.parse::<serde_json::Value>().unwrap()["game"], "djenon-aboure");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// Layers, bottom to top; each module imports only from the ones above it in this list.
mod any_game;
pub mod board;
pub mod circuit;
pub mod docs;
mod error;
pub mod format;
mod game;
pub mod games;
pub mod perft;
pub mod playout;
pub mod replay;
mod rng;
mod rules;
pub mod sow;
pub mod trace;
mod types;

pub use any_game::AnyGame;
pub use board::{Board, MAX_HOLES};
pub use circuit::Circuit;
pub use error::{MoveError, SetupError};
pub use format::FormatError;
pub use game::{Game, PlayError, RecordError};
pub use games::bao_kigogo::BaoKigogo;
pub use games::djenon_aboure::DjenonAboure;
pub use games::gore::Gore;
pub use games::hoyito_iii::HoyitoIii;
pub use games::oware::Oware;
pub use rules::{
    CapacityError, FromSetup, KeyHasher, MoveList, MoveReport, Position, Ruleset, Setup,
    MOVE_LIST_CAPACITY,
};
pub use types::{
    BaoKigogoOptions, Direction, GameKind, GameOptions, HoleSet, HoyitoOptions, Move, NoOptions,
    OfferHoles, Outcome, ParseError, PendingOffer, Player,
};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
