//! A position from its parts (seeds per hole, captures, the player to move), checked
//! ([`Described::from_parts`]) or on a board already checked ([`Described::from_board`]);
//! a position with its board replaced ([`Described::with_holes`]).

use super::Described;
use crate::board::Board;
use crate::described::flags;
use crate::described::rules::{on_path, path, Rules};
use crate::state::State;
use crate::types::Player;

/// Why [`Described::from_parts`] refused a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PartsError {
    /// Not one count per hole.
    #[error("the board has {expected} holes, not {found}")]
    WrongLength {
        /// Holes of the game's board.
        expected: usize,
        /// Counts given.
        found: usize,
    },
    /// The seeds do not add up to the game's total.
    #[error("seeds on the board plus captured make {found}, not {expected}")]
    SeedTotal {
        /// Seeds given.
        found: u64,
        /// The game's total.
        expected: u32,
    },
}

impl PartsError {
    /// The error as a [`SetupError`](crate::error::SetupError) of the built-in game `game`, whose description
    /// refused the parts ([`crate::games`]).
    pub(crate) fn in_game(self, game: crate::types::GameKind) -> crate::error::SetupError {
        match self {
            PartsError::WrongLength { found, .. } => crate::error::SetupError::WrongSize {
                game,
                rows: game.rows(),
                cols: game.cols(),
                found_rows: 1,
                found_cols: found,
            },
            PartsError::SeedTotal { found, expected } => {
                crate::error::SetupError::SeedTotal { found, expected }
            }
        }
    }
}

impl Described {
    /// A position from its parts: seeds per hole (row-major), captured seeds (South,
    /// North; with stores, what the stores hold) and the player to move. The seeds
    /// must add up to the game's total. If the game is over there (an end condition,
    /// or no move where that ends the game), the end is applied at once, as if the
    /// opponent of `to_move` had just moved. A game whose captures are off in its
    /// first turns (`capture.off_first_turns`) is taken as past them, and as having no
    /// children (a [`crate::Setup`] carries them: `Setup::children`); a game with a
    /// prescribed opening (`moves.opening`) as still before it exactly where the
    /// board is the start layout with nothing captured.
    // Inlined (optimised builds): the databases build every board this way, and a
    // call copies the position out through each layer.
    #[cfg_attr(not(debug_assertions), inline)]
    pub fn from_parts(
        rules: &'static Rules,
        holes: &[u8],
        captured: [u32; 2],
        to_move: Player,
    ) -> Result<Described, PartsError> {
        if holes.len() != rules.len {
            return Err(PartsError::WrongLength {
                expected: rules.len,
                found: holes.len(),
            });
        }
        let found =
            holes.iter().map(|&n| n as u64).sum::<u64>() + captured[0] as u64 + captured[1] as u64;
        if found != rules.total as u64 {
            return Err(PartsError::SeedTotal {
                found,
                expected: rules.total,
            });
        }
        let mut board = rules.start;
        board.set_holes(holes);
        Ok(Self::from_board(rules, board, captured, to_move))
    }

    /// [`Described::from_parts`] once checked, on a board of `rules`' layout whose
    /// owners may differ from the start's (a Goré trade gave holes away): the game's
    /// own checks of the owners are the caller's.
    #[cfg_attr(not(debug_assertions), inline)]
    pub(crate) fn from_board(
        rules: &'static Rules,
        board: Board,
        captured: [u32; 2],
        to_move: Player,
    ) -> Described {
        debug_assert_eq!(board.len(), rules.len);
        let mut st = State::new(board);
        // Both fit a byte: the total is at most 255.
        st.captured = [captured[0] as u8, captured[1] as u8];
        st.to_move = to_move;
        let mut pos = Described {
            rules,
            st,
            movable: 0,
            // The opening (`moves.opening`) still to come where nothing has moved.
            round: if rules.opening.is_some() && captured == [0, 0] && board == rules.start {
                rules.opening_word()
            } else {
                0
            },
            turns: rules.turns_counted,
            children: [0; 3],
            // Bearing off where no hole holds more than one seed.
            flags: flags::starting(rules.starts_bearing_off::<{ path::ALL }>(&board)),
        };
        // On the rules' compiled path: databases build every board this way.
        let mover = to_move.opponent();
        on_path!(rules.path, F => pos.check_end_on::<F, ()>(mover, &mut ()));
        pos
    }

    /// This position with its board replaced by `holes` (one count per hole,
    /// row-major), everything else kept: the match's rounds won, the captures, the
    /// player to move. The seeds must still add up to the game's total. For a round
    /// whose layout was drawn elsewhere (a replay of another engine's random starts).
    pub fn with_holes(&self, holes: &[u8]) -> Result<Described, PartsError> {
        let r = self.rules;
        if holes.len() != r.len {
            return Err(PartsError::WrongLength {
                expected: r.len,
                found: holes.len(),
            });
        }
        let found = holes.iter().map(|&n| n as u64).sum::<u64>()
            + Player::BOTH
                .iter()
                .map(|&p| self.st.captured(p) as u64)
                .sum::<u64>();
        if found != r.total as u64 {
            return Err(PartsError::SeedTotal {
                found,
                expected: r.total,
            });
        }
        let mut pos = *self;
        for (h, &n) in holes.iter().enumerate() {
            pos.st.board.set_seeds(h, n);
        }
        if pos.st.result.is_none() {
            pos.check_end(pos.st.to_move.opponent(), &mut ());
        }
        Ok(pos)
    }
}
