//! The integration tests, one module per file, in one test binary: the crate and its
//! dev-dependencies are linked once, not once per file, which is most of what a cold
//! `cargo test` costs. Run one file's tests with its module path as the filter:
//!
//! ```sh
//! cargo test --test suite             # all of them
//! cargo test --test suite search::    # tests/suite/search.rs
//! ```
//!
//! A test that needs a process of its own (tests/alloc.rs installs a counting global
//! allocator, which would count the other tests' allocations) is a file directly in
//! tests/, its own binary.

mod common;

mod actions;
mod api;
mod bao_kigogo;
mod cli_described;
mod cli_search;
mod cli_solve;
mod described;
mod described_across;
mod described_children;
mod described_directions;
mod described_next_capture;
mod described_next_hole;
mod described_passing;
mod described_reached;
mod described_registry;
mod described_sides;
mod described_single_seed;
mod described_singletons;
mod described_territory;
mod djenon_aboure;
mod env;
mod gore;
mod hoyito_iii;
mod kernel;
mod kernel_gore;
mod kernel_oware;
mod layers;
mod oware;
mod parallel;
mod perft;
mod properties;
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
