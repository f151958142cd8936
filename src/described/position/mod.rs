//! How a [`Described`] position (defined in the parent module, so that each
//! mechanism's module can play its part on it) plays a described game's [`Rules`] on
//! the kernel: legal moves, a move, its end, random moves, successors.

use super::rules::{children_of, on_path, path, Path, Rules};
use crate::board::Board;
use crate::described::rules::end::Ended;
use crate::described::{Described, GrandSlam, NoMove, Repetition};
use crate::error::MoveError;
use crate::rng::Rng;
use crate::rules::{MoveList, MoveReport, Position};
use crate::sow::{short_lap_landing, sow};
use crate::state::{legal_sow_or_pass, play_traced, SowOrPass, State};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Move, Outcome, Player};
use std::fmt;
use std::hash::{Hash, Hasher};

mod endless;
mod kernel;
mod movable;
mod parts;

#[cfg(test)]
mod paths;
mod random;
mod sow;

mod traits;

pub use parts::PartsError;

impl Ended {
    /// Whether the game or a round ended.
    #[inline(always)]
    pub(super) fn any(self) -> bool {
        !matches!(self, Ended::No)
    }

    /// The report of a pass that ended so.
    #[inline(always)]
    pub(super) fn report_of_pass(self) -> MoveReport {
        MoveReport {
            round_ended: match self {
                Ended::Round(outcome) => Some(outcome),
                _ => None,
            },
            ..MoveReport::default()
        }
    }
}

impl Described {
    /// The state every position holds, for the built-in games' wrappers.
    pub(crate) fn state(&self) -> &State {
        &self.st
    }

    /// The rules this position plays by.
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// The holes that have become children (bit `h` for hole `h`; docs/DESCRIPTIONS.md,
    /// *children*): 0 in a game without children.
    #[inline(always)]
    pub fn children(&self) -> u64 {
        let [a, b, c] = self.children;
        a as u64 | (b as u64) << 16 | (c as u64) << 32
    }

    /// The holes that have become `p`'s children.
    pub fn children_of(&self, p: Player) -> u64 {
        children_of(&self.st.board, self.children(), p)
    }

    #[inline(always)]
    pub(super) fn set_children(&mut self, mask: u64) {
        self.children = [mask as u16, (mask >> 16) as u16, (mask >> 32) as u16];
    }

    /// The child holes on the path `F`: none where the path has no children.
    #[inline(always)]
    pub(in crate::described) fn kids<const F: u32>(&self) -> u64 {
        if path::has(F, path::CHILDREN) {
            self.children()
        } else {
            0
        }
    }

    pub(in crate::described) fn play_with<O: Observer>(
        &mut self,
        mv: Move,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        if self.st.result.is_some() {
            return Err(MoveError::GameOver);
        }
        // A sowing or a pass with no offer pending is the phase's to allow only where
        // an offer is pending: it goes straight to the sowing.
        let negotiating = || {
            !self.offered().is_empty()
                || !matches!(mv, Move::Sow(_) | Move::SowDir(..) | Move::Pass)
        };
        if let Some(t) = self.rules.trades.filter(|_| negotiating()) {
            // (Only the trading path and the general one have trades.)
            let traded = if self.rules.path == Path::Trading {
                self.play_trade::<{ path::TRADING }, O>(t, mv, obs)
            } else {
                self.play_trade::<{ path::ALL }, O>(t, mv, obs)
            };
            if let Some(traded) = traded {
                return traded;
            }
        }
        let not_here = |what| MoveError::NotInThisGame {
            game: &self.rules.description.name,
            what,
        };
        match mv {
            Move::Sow(h) => {
                let h = h as usize;
                if h >= self.rules.len {
                    return Err(MoveError::NoSuchHole { hole: h });
                }
                if self.rules.chooses(h) {
                    return Err(MoveError::DirectionNeeded { hole: h });
                }
                // The holes that may be lifted are kept (`movable`): exactly those
                // `check_sow` accepts, which is left to name the refusal.
                if self.movable >> h & 1 == 0 {
                    self.check_sow(h)?;
                    debug_assert!(false, "check_sow accepts hole {h}, not movable");
                }
                debug_assert_eq!(self.check_sow(h), Ok(()));
                if self.rules.sowing.sowings_end {
                    // Every sowing ends: nothing can fail now, so the hole is sown in
                    // place rather than on a copy.
                    let report = self.sow_unchecked(h, obs);
                    debug_assert!(report.is_ok(), "a sowing that ends refused");
                    return report;
                }
                let mut next = *self;
                let report = next.sow_unchecked(h, obs)?;
                *self = next;
                Ok(report)
            }
            Move::SowDir(h, d) => self.play_directed(h as usize, d, obs),
            Move::Pass if self.rules.end.no_move.passes() => {
                if self.has_sowing() {
                    return Err(MoveError::CannotPass {
                        player: self.st.to_move,
                    });
                }
                note(obs, || Event::Pass);
                Ok(self.pass_ended(obs).report_of_pass())
            }
            Move::Pass => Err(not_here("pass")),
            Move::Offer(_) => Err(not_here("offer")),
            Move::Accept | Move::Decline => Err(not_here("accept or decline")),
        }
    }

