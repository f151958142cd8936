//! Oware (Abapa, 2×6, 4 seeds per house, 48 seeds), exactly as OpenSpiel's `oware`
//! plays it.
//!
//! The specification is OpenSpiel 2.0.2
//! (`open_spiel/games/oware/oware.cc`, game parameters `num_houses_per_player = 6`,
//! `num_seeds_per_house = 4`), checked move by move against this module (the repository's
//! `scripts/crosscheck-openspiel`). Rule numbers are those of docs/RULES.md, *Oware*.
//!
//! North owns houses 0–5 (row 0), South owns 6–11 (row 1); ownership never changes.
//! South is OpenSpiel's player 0 and moves first. OpenSpiel numbers its houses in
//! sowing order starting with player 0's: its house `h < 6` is our hole `6 + h`, its
//! house `6 + k` is our hole `5 - k`; player 0's action `a` sows our hole `6 + a`,
//! player 1's action `a` our hole `5 - a`.
//!
//! 1. **Start**: four seeds in each of the twelve houses; South moves first.
//! 2. **Move**: choose a non-empty house of your own row, lift all its seeds and sow them
//!    one per house counter-clockwise (one lap, never a relay). A lap of 12 or more
//!    seeds **skips the house it was lifted from**, which is left empty. — The kernel's
//!    `skip_origin` lap.
//! 3. **Capture**: if the last seed falls into a house of the *opponent's* row that then
//!    holds 2 or 3 seeds, the mover captures it, then the house before it (against
//!    sowing) and so on, as long as each is in the opponent's row and holds 2 or 3; the
//!    chain stops at the first that is not, and never enters the mover's row. — the kernel's
//!    backward [`Chain`], with "opponent's house of 2 or 3" as its predicate.
//! 4. **Grand slam**: a move whose capture would take every seed of the opponent's row
//!    may be played, but captures nothing (the sown seeds stay on the board). — The
//!    capture is made on a copy and discarded if it empties the opponent's row.
//! 5. **Feeding**: if the opponent has no seeds, only the moves that drop at least one
//!    seed into the opponent's row are legal. — the move check, with the kernel's
//!    [`lap_holes`] saying where a lap would reach ([`MoveError::MustFeed`]).
//! 6. **No move**: after every move, if the player to move has no legal move (their row
//!    is empty, or their opponent's is and no move feeds it), the game ends and each
//!    player adds the seeds of their own row to their captures (the holes then show 0,
//!    docs/FORMAT.md).
//! 7. **Repetition**: if a position (seeds in every house, captures, player to move) is
//!    reached that was already reached since the last capture, the game ends and each
//!    player adds the seeds of their own row to their captures. Positions from before a
//!    capture can never come back (captured seeds never return), so this is the same as
//!    "a position seen before". The rule needs the game's history, so only a
//!    [`crate::Game`] applies it, through [`Position::end_by_repetition_unchecked`]; a bare
//!    position cannot know its history. Like OpenSpiel, the `Game` forgets the
//!    positions seen whenever a move captures ([`Position::forgets_history_after`]).
//!    Between two captures there are finitely many positions and none may come
//!    twice, so every Oware game played through a `Game` ends.
//! 8. **Majority**: once a player has captured more than 24 seeds, or both have exactly
//!    24, the game ends; the seeds still on the board then go to the owner of their row,
//!    as in rules 6 and 7 (OpenSpiel: a finished game has no legal move, so the
//!    no-move collection of rule 6 runs).
//! 9. **Result**: more seeds wins; equal captures (24–24) is a draw. OpenSpiel's returns
//!    are +1/−1 for a win, 0/0 for a draw.
//!
//! When a move triggers several ends at once (e.g. a repetition and a majority) they all
//! collect the same way, so the order does not matter.
//!
//! **Where OpenSpiel departs from other published Abapa rules** (the Oware Society's
//! Abapa rules, Wikipedia's "Oware", J. Sala's Aualé rules that OpenSpiel cites):
//!
//! - Rule 7: published rules leave a game that cycles to the players, who may agree to
//!   stop it, each then taking the seeds on their own side. OpenSpiel stops it
//!   automatically at the first repeated position since the last capture; we follow
//!   OpenSpiel.
//! - Rule 8: published rules stop at 25 captured seeds (or 24–24) and do not count what
//!   is left on the board. OpenSpiel also hands the remaining seeds to their row's owner;
//!   the winner is the same either way, only the final counts differ. We follow
//!   OpenSpiel.
//! - Rule 6: published rules give the remaining seeds to the player who cannot feed; as
//!   the opponent's row is then empty, "each player takes their own row" is the same
//!   thing.
//! - Rule 4: Abapa's grand slam (allowed, captures nothing) is one of several published
//!   variants: others forbid the move, let it capture everything, or give the remaining
//!   seeds to the opponent. OpenSpiel and this module follow Abapa.
//! - OpenSpiel refuses a 1001st move of a game (`kMaxGameLength = 1000`, a fatal check
//!   in `DoApplyAction`). This crate has no move limit of its own; drivers take one
//!   ([`crate::Game::with_ply_limit`]).
//!
//! Oware has no pass and never an endless sowing (every move is a single lap).
//!
//! ```
//! use sowing::{Move, MoveList, Oware, Player, Position, Ruleset};
//! let mut pos = Oware::start();
//! // South sows hole 11's four seeds into North's houses 5, 4, 3 and 2.
//! pos.play(Move::Sow(11)).unwrap();
//! assert_eq!(pos.board().holes(), &[4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 0]);
//! assert_eq!(pos.to_move(), Player::North);
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 6);
//! ```

