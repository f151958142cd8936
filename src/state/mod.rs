//! What every position holds (board, captures, player to move, result), packed in
//! [`State`], and the setup checks over it. Crate-private: the described engine's, and
//! the built-in games' wrappers read it.
//!
//! [`sow_or_pass`] holds the move checking of the games whose moves are "sow a hole,
//! or pass when you cannot".

mod sow_or_pass;
pub(crate) use sow_or_pass::*;

use crate::board::Board;
use crate::error::{MoveError, SetupError};
use crate::rules::{KeyHasher, Setup};
use crate::trace::{note, Event, Observer};
use crate::types::{GameKind, GameOptions, Outcome, Player};

/// The part of a position every game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct State {
    /// The board.
    pub(crate) board: Board,
    /// Seeds captured by South and North (indexed by [`Player::index`]).
    pub(crate) captured: [u8; 2],
    /// Whose decision is next.
    pub(crate) to_move: Player,
    /// Set once the game is over.
    pub(crate) result: Option<Outcome>,
}

impl State {
    /// A fresh state: nothing captured, South to move.
    pub(crate) const fn new(board: Board) -> State {
        State {
            board,
            captured: [0, 0],
            to_move: Player::South,
            result: None,
        }
    }

    /// Reads the common fields of a setup: the game, the size and the seed total must
    /// match. Goré's fields and the options are the game's to check.
    pub(crate) fn from_setup(
        s: &Setup,
        game: GameKind,
        rows: usize,
        cols: usize,
        total: u32,
    ) -> Result<State, SetupError> {
        if s.game != game {
            return Err(SetupError::WrongGame {
                expected: game,
                found: s.game,
            });
        }
        if s.board.rows() != rows || s.board.cols() != cols {
            return Err(SetupError::WrongSize {
                game,
                rows,
                cols,
                found_rows: s.board.rows(),
                found_cols: s.board.cols(),
            });
        }
        if s.children != [0, 0] && !matches!(game, GameKind::Described(_)) {
            return Err(SetupError::BadChildren {
                reason: "only a described game with children has them",
            });
        }
        check_total(&s.board, s.captured.map(u64::from), total)?;
        // The sum matched `total` (at most 92), so each count fits a byte.
        Ok(State {
            board: s.board,
            captured: [s.captured[0] as u8, s.captured[1] as u8],
            to_move: s.to_move,
            result: s.result,
        })
    }

    /// [`State::from_setup`] for the games whose holes never change hands and that have
    /// no offers (all but Goré): also refuses traded owners and Goré's fields.
    pub(crate) fn from_setup_fixed_owners(
        s: &Setup,
        game: GameKind,
        rows: usize,
        cols: usize,
        total: u32,
    ) -> Result<State, SetupError> {
        let st = State::from_setup(s, game, rows, cols, total)?;
        if s.pending_offer.is_some() || s.answered || s.declined != [false; 2] {
            return Err(SetupError::NoOffersInThisGame { game });
        }
        let b = &st.board;
        for hole in 0..b.len() {
            if b.owner(hole) != b.default_owner(hole) {
                return Err(SetupError::ImpossibleOwner {
                    game,
                    hole,
                    owner: b.owner(hole),
                });
            }
        }
        Ok(st)
    }

    /// The setup of this state (Goré adds its own fields).
    pub(crate) fn setup(&self, game: GameKind, options: GameOptions) -> Setup {
        Setup {
            options,
            captured: [self.captured(Player::South), self.captured(Player::North)],
            to_move: self.to_move,
            result: self.result,
            ..Setup::new(game, self.board)
        }
    }

