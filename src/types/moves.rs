//! Moves of any game, and sowing directions.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

use super::{OfferHoles, ParseError};

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
