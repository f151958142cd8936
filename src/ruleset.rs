//! The [`Ruleset`] trait, moves, move lists and outcomes.

use crate::board::{Board, HoleSet, Player};
use crate::error::{FormatError, MoveError};
use crate::sow::{Capture, SowReport};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

/// The games this crate knows, with their FORMAT.md names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameKind {
    /// Goré (2×4).
    #[serde(rename = "gore")]
    Gore,
    /// Hoyito III (2×6).
    #[serde(rename = "hoyito-iii")]
    HoyitoIii,
    /// Djenon-aboure (2×6).
    #[serde(rename = "djenon-aboure")]
    DjenonAboure,
    /// Bao Kigogo (4×12).
    #[serde(rename = "bao-kigogo")]
    BaoKigogo,
    /// Oware (Abapa, 2×6), as OpenSpiel's `oware` plays it.
    #[serde(rename = "oware")]
    Oware,
}

impl GameKind {
    /// Every game, in FORMAT.md's order (Oware, added later, last).
    pub const ALL: [GameKind; 5] = [
        GameKind::Gore,
        GameKind::HoyitoIii,
        GameKind::DjenonAboure,
        GameKind::BaoKigogo,
        GameKind::Oware,
    ];

    /// The FORMAT.md name, e.g. `"djenon-aboure"`.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Gore => "gore",
            GameKind::HoyitoIii => "hoyito-iii",
            GameKind::DjenonAboure => "djenon-aboure",
            GameKind::BaoKigogo => "bao-kigogo",
            GameKind::Oware => "oware",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = FormatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| FormatError::new(format!("unknown game {s:?}")))
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
/// JSON (FORMAT.md): `{"sow": 7}`, `"pass"`, `{"offer": [5, 6]}`, `"accept"`,
/// `"decline"`. Text notation ([`fmt::Display`] / [`FromStr`]): `7` (or `sow 7`),
/// `pass`, `offer 5,6`, `accept`, `decline`.
///
/// ```
/// use sowing::Move;
/// let m: Move = "7".parse().unwrap();
/// assert_eq!(m, Move::Sow(7));
/// assert_eq!(m.to_string(), "7");
/// assert_eq!(serde_json::to_string(&m).unwrap(), r#"{"sow":7}"#);
/// assert_eq!("offer 6,5".parse::<Move>().unwrap().to_string(), "offer 5,6");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// Sow the hole with this index (also a Bao Kigogo single-seed step).
    #[serde(rename = "sow")]
    Sow(u8),
    /// Pass: the only move of a player who cannot sow.
    #[serde(rename = "pass")]
    Pass,
    /// Goré: offer these holes to the opponent.
    #[serde(rename = "offer")]
    Offer(OfferHoles),
    /// Goré: accept the pending offer.
    #[serde(rename = "accept")]
    Accept,
    /// Goré: decline the pending offer.
    #[serde(rename = "decline")]
    Decline,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(h) => write!(f, "{h}"),
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
    type Err = FormatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let lower = s.to_ascii_lowercase();
        let bad = || {
            FormatError::new(format!(
                "not a move: {s:?} (write a hole number such as 7, or pass, offer 5,6, accept, decline)"
            ))
        };
        let hole =
            |t: &str| -> Result<u8, FormatError> { t.trim().parse::<u8>().map_err(|_| bad()) };
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
                .ok_or_else(|| FormatError::new("an offer names 1 to 3 different holes"));
        }
        let rest = lower.strip_prefix("sow").unwrap_or(&lower);
        Ok(Move::Sow(hole(rest)?))
    }
}

/// The largest number of legal moves any position has (Goré: 8 sowings plus
/// 8 + 28 + 56 offers).
pub const MOVE_LIST_CAPACITY: usize = 128;

