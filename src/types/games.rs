//! The registry of the crate's games and [`GameKind`], generated from it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

use super::HoleSet;

/// The registry: the one list of the crate's games. Everything that enumerates the
/// games ([`GameKind`], [`crate::AnyGame`], the options in [`crate::format`],
/// [`crate::with_game!`]) is generated from it, so a game is added by writing its
/// module and one line here (crate docs, *Adding a game*).
///
/// A line reads `Variant: module::Type = "name" { doc: "…", rows: R, cols: C,
/// max_offered: K };`:
/// - `Variant`: the [`GameKind`] and [`crate::AnyGame`] variant;
/// - `module::Type`: the game's module under `games/` and its position type;
/// - `"name"`: the docs/FORMAT.md name;
/// - `doc`: the variant's doc line (the board shape is appended);
/// - `rows`, `cols`: the board's shape, which the game's module reads from here;
/// - `max_offered`: the most holes one trade offer names, 0 for a game without trade
///   offers (the action numbering, [`crate::actions`], depends on it).
///
/// The lines' order is [`GameKind::ALL`]'s, and [`GameKind::index`] puts it into every
/// position key: new games go at the end.
///
/// Plain data only (this is the bottom layer): `__games!([callback] [args])` expands
/// to `callback! { [args] line; line; … }`, and callbacks that need a game's type
/// build its path from `module` and `Type` themselves.
#[macro_export]
#[doc(hidden)]
macro_rules! __games {
    ([$($callback:tt)*] [$($args:tt)*]) => {
        $($callback)*! {
            [$($args)*]
            Gore: gore::Gore = "gore" {
                doc: "Goré: hole trades, two-way capture chains",
                rows: 2, cols: 4, max_offered: 3,
            };
            HoyitoIii: hoyito_iii::HoyitoIii = "hoyito-iii" {
                doc: "Hoyito III: relay sowing, captures of 4 with an extra turn",
                rows: 2, cols: 6, max_offered: 0,
            };
            DjenonAboure: djenon_aboure::DjenonAboure = "djenon-aboure" {
                doc: "Djenon-aboure: origin-first relay laps, backward chains",
                rows: 2, cols: 6, max_offered: 0,
            };
            BaoKigogo: bao_kigogo::BaoKigogo = "bao-kigogo" {
                doc: "Bao Kigogo: four rows, draw by repetition",
                rows: 4, cols: 12, max_offered: 0,
            };
            Oware: oware::Oware = "oware" {
                doc: "Oware (Abapa), exactly as OpenSpiel's `oware` plays it",
                rows: 2, cols: 6, max_offered: 0,
            };
        }
    };
}

/// The registry's callback that defines [`GameKind`].
macro_rules! define_game_kind {
    ([] $($variant:ident: $module:ident::$ty:ident = $name:literal {
        doc: $doc:literal, rows: $rows:literal, cols: $cols:literal,
        max_offered: $offered:literal $(,)?
    };)*) => {
        /// The games this crate knows, with their docs/FORMAT.md names: the built-in
        /// games, and the games compiled from descriptions ([`crate::described`]).
        ///
        /// Serde writes a game as its name ([`GameKind::name`]) and reads any name
        /// [`FromStr`](std::str::FromStr) reads (the described layer parses them, since a name may name a
        /// library game not compiled yet).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameKind {
            $(
                #[doc = concat!($doc, " (", stringify!($rows), "×", stringify!($cols), ").")]
                $variant,
            )*
            /// A game compiled from a description ([`crate::described::Rules`]).
            Described(DescribedId),
        }

        /// The built-in games' indices, in the registry's order.
        enum Builtin {
            $($variant,)*
        }

        /// How many built-in games there are.
        const GAME_COUNT: usize = [$(GameKind::$variant),*].len();

        impl GameKind {
            /// Every game, in docs/FORMAT.md's order.
            pub const ALL: [GameKind; GAME_COUNT] = [$(GameKind::$variant),*];

            /// The game's index in [`GameKind::ALL`]; a described game's is
            /// `GameKind::ALL.len()` plus its [`DescribedId::index`].
            pub const fn index(self) -> usize {
                match self {
                    $(GameKind::$variant => Builtin::$variant as usize,)*
                    GameKind::Described(id) => GAME_COUNT + id.index(),
                }
            }

            /// The docs/FORMAT.md name, e.g. `"djenon-aboure"`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(GameKind::$variant => $name,)*
                    GameKind::Described(id) => id.name(),
                }
            }

            /// Rows of the game's board, known without a position.
            ///
            /// ```
            /// use sowing::GameKind;
            /// assert_eq!((GameKind::BaoKigogo.rows(), GameKind::BaoKigogo.cols()), (4, 12));
            /// assert_eq!(GameKind::Gore.holes(), 8);
            /// ```
            pub const fn rows(self) -> usize {
                match self {
                    $(GameKind::$variant => $rows,)*
                    GameKind::Described(id) => id.0.rows as usize,
                }
            }

            /// Columns of the game's board.
            pub const fn cols(self) -> usize {
                match self {
                    $(GameKind::$variant => $cols,)*
                    GameKind::Described(id) => id.0.cols as usize,
                }
            }

            /// Holes of the game's board: `rows() * cols()`.
            pub const fn holes(self) -> usize {
                self.rows() * self.cols()
            }

            /// The holes whose sowing direction the player chooses ([`Move::SowDir`](super::Move::SowDir)):
            /// none but in a described game with `sowing.direction: player-chooses`
            /// or `sowing.chosen_holes`.
            pub const fn chosen_directions(self) -> HoleSet {
                match self {
                    GameKind::Described(id) => HoleSet(id.0.chosen),
                    _ => HoleSet::EMPTY,
                }
            }

            /// The most holes one trade offer names ([`Move::Offer`](super::Move::Offer)): 3 in Goré (its
            /// rule 4), a described game's `trades.most_offered`, 0 in the games
            /// without trade offers.
            pub const fn max_offered(self) -> usize {
                match self {
                    $(GameKind::$variant => $offered,)*
                    GameKind::Described(id) => id.0.offered as usize,
                }
            }
        }
    };
}

