//! The reference pages, also in the repository's `docs/` folder (where they name each
//! other by file: `RULES.md` is [`rules`], `CLI.md` is [`cli`], and so on).
//!
//! - [`rules`]: the rules of every game as the crate implements them, with every
//!   decision taken where the original descriptions are silent.
//! - [`format`](mod@format): the JSON interchange format (positions, moves, replays,
//!   move traces), the text form and the perft files.
//! - [`cli`]: the `mancala` command line (the repository's `examples/mancala/`): every
//!   command, its output, its JSON and its exit status.
//! - [`search`](mod@search): alpha-beta and MCTS, scores, the evaluation, the computer
//!   players and how strong they are.
//! - [`solving`]: the endgame databases, and the solution of Djenon-aboure with its
//!   proof.
//! - [`performance`]: random playouts against their floor, every core, allocation,
//!   benchmarks, the speed race against OpenSpiel.
//! - [`python`]: the Python package (the repository's `python/`), its action
//!   numbering, its OpenSpiel games.
//! - [`descriptions`]: the description language: games written as JSON, compiled
//!   once and played on the kernel ([`crate::described`]).
//! - [`mancalagames`]: the importer of MancalaGames' game files and the comparison of
//!   its games with ours, move for move.
//! - [`testing`]: how the crate is checked: CI, perft tables, the cross-check against
//!   OpenSpiel.
//! - [`web`]: the web app (the repository's `web/`): the crate as WebAssembly, the
//!   engine in a Web Worker, its browser tests and its size and speed.
//! - [`pictures`]: every game's start position drawn by [`crate::svg::render`] (the
//!   repository's `docs/images/`).

#[doc = include_str!("../docs/RULES.md")]
pub mod rules {}

#[doc = include_str!("../docs/FORMAT.md")]
pub mod format {}

#[doc = include_str!("../docs/CLI.md")]
pub mod cli {}

#[doc = include_str!("../docs/SEARCH.md")]
pub mod search {}

#[doc = include_str!("../docs/SOLVING.md")]
pub mod solving {}

#[doc = include_str!("../docs/PERFORMANCE.md")]
pub mod performance {}

#[doc = include_str!("../docs/PYTHON.md")]
pub mod python {}

#[doc = include_str!("../docs/DESCRIPTIONS.md")]
pub mod descriptions {}

#[doc = include_str!("../docs/MANCALAGAMES.md")]
pub mod mancalagames {}

#[doc = include_str!("../docs/TESTING.md")]
pub mod testing {}
#[doc = include_str!("../docs/WEB.md")]
pub mod web {}

/// The registry's callback that makes [`pictures`]: one section per game, its picture
/// read from docs/images/ (which `scripts/images` writes).
macro_rules! pictures {
    ([] $($variant:ident: $module:ident::$ty:ident = $name:literal { $($info:tt)* };)*) => {
        /// The start position of every game, as [`crate::svg::render`] draws it
        /// (`mancala show <game> --svg`, the legal holes' numbers marked). The pictures
        /// are the repository's `docs/images/<game>.svg`; `scripts/images` makes them,
        /// and a test fails when one is stale.
        $(
            #[doc = concat!("## [`", stringify!($ty), "`](super::", stringify!($ty), "): `", $name, "`")]
            #[doc = ""]
            #[doc = include_str!(concat!("../docs/images/", $name, ".svg"))]
            #[doc = ""]
        )*
        pub mod pictures {}
    };
}

crate::__games!([pictures] []);
