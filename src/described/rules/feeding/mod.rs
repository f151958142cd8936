//! Feeding the opponent (docs/DESCRIPTIONS.md, *moves*: `moves.must_feed`,
//! `moves.any_move_if_none_feeds`, `moves.feed`, `moves.feed_either_direction`, and
//! `end.unfed_takes_remaining`): where the opponent has no seeds, the mover must make
//! a move that gives them some, if one does; what feeds is the first lap, or the whole
//! move; a chosen hole may feed either way; where no move feeds, any move may be
//! legal, or the mover takes the seeds left.
//!
//! The description type of what feeds ([`Feed`]), the checks of those fields and
//! their compiled form ([`CompiledFeeding`]) are here;
//! which holes of a position feed, and the refusal of a move that does not, are
//! `position.rs`'s.

mod position;

use crate::described::{Description, DescriptionError, NoMove, SowDirection};
use serde::{Deserialize, Serialize};

/// What a move must do to feed an opponent without seeds ([`MovesSpec::must_feed`](crate::described::MovesSpec::must_feed)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Feed {
    /// Its first lap drops a seed into the opponent's holes. The default.
    #[default]
    FirstLap,
    /// After the whole move (every lap and the capture) the opponent holds seeds.
    Move,
}

/// The checks of the fields: each names feeding, the mover's taking the seeds left
/// is where the unfed ends the game, any move where none feeds is not given a
/// chosen direction, and feeding either way needs a direction chosen.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let (m, s) = (&d.moves, &d.sowing);
    let chosen = s.direction == SowDirection::PlayerChooses || !s.chosen_holes.is_empty();
    if d.end.unfed_takes_remaining && !(m.must_feed && m.no_move == NoMove::End) {
        return Err(Contradiction(
            "end.unfed_takes_remaining needs moves.must_feed and moves.no_move \"end\"",
        ));
    }
    if m.any_move_if_none_feeds && !m.must_feed {
        return Err(Contradiction(
            "moves.any_move_if_none_feeds without moves.must_feed",
        ));
    }
    if m.any_move_if_none_feeds && chosen {
        return Err(Unsupported {
            feature: "moves.any_move_if_none_feeds with directions the player chooses",
        });
    }
    if m.feed != Feed::FirstLap && !m.must_feed {
        return Err(Contradiction("moves.feed without moves.must_feed"));
    }
    if m.feed_either_direction && (!m.must_feed || !chosen) {
        return Err(Contradiction(
            "moves.feed_either_direction without feeding or without a chosen direction",
        ));
    }
    Ok(())
}

/// The feeding rules of a description where the mover must feed (`moves.must_feed`;
/// `None` in [`super::Rules`] elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledFeeding {
    /// Any move is legal when none feeds (`moves.any_move_if_none_feeds`).
    pub(in crate::described) any_if_none_feeds: bool,
    /// A chosen hole feeds when either direction does (`moves.feed_either_direction`).
    pub(in crate::described) either_direction: bool,
    /// The whole move feeds or not, not its first lap (`moves.feed: "move"`).
    pub(in crate::described) by_move: bool,
}

impl CompiledFeeding {
    /// The feeding rules of `d` (checked), if the mover must feed.
    pub(super) fn new(d: &Description) -> Option<CompiledFeeding> {
        let m = &d.moves;
        m.must_feed.then_some(CompiledFeeding {
            any_if_none_feeds: m.any_move_if_none_feeds,
            either_direction: m.feed_either_direction,
            by_move: m.feed == Feed::Move,
        })
    }
}

/// The rules page's sentence on `moves.feed_either_direction`.
pub(in crate::described) fn either_direction_prose(feed_either_direction: bool) -> Option<String> {
    feed_either_direction.then(|| {
        "A hole whose direction the player chooses feeds the opponent when it would in \
         either direction, and may then be sown both ways."
            .to_string()
    })
}

/// The rules page's sentences on feeding (`moves.must_feed`, `moves.feed`,
/// `moves.any_move_if_none_feeds`).
pub(in crate::described) fn prose(
    must_feed: bool,
    feed: Feed,
    any_move_if_none_feeds: bool,
) -> Vec<String> {
    let mut v = Vec::new();
    if must_feed {
        v.push(match feed {
            Feed::FirstLap => "While the opponent has no seeds, the mover must play a move \
                whose first lap drops a seed into the opponent's holes, if there is one."
                .to_string(),
            Feed::Move => "While the opponent has no seeds, the mover must play a move \
                after which (every lap and the capture made) the opponent holds seeds, if \
                there is one."
                .to_string(),
        });
        if any_move_if_none_feeds {
            v.push("If no move feeds the opponent, the mover may play any move.".to_string());
        }
    }
    v
}
