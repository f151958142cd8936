//! Move traces: an optional step-by-step record of what a move did, for user
//! interfaces that animate moves and for teaching.
//!
//! The sowing kernel ([`crate::sow`]) and the games report each step to an
//! [`Observer`]: lifts, drops, captures, and the game's own events (passes, offers,
//! payments, extra turns, the end-of-game sweep and the result). Two observers come
//! with the crate:
//!
//! - `()` records nothing. Its [`Observer::ACTIVE`] is `false`, so every call is
//!   compiled away: the untraced path is the same machine code as before traces
//!   existed ([`crate::Position::play`] uses it).
//! - `Vec<Event>` records every event ([`crate::Position::play_traced`]).
//!
//! A trace serializes to a JSON array of events (docs/FORMAT.md, *Move traces*):
//!
//! ```
//! use sowing::{DjenonAboure, Move, Position, Ruleset};
//! use sowing::trace::Event;
//! let mut pos = DjenonAboure::start();
//! let mut trace = Vec::new();
//! pos.play_traced(Move::Sow(8), &mut trace).unwrap();
//! assert_eq!(trace[0], Event::Lift { hole: 8, seeds: 4, lap: 1 });
//! assert_eq!(trace[1], Event::Drop { hole: 8 }); // the first seed back into its origin
//! let json = serde_json::to_string(&trace).unwrap();
//! assert!(json.starts_with(r#"[{"lift":{"hole":8,"seeds":4,"lap":1}},{"drop":{"hole":8}}"#));
//! ```

use crate::types::{Outcome, Player};
use serde::Serialize;

/// One step of a move.
///
/// JSON: externally tagged, e.g. `{"drop": {"hole": 9}}` or `"pass"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// Lap `lap` (from 1) starts: all `seeds` seeds of `hole` are lifted. A relay lap
    /// is another lift with the next lap number.
    Lift {
        /// The hole lifted.
        hole: u8,
        /// The seeds it held.
        seeds: u8,
        /// The lap number, from 1.
        lap: u32,
    },
    /// One seed dropped into `hole` (Djenon-aboure's first seed back into the lap's
    /// origin included).
    Drop {
        /// The hole.
        hole: u8,
    },
    /// `hole` is emptied into the mover's captures.
    Capture {
        /// The hole.
        hole: u8,
        /// The seeds it held.
        seeds: u8,
    },
    /// A described game's sowing gives `seeds` of `hole`'s seeds to `to`'s captures
    /// while it sows (docs/DESCRIPTIONS.md, `passing`): a hole sown to a capturing
    /// count taken as the sowing passes (for its owner or the mover), or a seed sown
    /// into the opponent's hole given to them.
    Take {
        /// The hole.
        hole: u8,
        /// The seeds taken from it.
        seeds: u8,
        /// Who receives them.
        to: Player,
    },
    /// Oware rule 4: the capture would have taken every seed of the opponent's row, so
    /// nothing is captured.
    GrandSlam,
    /// The same player moves again (Hoyito III).
    ExtraTurn,
    /// The player to move passed.
    Pass,
    /// Goré rule 4: `by` offers these holes.
    Offer {
        /// The offerer.
        by: Player,
        /// The holes offered, ascending.
        holes: crate::types::OfferHoles,
    },
    /// Goré rule 5, accept: `to` now controls `hole` and puts `seeds` of their
    /// captured seeds into it (one event per received hole).
    Pay {
        /// The hole received.
        hole: u8,
        /// The seeds put into it.
        seeds: u8,
        /// The player who accepted.
        to: Player,
    },
    /// Goré rule 5: the offer was declined.
    Decline,
    /// End of the game: the seeds of `hole` go to `to`'s captures (Goré, Djenon-aboure
    /// and Oware collections, Hoyito III's last four).
    Sweep {
        /// The hole.
        hole: u8,
        /// The seeds it held.
        seeds: u8,
        /// Who receives them.
        to: Player,
    },
    /// A described game with children: `hole` becomes `to`'s child, a store of theirs
    /// on the board (docs/DESCRIPTIONS.md, `children`).
    Child {
        /// The hole.
        hole: u8,
        /// Its new owner.
        to: Player,
    },
    /// A described match of rounds: the round is over with this result, and the next
    /// one starts with `starter` to move. Its set-up follows: a `Sweep` of each hole
    /// still holding seeds to its owner, then a `Refill` of each hole filled.
    RoundEnd {
        /// The round's result.
        result: Outcome,
        /// Who starts the next round.
        starter: Player,
    },
    /// The next round's set-up: `seeds` of the seeds `from` holds (counted as
    /// captured) go into `hole`.
    Refill {
        /// The hole.
        hole: u8,
        /// The seeds put into it.
        seeds: u8,
        /// Whose seeds they are.
        from: Player,
    },
    /// The game is over with this result.
    End {
        /// The result (docs/FORMAT.md spelling).
        result: Outcome,
    },
}

/// Receives the steps of a move as the kernel and the games make them.
///
/// Implement it to watch sowings of your own variants; the crate implements it for
/// `()` (nothing recorded, no cost) and `Vec<Event>` (everything recorded).
pub trait Observer {
    /// Whether this observer wants events at all. When `false`, the kernel and the
    /// games skip building them, so the observed code compiles to the unobserved one.
    const ACTIVE: bool = true;

    /// One step.
    fn event(&mut self, event: Event);
}

impl Observer for () {
    const ACTIVE: bool = false;

    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

impl Observer for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

/// Reports `event` to `obs` if it is listening. The closure builds the event only
/// then, so an inactive observer costs nothing.
#[inline(always)]
pub(crate) fn note<O: Observer>(obs: &mut O, event: impl FnOnce() -> Event) {
    if O::ACTIVE {
        obs.event(event());
    }
}
