//! The end and repetition, in words.

use crate::described::words::plural;
use crate::described::{EndSpec, Goal, LastSeedsTaker, NoMove, Remaining, Repetition, Rows};

pub(in crate::described) fn end_prose(e: &EndSpec, no_move: NoMove) -> Vec<String> {
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
    if no_move == NoMove::End {
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

pub(in crate::described) fn repetition_prose(r: Repetition) -> Vec<String> {
    vec![match r {
        Repetition::None => "A position may repeat; nothing follows from it.".to_string(),
        Repetition::Draw => "A position that repeats ends the game in a draw.".to_string(),
        Repetition::SweepToOwners => "A position that repeats ends the game: each player \
            takes the seeds in their own holes, and more seeds wins."
            .to_string(),
    }]
}
