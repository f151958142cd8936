//! [`AnyGame`]: a position of whichever game a program picks at run time, and
//! [`with_game!`](crate::with_game), which runs code on the game's own type. Both
//! follow the registry of games (`__games!` in the types layer).

use crate::board::Board;
use crate::described::{Described, Rules};
use crate::error::{MoveError, SetupError};
use crate::rules::{FromSetup, MoveList, MoveReport, Position, Ruleset, Sealed, Setup};
use crate::trace::Event;
use crate::types::{GameKind, GameOptions, Move, Outcome, Player};

/// The registry's callback that defines [`AnyGame`]: one variant per game, holding
/// that game's position type.
macro_rules! define_any_game {
    ([] $($variant:ident: $module:ident::$ty:ident = $name:literal { $($info:tt)* };)*) => {
        /// A position of any implemented game, chosen at run time (for command lines,
        /// replays and servers). Every method dispatches to the game's own type; use
        /// that type directly when the game is known at compile time, and
        /// [`with_game!`](crate::with_game) to run generic code on the position inside.
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
                #[doc = concat!(
                    "A [`", stringify!($ty), "`](crate::games::", stringify!($module),
                    "::", stringify!($ty), ") position."
                )]
                $variant($crate::games::$module::$ty),
            )*
            /// A position of a game compiled from a description
            /// ([`Described`]).
            Described($crate::described::Described),
        }

        impl From<$crate::described::Described> for AnyGame {
            fn from(p: $crate::described::Described) -> AnyGame {
                AnyGame::Described(p)
            }
        }

        $(
            impl From<$crate::games::$module::$ty> for AnyGame {
                fn from(p: $crate::games::$module::$ty) -> AnyGame {
                    AnyGame::$variant(p)
                }
            }
        )*
    };
}

crate::__games!([define_any_game] []);

/// `with_ruleset!(kind, R => body)`: `body` with `R` naming the position type of the
/// game `kind` (a [`Ruleset`]), for code that has a [`GameKind`] but no position yet.
macro_rules! with_ruleset {
    ($kind:expr, $ruleset:ident => $body:expr) => {
        $crate::__games!([$crate::any_game::ruleset_arms] [($kind) $ruleset ($body)])
    };
}

/// The registry's callback behind [`with_ruleset!`]: one match arm per game.
macro_rules! ruleset_arms {
    ([($kind:expr) $ruleset:ident ($body:expr)]
     $($variant:ident: $module:ident::$ty:ident = $name:literal { $($info:tt)* };)*) => {
        match $kind {
            $(
                $crate::types::GameKind::$variant => {
                    type $ruleset = $crate::games::$module::$ty;
                    $body
                }
            )*
            $crate::types::GameKind::Described(_) => unreachable!("with_ruleset! is for the built-in games"),
        }
    };
}
pub(crate) use {ruleset_arms, with_ruleset};

/// Runs `body` with `p` bound to the position inside an [`AnyGame`],
/// as that game's own type ([`Gore`](crate::Gore), [`Oware`](crate::Oware), …), so
/// that generic code (`fn f<R: Ruleset>(pos: R)`) runs on a game chosen at run time.
/// `body` is compiled once per game and must have the same type for all of them.
/// The described games ([`AnyGame::Described`]) have one type,
/// [`Described`], which implements
/// [`FromSetup`] but not [`Ruleset`] (their rules
/// are known only at run time): generic code for every game asks for
/// [`Position`] or [`FromSetup`].
///
/// `any_game` is an expression of type `AnyGame`, `&AnyGame` or `&mut AnyGame`; `p` is
/// a pattern (usually a name), bound by value, by reference or by mutable reference
/// accordingly.
///
/// ```
/// use sowing::{with_game, AnyGame, GameKind, Position};
///
/// fn type_and_seeds<P: Position>(p: &P) -> (&'static str, u32) {
///     (std::any::type_name::<P>(), p.total_seeds())
/// }
///
/// let pos = AnyGame::start(GameKind::BaoKigogo);
/// let (name, seeds) = with_game!(pos, p => type_and_seeds(&p));
/// assert_eq!(name, "sowing::games::bao_kigogo::BaoKigogo");
/// assert_eq!(seeds, 92);
///
/// let mut pos = AnyGame::start(GameKind::Oware);
/// with_game!(&mut pos, p => p.play(sowing::Move::Sow(6))).unwrap();
/// assert_eq!(pos.to_move(), sowing::Player::North);
/// ```
#[macro_export]
macro_rules! with_game {
    ($any_game:expr, $p:pat => $body:expr $(,)?) => {
        $crate::__games!([$crate::__with_game][($any_game)($p)($body)])
    };
}

