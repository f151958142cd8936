//! Games from descriptions: a game written as data (JSON), compiled once into rules
//! the kernel plays at native speed.
//!
//! docs/DESCRIPTIONS.md ([`crate::docs::descriptions`]) is the language's reference
//! page: every field, its meaning and its default. The repository's `variants/`
//! folder is the library ([`library()`]) of traditional games, each citing its source
//! (docs/VARIANTS.md); its Oware, Djenon-aboure, Hoyito III, Bao Kigogo (both
//! directions) and Goré play the five seed games ([`crate::Oware`] and the others
//! are typed wrappers over them) and give every perft table of tests/perft
//! (tests/suite/described/perft.rs). [`rules_page`] tells a
//! description in English (the library's pages, docs/variants/).
//!
//! ```
//! use sowing::described::Rules;
//! use sowing::perft::perft;
//! use sowing::{Move, Position};
//! let rules = Rules::from_json(r#"{
//!     "name": "small-awari",
//!     "board": {"holes_per_row": 4, "seeds_per_hole": 3},
//!     "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"},
//!     "moves": {"must_feed": true, "no_move": "end"},
//!     "end": {"majority": true}
//! }"#).unwrap();
//! let mut pos = rules.start();
//! assert_eq!(perft(&pos, 1), 4);
//! pos.play(Move::Sow(4)).unwrap();
//! // Hole 4's three seeds fall into 5, 6 and 7.
//! assert_eq!(pos.board().holes(), &[3, 3, 3, 3, 0, 4, 4, 4]);
//! ```
//!
//! ## The design
//!
//! - **[`Description`]** ([`description`](self) types): serde structs and enums,
//!   every struct refusing unknown fields, every field but the name and the board's
//!   size and seeds defaulted. [`Description::check`] refuses impossible boards and
//!   contradictions with a typed [`DescriptionError`]; nothing panics.
//! - **[`Rules`]**: a checked description compiled once into what moves read: the
//!   players' sowing [`crate::Circuit`]s (with stores, circuits over two extra slots,
//!   one per store), the hole sets of each player, the capture counts as a bit mask,
//!   the tables of holes across and behind, the kernel's [`crate::sow::SowOptions`].
//!   No move walks the description. [`Rules::compile`] interns the result: it is
//!   leaked into a `&'static Rules`, once per distinct description (a global list,
//!   looked up when compiling, never when playing), so compiling the same description
//!   again returns the same pointer.
//! - **[`Described`]**, the position: that `&'static Rules` plus the same state every
//!   built-in game holds (board, captures, player to move, result). It is `Copy`;
//!   equality compares the pointer and the state. It implements [`crate::Position`]
//!   through the machinery the relay games share (legal moves without endless
//!   sowings, pass when there is none, successors each sown once, random play by
//!   rejection sampling), and sows, relays, detects endless sowings and chains
//!   captures with the kernel ([`crate::sow`]): the module writes no sowing loop. The
//!   hot paths allocate nothing.
//! - **Stores**: a store's seeds count as captured (the board is the holes alone, as
//!   for every game of the crate). A move of a game with stores is sown on a board of
//!   `holes + 2` slots, slot `holes` being South's store and `holes + 1` North's; the
//!   stores' seeds then join the captures. Each player's circuit leaves out the store
//!   they do not sow into.
//!
//! ## The registry
//!
//! Described games are games of the one registry ([`crate::GameKind`],
//! [`crate::AnyGame`], [`crate::with_game!`], [`crate::FromSetup`], the formats), so
//! perft, playouts, the driver, search, `match`, replays, Python and OpenSpiel take
//! them like the built-in games:
//!
//! - [`crate::GameKind::Described`] holds a [`crate::DescribedId`]: a `Copy` handle on
//!   what the types layer knows of a compiled description (its name, its board's
//!   shape, its place in the list of compiled descriptions, which is the registry of
//!   described games). `GameKind`'s `const fn`s (`rows`, `cols`, `num_actions`, …)
//!   answer for it without a lookup; [`Rules::of`] finds the rules, [`Rules::kind`]
//!   the kind. [`crate::GameKind::ALL`] stays the built-in games.
//! - Names: a described game is named by its description's `name`, or
//!   `described:NAME` ([`DESCRIBED_PREFIX`]) where a built-in game has that name, so
//!   every built-in name keeps its meaning. `GameKind`'s `FromStr` (here, since it
//!   may compile a library game) reads a built-in name, then a compiled game's, then
//!   the library's.
//! - [`crate::AnyGame::Described`] holds a [`Described`], which is not a
//!   [`crate::Ruleset`] (its rules are known only at run time): generic code over
//!   every game asks for [`crate::Position`] or [`crate::FromSetup`].
//!   [`crate::FromSetup`] for [`Described`] checks a setup against the rules (shape,
//!   seed total, fixed owners, no options, the result the rules give).
//! - [`library()`]: every `variants/*.json`, embedded when the crate is built (the
//!   build script lists the folder), loaded by name ([`Library::get`], a typed
//!   [`LibraryError`] for a name it lacks).
//! - Random moves where every sowing ends (single laps, no forbidden grand slam)
//!   draw among the holes that may be lifted, which a position keeps (found once per
//!   position, a word of seed counts at a time, by the end-of-move check that needs
//!   them anyway); relay games sample like the built-in relay games.
//!
//! Endgame databases ([`crate::solve`]) hold described games of two rows of six whose
//! positions' values depend on the board and the player to move alone
//! (`Solvable::check_solvable` says which; `mancala solve kalah --seeds 8`).
//!
//! The key tag of a described game is a fingerprint of its description with the top
//! bit set, so its keys never collide with a built-in game's by construction of the
//! tag.

