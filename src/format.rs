//! The formats on top of [`Setup`]: the JSON interchange format (docs/FORMAT.md) and
//! the text form of positions.
//!
//! Every game's position converts to and from [`PositionJson`], the docs/FORMAT.md
//! `position` object, through its [`Setup`]; serde and the text form
//! ([`fmt::Display`] / [`FromStr`]) of every position go through it, so all games share
//! one spelling and one validation.
//!
//! The text form is a readable board that also parses back:
//!
//! ```text
//! game: djenon-aboure
//! to move: south
//! captured: south 0, north 0
//! result: none
//!        0   1   2   3   4   5
//!  0:   4   4   4   4   4   4
//!  1:   4   4   4   4   4   4
//! ```
//!
//! Rows are printed top (row 0, North's side) to bottom; the top half of the rows is
//! North's by default and the bottom half South's. A hole controlled by the other
//! player (Goré, after a trade) is marked with `*` after its count.
//!
//! ```
//! use sowing::{DjenonAboure, Ruleset};
//! let pos = DjenonAboure::start();
//! let text = pos.to_string();
//! assert_eq!(text.parse::<DjenonAboure>().unwrap(), pos);
//! let json = serde_json::to_string(&pos).unwrap();
//! assert_eq!(serde_json::from_str::<DjenonAboure>(&json).unwrap(), pos);
//! ```

use crate::any_game::{with_ruleset, AnyGame};
use crate::board::Board;
use crate::error::SetupError;
use crate::game::Game;
use crate::rules::{FromSetup, Ruleset, Setup};
use crate::types::{
    GameKind, GameOptions, NoOptions, OfferHoles, Outcome, ParseError, PendingOffer, Player,
};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::str::FromStr;

/// Input that does not describe a position, a move or options: malformed JSON or text,
/// or a well-formed position the rules refuse ([`SetupError`]). The replay contract
/// reports all of these as `bad-input`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// Not JSON, or JSON of the wrong shape (serde's message).
    #[error("not a valid position object: {0}")]
    Json(String),
    /// A game name, move, player or result that does not parse.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// Options the game does not have, or values it does not take.
    #[error("invalid {game} options: {message}")]
    Options {
        /// The game.
        game: GameKind,
        /// What is wrong (serde's message).
        message: String,
    },
    /// `holes` and `owners` do not list `rows × cols` holes each.
    #[error(
        "holes and owners must list {expected} holes each (rows × cols), not {holes} and {owners}"
    )]
    BoardShape {
        /// `rows × cols`.
        expected: usize,
        /// The length of `holes`.
        holes: usize,
        /// The length of `owners`.
        owners: usize,
    },
    /// A board of no holes, or of more than 48.
    #[error("a board has 1 to 48 holes, not {rows}×{cols}")]
    BoardSize {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
    /// Goré's negotiation fields in another game's position.
    #[error("{game} positions have no {field} field")]
    FieldNotInGame {
        /// The game.
        game: GameKind,
        /// The field.
        field: &'static str,
    },
    /// A player listed twice in Goré's `declined`.
    #[error("{0} is listed twice in declined")]
    DeclinedTwice(Player),
    /// A line of the text form that cannot be read.
    #[error("cannot read {line:?}: {problem}")]
    Text {
        /// The line.
        line: String,
        /// What is wrong.
        problem: &'static str,
    },
    /// The text form lacks one of its lines.
    #[error("the position lacks its {0:?} line")]
    MissingLine(&'static str),
    /// The text form's rows are not all of one length.
    #[error("the board must be a rectangle of seed counts")]
    NotARectangle,
    /// The position is well formed but the rules refuse it.
    #[error(transparent)]
    Setup(#[from] SetupError),
}

/// Seeds captured by each player: `{"south": 0, "north": 0}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Captured {
    /// South's captures.
    pub south: u32,
    /// North's captures.
    pub north: u32,
}

/// The docs/FORMAT.md position object, as it is spelled on the wire. Convert it with
/// [`PositionJson::from_setup`] and [`PositionJson::to_setup`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionJson {
    /// The game's name.
    pub game: GameKind,
    /// The game's options, for games that have any (Hoyito III, Bao Kigogo).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<serde_json::Value>,
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub cols: usize,
    /// Seeds per hole, row-major.
    pub holes: Vec<u8>,
    /// Who controls each hole, row-major.
    pub owners: Vec<Player>,
    /// Seeds captured so far (at the end, including what the rules award).
    pub captured: Captured,
    /// Whose decision is next.
    pub to_move: Player,
    /// `null` while the game goes on.
    pub result: Option<Outcome>,
    /// Goré only: the offer awaiting an answer (`null` when there is none).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some_nullable"
    )]
    pub pending_offer: Option<Option<PendingOffer>>,
    /// Goré only (an extension of docs/FORMAT.md): the player to move has answered an offer
    /// this turn and must now sow or pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answered: Option<bool>,
    /// Goré only (an extension of docs/FORMAT.md): the players who have declined an offer so
    /// far (rule 7, victory without glory).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declined: Option<Vec<Player>>,
    /// A described match of rounds only (an extension of docs/FORMAT.md): the holes
    /// blocked for the round, when there are any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked: Option<Vec<usize>>,
    /// A described match of rounds only (an extension of docs/FORMAT.md): who started
    /// the round, when it is North.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_starter: Option<Player>,
    /// A described game with children only (an extension of docs/FORMAT.md): the
    /// holes that have become each player's children, when there are any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub children: Option<ChildrenJson>,
}

