//! The docs/FORMAT.md replay contract: one request in, JSON Lines out.
//!
//! Input: `{"game": "djenon-aboure", "options": {}, "moves": [{"sow": 8}, "pass"]}`.
//! Output: the starting position (ply 0) and one line per move played, each with the
//! legal moves from the new position; a rejected move gets an error line and ends the
//! replay. Malformed input gets a single `bad-input` line. [`replay`] says which
//! happened ([`Status`]), with the exit status of each: 0 when every move was played,
//! 1 when a move was rejected, 2 for malformed input.
//!
//! ```
//! use sowing::replay::{replay, Status};
//! let mut out = Vec::new();
//! let status = replay(r#"{"game": "djenon-aboure", "moves": [{"sow": 8}]}"#, &mut out).unwrap();
//! assert_eq!(status, Status::Played);
//! assert_eq!(status.exit_code(), 0);
//! let text = String::from_utf8(out).unwrap();
//! assert_eq!(text.lines().count(), 2);
//! ```

use crate::any_game::AnyGame;
use crate::error::MoveError;
use crate::format::FormatError;
use crate::game::{Game, PlayError};
use crate::rules::{MoveList, Position};
use crate::types::{Direction, GameKind, Move, OfferHoles, ParseError};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::io::{self, Write};

/// How a replay ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Every move was played (exit status 0).
    Played,
    /// A move was rejected (exit status 1).
    Rejected,
    /// The request was malformed (exit status 2).
    BadInput,
}

impl Status {
    /// The exit status of the replay contract: 0, 1 or 2.
    pub const fn exit_code(self) -> u8 {
        match self {
            Status::Played => 0,
            Status::Rejected => 1,
            Status::BadInput => 2,
        }
    }
}

/// Why a replay request is malformed: the `bad-input` of docs/FORMAT.md. Each variant
/// carries the offending text where there is one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    /// Not JSON at all (serde's message).
    #[error("not JSON: {0}")]
    NotJson(String),
    /// JSON, but not an object.
    #[error("the request must be a JSON object")]
    NotAnObject,
    /// A field other than `game`, `options` and `moves`.
    #[error("unknown field {0:?} in the request")]
    UnknownField(String),
    /// No `game`, or not a string.
    #[error("the request needs \"game\": a game name")]
    MissingGame,
    /// Not one of the games.
    #[error(transparent)]
    UnknownGame(#[from] ParseError),
    /// `options` that is not an object (or `null`).
    #[error("\"options\" must be an object")]
    OptionsNotAnObject,
    /// Options the game refuses.
    #[error(transparent)]
    Options(#[from] FormatError),
    /// `moves` that is not a list.
    #[error("\"moves\" must be a list")]
    MovesNotAList,
    /// A hole index that is not a non-negative integer.
    #[error("a hole index must be a non-negative integer, not {0}")]
    BadIndex(String),
    /// A string or key that names no move.
    #[error("unknown move {0}")]
    UnknownMove(String),
    /// An offer whose holes are not a list.
    #[error("an offer lists hole indices, not {0}")]
    OfferNotAList(String),
    /// An offer whose holes are not ascending without repeats.
    #[error("offered holes must be ascending without repeats: {0}")]
    OfferOrder(String),
    /// A value of the wrong shape for a move.
    #[error("not a move: {0}")]
    NotAMove(String),
}

/// A move as the request spells it: well-formed, but possibly naming holes the board
/// does not have (an `illegal-move`, not `bad-input`, docs/FORMAT.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestMove {
    /// `{"sow": n}`.
    Sow(u64),
    /// `{"sow": n, "direction": "clockwise"}` (or `"counter-clockwise"`).
    SowDir(u64, Direction),
    /// `"pass"`.
    Pass,
    /// `{"offer": [a, b, …]}`, ascending without repeats.
    Offer(Vec<u64>),
    /// `"accept"`.
    Accept,
    /// `"decline"`.
    Decline,
}

impl RequestMove {
    /// Reads one move of a request; `Err` says why it is malformed.
    pub fn parse(v: &Value) -> Result<RequestMove, RequestError> {
        let index = |x: &Value| {
            x.as_u64()
                .ok_or_else(|| RequestError::BadIndex(x.to_string()))
        };
        match v {
            Value::String(s) => match s.as_str() {
                "pass" => Ok(RequestMove::Pass),
                "accept" => Ok(RequestMove::Accept),
                "decline" => Ok(RequestMove::Decline),
                _ => Err(RequestError::UnknownMove(v.to_string())),
            },
            Value::Object(m) if m.len() == 2 && m.contains_key("sow") => {
                let d = m
                    .get("direction")
                    .ok_or_else(|| RequestError::UnknownMove(v.to_string()))?;
                let d = Direction::deserialize(d)
                    .map_err(|_| RequestError::UnknownMove(v.to_string()))?;
                Ok(RequestMove::SowDir(index(&m["sow"])?, d))
            }
            Value::Object(m) if m.len() == 1 => {
                let (k, x) = m.iter().next().expect("one entry");
                match k.as_str() {
                    "sow" => Ok(RequestMove::Sow(index(x)?)),
                    "offer" => {
                        let list = x
                            .as_array()
                            .ok_or_else(|| RequestError::OfferNotAList(x.to_string()))?;
                        let holes = list.iter().map(index).collect::<Result<Vec<_>, _>>()?;
                        if holes.windows(2).any(|w| w[0] >= w[1]) {
                            return Err(RequestError::OfferOrder(x.to_string()));
                        }
                        Ok(RequestMove::Offer(holes))
                    }
                    _ => Err(RequestError::UnknownMove(v.to_string())),
                }
            }
            _ => Err(RequestError::NotAMove(v.to_string())),
        }
    }

