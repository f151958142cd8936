//! The integration tests, one module per file (or per folder, for a topic of many
//! files), in one test binary: the crate and its dev-dependencies are linked once, not
//! once per file, which is most of what a cold `cargo test` costs. Run one file's or
//! one folder's tests with its module path as the filter (a filter matches any test
//! whose path contains it):
//!
//! ```sh
//! cargo test --test suite                     # all of them
//! cargo test --test suite search::            # tests/suite/search.rs (and cli_search::)
//! cargo test --test suite described::         # tests/suite/described/ (and cli_described::)
//! cargo test --test suite described::rounds:: # tests/suite/described/rounds.rs
//! ```
//!
//! The helpers the tests share are in tests/common/ (this binary's module `common`).
//! A test that needs a process of its own (tests/alloc.rs installs a counting global
//! allocator, which would count the other tests' allocations) is a file directly in
//! tests/, its own binary.

#[path = "../common/mod.rs"]
mod common;

mod actions;
mod api;
mod bao_kigogo;
mod cli_described;
mod cli_search;
mod cli_solve;
mod cycles;
mod described;
mod djenon_aboure;
mod env;
mod gore;
mod hoyito_iii;
mod kernel;
mod kernel_gore;
mod kernel_oware;
mod language;
mod layers;
mod oware;
mod parallel;
mod perft;
mod properties;
mod recorded;
mod registry;
mod replay_bao_kigogo;
mod replay_cli;
mod replay_gore;
mod replay_hoyito_iii;
mod replay_oware;
mod search;
mod solve;
mod successors;
mod svg;
mod variants;
