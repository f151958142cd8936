//! Hole trades (docs/DESCRIPTIONS.md, *trades*): the description type.

use serde::{Deserialize, Serialize};

/// Hole trades (Goré): offers of holes, answered by accepting (paying captured seeds
/// into the holes received) or declining.
///
/// ```
/// use sowing::described::Description;
/// let d = Description::from_json(r#"{
///     "name": "tiny-trades",
///     "board": {"holes_per_row": 4, "seeds_per_hole": 6},
///     "trades": {"most_offered": 3, "price_per_hole": 6, "without_glory": true}
/// }"#).unwrap();
/// assert_eq!(d.trades.unwrap().most_offered, 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TradesSpec {
    /// The most holes one offer names, 1 to 3 (the offerer always keeps one hole).
    /// Default 3.
    #[serde(default = "three")]
    pub most_offered: u8,
    /// The captured seeds the answerer pays into each hole received (at least 1).
    /// Default 6.
    #[serde(default = "six")]
    pub price_per_hole: u8,
    /// A winner who declined an offer during the game wins "without glory"
    /// ([`crate::Outcome::Win`]'s `without_glory`). Default false.
    #[serde(default)]
    pub without_glory: bool,
}

fn three() -> u8 {
    3
}

fn six() -> u8 {
    6
}

impl Default for TradesSpec {
    fn default() -> Self {
        TradesSpec {
            most_offered: 3,
            price_per_hole: 6,
            without_glory: false,
        }
    }
}
