//! A match of rounds (docs/DESCRIPTIONS.md, `rounds`): the description types, their
//! checks and their prose; a position plays it in `position.rs`.

mod position;

use crate::described::words::plural;
use crate::described::{BoardSpec, Description, DescriptionError, NoMove, TerritorySpec};
use serde::{Deserialize, Serialize};

/// A match of rounds (two-row boards). A round ends where a single game would end
/// ([`EndSpec`](crate::described::EndSpec), [`NoMove`]); the seeds then each player holds (captured, and left in
/// their own holes) fill the next round's board, or the match ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundsSpec {
    /// Which of a player's holes are filled first. Default: from the player's left.
    #[serde(default)]
    pub fill: RoundFill,
    /// Whether the holes a player cannot fill are blocked for the round: sowing
    /// passes over them, nothing lands or is captured there. Default false (they
    /// stay in play, empty).
    #[serde(default)]
    pub blocks: bool,
    /// Who starts the next round. Default: the players alternate.
    #[serde(default)]
    pub starter: RoundStarter,
    /// The match ends after a round that leaves a player too few seeds to fill this
    /// many holes with `seeds_per_hole` each. Default 1.
    #[serde(default = "one_hole")]
    pub min_holes: u32,
    /// A territory match: every round starts from the game's start layout, and the
    /// holes are divided between the players by the seeds each won in the round
    /// before; the match is won by owning (nearly) all the holes. Default: none
    /// (the holes stay each player's rows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub territory: Option<TerritorySpec>,
    /// A match of won rounds: every round starts afresh from the game's start layout
    /// (nothing captured), and the first player to win this many rounds (1 to 15)
    /// wins the match; a drawn round counts for neither. Default: none (the seeds
    /// won fill the next round).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wins: Option<u8>,
}

/// Which of a player's holes the next round fills first, `seeds_per_hole` seeds to a
/// hole, as far as the player's seeds go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundFill {
    /// From the player's own left (South: column 0 up; North: the last column
    /// down). The default.
    #[default]
    Left,
    /// From the player's own right.
    Right,
    /// From both ends of the row inwards, column 0 first (as seen from South), then
    /// the last column, then column 1, and so on, for both players.
    Outside,
}

/// Who starts the next round. A drawn round counts the player whose turn it would
/// have been as its winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundStarter {
    /// The player who did not start the round just played. The default.
    #[default]
    Alternate,
    /// The round's loser.
    Loser,
    /// The round's winner.
    Winner,
    /// The player who made the round's last move.
    LastMover,
}

impl Description {
    /// A match of rounds.
    pub(in crate::described) fn check_rounds(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
        if let Some(r) = &self.rounds {
            if b.rows != 2 {
                return Err(Contradiction("rounds are for two-row boards"));
            }
            if r.min_holes == 0 || r.min_holes > b.holes_per_row {
                return Err(Contradiction(
                    "rounds.min_holes is between 1 and holes_per_row",
                ));
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "rounds with a goal of empty holes (the seeds won fill the next round)",
                ));
            }
            if self.moves.no_move == NoMove::Lose {
                return Err(Contradiction(
                    "rounds with moves.no_move \"lose\" (a round ends with the seeds each player holds)",
                ));
            }
            crate::described::rules::territory::check(self)?;
            if self.moves.single_seed_into_empty || self.moves.short_lap_ends_across_or_empty {
                // A round could then start with no move for its starter, an end the
                // rounds do not define yet.
                return Err(Unsupported {
                    feature: "rounds with moves.single_seed_into_empty or moves.short_lap_ends_across_or_empty",
                });
            }
        }
        Ok(())
    }
}

pub(in crate::described) fn rounds_prose(r: &RoundsSpec, b: &BoardSpec) -> Vec<String> {
    let RoundsSpec {
        fill,
        blocks,
        starter,
        min_holes,
        territory,
        wins,
    } = *r;
    let mut v = match territory {
        Some(t) => crate::described::rules::territory::prose(&t, b.holes()),
        None => Vec::new(),
    };
    if let Some(n) = wins {
        v.push(format!(
            "The game is a match of rounds: each round is played as the game above from its \
             start, nothing captured, and where the game would end, the round ends with its \
             result. The first player to win {} wins the match; a drawn round counts for \
             neither.",
            plural(n as u64, "round", "rounds")
        ));
        if b.random_start.is_some() {
            v.push(
                "Every round starts from the same drawn layout (the seed names one).".to_string(),
            );
        }
    } else if territory.is_none() {
        v.extend([
            "The game is a match of rounds: each round is played as the game above, and where \
         the game would end, the round ends. Each player then holds the seeds they captured \
         and those left in their own holes."
                .to_string(),
            format!(
            "The match ends after a round that leaves a player fewer than {} (enough to fill {}); \
             that round's result is the match's.",
            plural(min_holes as u64 * b.seeds_per_hole as u64, "seed", "seeds"),
            plural(min_holes as u64, "hole", "holes"),
        ),
        ]);
        let order = match fill {
            RoundFill::Left => "from their own left",
            RoundFill::Right => "from their own right",
            RoundFill::Outside => {
                "from both ends of the row inwards (first the column on South's left, then the \
             column on South's right, and so on)"
            }
        };
        v.push(format!(
            "Otherwise the next round starts: each player fills their holes {order}, {} to a \
         hole, as far as their seeds go, and keeps the rest as captured; the holes they cannot \
         fill stay empty{}.",
            plural(b.seeds_per_hole as u64, "seed", "seeds"),
            if blocks {
                " and are blocked for the round: sowing passes over them, so nothing lands or is \
             captured there"
            } else {
                " and in play"
            }
        ));
    }
    v.push(
        match starter {
            RoundStarter::Alternate => "The players take turns to start the rounds.",
            RoundStarter::Loser => {
                "The loser of a round starts the next (after a draw, the player whose turn it \
                 was not)."
            }
            RoundStarter::Winner => {
                "The winner of a round starts the next (after a draw, the player whose turn it \
                 would have been)."
            }
            RoundStarter::LastMover => "The player who made a round's last move starts the next.",
        }
        .to_string(),
    );
    v
}

fn one_hole() -> u32 {
    1
}