/// The `children` object of a described position: each player's child holes,
/// ascending (docs/FORMAT.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChildrenJson {
    /// South's children.
    #[serde(default)]
    pub south: Vec<usize>,
    /// North's children.
    #[serde(default)]
    pub north: Vec<usize>,
}

impl ChildrenJson {
    fn of(masks: [u64; 2], len: usize) -> ChildrenJson {
        let holes = |m: u64| (0..len).filter(|&h| m >> h & 1 == 1).collect();
        ChildrenJson {
            south: holes(masks[0]),
            north: holes(masks[1]),
        }
    }

    fn masks(&self, len: usize) -> Result<[u64; 2], FormatError> {
        let mut masks = [0u64; 2];
        for (m, holes) in masks.iter_mut().zip([&self.south, &self.north]) {
            for &h in holes {
                if h >= len {
                    return Err(FormatError::Json(format!(
                        "child hole {h} is not on the board"
                    )));
                }
                *m |= 1 << h;
            }
        }
        Ok(masks)
    }
}

/// Present-but-null must stay distinct from absent for `pending_offer`.
fn some_nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

impl PositionJson {
    /// The position object of a setup: the positions of games with trade offers
    /// (Goré, described games with `trades`) carry `pending_offer`, `answered` and
    /// `declined`, the others none of them; Hoyito III and Bao Kigogo carry their
    /// options.
    pub fn from_setup(s: &Setup) -> PositionJson {
        let gore = s.game.max_offered() > 0;
        PositionJson {
            game: s.game,
            options: options_to_json(s.options),
            rows: s.board.rows(),
            cols: s.board.cols(),
            holes: s.board.holes().to_vec(),
            owners: s.board.owners().collect(),
            captured: Captured {
                south: s.captured[0],
                north: s.captured[1],
            },
            to_move: s.to_move,
            result: s.result,
            pending_offer: gore.then_some(s.pending_offer),
            answered: gore.then_some(s.answered),
            declined: gore.then(|| {
                Player::BOTH
                    .into_iter()
                    .filter(|p| s.declined[p.index()])
                    .collect()
            }),
            blocked: (s.blocked != 0).then(|| {
                (0..s.board.len())
                    .filter(|&h| s.blocked >> h & 1 == 1)
                    .collect()
            }),
            round_starter: (s.round_starter != Player::South).then_some(s.round_starter),
            children: (s.children != [0, 0]).then(|| ChildrenJson::of(s.children, s.board.len())),
        }
    }

