//! One module per game. Each states its rules (docs/RULES.md) and every Decision next
//! to what implements it. Djenon-aboure, Goré and Bao Kigogo are their descriptions (`variants/`),
//! played by the described engine through typed wrappers (`described_game`); the others are
//! still written by hand, handing the sowing itself to [`crate::sow`], until their
//! descriptions replace them too.

pub mod bao_kigogo;
pub(crate) mod described_game;
pub mod djenon_aboure;
pub mod gore;
pub mod hoyito_iii;
pub mod oware;
