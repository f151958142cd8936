//! The two players.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

use super::ParseError;

/// One of the two players. South moves first in every game (docs/RULES.md, *Common
/// conventions*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Sits at the bottom of the board (the last row); moves first.
    South,
    /// Sits at the top of the board (row 0).
    North,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// The other player.
    ///
    /// ```
    /// use sowing::Player;
    /// assert_eq!(Player::South.opponent(), Player::North);
    /// ```
    #[inline]
    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North: an index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name used in docs/FORMAT.md (`"south"`, `"north"`).
    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Player {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "south" => Ok(Player::South),
            "north" => Ok(Player::North),
            other => Err(ParseError::Player(other.to_string())),
        }
    }
}
