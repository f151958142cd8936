//! Games from descriptions: a game written as data (JSON), compiled once into rules
//! the kernel plays at native speed.
//!
//! docs/DESCRIPTIONS.md ([`crate::docs::descriptions`]) is the language's reference
//! page: every field, its meaning and its default. The repository's `variants/`
//! folder holds descriptions of Oware, Djenon-aboure, Hoyito III and Kalah; the first
//! three give exactly the perft counts of the hand-written games (tests/suite/described.rs).
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
//! ## The registry (phase 2)
//!
//! Described games are not yet in the one registry of games ([`crate::GameKind`],
//! [`crate::AnyGame`], [`crate::with_game!`], [`crate::FromSetup`], the formats, the
//! command line, Python). [`crate::Ruleset`] fits a game known when compiling (its
//! `KIND`, `TOTAL_SEEDS` and `MAX_LEGAL_MOVES` are constants) and [`crate::FromSetup`]
//! names a [`crate::GameKind`], which is a plain enum of the five games; a described
//! game is known only at run time. The plan:
//!
//! 1. `GameKind` gains one variant, `Described(DescribedId)`, where `DescribedId` is
//!    a `Copy` index into the interning list above (the list becomes the registry of
//!    described games: a name looks its rules up). `GameKind::ALL` and the
//!    per-game constants stay the built-in games; `rows()`, `cols()`, `name()` and
//!    `num_actions()` answer for a described game from its rules.
//! 2. `AnyGame` gains `Described(Described)`, and `with_game!` an arm for it, so
//!    that perft, playouts, search, `match` and the formats work unchanged.
//! 3. `Setup` names the game by `GameKind` as now; `FromSetup for Described` checks a
//!    setup against the rules (shape, seed total, fixed owners, result), and
//!    docs/FORMAT.md positions carry the game's name as their `game`.
//! 4. A library loads `variants/*.json` by name (`--game NAME`), and `--game-file
//!    PATH` reads any description; Python's `Position` and the OpenSpiel game take a
//!    name or a description.
//!
//! The key tag of a described game is a fingerprint of its description with the top
//! bit set, so its keys never collide with a built-in game's by construction of the
//! tag.

mod description;
mod game;

pub use description::{
    BoardSpec, CaptureSpec, ChainSpec, Description, DescriptionError, EndSpec, ExtraTurnSpec, Feed,
    Goal, GrandSlam, Laps, MovesSpec, NoMove, Origin, Remaining, Repetition, Rows, SowDirection,
    SowingSpec, StoreSowing, Take, MAX_SEEDS,
};
pub use game::{Described, PartsError, Rules};