mod bits;
mod error;
pub(in crate::described) mod flags;
mod pages;
mod position;
mod random_start;
mod registry;
pub(in crate::described) mod round_word;
mod rules;
mod setup;
mod words;

pub use error::DescriptionError;
pub use pages::{game_of, index_page, rules_page};
pub use position::PartsError;
pub use random_start::random_layout;
pub use registry::{library, Library, LibraryError, DESCRIBED_PREFIX};
pub use rules::Rules;
pub use rules::{
    AfterCapture, BoardSpec, CaptureSpec, ChainSpec, ChildApart, ChildKind, ChildrenSpec, Columns,
    EndSpec, ExtraTurnSpec, Feed, Goal, GrandSlam, Laps, LastSeedsSpec, LastSeedsTaker, MovesSpec,
    NoMove, Opening, Origin, PartialHole, PassingSpec, PassingTaker, Remaining, Repetition,
    RoundFill, RoundStarter, RoundsSpec, Rows, SingleSeedMoveSpec, Singletons, SowCircuit,
    SowDirection, SowingSpec, StoreSowing, Take, TerritorySpec, TradesSpec, MAX_SEEDS,
};

/// The compiled paths the built-in games' wrappers name for their successors
/// ([`Described::for_each_successor_on`]).
pub(crate) use rules::path::{KERNEL_HOLES, KERNEL_SMALL, PLAIN_COUNTS};

use crate::state::State;
use serde::{Deserialize, Serialize};

/// A position of a described game: the rules it plays by (a `&'static` pointer to
/// [`Rules`]) and its board, captures, player to move and result. `Copy`, and as
/// small as a built-in game's position plus a pointer.
///
/// ```
/// use sowing::described::{library, Rules};
/// use sowing::{Move, MoveList, Position};
/// // variants/kalah.json, as the library holds it.
/// let rules = Rules::from_json(library().json("kalah").unwrap()).unwrap();
/// let mut pos = rules.start();
/// let mut moves = MoveList::new();
/// pos.legal_moves(&mut moves);
/// assert_eq!(moves.len(), 6);
/// // Hole 8's four seeds: 9, 10, 11, then South's store: South plays again.
/// let report = pos.play(Move::Sow(8)).unwrap();
/// assert!(report.moves_again);
/// assert_eq!(pos.captured(sowing::Player::South), 1);
/// ```
#[derive(Clone, Copy)]
pub struct Described {
    pub(in crate::described) rules: &'static Rules,
    pub(in crate::described) st: State,
    /// The holes the player to move may lift ([`Described::find_movable`]), found
    /// once per position by [`Described::check_end`], which needs them anyway.
    pub(in crate::described) movable: u64,
    /// Turns played (a turn ends when the other player is to move), counted up to
    /// the rules' `capture.off_first_turns` only, so that later positions compare
    /// equal whatever their history.
    pub(in crate::described) turns: u8,
    /// The round word, laid out in [`round_word`]: the holes
    /// blocked for this round, the rounds each player has won, whether the opening is
    /// still to be played (`moves.opening`, in any game) and whether North started the
    /// round. 0 in a game without rounds once any opening is played.
    pub(in crate::described) round: u64,
    /// The child holes (bit `h` for hole `h`, 48 bits in three words that fit the
    /// padding), each owned by the board's owner of that hole; none without
    /// `children` ([`Described::children`]).
    pub(in crate::described) children: [u16; 3],
    /// Flags in one byte (the struct stays within its size), laid out in
    /// [`flags`]: the sowing's chosen direction, an extra turn earned,
    /// a barred hole, the directions the first move fixed, bearing off.
    pub(in crate::described) flags: u8,
}

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

impl Description {
    /// The description as JSON (every field written, defaults included, except absent
    /// optional ones); [`Description::from_json`] reads it back equal.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The holes of the board (stores not counted).
    pub fn holes(&self) -> u64 {
        self.board.holes()
    }

    /// The seeds in play.
    pub fn total_seeds(&self) -> u64 {
        self.board.total_seeds()
    }

    /// The seeds each hole holds at the start, row-major: `board.start`, or
    /// `seeds_per_hole` in every hole.
    pub fn start_counts(&self) -> Vec<u32> {
        match (&self.board.start, self.board.random_start) {
            (Some(start), _) => start.clone(),
            (None, Some(seed)) => crate::described::random_layout(
                self.holes() as usize,
                self.total_seeds().min(MAX_SEEDS as u64) as u32,
                seed,
            ),
            (None, None) => vec![self.board.seeds_per_hole; self.holes() as usize],
        }
    }
}

pub(in crate::described) fn two() -> u32 {
    2
}

pub(in crate::described) fn one() -> u32 {
    1
}

pub(in crate::described) fn yes() -> bool {
    true
}

pub(in crate::described) fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// The start of the library's game `name`, for the unit tests of the modules below
/// the registry (the packed words), which name it here rather than the registry.
#[cfg(test)]
pub(in crate::described) fn library_start(name: &str) -> Described {
    library().get(name).expect("a library game").start()
}
