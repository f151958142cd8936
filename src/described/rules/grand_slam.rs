//! The grand slam (docs/DESCRIPTIONS.md, `capture.grand_slam`): a capture that would
//! take every seed the opponent has on the board. Its check, what a sowing does with
//! such a capture (the kernel's capture made on a copy first), and its words on the
//! rules page and in the list of mechanisms. The rule itself is
//! [`GrandSlam`], a field of the capture rule in the description.

use super::{path, Rules};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::described::{Description, DescriptionError};
use crate::error::MoveError;
use crate::sow::{take_holes_observed, Capture, SowReport};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};
use path::has;
use serde::{Deserialize, Serialize};

/// What happens to a capture that would leave the opponent without a seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// It captures as usual. The default.
    #[default]
    Allowed,
    /// The move is played but captures nothing (Abapa).
    CapturesNothing,
    /// The move is not legal.
    Forbidden,
    /// As `CapturesNothing`, except after a move that fed an opponent who had no
    /// seeds before it: that move captures as usual (MancalaGames' reading).
    CapturesNothingUnlessFed,
    /// Two rows: the capture takes, instead, every opponent's hole holding seeds but
    /// the first from the mover's right, when the opponent holds more than one
    /// (a move made while the opponent had no seeds captures as usual).
    LeaveRightmost,
    /// As `LeaveRightmost`, keeping the first from the mover's left.
    LeaveLeftmost,
    /// The capture stands, and the opponent takes every seed left in the mover's own
    /// holes (into their store; boards with stores only). A move made while the
    /// opponent had no seeds is no grand slam (MancalaGames' `grandslam` 3).
    OpponentTakesMoversSeeds,
}

/// The grand slam rule's checks ([`Description::check`]).
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let b = &d.board;
    let slam = d.capture.grand_slam();
    if matches!(slam, GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost) && b.rows != 2 {
        return Err(Contradiction(
            "grand_slam \"leave-rightmost\" or \"leave-leftmost\" needs two rows",
        ));
    }
    if slam == GrandSlam::OpponentTakesMoversSeeds && !b.stores {
        return Err(Unsupported {
            feature: "grand_slam \"opponent-takes-movers-seeds\" without stores",
        });
    }
    Ok(())
}

/// What a sowing knows of the grand slam rule before its seeds go: the mover, the
/// child holes, and whether the opponent had no seeds in the holes a grand slam
/// empties ([`Rules::grand_slam_row_empty`]) before the move (then, under the rules
/// that say so, a capture of every seed is no grand slam).
#[derive(Clone, Copy)]
pub(super) struct Watch {
    mover: Player,
    kids: u64,
    fed: bool,
}

impl Rules {
    /// The [`Watch`] of a sowing by `mover` on `b`, before it.
    #[inline(always)]
    pub(super) fn grand_slam_watch(&self, b: &Board, mover: Player, kids: u64) -> Watch {
        // (A sum, not `grand_slam_row_empty`'s words: behind a rule that is rarely on,
        // the words cost Oware's ply an instruction, 300.3 -> 301.3.)
        let fed = matches!(
            self.capture.grand_slam,
            GrandSlam::CapturesNothingUnlessFed
                | GrandSlam::LeaveRightmost
                | GrandSlam::LeaveLeftmost
                | GrandSlam::OpponentTakesMoversSeeds
        ) && b.seeds_in(self.grand_slam_holes(mover, kids)) == 0;
        Watch { mover, kids, fed }
    }

    /// The holes a grand slam empties: the opponent's of `mover` (their row, even in
    /// a territory match), children aside.
    #[inline(always)]
    fn grand_slam_holes(&self, mover: Player, kids: u64) -> HoleSet {
        HoleSet(self.own[mover.opponent().index()].0 & !kids)
    }

    /// Whether the [`Rules::grand_slam_holes`] of `mover` hold no seed on `b`: a word
    /// of seed counts at a time, no sum. (Asked where it matters, not kept in the
    /// [`Watch`]: most sowings capture nothing.)
    #[inline(always)]
    fn grand_slam_row_empty<const F: u32>(&self, b: &Board, mover: Player, kids: u64) -> bool {
        b.holding_at_least(self.words::<F>(), 1) & self.grand_slam_holes(mover, kids).0 == 0
    }

