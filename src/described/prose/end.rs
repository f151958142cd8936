//! The end, repetition, rounds and children, in words.

use super::*;
use crate::described::description::{ChildApart, Columns};

pub(super) fn end_prose(e: &EndSpec, m: &MovesSpec) -> Vec<String> {
    let EndSpec {
        one_side_empty,
        mover_side_empty,
        opponent_side_empty,
        every_hole_at_most,
        seeds_on_board_at_most,
        majority,
        remaining,
        goal,
        captured_above,
        unfed_takes_remaining,
        last_seeds,
    } = *e;
    let mut when = Vec::new();
    if one_side_empty {
        when.push("either player's holes are all empty".to_string());
    }
    if mover_side_empty {
        when.push("the holes of the player who just moved are all empty".to_string());
    }
    if opponent_side_empty {
        when.push("the holes of the player to move are all empty".to_string());
    }
    if let Some(n) = every_hole_at_most {
        when.push(format!(
            "every hole holds at most {}",
            plural(n as u64, "seed", "seeds")
        ));
    }
    if let Some(n) = seeds_on_board_at_most {
        when.push(if n == 0 {
            "no seed is left on the board".to_string()
        } else {
            format!(
                "at most {} are left on the board",
                plural(n as u64, "seed", "seeds")
            )
        });
    }
    if majority {
        when.push(
            "a player has captured more than half of the seeds (or both exactly half)".to_string(),
        );
    }
    if let Some(n) = captured_above {
        when.push(format!(
            "a player has captured more than {}",
            plural(n as u64, "seed", "seeds")
        ));
    }
    if m.no_move == NoMove::End {
        when.push("the player to move has no legal move".to_string());
    }
    let mut v = Vec::new();
    if let Some(l) = last_seeds {
        v.push(format!(
            "After every sowing (while captures are on), when {} hold between 1 and {}, \
             {} takes every seed on the board.",
            match l.rows {
                Rows::Any => "the holes",
                Rows::Own => "the mover's holes",
                Rows::Opponent => "the opponent's holes",
                Rows::OwnTerritory => "the holes the mover owns",
                Rows::OpponentTerritory => "the holes the opponent owns",
            },
            plural(l.at_most as u64, "seed", "seeds"),
            match l.to {
                LastSeedsTaker::Mover => "the mover",
                LastSeedsTaker::Starter =>
                    "the player who started the round (South in a single game)",
            }
        ));
    }
    if when.is_empty() {
        v.push("No condition on the board ends the game.".to_string());
    } else {
        v.push(format!("The game ends when {}.", when.join(", or when ")));
    }
    v.push(match remaining {
        Remaining::Owner => {
            "When it ends, each player takes the seeds left in their own holes.".to_string()
        }
        Remaining::Mover => {
            "When it ends, the seeds left on the board go to the player who made the last \
             move."
                .to_string()
        }
        Remaining::Nobody => {
            "When it ends, the seeds left on the board count for nobody.".to_string()
        }
        Remaining::Divided => "When it ends, the seeds left on the board are divided \
            equally between the players; an odd seed goes to the player who has captured \
            fewer."
            .to_string(),
        Remaining::South => {
            "When it ends, the seeds left on the board go to South, whoever moved last.".to_string()
        }
        Remaining::North => {
            "When it ends, the seeds left on the board go to North, whoever moved last.".to_string()
        }
    });
    if unfed_takes_remaining {
        v.push(
            "But when the game ends because the player to move has seeds and no move \
             that gives the opponent, whose holes are empty, a seed, that opponent takes \
             every seed left on the board."
                .to_string(),
        );
    }
    v.push(match goal {
        Goal::MostSeeds => "The player with more seeds wins; equal seeds is a draw.".to_string(),
        Goal::EmptyOwnHoles => "The goal is to empty one's own holes: after a move, the \
            player who made it wins if their holes are all empty, else the opponent wins if \
            theirs are."
            .to_string(),
        Goal::EmptyOpponentHoles => "The goal is to leave the opponent without seeds: \
            after a move, the player who made it wins if the opponent's holes are all \
            empty, else the opponent wins if the mover's are."
            .to_string(),
    });
    v
}

pub(super) fn repetition_prose(r: Repetition) -> Vec<String> {
    vec![match r {
        Repetition::None => "A position may repeat; nothing follows from it.".to_string(),
        Repetition::Draw => "A position that repeats ends the game in a draw.".to_string(),
        Repetition::SweepToOwners => "A position that repeats ends the game: each player \
            takes the seeds in their own holes, and more seeds wins."
            .to_string(),
    }]
}

