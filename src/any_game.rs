//! [`AnyGame`]: a position of whichever game a program picks at run time.

use crate::board::{Board, Player};
use crate::error::{FormatError, MoveError};
use crate::format::{parse_options, PositionJson};
use crate::ruleset::{GameKind, Move, MoveList, MoveReport, Outcome, Position, Ruleset};
use std::fmt;
use std::str::FromStr;

macro_rules! any_game {
    ($($variant:ident => $ty:ty),* $(,)?) => {
        /// A position of any implemented game, chosen at run time (for command lines,
        /// replays and servers). Every method dispatches to the game's own type; use
        /// that type directly when the game is known at compile time.
        ///
        /// ```
        /// use sowing::{AnyGame, GameKind, Position};
        /// let pos = AnyGame::new(GameKind::DjenonAboure, None).unwrap();
        /// assert_eq!(pos.kind(), GameKind::DjenonAboure);
        /// assert_eq!(pos.board().total(), 48);
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A [`", stringify!($ty), "`] position.")]
                $variant($ty),
            )*
        }

        impl AnyGame {
            /// The starting position of `game` with FORMAT.md `options` (absent or
            /// `null` for the defaults). Unknown or invalid options, and games not
            /// implemented yet, are refused.
            pub fn new(game: GameKind, options: Option<&serde_json::Value>) -> Result<AnyGame, FormatError> {
                match game {
                    $(GameKind::$variant => Ok(AnyGame::$variant(<$ty>::new(parse_options(options)?)?)),)*
                    #[allow(unreachable_patterns)]
                    other => Err(FormatError::new(format!("{other} is not implemented yet"))),
                }
            }

            /// Whether `game` is implemented.
            pub fn is_implemented(game: GameKind) -> bool {
                match game {
                    $(GameKind::$variant => true,)*
                    #[allow(unreachable_patterns)]
                    _ => false,
                }
            }

            /// Reads a FORMAT.md position object of any game.
            pub fn from_json(j: &PositionJson) -> Result<AnyGame, FormatError> {
                match j.game {
                    $(GameKind::$variant => Ok(AnyGame::$variant(<$ty as Ruleset>::from_json(j)?)),)*
                    #[allow(unreachable_patterns)]
                    other => Err(FormatError::new(format!("{other} is not implemented yet"))),
                }
            }

            /// The game's options as a FORMAT.md `options` object.
            pub fn options_json(&self) -> serde_json::Value {
                match self {
                    $(AnyGame::$variant(p) => serde_json::to_value(p.options()).unwrap_or_default(),)*
                }
            }
        }

        impl Position for AnyGame {
            fn kind(&self) -> GameKind {
                match self { $(AnyGame::$variant(p) => p.kind(),)* }
            }
            fn total_seeds(&self) -> u32 {
                match self { $(AnyGame::$variant(p) => p.total_seeds(),)* }
            }
            fn board(&self) -> &Board {
                match self { $(AnyGame::$variant(p) => p.board(),)* }
            }
            fn captured(&self, player: Player) -> u32 {
                match self { $(AnyGame::$variant(p) => p.captured(player),)* }
            }
            fn to_move(&self) -> Player {
                match self { $(AnyGame::$variant(p) => p.to_move(),)* }
            }
            fn result(&self) -> Option<Outcome> {
                match self { $(AnyGame::$variant(p) => p.result(),)* }
            }
            fn legal_moves(&self, moves: &mut MoveList) {
                match self { $(AnyGame::$variant(p) => p.legal_moves(moves),)* }
            }
            fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
                match self { $(AnyGame::$variant(p) => p.play(mv),)* }
            }
            fn draws_on_repetition(&self) -> bool {
                match self { $(AnyGame::$variant(p) => p.draws_on_repetition(),)* }
            }
            fn repetition_ends_game(&self) -> bool {
                match self { $(AnyGame::$variant(p) => p.repetition_ends_game(),)* }
            }
            fn end_by_repetition(&mut self) -> bool {
                match self { $(AnyGame::$variant(p) => p.end_by_repetition(),)* }
            }
            fn forgets_history_after(&self, report: &MoveReport) -> bool {
                match self { $(AnyGame::$variant(p) => p.forgets_history_after(report),)* }
            }
            fn to_json(&self) -> PositionJson {
                match self { $(AnyGame::$variant(p) => p.to_json(),)* }
            }
        }

        impl fmt::Display for AnyGame {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $(AnyGame::$variant(p) => fmt::Display::fmt(p, f),)* }
            }
        }
    };
}

any_game! {
    DjenonAboure => crate::games::djenon_aboure::DjenonAboure,
    HoyitoIii => crate::games::hoyito_iii::HoyitoIii,
    Gore => crate::games::gore::Gore,
    BaoKigogo => crate::games::bao_kigogo::BaoKigogo,
    Oware => crate::games::oware::Oware,
}

impl FromStr for AnyGame {
    type Err = FormatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        AnyGame::from_json(&s.parse::<PositionJson>()?)
    }
}

impl serde::Serialize for AnyGame {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for AnyGame {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let j = PositionJson::deserialize(d)?;
        AnyGame::from_json(&j).map_err(serde::de::Error::custom)
    }
}
