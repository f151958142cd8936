//! The checks of a territory match in a description (docs/DESCRIPTIONS.md,
//! *territory*); the rules that play it are in `rules/territory.rs` and
//! `position/territory.rs`.

use super::description::{
    BoardSpec, Description, DescriptionError, PartialHole, RoundsSpec, TerritorySpec,
};

/// Refuses a territory match that cannot be played: `win_holes` between 1 and the
/// holes, no blocked holes (every hole is someone's), and seeds in play that divide
/// evenly among the holes (a hole's worth, by which the holes are shared out).
pub(super) fn check(d: &Description, r: &RoundsSpec) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let Some(t) = r.territory else {
        return Ok(());
    };
    if t.win_holes == 0 || t.win_holes as u64 > d.holes() {
        return Err(Contradiction(
            "rounds.territory.win_holes is between 1 and the holes of the board",
        ));
    }
    if r.blocks {
        return Err(Contradiction(
            "rounds.blocks in a territory match (every hole is owned, none blocked)",
        ));
    }
    if d.total_seeds() % d.holes() != 0 {
        return Err(Contradiction(
            "a territory match needs seeds in play that divide evenly among the holes (a hole's worth)",
        ));
    }
    // The seeds kept past whole holes make up for the emptied hole only where it
    // holds a hole's worth: not so in a start pattern (seeds would be made or lost).
    if t.partial_hole == PartialHole::LoserEmpty && d.board.start.is_some() {
        return Err(Unsupported {
            feature: "rounds.territory.partial_hole \"loser-empty\" with a board.start pattern",
        });
    }
    Ok(())
}

/// The rules page's paragraphs on a territory match (the starter of each round
/// aside).
pub(super) fn prose(t: &TerritorySpec, b: &BoardSpec) -> Vec<String> {
    let holes = b.rows as u64 * b.holes_per_row as u64;
    let mut v = vec![
        "The game is a match of rounds in which the players win territory: each round is \
         played as the game above, and where the game would end, the round ends. Each player \
         then holds the seeds they captured (those in their children included) and those \
         left in the holes they own. A player owns and sows the holes of their territory, \
         whichever row they are in; at the start each owns their row."
            .to_string(),
        format!(
            "The match ends after a round that leaves a player enough seeds to own {} of the \
             {holes} holes ({}); that round's result is the match's.",
            t.win_holes,
            match t.partial_hole {
                PartialHole::MoreThanHalf => format!(
                    "{} holes' worth and two seeds more",
                    t.win_holes.saturating_sub(1)
                ),
                PartialHole::Loser | PartialHole::LoserEmpty =>
                    format!("{} holes' worth", t.win_holes),
            }
        ),
    ];
    let partial = match t.partial_hole {
        PartialHole::MoreThanHalf => {
            "and the hole they fill in part too if more than half of it is filled"
        }
        PartialHole::Loser => "the hole they could fill only in part going to the other player",
        PartialHole::LoserEmpty => {
            "the hole they could fill only in part going to the other player, empty: each \
             player keeps the seeds beyond their whole holes as captured"
        }
    };
    v.push(format!(
        "Otherwise the next round starts from the start layout, without children: the player \
         holding more seeds owns as many holes as their seeds fill (a hole's worth being the \
         seeds in play over the holes), counted from their own leftmost hole along their row \
         and on into the opponent's from its owner's left, {partial}; the other player owns \
         the rest. Equal seeds: each player owns their row."
    ));
    v
}
