//! The checks behind the fuzz targets, shared with the stable test
//! `tests/fuzz_regressions.rs` (which includes `checks.rs` by path).

pub mod checks;