    /// The raw setup this object describes (not yet validated by the game's rules):
    /// the board's shape, the options and Goré's fields are read here.
    pub fn to_setup(&self) -> Result<Setup, FormatError> {
        let (rows, cols) = (self.rows, self.cols);
        let shape = Board::empty(rows, cols).ok_or(FormatError::BoardSize { rows, cols })?;
        let board = Board::from_parts(rows, cols, &self.holes, &self.owners).ok_or(
            FormatError::BoardShape {
                expected: shape.len(),
                holes: self.holes.len(),
                owners: self.owners.len(),
            },
        )?;
        let game = self.game;
        if game.max_offered() == 0 {
            for (present, field) in [
                (self.pending_offer.is_some(), "pending_offer"),
                (self.answered.is_some(), "answered"),
                (self.declined.is_some(), "declined"),
            ] {
                if present {
                    return Err(FormatError::FieldNotInGame { game, field });
                }
            }
        }
        if !matches!(game, GameKind::Described(_)) {
            for (present, field) in [
                (self.blocked.is_some(), "blocked"),
                (self.round_starter.is_some(), "round_starter"),
                (self.children.is_some(), "children"),
            ] {
                if present {
                    return Err(FormatError::FieldNotInGame { game, field });
                }
            }
        }
        let mut blocked = 0u64;
        for &h in self.blocked.iter().flatten() {
            if h >= board.len() {
                return Err(FormatError::Json(format!(
                    "blocked hole {h} is not on the board"
                )));
            }
            blocked |= 1 << h;
        }
        let mut declined = [false; 2];
        for &p in self.declined.iter().flatten() {
            if std::mem::replace(&mut declined[p.index()], true) {
                return Err(FormatError::DeclinedTwice(p));
            }
        }
        Ok(Setup {
            game,
            options: parse_options(game, self.options.as_ref())?,
            board,
            captured: [self.captured.south, self.captured.north],
            to_move: self.to_move,
            result: self.result,
            pending_offer: self.pending_offer.flatten(),
            answered: self.answered.unwrap_or(false),
            declined,
            blocked,
            round_starter: self.round_starter.unwrap_or(Player::South),
            children: match &self.children {
                Some(c) => c.masks(board.len())?,
                None => [0, 0],
            },
        })
    }

    /// Reads and validates the position of any game.
    pub fn to_position<P: FromSetup>(&self) -> Result<P, FormatError> {
        Ok(P::from_setup(&self.to_setup()?)?)
    }
}

/// Reads a docs/FORMAT.md `options` object of `game` (absent or `null` means the defaults).
///
/// ```
/// use sowing::format::parse_options;
/// use sowing::{GameKind, GameOptions};
/// let v = serde_json::json!({"round": 3, "previous_winner": "north"});
/// assert!(matches!(parse_options(GameKind::HoyitoIii, Some(&v)), Ok(GameOptions::HoyitoIii(_))));
/// assert!(parse_options(GameKind::Gore, Some(&v)).is_err());
/// ```
pub fn parse_options(
    game: GameKind,
    v: Option<&serde_json::Value>,
) -> Result<GameOptions, FormatError> {
    let v = match v {
        None | Some(serde_json::Value::Null) => return Ok(GameOptions::None),
        Some(v) => v,
    };
    match game {
        GameKind::Described(_) => NoOptions::deserialize(v).map(Into::into),
        _ => with_ruleset!(game, G => read_options::<G>(v)),
    }
    .map_err(|e| FormatError::Options {
        game,
        message: e.to_string(),
    })
}

/// Reads the options object of the game `G`, as its own options type spells it.
fn read_options<G: Ruleset>(v: &serde_json::Value) -> Result<GameOptions, serde_json::Error> {
    G::Options::deserialize(v).map(Into::into)
}

/// The docs/FORMAT.md `options` object of some options (`None` for a game without).
pub fn options_to_json(options: GameOptions) -> Option<serde_json::Value> {
    match options {
        GameOptions::None => None,
        GameOptions::HoyitoIii(o) => serde_json::to_value(o).ok(),
        GameOptions::BaoKigogo(o) => serde_json::to_value(o).ok(),
    }
}

/// The docs/FORMAT.md position object of a position.
pub fn to_json<P: FromSetup>(pos: &P) -> PositionJson {
    PositionJson::from_setup(&pos.to_setup())
}