use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::{MoveError, SetupError};
use crate::rng::Rng;
use crate::rules::{FromSetup, MoveList, MoveReport, Position, Ruleset, Sealed, Setup};
use crate::sow::{
    capture_chain_observed, lap_holes, sow_observed, Chain, LapTable, LapVerdict, SowOptions,
};
use crate::state::{
    check_no_options, key_tag, not_in_game, play_sow_or_pass, state_accessors, SowOrPass, State,
};
use crate::trace::{note, Event, Observer};
use crate::types::{GameKind, GameOptions, Move, NoOptions, Player};

/// The board: two rows (the ring and the row ownership below are two-row ones) of
/// the registry's columns.
const ROWS: usize = GameKind::Oware.rows();
const COLS: usize = GameKind::Oware.cols();
const _: () = assert!(ROWS == 2);
const SEEDS_PER_HOUSE: u8 = 4;
/// Half the seeds: rule 8's threshold.
const HALF: u32 = 24;
/// The counter-clockwise ring 6 → 11 → 5 → 0 → 6.
const RING: Circuit = Circuit::two_row_ring(COLS);
/// Rule 2: laps of 12 or more seeds skip the house they were lifted from.
const SOW: SowOptions = SowOptions {
    origin_first: false,
    skip_origin: true,
    first_seed_to: 0,
};

/// Rule 2's laps sown a word at a time (the same lap as [`SOW`] along [`RING`]).
const LAPS: LapTable = match LapTable::new(&RING, SOW) {
    Some(t) => t,
    None => panic!("the ring has 12 holes"),
};

/// Rule 3: a house `mover` may capture — in the opponent's row, holding 2 or 3 seeds.
fn capturable(board: &Board, hole: usize, mover: Player) -> bool {
    board.owner(hole) != mover && matches!(board.seeds(hole), 2 | 3)
}

/// Rule 3: the lap ends with a capture when its last seed makes a house of the
/// opponent's row 2 or 3; otherwise it just ends (Oware never relays).
fn lap_rule(board: &Board, landing: usize, mover: Player) -> LapVerdict {
    if capturable(board, landing, mover) {
        LapVerdict::Capture
    } else {
        LapVerdict::End
    }
}

/// An Oware position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Oware {
    st: State,
    /// The legal houses of the player to move (bit `i`: house `row_start + i`; 0 once
    /// the game is over): a function of `st`, found once per move when the end of the
    /// game is checked, and read again to choose or check the next move.
    moves: u8,
}

impl Oware {
    /// A position from its parts (for tests and analysis): seeds per house (12,
    /// row-major: North's 0–5, then South's 6–11), captured seeds (South, North) and
    /// the player to move. The seeds must add up to 48. If the position is already
    /// final (rule 6 or 8) the end is applied at once.
    pub fn from_parts(
        holes: [u8; 12],
        captured: [u8; 2],
        to_move: Player,
    ) -> Result<Oware, SetupError> {
        let mut pos = Oware::with_state(State::two_rows_from_parts(
            &holes,
            captured,
            to_move,
            Self::TOTAL_SEEDS,
        )?);
        pos.check_end(&mut ());
        Ok(pos)
    }

