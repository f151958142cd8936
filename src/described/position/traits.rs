//! The traits of a described position: [`Position`] (the moves, the key, the
//! repetition rules), equality, hashing and its debug form.

use super::*;

impl Position for Described {
    fn total_seeds(&self) -> u32 {
        self.rules.total
    }

    fn board(&self) -> &Board {
        &self.st.board
    }

    fn captured(&self, p: Player) -> u32 {
        self.st.captured(p)
    }

    fn to_move(&self) -> Player {
        self.st.to_move
    }

    fn result(&self) -> Option<Outcome> {
        self.st.result
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        if let Some(t) = self.rules.trades {
            return self.legal_trades(t, moves);
        }
        if self.rules.directions.chosen != 0 {
            return self.legal_directed(moves);
        }
        legal_sow_or_pass(self, moves);
    }

    #[inline]
    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        self.play_with(mv, &mut ())
    }

    /// Drops into a store are reported as drops into hole `len` (South's store) and
    /// `len + 1` (North's), one past the board's holes.
    fn play_traced(&mut self, mv: Move, trace: &mut Vec<Event>) -> Result<MoveReport, MoveError> {
        play_traced(self, mv, trace, |p, t| p.play_with(mv, t))
    }

    #[inline]
    fn for_each_successor<F: FnMut(Move, &Self, &MoveReport)>(&self, f: F) {
        self.for_each_successor_in(self, |p| p, f);
    }

    /// Where every sowing ends (single laps, no forbidden grand slam), the `k`-th
    /// of the holes that may be lifted, `k` drawn once (with trades, the `k`-th of the
    /// legal moves, found without listing them all); otherwise by rejection
    /// sampling like the relay games; where the player chooses directions, one of
    /// the legal moves. Always inlined: a built-in game's wrapper calls it too,
    /// which would otherwise leave it out of line for both.
    #[inline(always)]
    fn play_random(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        path::on_narrow_path!(self.rules.path, F => self.play_random_step::<F, true>(rng))
    }

    /// The compiled path chosen once for the run, each path's loop its own function.
    #[inline]
    fn play_random_with<E: crate::rules::OnRandomMove<Self>>(
        &mut self,
        rng: &mut Rng,
        limit: usize,
        each: E,
    ) -> usize {
        Described::play_random_while_in(self, |p| p, rng, limit, each)
    }

    /// [`crate::KeyHasher`] over the description's fingerprint (the tag, with its top bit
    /// set), the board and the word of captures, player to move and result, as the
    /// built-in games hash theirs.
    #[inline(always)]
    fn key(&self) -> u64 {
        self.key_as(self.rules.key.tag, self.rules.key.start)
    }

    fn repetition_ends_game(&self) -> bool {
        self.rules.end.repetition != Repetition::None
    }

    fn repetition_is_draw(&self) -> bool {
        self.rules.end.repetition == Repetition::Draw
    }

    /// `sweep-to-owners`: each player takes the seeds in their own holes.
    fn end_by_repetition_unchecked(&mut self) {
        if self.rules.end.repetition == Repetition::SweepToOwners {
            self.st.sweep_to_owners(&mut ());
        }
    }

    /// Captured seeds never return to the board, so no position from before a
    /// capture comes back.
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        report.captured.seeds > 0
    }
}

impl Described {
    /// [`Position::key`] under the tag `tag`, whose [`crate::KeyHasher::start`] is
    /// `start`: a game's own tag, or a built-in game's ([`crate::games`]), whose keys
    /// stay those docs/FORMAT.md gives. The board's words are the rules' (`key.words`).
    #[inline(always)]
    pub(crate) fn key_as(&self, tag: u64, start: u64) -> u64 {
        match self.rules.key.words {
            1 => self.key_in::<1, true>(tag, start),
            2 => self.key_in::<2, true>(tag, start),
            3 => self.key_in::<3, true>(tag, start),
            4 => self.key_in::<4, true>(tag, start),
            5 => self.key_in::<5, true>(tag, start),
            _ => self.key_in::<6, true>(tag, start),
        }
    }