impl AnyGame {
    /// The starting position of `game` with a docs/FORMAT.md `options` object (absent or
    /// `null` for the defaults).
    ///
    /// ```
    /// use sowing::{AnyGame, GameKind};
    /// let opts = serde_json::json!({"direction": "clockwise"});
    /// assert!(AnyGame::with_json_options(GameKind::BaoKigogo, Some(&opts)).is_ok());
    /// assert!(AnyGame::with_json_options(GameKind::Gore, Some(&opts)).is_err());
    /// ```
    pub fn with_json_options(
        game: GameKind,
        options: Option<&serde_json::Value>,
    ) -> Result<AnyGame, FormatError> {
        Ok(AnyGame::new(game, parse_options(game, options)?)?)
    }
}

impl<P: FromSetup> Game<P> {
    /// The docs/FORMAT.md position object of the current position, with the game's result
    /// (a draw by repetition included).
    pub fn to_json(&self) -> PositionJson {
        let mut j = to_json(self.position());
        j.result = self.result();
        j
    }
}

impl fmt::Display for PositionJson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game: {}", self.game)?;
        if let Some(o) = &self.options {
            writeln!(f, "options: {o}")?;
        }
        writeln!(f, "to move: {}", self.to_move)?;
        writeln!(
            f,
            "captured: south {}, north {}",
            self.captured.south, self.captured.north
        )?;
        match self.result {
            None => writeln!(f, "result: none")?,
            Some(r) => writeln!(f, "result: {r}")?,
        }
        if let Some(p) = &self.pending_offer {
            match p {
                None => writeln!(f, "pending offer: none")?,
                Some(p) => {
                    write!(f, "pending offer: {} offers", p.by)?;
                    for h in p.holes.holes() {
                        write!(f, " {h}")?;
                    }
                    writeln!(f)?;
                }
            }
        }
        if let Some(a) = self.answered {
            writeln!(f, "answered: {}", if a { "yes" } else { "no" })?;
        }
        if let Some(b) = &self.blocked {
            write!(f, "blocked:")?;
            for h in b {
                write!(f, " {h}")?;
            }
            writeln!(f)?;
        }
        if let Some(p) = self.round_starter {
            writeln!(f, "round starter: {p}")?;
        }
        if let Some(c) = &self.children {
            write!(f, "children:")?;
            for (i, (p, holes)) in [(Player::South, &c.south), (Player::North, &c.north)]
                .into_iter()
                .enumerate()
            {
                write!(f, "{} {p}", if i == 0 { "" } else { "," })?;
                for h in holes {
                    write!(f, " {h}")?;
                }
            }
            writeln!(f)?;
        }
        if let Some(d) = &self.declined {
            write!(f, "declined:")?;
            if d.is_empty() {
                write!(f, " none")?;
            }
            for p in d {
                write!(f, " {p}")?;
            }
            writeln!(f)?;
        }
        let board = Board::from_parts(self.rows, self.cols, &self.holes, &self.owners);
        match board {
            Some(b) => write!(f, "{b}"),
            None => write!(f, "(invalid board)"),
        }
    }
}

