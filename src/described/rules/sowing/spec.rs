//! How a move sows (docs/DESCRIPTIONS.md, `sowing`): the description types and their
//! checks.

use crate::described::{
    is_default, one, AfterCapture, Columns, Description, DescriptionError, Laps, Origin,
    SowCircuit, SowDirection, StoreSowing,
};

use serde::{Deserialize, Serialize};

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

impl Description {
    /// The sowing: stores sown into, the least seeds to lift, relays and the origin's rules.
    pub(in crate::described) fn check_sowing(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
        let s = &self.sowing;
        if s.stores.is_some() && !b.stores {
            return Err(Contradiction("sowing.stores on a board without stores"));
        }
        if s.min_seeds == 0 {
            return Err(Contradiction("sowing.min_seeds is at least 1"));
        }
        let fullest = self.start_counts().into_iter().max().unwrap_or(0);
        if s.min_seeds > fullest {
            return Err(Contradiction(
                "sowing.min_seeds is above every hole's seeds: no hole can be sown at the start",
            ));
        }
        if self.moves.single_seed_into_empty && s.origin == Origin::FirstSeedBack {
            return Err(Contradiction(
                "moves.single_seed_into_empty with origin \"first-seed-back\" (a single seed goes back into its hole)",
            ));
        }
        if s.origin == Origin::LeaveOne && s.laps != Laps::Single {
            return Err(Unsupported {
                feature: "sowing.origin \"leave-one\" with relay laps",
            });
        }
        if s.origin == Origin::LeaveOne && self.moves.single_seed_into_empty {
            return Err(Unsupported {
                feature: "moves.single_seed_into_empty with origin \"leave-one\"",
            });
        }
        if s.origin == Origin::FirstSeedCaptured && s.min_seeds < 2 {
            return Err(Contradiction(
                "sowing.origin \"first-seed-captured\" needs sowing.min_seeds of at least 2 (a lap sows a seed)",
            ));
        }
        if s.origin == Origin::FirstSeedCaptured && b.stores {
            return Err(Unsupported {
                feature: "a first seed captured at every lap on a board with stores",
            });
        }
        Ok(())
    }
}
