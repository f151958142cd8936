//! Passing captures, lap captures, the opponent's seeds and the last seeds
//! (docs/DESCRIPTIONS.md, *passing*): the description types, their checks and their
//! prose.

use crate::described::rules::capture::counts_phrase;
use crate::described::rules::rows::rows_phrase;
use crate::described::{
    is_default, CaptureSpec, Description, DescriptionError, GrandSlam, Laps, Rows,
};

use serde::{Deserialize, Serialize};

/// Passing captures: during every lap, a hole of `rows` that a seed makes hold one of
/// `counts` (by default the capture's counts, which then must be on counts) is emptied
/// at once into the captures of `to`, the sowing going on; a lap's last seed is judged
/// by the capture rule, unless `last_seed_too`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassingSpec {
    /// The counts that take a hole as the sowing passes. Default (empty): the
    /// capture's `counts` (a capture on counts is then needed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counts: Vec<u8>,
    /// Where a hole must be to be taken, as seen by the mover. Default any row.
    #[serde(default)]
    pub rows: Rows,
    /// Who takes it. Default the hole's owner.
    #[serde(default)]
    pub to: PassingTaker,
    /// A lap's last seed takes its hole in the same way (and the lap ends on the
    /// emptied hole), instead of being judged by the capture rule. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub last_seed_too: bool,
}

/// Who takes a hole captured as the sowing passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassingTaker {
    /// The player whose hole it is. The default.
    #[default]
    Owner,
    /// The player sowing.
    Mover,
}

/// Relay laps: what a lap whose landing captures does after the capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AfterCapture {
    /// The sowing ends with the capture. The default.
    #[default]
    Ends,
    /// The sowing goes on: the landing hole's seeds left after the capture (if any)
    /// are lifted and sown as the next lap.
    LiftsLanding,
    /// The sowing goes on from the hole after the landing hole: its seeds (if any)
    /// are lifted and sown as the next lap.
    LiftsNext,
}

/// The checks of these rules' fields ([`Description::check`]).
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let counts = matches!(d.capture, CaptureSpec::Counts { .. });
    if d.passing.as_ref().is_some_and(|p| p.counts.is_empty()) && !counts {
        return Err(Contradiction(
            "passing captures take holes sown to a count: passing.counts, or a capture on counts",
        ));
    }
    let s = &d.sowing;
    if s.after_capture != AfterCapture::Ends {
        if s.laps != Laps::Relay {
            return Err(Contradiction("sowing.after_capture without relay laps"));
        }
        if matches!(d.capture, CaptureSpec::None {}) {
            return Err(Contradiction("sowing.after_capture without a capture rule"));
        }
        if d.capture.grand_slam() != GrandSlam::Allowed || d.children.is_some() {
            return Err(Unsupported {
                feature: "sowing.after_capture with a grand slam rule or children",
            });
        }
        if matches!(d.capture, CaptureSpec::PastEmptyHole { .. })
            && s.after_capture != AfterCapture::LiftsLanding
        {
            return Err(Unsupported {
                feature:
                    "sowing.after_capture other than lifts-landing with captures past an empty hole",
            });
        }
    }
    if s.opponent_takes_at_most == Some(0) {
        return Err(Contradiction("sowing.opponent_takes_at_most is at least 1"));
    }
    if let Some(l) = d.end.last_seeds {
        if l.at_most == 0 {
            return Err(Contradiction("end.last_seeds.at_most is at least 1"));
        }
        if d.end.goal.by_empty_holes() {
            return Err(Contradiction(
                "end.last_seeds with the goal of emptying one's holes (captures do not decide)",
            ));
        }
    }
    Ok(())
}

/// Passing captures, on `counts` (their own, or the capture's).
pub(in crate::described) fn passing_prose(p: &PassingSpec, counts: &[u8]) -> String {
    let taker = match p.to {
        PassingTaker::Owner => "the hole's owner",
        PassingTaker::Mover => "the mover",
    };
    let last = if p.last_seed_too {
        "a lap's last seed takes its hole in the same way, and the lap ends there"
    } else {
        "a lap's last seed is judged by the capture rule"
    };
    format!(
        "As the sowing passes, a hole {} that a seed makes hold {} is taken at once by \
         {taker} (which gives no extra turn), and the sowing goes on; {last}.",
        rows_phrase(p.rows),
        counts_phrase(counts)
    )
}
