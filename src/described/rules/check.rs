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
    /// adds that the start is not already over. A sequence of each section's and each
    /// mechanism's check (the mechanisms' beside their play code, in their modules),
    /// in a fixed order: a description that breaks several rules is refused for the
    /// first.
    pub fn check(&self) -> Result<(), DescriptionError> {
        self.check_name()?;
        self.check_board()?;
        crate::described::directions::check(self)?;
        self.check_sowing()?;
        crate::described::rules::relay::check(self)?;
        crate::described::rules::feeding::check(self)?;
        self.check_majority()?;
        crate::described::next_hole::check(self)?;
        crate::described::rules::extra_turn::check(self)?;
        self.check_capture()?;
        self.check_captured_above()?;
        self.check_rounds()?;
        self.check_first_turn()?;
        self.check_opening()?;
        self.check_children()?;
        crate::described::rules::passing::check(self)?;
        crate::described::sides::check(self)?;
        crate::described::rules::single_seed::check(self)?;
        crate::described::rules::singletons::check(self)?;
        crate::described::rules::trades::check(self)?;
        self.check_end()
    }

    /// The name: lowercase letters, digits and hyphens.
    fn check_name(&self) -> Result<(), DescriptionError> {
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
        Ok(())
    }

    /// The board: its rows, holes, slots, seeds and start, and what a start pattern or
    /// a random start allows.
    fn check_board(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
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
        Ok(())
    }

    /// The sowing: stores sown into, the least seeds to lift, relays and the origin's rules.
    fn check_sowing(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
        let s = &self.sowing;
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
        Ok(())
    }

    /// The goal with a majority.
    fn check_majority(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        if self.end.goal.by_empty_holes() && self.end.majority {
            return Err(Contradiction(
                "end.majority with a goal of empty holes (captures do not decide)",
            ));
        }
        Ok(())
    }

    /// The capture rule and its grand slam.
    fn check_capture(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        let b = &self.board;
        crate::described::rules::grand_slam::check(self)?;
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
        Ok(())
    }

    /// The end on a count of captures.
    fn check_captured_above(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
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
        Ok(())
    }

    /// A match of rounds.
    fn check_rounds(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
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
        Ok(())
    }

    /// A first turn whose direction is not chosen.
    fn check_first_turn(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
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
        Ok(())
    }

    /// The end conditions: none may hold at the start.
    fn check_end(&self) -> Result<(), DescriptionError> {
        use DescriptionError::Contradiction;
        let fullest = self.start_counts().into_iter().max().unwrap_or(0);
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