    /// A position with `st` and its legal houses.
    fn with_state(st: State) -> Oware {
        let mut pos = Oware { st, moves: 0 };
        pos.moves = pos.find_legal_mask();
        pos
    }

    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        if self.st.result.is_none() && mv == Move::Pass {
            return Err(not_in_game(Self::KIND, mv));
        }
        play_sow_or_pass(self, Self::KIND, mv, obs)
    }

    /// Words of seed counts in the key ([`crate::KeyHasher`]).
    const KEY_WORDS: usize = 2;

    fn key_tag(&self) -> u64 {
        const TAG: u64 = key_tag(Oware::KIND, GameOptions::None);
        TAG
    }

    fn key_extra(&self) -> u32 {
        0
    }

    /// Rules 6 and 8: whether the game ends here (before collecting).
    fn ends_here(&self) -> bool {
        let s = self.st.captured(Player::South);
        let n = self.st.captured(Player::North);
        s > HALF || n > HALF || (s == HALF && n == HALF) || !self.has_move()
    }

    /// The first house of `p`'s row: North's row is 0–5, South's 6–11.
    #[inline]
    fn row_start(p: Player) -> usize {
        match p {
            Player::North => 0,
            Player::South => COLS,
        }
    }

    /// The non-empty houses of `p`'s row as a bit mask (bit `i`: house
    /// `row_start(p) + i`), computed without branches — random play makes branches on
    /// seed counts unpredictable — by byte arithmetic on the row read as one word: no
    /// house holds more than 48 seeds, so adding 0x7F to a byte sets its top bit
    /// exactly when the byte is non-zero, without a carry into the next byte; the
    /// multiplication then gathers the six top bits into the top byte.
    #[inline]
    fn nonempty(&self, p: Player) -> u8 {
        let row = self.st.board.seed_bytes(Self::row_start(p)) & 0xFFFF_FFFF_FFFF;
        let top = (row + 0x7F7F_7F7F_7F7F) & 0x8080_8080_8080;
        ((top >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
    }

    /// The legal houses of the player to move, as found when the position was reached.
    #[inline(always)]
    fn legal_mask(&self) -> u8 {
        debug_assert_eq!(self.moves, self.find_legal_mask());
        self.moves
    }

    /// Rules 2 and 5: the non-empty houses of the player to move, or, if the
    /// opponent's row is empty, those whose sowing reaches it; none once over.
    #[inline]
    fn find_legal_mask(&self) -> u8 {
        if self.st.result.is_some() {
            return 0;
        }
        let me = self.st.to_move;
        let mine = self.nonempty(me);
        if self.nonempty(me.opponent()) != 0 {
            return mine;
        }
        let b = &self.st.board;
        let theirs = b.holes_of(me.opponent()).0;
        let start = Self::row_start(me);
        (0..COLS)
            .filter(|&i| mine >> i & 1 == 1 && lap_holes(b, &RING, start + i, SOW).0 & theirs != 0)
            .fold(0, |m, i| m | 1 << i)
    }

    /// Rule 6: whether the player to move has a legal move.
    fn has_move(&self) -> bool {
        self.legal_mask() != 0
    }

    /// Rules 6 and 8, checked after every move: end the game if it is over.
    fn check_end<O: Observer>(&mut self, obs: &mut O) {
        if self.ends_here() {
            self.sweep(obs);
        }
    }

    /// Rules 6 to 9: each player collects the seeds of their own row; no moves left.
    fn sweep<O: Observer>(&mut self, obs: &mut O) {
        self.st.sweep_to_owners(obs);
        self.moves = 0;
    }
}

impl SowOrPass for Oware {
    /// Rule 2: a single lap always ends.
    const SOWINGS_END: bool = true;

    fn state(&self) -> &State {
        &self.st
    }

    /// Rule 2: a non-empty house of your own row; rule 5: if the opponent's row is
    /// empty, the sowing must reach it.
    fn check_sow(&self, hole: usize) -> Result<(), MoveError> {
        self.st.check_own_seeded(hole)?;
        let mover = self.st.to_move;
        if self.legal_mask() >> (hole - Self::row_start(mover)) & 1 == 0 {
            return Err(MoveError::MustFeed {
                hole,
                opponent: mover.opponent(),
            });
        }
        Ok(())
    }

    #[inline(always)]
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let mover = self.st.to_move;
        let them = mover.opponent();
        let rule = |b: &Board, h: usize| lap_rule(b, h, mover);
        // Rule 2: a single lap, sown a word at a time unless it is traced seed by seed.
        let sowing = if O::ACTIVE {
            sow_observed(&mut self.st.board, &RING, hole, SOW, rule, obs)?
        } else {
            LAPS.sow(&mut self.st.board, hole, rule)
        };
        let mut report = MoveReport {
            sowing: Some(sowing),
            ..MoveReport::default()
        };
        if sowing.ended == LapVerdict::Capture {
            // Rule 3 on a copy; rule 4 keeps it only if the opponent keeps some seeds.
            // The copy is made untraced, then redone traced if it stands.
            let mut after = self.st.board;
            let takes = |b: &Board, h: usize| capturable(b, h, mover);
            let cap = capture_chain_observed(
                &mut after,
                &RING,
                sowing.landing,
                Chain::Backward,
                takes,
                &mut (),
            );
            if after.seeds_of(them) > 0 {
                if O::ACTIVE {
                    let mut again = self.st.board;
                    capture_chain_observed(
                        &mut again,
                        &RING,
                        sowing.landing,
                        Chain::Backward,
                        takes,
                        obs,
                    );
                }
                self.st.board = after;
                self.st.add_captured(mover, cap.seeds);
                report.captured = cap;
            } else {
                note(obs, || Event::GrandSlam);
            }
        }
        self.st.to_move = them;
        self.moves = self.find_legal_mask();
        self.check_end(obs);
        Ok(report)
    }

    /// Oware has no pass ([`Position::play`] refuses it before reaching the shared
    /// helper, and a player without a move has already ended the game by rule 6). Should
    /// it ever be called, it applies rule 6's ending.
    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O) {
        self.sweep(obs);
    }
}

