//! Captures made while a sowing passes or between its laps, and the seeds taken at the
//! end of play (docs/DESCRIPTIONS.md, *passing*, `sowing.after_capture`,
//! `sowing.opponent_takes_at_most`, `end.last_seeds`):
//!
//! - *passing captures*: a hole that a seed makes hold one of the capture counts is
//!   emptied at once, for its owner or the mover, and the lap goes on;
//! - *lap captures*: with relay laps, a lap whose landing captures takes it and the
//!   sowing goes on, from the landing hole or from the hole after it;
//! - *the opponent's seeds*: when few seeds are left, the seeds a lap would sow into
//!   the opponent's holes go to the opponent;
//! - *the last seeds*: after a sowing that leaves few seeds, a player takes them all.
//!
//! All of it is on the [`super::path::PASSING`] path only; the sowing itself is the
//! kernel's
//! ([`sow_laps_observed`], [`sow_lap_passing_observed`]).

use crate::described::{CaptureSpec, Description, LastSeedsTaker, Rows};
mod spec;
pub use spec::*;

use super::capture::SeedCounts;
use super::lift::{Lift, Route};
use super::territory::Owned;
use super::Rules;
use crate::board::Board;
use crate::error::MoveError;
use crate::sow::{
    sow_lap_passing_observed, sow_laps_observed, Capture, LapVerdict, NextLap, SowReport,
    CYCLE_CHECK_FROM,
};

use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};

/// These rules as the moves read them.
#[derive(Clone, Copy)]
pub(in crate::described) struct CompiledPassing {
    /// Per mover: the holes a passing capture takes (none without passing captures);
    /// every hole when `owned` reads them from the board's owners.
    rows: [HoleSet; 2],
    /// Where `rows` is read: fixed rows, or a territory's owners.
    owned: Owned,
    /// The counts that take a hole in passing: its own `counts`, or the capture's.
    counts: SeedCounts,
    /// A passing capture goes to the hole's owner (else to the mover).
    to_owner: bool,
    /// A lap's last seed captures in passing too.
    last_seed_too: bool,
    after_capture: AfterCapture,
    /// The most seeds on the board at a lap's start for the opponent to take the
    /// seeds sown into their holes (none: never).
    gift: Option<u32>,
    /// The last seeds: the most, per mover where they are counted, who takes them.
    last_seeds: Option<(u32, [HoleSet; 2], LastSeedsTaker)>,
}

/// What a sowing took besides its final capture: passing captures and seeds given
/// to the opponent, per player, and the mover's captures between laps.
#[derive(Clone, Copy, Default)]
pub(in crate::described) struct Taken {
    /// Passing captures and seeds given, per player ([`Player::index`]).
    pub(in crate::described) seeds: [u32; 2],
    /// The holes the mover took in passing.
    pub(in crate::described) holes: HoleSet,
    /// The captures made between laps (the mover's).
    pub(in crate::described) laps: Capture,
}

impl CompiledPassing {
    /// The compiled rules, or `None` for a description that uses none of them;
    /// `rows` gives the hole sets of a [`Rows`] per mover.
    pub(super) fn new(
        d: &Description,
        rows: impl Fn(Rows) -> [HoleSet; 2],
    ) -> Option<CompiledPassing> {
        let s = &d.sowing;
        if d.passing.is_none()
            && s.after_capture == AfterCapture::Ends
            && s.opponent_takes_at_most.is_none()
            && d.end.last_seeds.is_none()
        {
            return None;
        }
        let p = d.passing.clone().unwrap_or_default();
        let owned = Owned::of(p.rows, d.rounds.and_then(|r| r.territory).is_some());
        let own = match (&d.capture, p.counts.is_empty()) {
            (CaptureSpec::Counts { counts, .. }, true) => counts.as_slice(),
            _ => p.counts.as_slice(),
        };
        Some(CompiledPassing {
            counts: SeedCounts::of(own),
            rows: if d.passing.is_none() {
                [HoleSet::EMPTY; 2]
            } else if owned != Owned::Rows {
                rows(Rows::Any)
            } else {
                rows(p.rows)
            },
            owned,
            to_owner: p.to == PassingTaker::Owner,
            last_seed_too: p.last_seed_too,
            after_capture: s.after_capture,
            gift: s.opponent_takes_at_most.map(u32::from),
            last_seeds: d
                .end
                .last_seeds
                .map(|l| (l.at_most as u32, rows(l.rows), l.to)),
        })
    }

    /// Whether these rules act while the seeds are sown: passing captures, seeds given
    /// to the opponent, captures between laps. `end.last_seeds` alone acts after the
    /// sowing, which is then the plain one.
    pub(super) fn while_sowing(&self) -> bool {
        self.rows.iter().any(|r| !r.is_empty())
            || self.gift.is_some()
            || self.after_capture != AfterCapture::Ends
    }
}

