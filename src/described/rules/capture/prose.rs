//! Captures, in words.

use crate::described::rules::rows::rows_phrase;
use crate::described::words::plural;
use crate::described::{CaptureSpec, ChainSpec, Rows, Take};

pub(in crate::described) fn counts_phrase(counts: &[u8]) -> String {
    let mut sorted = counts.to_vec();
    sorted.sort_unstable();
    // A run of every count from 1 up says "any number".
    if sorted.len() > 2 && sorted.iter().enumerate().all(|(i, &c)| c as usize == i + 1) {
        return format!("any number of seeds (1 to {})", sorted.len());
    }
    let words: Vec<String> = sorted.iter().map(|c| c.to_string()).collect();
    match words.as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
        [] => String::new(),
    }
}

pub(in crate::described) fn capture_prose(c: &CaptureSpec, rounds: bool) -> Vec<String> {
    let mut v = Vec::new();
    match c {
        CaptureSpec::None {} => v.push("Nothing is ever captured.".to_string()),
        CaptureSpec::Counts {
            counts,
            rows,
            take,
            chain,
            chain_rows,
            chain_limit,
            chain_ignores_choice,
            grand_slam: _,
            off_first_turns: _,
        } => {
            v.push(format!(
                "When the last seed of a sowing falls {} and makes that hole hold {}, \
                 there is a capture.",
                rows_phrase(*rows),
                counts_phrase(counts)
            ));
            v.push(
                match take {
                    Take::Landing => "The mover takes the seeds of that hole.",
                    Take::Opposite => {
                        "The mover takes the seeds of the hole across from it (that hole's \
                         own seeds stay)."
                    }
                    Take::LandingAndOpposite => {
                        "The mover takes the seeds of that hole and of the hole across \
                         from it."
                    }
                    Take::PullAcross => "The seeds of the hole across move into it.",
                }
                .to_string(),
            );
            let within = rows_phrase(chain_rows.unwrap_or(*rows));
            let way = match chain {
                ChainSpec::None => None,
                ChainSpec::Backward => Some("the holes before it (against the sowing)"),
                ChainSpec::Forward => Some("the holes after it (with the sowing)"),
                ChainSpec::Both => Some("the holes before it, then the holes after it"),
            };
            if let Some(way) = way {
                v.push(format!(
                    "The capture goes on through {way}: each next hole {within} that also \
                     holds {} is taken too, until a hole that does not.",
                    counts_phrase(counts)
                ));
            }
            if *chain_ignores_choice {
                v.push(
                    "Whichever direction the mover chose, the chain runs against the game's \
                     own direction: after a sowing the other way it runs on with the sowing."
                        .to_string(),
                );
            }
            if let Some(n) = chain_limit {
                v.push(format!(
                    "A capture takes at most {} in all, the first included.",
                    plural(*n as u64, "hole", "holes")
                ));
            }
        }
        CaptureSpec::EmptyOwnHole {
            take,
            opposite_must_hold_seeds,
            rows,
            behind,
            across_counts,
            across_rows,
            chain,
            grand_slam: _,
            off_first_turns: _,
        } => {
            let across = across_prose(across_counts.as_deref(), *across_rows, *chain);
            v.push(match rows {
                Rows::Own => "When the last seed of a sowing falls into an empty hole of the \
                    mover's own (so that it now holds that one seed), there is a capture."
                    .to_string(),
                Rows::Any => "When the last seed of a sowing falls into an empty hole (so \
                    that it now holds that one seed), in either row, there is a capture; \
                    below, \"the opponent's hole across\" is the hole across, whoever's it is."
                    .to_string(),
                Rows::Opponent => "When the last seed of a sowing falls into an empty hole of \
                    the opponent's (so that it now holds that one seed), there is a capture; \
                    below, \"the opponent's hole across\" is the hole across, the mover's own."
                    .to_string(),
                Rows::OwnTerritory => "When the last seed of a sowing falls into an empty hole \
                    the mover owns at the time (so that it now holds that one seed), there is a \
                    capture."
                    .to_string(),
                Rows::OpponentTerritory => "When the last seed of a sowing falls into an empty \
                    hole the opponent owns at the time (so that it now holds that one seed), \
                    there is a capture; below, \"the opponent's hole across\" is the hole across, \
                    whoever's it is."
                    .to_string(),
            });
            v.push(
                match take {
                    Take::Opposite => {
                        "The mover takes the seeds of the opponent's hole across from it; \
                         the last seed stays where it fell."
                    }
                    Take::PullAcross => {
                        "The seeds of the opponent's hole across from it move into that \
                         hole and stay on the board, now the mover's; nothing leaves the \
                         board."
                    }
                    _ => {
                        "The mover takes the seeds of the opponent's hole across from it, \
                         and the last seed too."
                    }
                }
                .to_string(),
            );
            v.push(if *opposite_must_hold_seeds {
                "If the hole across is empty, nothing is captured and the last seed stays."
                    .to_string()
            } else {
                "This holds even when the hole across is empty.".to_string()
            });
            if *behind {
                v.push(
                    "On four rows, the opponent's back-row hole behind the hole across is \
                     taken too when it holds seeds; only front-row holes have a hole \
                     across."
                        .to_string(),
                );
            }
            v.extend(across);
        }
        CaptureSpec::PastEmptyHole {
            rows,
            chain,
            also_across,
            grand_slam: _,
            off_first_turns: _,
        } => {
            v.push(format!(
                "When a sowing ends and the hole after the one its last seed fell into is \
                 empty, the mover takes the seeds of the hole past that empty hole, when it \
                 holds seeds and is {} (after a single lap, only if the last seed fell \
                 into an occupied hole).",
                rows_phrase(*rows)
            ));
            if *chain == ChainSpec::Forward {
                v.push(
                    "The capture goes on from the hole taken: while the next hole is empty \
                     and the one past it holds seeds, that one is taken too."
                        .to_string(),
                );
            }
            if *also_across {
                v.push(format!(
                    "The mover also takes the seeds of the hole across from the first hole \
                     taken, when it is {}.",
                    rows_phrase(*rows)
                ));
            }
        }
        CaptureSpec::NextHole {
            rows,
            also_landing,
            grand_slam: _,
            off_first_turns: _,
        } => {
            v.push(format!(
                "When the relay laps end with the last seed in an empty hole {} and the \
                 next hole along the sowing holds seeds, the mover takes that next hole's \
                 seeds, whoever's hole it is{}.",
                rows_phrase(*rows),
                if *also_landing {
                    ", and the last seed too"
                } else {
                    ""
                }
            ));
        }
        CaptureSpec::OpponentRowReached {
            counts,
            grand_slam: _,
            off_first_turns: _,
        } => {
            v.push(format!(
                "When the last seed of a sowing falls into the opponent's holes, or into \
                 the mover's last hole before them counter-clockwise, the mover takes \
                 every hole of the opponent's that holds {} seeds.",
                counts_phrase(counts)
            ));
        }
    }
    // Every rule's grand slam and captures off in the first turns, in its own words.
    v.extend(crate::described::rules::grand_slam::prose(c.grand_slam()));
    v.extend(off_turns_prose(c.off_first_turns(), rounds));
    v
}

