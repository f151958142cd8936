//! Sowing: direction, laps, the origin hole, stores, and captures made as the sowing passes.

use super::*;
use serde::{Deserialize, Serialize};

/// Passing captures: during every lap, a hole of `rows` that a seed makes hold one of
/// `counts` (by default the capture's counts, which then must be on counts) is emptied
/// at once into the captures of `to`, the sowing going on; a lap's last seed is judged
/// by the capture rule, unless `last_seed_too`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassingSpec {
    /// The counts that take a hole as the sowing passes. Default (empty): the
    /// capture's `counts` (a capture on counts is then needed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counts: Vec<u8>,
    /// Where a hole must be to be taken, as seen by the mover. Default any row.
    #[serde(default)]
    pub rows: Rows,
    /// Who takes it. Default the hole's owner.
    #[serde(default)]
    pub to: PassingTaker,
    /// A lap's last seed takes its hole in the same way (and the lap ends on the
    /// emptied hole), instead of being judged by the capture rule. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub last_seed_too: bool,
}

/// Who takes a hole captured as the sowing passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassingTaker {
    /// The player whose hole it is. The default.
    #[default]
    Owner,
    /// The player sowing.
    Mover,
}

/// Relay laps: what a lap whose landing captures does after the capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AfterCapture {
    /// The sowing ends with the capture. The default.
    #[default]
    Ends,
    /// The sowing goes on: the landing hole's seeds left after the capture (if any)
    /// are lifted and sown as the next lap.
    LiftsLanding,
    /// The sowing goes on from the hole after the landing hole: its seeds (if any)
    /// are lifted and sown as the next lap.
    LiftsNext,
}

/// How a move sows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SowingSpec {
    /// The direction seeds travel. Default counter-clockwise.
    #[serde(default)]
    pub direction: SowDirection,
    /// One lap, or relay laps. Default one lap.
    #[serde(default)]
    pub laps: Laps,
    /// What a lap does with the hole it was lifted from. Default: it is sown into like
    /// any other hole when a lap goes all the way round.
    #[serde(default)]
    pub origin: Origin,
    /// Which stores a sowing drops seeds into, on a board with stores. Default (absent):
    /// the mover's own store only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stores: Option<StoreSowing>,
    /// The fewest seeds a hole must hold to be sown, at least 1. Default 1.
    #[serde(default = "one")]
    pub min_seeds: u32,
    /// Relay laps only: a lap relays only when its landing hole then holds exactly
    /// this many seeds. Default (absent): any count above 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relay_on: Option<u8>,
    /// Relay laps only: a lap relays only when its landing hole then holds at least
    /// this many seeds (at least 2). Default (absent): 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relay_from: Option<u8>,
    /// The holes whose sowing direction the player chooses at each move, by column
    /// counted from their owner's left (0 first), for every player alike; the other
    /// holes sow in `direction`. Default (empty): none, or every hole with
    /// `direction: player-chooses`.
    #[serde(default, skip_serializing_if = "Columns::is_empty")]
    pub chosen_holes: Columns,
    /// With `direction: player-chooses`: only the first move (of the game; of each
    /// round in a match) chooses its direction; from then on its mover sows that
    /// way and the opponent the other way. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub first_choice_holds: bool,
    /// Relay laps only: what a lap that captures does after its capture. Default:
    /// the sowing ends.
    #[serde(default, skip_serializing_if = "is_default")]
    pub after_capture: AfterCapture,
    /// When the board holds at most this many seeds as a lap starts (the seeds
    /// lifted not counted), the seeds the lap would drop into the opponent's holes go
    /// to the opponent's captures instead, but a last seed that captures. Default
    /// (absent): never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_takes_at_most: Option<u8>,
    /// The circuit a sowing goes round: the whole board, or each player's own row
    /// (and store) only. Default the whole board.
    #[serde(default, skip_serializing_if = "is_default")]
    pub circuit: SowCircuit,
    /// Bearing off: once a move leaves no hole holding more than one seed, every
    /// later lap whose seeds would pass into the opponent's row sows only as far as
    /// the end of the mover's row and takes the rest off the board (into the mover's
    /// captures). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub bear_off: bool,
    /// With chosen directions: each player's first turn (extra turns within it
    /// included) sows every hole in the game's own direction (counter-clockwise with
    /// `direction: player-chooses`; a chosen hole's move still names it); the choice
    /// starts with their second turn. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub first_turn_unchosen: bool,
}

