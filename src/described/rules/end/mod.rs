//! The end conditions of a game, as a move's end reads them ([`Rules::ends`]): each
//! condition written once ([`Rules::holds`]), and where a game has one condition
//! alone, that one tested at once ([`EndTest`]) rather than every flag of
//! [`EndSpec`] read in turn (a test a ply: most games end by one condition).

mod position;
mod prose;
mod spec;
pub(in crate::described) use prose::*;
pub use spec::*;

use super::{path, Rules};
use crate::described::Description;
use crate::state::State;
use crate::types::{Outcome, Player};
use path::has;

/// How a game ends, compiled once: what a player without a move does, the end
/// conditions and their test, and what a repeated position does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledEnd {
    /// What a player with no legal move does (`moves.no_move`).
    pub(in crate::described) no_move: NoMove,
    /// The end conditions and what the players play for (`end`).
    pub(in crate::described) spec: EndSpec,
    /// `spec`'s conditions as a move's end tests them.
    pub(in crate::described) test: EndTest,
    /// What a repeated position does (`repetition`).
    pub(in crate::described) repetition: Repetition,
}

impl CompiledEnd {
    /// The end of `d` (checked).
    pub(super) fn new(d: &Description) -> CompiledEnd {
        CompiledEnd {
            no_move: d.moves.no_move,
            spec: d.end,
            test: EndTest::new(&d.end, d.sowing.min_seeds as u8),
            repetition: d.repetition,
        }
    }
}

/// The end conditions of [`EndSpec`] as [`EndTest`] names them: one alone, or
/// none, or several. (One flat enum: a sole condition is found by one jump.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) enum EndTests {
    /// None: the game ends by its moves alone (a player without a move, a goal).
    Never,
    /// `one_side_empty` alone.
    OneSideEmpty,
    /// `mover_side_empty` alone.
    MoverSideEmpty,
    /// `opponent_side_empty` alone.
    OpponentSideEmpty,
    /// `every_hole_at_most` alone.
    EveryHoleAtMost,
    /// `seeds_on_board_at_most` alone.
    SeedsOnBoardAtMost,
    /// `majority` alone.
    Majority,
    /// `captured_above` alone.
    CapturedAbove,
    /// Two or more, each read from [`EndSpec`] in turn.
    Several,
}

/// The end conditions of a game as [`Rules::ends`] tests them: a flat pair, so that
/// a sole condition is found by one jump and its number read as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct EndTest {
    /// Which.
    pub(in crate::described) tests: EndTests,
    /// A sole condition's number (0 for one without).
    pub(in crate::described) at: u32,
    /// The sole condition is every hole holding fewer seeds than a hole needs to be
    /// lifted (`min_seeds`, more than one): the game ends when no hole may be lifted,
    /// which the move's end finds anyway.
    pub(in crate::described) unliftable: bool,
}

impl EndTest {
    /// The test of `end`'s conditions, where a hole needs `min_seeds` seeds to be
    /// lifted. (Every field is named: a new condition does not compile until it is
    /// placed.)
    pub(super) fn new(end: &EndSpec, min_seeds: u8) -> EndTest {
        let EndSpec {
            one_side_empty,
            mover_side_empty,
            opponent_side_empty,
            every_hole_at_most,
            seeds_on_board_at_most,
            majority,
            captured_above,
            // Not conditions: where the seeds go, what a player plays for (told
            // apart from these by the move's end), and the last seeds (passing).
            remaining: _,
            goal: _,
            unfed_takes_remaining: _,
            last_seeds: _,
        } = *end;
        use EndTests::*;
        let flag = |on: bool, c| on.then_some((c, 0));
        let conditions = [
            flag(one_side_empty, OneSideEmpty),
            flag(mover_side_empty, MoverSideEmpty),
            flag(opponent_side_empty, OpponentSideEmpty),
            every_hole_at_most.map(|m| (EveryHoleAtMost, m as u32)),
            seeds_on_board_at_most.map(|m| (SeedsOnBoardAtMost, m)),
            flag(majority, Majority),
            captured_above.map(|m| (CapturedAbove, m)),
        ];
        let mut on = conditions.into_iter().flatten();
        let (tests, at) = match (on.next(), on.next()) {
            (None, _) => (Never, 0),
            (Some((c, at)), None) => (c, at),
            (Some(_), Some(_)) => (Several, 0),
        };
        let unliftable = tests == EveryHoleAtMost && min_seeds > 1 && at + 1 == min_seeds as u32;
        EndTest {
            tests,
            at,
            unliftable,
        }
    }
}

/// What the end conditions read after a move ([`Rules::ends`]), in one value (a
/// copy: passed by value, it stays in registers).
#[derive(Clone, Copy)]
struct AfterMove<'a, N> {
    /// The position the move left.
    st: &'a State,
    /// A bit set for every hole holding seeds, asked only by the conditions on empty
    /// sides.
    nonempty: N,
    /// The player who moved.
    mover: Player,
    /// The child holes (none without `children`).
    children: u64,
    /// The seeds South and North count: their captures, and with children the seeds
    /// in them.
    counts: [u32; 2],
}

