//! A built-in game as a typed wrapper over the described engine: its rules are a
//! description of the library (`variants/<name>.json`), played by
//! [`Described`]; the wrapper keeps what users of the
//! type rely on — its [`GameKind`], options, constants, formats and
//! position keys — as shakmaty's variants wrap its `Chess`.
//!
//! [`described_game!`] writes the traits every wrapper has the same way.

use crate::described::{library, Described, Rules};
use crate::error::SetupError;
use crate::rules::Setup;
use crate::types::{GameKind, GameOptions};

/// The library's game `name`, compiled once. The library's own tests compile every
/// file, so a built-in game's description always does.
pub(crate) fn library_rules(name: &str) -> &'static Rules {
    library()
        .get(name)
        .unwrap_or_else(|e| panic!("the built-in game's description: {e}"))
}

/// A setup of the built-in game `game` (its options read already, and played by
/// `rules`) read as a position of `rules`, with any error naming `game` rather than
/// the description.
pub(crate) fn from_builtin_setup(
    s: &Setup,
    game: GameKind,
    rules: &'static Rules,
) -> Result<Described, SetupError> {
    use crate::rules::FromSetup;
    if s.game != game {
        return Err(SetupError::WrongGame {
            expected: game,
            found: s.game,
        });
    }
    let described = Setup {
        game: rules.kind(),
        options: GameOptions::None,
        ..*s
    };
    Described::from_setup(&described).map_err(|e| e.in_game(rules.kind(), game))
}

/// `Position`, `Sealed`, `FromSetup`, `Debug` for `$ty { pos: Described }`, which
/// also has, inherent:
/// - `fn key_here(&self) -> u64`: [`Position::key`](crate::Position::key), as
///   docs/FORMAT.md gives the game's keys (*Position keys*: its own tag, and Goré's
///   negotiation in the last word);
/// - `fn decided_here(&self) -> Option<Outcome>`: [`Position::decided`](crate::Position::decided);
/// - `fn options_of(s: &Setup) -> Result<Options, SetupError>`: a setup's options;
/// - `fn rules_for(o: Options) -> Result<&'static Rules, SetupError>`: the
///   description the options name;
/// - `fn wrap(pos: Described, o: Options) -> Self`: the wrapper of a position of
///   those rules (these last three written by [`one_description!`] for a game of one
///   description without options).
///
/// A successor keeps the wrapper's fields besides `pos` (its options).
///
/// The `Debug` form names the board, the captures, the player to move, the result,
/// and then each of the further `$field`s, read by the method of that name.
macro_rules! described_game {
    // A wrapper whose descriptions take the compiled path `$path` (a constant of
    // `crate::described`) finds its successors on it ([`Described::for_each_successor_on`]).
    ($ty:ident on $path:ident $(, $field:ident)*) => {
        #[cfg(test)]
        impl $ty {
            /// Whether the position's successors are found on the compiled path the
            /// wrapper names (else they are found the slower way).
            pub(crate) fn takes_its_successor_path(&self) -> bool {
                self.pos.takes_successor_path($crate::described::$path)
            }
        }
        $crate::games::described_game::described_game!(@traits $ty $(, $field)*;
            |pos: &$ty, f| pos.pos.for_each_successor_on::<{ $crate::described::$path }, _>(
                pos, |w| &mut w.pos, f));
    };
    ($ty:ident $(, $field:ident)*) => {
        $crate::games::described_game::described_game!(@traits $ty $(, $field)*;
            |pos: &$ty, f| pos.pos.for_each_successor_in(pos, |w| &mut w.pos, f));
    };
    (@traits $ty:ident $(, $field:ident)*; |$pos:ident: &$t:ty, $f:ident| $successors:expr) => {
        impl $crate::rules::Position for $ty {
            fn total_seeds(&self) -> u32 {
                <Self as $crate::rules::Ruleset>::TOTAL_SEEDS
            }

            fn board(&self) -> &$crate::board::Board {
                self.pos.board()
            }

            fn captured(&self, p: $crate::types::Player) -> u32 {
                self.pos.captured(p)
            }

            fn to_move(&self) -> $crate::types::Player {
                self.pos.to_move()
            }

            fn result(&self) -> Option<$crate::types::Outcome> {
                self.pos.result()
            }

            fn decided(&self) -> Option<$crate::types::Outcome> {
                self.decided_here()
            }

            fn legal_moves(&self, moves: &mut $crate::rules::MoveList) {
                self.pos.legal_moves(moves)
            }

            #[inline]
            fn play(
                &mut self,
                mv: $crate::types::Move,
            ) -> Result<$crate::rules::MoveReport, $crate::error::MoveError> {
                self.pos.play(mv)
            }

            fn play_traced(
                &mut self,
                mv: $crate::types::Move,
                trace: &mut Vec<$crate::trace::Event>,
            ) -> Result<$crate::rules::MoveReport, $crate::error::MoveError> {
                self.pos.play_traced(mv, trace)
            }

            #[inline]
            fn for_each_successor<
                F: FnMut($crate::types::Move, &Self, &$crate::rules::MoveReport),
            >(
                &self,
                $f: F,
            ) {
                // The wrapper's other fields (its options) are the position's.
                let $pos: &$t = self;
                $successors
            }

            #[inline]
            fn play_random(
                &mut self,
                rng: &mut $crate::rng::Rng,
            ) -> Option<($crate::types::Move, $crate::rules::MoveReport)> {
                self.pos.play_random(rng)
            }

            #[inline]
            fn play_random_with<E: $crate::rules::OnRandomMove<Self>>(
                &mut self,
                rng: &mut $crate::rng::Rng,
                limit: usize,
                each: E,
            ) -> usize {
                $crate::described::Described::play_random_while_in(
                    self,
                    |w| &mut w.pos,
                    rng,
                    limit,
                    each,
                )
            }

            fn is_legal(&self, mv: $crate::types::Move) -> bool {
                self.pos.is_legal(mv)
            }

            #[inline]
            fn key(&self) -> u64 {
                self.key_here()
            }

            fn repetition_ends_game(&self) -> bool {
                self.pos.repetition_ends_game()
            }

            fn repetition_is_draw(&self) -> bool {
                self.pos.repetition_is_draw()
            }

            fn end_by_repetition_unchecked(&mut self) {
                self.pos.end_by_repetition_unchecked()
            }

            fn forgets_history_after(&self, report: &$crate::rules::MoveReport) -> bool {
                self.pos.forgets_history_after(report)
            }
        }

        impl $crate::rules::Sealed for $ty {}

        impl $crate::rules::FromSetup for $ty {
            fn kind(&self) -> $crate::types::GameKind {
                <Self as $crate::rules::Ruleset>::KIND
            }

            fn to_setup(&self) -> $crate::rules::Setup {
                $crate::rules::Setup {
                    game: <Self as $crate::rules::Ruleset>::KIND,
                    options: $crate::rules::Ruleset::options(self).into(),
                    ..self.pos.to_setup()
                }
            }

            /// The described position's mask of legal sowings where it has one (its
            /// actions are numbered as the built-in game's), else from the list.
            #[inline]
            fn legal_action_bits(&self, moves: &mut $crate::rules::MoveList) -> u128 {
                self.pos
                    .legal_sowing_bits()
                    .unwrap_or_else(|| $crate::rules::action_bits_of_list(self, moves))
            }

            /// Checks the game and its options, then what the description's
            /// `from_setup` checks: the size, owners, seed total and the result the
            /// rules give.
            fn from_setup(s: &$crate::rules::Setup) -> Result<Self, $crate::error::SetupError> {
                use $crate::rules::Ruleset;
                let options = Self::options_of(s)?;
                let rules = Self::rules_for(options)?;
                $crate::games::described_game::from_builtin_setup(s, Self::KIND, rules)
                    .map(|pos| Self::wrap(pos, options))
            }
        }

        impl ::std::fmt::Debug for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                #[allow(unused_imports)]
                use $crate::rules::{Position, Ruleset};
                f.debug_struct(stringify!($ty))
                    .field("holes", &self.board().holes())
                    .field(
                        "captured",
                        &$crate::types::Player::BOTH.map(|p| self.captured(p)),
                    )
                    .field("to_move", &self.to_move())
                    .field("result", &self.result())
                    $(.field(stringify!($field), &self.$field()))*
                    .finish()
            }
        }
    };
}
pub(crate) use described_game;

