//! Plain values shared by every layer: players, hole sets, moves, outcomes, game
//! options, and the games: the registry (`__games!`, the one list of them, as plain
//! data) and [`GameKind`], generated from it. Nothing here knows a rule.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Text that does not spell a game, a move, a player or a result.
///
/// ```
/// use sowing::{GameKind, Move};
/// assert!("chess".parse::<GameKind>().is_err());
/// assert_eq!("sow x".parse::<Move>().unwrap_err().to_string(),
///            "not a move: \"sow x\" (write a hole number such as 7 or 7cw, or pass, offer 5,6, accept, decline)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ParseError {
    /// Not one of the games' names.
    #[error("unknown game {0:?} (the games are {names}, and the described games of the library)", names = GameNames)]
    UnknownGame(String),
    /// Not a move in the text notation.
    #[error(
        "not a move: {0:?} (write a hole number such as 7 or 7cw, or pass, offer 5,6, accept, decline)"
    )]
    Move(String),
    /// An offer that does not name 1 to 3 different holes.
    #[error("an offer names 1, 2 or 3 different holes: {0:?}")]
    Offer(String),
    /// Not `south` or `north`.
    #[error("not a player: {0:?} (south or north)")]
    Player(String),
    /// Not a result such as `south wins`, `north wins without glory` or `draw`.
    #[error("not a result: {0:?} (south wins, north wins, … without glory, or draw)")]
    Outcome(String),
}

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

/// A set of holes, as a bit mask over hole indices (`bit i` = hole `i`).
///
/// Used for captured holes, ownership and Goré offers. Iterates in ascending order.
///
/// ```
/// use sowing::HoleSet;
/// let s = HoleSet::EMPTY.with(5).with(2);
/// assert_eq!(s.iter().collect::<Vec<_>>(), vec![2, 5]);
/// assert_eq!(s.len(), 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HoleSet(pub u64);

impl HoleSet {
    /// The empty set.
    pub const EMPTY: HoleSet = HoleSet(0);

    /// Whether `hole` is in the set.
    #[inline]
    pub const fn contains(self, hole: usize) -> bool {
        hole < 64 && self.0 >> hole & 1 == 1
    }

    /// The set with `hole` added. `hole` must be below 64.
    #[inline]
    #[must_use]
    pub const fn with(self, hole: usize) -> HoleSet {
        HoleSet(self.0 | 1 << hole)
    }

    /// Adds `hole` (below 64) to the set.
    #[inline]
    pub fn insert(&mut self, hole: usize) {
        self.0 |= 1 << hole;
    }

    /// The number of holes in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The holes of the set, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(i)
            }
        })
    }

    /// The set of holes `0..n`.
    #[inline]
    pub const fn first(n: usize) -> HoleSet {
        if n >= 64 {
            HoleSet(u64::MAX)
        } else {
            HoleSet((1u64 << n) - 1)
        }
    }
}

impl FromIterator<usize> for HoleSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut s = HoleSet::EMPTY;
        for h in iter {
            s.insert(h);
        }
        s
    }
}

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
        /// [`FromStr`] reads (the described layer parses them, since a name may name a
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

            /// The holes whose sowing direction the player chooses ([`Move::SowDir`]):
            /// none but in a described game with `sowing.direction: player-chooses`
            /// or `sowing.chosen_holes`.
            pub const fn chosen_directions(self) -> HoleSet {
                match self {
                    GameKind::Described(id) => HoleSet(id.0.chosen),
                    _ => HoleSet::EMPTY,
                }
            }

            /// The most holes one trade offer names ([`Move::Offer`]): 3 in Goré (its
            /// rule 4), 0 in the games without trade offers.
            pub const fn max_offered(self) -> usize {
                match self {
                    $(GameKind::$variant => $offered,)*
                    GameKind::Described(_) => 0,
                }
            }
        }
    };
}

crate::__games!([define_game_kind] []);