    /// The capture of a `sowing` that ended in one, on its landing hole, under the
    /// grand slam rule: the capture made, refused (the move is illegal), made
    /// otherwise, or not made.
    #[inline(always)]
    pub(super) fn capture_under_grand_slam<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        chain: &Circuit,
        sowing: &SowReport,
        watch: Watch,
        obs: &mut O,
    ) -> Result<Capture, MoveError> {
        let Watch { mover, kids, fed } = watch;
        if self.capture.grand_slam == GrandSlam::Allowed || fed {
            return Ok(self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs));
        }
        // The capture on a copy, untraced; kept (and redone traced) unless it is a
        // grand slam.
        let mut after = *b;
        let cap = self.take::<F, ()>(&mut after, chain, sowing.landing, mover, kids, &mut ());
        if cap.seeds > 0 && self.grand_slam_row_empty::<F>(&after, mover, kids) {
            return match self.capture.grand_slam {
                GrandSlam::Forbidden if has(F, path::ENDLESS) => {
                    Err(MoveError::GrandSlamForbidden {
                        hole: sowing.origin,
                    })
                }
                GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost if has(F, path::EXTRAS) => {
                    let kept = self.take_but_one(b, mover, kids, obs);
                    if kept.is_none() {
                        // One hole of theirs held seeds: the capture stands.
                        if O::ACTIVE {
                            self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs);
                        }
                        *b = after;
                    }
                    Ok(kept.unwrap_or(cap))
                }
                GrandSlam::OpponentTakesMoversSeeds if has(F, path::EXTRAS) => {
                    if O::ACTIVE {
                        self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs);
                    }
                    *b = after;
                    self.give_movers_seeds(b, mover, kids, obs);
                    Ok(cap)
                }
                _ => {
                    note(obs, || Event::GrandSlam);
                    Ok(Capture::NONE)
                }
            };
        }
        if O::ACTIVE {
            self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs);
        }
        *b = after;
        Ok(cap)
    }

    /// A grand slam under `opponent-takes-movers-seeds`: every seed left in the
    /// mover's own holes (children aside) goes into the opponent's store slot, which
    /// the move's end empties into their captures.
    #[cold]
    #[inline(never)]
    fn give_movers_seeds<O: Observer>(&self, b: &mut Board, mover: Player, kids: u64, obs: &mut O) {
        let to = mover.opponent();
        let store = self.store_of(to);
        for hole in HoleSet(self.own[mover.index()].0 & !kids).iter() {
            let seeds = b.take(hole);
            if seeds > 0 {
                // (A store slot, past the holes: seed by seed.)
                for _ in 0..seeds {
                    b.drop_seed(store);
                }
                note(obs, || Event::Sweep {
                    hole: hole as u8,
                    seeds,
                    to,
                });
            }
        }
    }

    /// A grand slam that leaves one hole (`leave-rightmost`, `leave-leftmost`, two
    /// rows), on the board before the capture: takes every opponent's hole holding
    /// seeds but the first from the mover's right (or left); `None` (nothing done)
    /// when only one holds seeds. Children are not the opponent's holes here.
    fn take_but_one<O: Observer>(
        &self,
        b: &mut Board,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Option<Capture> {
        let them = self.grand_slam_holes(mover, children);
        let seeded: HoleSet = them.iter().filter(|&h| b.seeds(h) > 0).collect();
        // North's row (South's opponent) seen from South runs right to left from its
        // last column; South's row seen from North, from its first.
        let from_right =
            (mover == Player::South) == (self.capture.grand_slam == GrandSlam::LeaveRightmost);
        let keeper = if from_right {
            seeded.iter().last()
        } else {
            seeded.iter().next()
        };
        let keeper = keeper.filter(|_| seeded.len() > 1)?;
        note(obs, || Event::GrandSlam);
        let set: HoleSet = seeded.iter().filter(|&h| h != keeper).collect();
        Some(take_holes_observed(b, set, obs))
    }
}

/// The rule in a sentence, for the rules page ([`crate::described::pages`]); `None`
/// where a grand slam is a capture like any other.
pub(in crate::described) fn prose(g: GrandSlam) -> Option<String> {
    match g {
        GrandSlam::Allowed => None,
        GrandSlam::CapturesNothing => Some(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam) is not made: the move is played and captures nothing."
                .to_string(),
        ),
        GrandSlam::Forbidden => Some(
            "A move whose capture would take every seed the opponent has on the board (a \
             grand slam) may not be played."
                .to_string(),
        ),
        GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost => Some(format!(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam), made while the opponent had seeds, takes instead every hole of theirs \
             holding seeds but the first from the mover's {} (all of it if only one holds \
             seeds).",
            if g == GrandSlam::LeaveRightmost {
                "right"
            } else {
                "left"
            }
        )),
        GrandSlam::OpponentTakesMoversSeeds => Some(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam), made while the opponent had seeds, stands, and the opponent then takes \
             every seed left in the mover's own holes."
                .to_string(),
        ),
        GrandSlam::CapturesNothingUnlessFed => Some(
            "A capture that would take every seed the opponent has on the board (a grand \
             slam) is not made, unless the opponent had no seeds before the move: the move \
             is played and captures nothing."
                .to_string(),
        ),
    }
}

/// The rule in the list of a game's mechanisms ([`crate::described::pages`]); `None`
/// where a grand slam is a capture like any other.
pub(in crate::described) fn label(g: GrandSlam) -> Option<&'static str> {
    match g {
        GrandSlam::Allowed => None,
        GrandSlam::CapturesNothing => Some("grand slam captures nothing"),
        GrandSlam::Forbidden => Some("grand slam forbidden"),
        GrandSlam::CapturesNothingUnlessFed => Some("grand slam captures nothing unless fed"),
        GrandSlam::LeaveRightmost => Some("grand slam leaves rightmost"),
        GrandSlam::LeaveLeftmost => Some("grand slam leaves leftmost"),
        GrandSlam::OpponentTakesMoversSeeds => Some("grand slam gives the mover's seeds away"),
    }
}
