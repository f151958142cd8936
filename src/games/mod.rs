//! One module per game. Each states its rules (docs/RULES.md) and every Decision next
//! to the code that implements it, and hands the sowing itself to [`crate::sow`].

pub mod bao_kigogo;
pub mod djenon_aboure;
pub mod gore;
pub mod hoyito_iii;
pub mod oware;