    /// [`Described::key_as`] on a board of `WORDS` words (the rules' `key.words`):
    /// for a built-in game's wrapper, whose board's size is fixed, with no dispatch.
    /// `ROUNDS`: the game may have a round word or children (a match, an opening,
    /// `children`); a wrapper whose description has none passes `false`, and the
    /// debug builds check it.
    #[inline(always)]
    pub(crate) fn key_in<const WORDS: usize, const ROUNDS: bool>(
        &self,
        tag: u64,
        start: u64,
    ) -> u64 {
        debug_assert_eq!(WORDS, self.rules.key.words.clamp(1, 6));
        debug_assert!(ROUNDS || (self.round == 0 && self.children == [0; 3]));
        // A match of rounds: the blocked holes and the round's starter are part of
        // the position (both 0 otherwise: the tag's state found once).
        // Children likewise (their owners are the board's, hashed with it).
        let start = if !ROUNDS || (self.round == 0 && self.children == [0; 3]) {
            start
        } else {
            // Mixed, so that every bit of the round word (the starter is its top
            // bit) and of the children reaches the key.
            let tag = tag
                ^ crate::rng::mix64(self.round ^ 0x9E37_79B9_7F4A_7C15)
                ^ crate::rng::mix64(self.children() ^ 0xC2B2_AE3D_27D4_EB4F).rotate_left(17);
            crate::rules::KeyHasher::start(tag | 1 << 63)
        };
        let extra = self.turns as u32 | (self.flags as u32) << 8;
        self.st.key_from::<WORDS>(start, extra)
    }
}

impl PartialEq for Described {
    /// The same rules (compiled once per description, so the same pointer) and the
    /// same board, captures, player to move and result.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.rules, other.rules)
            && self.st == other.st
            && self.round == other.round
            && self.turns == other.turns
            && self.children == other.children
            && self.flags == other.flags
    }
}

impl Eq for Described {}

impl Hash for Described {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.rules.key.tag.hash(state);
        self.st.hash(state);
        self.round.hash(state);
        self.turns.hash(state);
        self.children.hash(state);
        self.flags.hash(state);
    }
}

impl fmt::Debug for Described {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Described");
        d.field("game", &self.rules.description.name)
            .field("holes", &self.st.board.holes())
            .field("captured", &self.st.captured)
            .field("to_move", &self.st.to_move)
            .field("result", &self.st.result)
            .field("blocked", &self.blocked())
            .field("round_starter", &self.round_starter())
            .field("children", &self.children());
        if self.rules.trades.is_some() {
            d.field("north_controls", &self.st.board.holes_of(Player::North))
                .field("pending_offer", &self.pending_offer())
                .field("answered", &self.answered())
                .field("declined", &Player::BOTH.map(|p| self.has_declined(p)));
        }
        d.finish()
    }
}

impl Described {
    /// [`Position::for_each_successor`] for `outer`, a value holding this position
    /// (the position itself, or a built-in game's typed wrapper, whose `inner` it
    /// is): each successor is a copy of `outer` whose position made the move, so that
    /// a wrapper's successors cost one copy, not two. Sowings are played on the
    /// compiled path ([`path`]), chosen once for all of them.
    #[cfg(not(debug_assertions))]
    #[inline(always)]
    pub(crate) fn for_each_successor_in<W: Copy>(
        &self,
        outer: &W,
        inner: impl Fn(&mut W) -> &mut Described,
        f: impl FnMut(Move, &W, &MoveReport),
    ) {
        self.successors_in(outer, inner, f)
    }

    /// [`Described::for_each_successor_in`] in unoptimised builds (tests): the
    /// successors of the position itself, found by [`Described::successors_dyn`] (one
    /// copy, in this crate), each then copied into `outer`. Inlining the paths into
    /// every caller of every game instead made each test binary compile them anew, a
    /// third of some binaries' code.
    #[cfg(debug_assertions)]
    #[inline]
    pub(crate) fn for_each_successor_in<W: Copy>(
        &self,
        outer: &W,
        inner: impl Fn(&mut W) -> &mut Described,
        mut f: impl FnMut(Move, &W, &MoveReport),
    ) {
        self.successors_dyn(&mut |mv, pos, report| {
            let mut next = *outer;
            *inner(&mut next) = *pos;
            f(mv, &next, report)
        })
    }

    /// [`Described::for_each_successor_in`] for a built-in game's wrapper whose
    /// descriptions take the compiled path `F` ([`Described::takes_successor_path`]):
    /// that path's sowings alone are inlined into the caller (a search's node), so
    /// that the caller's closure is compiled once rather than once for each path,
    /// which left it out of line. A position of other rules takes the code that
    /// chooses the path, out of line: the same successors, only slower.
    #[inline(always)]
    pub(crate) fn for_each_successor_on<const F: u32, W: Copy>(
        &self,
        outer: &W,
        inner: impl Fn(&mut W) -> &mut Described,
        mut f: impl FnMut(Move, &W, &MoveReport),
    ) {
        #[cfg(not(debug_assertions))]
        if self.takes_successor_path(F) {
            self.successors_on::<F, W>(outer, &inner, &mut f);
            return;
        }
        self.successors_dyn(&mut |mv, pos, report| {
            let mut next = *outer;
            *inner(&mut next) = *pos;
            f(mv, &next, report)
        })
    }

