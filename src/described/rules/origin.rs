//! The origin of a lap that leaves one seed (`sowing.origin: "leave-one"`,
//! docs/DESCRIPTIONS.md): the first seed goes back into the hole lifted, as with
//! `first-seed-back`, unless it is the only seed, which is sown on into the next hole.
//! The kernel sows the lap ([`crate::sow`]); these rules only say, hole by hole,
//! whether its first seed goes back.

use super::Rules;
use crate::board::Board;
use crate::sow::SowOptions;
use serde::{Deserialize, Serialize};

/// What a lap does with the hole it was lifted from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Origin {
    /// The emptied hole is sown into like any other when a lap goes all the way round.
    /// The default.
    #[default]
    SowInto,
    /// A lap that goes all the way round skips the hole it was lifted from.
    Skip,
    /// The first seed of every lap goes back into the hole it was lifted from.
    FirstSeedBack,
    /// The first seed goes back into the hole it was lifted from, as with
    /// `first-seed-back`, unless it is the only seed: a single seed is sown on into the
    /// next hole (Toguz Kumalak). Single laps only.
    LeaveOne,
    /// The first seed of every lap is captured by the mover (into their store); the
    /// lap's other seeds are sown from the hole it was lifted from.
    FirstSeedCaptured,
}

impl Rules {
    /// Whether a lap lifted from `hole` of `b` drops its first seed back into `hole`:
    /// under `first-seed-back`, always; under `leave-one`, unless `hole` holds a
    /// single seed.
    #[inline]
    pub(in crate::described) fn origin_first_from(&self, b: &Board, hole: usize) -> bool {
        self.sowing.opts.origin_first && !(self.sowing.leave_one && b.seeds(hole) == 1)
    }

    /// The kernel's options for a lap lifted from `hole` of `b`
    /// ([`Rules::origin_first_from`]).
    #[inline]
    pub(in crate::described) fn lap_opts(&self, b: &Board, hole: usize) -> SowOptions {
        SowOptions {
            origin_first: self.origin_first_from(b, hole),
            ..self.sowing.opts
        }
    }
}