impl FromStr for PositionJson {
    type Err = FormatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |line: &str, problem: &'static str| FormatError::Text {
            line: line.to_string(),
            problem,
        };
        let mut game = None;
        let mut options = None;
        let mut to_move = None;
        let mut captured = None;
        let mut result = None;
        let mut pending_offer = None;
        let mut answered = None;
        let mut declined = None;
        let mut blocked = None;
        let mut round_starter = None;
        let mut children = None;
        let mut grid: Vec<Vec<(u8, bool)>> = Vec::new();
        for line in s.lines() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                // The column-number header.
                if line.split_whitespace().all(|t| t.parse::<usize>().is_ok()) {
                    continue;
                }
                return Err(err(line, "not a field, a row or the column numbers"));
            };
            let value = value.trim();
            if let Ok(row) = key.trim().parse::<usize>() {
                if row != grid.len() {
                    return Err(err(line, "rows must come in order from 0"));
                }
                let cells = value
                    .split_whitespace()
                    .map(|t| {
                        let (n, flip) = match t.strip_suffix('*') {
                            Some(n) => (n, true),
                            None => (t, false),
                        };
                        n.parse::<u8>().map(|n| (n, flip)).map_err(|_| {
                            err(
                                line,
                                "a row lists seed counts, each 0 to 255, optionally marked *",
                            )
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                grid.push(cells);
                continue;
            }
            match key.trim() {
                "game" => game = Some(value.parse::<GameKind>()?),
                "options" => {
                    options = Some(
                        serde_json::from_str(value)
                            .map_err(|_| err(line, "options must be a JSON object"))?,
                    )
                }
                "to move" => to_move = Some(value.parse::<Player>()?),
                "captured" => {
                    let words: Vec<&str> = value
                        .split(|c: char| c == ',' || c.is_whitespace())
                        .filter(|w| !w.is_empty())
                        .collect();
                    let n = |w: &str| {
                        w.parse::<u32>()
                            .map_err(|_| err(line, "captured counts are whole numbers"))
                    };
                    match words.as_slice() {
                        ["south", s, "north", n2] => {
                            captured = Some(Captured {
                                south: n(s)?,
                                north: n(n2)?,
                            })
                        }
                        _ => return Err(err(line, "write captured: south N, north M")),
                    }
                }
                "result" => {
                    result = Some(if value == "none" {
                        None
                    } else {
                        Some(value.parse::<Outcome>()?)
                    })
                }
                "pending offer" => {
                    pending_offer = Some(if value == "none" {
                        None
                    } else {
                        let mut words = value.split_whitespace();
                        let by = words.next().unwrap_or("").parse::<Player>()?;
                        let bad =
                            || err(line, "write pending offer: none, or e.g. north offers 5 6");
                        if words.next() != Some("offers") {
                            return Err(bad());
                        }
                        let holes = words
                            .map(|w| w.parse::<usize>().map_err(|_| bad()))
                            .collect::<Result<Vec<_>, _>>()?;
                        let holes = OfferHoles::new(&holes).ok_or_else(bad)?;
                        Some(PendingOffer { by, holes })
                    })
                }
                "answered" => {
                    answered = Some(match value {
                        "yes" => true,
                        "no" => false,
                        _ => return Err(err(line, "write answered: yes, or answered: no")),
                    })
                }
                "declined" => {
                    declined = Some(if value == "none" {
                        Vec::new()
                    } else {
                        value
                            .split_whitespace()
                            .map(str::parse::<Player>)
                            .collect::<Result<Vec<_>, _>>()?
                    })
                }
                "blocked" => {
                    blocked = Some(
                        value
                            .split_whitespace()
                            .map(|w| w.parse::<usize>())
                            .collect::<Result<Vec<_>, _>>()
                            .map_err(|_| err(line, "write blocked: and the hole numbers"))?,
                    )
                }
                "round starter" => round_starter = Some(value.parse::<Player>()?),
                "children" => {
                    let bad = || {
                        err(
                            line,
                            "write children: south and its holes, north and its holes",
                        )
                    };
                    let mut c = ChildrenJson::default();
                    for part in value.split(',') {
                        let mut words = part.split_whitespace();
                        let holes = match words.next().map(str::parse::<Player>) {
                            Some(Ok(Player::South)) => &mut c.south,
                            Some(Ok(Player::North)) => &mut c.north,
                            _ => return Err(bad()),
                        };
                        for w in words {
                            holes.push(w.parse::<usize>().map_err(|_| bad())?);
                        }
                    }
                    children = Some(c);
                }
                _ => return Err(err(line, "unknown field")),
            }
        }
        let game = game.ok_or(FormatError::MissingLine("game"))?;
        let rows = grid.len();
        let cols = grid.first().map_or(0, Vec::len);
        if rows == 0 || cols == 0 || grid.iter().any(|r| r.len() != cols) {
            return Err(FormatError::NotARectangle);
        }
        let shape = Board::empty(rows, cols).ok_or(FormatError::BoardSize { rows, cols })?;
        let mut holes = Vec::with_capacity(rows * cols);
        let mut owners = Vec::with_capacity(rows * cols);
        for (r, row) in grid.iter().enumerate() {
            for &(n, flip) in row {
                holes.push(n);
                let o = shape.row_owner(r);
                owners.push(if flip { o.opponent() } else { o });
            }
        }
        Ok(PositionJson {
            game,
            options,
            rows,
            cols,
            holes,
            owners,
            captured: captured.ok_or(FormatError::MissingLine("captured"))?,
            to_move: to_move.ok_or(FormatError::MissingLine("to move"))?,
            result: result.ok_or(FormatError::MissingLine("result"))?,
            pending_offer,
            answered,
            declined,
            blocked,
            round_starter,
            children,
        })
    }
}

/// Implements `Serialize`, `Deserialize`, `Display` and `FromStr` for a position type
/// through [`PositionJson`] and its [`Setup`].
macro_rules! position_formats {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                to_json(self).serialize(s)
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                PositionJson::deserialize(d)?
                    .to_position()
                    .map_err(serde::de::Error::custom)
            }
        }
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&to_json(self), f)
            }
        }
        impl FromStr for $t {
            type Err = FormatError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse::<PositionJson>()?.to_position()
            }
        }
    )*};
}

