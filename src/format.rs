//! The JSON interchange format of `../shared/FORMAT.md` and the text form of positions.
//!
//! Every game's position converts to and from [`PositionJson`], the FORMAT.md
//! `position` object; serde and the text form ([`fmt::Display`] / [`FromStr`]) of every
//! position go through it, so all games share one spelling.
//!
//! The text form is a readable board that also parses back:
//!
//! ```text
//! game: djenon-aboure
//! to move: south
//! captured: south 0, north 0
//! result: none
//!        0   1   2   3   4   5
//!   0:   4   4   4   4   4   4
//!   1:   4   4   4   4   4   4
//! ```
//!
//! Rows are printed top (row 0, North's side) to bottom; the top half of the rows is
//! North's by default and the bottom half South's. A hole controlled by the other
//! player (Goré, after a trade) is marked with `*` after its count.

use crate::board::{Board, Player};
use crate::error::FormatError;
use crate::ruleset::{GameKind, OfferHoles, Outcome};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::str::FromStr;

/// Seeds captured by each player: `{"south": 0, "north": 0}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Captured {
    /// South's captures.
    pub south: u32,
    /// North's captures.
    pub north: u32,
}

impl Captured {
    /// From a per-player array indexed by [`Player::index`].
    pub fn from_array(a: [u32; 2]) -> Captured {
        Captured {
            south: a[0],
            north: a[1],
        }
    }

    /// As a per-player array indexed by [`Player::index`].
    pub fn to_array(self) -> [u32; 2] {
        [self.south, self.north]
    }
}

/// Goré's pending offer: `{"by": "north", "holes": [5, 6]}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingOffer {
    /// The player who offered.
    pub by: Player,
    /// The holes offered.
    pub holes: OfferHoles,
}

/// The FORMAT.md position object.
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
    /// Goré only (an extension of FORMAT.md): the player to move has answered an offer
    /// this turn and must now sow or pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answered: Option<bool>,
    /// Goré only (an extension of FORMAT.md): the players who have declined an offer so
    /// far (rule 7, victory without glory).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declined: Option<Vec<Player>>,
}

/// Present-but-null must stay distinct from absent for `pending_offer`.
fn some_nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

impl PositionJson {
    /// Checks the game name and board size, and builds the [`Board`] (seeds and
    /// owners). Games check their own further invariants.
    pub fn board_for(
        &self,
        game: GameKind,
        rows: usize,
        cols: usize,
    ) -> Result<Board, FormatError> {
        if self.game != game {
            return Err(FormatError::new(format!(
                "expected a {game} position, got {}",
                self.game
            )));
        }
        if self.rows != rows || self.cols != cols {
            return Err(FormatError::new(format!(
                "{game} is played on {rows}×{cols}, not {}×{}",
                self.rows, self.cols
            )));
        }
        Board::from_parts(rows, cols, &self.holes, &self.owners).ok_or_else(|| {
            FormatError::new(format!(
                "holes and owners must list {} holes each",
                rows * cols
            ))
        })
    }

    /// Checks that seeds on the board plus seeds captured add up to `total`.
    pub fn check_total(&self, board: &Board, total: u32) -> Result<(), FormatError> {
        let sum = board.total() as u64 + self.captured.south as u64 + self.captured.north as u64;
        if sum != total as u64 {
            return Err(FormatError::new(format!(
                "seeds on the board plus captured add up to {sum}, not {total}"
            )));
        }
        Ok(())
    }

    /// Checks that every hole has its starting owner (games where ownership never
    /// changes): the top half of the rows North's, the rest South's.
    pub fn check_fixed_owners(&self, board: &Board) -> Result<(), FormatError> {
        for i in 0..board.len() {
            if board.owner(i) != default_owner(board, i / board.cols()) {
                return Err(FormatError::new(format!(
                    "hole {i} cannot belong to {} in {}",
                    board.owner(i),
                    self.game
                )));
            }
        }
        Ok(())
    }

    /// Rejects the Goré-only fields in a game that has none.
    pub fn check_no_gore_fields(&self) -> Result<(), FormatError> {
        if self.pending_offer.is_some() || self.answered.is_some() || self.declined.is_some() {
            return Err(FormatError::new(format!(
                "{} positions have no offers",
                self.game
            )));
        }
        Ok(())
    }

    /// Parses `options` (absent means defaults) into a game's options type.
    pub fn options_as<O: Default + serde::de::DeserializeOwned>(&self) -> Result<O, FormatError> {
        parse_options(self.options.as_ref())
    }
}

/// Parses a FORMAT.md `options` object (absent or `null` means defaults).
pub fn parse_options<O: Default + serde::de::DeserializeOwned>(
    v: Option<&serde_json::Value>,
) -> Result<O, FormatError> {
    match v {
        None | Some(serde_json::Value::Null) => Ok(O::default()),
        Some(v) => O::deserialize(v).map_err(|e| FormatError::new(format!("invalid options: {e}"))),
    }
}