/// The registry's callback behind [`with_game!`](crate::with_game): one match arm per
/// game.
#[macro_export]
#[doc(hidden)]
macro_rules! __with_game {
    ([($any_game:expr) ($p:pat) ($body:expr)]
     $($variant:ident: $module:ident::$ty:ident = $name:literal { $($info:tt)* };)*) => {
        match $any_game {
            $($crate::AnyGame::$variant($p) => $body,)*
            $crate::AnyGame::Described($p) => $body,
        }
    };
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
            GameKind::Described(id) => AnyGame::Described(Rules::of(id).start()),
            _ => with_ruleset!(game, G => AnyGame::from(G::start())),
        }
    }

    /// The game's options.
    pub fn options(&self) -> GameOptions {
        crate::with_game!(self, p => p.options().into())
    }
}

impl Position for AnyGame {
    fn total_seeds(&self) -> u32 {
        crate::with_game!(self, p => p.total_seeds())
    }
    fn board(&self) -> &Board {
        crate::with_game!(self, p => p.board())
    }
    fn captured(&self, player: Player) -> u32 {
        crate::with_game!(self, p => p.captured(player))
    }
    fn to_move(&self) -> Player {
        crate::with_game!(self, p => p.to_move())
    }
    fn result(&self) -> Option<Outcome> {
        crate::with_game!(self, p => p.result())
    }
    fn decided(&self) -> Option<Outcome> {
        crate::with_game!(self, p => p.decided())
    }
    fn legal_moves(&self, moves: &mut MoveList) {
        crate::with_game!(self, p => p.legal_moves(moves))
    }
    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        crate::with_game!(self, p => p.play(mv))
    }
    fn play_traced(&mut self, mv: Move, trace: &mut Vec<Event>) -> Result<MoveReport, MoveError> {
        crate::with_game!(self, p => p.play_traced(mv, trace))
    }
    fn for_each_successor<F: FnMut(Move, &Self, &MoveReport)>(&self, mut f: F) {
        crate::with_game!(self, p => {
            p.for_each_successor(|mv, next, report| f(mv, &AnyGame::from(*next), report))
        })
    }
    fn key(&self) -> u64 {
        crate::with_game!(self, p => p.key())
    }
    fn repetition_ends_game(&self) -> bool {
        crate::with_game!(self, p => p.repetition_ends_game())
    }
    fn repetition_is_draw(&self) -> bool {
        crate::with_game!(self, p => p.repetition_is_draw())
    }
    fn end_by_repetition_unchecked(&mut self) {
        crate::with_game!(self, p => p.end_by_repetition_unchecked())
    }
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        crate::with_game!(self, p => p.forgets_history_after(report))
    }
}

impl Sealed for AnyGame {}

impl FromSetup for AnyGame {
    fn kind(&self) -> GameKind {
        crate::with_game!(self, p => p.kind())
    }
    fn to_setup(&self) -> Setup {
        crate::with_game!(self, p => p.to_setup())
    }
    /// Validates the setup into the game it names.
    fn from_setup(setup: &Setup) -> Result<AnyGame, SetupError> {
        match setup.game {
            GameKind::Described(_) => Described::from_setup(setup).map(AnyGame::from),
            _ => with_ruleset!(setup.game, G => G::from_setup(setup).map(AnyGame::from)),
        }
    }
    fn legal_action_bits(&self, moves: &mut MoveList) -> u128 {
        crate::with_game!(self, p => p.legal_action_bits(moves))
    }
}
