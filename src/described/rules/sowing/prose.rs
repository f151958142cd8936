//! The sowing, in words.

use crate::described::words::plural;
use crate::described::{
    AfterCapture, BoardSpec, Laps, Origin, SowDirection, SowingSpec, StoreSowing,
};

/// `past_empty`: the capture is past an empty hole (captures between laps are then
/// made by the laps that relay).
pub(in crate::described) fn sowing_prose(
    b: &BoardSpec,
    s: &SowingSpec,
    past_empty: bool,
) -> Vec<String> {
    let SowingSpec {
        direction,
        laps,
        origin,
        stores,
        min_seeds,
        relay_on,
        relay_from,
        chosen_holes,
        first_choice_holds,
        after_capture,
        opponent_takes_at_most,
        circuit: _,
        bear_off: _,
        first_turn_unchosen,
    } = *s;
    let mut v = Vec::new();
    let lift = if min_seeds <= 1 {
        "A move lifts all the seeds of one of the mover's holes".to_string()
    } else {
        format!(
            "A move lifts all the seeds of one of the mover's holes holding at least \
             {min_seeds} seeds (a hole with fewer cannot be sown)"
        )
    };
    let way = match direction {
        SowDirection::CounterClockwise if b.rows == 2 => {
            "counter-clockwise: along South's row from left to right, then along North's \
             row from right to left"
        }
        SowDirection::Clockwise if b.rows == 2 => {
            "clockwise: along South's row from right to left, then along North's row \
             from left to right"
        }
        SowDirection::CounterClockwise => "counter-clockwise around the mover's own two rows",
        SowDirection::Clockwise => "clockwise around the mover's own two rows",
        SowDirection::PlayerChooses => {
            "in the direction the mover chooses at each move: counter-clockwise (along \
             South's row from left to right, then along North's row from right to left, or \
             around the mover's own rows on four rows) or the other way, clockwise, \
             the stores staying where they are"
        }
        SowDirection::Split => {
            "towards the nearer end of the mover's row: the holes of the left half of a \
             row, seen from its owner, sow clockwise (to the left, then along the other \
             row), those of the right half counter-clockwise (to the right)"
        }
        SowDirection::TowardsCentre => {
            "towards the middle of the mover's row: the holes of the left half of a row, \
             seen from its owner, sow counter-clockwise (to the right), those of the right \
             half clockwise (to the left), each going on along the other row past the end"
        }
        SowDirection::OddCounterClockwise if b.rows == 2 => {
            "counter-clockwise when the seeds lifted are odd in number (along South's row \
             from left to right, then along North's row from right to left), clockwise \
             when they are even"
        }
        SowDirection::OddCounterClockwise => {
            "around the mover's own two rows, counter-clockwise when the seeds lifted are \
             odd in number and clockwise when they are even"
        }
    };
    v.push(format!(
        "{lift} and sows them one by one into the following holes, {way}."
    ));
    v.extend(crate::described::rules::sides::circuit_prose(
        s.circuit, b.stores,
    ));
    v.extend(crate::described::rules::sides::bear_off_prose(s.bear_off));
    if !chosen_holes.is_empty() {
        v.push(crate::described::rules::directions::chosen_prose(
            b.holes_per_row as usize,
            chosen_holes,
        ));
    }
    if first_choice_holds {
        v.push(
            "Only the first move of the game (of each round, in a match) chooses its \
             direction: from then on its mover sows that way, and the opponent the other way."
                .to_string(),
        );
    }
    if first_turn_unchosen {
        let way = if direction == SowDirection::Clockwise {
            "clockwise"
        } else {
            "counter-clockwise"
        };
        v.push(format!(
            "Each player's first turn is sown {way} (the game's own direction), without a \
             choice; the choice of direction starts with their second turn."
        ));
    }
    if b.stores {
        v.push(match stores.unwrap_or_default() {
            StoreSowing::Own => "The mover's own store is sown into as it is passed; the \
                opponent's store is passed over."
                .to_string(),
            StoreSowing::Both => "Both stores are sown into as they are passed, each seed \
                going to the store's owner."
                .to_string(),
        });
    }
    v.push(match laps {
        Laps::Single => "A sowing is a single lap: it ends where its last seed falls.".to_string(),
        Laps::Relay => {
            let stop = if b.stores {
                "a store or an empty hole"
            } else {
                "an empty hole"
            };
            let occupied = match (relay_on, relay_from) {
                (Some(n), _) => format!("a hole that it makes hold exactly {n} seeds"),
                (None, Some(n)) if n > 2 => {
                    format!("a hole that it makes hold at least {n} seeds")
                }
                _ => "an occupied hole".to_string(),
            };
            let stop = if relay_on.is_some() || relay_from.is_some_and(|n| n > 2) {
                format!("{stop}, or into a hole it does not make hold that many")
            } else {
                stop.to_string()
            };
            format!(
                "Sowing is in relay laps: when the last seed falls into {occupied} \
                 and does not capture, that hole's seeds (the last one included) are \
                 lifted and sown on in the same way; the move ends when a last seed falls \
                 into {stop}, or captures. A sowing that would never end is not a legal \
                 move."
            )
        }
        Laps::RelayNext => {
            let store = if b.stores {
                " (which may be the mover's store: then all the seeds in it are lifted \
                 and sown)"
            } else {
                ""
            };
            format!(
                "Sowing is in relay laps from the next hole: when a lap ends, unless it \
                 captures{}, the hole after the one its last seed fell into is looked \
                 at{store}; if it holds seeds, they are lifted and sown on in the same \
                 way, and if it is empty the move ends. A sowing that would never end is \
                 not a legal move.",
                if b.stores { " or ends in a store" } else { "" }
            )
        }
    });
    match after_capture {
        AfterCapture::Ends => {}
        AfterCapture::LiftsLanding if past_empty => v.push(
            "Between laps: a lap whose last seed falls into an occupied hole first \
             captures, when the hole after the landing hole is empty, the seeds of the \
             hole past it (as below); then the landing hole's seeds are sown on, capture \
             or not."
                .to_string(),
        ),
        AfterCapture::LiftsLanding => v.push(
            "A lap whose last seed captures does not end the sowing: after the capture, \
             the seeds left in the landing hole (if any) are lifted and sown on."
                .to_string(),
        ),
        AfterCapture::LiftsNext => v.push(
            "A lap whose last seed captures does not end the sowing: after the capture, \
             the seeds of the hole after the landing hole (if any) are lifted and sown on."
                .to_string(),
        ),
    }
    if let Some(n) = opponent_takes_at_most {
        v.push(format!(
            "When at most {} are on the board as a lap starts (the seeds lifted not \
             counted), each seed the lap would sow into the opponent's holes goes to the \
             opponent's captures instead, except a last seed that captures.",
            plural(n as u64, "seed", "seeds")
        ));
    }
    v.push(match origin {
        Origin::SowInto => "A lap that goes all the way round sows into the hole it was \
            lifted from like any other."
            .to_string(),
        Origin::Skip => "A lap that goes all the way round skips the hole it was lifted \
            from."
            .to_string(),
        Origin::FirstSeedBack => "The first seed of every lap goes back into the hole it \
            was lifted from."
            .to_string(),
        Origin::LeaveOne => "The first seed goes back into the hole it was lifted from, \
            unless it is the only seed: a single seed is sown into the next hole."
            .to_string(),
        Origin::FirstSeedCaptured => "The first seed of every lap is captured by the \
            mover; the others are sown on from the hole the lap was lifted from, which a \
            lap that goes all the way round sows into like any other."
            .to_string(),
    });
    v
}
