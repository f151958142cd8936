//! Rules for a move that lifts a single seed.

use serde::{Deserialize, Serialize};

/// What a move lifting a single seed from its hole does differently (Kale,
/// Achochodi). The default: nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SingleSeedMoveSpec {
    /// Whether it may capture: `false`, captures are off for the move, as in the
    /// game's first turns (`capture.off_first_turns`; passing captures and the last
    /// seeds too). Default true.
    #[serde(default = "super::yes", skip_serializing_if = "is_true")]
    pub captures: bool,
    /// Before it sows, it captures the seeds of the hole across from its hole (the
    /// other row's hole of the same column; on four rows the opponent's front-row
    /// hole across a front-row hole), unless that hole is a child. Captures being off
    /// (either way) does not stop it. Default false.
    #[serde(default, skip_serializing_if = "super::is_default")]
    pub takes_across: bool,
    /// Before every move sows, each of the mover's holes holding a single seed (the
    /// hole sown too) captures the seeds of the hole across, unless that hole is a
    /// child; as `takes_across`, captures being off does not stop it (Huroy).
    /// Default false.
    #[serde(default, skip_serializing_if = "super::is_default")]
    pub singles_take_across: bool,
}

fn is_true(v: &bool) -> bool {
    *v
}

impl Default for SingleSeedMoveSpec {
    fn default() -> Self {
        SingleSeedMoveSpec {
            captures: true,
            takes_across: false,
            singles_take_across: false,
        }
    }
}