/// `rounds`: the game is a match, whose every round starts with such turns.
pub(in crate::described) fn off_turns_prose(turns: u8, rounds: bool) -> Option<String> {
    match turns {
        0 => None,
        n => Some(format!(
            "Nothing is captured during {} first {} (a turn lasts until the \
             other player is to move); a last seed that would capture is then sown on or \
             stays as if it did not.",
            if rounds { "each round's" } else { "the game's" },
            if n == 1 {
                "turn".to_string()
            } else {
                format!("{n} turns")
            }
        )),
    }
}

/// The tests on the hole across of an empty-hole capture, and its chain, in sentences.
pub(in crate::described) fn across_prose(
    counts: Option<&[u8]>,
    rows: Rows,
    chain: ChainSpec,
) -> Vec<String> {
    let mut v = Vec::new();
    if counts.is_some() || rows != Rows::Any {
        let held = counts.map_or("seeds".to_string(), |c| {
            format!("{} seeds", counts_phrase(c))
        });
        let place = if rows == Rows::Any {
            String::new()
        } else {
            format!(" and is {}", rows_phrase(rows))
        };
        v.push(format!(
            "The hole across is taken only when it holds {held}{place}."
        ));
    }
    if chain == ChainSpec::Forward {
        v.push(
            "The capture goes on along the sowing: the hole after the landing hole, whatever \
             it holds, takes its hole across when that one passes the same tests, then the \
             next, stopping at the first that does not."
                .to_string(),
        );
    }
    v
}
