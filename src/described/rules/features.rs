//! Which compiled [`path`] a description takes: [`Rules::features`] classifies every
//! compiled field.

use super::*;

impl Rules {
    /// The [`path`] features these rules use.
    ///
    /// Every field of [`Rules`] and of each of its compiled parts (its circuits,
    /// directions, sowing, single-seed rules, [`CompiledCapture`], end with its
    /// [`EndSpec`], and key) is named below, none skipped by `..`: a field added to
    /// any of them does not compile here until it is classified, either as a rule
    /// some feature stands for (the plain paths then leave it to the general path) or
    /// as data every path reads as it is.
    pub(in crate::described) fn features(&self) -> u32 {
        use path::*;
        let Rules {
            // Data every path reads as it is: names, sizes, circuits and tables.
            kind: _,
            description: _,
            rows,
            cols,
            len,
            stores,
            circuits:
                super::circuits::CompiledCircuits {
                    sow: _,
                    chain: _,
                    even_odd,
                    // Read only for a sowing turned or sown by its parity, which the
                    // features below stand for.
                    sow_even: _,
                    chain_even: _,
                },
            directions:
                super::directions::CompiledDirections {
                    chosen: dir_chosen,
                    turned: dir_turned,
                    base: _,
                    chain_ignores_choice: _,
                    // Counted in `turns_counted`.
                    first_turn_unchosen: _,
                    no_single_back,
                    first_choice,
                },
            sowing:
                super::sowing::CompiledSowing {
                    // A lap of one seed sown on: with `opts.origin_first`, which stands
                    // for it.
                    leave_one: _,
                    opts:
                        SowOptions {
                            origin_first,
                            // Every path reads it (Oware's origin is skipped).
                            skip_origin: _,
                            first_seed_to,
                        },
                    sowings_end,
                    min_seeds,
                    // Built for the plain paths only, which read it as it is.
                    laps: _,
                },
            // Relay laps: not every sowing ends (`sowing.sowings_end`).
            relay,
            single_seed:
                super::single_seed::CompiledSingleSeed {
                    // `single_seed_move`: `RARE_CAPTURES`, by `single_seed_rules` below.
                    spec: _,
                    into_empty: single_into_empty,
                    last_resort: singletons_last_resort,
                    short_lap: short_lap_rule,
                },
            own,
            sides,
            capture:
                CompiledCapture {
                    kind,
                    // Every path reads the counts, the rows and the chain as they are.
                    counts: _,
                    rows: _,
                    rows_by: _,
                    take,
                    chain: _,
                    chain_rows: _,
                    chain_rows_by: _,
                    chain_limit,
                    must_hold: _,
                    // Holes behind: four rows only.
                    behind: _,
                    also_across: _,
                    grand_slam,
                    off_turns: _,
                    across: _,
                    behind_of: _,
                },
            extra_turn:
                ExtraTurnSpec {
                    // With stores only.
                    store: _,
                    // Every path gives the extra turn of a capture.
                    capture: _,
                    capture_once: extra_capture_once,
                    any_store: extra_any_store,
                },
            // Feeding (but for the kernel's path): every path reads it as it is.
            feeding,
            end:
                super::end::CompiledEnd {
                    // No move and repetition: every path reads them as they are.
                    no_move: _,
                    spec:
                        EndSpec {
                            one_side_empty: _,
                            mover_side_empty,
                            opponent_side_empty,
                            every_hole_at_most,
                            seeds_on_board_at_most,
                            majority: _,
                            remaining,
                            goal,
                            captured_above,
                            unfed_takes_remaining,
                            // Compiled into `passing`.
                            last_seeds: _,
                        },
                    // Read as `spec` is.
                    test: _,
                    repetition: _,
                },
            rounds,
            children,
            passing,
            territory,
            trades,
            owners_move,
            opening,
            turns_counted,
            total: _,
            start: _,
            path: _,
            key:
                super::key::CompiledKey {
                    tag: _,
                    words: key_words,
                    start: _,
                },
        } = self;
        // Relay laps field by field (single laps: none of them).
        let (relay_next, relay_on, relay_from) = match relay {
            Some(super::relay::CompiledRelay { next, on, from }) => (*next, *on, *from),
            None => (false, 0, 2),
        };
        // North's row and South's, as hole sets.
        let two_rows = [
            HoleSet(HoleSet::first(*len).0 & !HoleSet::first(*cols).0),
            HoleSet::first(*cols),
        ];
        [
            (!sowings_end, ENDLESS),
            (*even_odd, EVEN_ODD),
            (*origin_first, ORIGIN_FIRST),
            (*min_seeds > 1, MIN_SEEDS),
            (*stores, STORES),
            (goal.by_empty_holes(), EMPTY_GOAL),
            (
                *mover_side_empty
                    || *opponent_side_empty
                    || every_hole_at_most.is_some()
                    || seeds_on_board_at_most.is_some()
                    || captured_above.is_some(),
                RARE_ENDS,
            ),
            (rounds.is_some(), ROUNDS),
            (children.is_some(), CHILDREN),
            (
                relay_on != 0
                    || relay_from != 2
                    || *single_into_empty
                    || *short_lap_rule
                    || *chain_limit != u32::MAX
                    || *turns_counted > 0
                    || *take == Take::PullAcross
                    || matches!(
                        grand_slam,
                        GrandSlam::LeaveLeftmost
                            | GrandSlam::LeaveRightmost
                            | GrandSlam::OpponentTakesMoversSeeds
                    )
                    || *unfed_takes_remaining
                    || *remaining == Remaining::Divided
                    || opening.is_some(),
                EXTRAS,
            ),
            (*kind == CaptureKind::Counts, COUNTS),
            (*kind == CaptureKind::EmptyOwnHole, EMPTY_OWN),
            (*rows != 2 || *own != two_rows, FOUR_ROWS),
            (dir_chosen | dir_turned != 0, DIRECTIONS),
            (
                relay_next || *kind == CaptureKind::PastEmptyHole || *extra_capture_once,
                NEXT_HOLE,
            ),
            (passing.is_some(), PASSING),
            (*extra_any_store || *first_seed_to != 0, MINOR),
            (territory.is_some() || *owners_move, TERRITORY),
            (trades.is_some(), TRADES),
            (*no_single_back || *first_choice, DIR_MEMORY),
            (*singletons_last_resort, SINGLETONS),
            (path::large(*key_words), LARGE),
            (
                feeding.is_some()
                    || *grand_slam != GrandSlam::Allowed
                    || (*kind == CaptureKind::Counts && *take != Take::Landing),
                BEYOND_KERNEL,
            ),
            (
                sides.is_some_and(
                    |super::sides::CompiledSides {
                         any_hole,
                         own_row,
                         bear_off,
                     }| any_hole || own_row || bear_off,
                ),
                SIDES,
            ),
            (
                self.single_seed_rules()
                    || *kind == CaptureKind::OpponentRowReached
                    || *kind == CaptureKind::NextHole
                    || self.across_rules(),
                RARE_CAPTURES,
            ),
        ]
        .into_iter()
        .filter(|&(used, _)| used)
        .fold(0, |f, (_, feature)| f | feature)
    }
}
