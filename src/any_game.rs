//! [`AnyGame`]: a position of whichever game a program picks at run time.

use crate::board::Board;
use crate::error::{MoveError, SetupError};
use crate::games::{
    bao_kigogo::BaoKigogo, djenon_aboure::DjenonAboure, gore::Gore, hoyito_iii::HoyitoIii,
    oware::Oware,
};
use crate::rules::{FromSetup, MoveList, MoveReport, Position, Ruleset, Sealed, Setup};
use crate::trace::Event;
use crate::types::{GameKind, GameOptions, Move, Outcome, Player};

macro_rules! any_game {
    ($($variant:ident => $ty:ty),* $(,)?) => {
        /// A position of any implemented game, chosen at run time (for command lines,
        /// replays and servers). Every method dispatches to the game's own type; use
        /// that type directly when the game is known at compile time.
        ///
        /// ```
        /// use sowing::{AnyGame, FromSetup, GameKind, Position};
        /// let pos = AnyGame::start(GameKind::DjenonAboure);
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
            /// The starting position of `game` with `options`; options of another game
            /// are refused.
            pub fn new(game: GameKind, options: GameOptions) -> Result<AnyGame, SetupError> {
                // The start's setup with these options, validated like any setup.
                let mut setup = AnyGame::start(game).to_setup();
                setup.options = options;
                AnyGame::from_setup(&setup)
            }

            /// The starting position of `game` with its default options.
            pub fn start(game: GameKind) -> AnyGame {
                match game {
                    $(GameKind::$variant => AnyGame::$variant(<$ty>::start()),)*
                }
            }

            /// The game's options.
            pub fn options(&self) -> GameOptions {
                match self {
                    $(AnyGame::$variant(p) => p.options().into(),)*
                }
            }
        }

        impl Position for AnyGame {
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
            fn play_traced(&mut self, mv: Move, trace: &mut Vec<Event>) -> Result<MoveReport, MoveError> {
                match self { $(AnyGame::$variant(p) => p.play_traced(mv, trace),)* }
            }
            fn for_each_successor<F: FnMut(Move, &Self, &MoveReport)>(&self, mut f: F) {
                match self {
                    $(AnyGame::$variant(p) => {
                        p.for_each_successor(|mv, next, report| f(mv, &AnyGame::$variant(*next), report))
                    })*
                }
            }
            fn key(&self) -> u64 {
                match self { $(AnyGame::$variant(p) => p.key(),)* }
            }
            fn repetition_ends_game(&self) -> bool {
                match self { $(AnyGame::$variant(p) => p.repetition_ends_game(),)* }
            }
            fn repetition_is_draw(&self) -> bool {
                match self { $(AnyGame::$variant(p) => p.repetition_is_draw(),)* }
            }
            fn end_by_repetition_unchecked(&mut self) {
                match self { $(AnyGame::$variant(p) => p.end_by_repetition_unchecked(),)* }
            }
            fn forgets_history_after(&self, report: &MoveReport) -> bool {
                match self { $(AnyGame::$variant(p) => p.forgets_history_after(report),)* }
            }
        }

        impl Sealed for AnyGame {}

        impl FromSetup for AnyGame {
            fn kind(&self) -> GameKind {
                match self { $(AnyGame::$variant(p) => p.kind(),)* }
            }
            fn to_setup(&self) -> Setup {
                match self { $(AnyGame::$variant(p) => p.to_setup(),)* }
            }
            /// Validates the setup into the game it names.
            fn from_setup(setup: &Setup) -> Result<AnyGame, SetupError> {
                match setup.game {
                    $(GameKind::$variant => Ok(AnyGame::$variant(<$ty>::from_setup(setup)?)),)*
                }
            }
        }

        $(
            impl From<$ty> for AnyGame {
                fn from(p: $ty) -> AnyGame {
                    AnyGame::$variant(p)
                }
            }
        )*
    };
}

any_game! {
    Gore => Gore,
    HoyitoIii => HoyitoIii,
    DjenonAboure => DjenonAboure,
    BaoKigogo => BaoKigogo,
    Oware => Oware,
}
