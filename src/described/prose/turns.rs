//! Extra turns and moves, in words.

use super::*;

pub(super) fn extra_turn_prose(e: &ExtraTurnSpec) -> Vec<String> {
    let ExtraTurnSpec {
        store,
        capture,
        capture_once,
        any_store,
    } = *e;
    let mut v = Vec::new();
    if any_store {
        v.push(
            "When the last seed falls into either store, the opponent's too, the mover \
             plays again."
                .to_string(),
        );
    } else if store {
        v.push(
            "When the last seed falls into the mover's own store, the mover plays again."
                .to_string(),
        );
    }
    if capture {
        v.push("After a move that captured seeds, the mover plays again.".to_string());
    }
    if capture_once {
        v.push(
            "After a move that captured seeds, the mover plays again, but not twice in a \
             row: a capture made in an extra turn gives no other (a pass in between \
             changes nothing)."
                .to_string(),
        );
    }
    if v.is_empty() {
        v.push("There are no extra turns: players move in turn.".to_string());
    } else {
        v.push("A move that ends the game gives no extra turn.".to_string());
    }
    v
}

pub(super) fn moves_prose(m: &MovesSpec) -> Vec<String> {
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
    v.extend(crate::described::sides::moves_prose(any_hole));
    if let Some(Opening::PlusOneMinusOne) = opening {
        v.push(
            "The first move of the game (of every round, in a match) is prescribed: the \
             player chooses one of their holes, which keeps its seeds; going round the board \
             in the sowing direction from the next hole, the holes lose one seed and gain one \
             in turn, the first losing, back to the chosen hole; the hole across from it gains \
             one more. The move then ends as if a sowing's last seed had fallen into that \
             hole across."
                .to_string(),
        );
    }
    if feed_either_direction {
        v.push(
            "A hole whose direction the player chooses feeds the opponent when it would in \
             either direction, and may then be sown both ways."
                .to_string(),
        );
    }
    if let Some(Opening::RightmostHole) = opening {
        v.push(
            "The first move of the game is prescribed: South sows their rightmost hole \
             (as they face the board), an ordinary sowing."
                .to_string(),
        );
    }
    if short_lap_ends_across_or_empty {
        v.push(
            "A hole holding no more seeds than a row has holes may be sown only when its \
             first lap ends in the opponent's holes, in a store, or in a hole of the \
             mover's that was empty."
                .to_string(),
        );
    }
    if singletons == Singletons::LastResort {
        v.push(
            "A hole holding a single seed may be sown only when none of the mover's holes \
             holds two or more seeds, and then only when the hole that seed would fall into \
             is empty: the seed steps into it, and captures as a last seed does."
                .to_string(),
        );
    }
    if single_seed_into_empty {
        v.push(
            "A hole holding a single seed may be sown only when the hole that seed would \
             fall into is empty."
                .to_string(),
        );
    }
    if no_single_seed_back {
        v.push(
            "A single seed sown across the end of a row, from the end hole of one row into \
             the end hole of the other, may not be sown straight back: while it lies there \
             alone, that hole may not be played on the next move."
                .to_string(),
        );
    }
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
