//! Which holes may be sown, and what a player without a move does
//! (docs/DESCRIPTIONS.md, `moves`): the description type and its prose; its fields'
//! mechanisms (feeding, singletons, openings, sides) are their own modules.

use crate::described::{is_default, Feed, NoMove, Opening, Singletons};
use serde::{Deserialize, Serialize};

/// Which holes may be sown, and what a player without a move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovesSpec {
    /// Feeding: while the opponent has no seeds, only a move whose first lap drops a
    /// seed into the opponent's holes may be played. Default false.
    #[serde(default)]
    pub must_feed: bool,
    /// What a player with no legal move does. Default: passes.
    #[serde(default)]
    pub no_move: NoMove,
    /// What feeding looks at: the move's first lap (the default), or the whole
    /// move, captures included (the opponent must hold seeds after it).
    #[serde(default, skip_serializing_if = "is_default")]
    pub feed: Feed,
    /// With `must_feed`: when no move feeds the opponent, every move the mover could
    /// otherwise play is legal (instead of none). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub any_move_if_none_feeds: bool,
    /// A hole holding a single seed may be sown only when the hole that seed falls
    /// into is empty. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub single_seed_into_empty: bool,
    /// When a hole holding a single seed may be sown at all: like any other (the
    /// default), or only as a last resort ([`Singletons::LastResort`], Bao Kigogo's
    /// singletons).
    #[serde(default, skip_serializing_if = "is_default")]
    pub singletons: Singletons,
    /// A hole holding at most `holes_per_row` seeds may be sown only when its first
    /// lap ends in the opponent's rows, in a store, or in a hole of the mover's that
    /// was empty before the move. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub short_lap_ends_across_or_empty: bool,
    /// A single seed sown across a row's end (from the end hole of one row into the
    /// end hole of the other, at the same end) may not be sown back on the next move:
    /// while it lies there alone, its new owner may not lift that hole until another
    /// sowing is made. With `sowing.direction: split` or chosen directions; a
    /// single seed must be movable. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub no_single_seed_back: bool,
    /// A prescribed opening: the first move of the game (of each round, in a match)
    /// is not a sowing but this. Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<Opening>,
    /// A board without sides: each player may sow any hole of the board, the
    /// opponent's row included (the rows a capture, a child or the end names are
    /// still each player's own). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub any_hole: bool,
    /// With `must_feed` and chosen directions: a hole whose direction the player
    /// chooses feeds when it feeds in either direction, and may then be sown both
    /// ways. Default false (each direction judged alone).
    #[serde(default, skip_serializing_if = "is_default")]
    pub feed_either_direction: bool,
}

pub(in crate::described) fn moves_prose(m: &MovesSpec) -> Vec<String> {
    let MovesSpec {
        must_feed,
        no_move,
        feed,
        any_move_if_none_feeds,
        single_seed_into_empty,
        singletons,
        short_lap_ends_across_or_empty,
        no_single_seed_back,
        opening,
        any_hole,
        feed_either_direction,
    } = *m;
    let mut v = Vec::new();
    v.extend(crate::described::rules::sides::moves_prose(any_hole));
    v.extend(crate::described::rules::opening::prose(opening));
    v.extend(crate::described::rules::feeding::either_direction_prose(
        feed_either_direction,
    ));
    v.extend(crate::described::rules::single_seed::lifting_prose(
        short_lap_ends_across_or_empty,
        single_seed_into_empty,
    ));
    v.extend(crate::described::rules::singletons::prose(singletons));
    if no_single_seed_back {
        v.push(
            "A single seed sown across the end of a row, from the end hole of one row into \
             the end hole of the other, may not be sown straight back: while it lies there \
             alone, that hole may not be played on the next move."
                .to_string(),
        );
    }
    v.extend(crate::described::rules::feeding::prose(
        must_feed,
        feed,
        any_move_if_none_feeds,
    ));
    v.push(match no_move {
        NoMove::Pass => "A player without a legal move passes, and the game goes on; when neither \
             player has one, the game ends."
            .to_string(),
        NoMove::End => "A player without a legal move ends the game (see End).".to_string(),
        NoMove::Lose => "A player without a legal move loses the game.".to_string(),
        NoMove::PassForever => "A player without a legal move passes, and the game goes \
             on, even when neither player has one (both then pass for ever)."
            .to_string(),
    });
    v
}