/// For a game of one description `$name` and no options: the inherent `rules()`
/// (compiled once), `rules_for` and `options_of` that [`described_game!`] asks for.
macro_rules! one_description {
    ($ty:ident, $name:literal) => {
        impl $ty {
            /// The game's description, compiled once.
            fn rules() -> &'static $crate::described::Rules {
                static RULES: ::std::sync::OnceLock<&'static $crate::described::Rules> =
                    ::std::sync::OnceLock::new();
                RULES.get_or_init(|| $crate::games::described_game::library_rules($name))
            }

            fn rules_for(
                _: $crate::types::NoOptions,
            ) -> Result<&'static $crate::described::Rules, $crate::error::SetupError> {
                Ok(Self::rules())
            }

            fn wrap(pos: $crate::described::Described, _: $crate::types::NoOptions) -> $ty {
                $ty { pos }
            }

            fn options_of(
                s: &$crate::rules::Setup,
            ) -> Result<$crate::types::NoOptions, $crate::error::SetupError> {
                use $crate::rules::Ruleset;
                $crate::state::check_no_options(s, Self::KIND).map(|()| $crate::types::NoOptions {})
            }
        }
    };
}
pub(crate) use one_description;

/// Asserts that the rules of every position along random games from `start` take the
/// compiled path the wrapper names for its successors (`takes`, its
/// `takes_its_successor_path`): else its searches would find successors the slower
/// way, unnoticed.
#[cfg(test)]
pub(crate) fn assert_successor_path<P: crate::Position>(start: P, takes: impl Fn(&P) -> bool) {
    let mut rng = crate::Rng::new(7);
    for _ in 0..20 {
        let mut pos = start;
        for _ in 0..100 {
            assert!(takes(&pos), "{pos:?}");
            if pos.play_random(&mut rng).is_none() {
                break;
            }
        }
    }
}