impl Position for Oware {
    // `result` is by rules 6 and 8; an end by repetition (rule 7) needs a
    // [`crate::Game`].
    state_accessors!();

    /// The sowings rules 2 and 5 allow, in ascending order. A sowing is a single lap, so
    /// it never fails once the move check (rules 2 and 5) accepts it: no sowing on a copy is
    /// needed here.
    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.st.result.is_some() {
            return;
        }
        let start = Self::row_start(self.st.to_move);
        let mut mask = self.legal_mask();
        while mask != 0 {
            moves.push(Move::Sow((start + mask.trailing_zeros() as usize) as u8));
            mask &= mask - 1;
        }
    }

    /// The legal holes' mask once, the chosen hole sown in place: no move list and
    /// no second legality check.
    #[inline]
    fn play_random(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        if self.st.result.is_some() {
            return None;
        }
        let mut mask = self.legal_mask();
        // A game that goes on has a legal move (rule 6 ends it otherwise).
        debug_assert_ne!(mask, 0);
        for _ in 0..rng.below(mask.count_ones() as usize) {
            mask &= mask - 1;
        }
        let hole = Self::row_start(self.st.to_move) + mask.trailing_zeros() as usize;
        match self.sow_unchecked(hole, &mut ()) {
            Ok(report) => Some((Move::Sow(hole as u8), report)),
            Err(_) => unreachable!("a single-lap sowing ends"),
        }
    }

    /// Rule 7: a repeated position ends the game (not as a draw).
    fn repetition_ends_game(&self) -> bool {
        true
    }

    /// Rule 7: not a draw; each player takes the seeds of their own row.
    fn repetition_is_draw(&self) -> bool {
        false
    }

    /// Rule 7: each player takes the seeds of their own row.
    fn end_by_repetition_unchecked(&mut self) {
        self.sweep(&mut ());
    }

    /// Rule 7: after a capture no earlier position can come back (captured seeds never
    /// return, and captures are part of the position), so a [`crate::Game`] may forget
    /// them, as OpenSpiel does.
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        report.captured.seeds > 0
    }
}

impl Sealed for Oware {}

impl FromSetup for Oware {
    fn kind(&self) -> GameKind {
        Self::KIND
    }

    fn to_setup(&self) -> Setup {
        self.st.setup(Self::KIND, GameOptions::None)
    }

    /// The legal houses' mask, moved to the row's first house (actions are holes).
    #[inline]
    fn legal_action_bits(&self, _: &mut MoveList) -> u128 {
        u128::from(self.legal_mask()) << Self::row_start(self.st.to_move)
    }

    /// Checks the game, size, owners, seed total, and the result: a position where
    /// rule 6 or 8 ends the game must carry its result, with every seed collected into
    /// the captures and the result following them.
    fn from_setup(s: &Setup) -> Result<Self, SetupError> {
        check_no_options(s, Self::KIND)?;
        let st = State::from_setup_fixed_owners(s, Self::KIND, ROWS, COLS, Self::TOTAL_SEEDS)?;
        let pos = Oware::with_state(st);
        // A finished position has an empty board, where `ends_here` holds too.
        pos.st.check_swept_result(
            pos.st.result.is_none() && pos.ends_here(),
            pos.st.outcome_by_captures(),
            "oware rules 6 and 8 (no legal move, or a majority)",
            "a finished oware game has every seed collected into the captures, and the result follows them (rules 6 to 9)",
        )?;
        Ok(pos)
    }
}

impl Default for Oware {
    fn default() -> Self {
        Oware::with_state(State::new(Board::two_rows(COLS, SEEDS_PER_HOUSE)))
    }
}

impl Ruleset for Oware {
    const KIND: GameKind = GameKind::Oware;
    const TOTAL_SEEDS: u32 = 48;
    const MAX_LEGAL_MOVES: usize = COLS;
    type Options = NoOptions;

    fn new(_: NoOptions) -> Result<Self, SetupError> {
        Ok(Self::default())
    }

    fn options(&self) -> NoOptions {
        NoOptions {}
    }
}

const _: () = assert!(Oware::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);