pub(super) fn rounds_prose(r: &RoundsSpec, b: &BoardSpec) -> Vec<String> {
    let RoundsSpec {
        fill,
        blocks,
        starter,
        min_holes,
        territory,
        wins,
    } = *r;
    let mut v = match territory {
        Some(t) => crate::described::territory::prose(&t, b),
        None => Vec::new(),
    };
    if let Some(n) = wins {
        v.push(format!(
            "The game is a match of rounds: each round is played as the game above from its \
             start, nothing captured, and where the game would end, the round ends with its \
             result. The first player to win {} wins the match; a drawn round counts for \
             neither.",
            plural(n as u64, "round", "rounds")
        ));
        if b.random_start.is_some() {
            v.push(
                "Every round starts from the same drawn layout (the seed names one).".to_string(),
            );
        }
    } else if territory.is_none() {
        v.extend([
            "The game is a match of rounds: each round is played as the game above, and where \
         the game would end, the round ends. Each player then holds the seeds they captured \
         and those left in their own holes."
                .to_string(),
            format!(
            "The match ends after a round that leaves a player fewer than {} (enough to fill {}); \
             that round's result is the match's.",
            plural(min_holes as u64 * b.seeds_per_hole as u64, "seed", "seeds"),
            plural(min_holes as u64, "hole", "holes"),
        ),
        ]);
        let order = match fill {
            RoundFill::Left => "from their own left",
            RoundFill::Right => "from their own right",
            RoundFill::Outside => {
                "from both ends of the row inwards (first the column on South's left, then the \
             column on South's right, and so on)"
            }
        };
        v.push(format!(
            "Otherwise the next round starts: each player fills their holes {order}, {} to a \
         hole, as far as their seeds go, and keeps the rest as captured; the holes they cannot \
         fill stay empty{}.",
            plural(b.seeds_per_hole as u64, "seed", "seeds"),
            if blocks {
                " and are blocked for the round: sowing passes over them, so nothing lands or is \
             captured there"
            } else {
                " and in play"
            }
        ));
    }
    v.push(
        match starter {
            RoundStarter::Alternate => "The players take turns to start the rounds.",
            RoundStarter::Loser => {
                "The loser of a round starts the next (after a draw, the player whose turn it \
                 was not)."
            }
            RoundStarter::Winner => {
                "The winner of a round starts the next (after a draw, the player whose turn it \
                 would have been)."
            }
            RoundStarter::LastMover => "The player who made a round's last move starts the next.",
        }
        .to_string(),
    );
    v
}

pub(super) fn children_prose(c: &ChildrenSpec) -> Vec<String> {
    let ChildrenSpec {
        kind,
        convert,
        rows,
        own_columns,
        opponent_columns,
        apart,
        passed_by_opponent,
    } = *c;
    let place = match rows {
        Rows::Any => "a hole",
        Rows::Own => "a hole of the mover's",
        Rows::Opponent => "a hole of the opponent's",
        Rows::OwnTerritory => "a hole the mover owns at the time",
        Rows::OpponentTerritory => "a hole the opponent owns at the time",
    };
    let count = plural(convert as u64, "seed", "seeds");
    let when = match kind {
        ChildKind::Normal | ChildKind::Weg => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count},              that hole becomes the mover's child, instead of any capture."
        ),
        ChildKind::One => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count},              and the mover has no child yet, that hole becomes the mover's child, instead of              any capture. A player has at most one child."
        ),
        ChildKind::PairAcross => format!(
            "When the last seed of a sowing falls into an empty hole ({place}, not a child)              across from a hole holding {count}, both holes become the mover's children,              instead of any capture."
        ),
    };
    let mut v = vec![
        when,
        "A child is its owner's store for the rest of the game: it is never sown from and          never captured from, a relay lap that ends in it ends the sowing, and the seeds          sown into it are its owner's: they count with the owner's captures for a majority          and go to the owner at the end."
            .to_string(),
    ];
    for (limit, row) in [
        (own_columns, "the mover's own row"),
        (opponent_columns, "the opponent's row"),
    ] {
        if let Some(k) = limit {
            v.push(format!(
                "In {row}, a child can be made only in {} (counted from the row owner's left, \
                 from 1).",
                column_list(k)
            ));
        }
    }
    if passed_by_opponent {
        v.push(
            "A sowing passes over the opponent's children: it drops no seed into them.".to_string(),
        );
    }
    match apart {
        ChildApart::None => {}
        ChildApart::Across => {
            v.push("No child is made in a hole across the board from another child.".to_string())
        }
        ChildApart::SameColumn => v.push(
            "No child is made in a hole numbered like another child (each row counted from \
             its owner's left): children are never symmetrically opposite."
                .to_string(),
        ),
    }
    if kind == ChildKind::Weg {
        v.push(
            "A last seed falling into the opponent's child takes two of its seeds (one if it              holds only one) into the mover's captures."
                .to_string(),
        );
    }
    v
}

/// Columns as words: "holes 1, 2 and 9", "hole 3", "no hole".
fn column_list(k: Columns) -> String {
    let named: Vec<String> = (0..32)
        .filter(|&c| k.contains(c))
        .map(|c| (c + 1).to_string())
        .collect();
    match named.as_slice() {
        [] => "no hole".to_string(),
        [one] => format!("hole {one}"),
        [init @ .., last] => format!("holes {} and {last}", init.join(", ")),
    }
}