/// The games' names, comma-separated, for [`ParseError::UnknownGame`].
struct GameNames;

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
    /// Any name [`FromStr`] reads: a built-in game's, or a described game's.
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
    ) -> DescribedId {
        DescribedId(Box::leak(Box::new(DescribedInfo {
            name: Box::leak(name.to_string().into_boxed_str()),
            rows: rows as u8,
            cols: cols as u8,
            index: index as u32,
            chosen,
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

/// The holes of a Goré trade offer: 1 to 3 distinct holes, ascending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OfferHoles {
    holes: [u8; 3],
    len: u8,
}

impl OfferHoles {
    /// An offer of the given holes (any order, no repeats, 1 to 3 of them, each below
    /// 64); `None` otherwise.
    pub fn new(holes: &[usize]) -> Option<OfferHoles> {
        if holes.is_empty() || holes.len() > 3 || holes.iter().any(|&h| h >= 64) {
            return None;
        }
        let set: HoleSet = holes.iter().copied().collect();
        if set.len() != holes.len() {
            return None;
        }
        Some(OfferHoles::from_set(set))
    }

    /// The offer of a set of 1 to 3 holes. Holes past the third are ignored.
    pub fn from_set(set: HoleSet) -> OfferHoles {
        let mut o = OfferHoles {
            holes: [0; 3],
            len: 0,
        };
        for h in set.iter().take(3) {
            o.holes[o.len as usize] = h as u8;
            o.len += 1;
        }
        o
    }

    /// The holes, ascending.
    pub fn holes(&self) -> &[u8] {
        &self.holes[..self.len as usize]
    }

    /// The holes as a set.
    pub fn set(&self) -> HoleSet {
        self.holes().iter().map(|&h| h as usize).collect()
    }

    /// How many holes are offered.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.len as usize
    }
}

impl Serialize for OfferHoles {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.holes().serialize(s)
    }
}

impl<'de> Deserialize<'de> for OfferHoles {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        if v.windows(2).any(|w| w[0] >= w[1]) {
            return Err(serde::de::Error::custom(
                "offered holes must be ascending, without repeats",
            ));
        }
        let v: Vec<usize> = v.into_iter().map(usize::from).collect();
        OfferHoles::new(&v).ok_or_else(|| serde::de::Error::custom("an offer has 1 to 3 holes"))
    }
}

/// A move of any game.
///
/// JSON (docs/FORMAT.md): `{"sow": 7}`, `{"sow": 7, "direction": "clockwise"}`,
/// `"pass"`, `{"offer": [5, 6]}`, `"accept"`, `"decline"`. Text notation
/// ([`fmt::Display`] / [`FromStr`]): `7` (or `sow 7`), `7cw`, `7ccw` (or `7 clockwise`,
/// `7 counter-clockwise`), `pass`, `offer 5,6`, `accept`, `decline`.
///
/// ```
/// use sowing::{Direction, Move};
/// let m: Move = "7".parse().unwrap();
/// assert_eq!(m, Move::Sow(7));
/// assert_eq!(m.to_string(), "7");
/// assert_eq!(serde_json::to_string(&m).unwrap(), r#"{"sow":7}"#);
/// assert_eq!("offer 6,5".parse::<Move>().unwrap().to_string(), "offer 5,6");
/// let cw: Move = "7 clockwise".parse().unwrap();
/// assert_eq!(cw, Move::SowDir(7, Direction::Clockwise));
/// assert_eq!(cw.to_string(), "7cw");
/// assert_eq!(serde_json::to_string(&cw).unwrap(), r#"{"sow":7,"direction":"clockwise"}"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Sow the hole with this index (also a Bao Kigogo single-seed step), in the
    /// direction the rules fix for it.
    Sow(u8),
    /// Pass: the only move of a player who cannot sow.
    Pass,
    /// Goré: offer these holes to the opponent.
    Offer(OfferHoles),
    /// Goré: accept the pending offer.
    Accept,
    /// Goré: decline the pending offer.
    Decline,
    /// Sow the hole with this index in this direction: the move of a hole whose
    /// sowing direction the player chooses (a described game's `sowing.direction:
    /// chosen` or `sowing.chosen_holes`). Where the rules fix the direction, the
    /// move is [`Move::Sow`].
    SowDir(u8, Direction),
}

impl Move {
    /// The hole a sowing move lifts ([`Move::Sow`] or [`Move::SowDir`]).
    ///
    /// ```
    /// use sowing::{Direction, Move};
    /// assert_eq!(Move::SowDir(3, Direction::Clockwise).hole(), Some(3));
    /// assert_eq!(Move::Pass.hole(), None);
    /// ```
    pub const fn hole(self) -> Option<u8> {
        match self {
            Move::Sow(h) | Move::SowDir(h, _) => Some(h),
            _ => None,
        }
    }
}