    /// Whether `p` would have a legal sowing on this board if it were their turn
    /// (Bao Kigogo's [`crate::BaoKigogo::can_move`]).
    pub(crate) fn can_move(&self, p: Player) -> bool {
        let mut d = *self;
        d.st.to_move = p;
        on_path!(d.rules.path, F => d.refresh_movable_on::<F>());
        d.has_sowing()
    }

    /// The legal moves as actions ([`crate::actions`]: a sowing is its hole's number, a
    /// pass the number of holes), where every sowing ends and the moves are sowings or
    /// else a pass (no trades, no chosen directions): the holes that may be lifted,
    /// without a list. `None` in other games.
    #[inline]
    pub(crate) fn legal_sowing_bits(&self) -> Option<u128> {
        let r = self.rules;
        if !r.sowing.sowings_end || r.trades.is_some() || r.directions.chosen != 0 {
            return None;
        }
        Some(match (self.st.result, self.movable) {
            (Some(_), _) => 0,
            (None, 0) => 1 << r.len,
            (None, movable) => u128::from(movable),
        })
    }

    /// Whether the player to move has a legal sowing (in some direction, where
    /// directions are chosen).
    pub(in crate::described) fn has_sowing(&self) -> bool {
        on_path!(self.rules.path, F => self.has_sowing_on::<F>())
    }

    /// [`Described::has_sowing`] on the compiled path `F` ([`path`]): among the holes
    /// that may be lifted, first one whose first lap surely ends the sowing (found
    /// without sowing), and only if there is none, a sowing made on a copy.
    #[inline(always)]
    pub(super) fn has_sowing_on<const F: u32>(&self) -> bool {
        if path::has(F, path::DIRECTIONS) && self.rules.directions.chosen != 0 {
            return self.can_sow_either_way();
        }
        if F == path::ALL {
            // (On the general path the test in constant time seldom pays for itself.)
            return HoleSet(self.movable)
                .iter()
                .any(|h| self.sowing_ends_on::<F>(h));
        }
        self.ends_at_once_somewhere::<F>() || self.ends_after_first_lap_somewhere::<F>()
    }

    /// Whether captures are on: the game's first `capture.off_first_turns` turns are
    /// over.
    #[inline(always)]
    pub(super) fn live(&self) -> bool {
        self.turns >= self.rules.capture.off_turns
    }

    /// Finds again the holes the player to move may lift ([`Described::movable`]),
    /// after a move that changed the player to move or the board without ending a
    /// turn (an offer, an accept), on the compiled path `F` ([`path`]).
    #[inline(always)]
    pub(super) fn refresh_movable_on<const F: u32>(&mut self) {
        let nonempty =
            self.st.board.holding_at_least(self.rules.words::<F>(), 1) & !self.kids::<F>();
        self.movable = self.find_movable::<F>(nonempty).0;
    }

    /// Counts a turn ended (the other player is now to move), up to the turns that
    /// matter.
    #[inline(always)]
    fn turn_ended(&mut self) {
        if self.turns < self.rules.turns_counted {
            self.turns += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::described::library;

    /// Every library game whose rules take a compiled path plays random games move
    /// for move as the general path plays them: the same holes drawn, the same
    /// positions, the same reports (a path only leaves out features the rules lack).
    #[test]
    fn compiled_paths_play_as_the_general_path() {
        let mut taken = [false; 6];
        for name in library().names() {
            let rules = library().get(name).unwrap();
            match rules.path {
                Path::PlainCounts => taken[0] = true,
                Path::PlainStores => taken[1] = true,
                Path::KernelStores | Path::Kernel | Path::KernelSmall => taken[2] = true,
                Path::Relay => taken[3] = true,
                Path::Trading => taken[4] = true,
                Path::Wide => taken[5] = true,
                Path::General => continue,
            }
            for seed in 0..40 {
                let (mut fast, mut general) = (rules.start(), rules.start());
                let (mut rng_fast, mut rng_general) = (Rng::new(seed), Rng::new(seed));
                for _ in 0..400 {
                    let played = fast.play_random(&mut rng_fast);
                    // (With trades the offers are drawn among the moves.)
                    let expected = if rules.trades.is_some() {
                        general.play_random_trades::<{ path::ALL }>(&mut rng_general)
                    } else {
                        general.play_random_on::<{ path::ALL }>(&mut rng_general)
                    };
                    assert_eq!(played, expected, "{name}, seed {seed}");
                    assert_eq!(fast, general, "{name}, seed {seed}");
                    assert_eq!(fast.movable, general.movable, "{name}, seed {seed}");
                    if played.is_none() {
                        break;
                    }
                }
            }
        }
        assert_eq!(taken, [true; 6], "the library has games of every path");
        assert_eq!(library().get("oware").unwrap().path, Path::PlainCounts);
        assert_eq!(library().get("kalah").unwrap().path, Path::PlainStores);
        let gore = library().get("gore").unwrap();
        assert_eq!(gore.path, Path::Trading);
        assert!(path::has(gore.features(), path::TRADES));
    }
}
