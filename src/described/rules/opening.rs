//! A prescribed opening (docs/DESCRIPTIONS.md, `moves.opening`): the first move of
//! the game, or of each round, is not a sowing (`plus-one-minus-one`), or sows one
//! prescribed hole (`rightmost-hole`). The position says whether it is still to come
//! (a bit of its round word); these rules make it.

use super::{path, Rules};
use crate::board::Board;
use crate::error::MoveError;
use crate::sow::{Capture, LapVerdict, SowReport};
use crate::trace::{note, Event, Observer};
use crate::types::Player;
use serde::{Deserialize, Serialize};

/// A prescribed opening ([`MovesSpec::opening`](crate::described::MovesSpec::opening)): what the first move does with the
/// hole the player chooses (one they could sow), or which hole it must sow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// The hole keeps its seeds; going round the board in the sowing direction from
    /// the next hole, the holes lose one seed and gain one in turn (the first loses),
    /// back to the chosen hole, and the hole across from it gains one more. The move
    /// then ends as a sowing whose last seed fell into that hole across (captures,
    /// children and extra turns as usual, no relay).
    PlusOneMinusOne,
    /// The first move sows the starter's rightmost hole (as the starter faces the
    /// board: South's hole `2 × holes_per_row − 1`, North's hole 0), the only legal
    /// move; it is an ordinary sowing in every other way.
    RightmostHole,
}

impl Rules {
    /// Whether the opening is a sowing of one prescribed hole (`rightmost-hole`), not
    /// a move of its own.
    #[inline]
    pub(in crate::described) fn opening_sows_a_hole(&self) -> bool {
        self.opening == Some(Opening::RightmostHole)
    }

    /// The hole the opening must sow when `mover` plays it (`rightmost-hole`: the
    /// mover's rightmost as they face the two-row board, South's last hole, North's
    /// first), or `None` where the opening leaves the hole to the player.
    #[inline]
    pub(in crate::described) fn opening_hole(&self, mover: Player) -> Option<usize> {
        if !self.opening_sows_a_hole() {
            return None;
        }
        Some(match mover {
            Player::South => self.len - 1,
            Player::North => 0,
        })
    }

    /// The opening `plus-one-minus-one` from `hole` by `mover` on `b`: the hole
    /// keeps its seeds; round the board in the sowing direction from the next hole
    /// the holes lose one seed and gain one in turn, back to `hole`; the hole across
    /// gains one more, and the move ends there as a sowing's last seed would (a
    /// child made or robbed, a capture), without relay.
    pub(in crate::described) fn opening_on<O: Observer>(
        &self,
        b: &mut Board,
        hole: usize,
        mover: Player,
        live: bool,
        children: &mut u64,
        obs: &mut O,
    ) -> Result<(SowReport, Capture), MoveError> {
        let (_, circuit) = self.circuits::<{ path::ALL }>(mover, b.seeds(hole), false);
        let mut h = circuit.next(hole);
        let mut gain = false;
        while h != hole {
            if gain {
                b.drop_seed(h);
                note(obs, || Event::Drop { hole: h as u8 });
            } else {
                // Checked: every hole holds a seed when the opening is played.
                let left = b.seeds(h).saturating_sub(1);
                b.set_seeds(h, left);
                note(obs, || Event::Lift {
                    hole: h as u8,
                    seeds: 1,
                    lap: 1,
                });
            }
            gain = !gain;
            h = circuit.next(h);
        }
        let across = self.capture.across[hole] as usize;
        b.drop_seed(across);
        note(obs, || Event::Drop { hole: across as u8 });
        let kids = *children;
        let ended =
            match self.lap_verdict_live::<{ path::ALL }>(b, circuit, across, mover, live, kids) {
                LapVerdict::Relay => LapVerdict::End,
                v => v,
            };
        let sowing = SowReport {
            origin: hole,
            landing: across,
            laps: 1,
            ended,
        };
        if ended != LapVerdict::Capture {
            return Ok((sowing, Capture::NONE));
        }
        if let Some(cap) = self.child_landing(b, across, mover, children, obs) {
            return Ok((sowing, cap));
        }
        Ok((
            sowing,
            self.take::<{ path::ALL }, O>(b, circuit, across, mover, kids, obs),
        ))
    }
}

impl crate::described::Description {
    /// A prescribed opening (`moves.opening`).
    pub(in crate::described) fn check_opening(
        &self,
    ) -> Result<(), crate::described::DescriptionError> {
        use crate::described::*;
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
        if self.moves.opening == Some(Opening::RightmostHole) {
            if self.rounds.is_some()
                || b.random_start.is_some()
                || self.sowing.direction == SowDirection::PlayerChooses
                || !self.sowing.chosen_holes.is_empty()
            {
                return Err(Unsupported {
                    feature: "a rightmost-hole opening in rounds, from a random start or with chosen directions",
                });
            }
            if self.sowing.min_seeds > b.seeds_per_hole {
                return Err(Contradiction(
                    "moves.opening rightmost-hole: the rightmost hole starts with fewer seeds than sowing.min_seeds",
                ));
            }
        }
        if self.moves.opening.is_some() {
            if b.start.is_some() || b.rows != 2 {
                return Err(Unsupported {
                    feature: "a prescribed opening with a start pattern or on four rows",
                });
            }
            let emptied = |r: &RoundsSpec| {
                r.territory
                    .is_some_and(|t| t.partial_hole == PartialHole::LoserEmpty)
            };
            if self
                .rounds
                .is_some_and(|r| r.territory.is_none() || emptied(&r))
                || self.moves.must_feed
            {
                return Err(Unsupported {
                    feature: "a prescribed opening with feeding, or in rounds other than a territory match whose holes all start full",
                });
            }
        }
        Ok(())
    }
}

/// The rules page's sentence on a prescribed opening (`moves.opening`).
pub(in crate::described) fn prose(opening: Option<Opening>) -> Option<String> {
    Some(
        match opening? {
            Opening::PlusOneMinusOne => {
                "The first move of the game (of every round, in a match) is prescribed: the \
             player chooses one of their holes, which keeps its seeds; going round the board \
             in the sowing direction from the next hole, the holes lose one seed and gain one \
             in turn, the first losing, back to the chosen hole; the hole across from it gains \
             one more. The move then ends as if a sowing's last seed had fallen into that \
             hole across."
            }
            Opening::RightmostHole => {
                "The first move of the game is prescribed: South sows their rightmost hole \
             (as they face the board), an ordinary sowing."
            }
        }
        .to_string(),
    )
}

impl Rules {
    /// The round word's opening bit at the start of a game or round: set where the
    /// rules prescribe an opening.
    pub(in crate::described) fn opening_word(&self) -> u64 {
        if self.opening.is_some() {
            crate::described::round_word::OPENING
        } else {
            0
        }
    }
}