/// The player a row belongs to when nothing has been traded: the top half North's.
fn default_owner(board: &Board, row: usize) -> Player {
    if row < board.rows() / 2 {
        Player::North
    } else {
        Player::South
    }
}

/// Options of a game that has none: serialises as `{}` and refuses any field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoOptions {}

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
        let err = |m: String| FormatError::new(m);
        let mut game = None;
        let mut options = None;
        let mut to_move = None;
        let mut captured = None;
        let mut result = None;
        let mut pending_offer = None;
        let mut answered = None;
        let mut declined = None;
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
                return Err(err(format!("cannot read line {line:?}")));
            };
            let value = value.trim();
            if let Ok(row) = key.trim().parse::<usize>() {
                if row != grid.len() {
                    return Err(err(format!("row {row} out of order")));
                }
                let cells = value
                    .split_whitespace()
                    .map(|t| {
                        let (n, flip) = match t.strip_suffix('*') {
                            Some(n) => (n, true),
                            None => (t, false),
                        };
                        n.parse::<u8>()
                            .map(|n| (n, flip))
                            .map_err(|_| err(format!("not a seed count: {t:?}")))
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
                            .map_err(|e| err(format!("bad options: {e}")))?,
                    )
                }
                "to move" => to_move = Some(parse_player(value)?),
                "captured" => {
                    let words: Vec<&str> = value
                        .split(|c: char| c == ',' || c.is_whitespace())
                        .filter(|w| !w.is_empty())
                        .collect();
                    let n = |w: &str| {
                        w.parse::<u32>()
                            .map_err(|_| err(format!("bad count {w:?}")))
                    };
                    match words.as_slice() {
                        ["south", s, "north", n2] => {
                            captured = Some(Captured {
                                south: n(s)?,
                                north: n(n2)?,
                            })
                        }
                        _ => return Err(err(format!("bad captured line {value:?}"))),
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
                        let by = parse_player(words.next().unwrap_or(""))?;
                        if words.next() != Some("offers") {
                            return Err(err(format!("bad pending offer {value:?}")));
                        }
                        let holes = words
                            .map(|w| {
                                w.parse::<usize>()
                                    .map_err(|_| err(format!("bad hole {w:?}")))
                            })
                            .collect::<Result<Vec<_>, _>>()?;
                        let holes = OfferHoles::new(&holes)
                            .ok_or_else(|| err(format!("bad offer {value:?}")))?;
                        Some(PendingOffer { by, holes })
                    })
                }
                "answered" => {
                    answered = Some(match value {
                        "yes" => true,
                        "no" => false,
                        _ => return Err(err(format!("bad answered line {value:?}"))),
                    })
                }
                "declined" => {
                    declined = Some(if value == "none" {
                        Vec::new()
                    } else {
                        value
                            .split_whitespace()
                            .map(parse_player)
                            .collect::<Result<Vec<_>, _>>()?
                    })
                }
                k => return Err(err(format!("unknown field {k:?}"))),
            }
        }
        let game = game.ok_or_else(|| err("missing game line".into()))?;
        let rows = grid.len();
        let cols = grid.first().map_or(0, Vec::len);
        if rows == 0 || cols == 0 || grid.iter().any(|r| r.len() != cols) {
            return Err(err("the board must be a rectangle of seed counts".into()));
        }
        let shape = Board::empty(rows, cols).ok_or_else(|| err("board too large".into()))?;
        let mut holes = Vec::with_capacity(rows * cols);
        let mut owners = Vec::with_capacity(rows * cols);
        for (r, row) in grid.iter().enumerate() {
            for &(n, flip) in row {
                holes.push(n);
                let o = default_owner(&shape, r);
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
            captured: captured.ok_or_else(|| err("missing captured line".into()))?,
            to_move: to_move.ok_or_else(|| err("missing to move line".into()))?,
            result: result.ok_or_else(|| err("missing result line".into()))?,
            pending_offer,
            answered,
            declined,
        })
    }
}

fn parse_player(s: &str) -> Result<Player, FormatError> {
    match s.trim() {
        "south" => Ok(Player::South),
        "north" => Ok(Player::North),
        other => Err(FormatError::new(format!("not a player: {other:?}"))),
    }
}

/// Implements `Serialize`, `Deserialize`, `Display` and `FromStr` for a position type
/// through its conversions to and from [`PositionJson`].
macro_rules! position_formats {
    ($t:ty) => {
        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::ruleset::Position::to_json(self).serialize(s)
            }
        }
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let j = $crate::format::PositionJson::deserialize(d)?;
                <$t as $crate::ruleset::Ruleset>::from_json(&j).map_err(serde::de::Error::custom)
            }
        }
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&$crate::ruleset::Position::to_json(self), f)
            }
        }
        impl std::str::FromStr for $t {
            type Err = $crate::error::FormatError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                <$t as $crate::ruleset::Ruleset>::from_json(
                    &s.parse::<$crate::format::PositionJson>()?,
                )
            }
        }
    };
}
pub(crate) use position_formats;
