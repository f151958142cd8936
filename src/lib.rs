//! # sowing
//!
//! A rules engine for traditional mancala (sowing) games. Every game is played from a
//! description, a JSON file that names its board and the mechanisms of its rules
//! ([`docs::descriptions`](mod@docs::descriptions)), compiled once into
//! [`described::Rules`] and played by one engine on one sowing kernel; the
//! repository's `variants/` folder holds 158 traditional games as descriptions. First
//! among them are the five seed games of [`docs::rules`], exact to their recorded
//! rules. Each has a typed position (below): a thin wrapper of its description
//! (`variants/`) that carries the game's options. Fast enough for game-tree search
//! and self-play.
//!
//! Adding a game starts with a JSON file:
//!
//! ```
//! use sowing::described::Rules;
//! use sowing::{MoveList, Position};
//! let rules = Rules::from_json(r#"{
//!     "name": "my-game",
//!     "board": { "holes_per_row": 6, "seeds_per_hole": 4 },
//!     "sowing": { "laps": "relay" },
//!     "capture": { "on": "counts", "counts": [2, 3], "rows": "opponent" },
//!     "end": { "every_hole_at_most": 1 }
//! }"#).unwrap();
//! let mut pos = rules.start();
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 6);
//! ```
//!
//! Rust is written only for a mechanism the language lacks, as one module of
//! `src/described/rules/` (its description type, check, compilation, play and prose).
//!
//! ## Start here
//!
//! - **[`Position`]**, the trait every game's position implements: its legal moves
//!   ([`Position::legal_moves`], into a fixed-capacity [`MoveList`]), checked play
//!   ([`Position::play`]: a refused move returns a [`MoveError`] naming the rule and
//!   leaves the position unchanged), traced play, the result and a stable
//!   [`Position::key`]. [`Ruleset`] gives a game's start, name and options.
//! - **The games**, one small `Copy` type each:
//!   - [`Gore`]: Goré, 2×4, hole trades and two-way capture chains;
//!   - [`HoyitoIii`]: Hoyito III, 2×6, relay sowing, captures of 4 with an extra turn;
//!     its match rounds are [`games::hoyito_iii::Match`];
//!   - [`DjenonAboure`]: Djenon-aboure, 2×6, origin-first relay laps, backward chains
//!     (a first-player win by 4 seeds, proven by [`solve`]);
//!   - [`BaoKigogo`]: Bao Kigogo, 4×12, four rows, draw by repetition;
//!   - [`Oware`]: Oware (Abapa), 2×6, exactly as OpenSpiel's `oware` plays it.
//! - **[`Game`]**, the driver for whole games: the record, the rules that need history
//!   (Bao Kigogo's draw and Oware's end on a repeated position), `undo`, an optional
//!   ply limit.
//! - **[`AnyGame`]**, a position of a game chosen at run time by its [`GameKind`];
//!   [`with_game!`] runs generic code on the game's own type inside it.
//!
//! ## A first example
//!
//! ```
//! use sowing::{AnyGame, DjenonAboure, Game, GameKind, Move, MoveList, Oware, Position, Ruleset};
//!
//! // A game known when compiling: its own type.
//! let mut pos = DjenonAboure::start();
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 6); // South's six holes of 4
//! assert!(pos.play(Move::Sow(0)).is_err()); // North's hole: refused, nothing changed
//! pos.play(Move::Sow(6)).unwrap();
//! println!("{pos}"); // the text form
//! let json = serde_json::to_string(&pos).unwrap(); // a docs/FORMAT.md position
//! assert_eq!(json.parse::<serde_json::Value>().unwrap()["game"], "djenon-aboure");
//!
//! // A whole game, with the rules that need its history.
//! let mut game = Game::new(Oware::start());
//! game.play(Move::Sow(8)).unwrap();
//! assert_eq!(game.undo(), Some(Move::Sow(8)));
//!
//! // A game chosen at run time.
//! let kind: GameKind = "bao-kigogo".parse().unwrap();
//! let any = AnyGame::start(kind);
//! assert_eq!(any.board().total(), 92);
//! ```
//!
//! ## Where to go next
//!
//! - **Positions from outside**: [`Setup`] is a raw position (holes, owners, captures,
//!   player to move, result, Goré's negotiation, options) that [`FromSetup::from_setup`]
//!   validates, with a typed [`SetupError`] (wrong game, seed total, impossible owners,
//!   a result the board contradicts, …). [`format`](mod@format) reads and writes JSON
//!   and the text form over it, and puts move traces into words;
//!   [`docs::format`](mod@docs::format) specifies them.
//! - **Replays**: [`replay::replay`] is the replay contract of
//!   [`docs::format`](mod@docs::format) (a JSON request in, JSON Lines out, a
//!   [`replay::Status`] with its exit code).
//! - **The driver in full**: [`Game::from_moves`], [`Game::with_ply_limit`]
//!   ([`PlayError::PlyLimit`]), [`Game::undo`], [`Game::seen_keys`].
//! - **Self-play**: [`Position::successors`] gives every legal move with the position
//!   it leads to and its report, each sowing done once (search and MCTS expand through
//!   it); [`Position::play_random`] plays a uniformly random legal move the cheapest way
//!   each game has (in the relay games, one drawn hole sown: rejection sampling);
//!   [`playout::Playout`] plays random games with the complete rules (repetition
//!   included), also continuing a [`Game`] with its history, and allocates nothing once
//!   its room is made; [`Rng`] is the seedable generator that gives the same games on
//!   every platform.
//! - **Every core**: [`playout::playout_batch`] (totals) and [`playout::playout_ends`]
//!   (each game's end) share batches among threads, and [`search::analyse_parallel`] /
//!   [`search::search_parallel`] split a search at the root; both give the same
//!   answers on any number of threads.
//! - **Pictures**: [`svg::render`] draws any position of any game as an SVG document
//!   (holes, seeds, owners, captures, who is to move, highlights) and [`svg::frames`]
//!   animates a move from its trace; [`docs::pictures`] shows every game's start.
//! - **Perft**: [`perft::perft`] counts the leaves of the legal-move tree.
//! - **Moves as numbers** for learning environments: [`actions`] (one numbering for
//!   every game, [`GameKind::num_actions`], legal-action masks).
//! - **Search**: [`search::AlphaBeta`] (iterative deepening, a transposition table on
//!   the stable keys, proven wins, losses and draws), [`search::Mcts`], and the players
//!   of [`search::Engine`], named by specs (`hard`, `alphabeta:depth=6`,
//!   `mcts:sims=1000`, …); [`docs::search`](mod@docs::search) has their strength.
//! - **Endgame databases**: [`solve`], retrograde analysis of every board with up to K
//!   seeds (Djenon-aboure, Hoyito III), resumable, on every core, and proofs of bounds
//!   from any position with the databases as exact leaves; [`docs::solving`] tells how
//!   Djenon-aboure was solved.
//! - **The kernel**: [`Board`], [`Circuit`] (sowing orders as data) and [`sow`] (laps,
//!   relays, origin handling, exact endless-sowing detection, capture chains), each with
//!   an `_observed` twin that reports every step to a [`trace::Observer`]; see
//!   *Building your own variant* below.
//! - **The reference pages**, in [`docs`]: [`docs::rules`],
//!   [`docs::format`](mod@docs::format), [`docs::cli`] (the `mancala` command line, the
//!   repository's `examples/mancala/`), [`docs::search`](mod@docs::search),
//!   [`docs::solving`], [`docs::performance`], [`docs::python`] (the Python package
//!   and its OpenSpiel games) and [`docs::testing`].
//!
//! ## Layers
//!
//! Data flows one way: every module imports only from the layers below it. The
//! drawing names, top layer first, each layer's source modules (`src/<name>.rs`, or the
//! folder `src/<name>/`) and then where a reader finds its items. The modules `rules`,
//! `game`, `history`, `types`, `any_game`, `rng` and `error` are private: what they define is
//! re-exported at the crate root ("root" below); `state` and `platform` are private and
//! crate-only.
//! A test, `tests/suite/layers.rs`, reads the drawing (each line's names before the
//! first double space) and checks the imports against it. Within a layer, and among
//! the files and folders of any one folder, the modules' imports form no circle
//! (`tests/suite/cycles.rs` checks it).
//!
//! ```text
//! docs                 sowing::docs: the reference pages (the repository's docs/)
//! format, replay, svg  sowing::format, sowing::replay, sowing::svg: JSON and the text form over Setup; the replay contract; boards as SVG pictures
//! solve                sowing::solve: endgame databases (retrograde analysis) and proofs over them
//! search               sowing::search: alpha-beta, MCTS, the players, root-split analysis, generic over Position
//! perft, playout, env  sowing::perft, sowing::playout, sowing::env: perft counts; random playouts, batches on every core; learning environments
//! game, history        root: Game, PlayError, RecordError (the driver: history, repetition, undo, ply limit); the repetition record it shares with playouts
//! any_game             root: AnyGame, with_game! (a position of a game chosen at run time)
//! games/               sowing::games, the game types at the root: one module per game, its rules and constants (Djenon-aboure: a typed wrapper over its description)
//! described/           sowing::described: games from descriptions, compiled once into rules on the kernel
//! state                crate-private: the packed state every position holds, and the sow-or-pass move checking
//! rules, actions       root: Position, Ruleset, FromSetup, Setup, MoveList, Successors, keys; sowing::actions
//! sow                  sowing::sow: the kernel (laps, relays, origin handling, endless detection, captures)
//! trace                sowing::trace: move-trace events and the Observer the kernel reports to
//! circuit              sowing::circuit (root: Circuit): sowing orders as data
//! board                sowing::board (root: Board): holes, seeds, owners
//! types, rng, error    root: Player, Move, Outcome, GameKind and options; Rng; MoveError, SetupError
//! platform             crate-private: the clock and the thread count, native or in the browser
//! ```
//!
//! ## Adding a game
//!
//! One list names the crate's games: the registry, `__games!` in `src/types/games.rs`.
//! [`GameKind`] (names, [`GameKind::ALL`], board shapes, [`GameKind::num_actions`]),
//! [`AnyGame`], [`with_game!`], the formats and options of [`format`](mod@format) and
//! the action numbering of [`actions`] are generated from it. Adding a game takes:
//!
//! 1. **Its description**, `variants/<name>.json` (a game the library plays already
//!    needs nothing more: a built-in type only gives it a name, options and keys of
//!    its own), and **its module**, `src/games/<module>.rs` (declared in
//!    `src/games/mod.rs`, its type re-exported at the crate root like the others'):
//!    the rules page (its docs, as in docs/RULES.md, each rule pointing at the
//!    description's field that says it), and its position type, a wrapper of the
//!    described position implementing [`Ruleset`] (with [`Ruleset::KIND`] its new
//!    variant), with [`Position`] and [`FromSetup`] written by `described_game!` (and, for
//!    one description without options, its rules and options by `one_description!`)
//!    (`src/games/djenon_aboure.rs` is the example).
//! 2. **Its line in the registry**, at the end (the order numbers the games in
//!    position keys): the variant, `module::Type`, the docs/FORMAT.md name, a doc
//!    line, the board's rows and columns, and the most holes a trade offer names (0
//!    without offers).
//! 3. **Only if it has options**: its options type (serde reads and writes it as the
//!    docs/FORMAT.md `options` object) and its [`GameOptions`] variant, with
//!    `From<…> for GameOptions`; the compiler then asks for the options' key-tag bits
//!    ([`KeyHasher`]) and their JSON ([`format::options_to_json`]).
//!
//! Nothing else lists the games; `tests/suite/registry.rs` checks that no source file does.
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
//! use sowing::state::SowOrPass; // the games' shared machinery is private
//! ```
//!
//! Positions built from outside go through [`Setup`] and [`FromSetup::from_setup`],
//! which refuses what the rules cannot produce ([`SetupError`]). The one method that
//! can end a game the rules have not ended is named
//! [`Position::end_by_repetition_unchecked`] and documents its contract.
//!
//! No `unsafe` code, but in one private module: the threads of [`env::VecEnv`]
//! (`src/env/pool.rs`), kept awake between steps, which safe Rust cannot lend a
//! step's borrowed games and buffers to. A benchmark showed the need (see the module).
#![deny(unsafe_code)]
#![warn(missing_docs)]

// The layers are drawn in the crate docs above; `tests/suite/layers.rs` checks the imports.
pub mod actions;
mod any_game;
pub mod board;
pub mod circuit;
pub mod described;
pub mod docs;
pub mod env;
mod error;
pub mod format;
mod game;
pub mod games;
mod history;
pub mod perft;
mod platform;
pub mod playout;
pub mod replay;
mod rng;
mod rules;
pub mod search;
pub mod solve;
pub mod sow;
mod state;
pub mod svg;
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
    CapacityError, FromSetup, KeyHasher, MoveList, MoveReport, OnRandomMove, Position, Ruleset,
    Setup, Successor, Successors, MOVE_LIST_CAPACITY,
};
pub use types::{
    BaoKigogoOptions, DescribedId, DescribedInfo, Direction, GameKind, GameOptions, HoleSet,
    HoyitoOptions, Move, NoOptions, OfferHoles, Outcome, ParseError, PendingOffer, Player,
};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
