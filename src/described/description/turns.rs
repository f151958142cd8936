//! Extra turns and the moves a player may make.

use super::*;
use serde::{Deserialize, Serialize};

/// When the mover plays again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtraTurnSpec {
    /// After a sowing whose last seed fell into the mover's store. Default false.
    #[serde(default)]
    pub store: bool,
    /// After a move that captured seeds. Default false.
    #[serde(default)]
    pub capture: bool,
    /// After a move that captured seeds, once: a sowing that earned an extra turn is
    /// not followed by another extra turn (a capture made in an extra turn earns none;
    /// a pass in between changes nothing). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub capture_once: bool,
    /// After a sowing whose last seed fell into either store (with `sowing.stores:
    /// both`), the opponent's included. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub any_store: bool,
}

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

/// A prescribed opening ([`MovesSpec::opening`]): what the first move does with the
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

/// What a move must do to feed an opponent without seeds ([`MovesSpec::must_feed`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Feed {
    /// Its first lap drops a seed into the opponent's holes. The default.
    #[default]
    FirstLap,
    /// After the whole move (every lap and the capture) the opponent holds seeds.
    Move,
}

/// When a hole holding a single seed may be sown ([`MovesSpec::singletons`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Singletons {
    /// Like any other hole. The default.
    #[default]
    Any,
    /// Only when none of the mover's holes holds two or more seeds, and then only when
    /// the hole the seed falls into is empty: a one-step sowing, which captures like
    /// any other (Bao Kigogo rule 4).
    LastResort,
}

/// What a player with no legal move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMove {
    /// Passes (their only legal move); the game goes on, and ends once neither player
    /// has a legal move. The default.
    #[default]
    Pass,
    /// The game ends, the board swept as `end.remaining` says.
    End,
    /// They lose (the board is left as it is).
    Lose,
    /// Passes, like [`NoMove::Pass`], and the game goes on even when neither player has
    /// a legal move: both then pass for ever, as in Hoyito III and Djenon-aboure
    /// (docs/RULES.md, *Passing*), where only a ply limit stops such a game.
    PassForever,
}

impl NoMove {
    /// Whether a player without a legal move passes ([`NoMove::Pass`] or
    /// [`NoMove::PassForever`]).
    pub fn passes(self) -> bool {
        matches!(self, NoMove::Pass | NoMove::PassForever)
    }
}
