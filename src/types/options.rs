//! The games' options.

use serde::{Deserialize, Deserializer, Serialize};

use super::{Direction, Player};

/// Hoyito III's options (docs/FORMAT.md): which round of a match the game is, and who won
/// the previous one. They decide who receives the last four seeds (Hoyito III rule 5).
///
/// JSON: `{"round": 3, "previous_winner": "north"}`; `round` counts from 1 and defaults
/// to 1; `previous_winner` may be absent, `null` or `"none"` (no previous game, or a
/// draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct HoyitoOptions {
    /// The round of the match, from 1 (a single game is round 1).
    pub round: u32,
    /// The winner of the previous game of the match; `None` if there was none or it
    /// was drawn. Only read from round 3 on (rule 5).
    pub previous_winner: Option<Player>,
}

impl HoyitoOptions {
    /// A single game: round 1, no previous winner (the default).
    pub const SINGLE: HoyitoOptions = HoyitoOptions {
        round: 1,
        previous_winner: None,
    };

    /// Rule 5: the seat that receives the last four seeds whoever made the capture
    /// that left them: from round 3 on, the previous game's winner; `None` where the
    /// capturer receives them (a single game, rounds 1 and 2, a round after a draw).
    ///
    /// ```
    /// use sowing::{HoyitoOptions, Player};
    /// assert_eq!(HoyitoOptions::new(2, Some(Player::North)).unwrap().last_four_seat(), None);
    /// assert_eq!(HoyitoOptions::new(3, Some(Player::North)).unwrap().last_four_seat(), Some(Player::North));
    /// assert_eq!(HoyitoOptions::new(5, None).unwrap().last_four_seat(), None);
    /// ```
    #[inline(always)]
    pub fn last_four_seat(&self) -> Option<Player> {
        if self.round >= 3 {
            self.previous_winner
        } else {
            None
        }
    }

    /// The name of the library's description (`variants/<name>.json`) that plays a
    /// game under these options: `hoyito-iii` where the capturer receives the last
    /// four, `hoyito-iii-after-south` or `hoyito-iii-after-north` where that seat does
    /// ([`HoyitoOptions::last_four_seat`]).
    ///
    /// ```
    /// use sowing::{HoyitoOptions, Player};
    /// assert_eq!(HoyitoOptions::SINGLE.variant(), "hoyito-iii");
    /// assert_eq!(HoyitoOptions::new(3, Some(Player::South)).unwrap().variant(), "hoyito-iii-after-south");
    /// ```
    pub fn variant(&self) -> &'static str {
        match self.last_four_seat() {
            None => "hoyito-iii",
            Some(Player::South) => "hoyito-iii-after-south",
            Some(Player::North) => "hoyito-iii-after-north",
        }
    }
}

impl Default for HoyitoOptions {
    fn default() -> Self {
        HoyitoOptions::SINGLE
    }
}

impl<'de> Deserialize<'de> for HoyitoOptions {
    /// Reads the JSON spelling; round 0 is refused here (rounds count from 1).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "lowercase")]
        enum WinnerName {
            South,
            North,
            None,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Raw {
            #[serde(default = "first_round")]
            round: u32,
            #[serde(default)]
            previous_winner: Option<WinnerName>,
        }
        fn first_round() -> u32 {
            1
        }
        let raw = Raw::deserialize(d)?;
        if raw.round == 0 {
            return Err(serde::de::Error::custom(
                "round counts from 1; round 0 does not exist",
            ));
        }
        Ok(HoyitoOptions {
            round: raw.round,
            previous_winner: match raw.previous_winner {
                Some(WinnerName::South) => Some(Player::South),
                Some(WinnerName::North) => Some(Player::North),
                Some(WinnerName::None) | None => None,
            },
        })
    }
}

/// Bao Kigogo's options (docs/FORMAT.md): `{"direction": "counter-clockwise"}` or
/// `{"direction": "clockwise"}`; an absent direction is counter-clockwise, unknown
/// fields and values are refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaoKigogoOptions {
    /// The sowing direction of both players.
    #[serde(default)]
    pub direction: Direction,
}

/// Options of a game that has none: serialises as `{}` and refuses any field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoOptions {}

/// The options of any game, as a [`crate::Setup`] carries them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameOptions {
    /// A game without options (Goré, Djenon-aboure, Oware).
    #[default]
    None,
    /// Hoyito III's round and previous winner.
    HoyitoIii(HoyitoOptions),
    /// Bao Kigogo's direction.
    BaoKigogo(BaoKigogoOptions),
}

impl From<NoOptions> for GameOptions {
    fn from(_: NoOptions) -> Self {
        GameOptions::None
    }
}

impl From<HoyitoOptions> for GameOptions {
    fn from(o: HoyitoOptions) -> Self {
        GameOptions::HoyitoIii(o)
    }
}

impl From<BaoKigogoOptions> for GameOptions {
    fn from(o: BaoKigogoOptions) -> Self {
        GameOptions::BaoKigogo(o)
    }
}
