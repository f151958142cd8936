//! The children section in words, for the rules pages.

use super::{ChildApart, ChildKind, ChildrenSpec};
use crate::described::words::plural;
use crate::described::{Columns, Rows};

/// The sentences that tell `c`.
pub(in crate::described) fn children_prose(c: &ChildrenSpec) -> Vec<String> {
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
            "When the last seed of a sowing makes {place} that is not a child hold {count}, \
             that hole becomes the mover's child, instead of any capture."
        ),
        ChildKind::One => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count}, \
             and the mover has no child yet, that hole becomes the mover's child, instead of \
             any capture. A player has at most one child."
        ),
        ChildKind::PairAcross => format!(
            "When the last seed of a sowing falls into an empty hole ({place}, not a child) \
             across from a hole holding {count}, both holes become the mover's children, \
             instead of any capture."
        ),
    };
    let mut v = vec![
        when,
        "A child is its owner's store for the rest of the game: it is never sown from and \
             never captured from, a relay lap that ends in it ends the sowing, and the seeds \
             sown into it are its owner's: they count with the owner's captures for a majority \
             and go to the owner at the end."
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
            "A last seed falling into the opponent's child takes two of its seeds (one if it \
             holds only one) into the mover's captures."
                .to_string(),
        );
    }
    v
}

/// Columns as words: "holes 1, 2 and 9", "hole 3", "no hole".
pub(in crate::described) fn column_list(k: Columns) -> String {
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
