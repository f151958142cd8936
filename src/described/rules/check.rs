//! The checks that refuse contradictions and impossible boards ([`Description::check`],
//! run by [`Description::from_json`] and by compiling): the description's own, and
//! each mechanism's in turn, so that they sit with the rules above the mechanisms.

use crate::board::MAX_HOLES;
use crate::described::description::*;

impl Description {
    /// Reads a description from JSON and checks it ([`Description::check`]).
    pub fn from_json(json: &str) -> Result<Description, DescriptionError> {
        let d: Description = serde_json::from_str(json).map_err(|e| DescriptionError::Parse {
            message: e.to_string(),
        })?;
        d.check()?;
        Ok(d)
    }

    /// Checks the board and that the fields do not contradict each other. The one
    /// check of the description alone; compiling ([`crate::described::Rules::compile`])
    /// adds that the start is not already over.
    pub fn check(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let name_ok = !self.name.is_empty()
            && self
                .name
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
        if !name_ok {
            return Err(DescriptionError::BadName {
                name: self.name.clone(),
            });
        }
        let b = &self.board;
        if b.rows != 2 && b.rows != 4 {
            return Err(DescriptionError::Rows { rows: b.rows });
        }
        if b.holes_per_row == 0 {
            return Err(DescriptionError::NoHoles);
        }
        if b.stores && b.rows == 4 {
            return Err(DescriptionError::StoresOnFourRows);
        }
        // Stores, and the seed each lap sets aside, take two slots past the holes.
        let aside = self.sowing.origin == Origin::FirstSeedCaptured;
        let slots = self.holes() + if b.stores || aside { 2 } else { 0 };
        if slots > MAX_HOLES as u64 {
            return Err(DescriptionError::TooManyHoles {
                holes: slots,
                max: MAX_HOLES,
            });
        }
        if b.seeds_per_hole == 0 {
            return Err(DescriptionError::NoSeeds);
        }
        if let Some(start) = &b.start {
            if start.len() as u64 != self.holes() {
                return Err(Contradiction(
                    "board.start names one count per hole, row-major",
                ));
            }
            if start.iter().all(|&n| n == 0) {
                return Err(DescriptionError::NoSeeds);
            }
            if self
                .rounds
                .is_some_and(|r| r.territory.is_none() && r.wins.is_none())
            {
                return Err(Unsupported {
                    feature: "a start pattern in a match of rounds (the next rounds' layout)",
                });
            }
        }
        if b.random_start.is_some() && b.start.is_some() {
            return Err(Contradiction(
                "board.start and board.random_start together (one start)",
            ));
        }
        if let Some(wins) = self.rounds.and_then(|r| r.wins) {
            if !(1..=15).contains(&wins) {
                return Err(Contradiction("rounds.wins is between 1 and 15"));
            }
            let r = self.rounds.unwrap_or_default();
            if r.territory.is_some() || r.blocks {
                return Err(Unsupported {
                    feature: "rounds.wins with a territory or blocked holes",
                });
            }
        }
        if b.random_start.is_some() && self.rounds.is_some_and(|r| r.wins.is_none()) {
            return Err(Unsupported {
                feature: "a random start in a match of rounds (the next rounds' layout)",
            });
        }
        if self.total_seeds() > MAX_SEEDS as u64 {
            return Err(DescriptionError::TooManySeeds {
                total: self.total_seeds(),
                max: MAX_SEEDS,
            });
        }
        let s = &self.sowing;
        crate::described::directions::check(self)?;
        if s.stores.is_some() && !b.stores {
            return Err(Contradiction("sowing.stores on a board without stores"));
        }
        if s.min_seeds == 0 {
            return Err(Contradiction("sowing.min_seeds is at least 1"));
        }
        let fullest = self.start_counts().into_iter().max().unwrap_or(0);
        if s.min_seeds > fullest {
            return Err(Contradiction(
                "sowing.min_seeds is above every hole's seeds: no hole can be sown at the start",
            ));
        }
        if (s.relay_on.is_some() || s.relay_from.is_some()) && s.laps != Laps::Relay {
            return Err(Contradiction(
                "sowing.relay_on or relay_from without relay laps",
            ));
        }
        if self.moves.single_seed_into_empty && s.origin == Origin::FirstSeedBack {
            return Err(Contradiction(
                "moves.single_seed_into_empty with origin \"first-seed-back\" (a single seed goes back into its hole)",
            ));
        }
        if s.origin == Origin::LeaveOne && s.laps != Laps::Single {
            return Err(Unsupported {
                feature: "sowing.origin \"leave-one\" with relay laps",
            });
        }
        if s.origin == Origin::LeaveOne && self.moves.single_seed_into_empty {
            return Err(Unsupported {
                feature: "moves.single_seed_into_empty with origin \"leave-one\"",
            });
        }
        if s.origin == Origin::FirstSeedCaptured && s.min_seeds < 2 {
            return Err(Contradiction(
                "sowing.origin \"first-seed-captured\" needs sowing.min_seeds of at least 2 (a lap sows a seed)",
            ));
        }
        if s.origin == Origin::FirstSeedCaptured && b.stores {
            return Err(Unsupported {
                feature: "a first seed captured at every lap on a board with stores",
            });
        }
        if s.relay_on.is_some() && s.relay_from.is_some() {
            return Err(Contradiction("sowing.relay_on and relay_from together"));
        }
        if s.relay_on.is_some_and(|n| n < 2) || s.relay_from.is_some_and(|n| n < 2) {
            return Err(Contradiction(
                "a relay needs at least 2 seeds in the landing hole (sowing.relay_on, relay_from)",
            ));
        }
        if self.end.unfed_takes_remaining
            && !(self.moves.must_feed && self.moves.no_move == NoMove::End)
        {
            return Err(Contradiction(
                "end.unfed_takes_remaining needs moves.must_feed and moves.no_move \"end\"",
            ));
        }
        if self.moves.any_move_if_none_feeds && !self.moves.must_feed {
            return Err(Contradiction(
                "moves.any_move_if_none_feeds without moves.must_feed",
            ));
        }
        if self.moves.any_move_if_none_feeds
            && (s.direction == SowDirection::PlayerChooses || !s.chosen_holes.is_empty())
        {
            return Err(Unsupported {
                feature: "moves.any_move_if_none_feeds with directions the player chooses",
            });
        }
        if self.moves.feed != Feed::FirstLap && !self.moves.must_feed {
            return Err(Contradiction("moves.feed without moves.must_feed"));
        }
        if self.end.goal.by_empty_holes() && self.end.majority {
            return Err(Contradiction(
                "end.majority with a goal of empty holes (captures do not decide)",
            ));
        }
        crate::described::next_hole::check(self)?;
        if self.extra_turn.store && !b.stores {
            return Err(Contradiction("extra_turn.store on a board without stores"));
        }
        if self.extra_turn.any_store && s.stores != Some(StoreSowing::Both) {
            return Err(Contradiction(
                "extra_turn.any_store needs sowing into both stores (sowing.stores \"both\")",
            ));
        }
        let slam = self.capture.grand_slam();
        if matches!(slam, GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost) && b.rows != 2 {
            return Err(Contradiction(
                "grand_slam \"leave-rightmost\" or \"leave-leftmost\" needs two rows",
            ));
        }
        if slam == GrandSlam::OpponentTakesMoversSeeds && !b.stores {
            return Err(Unsupported {
                feature: "grand_slam \"opponent-takes-movers-seeds\" without stores",
            });
        }
        match &self.capture {
            CaptureSpec::None {} | CaptureSpec::PastEmptyHole { .. } => {}
            CaptureSpec::OpponentRowReached { .. } => {
                crate::described::rules::reached::check(self)?
            }
            CaptureSpec::NextHole { .. } => crate::described::rules::next_capture::check(self)?,
            CaptureSpec::Counts {
                counts,
                take,
                chain,
                chain_rows,
                chain_limit,
                chain_ignores_choice,
                ..
            } => {
                if *chain_ignores_choice
                    && !(*chain == ChainSpec::Backward
                        && matches!(
                            self.sowing.direction,
                            SowDirection::PlayerChooses
                                | SowDirection::CounterClockwise
                                | SowDirection::Clockwise
                        )
                        && (self.sowing.direction == SowDirection::PlayerChooses
                            || !self.sowing.chosen_holes.is_empty()))
                {
                    return Err(Contradiction(
                        "capture.chain_ignores_choice needs a backward chain and directions the player chooses (not split or by the seeds)",
                    ));
                }
                if chain_limit.is_some_and(|n| n < 2) {
                    return Err(Contradiction(
                        "capture.chain_limit is at least 2 (the landing hole and one more)",
                    ));
                }
                if chain_limit.is_some()
                    && !matches!(chain, ChainSpec::Backward | ChainSpec::Forward)
                {
                    return Err(Contradiction(
                        "capture.chain_limit needs a backward or forward chain",
                    ));
                }
                check_counts(counts, "a capture on counts names at least one count")?;
                if *take == Take::PullAcross {
                    return Err(Contradiction(
                        "take \"pull-across\" is for empty-own-hole captures",
                    ));
                }
                if *chain != ChainSpec::None && *take != Take::Landing {
                    return Err(Contradiction(
                        "a capture chain runs from the landing hole, so it needs take \"landing\"",
                    ));
                }
                if chain_rows.is_some() && *chain == ChainSpec::None {
                    return Err(Contradiction("capture.chain_rows without a chain"));
                }
            }
            CaptureSpec::EmptyOwnHole {
                take, behind, rows, ..
            } => {
                if *rows != Rows::Own && (b.rows != 2 || *take == Take::PullAcross) {
                    return Err(Contradiction(
                        "an empty-hole capture outside the mover's row needs two rows and a take other than \"pull-across\"",
                    ));
                }
                if *take == Take::Landing {
                    return Err(Contradiction(
                        "an empty-own-hole capture takes what is across (take \"opposite\" or \"landing-and-opposite\")",
                    ));
                }
                if *behind && b.rows != 4 {
                    return Err(Contradiction(
                        "capture.behind needs four rows (a back row behind the hole across)",
                    ));
                }
                crate::described::rules::across::check(self)?;
            }
        }
        if let Some(above) = self.end.captured_above {
            if above as u64 >= self.total_seeds() {
                return Err(Contradiction(
                    "end.captured_above is at least the seeds in play: it never holds",
                ));
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "end.captured_above with a goal of empty holes (captures do not decide)",
                ));
            }
        }
        if let Some(r) = &self.rounds {
            if b.rows != 2 {
                return Err(Contradiction("rounds are for two-row boards"));
            }
            if r.min_holes == 0 || r.min_holes > b.holes_per_row {
                return Err(Contradiction(
                    "rounds.min_holes is between 1 and holes_per_row",
                ));
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "rounds with a goal of empty holes (the seeds won fill the next round)",
                ));
            }
            if self.moves.no_move == NoMove::Lose {
                return Err(Contradiction(
                    "rounds with moves.no_move \"lose\" (a round ends with the seeds each player holds)",
                ));
            }
            crate::described::territory::check(self, r)?;
            if self.moves.single_seed_into_empty || self.moves.short_lap_ends_across_or_empty {
                // A round could then start with no move for its starter, an end the
                // rounds do not define yet.
                return Err(Unsupported {
                    feature: "rounds with moves.single_seed_into_empty or moves.short_lap_ends_across_or_empty",
                });
            }
        }
        if self.moves.feed_either_direction
            && (!self.moves.must_feed
                || (self.sowing.direction != SowDirection::PlayerChooses
                    && self.sowing.chosen_holes.is_empty()))
        {
            return Err(Contradiction(
                "moves.feed_either_direction without feeding or without a chosen direction",
            ));
        }
        if self.sowing.first_turn_unchosen {
            if self.sowing.direction != SowDirection::PlayerChooses
                && self.sowing.chosen_holes.is_empty()
            {
                return Err(Contradiction(
                    "sowing.first_turn_unchosen without a hole whose direction the player chooses",
                ));
            }
            if self.rounds.is_some() {
                return Err(Unsupported {
                    feature: "sowing.first_turn_unchosen in rounds",
                });
            }
        }
        if self.moves.opening == Some(Opening::RightmostHole) {
            if self.rounds.is_some()
                || b.random_start.is_some()
                || self.sowing.direction == SowDirection::PlayerChooses
                || !self.sowing.chosen_holes.is_empty()
            {
                return Err(Unsupported {
                    feature: "a rightmost-hole opening in rounds, from a random start or with chosen directions",
                });
            }
            if self.sowing.min_seeds > b.seeds_per_hole {
                return Err(Contradiction(
                    "moves.opening rightmost-hole: the rightmost hole starts with fewer seeds than sowing.min_seeds",
                ));
            }
        }
        if self.moves.opening.is_some() {
            if b.start.is_some() || b.rows != 2 {
                return Err(Unsupported {
                    feature: "a prescribed opening with a start pattern or on four rows",
                });
            }
            let emptied = |r: &RoundsSpec| {
                r.territory
                    .is_some_and(|t| t.partial_hole == PartialHole::LoserEmpty)
            };
            if self
                .rounds
                .is_some_and(|r| r.territory.is_none() || emptied(&r))
                || self.moves.must_feed
            {
                return Err(Unsupported {
                    feature: "a prescribed opening with feeding, or in rounds other than a territory match whose holes all start full",
                });
            }
        }
        if let Some(c) = &self.children {
            if c.convert == 0 || c.convert as u64 > self.total_seeds() {
                return Err(Contradiction(
                    "children.convert is between 1 and the seeds in play",
                ));
            }
            if c.kind == ChildKind::PairAcross && b.rows != 2 {
                return Err(Contradiction(
                    "children.kind \"pair-across\" is for two-row boards",
                ));
            }
            if c.passed_by_opponent && c.kind == ChildKind::Weg {
                return Err(Contradiction(
                    "children.passed_by_opponent with kind \"weg\" (no last seed falls into the opponent's child)",
                ));
            }
            let chained = matches!(
                &self.capture,
                CaptureSpec::Counts { chain, .. } | CaptureSpec::PastEmptyHole { chain, .. }
                    if *chain != ChainSpec::None
            );
            if c.passed_by_opponent && chained {
                return Err(Unsupported {
                    feature: "children passed by the opponent's sowing, with capture chains",
                });
            }
            let columns = [c.own_columns, c.opponent_columns];
            if columns
                .iter()
                .flatten()
                .any(|k| (b.holes_per_row as usize..32).any(|h| k.contains(h)))
            {
                return Err(Contradiction(
                    "children.own_columns or opponent_columns names a column past the row",
                ));
            }
            let limited = columns.iter().any(Option::is_some);
            if (limited || c.apart != ChildApart::None) && b.rows != 2 {
                return Err(Unsupported {
                    feature: "children limited by columns, or apart, on four rows",
                });
            }
            if limited && matches!(c.rows, Rows::OwnTerritory | Rows::OpponentTerritory) {
                return Err(Unsupported {
                    feature: "children limited by columns and by territory",
                });
            }
            let own = c.rows != Rows::Opponent && c.own_columns.map_or(true, |k| !k.is_empty());
            let theirs = c.rows != Rows::Own && c.opponent_columns.map_or(true, |k| !k.is_empty());
            if limited && !own && !theirs {
                return Err(Contradiction(
                    "children.own_columns and opponent_columns leave no hole where a child can be made",
                ));
            }
            if self.rounds.is_some_and(|r| r.territory.is_none()) {
                return Err(Unsupported {
                    feature:
                        "children in a match of rounds (what becomes of them at a round's end)",
                });
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "children with a goal of empty holes (the seeds in children would not count)",
                ));
            }
        }
        crate::described::rules::passing::check(self)?;
        crate::described::sides::check(self)?;
        crate::described::rules::single_seed::check(self)?;
        crate::described::rules::singletons::check(self)?;
        crate::described::rules::trades::check(self)?;
        let e = &self.end;
        if e.seeds_on_board_at_most
            .is_some_and(|m| m as u64 >= self.total_seeds())
        {
            return Err(Contradiction(
                "end.seeds_on_board_at_most holds at the start: the game would be over before a move",
            ));
        }
        if e.every_hole_at_most.is_some_and(|m| m as u32 >= fullest) {
            return Err(Contradiction(
                "end.every_hole_at_most holds at the start: the game would be over before a move",
            ));
        }
        Ok(())
    }
}