    /// The stable key ([`KeyHasher`]), from the hasher's state after the tag
    /// ([`KeyHasher::start`]): the board (`WORDS` words of seed counts, `WORDS` fixed
    /// per game so that the hashing unrolls), then this state's word with `extra`
    /// (Goré's negotiation) in bits 32–63.
    #[inline]
    pub(crate) fn key_from<const WORDS: usize>(&self, start: u64, extra: u32) -> u64 {
        debug_assert_eq!(WORDS, self.board.len().div_ceil(8));
        let result: u64 = match self.result {
            None => 0,
            Some(Outcome::Draw) => 1,
            Some(Outcome::Win {
                winner,
                without_glory,
            }) => 2 + winner.index() as u64 + 4 * without_glory as u64,
        };
        let word = self.captured[0] as u64
            | (self.captured[1] as u64) << 8
            | (self.to_move.index() as u64) << 16
            | result << 24
            | (extra as u64) << 32;
        // WORDS + 2 words, folded in pairs; WORDS is at most 6.
        let mut words = [0u64; 8];
        for (i, w) in words.iter_mut().enumerate().take(WORDS) {
            *w = self.board.seed_word(i);
        }
        words[WORDS] = self.board.north_mask();
        words[WORDS + 1] = word;
        KeyHasher::hash_words_from(start, &words[..(WORDS + 2).div_ceil(2) * 2])
    }

    /// Whether `hole` is controlled by `p` and holds seeds.
    pub(crate) fn check_seeded_hole_of(&self, p: Player, hole: usize) -> Result<(), MoveError> {
        if self.board.owner(hole) != p {
            return Err(MoveError::NotYourHole { hole, player: p });
        }
        if self.board.seeds(hole) == 0 {
            return Err(MoveError::EmptyHole { hole });
        }
        Ok(())
    }

    /// More captured seeds wins, equal draws: the end of every game that counts seeds.
    pub(crate) fn outcome_by_captures(&self) -> Outcome {
        Outcome::by_seeds(self.captured(Player::South), self.captured(Player::North))
    }

    /// The result once a side is ahead by more than the seeds left on the board, in a
    /// game whose captured seeds never return to the board and whose end counts
    /// captures: whatever is played, the lead stands (the finished game's result
    /// first).
    pub(crate) fn decided_by_lead(&self) -> Option<Outcome> {
        if self.result.is_some() {
            return self.result;
        }
        let (south, north) = (self.captured(Player::South), self.captured(Player::North));
        let left = self.board.total();
        if south > north + left {
            Some(Outcome::win(Player::South))
        } else if north > south + left {
            Some(Outcome::win(Player::North))
        } else {
            None
        }
    }

    /// Seeds captured by `p`.
    #[inline]
    pub(crate) fn captured(&self, p: Player) -> u32 {
        self.captured[p.index()] as u32
    }

    /// Credits `p` with `seeds` captured seeds.
    #[inline]
    pub(crate) fn add_captured(&mut self, p: Player, seeds: u32) {
        // Seeds in play never exceed 92, so the sum fits.
        self.captured[p.index()] = (self.captured[p.index()] as u32 + seeds) as u8;
    }

    /// Moves every seed on the board into the captures of `to(hole)` (the hole's
    /// controller in Goré, Djenon-aboure and Oware; the last four's receiver in
    /// Hoyito III), leaving the holes at 0 (docs/FORMAT.md), then sets the result by
    /// `outcome` and reports both.
    pub(crate) fn sweep<O: Observer>(
        &mut self,
        to: impl Fn(&Board, usize) -> Player,
        outcome: impl FnOnce(&State) -> Outcome,
        obs: &mut O,
    ) {
        for hole in 0..self.board.len() {
            let p = to(&self.board, hole);
            let seeds = self.board.take(hole);
            if seeds > 0 {
                note(obs, || Event::Sweep {
                    hole: hole as u8,
                    seeds,
                    to: p,
                });
            }
            self.add_captured(p, seeds as u32);
        }
        self.result = Some(outcome(self));
    }

    /// [`State::sweep`] to each hole's controller, more captures winning.
    pub(crate) fn sweep_to_owners<O: Observer>(&mut self, obs: &mut O) {
        self.sweep(|b, h| b.owner(h), State::outcome_by_captures, obs);
    }
}

/// The options check of a game that has none (Goré, Djenon-aboure, Oware).
pub(crate) fn check_no_options(s: &Setup, game: GameKind) -> Result<(), SetupError> {
    if s.options != GameOptions::None {
        return Err(SetupError::WrongOptions { game });
    }
    Ok(())
}

/// Seeds on `board` plus `captured` must make `total`.
fn check_total(board: &Board, captured: [u64; 2], total: u32) -> Result<(), SetupError> {
    let found = board.total() as u64 + captured[0] + captured[1];
    if found != total as u64 {
        return Err(SetupError::SeedTotal {
            found,
            expected: total,
        });
    }
    Ok(())
}