    /// The move in docs/FORMAT.md's canonical spelling.
    pub fn to_json(&self) -> Value {
        match self {
            RequestMove::Sow(h) => json!({ "sow": h }),
            RequestMove::SowDir(h, d) => json!({ "sow": h, "direction": d }),
            RequestMove::Pass => json!("pass"),
            RequestMove::Offer(hs) => json!({ "offer": hs }),
            RequestMove::Accept => json!("accept"),
            RequestMove::Decline => json!("decline"),
        }
    }

    /// The engine's move, or why it cannot be one on a board of `holes` holes.
    pub fn to_move(&self, holes: usize) -> Result<Move, MoveError> {
        let on_board = |h: u64| {
            usize::try_from(h)
                .ok()
                .filter(|&h| h < holes)
                .ok_or(MoveError::NoSuchHole {
                    hole: usize::try_from(h).unwrap_or(usize::MAX),
                })
        };
        Ok(match self {
            RequestMove::Sow(h) => Move::Sow(on_board(*h)? as u8),
            RequestMove::SowDir(h, d) => Move::SowDir(on_board(*h)? as u8, *d),
            RequestMove::Pass => Move::Pass,
            RequestMove::Accept => Move::Accept,
            RequestMove::Decline => Move::Decline,
            RequestMove::Offer(hs) => {
                let hs = hs
                    .iter()
                    .map(|&h| on_board(h))
                    .collect::<Result<Vec<_>, _>>()?;
                Move::Offer(OfferHoles::new(&hs).ok_or(MoveError::OfferSize { holes: hs.len() })?)
            }
        })
    }
}

/// A parsed replay request.
#[derive(Clone, Debug)]
pub struct Request {
    /// The starting position.
    pub start: AnyGame,
    /// The moves to play.
    pub moves: Vec<RequestMove>,
}

impl Request {
    /// Parses a request; `Err` says why it is `bad-input`.
    pub fn parse(input: &str) -> Result<Request, RequestError> {
        let v: Value =
            serde_json::from_str(input).map_err(|e| RequestError::NotJson(e.to_string()))?;
        let obj = v.as_object().ok_or(RequestError::NotAnObject)?;
        if let Some(k) = obj
            .keys()
            .find(|k| !matches!(k.as_str(), "game" | "options" | "moves"))
        {
            return Err(RequestError::UnknownField(k.clone()));
        }
        let name = obj
            .get("game")
            .and_then(Value::as_str)
            .ok_or(RequestError::MissingGame)?;
        let game: GameKind = name.parse()?;
        let options = obj.get("options");
        if let Some(o) = options {
            if !o.is_object() && !o.is_null() {
                return Err(RequestError::OptionsNotAnObject);
            }
        }
        let start = AnyGame::with_json_options(game, options)?;
        let moves = match obj.get("moves") {
            None => Vec::new(),
            Some(Value::Array(ms)) => ms
                .iter()
                .map(RequestMove::parse)
                .collect::<Result<Vec<_>, _>>()?,
            Some(_) => return Err(RequestError::MovesNotAList),
        };
        Ok(Request { start, moves })
    }
}

#[derive(Serialize)]
struct Line<'a> {
    ply: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    r#move: Option<Value>,
    position: crate::format::PositionJson,
    legal: &'a [Move],
}

/// Runs one replay request, writing JSON Lines to `out`; returns how it ended.
pub fn replay(input: &str, out: &mut impl Write) -> io::Result<Status> {
    let request = match Request::parse(input) {
        Ok(r) => r,
        Err(message) => {
            let line = ErrorLine {
                ply: None,
                r#move: None,
                error: ErrorBody {
                    kind: "bad-input",
                    message: message.to_string(),
                },
            };
            writeln!(out, "{}", to_line(&line))?;
            return Ok(Status::BadInput);
        }
    };
    let mut game = Game::new(request.start);
    let mut legal = MoveList::new();
    game.legal_moves(&mut legal);
    let first = Line {
        ply: 0,
        r#move: None,
        position: game.to_json(),
        legal: &legal,
    };
    writeln!(out, "{}", to_line(&first))?;
    for (k, rm) in request.moves.iter().enumerate() {
        let ply = k + 1;
        let played = if game.is_finished() {
            Err(PlayError::Move(MoveError::GameOver))
        } else {
            rm.to_move(game.position().board().len())
                .map_err(PlayError::Move)
                .and_then(|mv| game.play(mv))
        };
        if let Err(e) = played {
            let line = ErrorLine {
                ply: Some(ply),
                r#move: Some(rm.to_json()),
                error: ErrorBody {
                    kind: e.kind(),
                    message: e.to_string(),
                },
            };
            writeln!(out, "{}", to_line(&line))?;
            return Ok(Status::Rejected);
        }
        game.legal_moves(&mut legal);
        let line = Line {
            ply,
            r#move: Some(rm.to_json()),
            position: game.to_json(),
            legal: &legal,
        };
        writeln!(out, "{}", to_line(&line))?;
    }
    Ok(Status::Played)
}

#[derive(Serialize)]
struct ErrorLine {
    #[serde(skip_serializing_if = "Option::is_none")]
    ply: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    r#move: Option<Value>,
    error: ErrorBody,
}

#[derive(Serialize)]
struct ErrorBody {
    kind: &'static str,
    message: String,
}

fn to_line(line: &impl Serialize) -> String {
    // Serialising plain data to a string cannot fail.
    serde_json::to_string(line).unwrap_or_default()
}