/// A fixed-capacity list of moves, filled by [`Position::legal_moves`] without touching
/// the heap.
///
/// ```
/// use sowing::{DjenonAboure, MoveList, Position, Ruleset};
/// let mut moves = MoveList::new();
/// DjenonAboure::start().legal_moves(&mut moves);
/// assert_eq!(moves.len(), 6);
/// ```
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MOVE_LIST_CAPACITY],
    len: u8,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MOVE_LIST_CAPACITY],
            len: 0,
        }
    }

    /// Appends a move. Games never produce more than [`MOVE_LIST_CAPACITY`] moves;
    /// a move past capacity is dropped (and trips a debug assertion).
    #[inline]
    pub fn push(&mut self, m: Move) {
        debug_assert!((self.len as usize) < MOVE_LIST_CAPACITY);
        if let Some(slot) = self.moves.get_mut(self.len as usize) {
            *slot = m;
            self.len += 1;
        }
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// Number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the list is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `m` is in the list.
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// How a finished game ended.
///
/// JSON (FORMAT.md): `{"winner": "south"}`, `{"winner": "north", "without_glory": true}`
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
    type Err = FormatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let player = |w: &str| match w {
            "south" => Ok(Player::South),
            "north" => Ok(Player::North),
            _ => Err(FormatError::new(format!("not a result: {s:?}"))),
        };
        match words.as_slice() {
            ["draw"] => Ok(Outcome::Draw),
            [p, "wins"] => Ok(Outcome::win(player(p)?)),
            [p, "wins", "without", "glory"] => Ok(Outcome::Win {
                winner: player(p)?,
                without_glory: true,
            }),
            _ => Err(FormatError::new(format!("not a result: {s:?}"))),
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

/// What a move did, for tests and user interfaces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveReport {
    /// The sowing, if the move sowed.
    pub sowing: Option<SowReport>,
    /// What the mover captured.
    pub captured: Capture,
    /// Whether the same player moves again (Hoyito III's extra turn, Goré's answer
    /// followed by a sowing).
    pub moves_again: bool,
}

/// A position of some game: what a driver, a search or a user interface needs.
///
/// Implemented by every game's position type and by [`crate::AnyGame`]. Moves are
/// checked: [`Position::play`] either plays a legal move or returns a [`MoveError`] and
/// leaves the position exactly as it was.
///
/// ```
/// use sowing::{DjenonAboure, Move, MoveList, Position, Ruleset};
/// let mut pos = DjenonAboure::start();
/// let mut moves = MoveList::new();
/// pos.legal_moves(&mut moves);
/// let before = pos;
/// assert!(pos.play(Move::Sow(0)).is_err()); // North's hole: South moves first
/// assert_eq!(pos, before);
/// pos.play(moves[0]).unwrap();
/// assert_eq!(pos.board().total() + pos.captured(sowing::Player::South)
///            + pos.captured(sowing::Player::North), 48);
/// ```
pub trait Position: Copy + Eq + Hash + fmt::Debug + fmt::Display {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// Seeds in play (on the board plus captured) at every moment of the game.
    fn total_seeds(&self) -> u32;

    /// The board.
    fn board(&self) -> &Board;

    /// Seeds `p` has captured so far (at the end, including what the rules award).
    fn captured(&self, p: Player) -> u32;

    /// The player whose decision is next (meaningless once the game is over).
    fn to_move(&self) -> Player;

    /// The result, once the game is over (as far as the position alone can tell: a
    /// draw by repetition needs the game's history, see [`crate::Game`]).
    fn result(&self) -> Option<Outcome>;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// Fills `moves` with every legal move (cleared first). Empty once the game is over.
    fn legal_moves(&self, moves: &mut MoveList);

    /// Plays `mv` if it is legal; otherwise returns why and leaves `self` unchanged.
    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError>;

    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: Move) -> bool {
        let mut copy = *self;
        copy.play(mv).is_ok()
    }

    /// Whether a repeated position ends the game in a draw (Bao Kigogo rule 6). Such
    /// games need a [`crate::Game`] to track their history.
    fn draws_on_repetition(&self) -> bool {
        false
    }

    /// The FORMAT.md position object.
    fn to_json(&self) -> crate::format::PositionJson;

    /// Whether a repeated position ends the game, so that a [`crate::Game`] must keep
    /// the positions seen. Defaults to [`Position::draws_on_repetition`]; a game whose
    /// repetition ends the game in some other way than a draw (Oware) overrides both
    /// this and [`Position::end_by_repetition`].
    fn repetition_ends_game(&self) -> bool {
        self.draws_on_repetition()
    }

    /// Applies the end of the game when this position has just been reached again
    /// (called by [`crate::Game`] only when [`Position::repetition_ends_game`] holds
    /// and the game is not over yet).
    ///
    /// Returns `true` if the game applied its own ending, after which
    /// [`Position::result`] is `Some` (Oware: each player takes the seeds of their own
    /// row). The default does nothing and returns `false`: the driver then records a
    /// draw (Bao Kigogo rule 6).
    fn end_by_repetition(&mut self) -> bool {
        false
    }

    /// Whether no position from before the move that `report` describes (the move just
    /// played to reach this position) can ever occur again, so that a [`crate::Game`]
    /// may forget the positions it has seen — as OpenSpiel's Oware does after every
    /// capture. Only a saving: answering `false` (the default) is always correct.
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        let _ = report;
        false
    }
}

/// One game's rules, implemented by that game's position type.
///
/// Each game is one type (as `shakmaty` has one type per chess variant): the value is
/// a position — the board, captures, who is to move, the result, and any phase state —
/// small and `Copy`. This trait adds what is known of the game before any position
/// exists: its name, seed total, options and starting position.
///
/// ```
/// use sowing::{DjenonAboure, GameKind, Position, Ruleset};
/// let pos = DjenonAboure::start();
/// assert_eq!(DjenonAboure::KIND, GameKind::DjenonAboure);
/// assert_eq!(pos.board().total(), DjenonAboure::TOTAL_SEEDS);
/// ```
pub trait Ruleset: Position + FromStr<Err = FormatError> + Serialize + DeserializeOwned {
    /// Which game this is.
    const KIND: GameKind;
    /// Seeds in play (on the board plus captured) at every moment of the game.
    const TOTAL_SEEDS: u32;

    /// The game's options (FORMAT.md's `options` object).
    type Options: Copy + Eq + fmt::Debug + Default + Serialize + DeserializeOwned;

    /// The starting position with the given options, or why the options are invalid.
    fn new(options: Self::Options) -> Result<Self, FormatError>;

    /// The starting position with default options.
    fn start() -> Self {
        Self::new(Self::Options::default()).expect("default options are valid")
    }

    /// The options this position's game was started with.
    fn options(&self) -> Self::Options;

    /// Reads a FORMAT.md position object, checking it describes a reachable-looking
    /// position of this game (size, owners, seed total, result).
    fn from_json(j: &crate::format::PositionJson) -> Result<Self, FormatError>;
}
