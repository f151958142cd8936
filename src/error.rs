//! Error types. Every refusal says why; no input makes the crate panic.

use crate::board::Player;
use thiserror::Error;

/// Why a move was refused. The position is always left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum MoveError {
    /// The game has already ended.
    #[error("the game is already over")]
    GameOver,
    /// The move names a hole the board does not have.
    #[error("hole {hole} is not on this board")]
    NoSuchHole {
        /// The hole named.
        hole: usize,
    },
    /// The game driver's ply limit has been reached: the game stopped unfinished.
    #[error("the ply limit of {limit} moves has been reached")]
    PlyLimit {
        /// The limit.
        limit: usize,
    },
    /// The hole belongs to (or is controlled by) the other player.
    #[error("hole {hole} is not {player}'s hole")]
    NotYourHole {
        /// The hole named.
        hole: usize,
        /// The player to move.
        player: Player,
    },
    /// The hole holds no seeds.
    #[error("hole {hole} is empty")]
    EmptyHole {
        /// The hole named.
        hole: usize,
    },
    /// The hole holds a single seed and this game does not let it move here.
    #[error("hole {hole} holds a single seed, which may not move{detail}")]
    SingleSeed {
        /// The hole named.
        hole: usize,
        /// Extra explanation (may be empty), starting with a separator.
        detail: &'static str,
    },
    /// Sowing this hole would never end (RULES.md, *Endless sowing*).
    #[error("sowing hole {hole} would never end")]
    EndlessSowing {
        /// The hole named.
        hole: usize,
    },
    /// The player has a sowing move, so may not pass.
    #[error("{player} can sow, so may not pass")]
    CannotPass {
        /// The player to move.
        player: Player,
    },
    /// The player must pass: no sowing is possible.
    #[error("{player} must pass")]
    MustPass {
        /// The player to move.
        player: Player,
    },
    /// This kind of move does not exist in this game.
    #[error("{game} has no {what} moves")]
    NotInThisGame {
        /// The game's name.
        game: &'static str,
        /// The kind of move.
        what: &'static str,
    },
    /// Any other rule of the game forbids the move; the message says which.
    #[error("{0}")]
    Forbidden(String),
}

impl MoveError {
    /// The FORMAT.md error kind: `"illegal-move"`, `"endless-sowing"` or `"game-over"`.
    pub fn kind(&self) -> &'static str {
        match self {
            MoveError::GameOver | MoveError::PlyLimit { .. } => "game-over",
            MoveError::EndlessSowing { .. } => "endless-sowing",
            _ => "illegal-move",
        }
    }
}

/// Malformed input: text, JSON or options that do not describe a valid game object.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("{0}")]
pub struct FormatError(pub String);

impl FormatError {
    /// A format error with the given message.
    pub fn new(msg: impl Into<String>) -> Self {
        FormatError(msg.into())
    }
}
