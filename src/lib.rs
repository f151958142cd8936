//! # sowing
//!
//! A rules engine for traditional mancala (sowing) games, exact to the rules in the
//! crate's reference ([`docs::rules`], also `docs/RULES.md` in the repository):
//!
//! - **Goré** (2×4, hole trades and two-way capture chains): [`Gore`].
//! - **Hoyito III** (2×6, relay sowing, captures of 4 with an extra turn): [`HoyitoIii`],
//!   with its match type [`games::hoyito_iii::Match`].
//! - **Djenon-aboure** (2×6, origin-first relay laps, backward chains): [`DjenonAboure`].
//! - **Bao Kigogo** (4×12, four rows, draw by repetition): [`BaoKigogo`]; play whole
//!   games through [`Game`], which keeps the history the repetition rule needs.
//! - **Oware** (Abapa, 2×6), exactly as OpenSpiel's `oware` plays it: [`Oware`].
//!
//! Positions are small `Copy` values; legal moves go into a fixed-capacity
//! [`MoveList`]; moves are checked, and a refused move leaves the position unchanged.
//! Search ([`search`]) and endgame databases by retrograde analysis ([`solve`], which
//! also proves the value of Djenon-aboure: a first-player win by 4 seeds) sit on top.
//!
//! For search and self-play: [`Position::successors`] gives every legal move with the
//! position it leads to, each sowing done once; [`Position::play_random`] and
//! [`playout::Playout`] play random games with the complete rules (repetition
//! included) without touching the heap; [`playout::playout_batch`] and
//! [`search::analyse_parallel`] use every core.
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
//!
//! ## Layers
//!
//! Data flows one way: every module imports only from the layers below it (a test,
//! `tests/suite/layers.rs`, reads the imports and checks it).
//!
//! ```text
//! docs                 the rules and formats pages (docs/RULES.md, docs/FORMAT.md)
//! format, replay       JSON (docs/FORMAT.md) and the text form, over Setup; the replay contract
//! solve                endgame databases (retrograde analysis) and proofs over them
//! search               alpha-beta, MCTS, the computer players and root-split analysis, generic over Position
//! perft, playout       perft counts, random playouts and batches of them on every core
//! game                 the driver: history, repetition, undo, ply limit
//! any_game             a position of a game chosen at run time
//! games/               one module per game: its rules, constants, circuit, lap and capture rules
//! rules                Position, FromSetup, Ruleset, Setup, MoveList, Successors, keys
//! sow                  the kernel: laps, relays, origin handling, endless detection, captures
//! trace                move-trace events and the Observer the kernel reports to
//! circuit              sowing orders as data
//! board                holes, seeds, owners
//! types, rng, error    Player, Move, Outcome, GameKind, options; the seedable generator; errors
//! ```
//!
//! ## Building your own variant
//!
//! The kernel ([`sow`]), [`Board`] and [`Circuit`] are public, and [`Position`] can be
//! implemented outside the crate: the driver ([`Game`]), [`perft`] and
//! [`playout`] then work on the new game. The repository's `examples/custom_game.rs`
//! defines a small complete game that way.
//!
//! ## What the API does not let you do
//!
//! A position changes only through [`Position::play`], which applies the rules. The
//! games' internals are private, so there is no way to sow a hole the rules forbid:
//!
//! ```compile_fail
//! use sowing::{Oware, Ruleset};
//! let mut pos = Oware::start();
//! pos.sow_unchecked(0, &mut ()); // private: North's hole on South's turn
//! ```
//!
//! ```compile_fail
//! use sowing::games::state::SowOrPass; // the games' shared machinery is private
//! ```
//!
//! Positions built from outside go through [`Setup`] and [`FromSetup::from_setup`],
//! which refuses what the rules cannot produce ([`SetupError`]). The one method that
//! can end a game the rules have not ended is named
//! [`Position::end_by_repetition_unchecked`] and documents its contract.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The layers are drawn in the crate docs above; `tests/suite/layers.rs` checks the imports.
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
pub mod search;
pub mod solve;
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
pub use rng::Rng;
pub use rules::{
    CapacityError, FromSetup, KeyHasher, MoveList, MoveReport, Position, Ruleset, Setup, Successor,
    Successors, MOVE_LIST_CAPACITY,
};
pub use types::{
    BaoKigogoOptions, Direction, GameKind, GameOptions, HoleSet, HoyitoOptions, Move, NoOptions,
    OfferHoles, Outcome, ParseError, PendingOffer, Player,
};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