/// The registry's callback: the formats of every game's position type.
macro_rules! game_formats {
    ([] $($variant:ident: $module:ident::$ty:ident = $name:literal { $($info:tt)* };)*) => {
        position_formats!($($crate::games::$module::$ty),*);
    };
}

crate::__games!([game_formats] []);
position_formats!(AnyGame, crate::described::Described);

/// A move trace in words, one line per lap or event, for people (the JSON form is the
/// trace itself, serialized). `mover` is the player who made the move.
///
/// ```
/// use sowing::{DjenonAboure, Move, Player, Position, Ruleset};
/// use sowing::format::describe_trace;
/// let mut pos = DjenonAboure::start();
/// let mut trace = Vec::new();
/// pos.play_traced(Move::Sow(8), &mut trace).unwrap();
/// let lines = describe_trace(&trace, Player::South);
/// assert_eq!(lines[0], "lap 1: south lifts 4 from hole 8, sows 8 9 10 11");
/// assert_eq!(lines.last().unwrap(), "south captures 2 from hole 11");
/// ```
pub fn describe_trace(trace: &[crate::trace::Event], mover: Player) -> Vec<String> {
    use crate::trace::Event;
    let mut lines: Vec<String> = Vec::new();
    let mut lap: Option<String> = None;
    let flush = |lap: &mut Option<String>, lines: &mut Vec<String>| {
        if let Some(l) = lap.take() {
            lines.push(l);
        }
    };
    for e in trace {
        match *e {
            Event::Lift {
                hole,
                seeds,
                lap: n,
            } => {
                flush(&mut lap, &mut lines);
                lap = Some(format!(
                    "lap {n}: {mover} lifts {seeds} from hole {hole}, sows"
                ));
            }
            Event::Drop { hole } => match &mut lap {
                Some(l) => l.push_str(&format!(" {hole}")),
                None => lines.push(format!("a seed into hole {hole}")),
            },
            other => {
                flush(&mut lap, &mut lines);
                lines.push(match other {
                    Event::Capture { hole, seeds } => {
                        format!("{mover} captures {seeds} from hole {hole}")
                    }
                    Event::GrandSlam => {
                        "grand slam: the capture would take all the opponent's seeds, so nothing is captured".to_string()
                    }
                    Event::ExtraTurn => format!("{mover} moves again"),
                    Event::Pass => format!("{mover} passes"),
                    Event::Offer { by, holes } => format!("{by} offers {holes}"),
                    Event::Pay { hole, seeds, to } => {
                        format!("{to} takes hole {hole} and puts {seeds} captured seeds into it")
                    }
                    Event::Decline => format!("{mover} declines the offer"),
                    Event::Sweep { hole, seeds, to } => {
                        format!("end of the game: {seeds} from hole {hole} go to {to}")
                    }
                    Event::Take { hole, seeds, to } => {
                        format!("{seeds} from hole {hole} go to {to} as the sowing passes")
                    }
                    Event::Child { hole, to } => format!("hole {hole} becomes {to}'s child"),
                    Event::RoundEnd { result, starter } => {
                        format!("round over: {result}; {starter} starts the next round")
                    }
                    Event::Refill { hole, seeds, from } => {
                        format!("next round: {from} puts {seeds} seeds into hole {hole}")
                    }
                    Event::End { result } => format!("game over: {result}"),
                    Event::Lift { .. } | Event::Drop { .. } => unreachable!("handled above"),
                });
            }
        }
    }
    flush(&mut lap, &mut lines);
    lines
}