impl Rules {
    /// Whether the end conditions of `end` hold on `st` after a move by `mover`
    /// (no-move aside); `nonempty` gives a bit set for every hole holding seeds, asked
    /// only by the conditions on empty sides.
    /// With children (`children`, the child holes), the holes that count are the
    /// others, and a player's seeds for `majority` include those in their children.
    #[inline(always)]
    pub(in crate::described) fn ends<const F: u32>(
        &self,
        st: &State,
        nonempty: impl Fn() -> u64 + Copy,
        mover: Player,
        children: u64,
    ) -> bool {
        let rare = has(F, path::RARE_ENDS);
        let e = &self.end.spec;
        let b = &st.board;
        let (mut s, mut n) = (st.captured(Player::South), st.captured(Player::North));
        if has(F, path::CHILDREN) && children != 0 {
            let [cs, cn] = self.child_seeds(b, children);
            (s, n) = (s + cs, n + cn);
            // A seed sown into a child still scores: the board's seeds never end
            // such a game (`seeds_on_board_at_most`).
            if rare
                && e.every_hole_at_most.is_some_and(|m| {
                    b.holes()
                        .iter()
                        .enumerate()
                        .all(|(h, &x)| x <= m || children >> h & 1 == 1)
                })
            {
                return true;
            }
        }
        let after = AfterMove {
            st,
            nonempty,
            mover,
            children,
            counts: [s, n],
        };
        let holds = |c, at| self.holds::<F>(c, at, after);
        match self.end.test.tests {
            EndTests::Never => false,
            EndTests::Several => {
                use EndTests::*;
                (e.one_side_empty && holds(OneSideEmpty, 0))
                    || (rare && e.mover_side_empty && holds(MoverSideEmpty, 0))
                    || (rare && e.opponent_side_empty && holds(OpponentSideEmpty, 0))
                    || (rare
                        && e.every_hole_at_most
                            .is_some_and(|m| holds(EveryHoleAtMost, m as u32)))
                    || (rare
                        && e.seeds_on_board_at_most
                            .is_some_and(|m| holds(SeedsOnBoardAtMost, m)))
                    || (e.majority && holds(Majority, 0))
                    || (rare && e.captured_above.is_some_and(|m| holds(CapturedAbove, m)))
            }
            sole => holds(sole, self.end.test.at),
        }
    }

    /// Whether the end conditions read the captures alone (a sole `majority`,
    /// `captured_above` or `seeds_on_board_at_most`, whose seeds left are those not
    /// captured; children aside): a move that captured nothing leaves them false.
    #[inline(always)]
    pub(in crate::described) fn ends_by_captures_alone(&self) -> bool {
        matches!(
            self.end.test.tests,
            EndTests::Majority | EndTests::CapturedAbove | EndTests::SeedsOnBoardAtMost
        )
    }

    /// Whether condition `c` of number `m` holds after the move `after`
    /// ([`Rules::ends`]). The rare conditions hold only on a path that has them.
    #[inline(always)]
    fn holds<const F: u32>(
        &self,
        c: EndTests,
        m: u32,
        after: AfterMove<impl Fn() -> u64 + Copy>,
    ) -> bool {
        let AfterMove {
            st,
            nonempty,
            mover,
            children,
            counts: [s, n],
        } = after;
        let rare = has(F, path::RARE_ENDS);
        let b = &st.board;
        let empty = |p: Player| nonempty() & self.holes_of::<F>(b, p).0 == 0;
        match c {
            EndTests::OneSideEmpty => empty(Player::South) || empty(Player::North),
            EndTests::MoverSideEmpty => rare && empty(mover),
            EndTests::OpponentSideEmpty => rare && empty(mover.opponent()),
            // (With children, told above.)
            EndTests::EveryHoleAtMost => {
                let m = m as u8;
                rare && children == 0
                    && (m == u8::MAX
                        // (Without stores, the slots past the board are empty.)
                        || if !has(F, path::STORES) && m < 0x80 {
                            !b.any_slot_at_least(self.words::<F>(), m + 1)
                        } else {
                            !b.any_holding_at_least(self.words::<F>(), self.len, m + 1)
                        })
            }
            EndTests::SeedsOnBoardAtMost => {
                // The seeds not captured are on the board (stores and set-aside
                // seeds are counted captured by now): no sum over the holes.
                rare && children == 0 && {
                    let left = self.total - s - n;
                    debug_assert_eq!(left, b.total_in(self.words::<F>(), self.len));
                    left <= m
                }
            }
            EndTests::Majority => {
                // More than half, or half each: one comparison while neither has half.
                let most = s.max(n);
                2 * most >= self.total && (2 * most > self.total || s == n)
            }
            EndTests::CapturedAbove => rare && (s > m || n > m),
            EndTests::Never | EndTests::Several => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_test_names_a_sole_condition_and_tells_several_apart() {
        let none = EndSpec::default();
        assert_eq!(EndTest::new(&none, 1).tests, EndTests::Never);
        let sole = EndSpec {
            every_hole_at_most: Some(1),
            ..EndSpec::default()
        };
        assert_eq!(
            EndTest::new(&sole, 1),
            EndTest {
                tests: EndTests::EveryHoleAtMost,
                at: 1,
                unliftable: false,
            }
        );
        // Djenon-aboure: a hole of two may be lifted; the game ends when none holds two.
        assert!(EndTest::new(&sole, 2).unliftable);
        assert!(!EndTest::new(&sole, 3).unliftable);
        let several = EndSpec {
            majority: true,
            captured_above: Some(24),
            ..EndSpec::default()
        };
        assert_eq!(EndTest::new(&several, 1).tests, EndTests::Several);
    }
}

/// What [`crate::described::Described::check_end`] found after a move.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in crate::described) enum Ended {
    /// The game goes on.
    No,
    /// The game (the match) is over.
    Game,
    /// A round ended with this result, and the next one is set up.
    Round(Outcome),
}
