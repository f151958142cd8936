//! Captures at the end of a sowing (docs/DESCRIPTIONS.md, `capture`): the description
//! type and its checks.

use crate::described::{is_default, yes, Description, DescriptionError, GrandSlam, Rows};
use serde::{Deserialize, Serialize};

/// What a capture takes, counted from the hole where the last seed fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Take {
    /// That hole (and its chain).
    Landing,
    /// The hole across from it: the other row's hole of the same column on two rows;
    /// on four rows, the opponent's front-row hole of the column of a front-row hole
    /// (back-row holes have nothing across).
    Opposite,
    /// Both.
    LandingAndOpposite,
    /// Nothing leaves the board: the seeds of the hole across move into the landing
    /// hole, now the mover's (empty-own-hole captures only).
    PullAcross,
}

fn take_landing() -> Take {
    Take::Landing
}

fn take_both() -> Take {
    Take::LandingAndOpposite
}

fn own_rows() -> Rows {
    Rows::Own
}

fn is_own_rows(r: &Rows) -> bool {
    *r == Rows::Own
}

/// Which ways a capture chain runs from the first hole taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChainSpec {
    /// No chain: the first hole only. The default.
    #[default]
    None,
    /// Against the sowing direction.
    Backward,
    /// With the sowing direction.
    Forward,
    /// Backward, then forward.
    Both,
}

