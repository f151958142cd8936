//! The game's end, what is left on the board, and repetition (docs/DESCRIPTIONS.md,
//! `end`, `repetition`): the description types and their checks.

use crate::described::{is_default, Description, DescriptionError, Rows};
use serde::{Deserialize, Serialize};

/// What a player with no legal move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMove {
    /// Passes (their only legal move); the game goes on, and ends once neither player
    /// has a legal move. The default.
    #[default]
    Pass,
    /// The game ends, the board swept as `end.remaining` says.
    End,
    /// They lose (the board is left as it is).
    Lose,
    /// Passes, like [`NoMove::Pass`], and the game goes on even when neither player has
    /// a legal move: both then pass for ever, as in Hoyito III and Djenon-aboure
    /// (docs/RULES.md, *Passing*), where only a ply limit stops such a game.
    PassForever,
}

impl NoMove {
    /// Whether a player without a legal move passes ([`NoMove::Pass`] or
    /// [`NoMove::PassForever`]).
    pub fn passes(self) -> bool {
        matches!(self, NoMove::Pass | NoMove::PassForever)
    }
}

/// After every sowing, when the mover's `rows` hold between 1 and `at_most` seeds,
/// `to` takes every seed on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastSeedsSpec {
    /// The most seeds that count as the last ones, at least 1. Required.
    pub at_most: u8,
    /// Where they are counted, as seen by the mover. Default any row.
    #[serde(default)]
    pub rows: Rows,
    /// Who takes them. Default the mover.
    #[serde(default)]
    pub to: LastSeedsTaker,
}
/// Who takes the last seeds ([`LastSeedsSpec`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LastSeedsTaker {
    /// The player who just sowed. The default.
    #[default]
    Mover,
    /// The player who started the round (South in a single game).
    Starter,
}

/// When the game ends (checked after every move, any one condition suffices), and
/// where the seeds left on the board go. The result: more seeds captured wins, equal
/// is a draw (unless a player without a move loses, [`NoMove::Lose`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndSpec {
    /// When either player's holes are all empty. Default false.
    #[serde(default)]
    pub one_side_empty: bool,
    /// When the player who just moved has no seeds left in their holes. Default
    /// false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub mover_side_empty: bool,
    /// When the opponent of the player who just moved has no seeds left in their
    /// holes. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub opponent_side_empty: bool,
    /// When every hole holds at most this many seeds. Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub every_hole_at_most: Option<u8>,
    /// When the board holds at most this many seeds. Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeds_on_board_at_most: Option<u32>,
    /// When a player has captured more than half of the seeds, or both exactly half.
    /// Default false.
    #[serde(default)]
    pub majority: bool,
    /// Where the seeds still on the board go when the game ends. Default: to the
    /// owner of their hole.
    #[serde(default)]
    pub remaining: Remaining,
    /// What a player plays for. Default: the most seeds.
    #[serde(default, skip_serializing_if = "is_default")]
    pub goal: Goal,
    /// When a player has captured more than this many seeds. Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captured_above: Option<u32>,
    /// With feeding and `no_move: "end"`: when the game ends because the player to
    /// move has a hole they may sow but no move that feeds the opponent, whose holes
    /// hold none, that opponent (the unfed player) takes every seed left on the board.
    /// Other ends go by `remaining`. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub unfed_takes_remaining: bool,
    /// After every sowing, when few seeds are left, a player takes them all.
    /// Default: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_seeds: Option<LastSeedsSpec>,
}

/// What a player plays for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// The most seeds captured at the end. The default.
    #[default]
    MostSeeds,
    /// To empty one's own holes: after a move, the mover wins if their holes are
    /// empty, else their opponent wins if theirs are; the board stays as it is.
    EmptyOwnHoles,
    /// To leave the opponent without seeds: after a move, the mover wins if the
    /// opponent's holes are empty, else the opponent wins if the mover's are; the
    /// board stays as it is.
    EmptyOpponentHoles,
}

impl Goal {
    /// Whether the goal is decided by empty holes (captures do not count).
    pub const fn by_empty_holes(self) -> bool {
        matches!(self, Goal::EmptyOwnHoles | Goal::EmptyOpponentHoles)
    }
}

/// Where the seeds still on the board go when the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Remaining {
    /// Each hole's seeds to the player who owns it. The default.
    #[default]
    Owner,
    /// Every seed to the player who made the last move.
    Mover,
    /// Nobody: the seeds stay on the board, uncounted; the captures decide.
    Nobody,
    /// Divided: each player takes half; an odd seed goes to the player who has
    /// captured fewer (never as many: every game's total is even).
    Divided,
    /// Every seed to South, whoever moved last (a seat the rules name: Hoyito III
    /// from round 3 of a match gives the last four to the previous game's winner).
    South,
    /// Every seed to North, whoever moved last.
    North,
}

/// What a repeated position does. Only a [`crate::Game`] knows the positions seen, so
/// a bare position never applies it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Repetition {
    /// Nothing: repeated positions are allowed. The default.
    #[default]
    None,
    /// The game is drawn.
    Draw,
    /// The game ends, each player taking the seeds in their own holes; more seeds
    /// wins (Oware as OpenSpiel plays it).
    SweepToOwners,
}

impl Description {
    /// The goal with a majority.
    pub(in crate::described) fn check_majority(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        if self.end.goal.by_empty_holes() && self.end.majority {
            return Err(Contradiction(
                "end.majority with a goal of empty holes (captures do not decide)",
            ));
        }
        Ok(())
    }
    /// The end on a count of captures.
    pub(in crate::described) fn check_captured_above(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        if let Some(above) = self.end.captured_above {
            if above as u64 >= self.total_seeds() {
                return Err(Contradiction(
                    "end.captured_above is at least the seeds in play: it never holds",
                ));
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "end.captured_above with a goal of empty holes (captures do not decide)",
                ));
            }
        }
        Ok(())
    }
    /// The end conditions: none may hold at the start.
    pub(in crate::described) fn check_end(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        let fullest = self.start_counts().into_iter().max().unwrap_or(0);
        let e = &self.end;
        if e.seeds_on_board_at_most
            .is_some_and(|m| m as u64 >= self.total_seeds())
        {
            return Err(Contradiction(
                "end.seeds_on_board_at_most holds at the start: the game would be over before a move",
            ));
        }
        if e.every_hole_at_most.is_some_and(|m| m as u32 >= fullest) {
            return Err(Contradiction(
                "end.every_hole_at_most holds at the start: the game would be over before a move",
            ));
        }
        Ok(())
    }
}