crate::__games!([define_game_kind] []);

/// The games' names, comma-separated, for [`ParseError::UnknownGame`](super::ParseError::UnknownGame).
pub(super) struct GameNames;

impl fmt::Display for GameNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, game) in GameKind::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(game.name())?;
        }
        Ok(())
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl GameKind {
    /// The built-in game of this name (no described game).
    pub fn builtin(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }

    /// The described game's id, for a described game.
    pub const fn described(self) -> Option<DescribedId> {
        match self {
            GameKind::Described(id) => Some(id),
            _ => None,
        }
    }
}

impl Serialize for GameKind {
    /// The game's name ([`GameKind::name`]).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for GameKind {
    /// Any name [`FromStr`](std::str::FromStr) reads: a built-in game's, or a described game's.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = std::borrow::Cow::<'de, str>::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// What the types layer knows of a described game: its name in the formats, its
/// board's shape and its place in the list of compiled descriptions. Made once per
/// description by [`crate::described::Rules::compile`] and kept for the program's
/// life.
#[derive(Debug)]
pub struct DescribedInfo {
    name: &'static str,
    rows: u8,
    cols: u8,
    index: u32,
    /// The holes whose sowing direction the player chooses (the action numbering,
    /// [`crate::actions`], depends on them).
    chosen: u64,
    /// The most holes one trade offer names, 0 without trades (the action
    /// numbering depends on it too).
    offered: u8,
}

/// A game compiled from a description, as [`GameKind::Described`] names it: a
/// `Copy` handle on its [`DescribedInfo`] (`&'static`, so that [`GameKind`]'s
/// `const fn`s answer without a lookup). Two ids are equal when they name the same
/// compiled description. [`crate::described::Rules::of`] finds the rules.
#[derive(Clone, Copy)]
pub struct DescribedId(&'static DescribedInfo);

impl DescribedId {
    /// A new id (for the described layer, once per compiled description).
    pub(crate) fn new(
        name: &str,
        rows: usize,
        cols: usize,
        index: usize,
        chosen: u64,
        offered: usize,
    ) -> DescribedId {
        DescribedId(Box::leak(Box::new(DescribedInfo {
            name: Box::leak(name.to_string().into_boxed_str()),
            rows: rows as u8,
            cols: cols as u8,
            index: index as u32,
            chosen,
            offered: offered as u8,
        })))
    }

    /// The game's name in the formats: its description's name, or
    /// `described:NAME` where a built-in game has that name.
    pub const fn name(self) -> &'static str {
        self.0.name
    }

    /// Its place among the compiled descriptions, from 0, in the order of compiling.
    pub const fn index(self) -> usize {
        self.0.index as usize
    }
}

impl PartialEq for DescribedId {
    fn eq(&self, other: &Self) -> bool {
        self.0.index == other.0.index
    }
}

impl Eq for DescribedId {}

impl std::hash::Hash for DescribedId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.index.hash(state);
    }
}

impl PartialOrd for DescribedId {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for DescribedId {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.index.cmp(&other.0.index)
    }
}

impl fmt::Debug for DescribedId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DescribedId({:?}, {})", self.0.name, self.0.index)
    }
}