    /// Whether [`Described::successors_in`] finds this position's successors on the
    /// compiled path `F` alone: its rules' sowings are their successors
    /// ([`Described::successors_are_sowings`]) and `F` is the path
    /// [`path::on_narrow_path!`] gives them.
    // (Unoptimised builds find every successor the general way, and ask only in tests.)
    #[cfg_attr(debug_assertions, allow(dead_code))]
    #[inline(always)]
    pub(crate) fn takes_successor_path(&self, f: u32) -> bool {
        self.successors_are_sowings() && path::on_narrow_path!(self.rules.path, G => G) == f
    }

    /// Whether the successors are the sowings (or the pass) found on the rules'
    /// compiled path: no trades (offers and answers) and no directions chosen, which
    /// [`Described::successors_in`] finds by their own code. The one place that says
    /// which rules reach the path, for it and [`Described::takes_successor_path`].
    #[inline(always)]
    fn successors_are_sowings(&self) -> bool {
        self.rules.trades.is_none() && self.rules.directions.chosen == 0
    }

    /// The successors of the position, not generic, so compiled once, here: for
    /// unoptimised builds, and for a wrapper's rules off its path.
    #[inline(never)]
    fn successors_dyn(&self, f: &mut dyn FnMut(Move, &Described, &MoveReport)) {
        self.successors_in(self, |p| p, f)
    }

    /// The successors of `outer`, whose position (reached by `inner`) is this one.
    #[inline(always)]
    fn successors_in<W: Copy>(
        &self,
        outer: &W,
        inner: impl Fn(&mut W) -> &mut Described,
        mut f: impl FnMut(Move, &W, &MoveReport),
    ) {
        if !self.successors_are_sowings() {
            if let Some(t) = self.rules.trades.filter(|_| {
                self.rules.path == Path::Trading
                    && self.st.result.is_none()
                    && self.offered().is_empty()
            }) {
                // No offer pending, every sowing ends: the sowings (or the pass) on the
                // trading path, then the offers, in the legal moves' order.
                let sown = self.successors_on::<{ path::TRADING }, W>(outer, &inner, &mut f);
                // (No offer without a sowing.)
                if sown && !self.answered_bit() {
                    let mut offers = MoveList::new();
                    t.push_offers(&self.st.board, self.st.to_move, &mut offers);
                    for &mv in offers.iter() {
                        if let Move::Offer(offer) = mv {
                            let mut next = *outer;
                            let report = inner(&mut next)
                                .offer_made::<{ path::TRADING }, ()>(offer, &mut ());
                            f(mv, &next, &report);
                        }
                    }
                }
                return;
            }
            if self.rules.trades.is_some() {
                // Answers, and trades off the trading path: each legal move played on a
                // copy.
                let mut moves = MoveList::new();
                self.legal_moves(&mut moves);
                for &mv in moves.iter() {
                    let mut next = *outer;
                    if let Ok(report) = inner(&mut next).play(mv) {
                        f(mv, &next, &report);
                    }
                }
                return;
            }
            // Directions chosen.
            return self.successors_directed(|mv, pos, report| {
                let mut next = *outer;
                *inner(&mut next) = *pos;
                f(mv, &next, report)
            });
        }
        path::on_narrow_path!(self.rules.path, F => {
            self.successors_on::<F, W>(outer, &inner, &mut f);
        })
    }

    /// [`Described::for_each_successor_in`]'s sowings on the compiled path `F`: each
    /// hole that may be lifted sown once (endless sowings left out), or, if none is
    /// legal, the pass. Nothing once the game is over. Whether a sowing was legal.
    // Inlined whole in optimised builds only: each of the eight paths in one more
    // function would lengthen a test build.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn successors_on<const F: u32, W: Copy>(
        &self,
        outer: &W,
        inner: impl Fn(&mut W) -> &mut Described,
        mut f: impl FnMut(Move, &W, &MoveReport),
    ) -> bool {
        if self.st.result.is_some() {
            return false;
        }
        let mut any = false;
        for h in HoleSet(self.movable).iter() {
            let mut next = *outer;
            if let Ok(report) = inner(&mut next).sow_on::<F, ()>(h, &mut ()) {
                any = true;
                f(Move::Sow(h as u8), &next, &report);
            }
        }
        if !any {
            let mut next = *outer;
            inner(&mut next).pass_unchecked(&mut ());
            f(Move::Pass, &next, &MoveReport::default());
        }
        any
    }
}