/// [`Move`]'s JSON, docs/FORMAT.md: `{"sow": 7}`, `{"sow": 7, "direction": …}`,
/// `{"offer": […]}`, or one of the words.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SowRepr {
    sow: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    direction: Option<Direction>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OfferRepr {
    offer: OfferHoles,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum MoveWord {
    Pass,
    Accept,
    Decline,
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Move::Sow(sow) => SowRepr {
                sow,
                direction: None,
            }
            .serialize(s),
            Move::SowDir(sow, d) => SowRepr {
                sow,
                direction: Some(d),
            }
            .serialize(s),
            Move::Offer(offer) => OfferRepr { offer }.serialize(s),
            Move::Pass => MoveWord::Pass.serialize(s),
            Move::Accept => MoveWord::Accept.serialize(s),
            Move::Decline => MoveWord::Decline.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Move {
    /// The JSON above; a map names `sow` (and perhaps `direction`) or `offer`.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Any {
            Word(String),
            Map(std::collections::BTreeMap<String, serde_json::Value>),
        }
        let bad = |what: String| D::Error::custom(format!("not a move: {what}"));
        match Any::deserialize(d).map_err(|_| {
            D::Error::custom("a move is {\"sow\": n}, {\"offer\": [...]}, or a word")
        })? {
            Any::Word(w) => match w.as_str() {
                "pass" => Ok(Move::Pass),
                "accept" => Ok(Move::Accept),
                "decline" => Ok(Move::Decline),
                _ => Err(bad(format!("{w:?} (pass, accept or decline)"))),
            },
            Any::Map(m) if m.contains_key("sow") => {
                let v = serde_json::to_value(&m).map_err(D::Error::custom)?;
                let r = SowRepr::deserialize(v).map_err(D::Error::custom)?;
                Ok(match r.direction {
                    None => Move::Sow(r.sow),
                    Some(d) => Move::SowDir(r.sow, d),
                })
            }
            Any::Map(m) if m.contains_key("offer") => {
                let v = serde_json::to_value(&m).map_err(D::Error::custom)?;
                let r = OfferRepr::deserialize(v).map_err(D::Error::custom)?;
                Ok(Move::Offer(r.offer))
            }
            Any::Map(m) => Err(bad(format!(
                "{:?} (a map names sow or offer)",
                m.keys().collect::<Vec<_>>()
            ))),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(h) => write!(f, "{h}"),
            Move::SowDir(h, Direction::Clockwise) => write!(f, "{h}cw"),
            Move::SowDir(h, Direction::CounterClockwise) => write!(f, "{h}ccw"),
            Move::Pass => f.write_str("pass"),
            Move::Accept => f.write_str("accept"),
            Move::Decline => f.write_str("decline"),
            Move::Offer(o) => {
                f.write_str("offer ")?;
                for (k, h) in o.holes().iter().enumerate() {
                    if k > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{h}")?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let lower = s.to_ascii_lowercase();
        let bad = || ParseError::Move(s.to_string());
        let hole =
            |t: &str| -> Result<u8, ParseError> { t.trim().parse::<u8>().map_err(|_| bad()) };
        match lower.as_str() {
            "pass" => return Ok(Move::Pass),
            "accept" => return Ok(Move::Accept),
            "decline" => return Ok(Move::Decline),
            _ => {}
        }
        if let Some(rest) = lower.strip_prefix("offer") {
            let holes = rest
                .split([',', ' '])
                .filter(|t| !t.is_empty())
                .map(|t| hole(t).map(usize::from))
                .collect::<Result<Vec<_>, _>>()?;
            return OfferHoles::new(&holes)
                .map(Move::Offer)
                .ok_or_else(|| ParseError::Offer(s.to_string()));
        }
        let rest = lower.strip_prefix("sow").unwrap_or(&lower).trim();
        // A direction after the hole: `7cw`, `7ccw`, `7 clockwise`, …
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (number, word) = rest.split_at(digits);
        let direction = match word.trim() {
            "" => return Ok(Move::Sow(hole(number)?)),
            "cw" | "clockwise" => Direction::Clockwise,
            "ccw" | "counter-clockwise" | "counterclockwise" => Direction::CounterClockwise,
            _ => return Err(bad()),
        };
        Ok(Move::SowDir(hole(number)?, direction))
    }
}

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

/// Goré's pending trade offer: who offered which holes. JSON (docs/FORMAT.md):
/// `{"by": "north", "holes": [5, 6]}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingOffer {
    /// The player who offered.
    pub by: Player,
    /// The holes offered.
    pub holes: OfferHoles,
}

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

/// A sowing direction: Bao Kigogo's (rule 2, Decision), and the direction a player
/// chooses in a described game ([`Move::SowDir`]). docs/FORMAT.md spells it
/// `"counter-clockwise"` (the default) or `"clockwise"`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// South's loop runs along row 3 left to right, then row 2 right to left; North's
    /// along row 1 left to right, then row 0 right to left. The default.
    #[default]
    CounterClockwise,
    /// The same loops in reverse order.
    Clockwise,
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

impl fmt::Display for OfferHoles {
    /// `hole 5`, `holes 5 and 6`, `holes 1, 2 and 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.holes() {
            [a] => write!(f, "hole {a}"),
            [a, b] => write!(f, "holes {a} and {b}"),
            [a, b, c] => write!(f, "holes {a}, {b} and {c}"),
            _ => f.write_str("no holes"),
        }
    }
}