/// What a sowing captures, decided on the hole where its last seed fell. JSON: an
/// object whose `on` field names the rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "on", rename_all = "kebab-case", deny_unknown_fields)]
pub enum CaptureSpec {
    /// Nothing is ever captured. The default. (A variant with no fields, so that
    /// fields next to `"on": "none"` are refused.)
    None {},
    /// The last seed makes the landing hole hold one of `counts`.
    Counts {
        /// The counts that capture (after the last seed), e.g. `[2, 3]`; each at
        /// least 1, no repeats.
        counts: Vec<u8>,
        /// Where the landing hole must be. Default any row.
        #[serde(default)]
        rows: Rows,
        /// What is taken. Default the landing hole.
        #[serde(default = "take_landing")]
        take: Take,
        /// The chain from the landing hole (only when the landing hole is what is
        /// taken): every next hole that also holds one of `counts` and is in
        /// `chain_rows`, stopping at the first that does not. Default none.
        #[serde(default)]
        chain: ChainSpec,
        /// Where the chain may run. Default (absent): `rows`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain_rows: Option<Rows>,
        /// The most holes a capture takes, the landing hole included (at least 2,
        /// with a backward or forward chain). Default (absent): no limit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain_limit: Option<u8>,
        /// With a backward chain and directions the player chooses: the chain runs
        /// against the game's own direction whichever way the move was sown (after a
        /// sowing the other way it runs with the sowing; MancalaGames' reading).
        /// Default false: back along the sowing.
        #[serde(default, skip_serializing_if = "is_default")]
        chain_ignores_choice: bool,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns (a turn: a player's moves
        /// until the other player is to move). Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
    /// The last seed falls into an empty hole of the mover's (it now holds 1), and
    /// takes what is across (Kalah; on four rows only front-row holes have something
    /// across).
    EmptyOwnHole {
        /// What is taken: the hole across, or it and the sowing's last seed. Default
        /// both.
        #[serde(default = "take_both")]
        take: Take,
        /// Whether the capture needs seeds across (otherwise the last seed stays and
        /// nothing is taken). Default true.
        #[serde(default = "yes")]
        opposite_must_hold_seeds: bool,
        /// Where the empty landing hole must be (two rows): the mover's row (the
        /// default), or any row, or the opponent's; what is across is taken whoever's
        /// it is.
        #[serde(default = "own_rows", skip_serializing_if = "is_own_rows")]
        rows: Rows,
        /// Four rows: also take the opponent's back-row hole behind the hole across.
        /// Default false.
        #[serde(default)]
        behind: bool,
        /// The counts the hole across must hold for a capture (it then holds seeds,
        /// whatever `opposite_must_hold_seeds`). Default (absent): any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        across_counts: Option<Vec<u8>>,
        /// Where the hole across must be. Default any row.
        #[serde(default, skip_serializing_if = "is_default")]
        across_rows: Rows,
        /// `forward`: after the capture, the holes after the landing hole along the
        /// sowing, whatever they hold, each take their hole across in turn while it
        /// holds seeds, one of `across_counts` and is in `across_rows`, stopping at
        /// the first that does not (J'odu). Only with `take: opposite`. Default none.
        #[serde(default, skip_serializing_if = "is_default")]
        chain: ChainSpec,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns. Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
    /// The hole after the landing hole (on the sowing's circuit) is empty and the hole
    /// past it holds seeds: those are taken ("two out", across the gap). After a
    /// single lap the landing hole must have held seeds before the last one fell;
    /// after relay laps, the sowing's end is enough.
    PastEmptyHole {
        /// Where the hole taken must be. Default any row.
        #[serde(default)]
        rows: Rows,
        /// `forward`: after a hole is taken, the pattern goes on from it (the next
        /// hole empty, the one past it holding seeds, in `rows`), hole after hole.
        /// Only after relay laps. Default none.
        #[serde(default)]
        chain: ChainSpec,
        /// Also take the hole across from the (first) hole taken, if it holds seeds
        /// and is in `rows`. Default false.
        #[serde(default, skip_serializing_if = "is_default")]
        also_across: bool,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns. Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
    /// After relay laps, the sowing ends with its last seed in an empty hole in
    /// `rows`, and the hole after it along the sowing holds seeds: those are taken,
    /// wherever that hole is (Je ki n je). Relay laps only; no stores.
    NextHole {
        /// Where the landing hole must be. Default any row.
        #[serde(default)]
        rows: Rows,
        /// Also take the last seed (the landing hole). Default false.
        #[serde(default, skip_serializing_if = "is_default")]
        also_landing: bool,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns. Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
    /// The last seed falls into the opponent's holes, or into the mover's last hole
    /// before them counter-clockwise (whatever the sowing's direction): every hole of
    /// the opponent's holding one of `counts` is taken, wherever the last seed fell
    /// (Kâra). Two rows only.
    OpponentRowReached {
        /// The counts a hole of the opponent's must hold to be taken, e.g. `[2, 4, 6]`;
        /// each at least 1, no repeats.
        counts: Vec<u8>,
        /// A capture that would leave the opponent without seeds. Default allowed.
        #[serde(default)]
        grand_slam: GrandSlam,
        /// Captures are off during the game's first turns. Default 0.
        #[serde(default, skip_serializing_if = "is_default")]
        off_first_turns: u8,
    },
}

impl Default for CaptureSpec {
    fn default() -> Self {
        CaptureSpec::None {}
    }
}

impl CaptureSpec {
    /// The rule's grand slam field (`Allowed` when nothing is captured).
    pub fn grand_slam(&self) -> GrandSlam {
        match self {
            CaptureSpec::None {} => GrandSlam::Allowed,
            CaptureSpec::Counts { grand_slam, .. }
            | CaptureSpec::EmptyOwnHole { grand_slam, .. }
            | CaptureSpec::PastEmptyHole { grand_slam, .. }
            | CaptureSpec::OpponentRowReached { grand_slam, .. }
            | CaptureSpec::NextHole { grand_slam, .. } => *grand_slam,
        }
    }

    /// The rule's `off_first_turns` (0 when nothing is captured).
    pub fn off_first_turns(&self) -> u8 {
        match self {
            CaptureSpec::None {} => 0,
            CaptureSpec::Counts {
                off_first_turns, ..
            }
            | CaptureSpec::EmptyOwnHole {
                off_first_turns, ..
            }
            | CaptureSpec::PastEmptyHole {
                off_first_turns, ..
            }
            | CaptureSpec::OpponentRowReached {
                off_first_turns, ..
            }
            | CaptureSpec::NextHole {
                off_first_turns, ..
            } => *off_first_turns,
        }
    }
}

/// A list of capture counts: at least one (`empty` says which list is empty), each at
/// least 1, none named twice.
pub(in crate::described) fn check_counts(
    counts: &[u8],
    empty: &'static str,
) -> Result<(), DescriptionError> {
    if counts.is_empty() {
        return Err(DescriptionError::Contradiction(empty));
    }
    if counts.contains(&0) {
        return Err(DescriptionError::Contradiction(
            "a capture count is at least 1 (the last seed is in the hole)",
        ));
    }
    let mut sorted = counts.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != counts.len() {
        return Err(DescriptionError::Contradiction(
            "a capture count is named twice",
        ));
    }
    Ok(())
}

impl Description {
    /// The capture rule and its grand slam.
    pub(in crate::described) fn check_capture(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        let b = &self.board;
        match &self.capture {
            CaptureSpec::None {}
            | CaptureSpec::PastEmptyHole { .. }
            | CaptureSpec::OpponentRowReached { .. }
            | CaptureSpec::NextHole { .. } => {}
            CaptureSpec::Counts {
                counts,
                take,
                chain,
                chain_rows,
                chain_limit,
                ..
            } => {
                if chain_limit.is_some_and(|n| n < 2) {
                    return Err(Contradiction(
                        "capture.chain_limit is at least 2 (the landing hole and one more)",
                    ));
                }
                if chain_limit.is_some()
                    && !matches!(chain, ChainSpec::Backward | ChainSpec::Forward)
                {
                    return Err(Contradiction(
                        "capture.chain_limit needs a backward or forward chain",
                    ));
                }
                check_counts(counts, "a capture on counts names at least one count")?;
                if *take == Take::PullAcross {
                    return Err(Contradiction(
                        "take \"pull-across\" is for empty-own-hole captures",
                    ));
                }
                if *chain != ChainSpec::None && *take != Take::Landing {
                    return Err(Contradiction(
                        "a capture chain runs from the landing hole, so it needs take \"landing\"",
                    ));
                }
                if chain_rows.is_some() && *chain == ChainSpec::None {
                    return Err(Contradiction("capture.chain_rows without a chain"));
                }
            }
            CaptureSpec::EmptyOwnHole {
                take, behind, rows, ..
            } => {
                if *rows != Rows::Own && (b.rows != 2 || *take == Take::PullAcross) {
                    return Err(Contradiction(
                        "an empty-hole capture outside the mover's row needs two rows and a take other than \"pull-across\"",
                    ));
                }
                if *take == Take::Landing {
                    return Err(Contradiction(
                        "an empty-own-hole capture takes what is across (take \"opposite\" or \"landing-and-opposite\")",
                    ));
                }
                if *behind && b.rows != 4 {
                    return Err(Contradiction(
                        "capture.behind needs four rows (a back row behind the hole across)",
                    ));
                }
            }
        }
        Ok(())
    }
}