/// A set of columns (below 32), written as an ascending list of column numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Columns(pub u32);

impl Columns {
    /// Whether no column is in the set.
    pub const fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// Whether column `c` is in the set.
    pub const fn contains(&self, c: usize) -> bool {
        c < 32 && self.0 >> c & 1 == 1
    }
}

impl Serialize for Columns {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let list: Vec<u8> = (0..32u8).filter(|&c| self.contains(c as usize)).collect();
        list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Columns {
    /// Any list of distinct columns below 32, in any order.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        let mut set = 0u32;
        for c in list {
            if c >= 32 || set >> c & 1 == 1 {
                return Err(serde::de::Error::custom(format!(
                    "column {c} repeated or past the board (columns are below 32)"
                )));
            }
            set |= 1 << c;
        }
        Ok(Columns(set))
    }
}

impl Default for SowingSpec {
    fn default() -> Self {
        SowingSpec {
            direction: SowDirection::default(),
            laps: Laps::default(),
            origin: Origin::default(),
            stores: None,
            min_seeds: 1,
            relay_on: None,
            relay_from: None,
            chosen_holes: Columns::default(),
            first_choice_holds: false,
            after_capture: AfterCapture::default(),
            opponent_takes_at_most: None,
            circuit: SowCircuit::default(),
            bear_off: false,
            first_turn_unchosen: false,
        }
    }
}

/// The direction seeds travel, seen from above with South at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SowDirection {
    /// Along South's row left to right, then North's right to left. The default.
    #[default]
    CounterClockwise,
    /// The other way.
    Clockwise,
    /// Each move chooses its direction, hole by hole ([`crate::Move::SowDir`]): the
    /// counter-clockwise circuits or the same circuits reversed (stores stay where
    /// they are).
    PlayerChooses,
    /// Split: each player's row is split in two halves; the holes of the left half
    /// (seen from their owner) sow clockwise, those of the right half
    /// counter-clockwise, each towards its nearer end of the row. On an odd row the
    /// middle hole has no direction of its own: `chosen_holes` must name it.
    Split,
    /// Towards the centre: split the other way round, each half of a player's row
    /// sowing towards the middle of the row (the left half, seen from its owner,
    /// counter-clockwise, the right half clockwise). On an odd row the middle hole
    /// must be named in `chosen_holes`, as with `Split`.
    TowardsCentre,
    /// By the seeds lifted: a hole holding an odd number sows counter-clockwise, an
    /// even number clockwise (every lap of the move, and its capture chain, follow
    /// the first lap's direction). Stores stay where counter-clockwise sowing has
    /// them: a clockwise sowing passes South's store going from North's row to South's.
    OddCounterClockwise,
}

/// One lap or relay laps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Laps {
    /// One lap: the move's seeds are sown once. The default.
    #[default]
    Single,
    /// Relay: after a lap, unless it captured or its last seed fell into a store or an
    /// empty hole (which now holds 1), the landing hole's seeds are lifted and sown as
    /// the next lap. A relay that would never end is not a legal move.
    Relay,
    /// Relay from the next hole (the South Indian way): after a lap, unless it
    /// captured or its last seed fell into a store, the hole after the landing hole is
    /// looked at; if it holds seeds, they are lifted and sown as the next lap,
    /// otherwise the sowing ends. With stores sown into, the hole after a lap's last
    /// hole may be the mover's store, whose seeds (all the mover has captured) are
    /// then lifted and sown. A relay that would never end is not a legal move.
    RelayNext,
}

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

/// The circuit a sowing goes round ([`SowingSpec::circuit`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SowCircuit {
    /// Both rows, one after the other (each player's store, if sown into, after
    /// its owner's row). The default.
    #[default]
    Board,
    /// Each player's own row alone, round and round (their store, if sown into,
    /// after their row's last hole): no seed of a sowing reaches the opponent's row.
    OwnRow,
}

/// Which stores a sowing drops seeds into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StoreSowing {
    /// The mover's own store; the opponent's is passed over. The default.
    #[default]
    Own,
    /// Both stores, each to its owner's credit.
    Both,
}
