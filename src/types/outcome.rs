//! How a finished game ended.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

use super::{ParseError, Player};

/// How a finished game ended.
///
/// JSON (docs/FORMAT.md): `{"winner": "south"}`, `{"winner": "north", "without_glory": true}`
/// (Goré) or `"draw"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One player won.
    Win {
        /// The winner.
        winner: Player,
        /// Goré rule 7: the winner had declined an offer during the game.
        without_glory: bool,
    },
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// A plain win.
    pub const fn win(winner: Player) -> Outcome {
        Outcome::Win {
            winner,
            without_glory: false,
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw => None,
        }
    }

    /// The outcome of comparing final seed counts: more wins, equal draws.
    pub fn by_seeds(south: u32, north: u32) -> Outcome {
        match south.cmp(&north) {
            std::cmp::Ordering::Greater => Outcome::win(Player::South),
            std::cmp::Ordering::Less => Outcome::win(Player::North),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Draw => f.write_str("draw"),
            Outcome::Win {
                winner,
                without_glory: false,
            } => write!(f, "{winner} wins"),
            Outcome::Win {
                winner,
                without_glory: true,
            } => write!(f, "{winner} wins without glory"),
        }
    }
}

impl FromStr for Outcome {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let player = |w: &str| match w {
            "south" => Ok(Player::South),
            "north" => Ok(Player::North),
            _ => Err(ParseError::Outcome(s.to_string())),
        };
        match words.as_slice() {
            ["draw"] => Ok(Outcome::Draw),
            [p, "wins"] => Ok(Outcome::win(player(p)?)),
            [p, "wins", "without", "glory"] => Ok(Outcome::Win {
                winner: player(p)?,
                without_glory: true,
            }),
            _ => Err(ParseError::Outcome(s.to_string())),
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum OutcomeRepr {
    Draw(DrawTag),
    Win {
        winner: Player,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        without_glory: bool,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum DrawTag {
    Draw,
}

impl Serialize for Outcome {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Outcome::Draw => OutcomeRepr::Draw(DrawTag::Draw),
            Outcome::Win {
                winner,
                without_glory,
            } => OutcomeRepr::Win {
                winner,
                without_glory,
            },
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Outcome {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match OutcomeRepr::deserialize(d)? {
            OutcomeRepr::Draw(_) => Outcome::Draw,
            OutcomeRepr::Win {
                winner,
                without_glory,
            } => Outcome::Win {
                winner,
                without_glory,
            },
        })
    }
}