impl Rules {
    /// The laps of a sowing under these rules (the final capture is the caller's):
    /// each lap sown seed by seed, passing captures and the opponent's seeds taken as
    /// it passes; after each lap the lap rule, a capture going on as
    /// `sowing.after_capture` says. What was taken goes into `taken`.
    #[inline(never)]
    pub(super) fn sow_passing<const F: u32, O: Observer>(
        &self,
        p: &CompiledPassing,
        b: &mut Board,
        lift: Lift,
        route: Route<'_>,
        taken: &mut Taken,
        obs: &mut O,
    ) -> Result<SowReport, MoveError> {
        let Lift {
            hole,
            mover,
            live,
            kids,
            ..
        } = lift;
        let Route {
            laps: circuit,
            chain,
        } = route;
        let opponent = mover.opponent();
        let them = self.own[opponent.index()];
        let rows = if live {
            HoleSet(p.rows[mover.index()].0 & !kids)
        } else {
            HoleSet::EMPTY
        };
        let len = self.len;
        // Captures past an empty hole between laps are made by relaying laps; a lap
        // that ends captures as the sowing's end.
        let past_empty = self.capture.kind == super::CaptureKind::PastEmptyHole;
        let (seeds, holes) = (&mut taken.seeds, &mut taken.holes);
        let laps = &mut taken.laps;
        let sowing = sow_laps_observed(
            b,
            hole,
            CYCLE_CHECK_FROM,
            |b, from, lap, obs| {
                // A lap lifted from a store (relays from the next hole) lifts no
                // seeds off the board.
                let lifted = if from < len { b.seeds(from) as u32 } else { 0 };
                let gift = p.gift.is_some_and(|m| b.total() - lifted <= m);
                sow_lap_passing_observed(
                    b,
                    circuit,
                    from,
                    if from < len {
                        self.lap_opts(b, from)
                    } else {
                        self.sowing.opts
                    },
                    lap,
                    |b, h, left, obs| {
                        if h >= len {
                            return;
                        }
                        if gift
                            && them.contains(h)
                            && (left > 0 || !self.captures_at::<F>(b, h, mover))
                        {
                            b.set_seeds(h, b.seeds(h) - 1);
                            seeds[opponent.index()] += 1;
                            note(obs, || Event::Take {
                                hole: h as u8,
                                seeds: 1,
                                to: opponent,
                            });
                        } else if (left > 0 || p.last_seed_too)
                            && rows.contains(h)
                            && Rules::in_rows::<F>(rows, p.owned, b, h, mover)
                            && p.counts.contains(b.seeds(h))
                        {
                            let to = if p.to_owner { b.owner(h) } else { mover };
                            let n = b.take(h);
                            seeds[to.index()] += n as u32;
                            if to == mover {
                                holes.insert(h);
                            }
                            note(obs, || Event::Take {
                                hole: h as u8,
                                seeds: n,
                                to,
                            });
                        }
                    },
                    obs,
                )
            },
            // Every verdict named: a new one must say here where the next lap starts.
            |b, landing, obs| match self
                .lap_verdict_live::<F>(b, circuit, landing, mover, live, kids)
            {
                LapVerdict::Relay => {
                    if past_empty && live && p.after_capture != AfterCapture::Ends {
                        // A relaying lap takes past an empty next hole, if it can,
                        // and the sowing goes on from the landing hole.
                        let cap = self.take::<F, O>(b, chain, landing, mover, kids, obs);
                        laps.seeds += cap.seeds;
                        laps.holes = HoleSet(laps.holes.0 | cap.holes.0);
                    }
                    NextLap::Lift(landing)
                }
                LapVerdict::RelayNext => NextLap::Lift(circuit.next(landing)),
                LapVerdict::Capture if p.after_capture != AfterCapture::Ends && !past_empty => {
                    let cap = self.take::<F, O>(b, chain, landing, mover, kids, obs);
                    laps.seeds += cap.seeds;
                    laps.holes = HoleSet(laps.holes.0 | cap.holes.0);
                    match p.after_capture {
                        AfterCapture::LiftsNext => NextLap::Lift(chain.next(landing)),
                        _ => NextLap::Lift(landing),
                    }
                }
                LapVerdict::Capture => NextLap::Ends(LapVerdict::Capture),
                LapVerdict::End => NextLap::Ends(LapVerdict::End),
            },
            obs,
        )?;
        Ok(sowing)
    }

    /// The last seeds (`end.last_seeds`), after a sowing by `mover` in a round that
    /// `starter` started: when the mover's counted holes hold between 1 and the
    /// most, every seed on the board (children aside) goes to the taker. Returns
    /// the taker and the seeds taken, if any.
    pub(in crate::described) fn take_last_seeds<O: Observer>(
        &self,
        b: &mut Board,
        mover: Player,
        starter: Player,
        kids: u64,
        obs: &mut O,
    ) -> Option<(Player, u32)> {
        let (most, rows, to) = self.passing.as_ref()?.last_seeds?;
        let left = b.seeds_in(HoleSet(rows[mover.index()].0 & !kids));
        if left == 0 || left > most {
            return None;
        }
        let taker = match to {
            LastSeedsTaker::Mover => mover,
            LastSeedsTaker::Starter => starter,
        };
        let mut total = 0;
        for h in (0..self.len).filter(|&h| kids >> h & 1 == 0) {
            let seeds = b.take(h);
            if seeds > 0 {
                note(obs, || Event::Sweep {
                    hole: h as u8,
                    seeds,
                    to: taker,
                });
                total += seeds as u32;
            }
        }
        Some((taker, total))
    }
}
